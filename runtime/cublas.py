"""cuBLAS for the cuda backend's matmuls, through ctypes: no build step, no new dependency.

`@matmul` of the loop IR is a row-major `out[b] = op(a[b]) @ op(b[b])` over a batch of
contiguous matrices (`codegen/cuda/program.Gemm`). cuBLAS is column-major: a row-major matrix
read column-major is its transpose, so the row-major product C = op(A) op(B) is computed as the
column-major Cᵀ = op(B)ᵀ op(A)ᵀ: the operands swap, m and n swap, each operand keeps its
transpose flag and its row length as leading dimension (`gemm_arguments`, which the tests check
against numpy on the host). One matrix is `cublas<S|D>gemm_v2`; a batch is
`cublas<S|D>gemmStridedBatched` (stride 0 for an operand shared by the whole batch).

`libcublas` is looked for where CUDA installs put it: the `nvidia-cublas` wheel (which PyTorch
depends on), then the toolkit beside `nvcc`, then the loader's path. Where none loads, matmuls
run the generated tiled kernel, and the reason is said once (`unavailable()`). One handle per
context, made on first use, on the default stream, as aotgrad's kernels. float32 products are
full float32, as PyTorch's default; `aotgrad.backends.cuda.matmul.allow_tf32 = True` lets
cuBLAS use TF32 tensor cores (`cublasSetMathMode`), as PyTorch spells it.
"""
from __future__ import annotations

import ctypes
import glob
import os
import shutil
import sys
import warnings
from dataclasses import dataclass

#: cublasOperation_t
OP_N, OP_T = 0, 1
#: cublasMath_t
DEFAULT_MATH, TF32_TENSOR_OP_MATH = 0, 3


class MatmulSettings:
    """`aotgrad.backends.cuda.matmul`: `allow_tf32` (False by default, as PyTorch's)."""

    allow_tf32 = False


MATMUL = MatmulSettings()


@dataclass(frozen=True)
class GemmCall:
    """The arguments of one column-major cuBLAS call (the operands by their role)."""

    transa: int
    transb: int
    m: int
    n: int
    k: int
    first: str          # which row-major operand is cuBLAS's A: "b"
    lda: int
    stride_a: int
    second: str         # ... and its B: "a"
    ldb: int
    stride_b: int
    ldc: int
    stride_c: int
    batch: int


def gemm_arguments(m: int, n: int, k: int, transpose_lhs: bool, transpose_rhs: bool,
                   lhs_row: int, rhs_row: int, lhs_stride: int, rhs_stride: int,
                   out_stride: int, batch: int) -> GemmCall:
    """The cuBLAS call computing the row-major `out (m x n) = op(lhs) (m x k) @ op(rhs)
    (k x n)`, where `*_row` is each operand's stored row length and `*_stride` the elements
    between matrices of the batch (0: one matrix for the whole batch)."""
    return GemmCall(OP_T if transpose_rhs else OP_N, OP_T if transpose_lhs else OP_N, n, m, k,
                    "rhs", max(rhs_row, 1), rhs_stride, "lhs", max(lhs_row, 1), lhs_stride,
                    max(n, 1), out_stride, batch)


def column_major_gemm(call: GemmCall, a, b, c) -> None:
    """What cuBLAS computes for `call` on flat arrays `a`, `b`, `c` (numpy, on the host):
    column-major `C = op(A) @ op(B)`, for checking `gemm_arguments` without a GPU."""
    import numpy as np
    for z in range(call.batch):
        def matrix(flat, offset, rows, cols, ld):
            # a column-major rows x cols matrix with leading dimension ld
            return np.lib.stride_tricks.as_strided(
                flat[offset:], (rows, cols), (flat.itemsize, ld * flat.itemsize))
        ra, ca = (call.m, call.k) if call.transa == OP_N else (call.k, call.m)
        rb, cb = (call.k, call.n) if call.transb == OP_N else (call.n, call.k)
        A = matrix(a, z * call.stride_a, ra, ca, call.lda)
        B = matrix(b, z * call.stride_b, rb, cb, call.ldb)
        A = A if call.transa == OP_N else A.T
        B = B if call.transb == OP_N else B.T
        out = np.lib.stride_tricks.as_strided(c[z * call.stride_c:], (call.m, call.n),
                                              (c.itemsize, call.ldc * c.itemsize))
        out[...] = A @ B


def _candidates() -> list[str]:
    found = []
    for root in sys.path:
        found += sorted(glob.glob(os.path.join(root, "nvidia", "*", "lib", "libcublas.so*")))
        found += sorted(glob.glob(os.path.join(root, "nvidia", "cublas", "lib", "libcublas.so*")))
    nvcc = shutil.which("nvcc")
    if nvcc:
        home = os.path.dirname(os.path.dirname(os.path.realpath(nvcc)))
        for lib in ("lib64", "lib", os.path.join("targets", "x86_64-linux", "lib")):
            found += sorted(glob.glob(os.path.join(home, lib, "libcublas.so*")))
    for home in (os.environ.get("CUDA_HOME"), os.environ.get("CUDA_PATH"), "/usr/local/cuda"):
        if home:
            found += sorted(glob.glob(os.path.join(home, "lib64", "libcublas.so*")))
    return [f for f in found if "Lt" not in os.path.basename(f)] + ["libcublas.so"]


