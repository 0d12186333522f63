"""The properties one generated program must have (issue 8, part 2), each a function that
raises `AssertionError` naming the stage:

1. every pass of `DEFAULT_PIPELINE` keeps semantics: the interpreter before and after it, at
   the tensor level (function, joint, forward+backward) and the loop level;
2. the compiled CPU programs, poisoned with NaN, agree with the interpreter, forward and
   backward, for both partition strategies;
3. outputs, gradients and second derivatives (`grad_function` twice, itself compiled) agree
   with PyTorch in float64;
4. every stage prints, parses back and prints the same text (the pipeline goes on from the
   parsed copy);
5. `check_plan` holds for every planned program (and the poisoned run of 2);
6. min_cut saves no more non-input bytes than default, and moves no more bytes after fusion
   (both unless a user `recompute` tag makes it recompute: default ignores tags);
7. through `aotgrad.compile`, with gradients and without, an output shares memory with an
   input or another output only where the program as written does (it is that argument, a
   view of it, or the same value: `Var.source`), and writing into an output leaves every
   other input and output as it was.
"""
from __future__ import annotations

import numpy as np
import torch
from dslgen import NAME, Program

from aotgrad.ir.builder import Builder, finish_function, new_function
from aotgrad.ir.core import Module
from aotgrad.ir.interpret import interpret
from aotgrad.ir.parser import parse_ir
from aotgrad.ir.printer import print_module
from aotgrad.ir.rewrite import copy_op
from aotgrad.frontend.ops import apply_op
from aotgrad.passes.autodiff import differentiable_args, grad_function
from aotgrad.passes.buffer_reuse import check_plan
from aotgrad.passes.manager import PassContext, parse_pipeline, run_pipeline
from aotgrad.passes.pipelines import DEFAULT_PIPELINE, inference_pipeline, training_pipeline
from aotgrad.runtime.cpu import CpuProgram

TOL = {"f64": 1e-9, "f32": 2e-4}
TORCH_TOL = 1e-7


def close(found, expected, tol: float, what: str) -> None:
    """Same shapes and dtypes, NaN and infinities in the same places, and the rest within
    `tol` of max(max |expected|, 1)."""
    assert len(found) == len(expected), f"{what}: {len(found)} values, want {len(expected)}"
    for i, (a, b) in enumerate(zip(found, expected)):
        a, b = np.asarray(a), np.asarray(b)
        assert a.shape == b.shape, f"{what} #{i}: shape {a.shape}, want {b.shape}"
        if b.dtype.kind != "f":
            np.testing.assert_array_equal(a, b, err_msg=f"{what} #{i}")
            continue
        a, b = a.astype(np.float64), b.astype(np.float64)
        np.testing.assert_array_equal(np.isnan(a), np.isnan(b), err_msg=f"{what} #{i}: NaNs")
        ok = np.isfinite(b)
        np.testing.assert_array_equal(a[~ok], b[~ok], err_msg=f"{what} #{i}: infinities")
        if ok.any():
            err = np.max(np.abs(a[ok] - b[ok])) / max(np.max(np.abs(b[ok])), 1.0)
            assert err <= tol, f"{what} #{i}: error {err:.2e} > {tol:.0e}"


def tangents(module: Module, seed: int) -> list[np.ndarray]:
    rng = np.random.default_rng(seed + 7)
    return [rng.normal(size=t.shape).astype(t.dtype.numpy) for t in
            module.get(NAME).result_types]


def evaluate(module: Module, primals, cotangents, n: int):
    """(outputs, gradients or None) of whatever stage `module` is at."""
    names = {f.name for f in module.functions}
    with np.errstate(all="ignore"):
        if f"{NAME}_forward" in names:
            res = interpret(module, *primals, fn=f"{NAME}_forward")
            grads = interpret(module, *res[n:], *cotangents, fn=f"{NAME}_backward")
            return list(res[:n]), list(grads)
        f = module.get(NAME)
        if len(f.args) > len(primals):
            res = interpret(module, *primals, *cotangents, fn=NAME)
            return list(res[:n]), list(res[n:])
        return list(interpret(module, *primals, fn=NAME)), None


def dense_grads(found: list, expected: list) -> list:
    """`found` with each gradient a backward returned as rows and ids (`row-sparse-grads`)
    made dense, as the runtime makes it, for a comparison with `expected`'s."""
    if len(found) <= len(expected):
        return found
    from aotgrad.runtime.row_sparse import RowSparse, layout
    shapes = [np.shape(g) for g in expected]
    found = list(found)
    for k, j in layout(shapes, [np.shape(g) for g in found]):
        found[k] = RowSparse(np.asarray(found[j]), np.asarray(found[k]), shapes[k]).dense()
    return found[:len(shapes)]


