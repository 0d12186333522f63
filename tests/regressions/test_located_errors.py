"""Bad input gives a located aotgrad error, never a raw Python or numpy exception.

Found by an independent fuzzer: `parse_ir` on a ragged dense constant raised numpy's
ValueError, a bad string escape a SyntaxError, a 3,000-deep list a RecursionError, and
`parse_ir(None)` / `parse(None)` a TypeError / AttributeError; `full([2], 9999999999,
dtype=i32)` was accepted and raised OverflowError when run; argmax and softmax over an empty
axis raised numpy errors when run. The `aotgrad` command printed a traceback for `run` on a
zero-size input, `run --seed -1`, an unwritable `--dump-dir` and `opt ragged.ir`.
"""
from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

import aotgrad

RAGGED = ("func @f() -> f32[2] {\n"
          "  %c = tensor.constant [[1.0], [2.0, 3.0]] : f32[2]\n"
          "  return %c\n}\n")


def test_ragged_dense_constant_is_a_located_shape_error():
    with pytest.raises(aotgrad.ShapeError, match=r"^m\.ir:2:3: error: 'tensor.constant' dense "
                       r"value is ragged: its elements have shapes \[1\] and \[2\]"):
        aotgrad.parse_ir(RAGGED, "m.ir")


def test_bad_string_escape_is_a_located_error():
    text = ('func @f(%x: f32[2]) -> f32[2] {\n  %c = tensor.checkpoint %x {name = "\\N"} : '
            'f32[2]\n  return %c\n}\n')
    with pytest.raises(aotgrad.IRError, match=r"^m\.ir:2:\d+: error: invalid escape '\\\\N'"):
        aotgrad.parse_ir(text, "m.ir")


def test_deeply_nested_list_is_a_located_error():
    text = ("func @f() -> f32[1] {\n  %c = tensor.constant " + "[" * 3000 + "1.0" + "]" * 3000
            + " : f32[1]\n  return %c\n}\n")
    with pytest.raises(aotgrad.IRError, match=r"^m\.ir:2:\d+: error: list nested deeper than 64"):
        aotgrad.parse_ir(text, "m.ir")


@pytest.mark.parametrize("parse", [aotgrad.parse_ir, aotgrad.parse], ids=["parse_ir", "parse"])
def test_parsing_none_is_a_type_error(parse):
    with pytest.raises(aotgrad.DTypeError, match="got NoneType") as info:
        parse(None)
    assert isinstance(info.value, TypeError)


def test_full_with_a_value_its_dtype_cannot_hold_fails_when_built():
    with pytest.raises(aotgrad.Error, match=r"9999999999 is out of range for i32") as info:
        aotgrad.compile(lambda: aotgrad.full([2], 9999999999, dtype="i32"))()
    assert f"{__file__}:" in str(info.value)
    src = "def f() -> i32[2] {\n    return full([2], 9999999999, dtype=i32)\n}\n"
    with pytest.raises(aotgrad.Error, match=r"^m\.ag:2:\d+: error: .*out of range for i32"):
        aotgrad.parse(src, "m.ag")


@pytest.mark.parametrize("op", ["argmax", "softmax"])
def test_ops_over_an_empty_axis_fail_when_built(op):
    with pytest.raises(aotgrad.ShapeError, match=rf"'tensor.{op}' over axis 1 of f64\[2,0\]"):
        aotgrad.trace(lambda x: getattr(aotgrad, op)(x, axis=1), np.zeros((2, 0)))


def aotgrad_cli(tmp_path, *args):
    return subprocess.run([sys.executable, "-m", "aotgrad.cli", *map(str, args)], cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)


def test_cli_user_errors_print_no_traceback(tmp_path):
    (tmp_path / "zero.ag").write_text("def f(x: f32[0, 3]) -> f32[] {\n    return sum(x)\n}\n")
    (tmp_path / "ok.ag").write_text("def f(x: f32[2, 3]) -> f32[] {\n    return sum(x)\n}\n")
    (tmp_path / "ragged.ir").write_text(RAGGED)
    (tmp_path / "a_file").write_text("")
    run = aotgrad_cli(tmp_path, "run", "zero.ag", "--grad")
    assert run.returncode == 0, run.stderr
    assert "input %x: float32[0, 3] (empty)" in run.stdout
    assert "grad %x: float32[0, 3] (empty)" in run.stdout
    cases = [(("run", "ok.ag", "--seed", "-1"), 2, "a seed is a whole number in [0, 2**64)"),
             (("compile", "ok.ag", "--dump-dir", "a_file/out"), 1,
              "aotgrad: error: Not a directory: 'a_file/out'"),
             (("opt", "ragged.ir"), 1, "ragged.ir:2:3: error: 'tensor.constant' dense value")]
    for args, status, message in cases:
        out = aotgrad_cli(tmp_path, *args)
        assert out.returncode == status, (args, out.stderr)
        assert message in out.stderr, (args, out.stderr)
        assert "Traceback" not in out.stderr, (args, out.stderr)
