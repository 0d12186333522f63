"""`row-sparse-grads`: a backward returns an embedding table's gradient as its rows.

In: a partitioned module (`@f_forward`, `@f_backward`, after the tensor-level passes). Out:
the same module, where a result of `@f_backward` that is a table's gradient made of rows (a
`scatter_add` along axis 0 of `n` rows at 1-D ids, into a table of more than `n` rows) is
returned as those rows, `src`, and the row ids are appended as an extra result, one per such
gradient, in the order of the gradients. The table's gradient is zero but for those rows: the
runtime (`runtime/row_sparse.py`) keeps it as the pair and makes the dense table only when
something reads it, and an optimizer that can update rows (plain SGD) updates those rows.

Why: an embedding's backward otherwise zero-fills a `[vocabulary, width]` gradient at every
step, whatever the batch reads: at 50,000 rows of 64 floats, 12.8 MB of stores, more than the
rest of a small model's step. The rows are `tokens x width`, the work of the step itself.
PyTorch offers the same gradient as `nn.Embedding(sparse=True)`, a sparse tensor the user
must opt into and every consumer must accept; here the gradient is still dense to everything
that reads it (`.grad`, hooks, `autograd.grad`, optimizers that need all rows), only made
later, by the runtime, when it is read.

The calling convention stays readable from the types alone: a row-sparse result has the rows'
shape `[n, *rest]` where its argument is `[rows, *rest]` with `rows > n`, and the backward has
one more result per such gradient (`runtime.row_sparse.layout`). Only gradients returned once
and read by nothing else are rewritten; the `scatter_add` is then dead, for `dce`.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ir.core import Function, Module, OpResult, Value
from ..ir.tensor import BroadcastOp, ScatterAddOp
from .dce import eliminate_dead_code
from .manager import Pass, PassContext, register_pass
from .pattern import all_operands


def row_ids(op: ScatterAddOp) -> Value | None:
    """The 1-D ids of a `scatter_add` of whole rows (axis 0, each row's index repeated across
    the row), or None."""
    if op.axis != 0:
        return None
    index = op.index
    if index.type.rank == 1:
        return index
    producer = index.owner if isinstance(index, OpResult) else None
    if isinstance(producer, BroadcastOp) and list(producer.dims) == [0] and \
            producer.x.type.rank == 1:
        return producer.x
    return None


def make_row_sparse(f: Function) -> int:
    """Rewrite `f`'s row gradients as above, in place; returns how many."""
    uses: dict[int, int] = {}
    for op in f.walk():
        for v in all_operands(op):
            uses[id(v)] = uses.get(id(v), 0) + 1
    ret = f.terminator
    extra = []
    for k, v in enumerate(ret.operands):
        op = v.owner if isinstance(v, OpResult) else None
        if not isinstance(op, ScatterAddOp) or uses[id(v)] != 1:
            continue
        ids = row_ids(op)
        if ids is None or ids.type.shape[0] >= v.type.shape[0]:
            continue                 # as many rows as the table: the dense sum is no dearer
        ret.operands[k] = op.src
        extra.append(ids)
    if extra:
        ret.operands.extend(extra)
        f.result_types = [v.type for v in ret.operands]
        eliminate_dead_code(f)
    return len(extra)


@register_pass("row-sparse-grads")
@dataclass(frozen=True)
class RowSparseGrads(Pass):
    """Returns the table gradients of each `*_backward` function as rows and their ids."""

    def run(self, module: Module, ctx: PassContext) -> Module:
        found = {f.name: make_row_sparse(f) for f in module.functions
                 if f.name.endswith("_backward")}
        ctx.report(self.pass_name, {"row_sparse": {k: n for k, n in found.items() if n}})
        if not any(found.values()):
            ctx.mark_unchanged()
        return module
