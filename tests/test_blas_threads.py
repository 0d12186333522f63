"""With the BLAS on one thread (`OPENBLAS_NUM_THREADS=1`) and `AOTGRAD_PARALLEL=all`, the
generated code owns the cores: its loops launch on the team and a large gemm is split over it, each thread one gemm call on
its share of the batch, the rows or the columns, operands addressed inside the buffers. Every
split gives numpy's product; a BLAS of several threads keeps the gemm whole and the loops
serial."""
from __future__ import annotations

import ctypes

import numpy as np
import pytest

import aotgrad
from aotgrad.codegen.llvm import generate_llvm
from aotgrad.codegen.llvm.cache import settings
from aotgrad.codegen.llvm.options import find_blas, library, LIBGOMP

BLAS = find_blas()
pytestmark = pytest.mark.skipif(BLAS is None or BLAS.get_threads is None or
                                not library(LIBGOMP), reason="needs OpenBLAS and libgomp")


def _set_threads(n: int) -> None:
    lib = ctypes.CDLL(BLAS.path)
    getattr(lib, BLAS.get_threads.__name__.replace("get", "set"))(n)


@pytest.fixture
def one_blas_thread(monkeypatch):
    monkeypatch.setenv("AOTGRAD_PARALLEL", "all")
    before = BLAS.threads()
    _set_threads(1)
    yield
    _set_threads(before)


def _llvm(f) -> str:
    m = f.compiled.module
    return "\n".join(generate_llvm(m, g.name) for g in m.functions if g.kind == "program")


CASES = [  # m, k, n, a transposed, b transposed (what `a.T @ b` and `a @ b.T` read)
    (6, 25, 5000, False, False),        # columns split (n > m), in chunks of 16
    (5000, 25, 6, False, False),        # rows split
    (6, 5000, 25, False, True),         # b read transposed: its rows are the columns
    (150, 16, 6400, True, False),       # a read transposed: its columns are the rows
    (301, 97, 203, True, True),
]


@pytest.mark.parametrize("case", CASES)
def test_a_gemm_split_over_the_team_is_numpys_product(case, one_blas_thread):
    m, k, n, ta, tb = case
    rng = np.random.default_rng(m + n)
    a = rng.standard_normal((k, m) if ta else (m, k)).astype(np.float32)
    b = rng.standard_normal((n, k) if tb else (k, n)).astype(np.float32)
    f = aotgrad.compile(lambda a, b: (a.T if ta else a) @ (b.T if tb else b))
    got = np.asarray(f(aotgrad.tensor(a), aotgrad.tensor(b)))
    want = (a.T if ta else a).astype(np.float64) @ (b.T if tb else b).astype(np.float64)
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-3)
    assert "GOMP_parallel" in _llvm(f) and ".gemm" in _llvm(f)


def test_a_batched_gemm_splits_its_batch(one_blas_thread):
    rng = np.random.default_rng(1)
    x = rng.standard_normal((6, 64, 96)).astype(np.float32)
    y = rng.standard_normal((6, 96, 80)).astype(np.float32)
    f = aotgrad.compile(lambda x, y: x @ y)
    np.testing.assert_allclose(np.asarray(f(aotgrad.tensor(x), aotgrad.tensor(y))), x @ y,
                               rtol=1e-4, atol=1e-4)
    assert ".gemm" in _llvm(f)


def test_the_thread_count_is_part_of_the_compiled_codes_key(one_blas_thread):
    single = settings()
    _set_threads(2)
    assert settings() != single
    rng = np.random.default_rng(2)
    a = rng.standard_normal((64, 300)).astype(np.float32)
    b = rng.standard_normal((300, 200)).astype(np.float32)
    f = aotgrad.compile(lambda a, b: aotgrad.relu(a @ b))
    np.testing.assert_allclose(np.asarray(f(aotgrad.tensor(a), aotgrad.tensor(b))),
                               np.maximum(a @ b, 0), rtol=1e-4, atol=1e-4)
    assert "GOMP_parallel" not in _llvm(f)          # BLAS threads: gemm whole, loops serial


def test_by_default_a_program_that_calls_a_blas_runs_serially(one_blas_thread, monkeypatch):
    monkeypatch.delenv("AOTGRAD_PARALLEL")
    rng = np.random.default_rng(3)
    a = rng.standard_normal((64, 300)).astype(np.float32)
    b = rng.standard_normal((300, 2000)).astype(np.float32)
    f = aotgrad.compile(lambda a, b: aotgrad.relu(a @ b))
    np.testing.assert_allclose(np.asarray(f(aotgrad.tensor(a), aotgrad.tensor(b))),
                               np.maximum(a @ b, 0), rtol=1e-4, atol=1e-4)
    assert "GOMP_parallel" not in _llvm(f)
