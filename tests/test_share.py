"""`fuse`'s sharing across sibling loops: softmax's `exp`, which inlining put in both the loop
that sums it and the loop that divides by the sum, is computed once into a scratch row.
Pinned: the exact loop IR and its round trip; generated code (serial and on threads, memory
poisoned) against the loop interpreter and PyTorch, forward and backward; no sharing across a
store to what the value reads, nor beyond the scratch budget, nor under `fuse{share=false}`."""
from __future__ import annotations

import numpy as np
import pytest
import torch
import torch.nn.functional as F

import aotgrad.codegen.llvm.parallel
from aotgrad.frontend.dsl import parse
from aotgrad.ir.loop.interpret import run_program
from aotgrad.ir.loop.ops import AllocOp
from aotgrad.ir.parser import parse_ir
from aotgrad.ir.printer import print_module
from aotgrad.ir.verifier import verify
from aotgrad.passes.fuse.contract import MAX_SCRATCH_BYTES
from aotgrad.passes.fuse.share import share_kernel
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import training_pipeline
from aotgrad.runtime.cpu import CpuProgram

EXPECTED = """\
kernel @fused_max_sub_exp_sum_div(%x: buf<f32[4,8]>, %softmax: buf<f32[4,8]>) {
  loop.parallel %i = 0 to 4 {
    %exp = loop.alloc : buf<f32[8]>
    %acc = loop.for %r = 0 to 8 iter(%acc_1 = -inf) -> f32 {
      %x_1 = loop.load %x[%i, %r] : f32
      %acc_2 = arith.max %acc_1, %x_1 : f32
      loop.yield %acc_2
    }
    %acc_3 = loop.for %r_1 = 0 to 8 iter(%acc_4 = 0.0) -> f32 {
      %x_2 = loop.load %x[%i, %r_1] : f32
      %shifted = arith.sub %x_2, %acc : f32
      %exp_1 = arith.exp %shifted : f32
      loop.store %exp_1, %exp[%r_1]
      %acc_5 = arith.add %acc_4, %exp_1 : f32
      loop.yield %acc_5
    }
    loop.for %j = 0 to 8 {
      %exp_2 = loop.load %exp[%j] : f32
      %softmax_1 = arith.div %exp_2, %acc_3 : f32
      loop.store %softmax_1, %softmax[%i, %j]
    }
  }
}

program @f(%x: buf<f32[4,8]>) -> buf<f32[4,8]> {
  %softmax = loop.alloc : buf<f32[4,8]>
  loop.call @fused_max_sub_exp_sum_div(%x, %softmax)
  return %softmax
}
"""


def softmax_source(rows: int, cols: int) -> str:
    return f"def f(x: f32[{rows}, {cols}]) -> f32[{rows}, {cols}] {{\n    return softmax(x)\n}}"


def exps(module) -> int:
    return sum(op.name == "arith.exp" for f in module.functions for op in f.walk())


def test_should_compute_softmax_exp_once_into_a_scratch_row():
    fused = run_pipeline(parse(softmax_source(4, 8)), "decompose,lower,fuse")
    text = print_module(fused)
    assert text == EXPECTED
    again = parse_ir(text)
    verify(again)
    assert print_module(again) == text
    x = np.random.default_rng(0).standard_normal((4, 8)).astype(np.float32)
    want = torch.softmax(torch.tensor(x), -1).numpy()
    for got in (run_program(again, again.get("f"), [x])[0],
                CpuProgram(again, "f", poison=True)(x)[0]):
        np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-7)


def test_should_leave_both_exps_without_share():
    fused = run_pipeline(parse(softmax_source(4, 8)), "decompose,lower,fuse{share=false}")
    assert exps(fused) == 2 and exps(run_pipeline(parse(softmax_source(4, 8)),
                                                  "decompose,lower,fuse")) == 1


@pytest.mark.parametrize("threads", [False, True])
def test_layernorm_softmax_training_step_matches_the_interpreter_and_torch(threads,
                                                                           monkeypatch):
    if threads:
        monkeypatch.setattr(aotgrad.codegen.llvm.parallel, "THRESHOLD", 1)
    rows, cols = 37, 45
    src = f"""def f(x: f32[{rows}, {cols}], t: f32[{rows}, {cols}]) -> f32[] {{
    return sum(log(softmax(layernorm(x)) + 1.0) * t)
}}"""
    loops = run_pipeline(parse(src), training_pipeline())
    assert any(op.result.name_hint == "exp" for f in loops.functions if f.kind == "kernel"
               for op in f.walk() if isinstance(op, AllocOp))
    rng = np.random.default_rng(5)
    x = rng.standard_normal((rows, cols)).astype(np.float32)
    t = rng.standard_normal((rows, cols)).astype(np.float32)
    seed = np.ones((), np.float32)
    compiled = CpuProgram(loops, "f_forward", poison=True)(x, t)
    compiled = (compiled[0], *CpuProgram(loops, "f_backward", poison=True)(*compiled[1:], seed))
    forward = run_program(loops, loops.get("f_forward"), [x, t])
    interpreted = (forward[0], *run_program(loops, loops.get("f_backward"),
                                            [*forward[1:], seed]))
    xt, tt = torch.tensor(x, requires_grad=True), torch.tensor(t, requires_grad=True)
    loss = (torch.log(torch.softmax(F.layer_norm(xt, (cols,), eps=1e-5), -1) + 1) * tt).sum()
    loss.backward()
    reference = (loss.detach().numpy(), xt.grad.numpy(), tt.grad.numpy())
    for got in (compiled, interpreted):
        for g, w in zip(got, reference, strict=True):
            np.testing.assert_allclose(g, w, rtol=2e-5, atol=2e-5 * np.abs(w).max())


STORE_BETWEEN = """\
kernel @k(%x: buf<f32[2,4]>, %y: buf<f32[2,4]>) {
  loop.parallel %i = 0 to 2 {
    %acc = loop.for %r = 0 to 4 iter(%acc_1 = 0.0) -> f32 {
      %x_1 = loop.load %x[%i, %r] : f32
      %e = arith.exp %x_1 : f32
      %acc_2 = arith.add %acc_1, %e : f32
      loop.yield %acc_2
    }
    loop.for %j = 0 to 4 {
      %x_2 = loop.load %x[%i, %j] : f32
      %c = arith.constant 1.0 : f32
      %s = arith.add %x_2, %c : f32
      loop.store %s, %x[%i, %j]
    }
    loop.for %j_1 = 0 to 4 {
      %x_3 = loop.load %x[%i, %j_1] : f32
      %e_1 = arith.exp %x_3 : f32
      %d = arith.div %e_1, %acc : f32
      loop.store %d, %y[%i, %j_1]
    }
  }
}
"""


def test_should_not_share_across_a_store_to_what_the_value_reads():
    module = parse_ir(STORE_BETWEEN)
    assert share_kernel(module.get("k")) == 0
    assert print_module(module) == STORE_BETWEEN
    module = parse_ir(STORE_BETWEEN.replace("loop.store %s, %x[%i, %j]",
                                            "loop.store %s, %y[%i, %j]"))
    assert share_kernel(module.get("k")) == 1
    verify(module)


def test_should_not_share_beyond_the_scratch_budget():
    cols = MAX_SCRATCH_BYTES // 4
    fits = run_pipeline(parse(softmax_source(2, cols)), "decompose,lower,fuse")
    wide = run_pipeline(parse(softmax_source(2, cols + 1)), "decompose,lower,fuse")
    assert exps(fits) == 1 and exps(wide) == 2
