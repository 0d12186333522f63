"""`fuse`'s buffer contraction: a row-local intermediate of a row kernel (layernorm's output read
by softmax's three loops) becomes a scratch buffer of one row inside the kernel's outer loop.
Pinned: the exact loop IR, its round trip, generated code against the loop interpreter and
PyTorch forward and backward with poisoned memory (serial and launched on threads), the
buffers that must not be contracted, the bytes moved, the arena, and CUDA that nvcc takes."""
from __future__ import annotations

import re
import shutil
import subprocess

import numpy as np
import pytest
import torch
import torch.nn.functional as F

import aotgrad.codegen.llvm.parallel
from aotgrad.codegen.cuda import final_cu
from aotgrad.codegen.llvm.program import generate_llvm, plan
from aotgrad.frontend.dsl import parse
from aotgrad.ir.errors import IRError
from aotgrad.ir.loop.interpret import run_program, run_kernel
from aotgrad.ir.loop.ops import AllocOp
from aotgrad.ir.parser import parse_ir
from aotgrad.ir.printer import print_module
from aotgrad.ir.verifier import verify
from aotgrad.passes.fuse.contract import MAX_SCRATCH_BYTES, contract_program
from aotgrad.passes.fuse.facts import ProgramFacts
from aotgrad.passes.manager import PassContext, run_pipeline
from aotgrad.passes.pipelines import training_pipeline
from aotgrad.runtime.cpu import CpuProgram

EPS = 1e-5


def ln_softmax(rows: int, cols: int) -> str:
    return f"""def f(x: f32[{rows}, {cols}], t: f32[{rows}, {cols}]) -> f32[] {{
    return sum(softmax(layernorm(x)) * t)
}}"""


def scratch(module) -> dict[str, list[tuple[str, tuple[int, ...]]]]:
    """Kernel name -> (name hint, shape) of each of its scratch buffers."""
    out = {}
    for f in module.functions:
        found = [(op.result.name_hint, op.result.type.shape) for op in f.walk()
                 if isinstance(op, AllocOp)]
        if f.kind == "kernel" and found:
            out[f.name] = found
    return out


def program_allocs(module, name: str) -> list[str]:
    return [op.result.name_hint for op in module.get(name).body.ops
            if isinstance(op, AllocOp)]


EXPECTED_FORWARD = """\
kernel @fused_sum_div_sub_mul_add_rsqrt(%x: buf<f32[4,8]>, %softmax: buf<f32[4,8]>) {
  loop.parallel %i = 0 to 4 {
    %layernorm = loop.alloc : buf<f32[8]>
    %acc = loop.for %r = 0 to 8 iter(%acc_1 = 0.0) -> f32 {
      %x_1 = loop.load %x[%i, %r] : f32
      %acc_2 = arith.add %acc_1, %x_1 : f32
      loop.yield %acc_2
    }
    %acc_3 = loop.for %r_1 = 0 to 8 iter(%acc_4 = 0.0) -> f32 {
      %x_2 = loop.load %x[%i, %r_1] : f32
      %c = arith.constant 8.0 : f32
      %mu = arith.div %acc, %c : f32
      %centered = arith.sub %x_2, %mu : f32
      %mul = arith.mul %centered, %centered : f32
      %acc_5 = arith.add %acc_4, %mul : f32
      loop.yield %acc_5
    }
    loop.for %j = 0 to 8 {
      %x_3 = loop.load %x[%i, %j] : f32
      %c_1 = arith.constant 8.0 : f32
      %mu_1 = arith.div %acc, %c_1 : f32
      %centered_1 = arith.sub %x_3, %mu_1 : f32
      %var = arith.div %acc_3, %c_1 : f32
      %c_2 = arith.constant 1e-05 : f32
      %add = arith.add %var, %c_2 : f32
      %rstd = arith.rsqrt %add : f32
      %layernorm_1 = arith.mul %centered_1, %rstd : f32
      loop.store %layernorm_1, %layernorm[%j]
    }
    %acc_6 = loop.for %r_2 = 0 to 8 iter(%acc_7 = -inf) -> f32 {
      %layernorm_2 = loop.load %layernorm[%r_2] : f32
      %acc_8 = arith.max %acc_7, %layernorm_2 : f32
      loop.yield %acc_8
    }
    %acc_9 = loop.for %r_3 = 0 to 8 iter(%acc_10 = 0.0) -> f32 {
      %layernorm_3 = loop.load %layernorm[%r_3] : f32
      %shifted = arith.sub %layernorm_3, %acc_6 : f32
      %exp = arith.exp %shifted : f32
      %acc_11 = arith.add %acc_10, %exp : f32
      loop.yield %acc_11
    }
    loop.for %j_1 = 0 to 8 {
      %layernorm_4 = loop.load %layernorm[%j_1] : f32
      %shifted_1 = arith.sub %layernorm_4, %acc_6 : f32
      %exp_1 = arith.exp %shifted_1 : f32
      %softmax_1 = arith.div %exp_1, %acc_9 : f32
      loop.store %softmax_1, %softmax[%i, %j_1]
    }
  }
}

program @f(%x: buf<f32[4,8]>) -> buf<f32[4,8]> {
  %softmax = loop.alloc : buf<f32[4,8]>
  loop.call @fused_sum_div_sub_mul_add_rsqrt(%x, %softmax)
  return %softmax
}
"""


