"""The reference interpreter of the loop level: runs a program (and the kernels it calls) on
numpy arrays.

A loop without accumulators has independent iterations (the dialect's rule, which codegen relies
on to vectorise and parallelise), so the interpreter runs it as one numpy operation over all its
iterations: its variable becomes an array along a new axis (axis k for the k-th such loop from
the outside), and every scalar op evaluates on whole arrays. A kernel's scratch buffer (a
`loop.alloc` inside a loop) is fresh memory per iteration: under k loops run as axes it is one
array with those k axes in front, each iteration indexing its own. Loops with accumulators run
iteration by iteration. Buffers with an `arena_offset` are views into one byte arena, so a memory
plan that overlaps two live buffers gives wrong numbers here too; the arena and every fresh
buffer start filled with NaN (floats) or a sentinel (integers), and a freed buffer is filled
again, so an element nobody wrote, or a read after free, shows. An index out of its dimension
(a data-dependent one, such as an id loaded from a buffer, or any other) raises `IndexingError`
naming the index, the buffer and the kernel, as generated code does.
"""
from __future__ import annotations

import numpy as np

from ..builtin import ReturnOp
from ..core import Function, IRError, Module, Operation
from ..errors import IndexingError
from ..types import BufferType, DType
from . import index as ix
from .externs import EXTERNS
from .ops import (AllocOp, AtomicAddOp, CallOp, FreeOp, IndexedOp, LoadOp, LoopOp, StoreOp,
                  ViewOp, YieldOp, out_of_bounds)

#: what unwritten memory holds, per dtype (NaN for floats).
POISON = {DType.f32: np.nan, DType.f64: np.nan, DType.i32: -0x7A7A7A7A,
          DType.i64: -0x7A7A7A7A7A7A7A7A, DType.bool: True}


def poison(buf: np.ndarray) -> None:
    buf.fill(POISON[DType.from_numpy(buf.dtype)])


def run_program(module: Module, f: Function, arrays: list) -> tuple[np.ndarray, ...]:
    """Run program `f` of `module` on `arrays` (one per argument); returns its results."""
    if len(arrays) != len(f.args):
        raise IRError(f"'@{f.name}' takes {len(f.args)} arguments, got {len(arrays)}")
    env: dict[int, np.ndarray] = {}
    for i, (a, x) in enumerate(zip(f.args, arrays)):
        x = np.asarray(x)
        if x.shape != a.type.shape:
            raise IRError(f"'@{f.name}' argument #{i + 1} must have shape "
                          f"{list(a.type.shape)}, got {list(x.shape)}")
        env[id(a)] = np.asarray(x, dtype=a.type.dtype.numpy, order="C")
    arena = _arena(f)
    kernels = {g.name: g for g in module.functions if g.kind == "kernel"}
    for op in f.body.ops:
        args = [env[id(v)] for v in op.operands]
        if isinstance(op, ReturnOp):
            return tuple(args)
        if isinstance(op, AllocOp):
            env[id(op.result)] = _allocate(op, arena)
        elif isinstance(op, ViewOp):
            env[id(op.result)] = args[0].reshape(op.result.type.shape)
        elif isinstance(op, FreeOp):
            poison(args[0])
        elif isinstance(op, CallOp):
            if op.callee in kernels:
                run_kernel(kernels[op.callee], args)
            else:
                EXTERNS[op.callee].run(*args, **op.attrs)
        else:
            raise IRError(f"'{op.name}' cannot appear in a program", op.loc)
    raise IRError(f"'@{f.name}' has no return")


def _arena(f: Function) -> np.ndarray:
    size = max([op.arena_offset + op.result.type.nbytes for op in f.body.ops
                if isinstance(op, AllocOp) and op.arena_offset is not None], default=0)
    return np.full(size, 0xFF, np.uint8)      # all-ones bytes: NaN in every float type


def _allocate(op: AllocOp, arena: np.ndarray) -> np.ndarray:
    t: BufferType = op.result.type
    if op.arena_offset is None:
        buf = np.empty(t.shape, t.dtype.numpy)
    else:
        raw = arena[op.arena_offset:op.arena_offset + t.nbytes]
        buf = raw.view(t.dtype.numpy).reshape(t.shape)
    poison(buf)
    return buf


def run_kernel(kernel: Function, buffers: list[np.ndarray]) -> None:
    """Run `kernel` on `buffers` (numpy arrays it reads and writes in place)."""
    env = {id(a): b for a, b in zip(kernel.args, buffers)}
    _Run(kernel, env).block(kernel.body.ops, 0)


