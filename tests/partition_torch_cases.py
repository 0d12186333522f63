"""Functions in the style of PyTorch's partitioner tests, each written once for aotgrad and for
PyTorch, and the two ways of counting what their forward keeps for the backward.

The functions come from `test/functorch/test_aotdispatch.py` (`TestPartitioning`:
`test_recompute_partitioning`, `test_min_cut_partitioner*`, `test_default_partitioner_getitem`,
`test_preserve_random`), from `test/inductor/test_perf.py` (`MinCutPartitioningTests`:
`test_partitioning_*`), from `test/functorch/test_ac.py` (`cos` then `mm`), and the usual
hand-written blocks (layer norm, RMS norm, softmax, gelu, mean/var, masks, an MLP, attention).
Each ends in a sum, so both sides differentiate one scalar. A case body is written against an
op namespace `o` (`AOTGRAD` or `TORCH`): the same text is traced by aotgrad and run by
`torch.compile`.

`torch_activation_bytes(case, arrays)` compiles a case with `torch.compile(backend=
"aot_eager_decomp_partition")` (AOTAutograd's `min_cut_rematerialization_partition`, no code
generation) and counts the distinct storages it saves for the backward, leaving out storages
of the inputs (`saved_tensors_hooks`); `aotgrad_report(case)` partitions the aotgrad joint and
returns the partition report, whose `activation_bytes` counts the same thing.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

import numpy as np

import aotgrad
from aotgrad.frontend.tracer import trace_function
from aotgrad.ir.core import Module
from aotgrad.ir.types import DType, TensorType
from aotgrad.passes.manager import PassContext, run_pipeline
from aotgrad.passes.partition import build_backward, build_forward, partition_function
from aotgrad.passes.partition.graph import analyze_joint
from aotgrad.passes.partition.mincut import solve_min_cut
from aotgrad.passes.partition.strategies import make_plan
from aotgrad.passes.pipelines import AFTER_PARTITION, JOINT_PIPELINE, LOOP_PIPELINE


class AOTGRAD:
    """The ops a case body uses, as aotgrad spells them."""

    sin, cos, tanh, exp, log = aotgrad.sin, aotgrad.cos, aotgrad.tanh, aotgrad.exp, aotgrad.log
    relu, sigmoid, rsqrt, sqrt = aotgrad.relu, aotgrad.sigmoid, aotgrad.rsqrt, aotgrad.sqrt
    where = aotgrad.where

    @staticmethod
    def sum(x, dim, keepdim=False):
        return aotgrad.sum(x, axis=dim, keepdim=keepdim)

    @staticmethod
    def mean(x, dim, keepdim=False):
        return aotgrad.mean(x, axis=dim, keepdim=keepdim)

    @staticmethod
    def amax(x, dim, keepdim=False):
        return aotgrad.max(x, axis=dim, keepdim=keepdim)

    @staticmethod
    def cat(xs, dim):
        return aotgrad.concat(xs, axis=dim)

    @staticmethod
    def ones_like(x):
        return aotgrad.ones(list(x.shape))

    @staticmethod
    def softmax(x, dim):
        return aotgrad.softmax(x, axis=dim)

    @staticmethod
    def layer_norm(x, weight, bias, eps):
        return aotgrad.layernorm(x, weight, bias, eps=eps)

    @staticmethod
    def gelu(x):
        return aotgrad.gelu(x, approximate="tanh")


class TORCH:
    """The same ops in PyTorch (imported when first used: torch is an optional extra)."""

    def __getattr__(self, name):
        import torch
        import torch.nn.functional as F
        table = {
            "sin": torch.sin, "cos": torch.cos, "tanh": torch.tanh, "exp": torch.exp,
            "log": torch.log, "relu": torch.relu, "sigmoid": torch.sigmoid,
            "rsqrt": torch.rsqrt, "sqrt": torch.sqrt, "where": torch.where,
            "sum": lambda x, dim, keepdim=False: x.sum(dim, keepdim=keepdim),
            "mean": lambda x, dim, keepdim=False: x.mean(dim, keepdim=keepdim),
            "amax": lambda x, dim, keepdim=False: x.amax(dim, keepdim=keepdim),
            "cat": lambda xs, dim: torch.cat(xs, dim),
            "ones_like": torch.ones_like,
            "softmax": lambda x, dim: torch.softmax(x, dim),
            "layer_norm": lambda x, w, b, eps: F.layer_norm(x, x.shape[-1:], w, b, eps=eps),
            "gelu": lambda x: F.gelu(x, approximate="tanh"),
        }
        return table[name]


@dataclass(frozen=True)
class Arg:
    """One argument: its name, shape and how its values are drawn (`normal`, `positive`: in
    [0.5, 2), `mask`: a bool array, True with probability 1/2, never differentiated)."""

    name: str
    shape: tuple[int, ...]
    kind: str = "normal"


@dataclass(frozen=True)
class Case:
    """A function `body(o, *args) -> scalar` and where it comes from."""

    name: str
    origin: str
    args: tuple[Arg, ...]
    body: Callable

    def arrays(self, seed: int = 0) -> list[np.ndarray]:
        rng = np.random.default_rng(seed)
        out = []
        for a in self.args:
            if a.kind == "mask":
                out.append(rng.random(a.shape) < 0.5)
            elif a.kind == "positive":
                out.append(rng.uniform(0.5, 2.0, a.shape).astype(np.float32))
            else:
                out.append(rng.standard_normal(a.shape).astype(np.float32))
        return out

    def module(self) -> Module:
        """The case traced by aotgrad, its arguments named as the case names them."""
        types = [TensorType(a.shape, DType.bool if a.kind == "mask" else DType.f32)
                 for a in self.args]
        t, _ = trace_function(lambda *xs: self.body(AOTGRAD, *xs), types, name=self.name,
                              arg_names=[a.name for a in self.args])
        return Module([t.function])

    def torch_fn(self) -> Callable:
        ops = TORCH()
        return lambda *xs: self.body(ops, *xs)


CASES: list[Case] = []


def case(origin: str, *args: Arg):
    """Register the decorated body as a case named after it."""
    def register(body: Callable) -> Callable:
        CASES.append(Case(body.__name__, origin, tuple(args), body))
        return body
    return register


AOTDISPATCH = "test_aotdispatch.py"
PERF = "inductor/test_perf.py"


# ------------------------------------------------------------------- test_aotdispatch.py

@case(f"{AOTDISPATCH}::test_recompute_partitioning", Arg("a", (10, 10)), Arg("b", (10, 10)))
def sin_sin_add(o, a, b):
    return o.sin(o.sin(a)) + b


@case(f"{AOTDISPATCH}::test_min_cut_partitioner; {PERF}::test_partitioning_full_remat",
      Arg("x", (10,)))
def cos_cos_cos(o, x):
    return x.cos().cos().cos()


@case(f"{AOTDISPATCH}::test_min_cut_partitioner; {PERF}::test_partitioning_partial_remat",
      *(Arg(n, (10,)) for n in "abcd"))
def add4_cos_cos(o, a, b, c, d):
    x = a + b + c + d
    return x.cos().cos()


@case(f"{AOTDISPATCH}::test_min_cut_partitioner_recomputable_ops", Arg("x", (3,)))
def cube(o, x):
    return x * x * x


@case(f"{AOTDISPATCH}::test_default_partitioner_getitem", Arg("x", (3, 10)),
      Arg("weight", (10,)), Arg("bias", (10,)))
def layer_norm(o, x, weight, bias):
    return o.layer_norm(x, weight, bias, 1e-6)


@case(f"{AOTDISPATCH}::test_min_cut_partitioner_save_shape", Arg("x", (10, 10)))
def row_sum(o, x):
    return o.sum(x, 1)


@case(f"{AOTDISPATCH}::test_min_cut_partitioner_output_tensor_shape_tensor", Arg("a", (10,)),
      Arg("b", (3, 10)), Arg("c", (2, 10)), Arg("d", (10, 1)))
def cat_mm_mm(o, a, b, c, d):
    cat = o.cat([a.reshape(1, 10).expand(5, 10), b, c], 0)
    mm = cat @ d
    return cat, mm @ a.reshape(1, 10)


@case(f"{AOTDISPATCH}::test_preserve_random (its dropout as a given mask)",
      Arg("x", (4, 8)), Arg("keep", (4, 8), "mask"))
def masked_plus_input(o, x, keep):
    return x * keep.float() * 2.0 + x


# ------------------------------------------------------------------- inductor/test_perf.py

@case(f"{PERF}::test_partitioning_dtype", Arg("x", (100,)))
def negative_part(o, x):
    return (x < 0).float() * x


@case(f"{PERF}::test_partitioning_unremat_bw", Arg("x", (10, 10)))
def mm_tanh_tanh(o, x):
    return (x @ o.ones_like(x)).tanh().tanh()


@case(f"{PERF}::test_partitioning_unremat_bw2", Arg("a", (10, 10)))
def mm_add_mm(o, a):
    a = a @ a
    a = a + 1
    b = a + 2
    return a @ b


@case(f"{PERF}::test_partitioning_keops", Arg("a", (20, 1)), Arg("b", (1, 20)))
def outer_cos_rowsum(o, a, b):
    return o.sum((a * b).cos(), 1)


@case(f"{PERF}::test_partitioning_cat", Arg("a", (10,)), Arg("b", (10,)))
def tanh_cat(o, a, b):
    return o.cat([a.tanh(), b], 0)


@case(f"{PERF}::test_partitioning_relu", Arg("x", (16,)))
def relu(o, x):
    return x.relu()


@case(f"{PERF}::test_partitioning_with_view", Arg("x", (100,)))
def cos_view_mm(o, x):
    c = x.cos().reshape(10, 10)
    return (c.cos() @ c).reshape(100) * x.sin()


@case(f"{PERF}::test_partitioning_long_chain_add", Arg("x", (10, 10)))
def long_chain_add(o, x):
    orig = x
    for _ in range(2):
        x = x * x
        x = x @ x
        x = x * 2
        x = orig + x
        orig = x
    return x


# ------------------------------------------------------------------- test_ac.py and blocks

@case("functorch/test_ac.py (cos, then a matmul)", Arg("x", (16, 32)), Arg("w", (32, 8)))
def cos_mm(o, x, w):
    return x.cos() @ w


@case("layer norm by hand", Arg("x", (10, 16)), Arg("g", (16,)), Arg("b", (16,)))
def layer_norm_by_hand(o, x, g, b):
    mean = o.mean(x, 1, keepdim=True)
    xc = x - mean
    var = o.mean(xc * xc, 1, keepdim=True)
    rstd = o.rsqrt(var + 1e-5)
    return xc * rstd * g + b


@case("RMS norm by hand", Arg("x", (10, 16)), Arg("g", (16,)))
def rms_norm_by_hand(o, x, g):
    rms = o.rsqrt(o.mean(x * x, 1, keepdim=True) + 1e-6)
    return x * rms * g


@case("mean and variance by hand", Arg("x", (8, 32)))
def mean_var(o, x):
    mean = o.mean(x, 1, keepdim=True)
    var = o.mean((x - mean) * (x - mean), 1)
    return var, mean


@case("softmax by hand", Arg("x", (8, 32)))
def softmax_by_hand(o, x):
    e = (x - o.amax(x, 1, keepdim=True)).exp()
    p = e / o.sum(e, 1, keepdim=True)
    return p * p


@case("log-sum-exp by hand", Arg("x", (8, 64)))
def logsumexp_by_hand(o, x):
    return o.log(o.sum(x.exp(), 1))


@case("gelu of a linear layer", Arg("x", (8, 16)), Arg("w", (16, 32)), Arg("b", (32,)))
def linear_gelu(o, x, w, b):
    return o.gelu(x @ w + b)


@case("silu by hand", Arg("x", (8, 16)), Arg("w", (16, 32)))
def linear_silu(o, x, w):
    h = x @ w
    return h * h.sigmoid()


@case("sin and cos of a relu layer", Arg("x", (10, 20)), Arg("w", (20, 30)), Arg("b", (30,)))
def relu_sin_cos(o, x, w, b):
    h = (x @ w + b).relu()
    return h.sin() + h.cos()


@case("relu MLP", Arg("x", (16, 8)), Arg("w1", (8, 32)), Arg("b1", (32,)),
      Arg("w2", (32, 32)), Arg("b2", (32,)), Arg("w3", (32, 4)))
def relu_mlp(o, x, w1, b1, w2, b2, w3):
    h1 = (x @ w1 + b1).relu()
    h2 = (h1 @ w2 + b2).relu()
    logits = h2 @ w3
    return logits * logits


@case("a batch of pointwise chains", Arg("a", (16, 16)), Arg("b", (16, 16)),
      Arg("c", (16, 16), "positive"))
def pointwise_chains(o, a, b, c):
    u = ((a + 1) * 2 + 3).sin()
    v = (b * a).exp().tanh()
    w = o.sqrt(c) * o.log(c + 1)
    return u * v + v * w + w * u


@case("a dropout-like mask after a relu layer", Arg("x", (16, 32)), Arg("w", (32, 32)),
      Arg("keep", (16, 32), "mask"), Arg("w2", (32, 8)))
def relu_mask_mm(o, x, w, keep, w2):
    h = (x @ w).relu()
    d = h * keep.float() * (1 / 0.75)
    return (d @ w2).tanh()


@case("attention", Arg("q", (16, 8)), Arg("k", (16, 8)), Arg("v", (16, 8)))
def attention(o, q, k, v):
    p = o.softmax(q @ k.t() * (1 / math.sqrt(8.0)), 1)
    return (p @ v) * (p @ v)


# ------------------------------------------------------------------- counting

def aotgrad_report(c: Case, strategy: str = "min_cut", memory_budget: float = 1.0):
    """(forward, backward, partition report) of `c` under `strategy`."""
    joint = run_pipeline(c.module(), JOINT_PIPELINE).get()
    return partition_function(joint, strategy, memory_budget)


def traffic_first(c: Case):
    """(forward, backward) of `c` under the traffic-first cut (`solve_min_cut`, no memory
    limit)."""
    graph = analyze_joint(run_pipeline(c.module(), JOINT_PIPELINE).get())
    plan = make_plan(graph, solve_min_cut(graph).saved)
    return build_forward(graph, plan), build_backward(graph, plan)


def fused_bytes(forward, backward) -> int:
    """Bytes the fused forward and backward programs move, as the fusion report counts them."""
    ctx = PassContext()
    run_pipeline(Module([forward, backward]), f"{AFTER_PARTITION},{LOOP_PIPELINE}", ctx=ctx)
    return sum(r.after.bytes for r in ctx.reports["fuse"])


def torch_tensors(c: Case, arrays: list[np.ndarray]):
    """Tensors of `arrays`; the float ones require grad."""
    import torch
    return [torch.tensor(a, requires_grad=a.dtype.kind == "f") for a in arrays]


def tangents_for(outs, seed: int = 1) -> list[np.ndarray]:
    """Random incoming gradients for outputs of the given shapes."""
    rng = np.random.default_rng(seed)
    return [rng.standard_normal(tuple(o.shape)).astype(np.float32) for o in outs]


def torch_saved(fn, tensors) -> tuple[int, list, list]:
    """Bytes of the distinct storages autograd saves during one forward of `fn`, storages of
    `tensors` (the inputs) left out; the outputs; and the gradients w.r.t. `tensors` (None where
    there is none) for the incoming gradients of `tangents_for`."""
    import torch
    inputs = {t.untyped_storage().data_ptr() for t in tensors}
    storages: dict[int, int] = {}

    def pack(t):
        storage = t.untyped_storage()
        if storage.data_ptr() not in inputs:
            storages[storage.data_ptr()] = storage.nbytes()
        return t

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        outs = fn(*tensors)
    outs = list(outs) if isinstance(outs, tuple) else [outs]
    torch.autograd.backward(outs, [torch.tensor(t) for t in tangents_for(outs)])
    return sum(storages.values()), [o.detach().numpy() for o in outs], \
        [None if t.grad is None else t.grad.numpy() for t in tensors]


def torch_activation_bytes(c: Case, arrays: list[np.ndarray]) -> tuple[int, list, list]:
    """PyTorch's min-cut on `c`: activation bytes saved, the outputs and the gradients."""
    import torch
    torch._dynamo.reset()
    compiled = torch.compile(c.torch_fn(), backend="aot_eager_decomp_partition")
    return torch_saved(compiled, torch_tensors(c, arrays))