def test_should_contract_layernorm_row_into_a_scratch_of_one_row():
    module = parse("""def f(x: f32[4, 8]) -> f32[4, 8] {
    return softmax(layernorm(x))
}""")
    fused = run_pipeline(module, "decompose,lower,fuse{share=false}")
    text = print_module(fused)
    assert text == EXPECTED_FORWARD
    again = parse_ir(text)
    verify(again)
    assert print_module(again) == text
    x = np.random.default_rng(0).standard_normal((4, 8)).astype(np.float32)
    got = run_program(again, again.get("f"), [x])[0]
    want = torch.softmax(F.layer_norm(torch.tensor(x), (8,), eps=EPS), -1).numpy()
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)


def test_uncontracted_fuse_keeps_the_buffer():
    module = parse(ln_softmax(4, 8))
    loops = run_pipeline(module, training_pipeline().replace("fuse", "fuse{contract=false,share=false}"))
    assert scratch(loops) == {}
    assert "layernorm" in program_allocs(loops, "f_forward")


def torch_ln_softmax(x, t):
    """The loss and its gradients with respect to x and t."""
    x, t = torch.tensor(x, requires_grad=True), torch.tensor(t, requires_grad=True)
    loss = (torch.softmax(F.layer_norm(x, x.shape[-1:], eps=EPS), -1) * t).sum()
    loss.backward()
    return loss.detach().numpy(), x.grad.numpy(), t.grad.numpy()


def run_all(rows: int, cols: int):
    """(compiled, interpreted, torch) (loss, dx, dt) of the W5 loss at [rows, cols]; the
    loop module."""
    loops = run_pipeline(parse(ln_softmax(rows, cols)), training_pipeline())
    rng = np.random.default_rng(3)
    x = rng.standard_normal((rows, cols)).astype(np.float32)
    t = rng.standard_normal((rows, cols)).astype(np.float32)
    seed = np.ones((), np.float32)
    outs = []
    for forward, backward in [(CpuProgram(loops, "f_forward", poison=True),
                               CpuProgram(loops, "f_backward", poison=True)),
                              (lambda *a: run_program(loops, loops.get("f_forward"), list(a)),
                               lambda *a: run_program(loops, loops.get("f_backward"),
                                                      list(a)))]:
        results = forward(x, t)
        grads = backward(*results[1:], seed)
        outs.append((results[0], *grads))
    return outs[0], outs[1], torch_ln_softmax(x, t), loops


