"""Models and helpers shared by the partition tests: joint functions (the seed joint written by
hand, the others made by the real pipeline from DSL), random inputs, and running a forward /
backward pair with the reference interpreter."""
from __future__ import annotations

import numpy as np

from aotgrad.frontend.dsl import parse
from aotgrad.ir.core import Function, Module
from aotgrad.ir.interpret import run_function
from aotgrad.ir.parser import parse_ir
from aotgrad.passes.manager import run_pipeline

#: The AOTAutograd chapter's joint, written as PyTorch's joint graph has it: the backward reads
#: relu's output for the mask and has its own sin_1 / cos_1.
SEED_JOINT = """\
func @loss(%primals_1: f32[10,20], %primals_2: f32[20,30], %primals_3: f32[30], \
%tangents_1: f32[] tangent) -> (f32[], f32[10,20], f32[20,30], f32[30]) {
  %mm = tensor.matmul %primals_1, %primals_2 : f32[10,30]
  %b = tensor.broadcast %primals_3 {dims = [1]} : f32[10,30]
  %add = tensor.add %mm, %b : f32[10,30]
  %relu = tensor.relu %add : f32[10,30]
  %sin = tensor.sin %relu : f32[10,30]
  %cos = tensor.cos %relu : f32[10,30]
  %add_1 = tensor.add %sin, %cos : f32[10,30]
  %sum = tensor.sum %add_1 {axes = [0, 1], keepdim = false} : f32[]
  %g = tensor.broadcast %tangents_1 {dims = []} : f32[10,30]
  %cos_1 = tensor.cos %relu : f32[10,30]
  %d_sin = tensor.mul %g, %cos_1 : f32[10,30]
  %sin_1 = tensor.sin %relu : f32[10,30]
  %neg = tensor.neg %sin_1 : f32[10,30]
  %d_cos = tensor.mul %g, %neg : f32[10,30]
  %d_relu = tensor.add %d_sin, %d_cos : f32[10,30]
  %zero = tensor.constant 0.0 : f32[10,30]
  %mask = tensor.gt %relu, %zero : bool[10,30]
  %d_add = tensor.where %mask, %d_relu, %zero : f32[10,30]
  %d_primals_3 = tensor.sum %d_add {axes = [0], keepdim = false} : f32[30]
  %t2 = tensor.transpose %primals_2 {perm = [1, 0]} : f32[30,20]
  %d_primals_1 = tensor.matmul %d_add, %t2 : f32[10,20]
  %t1 = tensor.transpose %primals_1 {perm = [1, 0]} : f32[20,10]
  %d_primals_2 = tensor.matmul %t1, %d_add : f32[20,30]
  return %sum, %d_primals_1, %d_primals_2, %d_primals_3
}
"""

MODELS = {
    "seed": """
def loss(x: f32[10, 20], w: f32[20, 30], b: f32[30]) -> f32[] {
    h = relu(x @ w + b)
    return sum(sin(h) + cos(h))
}""",
    "affine": """
def affine(x: f32[10, 20]) -> f32[] {
    return sum((x * 2) + 1)
}""",
    "chain": """
def chain(x: f32[10, 20]) -> f32[] {
    return sum(((x + 1) * 2 + 3) * 4)
}""",
    "mlp": """
def mlp(x: f32[16, 8], w1: f32[8, 32], b1: f32[32], w2: f32[32, 32], b2: f32[32],
        w3: f32[32, 4], b3: f32[4]) -> f32[] {
    h1 = relu(x @ w1 + b1)
    h2 = relu(h1 @ w2 + b2)
    logits = h2 @ w3 + b3
    return sum(logits * logits)
}""",
    "block": """
def block(x: f32[8, 16], g: f32[16], b: f32[16], w: f32[16, 16]) -> f32[] {
    h = layernorm(x, g, b, eps=1e-5)
    p = softmax(h @ w, axis=-1)
    d = dropout(p, p=0.25)
    return sum(d * d)
}""",
    "tiny_reduction": """
def lse(x: f32[8, 64]) -> f32[] {
    s = sum(exp(x), axis=1)
    return sum(log(s))
}""",
    "tags": """
def tagged(x: f32[32, 64], w1: f32[64, 64], w2: f32[64, 8]) -> f32[] {
    h = save(tanh(x @ w1))
    d = dropout(h, p=0.25)
    return sum(recompute(sigmoid(d)) @ w2)
}""",
    "matmul_recompute": """
def mm(x: f32[32, 64], w1: f32[64, 64]) -> f32[] {
    h = recompute(x @ w1)
    return sum(sin(h))
}""",
    # tanh(h) is read by the backward matmul of w2's gradient: recomputing it would write it
    # to memory anyway, so it is saved (PyTorch's ban), and h is then not needed at all.
    "feeds_backward_matmul": """
def mm(x: f32[32, 64], w1: f32[64, 64], w2: f32[64, 8]) -> f32[] {
    h = recompute(x @ w1)
    return sum(tanh(h) @ w2)
}""",
    # A big early activation used only at the end of the backward, and a big transient
    # before it: recomputing the early matmul lowers the backward's peak.
    "late_use": """
def late(x: f32[64, 4], w: f32[4, 64], v: f32[64, 4], k: f32[4, 64]) -> f32[] {
    h = exp(x @ w)
    u = tanh(v @ k)
    return sum(h) + sum(u * u)
}""",
}

CLEANUP = "canonicalize,cse,dce"
JOINT_PIPELINE = f"{CLEANUP},decompose,{CLEANUP},autodiff,{CLEANUP}"


def seed_joint() -> Module:
    return parse_ir(SEED_JOINT, "seed_joint.ir")


def model(name: str) -> Module:
    """The model `name` as a tensor-level module (not differentiated)."""
    return parse(MODELS[name], f"{name}.ag")


def joint(name: str) -> Module:
    """The joint module of model `name`, made by the real pipeline."""
    return run_pipeline(model(name), JOINT_PIPELINE)


def random_inputs(f: Function, seed: int = 0) -> list[np.ndarray]:
    """Random arrays for every argument of `f` (ints in [0, 2))."""
    rng = np.random.default_rng(seed)
    out = []
    for a in f.args:
        t = a.type
        if t.dtype.is_float:
            out.append(rng.standard_normal(t.shape).astype(t.dtype.numpy))
        else:
            out.append(rng.integers(0, 2, t.shape).astype(t.dtype.numpy))
    return out


def run_split(forward: Function, backward: Function, primals, tangents):
    """Outputs and gradients of forward + backward, feeding the saved values across."""
    results = run_function(forward, list(primals))
    n_out = len(tangents)
    grads = run_function(backward, list(results[n_out:]) + list(tangents))
    return list(results[:n_out]) + list(grads)
