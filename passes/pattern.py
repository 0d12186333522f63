"""Local rewrites: `Pattern` classes and a greedy worklist driver that applies them.

A pattern declares the ops it applies to by the annotation of `match`'s `op` parameter
(`def match(self, op: AddOp | MulOp, rw)`, as xDSL does). `match` either leaves the op alone or
builds replacement values with the `Rewriter` and calls `rw.replace(op, value)`.

`apply_patterns(function, patterns)` rewrites the function's body in place (callers pass a copy
they own) until no pattern applies. Replaced ops are erased, and so are the producers a rewrite
left without users; ops that were dead before are left to `dce`. It returns how often each
pattern fired.
"""
from __future__ import annotations

import typing
from collections import Counter, deque
from typing import ClassVar, Sequence

from ..ir.core import Function, Operation, OpResult, Value
from ..ir.tensor import CheckpointOp

#: Ops no rewrite may fold, merge or erase: checkpoints are tags the partitioner reads.
PINNED: tuple[type, ...] = (CheckpointOp,)


def erasable(op: Operation) -> bool:
    """True when removing `op` cannot change what the function computes, given no users."""
    cls = type(op)
    return cls.pure and not cls.terminator and not op.regions and not isinstance(op, PINNED)


class Pattern:
    """A local rewrite; subclasses implement `match(self, op: SomeOp | OtherOp, rw)`."""

    ops: ClassVar[tuple[type, ...]] = (Operation,)

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        hint = typing.get_type_hints(cls.match).get("op", Operation)
        cls.ops = typing.get_args(hint) or (hint,)

    def match(self, op: Operation, rw: "Rewriter") -> None:
        raise NotImplementedError


class Rewriter:
    """Edits one function body for the driver: builds ops before the matched op, replaces."""

    def __init__(self, function: Function):
        self.block = function.body
        self.ops = function.body.ops
        self.users: dict[int, list[Operation]] = {}
        for op in self.ops:
            self._add_uses(op)
        self.worklist: deque[Operation] = deque(self.ops)
        self.erased: set[int] = set()
        self.current: Operation | None = None
        self.changed = False

    def op(self, cls, *operands: Value, hint: str | None = None, **attrs) -> Value:
        """Build `cls` just before the op being matched and return its result."""
        new = cls.build(operands, attrs, loc=self.current.loc, hint=hint)
        new.parent = self.block
        self.ops.insert(self.ops.index(self.current), new)
        self._add_uses(new)
        self.worklist.append(new)
        return new.result

    def replace(self, op: Operation, *values: Value) -> None:
        """Point every use of `op`'s results at `values` and erase `op`.

        A replacement without a name of its own takes the name of the value it replaces.
        """
        for old, new in zip(op.results, values, strict=True):
            new.name_hint = new.name_hint or old.name_hint
            for user in self.users.pop(id(old), []):
                user.operands = [new if v is old else v for v in user.operands]
                self.users.setdefault(id(new), []).append(user)
                self.worklist.append(user)
        self._erase(op)
        self.changed = True

    def _add_uses(self, op: Operation) -> None:
        for v in all_operands(op):
            self.users.setdefault(id(v), []).append(op)

    def _erase(self, op: Operation) -> None:
        """Erase `op`, then each producer that erasing it left unused, depth first (with a
        stack, not recursion: a dead chain may be as long as the program)."""
        self.erased.add(id(op))
        stack = [(op, iter(all_operands(op)))]
        while stack:
            op, operands = stack[-1]
            v = next(operands, None)
            if v is None:
                stack.pop()
                continue
            self.users[id(v)].remove(op)
            producer = v.owner if isinstance(v, OpResult) else None
            if producer is not None and producer.parent is self.block and \
                    id(producer) not in self.erased and erasable(producer) and \
                    not any(self.users.get(id(r)) for r in producer.results):
                self.erased.add(id(producer))
                stack.append((producer, iter(all_operands(producer))))


def all_operands(op: Operation) -> list[Value]:
    """The operands of `op` and of the ops nested in its regions."""
    if not op.regions:
        return list(op.operands)
    return [v for inner in op.walk() for v in inner.operands]


def apply_patterns(function: Function, patterns: Sequence[Pattern]) -> Counter:
    """Apply `patterns` greedily to a fixpoint; returns rewrite counts by pattern name."""
    rw = Rewriter(function)
    by_class: dict[type, list[Pattern]] = {}
    fired: Counter = Counter()
    while rw.worklist:
        op = rw.worklist.popleft()
        if id(op) in rw.erased:
            continue
        cls = type(op)
        if cls not in by_class:
            by_class[cls] = [p for p in patterns if issubclass(cls, p.ops)]
        for pattern in by_class[cls]:
            rw.current, rw.changed = op, False
            pattern.match(op, rw)
            if rw.changed:
                fired[type(pattern).__name__] += 1
                break
    function.body.ops[:] = [op for op in rw.ops if id(op) not in rw.erased]
    return fired