class _Library:
    def __init__(self):
        self.lib, self.reason, self.warned = None, None, False
        self.handles: dict[int, ctypes.c_void_p] = {}
        self.math: dict[int, int] = {}

    def load(self):
        if self.lib is not None or self.reason is not None:
            return self.lib
        errors = []
        for path in _candidates():
            try:
                lib = ctypes.CDLL(path)
                lib.cublasSgemm_v2        # noqa: B018 (the symbol must be there)
            except (OSError, AttributeError) as e:
                errors.append(f"{path}: {e}")
                continue
            self.lib = self._declare(lib)
            return self.lib
        self.reason = "libcublas could not be loaded (" + "; ".join(errors[-2:]) + ")"
        return None

    @staticmethod
    def _declare(lib):
        p, i, ll = ctypes.c_void_p, ctypes.c_int, ctypes.c_longlong
        lib.cublasCreate_v2.argtypes = [ctypes.POINTER(p)]
        lib.cublasSetStream_v2.argtypes = [p, p]
        lib.cublasSetMathMode.argtypes = [p, i]
        for name in ("cublasSgemm_v2", "cublasDgemm_v2"):
            getattr(lib, name).argtypes = [p, i, i, i, i, i, p, p, i, p, i, p, p, i]
        for name in ("cublasSgemmStridedBatched", "cublasDgemmStridedBatched"):
            getattr(lib, name).argtypes = [p, i, i, i, i, i, p, p, i, ll, p, i, ll, p, p, i,
                                           ll, i]
        return lib

    def handle(self, context_key: int):
        h = self.handles.get(context_key)
        if h is None:
            h = ctypes.c_void_p()
            _check(self.lib.cublasCreate_v2(ctypes.byref(h)), "cublasCreate")
            _check(self.lib.cublasSetStream_v2(h, None), "cublasSetStream")
            self.handles[context_key] = h
        mode = TF32_TENSOR_OP_MATH if MATMUL.allow_tf32 else DEFAULT_MATH
        if self.math.get(context_key) != mode:
            _check(self.lib.cublasSetMathMode(h, mode), "cublasSetMathMode")
            self.math[context_key] = mode
        return h


_LIBRARY = _Library()


class CublasError(RuntimeError):
    """A cuBLAS call failed."""


def _check(status: int, what: str) -> None:
    if status != 0:
        raise CublasError(f"{what} failed with cuBLAS status {status}")


def unavailable() -> str | None:
    """Why matmuls cannot call cuBLAS here (None when they can)."""
    _LIBRARY.load()
    return _LIBRARY.reason


def available() -> bool:
    """Whether cuBLAS can be called; the first time it cannot, says why (once)."""
    if _LIBRARY.load() is not None:
        return True
    if not _LIBRARY.warned:
        _LIBRARY.warned = True
        warnings.warn(f"aotgrad's cuda matmuls use the generated tiled kernel: "
                      f"{_LIBRARY.reason}", RuntimeWarning, stacklevel=3)
    return False


_ONE = {4: ctypes.c_float(1.0), 8: ctypes.c_double(1.0)}
_ZERO = {4: ctypes.c_float(0.0), 8: ctypes.c_double(0.0)}


def gemm(call: GemmCall, itemsize: int, pointers: dict[str, int], context_key: int,
         stream: int | None = None) -> None:
    """Run `call` on device memory: `pointers` by role ("lhs", "rhs", "out"), on `stream`
    (a CUstream handle; the default stream when None)."""
    lib = _LIBRARY.lib
    h = _LIBRARY.handle(context_key)
    if stream is not None:
        _check(lib.cublasSetStream_v2(h, stream), "cublasSetStream")
        try:
            _gemm(lib, h, call, itemsize, pointers)
        finally:
            _check(lib.cublasSetStream_v2(h, None), "cublasSetStream")
        return
    _gemm(lib, h, call, itemsize, pointers)


def _gemm(lib, h, call: GemmCall, itemsize: int, pointers: dict[str, int]) -> None:
    one, zero = ctypes.byref(_ONE[itemsize]), ctypes.byref(_ZERO[itemsize])
    a, b, c = pointers[call.first], pointers[call.second], pointers["out"]
    letter = "S" if itemsize == 4 else "D"
    if call.batch == 1:
        status = getattr(lib, f"cublas{letter}gemm_v2")(
            h, call.transa, call.transb, call.m, call.n, call.k, one, a, call.lda, b, call.ldb,
            zero, c, call.ldc)
    else:
        status = getattr(lib, f"cublas{letter}gemmStridedBatched")(
            h, call.transa, call.transb, call.m, call.n, call.k, one, a, call.lda,
            call.stride_a, b, call.ldb, call.stride_b, zero, c, call.ldc, call.stride_c,
            call.batch)
    _check(status, f"cublas{letter}gemm")