def round_trip(module: Module, where: str) -> Module:
    text = print_module(module)
    again = parse_ir(text, where)
    assert print_module(again) == text, f"{where}: printed text does not parse back the same"
    return again


def passes_keep_semantics(p: Program, module: Module, primals, cots, strategy: str):
    """Properties 1, 4, 5 along `training_pipeline(strategy)`; returns (loops, context)."""
    n = len(p.outputs)
    ctx = PassContext()
    outs, grads = evaluate(module, primals, cots, n)
    tol = TOL[p.dtype]
    for i, step in enumerate(parse_pipeline(training_pipeline(strategy))):
        module = round_trip(run_pipeline(module, [step], ctx=ctx), f"{i}-{step}")
        o, gr = evaluate(module, primals, cots, n)
        close(o, outs, tol, f"outputs after {step}")
        if gr is not None:
            if grads is not None:
                gr = dense_grads(gr, grads)
                close(gr, grads, tol, f"gradients after {step}")
            grads = gr
    for f in module.functions:
        if f.kind == "program":
            check_plan(f)
    return module, ctx, outs, grads


def compiled(loops: Module, primals, cots, n: int):
    forward = CpuProgram(loops, f"{NAME}_forward", poison=True)
    backward = CpuProgram(loops, f"{NAME}_backward", poison=True)
    with np.errstate(all="ignore"):
        res = forward(*primals)
        return list(res[:n]), list(backward(*res[n:], *cots))


def activation_bytes(report) -> int:
    return sum(e.bytes for e in report.saved if not e.origin.startswith("argument "))


def check_program(p: Program, seed: int) -> None:
    """Every property above on program `p` with inputs of `seed`."""
    module = p.module()
    primals, cots = p.inputs(seed), tangents(module, seed)
    n = len(p.outputs)
    tol = TOL[p.dtype]
    results = {}
    for strategy in ("min_cut", "default"):
        loops, ctx, outs, grads = passes_keep_semantics(p, module, primals, cots, strategy)
        got = compiled(loops, primals, cots, n)
        got = got[0], dense_grads(got[1], grads)
        close(got[0], outs, tol, f"{strategy}: compiled outputs")
        close(got[1], grads, tol, f"{strategy}: compiled gradients")
        results[strategy] = ctx, got
    (mc, got), (df, _) = results["min_cut"], results["default"]
    reports = [next(r for r in c.reports["partition"] if r.function == NAME) for c in (mc, df)]
    forced = any(e.reason.startswith("user tag") for e in reports[0].recomputed)
    saved = activation_bytes(reports[0])
    assert forced or saved <= activation_bytes(reports[1]), \
        f"min_cut saves {saved} activation bytes, more than default"
    moved = [sum(r.after.bytes for r in c.reports["fuse"]
                 if r.program in (f"{NAME}_forward", f"{NAME}_backward")) for c in (mc, df)]
    assert forced or moved[0] <= moved[1], \
        f"min_cut moves {moved[0]} bytes after fusion, default {moved[1]}"
    if p.dtype == "f64":
        against_torch(p, module, primals, cots, got)
    for grad in (False, True):
        outputs_are_fresh(p, module, primals, grad)


def outputs_are_fresh(p: Program, module: Module, primals, grad: bool,
                      backend: str = "cpu") -> list:
    """Property 7 for one call of `aotgrad.compile(backend=backend)` on the program (Tensors
    that require grad where `grad`, numpy arrays otherwise); returns the outputs."""
    import aotgrad
    names = [name for name, *_ in p.args]
    xs = [np.array(x) for x in primals[:len(names)]]     # not the rng pair: compile draws it
    if grad:
        ins = [aotgrad.tensor(x, requires_grad=kind == "f" and not nograd)
               for x, (_, _, kind, nograd) in zip(xs, p.args)]
        xs = [t.detach().numpy() for t in ins]
    else:
        ins = xs
    with np.errstate(all="ignore"):
        res = aotgrad.compile(module, fn=NAME, backend=backend)(*ins)
    res = list(res) if isinstance(res, tuple) else [res]
    outs = [r.detach().numpy() if grad else r for r in res]
    where = f"{'with' if grad else 'without'} gradients"
    sources = [v.source for v in p.outputs]
    for i, y in enumerate(outs):
        for name, x in zip(names, xs):
            assert name == sources[i] or not np.shares_memory(y, x), \
                f"output #{i} ({p.outputs[i].name}) shares memory with argument {name}, {where}"
        for k in range(i):
            assert sources[k] == sources[i] or not np.shares_memory(y, outs[k]), \
                f"outputs #{k} and #{i} share memory, {where}"
    found = [y.copy() for y in outs]
    for i, y in enumerate(outs):
        if not y.size:
            continue
        before = [a.copy() for a in xs + outs]
        y[...] = ~y if y.dtype == bool else y + 1
        kept = [name != sources[i] for name in names] + [s != sources[i] for s in sources]
        for a, b, keep, what in zip(xs + outs, before, kept, names + list(range(len(outs)))):
            assert not keep or a.tobytes() == b.tobytes(), \
                f"writing into output #{i} changed {'argument' if what in names else 'output #'}" \
                f"{what}, {where}"
    return found


