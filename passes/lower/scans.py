"""The lowering rules of the scans (`tensor.cumsum`, `tensor.cumprod`, `tensor.cummax`,
`tensor.cummin`, `tensor.linear_scan`): O(n) loops.

Loops over the dims other than the scanned one (the outermost of more than one iteration
`loop.parallel`), around one sequential `loop.for` along the scanned dim that carries the
running value as its accumulator and stores it at each step; a reverse scan walks the dim
from its end (index `n - 1 - k`):

```
loop.parallel %i = 0 to 4 {
  %acc = loop.for %k = 0 to 128 iter(%acc_1 = 0.0) -> f32 {
    %x = loop.load %x[%i, %k] : f32
    %acc_2 = arith.add %acc_1, %x : f32
    loop.store %acc_2, %cumsum[%i, %k]
    loop.yield %acc_2
  }
}
```
The store inside the accumulator loop keeps `fuse` from merging a consumer into it (the
stored index is no iteration of the shared loops) and the CUDA backend from splitting the loop
over threads (a loop that stores runs on one thread per point, in order).
"""
from __future__ import annotations

import math

import numpy as np

from ...ir import tensor as T
from ...ir.core import Operation
from ...ir.loop import arith as A
from ...ir.loop import index as ix
from .function import FunctionLowering
from .kernel import KernelBuilder, parallel_dim
from .rules import _yield, lowering
from .values import IV_NAMES, Index, Lowered, Stored

def _add(kb: KernelBuilder, h, x):
    return kb.op(A.AddOp, h, x[0], hint="acc")


def _mul(kb: KernelBuilder, h, x):
    return kb.op(A.MulOp, h, x[0], hint="acc")


def _max(kb: KernelBuilder, h, x):
    return kb.op(A.MaxOp, x[0], h, hint="acc")       # NaN propagates from either


def _min(kb: KernelBuilder, h, x):
    return kb.op(A.MinOp, x[0], h, hint="acc")


def _linear(kb: KernelBuilder, h, ab):
    return kb.op(A.AddOp, kb.op(A.MulOp, ab[0], h, hint="decayed"), ab[1], hint="acc")


#: scan op -> (the running value before the first element, the next running value of the
#: running value and the elements of the operands at this step).
SCANS = {T.CumsumOp: (0, _add), T.CumprodOp: (1, _mul), T.LinearScanOp: (0, _linear),
         T.CummaxOp: ("lowest", _max), T.CumminOp: ("highest", _min)}


@lowering(*SCANS)
def scan(lw: FunctionLowering, op: Operation) -> Lowered:
    t = op.result.type
    identity, combine = SCANS[type(op)]
    if isinstance(identity, str):        # an extreme's start: the dtype's lowest or highest
        sign = -1 if identity == "lowest" else 1
        init = sign * math.inf if t.dtype.is_float else \
            int(np.iinfo(t.dtype.numpy).min if sign < 0 else np.iinfo(t.dtype.numpy).max)
    else:
        init = float(identity) if t.dtype.is_float else identity
    out = lw.alloc(t, op.result.name_hint or type(op).result_hint())
    kb = lw.kernel(op.mnemonic())
    n = t.shape[op.axis]
    others = [d for d in range(t.rank) if d != op.axis]
    split = others[parallel_dim([t.shape[d] for d in others])] if others else None
    kept: dict[int, ix.Expr] = {}
    for k, d in enumerate(others):
        loop = kb.loop(t.shape[d], parallel=(d == split), iv_hint=IV_NAMES[k % 6])
        kb.block = loop.body
        kept[d] = ix.var(loop.iv)
    along = kb.loop(n, iters=[(init, t.dtype)], iv_hint="k", iter_hints=["acc"])
    kb.block = along.body
    position = ix.var(along.iv)
    if op.reverse:
        position = ix.const(n - 1) - position
    index: Index = [position if d == op.axis else kept[d] for d in range(t.rank)]
    values = [kb.load(lw.lowered(v), index) for v in op.operands]
    running = combine(kb, along.iter_args[0], values)
    kb.store(running, out, index)
    kb.block.append(_yield(running))
    kb.block = kb.body
    lw.call(kb)
    return Stored(out)