class _Run:
    def __init__(self, kernel: Function, env: dict):
        self.kernel = kernel
        self.env = env
        self.extents: list[int] = []     # trip counts of the loops run as numpy axes
        self.scratch: dict[int, int] = {}    # scratch buffer -> its leading iteration axes

    def get(self, v, depth: int):
        x = self.env[id(v)]
        if isinstance(x, np.ndarray) and x.ndim < depth and not isinstance(v.type, BufferType):
            return x.reshape(x.shape + (1,) * (depth - x.ndim))
        return x

    def block(self, ops: list[Operation], depth: int):
        for op in ops:
            if isinstance(op, (YieldOp, ReturnOp)):
                return [self.get(v, depth) for v in op.operands]
            if isinstance(op, LoopOp):
                self.loop(op, depth)
            elif isinstance(op, AllocOp):
                self.allocate(op, depth)
            elif isinstance(op, IndexedOp):
                self.access(op, depth)
            else:
                args = [self.get(v, depth) for v in op.operands]
                out = np.asarray(op.evaluate(*args), dtype=op.result.type.dtype.numpy)
                self.env[id(op.result)] = out
        return []

    def loop(self, op: LoopOp, depth: int) -> None:
        steps = range(op.lower, op.upper, op.step)
        if not op.iter_dtypes:
            if len(steps):
                iv = np.arange(op.lower, op.upper, op.step, dtype=np.int64)
                self.env[id(op.iv)] = iv.reshape((1,) * depth + (len(steps),))
                self.extents.append(len(steps))
                self.block(op.body.ops, depth + 1)
                self.extents.pop()
            return
        acc = [np.asarray(v, d.numpy) for v, d in zip(op.inits, op.iter_dtypes)]
        for k in steps:
            self.env[id(op.iv)] = np.int64(k)
            for a, x in zip(op.iter_args, acc):
                self.env[id(a)] = x
            acc = [np.asarray(x, d.numpy)
                   for x, d in zip(self.block(op.body.ops, depth), op.iter_dtypes)]
        for r, x in zip(op.results, acc):
            self.env[id(r)] = x

    def allocate(self, op: AllocOp, depth: int) -> None:
        """A kernel's scratch: fresh poisoned memory for each iteration of the loops around
        it, so one per iteration of those run as numpy axes too (its leading axes)."""
        t: BufferType = op.result.type
        buf = np.empty(tuple(self.extents[:depth]) + t.shape, t.dtype.numpy)
        poison(buf)
        self.env[id(op.result)] = buf
        self.scratch[id(op.result)] = depth

    def access(self, op: IndexedOp, depth: int) -> None:
        buf = self.env[id(op.buffer)]
        ivs = op.operands[op.n_fixed:]
        index = [np.asarray(ix.evaluate(e, lambda k: self.get(ivs[k], depth)), np.int64)
                 for e in op.indices]
        axes = self.scratch.get(id(op.buffer), 0)
        for dim, (i, n) in enumerate(zip(index, buf.shape[axes:])):
            if i.size and (i.min() < 0 or i.max() >= n):
                bad = int(i.min()) if i.min() < 0 else int(i.max())
                raise IndexingError(out_of_bounds(bad, dim, op.buffer.name_hint,
                                                  op.buffer.type, self.kernel.name), op.loc)
        own = [np.arange(n).reshape((1,) * k + (n,)) for k, n in enumerate(self.extents[:axes])]
        index = _padded(own + index, depth)
        if isinstance(op, LoadOp):
            self.env[id(op.result)] = buf[tuple(index)] if index else buf[()]
        elif isinstance(op, AtomicAddOp):             # every addition counts, repeats too
            value = self.get(op.value, depth)
            shape = np.broadcast_shapes(*(i.shape for i in index), np.shape(value))
            np.add.at(buf, tuple(np.broadcast_to(i, shape) for i in index),
                      np.broadcast_to(value, shape))
        else:
            assert isinstance(op, StoreOp)
            value = self.get(op.value, depth)
            if index:
                shape = np.broadcast_shapes(*(i.shape for i in index), np.shape(value))
                buf[tuple(np.broadcast_to(i, shape) for i in index)] = \
                    np.broadcast_to(value, shape)
            else:
                buf[()] = value


def _padded(index: list[np.ndarray], depth: int) -> list[np.ndarray]:
    return [i.reshape(i.shape + (1,) * (depth - i.ndim)) if i.ndim < depth else i
            for i in index]