def assert_matches(got, want, rtol=1e-5):
    assert not np.isnan(got).any()
    np.testing.assert_allclose(got, want, rtol=rtol, atol=rtol * np.abs(want).max())


@pytest.mark.parametrize("rows,cols", [(5, 33), (64, 256)])
def test_contracted_row_kernels_run_like_the_interpreter_and_torch(rows, cols):
    compiled, interpreted, reference, loops = run_all(rows, cols)
    assert scratch(loops) == {          # softmax's exp, computed once (`share`), and layernorm
        "fused_sum_div_sub_mul_add_rsqrt": [("exp", (cols,)), ("layernorm", (cols,))],
        "fused_mul_sum_sub_div_add_rsqrt": [("d_layernorm", (cols,)), ("mul_3", (cols,))]}
    assert program_allocs(loops, "f_forward") == ["softmax", "sum"]
    assert sorted(program_allocs(loops, "f_backward")) == ["d_primals_1", "d_primals_2"]
    for got in (compiled, interpreted):
        for g, w in zip(got, reference, strict=True):
            assert_matches(g, w)
    assert_matches(compiled[1], interpreted[1])


def test_launched_parallel_loop_gives_each_thread_its_own_scratch(monkeypatch):
    monkeypatch.setattr(aotgrad.codegen.llvm.parallel, "THRESHOLD", 1)
    compiled, interpreted, reference, loops = run_all(67, 40)
    ll = generate_llvm(loops, "f_backward")
    par = ll[ll.index('@"kernel.fused_mul_sum_sub_div_add_rsqrt.par'):]
    par = par[:par.index("\n}")]
    assert '%"d_layernorm" = alloca float, i64 40, align 64' in par
    assert '%"mul_3" = alloca float, i64 40, align 64' in par
    assert ll.count("alloca float") == 2           # only in the per-thread function
    assert "GOMP_parallel" in ll
    for got in (compiled, interpreted):
        for g, w in zip(got, reference, strict=True):
            assert_matches(g, w)


def test_allocas_sit_in_the_entry_block_never_in_a_loop():
    loops = run_pipeline(parse(ln_softmax(3, 50)), training_pipeline())
    ll = generate_llvm(loops)
    assert ll.count("alloca float") == 4         # layernorm, exp; d_layernorm, mul_3
    block = None
    for line in ll.splitlines():
        if line.startswith("define "):
            block = None
        elif re.fullmatch(r'"?[\w.]+"?:', line):
            block = line
        elif "alloca" in line:
            assert block == "entry:", line


def test_contraction_drops_bytes_moved_and_arena():
    def compiled(contract: bool):
        ctx = PassContext()
        pipeline = training_pipeline().replace(
            "fuse", f"fuse{{contract={str(contract).lower()},share=false}}")
        loops = run_pipeline(parse(ln_softmax(64, 1024)), pipeline, ctx=ctx)
        fused = {r.program: r.after.bytes for r in ctx.reports["fuse"]}
        memory = {r.program: r for r in ctx.reports["buffer-reuse"]}
        arena = {name: plan(loops.get(name))[0].arena_bytes
                 for name in ("f_forward", "f_backward")}
        return fused, memory, arena
    row = 64 * 1024 * 4
    fused0, memory0, arena0 = compiled(False)
    fused1, memory1, arena1 = compiled(True)
    assert fused0["f_forward"] - fused1["f_forward"] == 2 * row     # layernorm written, read
    assert fused0["f_backward"] - fused1["f_backward"] == 4 * row   # d_layernorm and mul_3
    assert arena0 == {"f_forward": row, "f_backward": 2 * row}
    assert arena1 == {"f_forward": 0, "f_backward": 0}
    assert str(memory1["f_forward"]) == \
        "forward: peak 0 bytes naive -> 0 bytes planned, 4096 bytes of kernel scratch"
    assert "%d_layernorm in @fused_mul_sum_sub_div_add_rsqrt: 4096 bytes of scratch per " \
        "iteration, outside the arena" in memory1["f_backward"].explain()


