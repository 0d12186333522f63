"""Run-time bounds checks of generated code: `AOTGRAD_BOUNDS_CHECK=1` turns an index the
compile-time proof cannot bound into a check that raises `IndexingError` naming the kernel, the
buffer, the dimension and the index, without the access; data-dependent indices (ids loaded in
a kernel) are checked in every mode, in serial and parallel loops; `tensor.embedding` reads its
rows through such indices, forward and backward, like the interpreter and PyTorch; and the
disk cache keeps checked and unchecked machine code apart."""
from __future__ import annotations

import numpy as np
import pytest
import torch

import aotgrad
from aotgrad.codegen.llvm import cache
from aotgrad.codegen.llvm import parallel
from aotgrad.ir.errors import IndexingError, IRError
from aotgrad.ir.interpret import interpret
from aotgrad.ir.loop.interpret import run_program
from aotgrad.ir.parser import parse_ir
from aotgrad.ir.printer import print_module
from aotgrad.runtime.cpu import CpuProgram

SHIFT = """kernel @shift(%a: buf<f32[5]>, %out: buf<f32[5]>) {
  loop.parallel %i = 0 to 5 {
    %x = loop.load %a[%i + 1] : f32
    loop.store %x, %out[%i]
  }
}

program @f(%a: buf<f32[5]>) -> buf<f32[5]> {
  %out = loop.alloc : buf<f32[5]>
  loop.call @shift(%a, %out)
  return %out
}
"""


def _gather_text(rows: int, n: int, cols: int, id_type: str = "i32") -> str:
    """A kernel reading row `ids[i]` of `%t` for every `i`: a data-dependent index."""
    return f"""kernel @take(%t: buf<f32[{rows},{cols}]>, %ids: buf<{id_type}[{n}]>, %out: buf<f32[{n},{cols}]>) {{
  loop.parallel %i = 0 to {n} {{
    %id = loop.load %ids[%i] : {id_type}
    loop.for %j = 0 to {cols} {{
      %x = loop.load %t[%id, %j] : f32
      loop.store %x, %out[%i, %j]
    }}
  }}
}}

program @f(%t: buf<f32[{rows},{cols}]>, %ids: buf<{id_type}[{n}]>) -> buf<f32[{n},{cols}]> {{
  %out = loop.alloc : buf<f32[{n},{cols}]>
  loop.call @take(%t, %ids, %out)
  return %out
}}
"""


@pytest.fixture
def checking(monkeypatch):
    monkeypatch.setenv("AOTGRAD_BOUNDS_CHECK", "1")


# --------------------------------------------------------------------------- bounds-check mode

def test_an_off_by_one_is_a_compile_error_without_checks(monkeypatch):
    monkeypatch.delenv("AOTGRAD_BOUNDS_CHECK", raising=False)
    with pytest.raises(IRError, match=r"'loop.load' of %a at index %i \+ 1 \(from 1 to 5\)"):
        CpuProgram(parse_ir(SHIFT), "f")


def test_an_off_by_one_raises_naming_kernel_buffer_and_index_when_checking(checking):
    program = CpuProgram(parse_ir(SHIFT), "f")
    assert "bounds.fail" in program.llvm_ir
    a = np.arange(5, dtype=np.float32)
    message = (r"'@f': index 5 out of bounds for dimension 0 of %a \(f32\[5\]\) in kernel "
               r"@shift \(valid: 0 to 4\)")
    with pytest.raises(IndexingError, match=message):
        program(a)
    with pytest.raises(IndexingError, match=message):      # the record was cleared, and set again
        program(a)
    with pytest.raises(IndexingError, match=r"index 5 out of bounds for dimension 0 of %a"):
        module = parse_ir(SHIFT)
        run_program(module, module.get("f"), [a])


def test_the_failing_iteration_writes_nothing_and_stops_the_program(checking):
    """The check fires at i = 4 before the load: out[0..3] are written, out[4] never is, and
    the second kernel (which would overwrite the first's input) does not run."""
    text = """kernel @shift(%a: buf<f32[5]>, %out: buf<f32[5]>) {
  loop.for %i = 0 to 5 {
    %x = loop.load %a[%i + 1] : f32
    loop.store %x, %out[%i]
  }
}

kernel @fill(%a: buf<f32[5]>) {
  loop.for %i = 0 to 5 {
    %z = arith.constant 7.0 : f32
    loop.store %z, %a[%i]
  }
}

program @f(%a: buf<f32[5]>, %out: buf<f32[5]>) -> buf<f32[5]> {
  loop.call @shift(%a, %out)
  loop.call @fill(%a)
  return %out
}
"""
    program = CpuProgram(parse_ir(text), "f")
    a = np.arange(5, dtype=np.float32)
    out = np.full(5, -1.0, np.float32)
    with pytest.raises(IndexingError, match="kernel @shift"):
        program(a, out)
    np.testing.assert_array_equal(out, [1, 2, 3, 4, -1])
    np.testing.assert_array_equal(a, np.arange(5))


