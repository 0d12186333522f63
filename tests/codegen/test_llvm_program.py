"""Programs as machine code: the entry point, the arena, fresh results, views, in-place calls,
and `@matmul` both as a BLAS call and as a loop nest, against the reference interpreter."""
from __future__ import annotations

import logging

import numpy as np
import pytest
from llvm_cases import assert_same, pointwise, random_values, run_both

from aotgrad.codegen.llvm import find_blas, generate_llvm, optimized_llvm
from aotgrad.ir.errors import IRError
from aotgrad.ir.parser import parse_ir
from aotgrad.runtime.cpu import CpuProgram

CHAIN = """kernel @add_one(%x: buf<f32[4,6]>, %out: buf<f32[4,6]>) {
  loop.parallel %i = 0 to 4 {
    loop.for %j = 0 to 6 {
      %v = loop.load %x[%i, %j] : f32
      %c = arith.constant 1.0 : f32
      %w = arith.add %v, %c : f32
      loop.store %w, %out[%i, %j]
    }
  }
}

kernel @double(%x: buf<f32[24]>, %out: buf<f32[24]>) {
  loop.for %i = 0 to 24 {
    %v = loop.load %x[%i] : f32
    %w = arith.add %v, %v : f32
    loop.store %w, %out[%i]
  }
}

program @f(%x: buf<f32[4,6]>) -> (buf<f32[24]>, buf<f32[6,4]>, buf<f32[4,6]>) {
  %tmp = loop.alloc {arena_offset = 32} : buf<f32[4,6]>
  loop.call @add_one(%x, %tmp)
  %flat = loop.view %tmp : buf<f32[24]>
  %scratch = loop.alloc : buf<f32[24]>
  loop.call @double(%flat, %scratch)
  %out = loop.alloc : buf<f32[24]>
  loop.call @double(%scratch, %out)
  loop.free %tmp
  %xv = loop.view %x : buf<f32[6,4]>
  return %out, %xv, %x
}
"""


def test_program_with_arena_views_and_unplanned_buffers():
    """`%tmp` at its arena offset, `%scratch` (no offset, not a result) placed after it."""
    x = random_values("f32", 24, 1).reshape(4, 6)
    got, ref = run_both(CHAIN, x)
    assert_same(got, ref)
    np.testing.assert_array_equal(got[0], (x.reshape(-1) + 1) * 4)
    assert got[2] is x and np.shares_memory(got[1], x)


def test_signature_and_arena_layout():
    program = CpuProgram(parse_ir(CHAIN), "f")
    sig = program.signature
    assert [str(t) for t in sig.args] == ["buf<f32[4,6]>"] and sig.arg_names == ("x",)
    assert [str(t) for t in sig.fresh] == ["buf<f32[24]>"]
    assert sig.results == (("fresh", 0, (24,)), ("arg", 0, (6, 4)), ("arg", 0, (4, 6)))
    assert sig.arena_bytes == 128 + 128          # the plan (32 + 96 bytes, rounded), %scratch


def test_fresh_results_are_new_arrays_and_the_arena_is_reused():
    program = CpuProgram(parse_ir(CHAIN), "f", poison=True)
    x1, x2 = np.ones((4, 6), np.float32), np.full((4, 6), 2.0, np.float32)
    first = program(x1)[0]
    arena = program._arena.ctypes.data
    second = program(x2)[0]
    assert program._arena.ctypes.data == arena
    assert not np.shares_memory(first, second)
    np.testing.assert_array_equal(first, 8.0)
    np.testing.assert_array_equal(second, 12.0)


INPLACE = """kernel @scale(%x: buf<f64[64]>, %out: buf<f64[64]>) {
  loop.for %i = 0 to 64 {
    %v = loop.load %x[%i] : f64
    %c = arith.constant 3.0 : f64
    %w = arith.mul %v, %c : f64
    loop.store %w, %out[%i]
  }
}

program @f(%x: buf<f64[64]>) -> buf<f64[64]> {
  %a = loop.alloc {arena_offset = 0} : buf<f64[64]>
  loop.call @scale(%x, %a)
  loop.call @scale(%a, %a)
  %out = loop.alloc : buf<f64[64]>
  loop.call @scale(%a, %out)
  return %out
}
"""


