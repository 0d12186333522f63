"""What `fuse` knows about one program, kept up to date as it fuses: `ProgramFacts`.

In: a loop-level program and its module. Out: per kernel, its accesses, the parameters it loads
and stores and its `Kind`, computed once and recomputed only after `forget(kernel)`; per call,
the program buffers it reads and writes; per value, the program ops using it; per root buffer
(a buffer seen through its views), the calls reading and writing it; per op, an order key that
sorts like the program. Every edit of the program goes through `remove`, `insert` and
`unregister`/`register`, so asking about a call costs its neighbours, never the whole program.
"""
from __future__ import annotations

import bisect
from collections import Counter
from typing import NamedTuple

from ...ir.builtin import ReturnOp
from ...ir.core import Function, Module, Operation, Value
from ...ir.loop.ops import AllocOp, CallOp, FreeOp, IndexedOp, LoadOp, StoreOp, ViewOp
from .analysis import (KindFacts, accesses, innermost, is_inlinable, iv_range, kind_of,
                       scalar_op_count)
from .legality import Kind

#: the smallest gap between two order keys before the program is renumbered.
MIN_GAP = 1e-6


def nbytes(buffer: Value) -> int:
    """`buffer.type.nbytes`."""
    return buffer.type.nbytes


def root(v: Value) -> Value:
    """The buffer `v` views (itself when it is no view)."""
    while isinstance(getattr(v, "owner", None), ViewOp):
        v = v.owner.source
    return v


def _roots(buffers: list[Value]) -> frozenset[int]:
    return frozenset(id(root(b)) for b in buffers)


class _KernelInfo:
    """What is known of one version of a kernel: its ops (`kernel.walk()`), its accesses per
    parameter, the parameters it loads and stores; its kind, whether it may be inlined and
    its uses and the size of its innermost body, computed when first asked. `loaded` is None
    once this version is stale."""

    __slots__ = ("kernel", "ops", "accesses", "loaded", "stored", "kind", "kind_facts",
                 "inlinable", "uses", "body_size")

    def __init__(self, kernel: Function):
        self.kernel = kernel
        self.ops = list(kernel.walk())
        self.accesses = accesses(kernel, ops=self.ops)
        self.loaded = {id(op.operands[0]) for op in self.ops if isinstance(op, LoadOp)}
        self.stored = {id(op.operands[1]) for op in self.ops if isinstance(op, StoreOp)}
        self.kind = self.kind_facts = self.inlinable = self.uses = self.body_size = None

    @classmethod
    def merged(cls, kernel: Function, first: "_KernelInfo", removed: list[Operation],
               appended: list[Operation]) -> "_KernelInfo":
        """The facts of `kernel`, made of the kernel `first` describes (whose facts it takes
        over: `first` goes stale) less its ops `removed`, plus the ops `appended` (all of
        them, nested ones included, where they now are): a merge that adds a little to a large
        kernel costs what it adds, not the kernel."""
        info = cls.__new__(cls)
        info.kernel = kernel
        info.ops = None
        info.kind = info.inlinable = info.uses = info.body_size = None
        found = first.accesses
        gone = {id(op) for op in removed}
        touched = {id(op.buffer) for op in removed if isinstance(op, IndexedOp)}
        for p in touched:
            kept = [op for op in found.get(p, ()) if id(op) not in gone]
            if kept:
                found[p] = kept
            else:
                found.pop(p, None)
        for op in appended:
            if isinstance(op, IndexedOp):
                found.setdefault(id(op.buffer), []).append(op)
        info.accesses = found
        info.loaded, info.stored = set(first.loaded), set(first.stored)
        for p in touched:
            ops = found.get(p, ())
            if not any(isinstance(op, LoadOp) for op in ops):
                info.loaded.discard(p)
            if not any(isinstance(op, StoreOp) for op in ops):
                info.stored.discard(p)
        info.loaded.update(id(op.buffer) for op in appended if isinstance(op, LoadOp))
        info.stored.update(id(op.buffer) for op in appended if isinstance(op, StoreOp))
        if first.kind_facts is not None:
            info.kind_facts = first.kind_facts.copy()
            info.kind_facts.remove(removed)
            info.kind_facts.add(appended)
        else:
            info.kind_facts = None
        first.loaded = None
        return info

    def walked(self) -> list[Operation]:
        if self.ops is None:
            self.ops = list(self.kernel.walk())
        return self.ops