def test_checked_code_gives_the_unchecked_numbers(checking, monkeypatch):
    rng = np.random.default_rng(0)
    t = rng.standard_normal((7, 5)).astype(np.float32)
    ids = rng.integers(0, 7, 11).astype(np.int64)
    text = _gather_text(7, 11, 5, "i64")
    checked = CpuProgram(parse_ir(text), "f", poison=True)(t, ids)[0]
    monkeypatch.delenv("AOTGRAD_BOUNDS_CHECK")
    unchecked = CpuProgram(parse_ir(text), "f", poison=True)
    assert unchecked.llvm_ir.count("bounds.fail") < checked.size   # only the data-dependent one
    np.testing.assert_array_equal(checked, unchecked(t, ids)[0])
    np.testing.assert_array_equal(checked, t[ids])


def test_the_disk_cache_keeps_checked_and_unchecked_code_apart(tmp_path, monkeypatch):
    monkeypatch.setenv("AOTGRAD_CACHE", "1")
    monkeypatch.setenv("AOTGRAD_CACHE_DIR", str(tmp_path))
    monkeypatch.delenv("AOTGRAD_BOUNDS_CHECK", raising=False)
    text = _gather_text(4, 6, 3).replace("%t[%id, %j]", "%t[%i floordiv 2, %j]")
    a = np.arange(12, dtype=np.float32).reshape(4, 3)
    ids = np.zeros(6, np.int32)
    want = a[np.arange(6) // 2]
    unchecked = CpuProgram(parse_ir(text), "f")
    assert unchecked.compiled.fault_address == 0 and not unchecked.signature.checks
    objects = lambda: sorted(p.name for p in tmp_path.rglob("*") if p.is_file())  # noqa: E731
    first = objects()
    assert first
    monkeypatch.setenv("AOTGRAD_BOUNDS_CHECK", "1")
    checked = CpuProgram(parse_ir(text), "f")
    second = objects()
    assert len(second) == len(first) + 1              # its own entry, not the unchecked one
    assert checked.compiled.fault_address != 0 and len(checked.signature.checks) == 5
    hits = []
    load = cache.load
    monkeypatch.setattr(cache, "load", lambda *a: hits.append(load(*a)) or hits[-1])
    again = CpuProgram(parse_ir(text), "f")           # from the cache: still the checked code
    assert hits and hits[0] is not None and objects() == second
    assert again.compiled.fault_address != 0
    monkeypatch.delenv("AOTGRAD_BOUNDS_CHECK")
    hits.clear()
    plain = CpuProgram(parse_ir(text), "f")           # and the unchecked entry for unchecked
    assert hits[0] is not None and plain.compiled.fault_address == 0 and objects() == second
    for program in (unchecked, checked, again, plain):
        np.testing.assert_array_equal(program(a, ids)[0], want)


# --------------------------------------------------------------------------- data-dependent indices

def test_a_data_dependent_index_round_trips_and_matches_the_interpreter():
    text = _gather_text(4, 6, 3)
    module = parse_ir(text)
    assert print_module(module) == text
    t = np.arange(12, dtype=np.float32).reshape(4, 3)
    ids = np.array([3, 0, 1, 1, 2, 0], np.int32)
    got = CpuProgram(module, "f", poison=True)(t, ids)[0]
    np.testing.assert_array_equal(got, run_program(module, module.get("f"), [t, ids])[0])
    np.testing.assert_array_equal(got, t[ids])


@pytest.mark.parametrize("bad", [4, -1, 2 ** 40])
def test_a_bad_id_raises_in_every_mode_and_in_the_interpreter(bad, monkeypatch):
    monkeypatch.delenv("AOTGRAD_BOUNDS_CHECK", raising=False)
    module = parse_ir(_gather_text(4, 6, 3, "i64"))
    program = CpuProgram(module, "f")
    t = np.arange(12, dtype=np.float32).reshape(4, 3)
    ids = np.array([3, 0, bad, 1, 2, 0], np.int64)
    message = (rf"index {bad} out of bounds for dimension 0 of %t \(f32\[4,3\]\) in kernel "
               rf"@take \(valid: 0 to 3\)")
    with pytest.raises(IndexingError, match=message):
        program(t, ids)
    with pytest.raises(IndexingError, match=message):
        run_program(module, module.get("f"), [t, ids])
    ids[2] = 1                                         # a good call after a failed one
    np.testing.assert_array_equal(program(t, ids)[0], t[ids])


def test_the_verifier_refuses_a_float_index():
    text = _gather_text(4, 6, 3).replace("%ids: buf<i32[6]>", "%ids: buf<f32[6]>") \
        .replace("loop.load %ids[%i] : i32", "loop.load %ids[%i] : f32")
    with pytest.raises(IRError, match="'%id' is a f32, not an index or an integer"):
        parse_ir(text)


def test_a_parallel_launch_stops_and_reports_one_failing_thread(monkeypatch):
    """Threads of a launched parallel loop that fail at once: one records, the others leave
    its record alone; with good ids the launch gives the interpreter's numbers."""
    monkeypatch.setenv("AOTGRAD_PARALLEL", "1")
    monkeypatch.setattr(parallel, "THRESHOLD", 1)
    rows, n, cols = 50, 4096, 8
    module = parse_ir(_gather_text(rows, n, cols))
    program = CpuProgram(module, "f", poison=True)
    if "GOMP_parallel" not in program.llvm_ir:
        pytest.fail("the parallel loop was not launched (libgomp missing?)")
    rng = np.random.default_rng(1)
    t = rng.standard_normal((rows, cols)).astype(np.float32)
    ids = rng.integers(0, rows, n).astype(np.int32)
    np.testing.assert_array_equal(program(t, ids)[0],
                                  run_program(module, module.get("f"), [t, ids])[0])
    bad = ids.copy()
    bad[::97] = rows + np.arange(len(bad[::97]))      # many threads fail, each its own index
    for _ in range(5):
        with pytest.raises(IndexingError, match=r"out of bounds for dimension 0 of %t") as e:
            program(t, bad)
        found = int(str(e.value).split("index ")[1].split(" ")[0])
        assert found in set(bad[::97].tolist())
    np.testing.assert_array_equal(program(t, ids)[0], t[ids])


# --------------------------------------------------------------------------- tensor.embedding

def _embedding_step(table, ids, g):
    return (aotgrad.embedding(ids, table) * g).sum()


def test_embedding_lowers_to_data_dependent_loads_not_a_one_hot_matmul():
    from aotgrad.passes.manager import run_pipeline
    from aotgrad.passes.pipelines import LOOP_PIPELINE
    source = """
def f(t: f32[9, 4], ids: i64[2, 3]) -> f32[2, 3, 4] {
    return embedding(ids, t)
}
"""
    lowered = run_pipeline(aotgrad.parse(source), LOOP_PIPELINE)
    text = print_module(lowered)
    assert "matmul" not in text and "arith.eq" not in text
    assert "loop.load %t[%id, %k] : f32" in text
    t = np.arange(36, dtype=np.float32).reshape(9, 4)
    ids = np.array([[8, 0, 3], [3, 3, 1]])
    got = CpuProgram(lowered, "f", poison=True)(t, ids)[0]
    np.testing.assert_array_equal(got, run_program(lowered, lowered.get("f"), [t, ids])[0])
    np.testing.assert_array_equal(got, interpret(aotgrad.parse(source), t, ids)[0])
    np.testing.assert_array_equal(got, t[ids])


def test_embedding_forward_and_backward_compiled_match_torch():
    rng = np.random.default_rng(4)
    table = rng.standard_normal((11, 6)).astype(np.float32)
    ids = rng.integers(0, 11, (3, 5))
    g = rng.standard_normal((3, 5, 6)).astype(np.float32)
    ours = aotgrad.tensor(table, requires_grad=True)
    loss = aotgrad.compile(_embedding_step)(ours, ids, g)
    loss.backward()
    theirs = torch.tensor(table, requires_grad=True)
    want = (torch.nn.functional.embedding(torch.tensor(ids), theirs) * torch.tensor(g)).sum()
    want.backward()
    np.testing.assert_allclose(float(loss), float(want.detach()), rtol=1e-5)
    np.testing.assert_allclose(np.asarray(ours.grad), theirs.grad.numpy(), rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("shift", [9, -20])
def test_an_id_computed_inside_a_compiled_function_is_checked(shift):
    """ids from argmax (+ shift): no argument to check before the call, so generated code
    checks them; in range they give torch's rows."""
    rng = np.random.default_rng(5)
    table = rng.standard_normal((10, 3)).astype(np.float32)
    x = rng.standard_normal((6, 4)).astype(np.float32)
    f = aotgrad.compile(lambda t, x, s: aotgrad.embedding(aotgrad.argmax(x, axis=1) + s, t) * 1.0)
    want = table[np.argmax(x, axis=1) + 2]
    np.testing.assert_array_equal(np.asarray(f(table, x, 2)), want)
    with pytest.raises(IndexingError, match=r"out of bounds for dimension 0 of %t \(f32\[10,3\]\)"
                                            r" in kernel @\w*embedding\w* \(valid: 0 to 9\)"):
        f(table, x, shift)