def test_in_place_call_drops_noalias_and_stays_correct():
    text = generate_llvm(parse_ir(INPLACE), "f")
    header = next(line for line in text.splitlines() if "@\"kernel.scale\"(" in line
                  and "define" in line)
    assert "noalias" not in header
    x = random_values("f64", 64, 2, special=False)
    got, ref = run_both(INPLACE, x)
    assert_same(got, ref)
    np.testing.assert_allclose(got[0], x * 27)


def test_kernels_called_with_distinct_buffers_get_noalias():
    text = generate_llvm(parse_ir(CHAIN), "f")
    header = next(line for line in text.splitlines() if "define" in line and "add_one" in line)
    assert header.count("noalias") == 2 and header.count("captures(none)") == 2


def test_a_result_in_the_arena_is_a_clear_error():
    text = """program @f(%x: buf<f32[4]>) -> buf<f32[4]> {
  %a = loop.alloc {arena_offset = 0} : buf<f32[4]>
  return %a
}
"""
    with pytest.raises(IRError, match="returns %a, which lives in the arena"):
        generate_llvm(parse_ir(text), "f")


def test_generated_llvm_is_deterministic_and_named_after_the_ir():
    module = parse_ir(CHAIN)
    text = generate_llvm(module, "f")
    assert text == generate_llvm(parse_ir(CHAIN), "f")
    # (@add_one's loop over 6 columns is unrolled: straight-line code, `emitter.unrolls`)
    for name in ["for.cond.i:", "for.body.i:", "for.end.i:", '%"i.next"', '%"w" = fadd float',
                 'define void @"f"(ptr captures(none) noalias %"args"', '%"tmp" = getelementptr',
                 "define internal void @\"kernel.double\""]:
        assert name in text, name
    assert "target triple" in text and "x86" not in text      # no host in the text


def test_optimized_pointwise_kernel_is_vectorised(monkeypatch):
    monkeypatch.delenv("AOTGRAD_OPT", raising=False)      # AOTGRAD_OPT=0 is O1, unvectorised
    text = """kernel @k(%x: buf<f32[4096]>, %y: buf<f32[4096]>, %out: buf<f32[4096]>) {
  loop.parallel %i = 0 to 4096 {
    %a = loop.load %x[%i] : f32
    %b = loop.load %y[%i] : f32
    %m = arith.mul %a, %b : f32
    %s = arith.max %m, %a : f32
    loop.store %s, %out[%i]
  }
}

program @f(%x: buf<f32[4096]>, %y: buf<f32[4096]>) -> buf<f32[4096]> {
  %out = loop.alloc : buf<f32[4096]>
  loop.call @k(%x, %y, %out)
  return %out
}
"""
    opt = optimized_llvm(parse_ir(text), "f")
    assert opt == optimized_llvm(parse_ir(text), "f")        # deterministic on one host
    assert "<8 x float>" in opt or "<4 x float>" in opt or "<16 x float>" in opt


# --------------------------------------------------------------------------- matmul

def _matmul(dtype, a_shape, b_shape, out_shape, attrs=""):
    a, b, o = (f"buf<{dtype}[{','.join(map(str, s))}]>" for s in (a_shape, b_shape, out_shape))
    return f"""program @f(%a: {a}, %b: {b}) -> {o} {{
  %out = loop.alloc : {o}
  loop.call @matmul(%a, %b, %out){attrs}
  return %out
}}
"""


CASES = [((16, 33), (33, 20), (16, 20), False, False),
         ((33, 16), (33, 20), (16, 20), True, False),
         ((16, 33), (20, 33), (16, 20), False, True),
         ((33, 16), (20, 33), (16, 20), True, True),
         ((3, 5, 7), (3, 7, 4), (3, 5, 4), False, False),
         ((3, 7, 5), (3, 4, 7), (3, 5, 4), True, True),
         ((2, 3, 5, 7), (2, 3, 4, 7), (2, 3, 5, 4), False, True),
         ((2, 1, 3, 7, 5), (2, 1, 3, 7, 4), (2, 1, 3, 5, 4), True, False),
         ((2, 0, 5, 7), (2, 0, 7, 4), (2, 0, 5, 4), False, False),
         ((0, 7), (7, 4), (0, 4), False, False),
         ((5, 0), (0, 4), (5, 4), False, False)]