def against_torch(p: Program, module: Module, primals, cots, got) -> None:
    """Property 3: outputs and gradients (compiled), second derivatives (compiled)."""
    f = module.get(NAME)
    wrt = differentiable_args(f)
    xs = [torch.tensor(a, requires_grad=i in wrt) for i, a in enumerate(primals)]
    outs = p.torch_function(module)(*xs)
    close(got[0], [o.detach().numpy() for o in outs], TORCH_TOL, "torch outputs")
    live = [(o, torch.tensor(t)) for o, t in zip(outs, cots) if o.requires_grad]
    want = torch.autograd.grad([o for o, _ in live], [xs[i] for i in wrt],
                               [t for _, t in live], allow_unused=True,
                               retain_graph=True) if live else \
        [None] * len(wrt)
    want = [np.zeros(xs[i].shape) if w is None else w.numpy(force=True) for i, w in zip(wrt, want)]
    close(got[1], want, TORCH_TOL, "torch gradients")
    if not wrt or not outs[0].requires_grad:
        return
    second, weights = second_derivative(f, wrt, primals)
    loops = run_pipeline(Module([second]), inference_pipeline())
    with np.errstate(all="ignore"):
        found = CpuProgram(loops, second.name, poison=True)(*primals, *weights)
    first = torch.autograd.grad(outs[0], [xs[i] for i in wrt], create_graph=True,
                                allow_unused=True)
    total = sum((d * torch.tensor(w)).sum() for d, w in zip(first, weights)
                if d is not None and d.requires_grad)
    dd = torch.autograd.grad(total, [xs[i] for i in wrt], allow_unused=True) \
        if torch.is_tensor(total) and total.requires_grad else [None] * len(wrt)
    dd = [np.zeros(xs[i].shape) if d is None else d.numpy(force=True) for i, d in zip(wrt, dd)]
    close(found, dd, TORCH_TOL, "second derivatives")


def second_derivative(f, wrt, primals):
    """`(args..., w...) -> d/dx sum_i <w_i, d loss/dx_i>`: the joint twice, where loss is
    `f`'s first (scalar) output; returns the function and the weights."""
    scalar = new_function("loss", f.arg_types, [a.name_hint for a in f.args], f.arg_flags)
    mapping = {id(a): b for a, b in zip(f.args, scalar.args)}
    for op in f.ops[:-1]:
        scalar.body.append(copy_op(op, mapping))
    finish_function(scalar, [mapping[id(f.returns[0])]])
    first = grad_function(scalar, wrt)
    types = first.result_types
    g = new_function("dot", [*f.arg_types, *types], [*(a.name_hint for a in f.args),
                     *(f"w{i}" for i in range(len(types)))],
                     [*f.arg_flags, *[frozenset({"nograd"})] * len(types)])
    mapping = {id(a): b for a, b in zip(first.args, g.args)}
    for op in first.ops[:-1]:
        g.body.append(copy_op(op, mapping))
    b = Builder(g.body)
    terms = [apply_op(b, "sum", [apply_op(b, "mul", [mapping[id(r)], w], {})], {})
             for r, w in zip(first.returns, g.args[len(f.args):])]
    total = terms[0]
    for t in terms[1:]:
        total = apply_op(b, "add", [total, t], {})
    finish_function(g, [total])
    rng = np.random.default_rng(3)
    weights = [rng.normal(size=t.shape).astype(t.dtype.numpy) for t in types]
    return grad_function(g, wrt), weights