def test_should_not_contract_a_row_wider_than_the_scratch_budget():
    cols = MAX_SCRATCH_BYTES // 4 * 2          # a 64 KiB row
    loops = run_pipeline(parse(ln_softmax(2, cols)), training_pipeline())
    assert scratch(loops) == {}
    assert "layernorm" in program_allocs(loops, "f_forward")
    fits = run_pipeline(parse(ln_softmax(2, MAX_SCRATCH_BYTES // 4)), training_pipeline())
    assert scratch(fits)["fused_sum_div_sub_mul_add_rsqrt"] == \
        [("layernorm", (MAX_SCRATCH_BYTES // 4,))]
    # the backward's two rows do not both fit: the first contracted, the second kept
    assert scratch(fits)["fused_mul_sum_sub_div_add_rsqrt"] == \
        [("d_layernorm", (MAX_SCRATCH_BYTES // 4,))]
    assert "mul_3" in program_allocs(fits, "f_backward")


TWO_KERNELS = """\
kernel @rows(%x: buf<f32[4,8]>, %t: buf<f32[4,8]>, %out: buf<f32[4]>) {
  loop.parallel %i = 0 to 4 {
    loop.for %j = 0 to 8 {
      %x_1 = loop.load %x[%i, %j] : f32
      %e = arith.exp %x_1 : f32
      loop.store %e, %t[%i, %j]
    }
    %acc = loop.for %r = 0 to 8 iter(%s = 0.0) -> f32 {
      %t_1 = loop.load %t[%i, %r] : f32
      %s_1 = arith.add %s, %t_1 : f32
      loop.yield %s_1
    }
    loop.store %acc, %out[%i]
  }
}

kernel @shifted(%x: buf<f32[4,8]>, %u: buf<f32[4,8]>, %out: buf<f32[4]>) {
  loop.parallel %i = 0 to 4 {
    loop.for %j = 0 to 8 {
      %x_1 = loop.load %x[%i, %j] : f32
      loop.store %x_1, %u[%i, %j]
    }
    %acc = loop.for %r = 0 to 8 iter(%s = 0.0) -> f32 {
      %u_1 = loop.load %u[%i, %r] : f32
      %s_1 = arith.add %s, %u_1 : f32
      loop.yield %s_1
    }
    loop.store %acc, %out[%i]
  }
}

kernel @read(%t: buf<f32[4,8]>, %out: buf<f32[4]>) {
  loop.parallel %i = 0 to 4 {
    %v = loop.load %t[%i, 0] : f32
    loop.store %v, %out[%i]
  }
}

program @f(%x: buf<f32[4,8]>) -> (buf<f32[4]>, buf<f32[4]>, buf<f32[4]>) {
  %t = loop.alloc : buf<f32[4,8]>
  %out = loop.alloc : buf<f32[4]>
  loop.call @rows(%x, %t, %out)
  %out_1 = loop.alloc : buf<f32[4]>
  loop.call @read(%t, %out_1)
  loop.free %t
  %u = loop.alloc : buf<f32[4,8]>
  %out_2 = loop.alloc : buf<f32[4]>
  loop.call @shifted(%x, %u, %out_2)
  loop.free %u
  return %out, %out_1, %out_2
}
"""


def test_should_not_contract_a_row_buffer_another_kernel_reads():
    module = parse_ir(TWO_KERNELS)
    before = print_module(module)
    facts = ProgramFacts(module, module.get("f"))
    assert contract_program(facts) == ["u"]
    facts.finish()
    verify(module)
    # %t is read by @read too: it stays a program buffer
    assert program_allocs(module, "f") == ["t", "out", "out_1", "out_2"]
    assert scratch(module) == {"shifted": [("u", (8,))]}
    x = np.random.default_rng(1).standard_normal((4, 8)).astype(np.float32)
    want = run_program(parse_ir(before), parse_ir(before).get("f"), [x])
    got = run_program(module, module.get("f"), [x])
    for g, w in zip(got, want):
        np.testing.assert_array_equal(g, w)


def test_should_not_contract_a_buffer_read_at_another_row():
    module = parse_ir("""\
kernel @k(%x: buf<f32[4,8]>, %t: buf<f32[4,8]>, %out: buf<f32[4]>) {
  loop.parallel %i = 0 to 4 {
    loop.for %j = 0 to 8 {
      %x_1 = loop.load %x[%i, %j] : f32
      loop.store %x_1, %t[%i, %j]
    }
    %v = loop.load %t[%i floordiv 2, 0] : f32
    loop.store %v, %out[%i]
  }
}

program @f(%x: buf<f32[4,8]>) -> buf<f32[4]> {
  %t = loop.alloc : buf<f32[4,8]>
  %out = loop.alloc : buf<f32[4]>
  loop.call @k(%x, %t, %out)
  return %out
}
""")
    assert contract_program(ProgramFacts(module, module.get("f"))) == []


SCRATCH_KERNEL = """\
kernel @k(%x: buf<f32[3,4]>, %out: buf<f32[3,4]>, %unwritten: buf<f32[3]>) {
  loop.parallel %i = 0 to 3 {
    %s = loop.alloc : buf<f32[5]>
    loop.for %j = 0 to 4 {
      %x_1 = loop.load %x[%i, %j] : f32
      loop.store %x_1, %s[%j + 1]
    }
    loop.for %j_1 = 0 to 4 {
      %s_1 = loop.load %s[%j_1 + 1] : f32
      loop.store %s_1, %out[%i, %j_1]
    }
    %s_2 = loop.load %s[0] : f32
    loop.store %s_2, %unwritten[%i]
  }
}
"""


def test_interpreter_gives_each_iteration_a_fresh_poisoned_scratch():
    module = parse_ir(SCRATCH_KERNEL)
    verify(module)
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    out, unwritten = np.zeros((3, 4), np.float32), np.zeros(3, np.float32)
    run_kernel(module.get("k"), [x, out, unwritten])
    np.testing.assert_array_equal(out, x)
    assert np.isnan(unwritten).all()


def test_a_scratch_takes_no_arena_offset():
    with pytest.raises(IRError, match="scratch"):
        verify(parse_ir(SCRATCH_KERNEL.replace("loop.alloc :", "loop.alloc {arena_offset = 0} :")))


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc is not on the PATH")
@pytest.mark.parametrize("registers", [True, False])
def test_cuda_scratch_is_per_block_and_compiles(tmp_path, monkeypatch, registers):
    """A point's scratch row (the layer norm's output, its gradient) is the block's: in its
    threads' registers, 4 elements each of 1024 on 256 threads, where every loop walks it
    the same way (`codegen/cuda/rows.py`); `__shared__` where no register is spared."""
    from aotgrad.codegen.cuda import rows
    if not registers:
        monkeypatch.setattr(rows, "REGISTER_WORDS", 0)
    loops = run_pipeline(parse(ln_softmax(64, 1024)), training_pipeline(backend="cuda"))
    text = final_cu(loops)
    for name in ("layernorm", "d_layernorm"):
        assert (f"    float {name}[4];" in text) == registers
        assert (f"__shared__ float {name}[1024];" in text) != registers
    src = tmp_path / "w5.cu"
    src.write_text(text)
    run = subprocess.run(["nvcc", "--ptx", "-arch=sm_80", "-std=c++17", "--Werror",
                          "all-warnings", "-o", str(tmp_path / "w5.ptx"), str(src)],
                         capture_output=True, text=True)
    assert run.returncode == 0 and not (run.stdout + run.stderr).strip(), run.stderr
