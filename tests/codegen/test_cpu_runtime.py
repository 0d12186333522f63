"""The CPU executor's contract: inputs checked against the signature before generated code
runs, non-contiguous inputs copied, results built from the signature, the `cpu` backend row,
and calls from several threads at once."""
from __future__ import annotations

import numpy as np
import pytest
from llvm_cases import pointwise
from threads import run_in_threads

from aotgrad.ir.errors import DTypeError, IRError, ShapeError
from aotgrad.ir.interpret import interpret
from aotgrad.ir.parser import parse_ir
from aotgrad.runtime.backend import executable
from aotgrad.runtime.cpu import CpuProgram

TRANSPOSE = """kernel @k(%a: buf<f32[3,4]>, %out: buf<f32[4,3]>) {
  loop.parallel %i = 0 to 4 {
    loop.for %j = 0 to 3 {
      %x = loop.load %a[%j, %i] : f32
      loop.store %x, %out[%i, %j]
    }
  }
}

program @t(%a: buf<f32[3,4]>) -> buf<f32[4,3]> {
  %out = loop.alloc : buf<f32[4,3]>
  loop.call @k(%a, %out)
  return %out
}
"""


@pytest.fixture(scope="module")
def transpose():
    return CpuProgram(parse_ir(TRANSPOSE), "t")


def test_wrong_argument_count(transpose):
    with pytest.raises(IRError, match=r"'@t' takes 1 arguments, got 2"):
        transpose(np.zeros((3, 4), np.float32), np.zeros((3, 4), np.float32))


def test_wrong_shape_names_the_argument(transpose):
    with pytest.raises(ShapeError, match=r"'@t' argument #1 \(%a\) must have shape \[3, 4\], "
                                         r"got \[4, 3\]"):
        transpose(np.zeros((4, 3), np.float32))


def test_wrong_dtype_names_the_argument(transpose):
    with pytest.raises(DTypeError, match=r"argument #1 \(%a\) must be f32 \(float32\), got "
                                         r"float64"):
        transpose(np.zeros((3, 4)))


def test_not_an_array_is_a_clear_error(transpose):
    with pytest.raises(DTypeError, match="argument #1"):
        transpose("not an array")


@pytest.mark.parametrize("make", [lambda x: x.T.copy().T,            # Fortran order
                                  lambda x: np.repeat(x, 2, axis=1)[:, ::2],   # strided
                                  lambda x: np.broadcast_to(x[:1], (3, 4))])   # stride 0
def test_non_contiguous_input_is_copied_not_misread(transpose, make):
    x = make(np.arange(12, dtype=np.float32).reshape(3, 4))
    assert not x.flags.c_contiguous
    np.testing.assert_array_equal(transpose(x)[0], x.T)


def test_results_are_fresh_per_call(transpose):
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    a, b = transpose(x)[0], transpose(x + 1)[0]
    assert not np.shares_memory(a, b)
    np.testing.assert_array_equal(a, x.T)


def test_cpu_backend_row_compiles_programs():
    module = parse_ir(TRANSPOSE)
    run = executable(module, "t", "cpu")
    assert isinstance(run, CpuProgram)
    x = np.random.default_rng(0).standard_normal((3, 4)).astype(np.float32)
    np.testing.assert_array_equal(run(x)[0], interpret(module, x, fn="t")[0])


def test_calls_from_several_threads_share_the_arena_safely():
    text = """kernel @k(%x: buf<f64[512]>, %tmp: buf<f64[512]>) {
  loop.for %i = 0 to 512 {
    %v = loop.load %x[%i] : f64
    %w = arith.mul %v, %v : f64
    loop.store %w, %tmp[%i]
  }
}

kernel @back(%tmp: buf<f64[512]>, %out: buf<f64[512]>) {
  loop.for %i = 0 to 512 {
    %v = loop.load %tmp[%i] : f64
    %w = arith.sqrt %v : f64
    loop.store %w, %out[%i]
  }
}

program @f(%x: buf<f64[512]>) -> buf<f64[512]> {
  %tmp = loop.alloc {arena_offset = 0} : buf<f64[512]>
  loop.call @k(%x, %tmp)
  %out = loop.alloc : buf<f64[512]>
  loop.call @back(%tmp, %out)
  return %out
}
"""
    program = CpuProgram(parse_ir(text), "f")
    failures = []

    def work(seed):
        x = np.abs(np.random.default_rng(seed).standard_normal(512))
        for _ in range(200):
            if not np.array_equal(program(x)[0], x):
                failures.append(seed)
                return
    run_in_threads(work)
    assert not failures


def test_a_tensor_function_is_not_a_program():
    module = parse_ir("func @g(%x: f32[3]) -> f32[3] {\n  %y = tensor.neg %x : f32[3]\n"
                      "  return %y\n}\n")
    with pytest.raises(IRError, match="'@g' is a func, not a program"):
        CpuProgram(module, "g")


def test_bool_inputs_and_outputs():
    program = CpuProgram(parse_ir(pointwise("max", ["bool", "bool"], "bool", 4)), "f")
    out = program(np.array([0, 0, 1, 1], bool), np.array([0, 1, 0, 1], bool))[0]
    assert out.dtype == bool and out.tolist() == [False, True, True, True]


def test_debug_levels_print_the_llvm_ir(capsys):
    import llvmlite.binding as llvm

    import aotgrad
    with aotgrad.debug(4):
        CpuProgram(parse_ir(TRANSPOSE), "t")
    out = capsys.readouterr().out
    assert "; ----- LLVM IR of @t ----- ;" in out and 'define void @"t"' in out
    assert "optimized" not in out
    with aotgrad.debug(5):
        CpuProgram(parse_ir(TRANSPOSE), "t")
    out = capsys.readouterr().out
    host = llvm.get_process_triple().split("-")[0]
    assert "; ----- optimized LLVM IR of @t ----- ;" in out and f'triple = "{host}' in out
