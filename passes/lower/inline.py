"""Which elementwise values `lower` computes where they are loaded, never writing them.

In: a tensor function, asked about its elementwise ops (the `SCALAR_OPS`, relu, cast) in
program order. Out: per op, whether its value is `Computed` in the kernels that load it. This
is `fuse`'s rule for a pointwise producer (`fuse/inline.py`), taken before any loop is built:
every use must load the value at indices of the user's own loop variables (never a return, a
BLAS operand, or an embedding's table); then it is computed in place when one kernel loads it, or,
when several do, when its body is small (`legality.MAX_RECOMPUTED_OPS` scalar ops) and
recomputing it in each moves fewer bytes than writing it once and reading it in each. The
kernels are weighed as `fuse` meets them in program order, on a kernel per op: when it comes
to a value, every earlier value it would inline is inlined, and no later one yet.
"""
from __future__ import annotations

from ...ir import tensor as T
from ...ir.core import Function, Operation, Value
from ..fuse.legality import MAX_RECOMPUTED_OPS
from .rules import SCALAR_OPS, matmul_as_loops

#: ops whose rule only reads its operand through an index map: a user of the view is a user
#: of the viewed value.
INDEX_MAPS = (T.BroadcastOp, T.TransposeOp, T.ReshapeOp, T.SliceOp, T.CheckpointOp,
              T.StopGradientOp)

#: ops whose kernel loads every operand at indices made of its loop variables.
LOADING = (*SCALAR_OPS, T.ReluOp, T.CastOp, T.SumOp, T.ProdOp, T.MaxOp, T.ArgmaxOp, T.ConcatOp,
           T.CumsumOp, T.CumprodOp, T.LinearScanOp)

#: the ops whose value may be computed in place, and the scalar ops each builds beyond its
#: operands (relu: a zero constant and a max).
COMPUTABLE = {**{cls: 1 for cls in SCALAR_OPS}, T.ReluOp: 2, T.CastOp: 1}


class InPlace:
    """The decisions for one function, taken in program order (`decide`)."""

    def __init__(self, f: Function, matmul: str):
        self.matmul = matmul
        self.uses: dict[int, list[tuple[Operation, int]]] = {}
        self.position: dict[int, int] = {}
        for n, op in enumerate(f.body.ops):
            self.position[id(op)] = n
            for k, v in enumerate(op.operands):
                self.uses.setdefault(id(v), []).append((op, k))
        self.decided: dict[int, bool] = {}

    def decide(self, op: Operation) -> bool:
        """Whether the value of elementwise `op` is computed where it is loaded."""
        uses = self._loading_uses(op.result)
        if not uses:
            computed = False
        else:
            users = list({id(u): u for u, _ in uses}.values())
            computed = len(users) == 1 or self._recompute_pays(op, users)
        self.decided[id(op.result)] = computed
        return computed

    def loaded_by_every_use(self, value: Value) -> bool:
        """Whether every use of `value`, through views, loads it element by element (none
        needs it in a buffer: a BLAS operand, a result)."""
        return bool(self._loading_uses(value))

    # -- uses --------------------------------------------------------------------------------

    def _loading_uses(self, value: Value) -> list[tuple[Operation, int]] | None:
        """The uses of `value` seen through views, depth first, or None when one of them does
        not load it (a return, a BLAS operand, an embedding's table); with a stack, not recursion
        (a chain of views may be long)."""
        out = []
        stack = [iter(self.uses.get(id(value), ()))]
        while stack:
            use = next(stack[-1], None)
            if use is None:
                stack.pop()
                continue
            op, k = use
            if isinstance(op, INDEX_MAPS):
                stack.append(iter(self.uses.get(id(op.result), ())))
            elif isinstance(op, LOADING) or \
                    isinstance(op, T.EmbeddingOp) and op.operands[k] is op.ids or \
                    isinstance(op, T.TakeAlongOp) and op.operands[k] is op.index or \
                    isinstance(op, T.ScatterAddOp) or \
                    isinstance(op, T.MatmulOp) and matmul_as_loops(self.matmul, op):
                out.append((op, k))
            else:
                return None
        return out

    def _computed(self, value: Value, before: int) -> bool:
        """Whether `value` is computed in place when `fuse` comes to the op at position
        `before`: decided, and defined before it."""
        op = getattr(value, "owner", None)
        return type(op) in COMPUTABLE and self.position[id(op)] < before and \
            self.decided[id(value)]

    # -- what a kernel reads and computes ----------------------------------------------------

    def _source(self, value: Value) -> Value:
        while isinstance(getattr(value, "owner", None), INDEX_MAPS):
            value = value.owner.operands[0]
        return value

    def _reads(self, values, before: int, out: dict[int, int]) -> dict[int, int]:
        """Into `out`: the buffers (value id -> bytes) a kernel computing `values` loads, with
        what is computed in place before position `before` (a stack, not recursion: a chain
        of computed values may be long)."""
        stack = list(values)
        while stack:
            v = self._source(stack.pop())
            op = getattr(v, "owner", None)
            if isinstance(op, T.ConstantOp) and op.is_splat:
                continue
            if self._computed(v, before):
                stack += op.operands
            else:
                out[id(v)] = v.type.nbytes
        return out

    def _scalar_ops(self, op: Operation, limit: int) -> int:
        """The scalar ops computing `op`'s value in place (loads not counted), counted up to
        just past `limit`; a computed value read twice at one index (`v * v`) is built
        once (`kernel.KernelBuilder`), so it counts once."""
        n, stack, seen = 0, [op], {id(op)}
        while stack and n <= limit:
            top = stack.pop()
            n += COMPUTABLE[type(top)]
            for v in top.operands:
                v = self._source(v)
                owner = getattr(v, "owner", None)
                if isinstance(owner, T.ConstantOp) and owner.is_splat:
                    n += 1
                elif id(owner) not in seen and self._computed(v, self.position[id(top)]):
                    seen.add(id(owner))
                    stack.append(owner)
        return n

    def _recompute_pays(self, op: Operation, users: list[Operation]) -> bool:
        """`fuse`'s test for a producer of several consumers: a small body, and fewer bytes
        moved recomputing it in each consumer than writing it once and reading it in each
        (only what changes is counted: the inputs a consumer does not read yet, less the value
        it no longer reads)."""
        size = self._scalar_ops(op, MAX_RECOMPUTED_OPS) + (op.result.type.rank == 0)  # return
        if size > MAX_RECOMPUTED_OPS:
            return False
        here = self.position[id(op)]
        inputs = self._reads(op.operands, here, {})
        out = op.result.type.nbytes
        after = 0
        for user in users:
            read = self._reads(user.operands, here, {})
            after += sum(n for i, n in inputs.items() if i not in read) - out
        return after < sum(inputs.values()) + out