@pytest.mark.parametrize("use_blas", [True, False])
@pytest.mark.parametrize("dtype", ["f32", "f64"])
@pytest.mark.parametrize("a_shape, b_shape, out_shape, ta, tb", CASES)
def test_matmul_matches_interpreter(a_shape, b_shape, out_shape, ta, tb, dtype, use_blas):
    if use_blas and find_blas() is None:
        pytest.skip("no BLAS next to numpy on this machine")
    flags = [f for f, on in (("transpose_lhs = true", ta), ("transpose_rhs = true", tb)) if on]
    attrs = " {" + ", ".join(flags) + "}" if flags else ""
    text = _matmul(dtype, a_shape, b_shape, out_shape, attrs)
    n = int(np.prod(a_shape)), int(np.prod(b_shape))
    a = random_values(dtype, n[0], 3, special=False).reshape(a_shape)
    b = random_values(dtype, n[1], 4, special=False).reshape(b_shape)
    got, ref = run_both(text, a, b, use_blas=use_blas)
    assert got[0].shape == out_shape and not np.isnan(got[0]).any()
    scale = np.abs(a).max(initial=1) * np.abs(b).max(initial=1) * max(a_shape[-1], 1)
    tol = 1e-5 if dtype == "f32" else 1e-12
    np.testing.assert_allclose(got[0], ref[0], rtol=tol, atol=tol * scale)


def test_matmul_is_a_blas_call_or_a_loop_nest():
    module = parse_ir(_matmul("f32", (8, 8), (8, 8), (8, 8)))
    loops = generate_llvm(module, "f", use_blas=False)
    assert "gemm" not in loops and "for.cond.k" in loops
    if find_blas() is not None:
        blas = generate_llvm(module, "f", use_blas=True)
        assert "call void @\"scipy_cblas_sgemm64_\"(i32 101, i32 111, i32 111, i64 8" in blas \
            or "cblas_sgemm64_" in blas


def test_without_blas_matmul_falls_back_to_loops_and_says_so(monkeypatch, caplog):
    import aotgrad.codegen.llvm.program as program
    monkeypatch.setattr(program, "find_blas", lambda: None)
    text = _matmul("f32", (4, 3), (3, 2), (4, 2))
    with caplog.at_level(logging.DEBUG, logger="aotgrad.codegen"):
        got, ref = run_both(text, np.ones((4, 3), np.float32), np.ones((3, 2), np.float32))
    assert_same(got, ref)
    assert any("no BLAS" in r.getMessage() for r in caplog.records)


def test_every_program_of_a_module_in_one_llvm_module():
    """`final.ll`: both entry points, each kernel once, `noalias` unioned over both."""
    text = CHAIN + "\n" + INPLACE.replace("@f(", "@g(")
    llvm_ir = generate_llvm(parse_ir(text), None)
    assert 'define void @"f"(' in llvm_ir and 'define void @"g"(' in llvm_ir
    assert llvm_ir.count('define internal void @"kernel.double"(') == 1
    assert generate_llvm(parse_ir(text), None) == llvm_ir
    opt = optimized_llvm(parse_ir(text))
    assert "define void @f(" in opt and "define void @g(" in opt


def test_kernels_named_like_library_functions_call_the_library():
    """Kernels are `@kernel.<name>`: a kernel `@tanhf` calls libm's `tanhf`, not itself."""
    text = pointwise("tanh", ["f32"], "f32", 4).replace("@k", "@tanhf")
    x = np.array([0.5, -1.0, 3.0, 0.0], np.float32)
    got, ref = run_both(text, x)
    np.testing.assert_allclose(got[0], np.tanh(x), rtol=1e-6)


def test_a_program_named_like_a_library_function_is_a_clear_error():
    text = pointwise("tanh", ["f32"], "f32", 4).replace("@f", "@tanhf")
    with pytest.raises(IRError, match="'@tanhf' is the name of a library function"):
        generate_llvm(parse_ir(text), "tanhf")


def test_a_call_inside_a_kernel_is_a_clear_error():
    text = """kernel @inner(%x: buf<f32[4]>) {
  loop.for %i = 0 to 4 {
    %c = arith.constant 1.0 : f32
    loop.store %c, %x[%i]
  }
}

kernel @outer(%x: buf<f32[4]>) {
  loop.call @inner(%x)
}

program @f() -> buf<f32[4]> {
  %out = loop.alloc : buf<f32[4]>
  loop.call @outer(%out)
  return %out
}
"""
    with pytest.raises(IRError, match="'loop.call @inner' inside kernel '@outer': only programs"):
        generate_llvm(parse_ir(text), "f")