class _CallAccess(NamedTuple):
    """What a call reads and writes, as derived from its kernel's loaded and stored sets
    (`info`, `loaded`, `stored`: the kernel's facts and the very sets it was derived from, to
    tell when it is stale; all None for an extern call)."""

    call: CallOp
    info: object
    loaded: object
    stored: object
    reads: list
    writes: list
    read_ids: set
    read_roots: frozenset
    write_roots: frozenset

    @classmethod
    def of(cls, call, info, reads: list, writes: list) -> "_CallAccess":
        loaded, stored = (info.loaded, info.stored) if info is not None else (None, None)
        return cls(call, info, loaded, stored, reads, writes, {id(b) for b in reads},
                   _roots(reads), _roots(writes))


class ProgramFacts:
    """Calls, buffers and their users in one program."""

    def __init__(self, module: Module, program: Function):
        self.module = module
        self.program = program
        self.kernels = {f.name: f for f in module.functions if f.kind == "kernel"}
        self.counts = Counter(op.attrs["callee"] for f in module.functions for op in f.body.ops
                              if isinstance(op, CallOp))
        self._kernel: dict[int, _KernelInfo] = {}
        self._replaced: dict[int, tuple[Function, Function | None]] = {}
        # per value: its users in the order they were registered (id -> [op, uses]); per root
        # buffer: the calls reading and writing it (id -> call), in the same order.
        self._users: dict[int, dict[int, list]] = {}
        self._readers: dict[int, dict[int, CallOp]] = {}
        self._writers: dict[int, dict[int, CallOp]] = {}
        self.key: dict[int, float] = {}
        # per call: what it reads and writes, kept while the call is registered and its
        # kernel's sets are the same objects.
        self._rw: dict[int, _CallAccess] = {}
        for n, op in enumerate(program.body.ops):
            self.key[id(op)] = float(n)
            self._index(op, True)

    # -- kernels -------------------------------------------------------------------------

    def kernel_of(self, call: Operation) -> Function | None:
        if isinstance(call, CallOp):
            return self.kernels.get(call.attrs["callee"])
        return None

    def _info(self, kernel: Function) -> _KernelInfo:
        info = self._kernel.get(id(kernel))
        if info is None or info.kernel is not kernel:
            if info is not None:
                info.loaded = None
            info = self._kernel[id(kernel)] = _KernelInfo(kernel)
        return info

    def accesses(self, kernel: Function) -> dict:
        """`analysis.accesses(kernel)`, computed once per version of the kernel."""
        return self._info(kernel).accesses

    def loaded(self, kernel: Function) -> set[int]:
        """The ids of the parameters `kernel` loads from (do not modify)."""
        return self._info(kernel).loaded

    def stored(self, kernel: Function) -> set[int]:
        """The ids of the parameters `kernel` stores to (do not modify)."""
        return self._info(kernel).stored

    def kind(self, kernel: Function) -> Kind:
        info = self._info(kernel)
        if info.kind is None:
            if info.kind_facts is None:
                info.kind_facts = KindFacts.of(info.walked())
            info.kind = kind_of(kernel, info.kind_facts)
        return info.kind

    def ranges(self, kernel: Function):
        """A `range_of` for `kernel`'s loop variables."""
        return iv_range

    def inlinable(self, kernel: Function) -> bool:
        """`analysis.is_inlinable(kernel)`, computed once per version of the kernel."""
        info = self._info(kernel)
        if info.inlinable is None:
            info.inlinable = is_inlinable(kernel, info.walked(), self.kind(kernel))
        return info.inlinable

    def body_size(self, kernel: Function) -> int:
        """`analysis.scalar_op_count` of the kernel's innermost body, once per version."""
        info = self._info(kernel)
        if info.body_size is None:
            info.body_size = scalar_op_count(innermost(kernel))
        return info.body_size

    def uses(self, kernel: Function) -> dict[int, list[Operation]]:
        """Per value id, the ops of `kernel` using it, once per use (the inliner keeps it up
        to date: it adds the uses of the ops it puts in and moves those of the loads it
        replaces). An op it removed may remain listed as a user of a parameter or loop
        variable, never of a scalar."""
        info = self._info(kernel)
        if info.uses is None:
            found: dict[int, list[Operation]] = {}
            for op in info.walked():
                for v in op.operands:
                    found.setdefault(id(v), []).append(op)
            info.uses = found
        return info.uses

    def inlined(self, kernel: Function, removed: list[LoadOp], added: list[LoadOp],
                scalar_ops: int) -> None:
        """Update what is known of `kernel` after loads `removed` were replaced by a
        pointwise producer's ops, loads `added` and `scalar_ops` others among them. Its
        loops and stores are unchanged, so are its kind, ranges and whether it may be
        inlined (the producer's ops index nothing by data) (unless no load is left: then it
        may be a constant kernel)."""
        info = self._info(kernel)
        found, gone = info.accesses, {id(op) for op in removed}
        for p in {id(op.buffer) for op in removed}:
            found[p] = [op for op in found[p] if id(op) not in gone]
            if not found[p]:
                del found[p]
        for op in added:
            found.setdefault(id(op.buffer), []).append(op)
        info.ops = None
        if info.body_size is not None:
            info.body_size += scalar_ops
        info.loaded = {p for p, xs in found.items() if any(isinstance(o, LoadOp) for o in xs)}
        info.kind_facts = None          # counted again if asked: inlining adds ops, not loops
        if not info.loaded:
            info.kind = info.inlinable = None

    def forget(self, kernel: Function) -> None:
        """Drop what is known of `kernel`: it was just edited."""
        info = self._kernel.pop(id(kernel), None)
        if info is not None:
            info.loaded = None

    def merged(self, kernel: Function, first: Function, removed: list[Operation],
               appended: list[Operation]) -> None:
        """What is known of `kernel`, which a merge built from `first`'s body (known and
        untouched since) less `removed` plus `appended` (`_KernelInfo.merged`)."""
        self._kernel[id(kernel)] = _KernelInfo.merged(kernel, self._info(first), removed,
                                                      appended)

    def replace_kernel(self, old: Function, new: Function | None) -> None:
        """`new` takes `old`'s place in the module (None: `old` is gone); the module's list
        of functions is rebuilt once, by `finish`."""
        self._replaced[id(old)] = (old, new)
        del self.kernels[old.name]
        if new is not None:
            self.kernels[new.name] = new

    def finish(self) -> None:
        """Write the kernels replaced and removed back into the module."""
        out = []
        for f in self.module.functions:
            while id(f) in self._replaced and f is self._replaced[id(f)][0]:
                f = self._replaced[id(f)][1]
                if f is None:
                    break
            if f is not None:
                out.append(f)
        self.module.functions = out
        self._replaced.clear()

    def call_count(self, kernel: Function) -> int:
        return self.counts[kernel.name]

    # -- calls and buffers ---------------------------------------------------------------

    def _access(self, call: CallOp) -> _CallAccess:
        cached = self._rw.get(id(call))
        if cached is not None and cached.call is call:
            info = cached.info
            if info is None or (info.loaded is cached.loaded and info.stored is cached.stored):
                return cached
        kernel = self.kernel_of(call)
        if kernel is None:
            found = _CallAccess.of(call, None, list(call.operands[:-1]), [call.operands[-1]])
        else:
            info = self._info(kernel)
            loaded, stored = info.loaded, info.stored
            pairs = list(zip(kernel.args, call.operands))
            found = _CallAccess.of(call, info, [b for a, b in pairs if id(a) in loaded],
                                   [b for a, b in pairs if id(a) in stored])
        self._rw[id(call)] = found
        return found

    def reads(self, call: CallOp) -> list[Value]:
        return list(self._access(call).reads)

    def writes(self, call: CallOp) -> list[Value]:
        return list(self._access(call).writes)

    def read_ids(self, call: CallOp) -> set[int]:
        """The ids of the buffers `call` reads (do not modify)."""
        return self._access(call).read_ids

    def read_roots(self, call: CallOp) -> frozenset[int]:
        """The ids of the root buffers `call` reads."""
        return self._access(call).read_roots

    def write_roots(self, call: CallOp) -> frozenset[int]:
        """The ids of the root buffers `call` writes."""
        return self._access(call).write_roots

    def users(self, value: Value) -> list[Operation]:
        """The program ops using `value`, once per use."""
        return [op for op, n in self._users.get(id(value), {}).values() for _ in range(n)]

    def readers(self, root_id: int) -> list[CallOp]:
        """The calls reading the root buffer of id `root_id`."""
        return list(self._readers.get(root_id, {}).values())

    def writers(self, root_id: int) -> list[CallOp]:
        """The calls writing the root buffer of id `root_id`."""
        return list(self._writers.get(root_id, {}).values())

    def is_memory(self, buffer: Value) -> bool:
        """Whether `buffer` must exist as memory whatever the kernels do: an argument, a
        result, a view's source or result, or an operand of an extern call."""
        owner = getattr(buffer, "owner", None)
        if not isinstance(owner, AllocOp):
            return True
        for op, _ in self._users.get(id(buffer), {}).values():
            if isinstance(op, (ReturnOp, ViewOp)):
                return True
            if isinstance(op, CallOp) and self.kernel_of(op) is None:
                return True
        return False

    def calls_using(self, buffer: Value) -> list[CallOp]:
        return [op for op in self.users(buffer) if isinstance(op, CallOp)]

    def between(self, op: Operation, first: Operation, last: Operation) -> bool:
        """Whether `op` runs after `first` and before `last`."""
        return self.key[id(first)] < self.key[id(op)] < self.key[id(last)]

    def conflicts(self, first: CallOp, last: CallOp, read: set[int], written: set[int]) -> bool:
        """Whether a call between `first` and `last` writes a root in `read | written` or reads
        a root in `written`."""
        return self.conflict(first, last, read, written) is not None

    def conflict(self, first: CallOp, last: CallOp, read: set[int],
                 written: set[int]) -> CallOp | None:
        """A call between `first` and `last` that writes a root in `read | written` or reads a
        root in `written` (None when there is none)."""
        key, lo, hi = self.key, self.key[id(first)], self.key[id(last)]
        for table, roots in ((self._writers, read | written), (self._readers, written)):
            for r in roots:
                for c in table.get(r, {}).values():
                    if lo < key[id(c)] < hi:
                        return c
        return None

    # -- edits -----------------------------------------------------------------------------

    def _index(self, op: Operation, add: bool) -> None:
        users, oid = self._users, id(op)
        if add:
            self._rw.pop(oid, None)
            for v in op.operands:
                entry = users.setdefault(id(v), {}).setdefault(oid, [op, 0])
                entry[1] += 1
        else:
            for v in op.operands:
                found = users.get(id(v))
                if found is not None:
                    found.pop(oid, None)
        if isinstance(op, CallOp):
            access = self._access(op)
            for table, roots in ((self._readers, access.read_roots),
                                 (self._writers, access.write_roots)):
                for r in roots:
                    if add:
                        table.setdefault(r, {})[oid] = op
                    else:
                        del table[r][oid]
            if not add:
                self._rw.pop(oid, None)

    def unregister(self, op: Operation) -> None:
        """Forget `op`'s uses before its operands or its kernel change."""
        self._index(op, False)

    def register(self, op: Operation) -> None:
        """Record `op`'s uses after its operands or its kernel changed."""
        self._index(op, True)

    def remove(self, op: Operation) -> None:
        self.unregister(op)
        ops = self.program.body.ops
        at = bisect.bisect_left(ops, self.key[id(op)], key=lambda o: self.key[id(o)])
        if at < len(ops) and ops[at] is op:       # the ops are in order of their keys
            del ops[at]
        else:
            ops.remove(op)
        del self.key[id(op)]
        if isinstance(op, CallOp):
            self.counts[op.attrs["callee"]] -= 1

    def insert(self, at: int, ops: list[Operation], unregistered: Operation | None = None) -> None:
        """Put `ops` before the op now at index `at` of the program (at its end if none);
        all but `unregistered` are registered (that one when the caller is done with it)."""
        body = self.program.body.ops
        lo = self.key[id(body[at - 1])] if at > 0 else -1.0
        hi = self.key[id(body[at])] if at < len(body) else lo + 1.0
        if (hi - lo) / (len(ops) + 1) < MIN_GAP:
            self.key.update((id(op), float(n)) for n, op in enumerate(body))
            return self.insert(at, ops, unregistered)
        body[at:at] = ops
        for n, op in enumerate(ops):
            op.parent = self.program.body
            self.key[id(op)] = lo + (hi - lo) * (n + 1) / (len(ops) + 1)
            if op is not unregistered:
                self.register(op)
            if isinstance(op, CallOp):
                self.counts[op.attrs["callee"]] += 1

    def remove_buffer(self, buffer: Value) -> None:
        """Drop `buffer`'s alloc and frees from the program (it has no other users left)."""
        for op in [u for u in self.users(buffer) if isinstance(u, FreeOp)]:
            self.remove(op)
        owner = getattr(buffer, "owner", None)
        if owner is not None and id(owner) in self.key:
            self.remove(owner)
