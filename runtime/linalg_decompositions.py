"""The decompositions of `torch.linalg` (`inv`, `solve`, `det`, `slogdet`, `cholesky`, `eigh`,
`eigvalsh`, `qr`, `svd`, `svdvals`, `pinv`, `lstsq`, and the `_ex` variants), with PyTorch's arguments,
results and first derivatives.

Their values are LAPACK's (numpy's `linalg`, in float64, cast back to the input's dtype):
reading the input's values is a graph break inside a compiled function, as a data-dependent
op's is (`tensor_functions_more.py`). Their gradients are aotgrad's ops: each result is its
value plus a first-order term that is zero in value and carries PyTorch's derivative, built
from the perturbation `dA = A - stop_gradient(A)` (`X + d(X)[dA]`, the derivative taken at the
computed factors). So `loss.backward()` through them gives PyTorch's gradients, traced or eager;
a second derivative is not PyTorch's (the factors are constants of the first). A singular or
non-positive-definite input raises `LinAlgError` with PyTorch's message.
"""
from __future__ import annotations

from typing import NamedTuple

import numpy as np

from .. import functions as ops
from .tensor import tensor
from .tensor_functions import diagonal as _diagonal
from .tensor_functions_more import add_methods


class LinAlgError(RuntimeError):
    """A decomposition that does not exist for its input (`torch.linalg.LinAlgError`)."""


def _values(A, what: str) -> np.ndarray:
    """`A`'s values as float64 (read: a graph break inside a compiled function)."""
    if len(A.shape) < 2 or A.shape[-1] != A.shape[-2]:
        raise ValueError(f"linalg.{what}: A must be batches of square matrices, but they are"
                         f" {A.shape[-2] if len(A.shape) > 1 else 1} by {A.shape[-1]}"
                         f" matrices")
    return np.asarray(A).astype(np.float64)


def _const(values: np.ndarray, like):
    """`values` as a constant tensor of `like`'s dtype, where `like` lives."""
    out = tensor(np.asarray(values, dtype=like.dtype))
    return out.to("cuda") if getattr(like, "is_cuda", False) else out


def _delta(A):
    """`A - stop_gradient(A)`: zero, with the gradient of `A` (the perturbation)."""
    return A - ops.stop_gradient(A)


def _mT(x):
    return x.transpose(-2, -1)


def _sym(D):
    return (D + _mT(D)) * 0.5


def inv_ex(A, *, check_errors: bool = False):
    """(the inverses of the matrices, an int32 info per matrix: 0, or k + 1 when its U[k, k]
    is zero), as `torch.linalg.inv_ex`."""
    a = _values(A, "inv_ex")
    info = np.zeros(a.shape[:-2], np.int32)
    out = np.empty_like(a)
    for idx in np.ndindex(*a.shape[:-2]):
        try:
            out[idx] = np.linalg.inv(a[idx])
        except np.linalg.LinAlgError:
            out[idx] = np.nan
            info[idx] = _singular_at(a[idx]) + 1
    if check_errors and info.any():
        raise _singular("inv_ex", int(info.reshape(-1)[np.flatnonzero(info)[0]]) - 1)
    X = _const(out, A)
    return X - X @ _delta(A) @ X, _const(info, tensor(info))


def inv(A):
    """The inverses of the matrices, as `torch.linalg.inv`; d(A^-1) = -A^-1 dA A^-1."""
    a = _values(A, "inv")
    try:
        out = np.linalg.inv(a)
    except np.linalg.LinAlgError:
        raise _singular("inv", _first_singular(a)) from None
    X = _const(out, A)
    return X - X @ _delta(A) @ X


def solve(A, B, *, left: bool = True):
    """X with A X = B (`left=False`: X A = B), as `torch.linalg.solve` (B a vector or a
    batch of vectors where its shape says so); dX = A^-1 (dB - dA X)."""
    if not left:
        return _mT(solve(_mT(A), _mT(B)))
    a = _values(A, "solve")
    vector = len(B.shape) == 1 or (len(B.shape) == len(A.shape) - 1 and
                                   tuple(B.shape) == tuple(A.shape[:-1]))
    Bm = B.unsqueeze(-1) if vector else B
    try:
        ainv = np.linalg.inv(a)
    except np.linalg.LinAlgError:
        raise _singular("solve", _first_singular(a)) from None
    Ai = _const(ainv, A)
    X = ops.stop_gradient(Ai @ Bm)
    out = X + Ai @ (_delta(Bm) - _delta(A) @ X)
    return out.squeeze(-1) if vector else out


def slogdet(A):
    """(the sign of each determinant, the log of its absolute value), as
    `torch.linalg.slogdet`; d log|det A| = tr(A^-1 dA)."""
    a = _values(A, "slogdet")
    sign, logabs = np.linalg.slogdet(a)
    Ai = _const(np.linalg.pinv(a) if not np.all(sign) else np.linalg.inv(a), A)
    first = (_mT(Ai) * _delta(A)).sum((-2, -1))
    return _const(sign, A), _const(logabs, A) + first


def logdet(A):
    """The log of each determinant (NaN where it is negative), as `torch.logdet`."""
    sign, logabs = slogdet(A)
    return ops.where(sign < 0, ops.full_like(logabs, float("nan")),
                     ops.where(sign == 0, ops.full_like(logabs, -float("inf")), logabs))


def det(A):
    """The determinants, as `torch.linalg.det`; d det A = det A tr(A^-1 dA)."""
    a = _values(A, "det")
    d = np.linalg.det(a)
    if np.all(d != 0):                  # the cofactors: det A times A^-T
        cof = np.swapaxes(np.linalg.inv(a), -1, -2) * d[..., None, None]
    else:
        cof = np.stack([_cofactors(m) for m in a.reshape(-1, *a.shape[-2:])]).reshape(a.shape)
    return _const(d, A) + (_const(cof, A) * _delta(A)).sum((-2, -1))


def cholesky_ex(A, *, upper: bool = False, check_errors: bool = False):
    """(the Cholesky factors, an int32 info per matrix: 0, or the order of the first leading
    minor that is not positive-definite), as `torch.linalg.cholesky_ex`."""
    a = _values(A, "cholesky_ex")
    out = np.zeros_like(a)
    info = np.zeros(a.shape[:-2], np.int32)
    for idx in np.ndindex(*a.shape[:-2]):
        try:
            out[idx] = np.linalg.cholesky(a[idx])
        except np.linalg.LinAlgError:
            info[idx] = _not_positive_at(a[idx])
    if check_errors and info.any():
        raise _not_positive("cholesky_ex", int(info.reshape(-1)[np.flatnonzero(info)[0]]))
    L = _factor(out, A)
    return (_mT(L) if upper else L), _const(info, tensor(info))


def cholesky(A, *, upper: bool = False):
    """The lower (or, with `upper`, upper) Cholesky factor of each symmetric positive-definite
    matrix, as `torch.linalg.cholesky`; dL = L Phi(L^-1 sym(dA) L^-T), Phi the lower
    triangle with half the diagonal."""
    a = _values(A, "cholesky")
    try:
        out = np.linalg.cholesky(a)
    except np.linalg.LinAlgError:
        batch = a.reshape(-1, *a.shape[-2:])
        raise _not_positive("cholesky", next(
            (k for k in map(_not_positive_at, batch) if k), a.shape[-1])) from None
    L = _factor(out, A)
    return _mT(L) if upper else L


def _factor(lower: np.ndarray, A):
    n = lower.shape[-1]
    Lc = _const(lower, A)
    Li = _const(np.linalg.inv(np.where(np.eye(n, dtype=bool) & (lower == 0), 1.0, lower)), A)
    M = Li @ _sym(_delta(A)) @ _mT(Li)
    half = np.tril(np.ones((n, n))) - 0.5 * np.eye(n)
    return Lc + Lc @ (M * _const(half, A))


def eigh(A, UPLO: str = "L"):
    """(the eigenvalues, ascending; the eigenvectors, as columns) of each symmetric matrix
    (its `UPLO` triangle read), as `torch.linalg.eigh`; with S = V^T sym(dA) V, dw = diag(S),
    dV = V (F o S), F[i, j] = 1 / (w[j] - w[i]) off the diagonal (PyTorch's gradient: the
    symmetric one)."""
    a = _values(A, "eigh")
    w, v = np.linalg.eigh(a, UPLO=UPLO)
    W, V = _const(w, A), _const(v, A)
    P = _mT(V) @ _sym(_delta(A)) @ V
    gaps = w[..., None, :] - w[..., :, None]
    with np.errstate(divide="ignore"):
        F = np.where(np.eye(w.shape[-1], dtype=bool), 0.0, 1.0 / gaps)
    values = W + _diagonal(P, 0, -2, -1)
    vectors = V + V @ (P * _const(F, A))
    return values, vectors


def eigvalsh(A, UPLO: str = "L"):
    """The eigenvalues (ascending) of each symmetric matrix, as `torch.linalg.eigvalsh`."""
    return eigh(A, UPLO)[0]


def qr(A, mode: str = "reduced"):
    """(Q, R) of each matrix (m >= n for the gradient), as `torch.linalg.qr` (`reduced`,
    `complete`, `r`); with C = Q^T dA R^-1 and W = tril(C, -1) - tril(C, -1)^T:
    dR = (C - W) R, dQ = Q W + dA R^-1 - Q C."""
    if mode not in ("reduced", "complete", "r"):
        raise ValueError(f"qr received unrecognized mode '{mode}' but expected one of"
                         f" 'reduced' (default), 'r', or 'complete'")
    if len(A.shape) < 2:
        raise ValueError("linalg.qr: The input tensor A must have at least 2 dimensions.")
    a = np.asarray(A).astype(np.float64)
    m, n = a.shape[-2:]
    q, r = np.linalg.qr(a, mode="complete" if mode == "complete" else "reduced")
    Q, R = _const(q, A), _const(r, A)
    if m < n or mode == "r" or mode == "complete" and m > n:
        # no gradient through these: PyTorch refuses one too (R alone, or Q not determined)
        Q, R = ops.stop_gradient(Q), ops.stop_gradient(R)
        return (_const(np.zeros(a.shape[:-2] + (0,)), A), R) if mode == "r" else (Q, R)
    Ri = _const(np.linalg.inv(r), A)
    D = _delta(A)
    C = _mT(Q) @ D @ Ri
    low = ops.tril(C, -1)
    W = low - _mT(low)
    return Q + Q @ W + D @ Ri - Q @ C, R + (C - W) @ R


def svd(A, full_matrices: bool = True):
    """(U, S, Vh) of each matrix, as `torch.linalg.svd` (the gradient through U and Vh with
    `full_matrices=False` and distinct singular values, as PyTorch's): with P = U^T dA V,
    F[i, j] = 1 / (s_j^2 - s_i^2), dS = diag(P), dU = U (F o (P S + S P^T)) + (I - U U^T)
    dA V S^-1, and dV alike."""
    return _factors(A, full_matrices)[:3]


def _factors(A, full_matrices: bool):
    """`svd`'s (U, S, Vh), and the singular values as a float64 array."""
    if len(A.shape) < 2:
        raise ValueError("linalg.svd: The input tensor A must have at least 2 dimensions.")
    a = np.asarray(A).astype(np.float64)
    u, s, vh = np.linalg.svd(a, full_matrices=full_matrices)
    k = s.shape[-1]
    U, S, Vh = _const(u, A), _const(s, A), _const(vh, A)
    Uk, Vk = U[..., :, :k], _mT(Vh[..., :k, :])
    D = _delta(A)
    P = _mT(Uk) @ D @ Vk
    S_out = S + _diagonal(P, 0, -2, -1)
    if full_matrices and a.shape[-2] != a.shape[-1]:
        return ops.stop_gradient(U), S_out, ops.stop_gradient(Vh), s
    s2 = s[..., None, :] ** 2 - s[..., :, None] ** 2
    with np.errstate(divide="ignore"):
        F = _const(np.where(np.eye(k, dtype=bool), 0.0, 1.0 / np.where(s2 == 0, np.inf, s2)), A)
    Sm = S.unsqueeze(-2)                         # multiplies columns: X S
    Si = _const(np.where(s > 0, 1.0 / np.where(s > 0, s, 1.0), 0.0), A).unsqueeze(-2)
    dU = Uk @ (F * (P * Sm + _mT(P * Sm))) + (D @ Vk - Uk @ P) * Si
    Pt = _mT(P)
    dV = Vk @ (F * (Pt * Sm + _mT(Pt * Sm))) + (_mT(D) @ Uk - Vk @ Pt) * Si
    return U + dU, S_out, Vh + _mT(dV), s


def pinv(A, *, atol=None, rtol=None, hermitian: bool = False):
    """The pseudo-inverse of each matrix, V diag(1/s) U^T over the singular values above
    max(atol, rtol * the largest) (rtol by default max(m, n) eps when atol is not given), as
    `torch.linalg.pinv`; differentiable through `svd` where the kept values are distinct."""
    if len(A.shape) < 2:
        raise ValueError("linalg.pinv(A): A must have at least 2 dimensions.")
    return _pinv(A, atol, rtol)[0]


def _pinv(A, atol, rtol):
    """(`pinv`'s result, the singular values as a float64 array, which of them it kept)."""
    U, S, Vh, s = _factors(A, False)
    eps = np.finfo(np.dtype(A.dtype)).eps
    if rtol is None:
        rtol = 0.0 if atol is not None and atol > 0 else max(A.shape[-2:]) * eps
    kept = s > np.maximum(atol or 0.0, rtol * s[..., :1])
    keep = tensor(kept)
    keep = keep.to("cuda") if getattr(S, "is_cuda", False) else keep
    inverse = ops.where(keep, 1.0 / ops.where(keep, S, 1.0), 0.0)
    return _mT(Vh) @ (inverse.unsqueeze(-1) * _mT(U)), s, kept


class LstsqResult(NamedTuple):
    """What `lstsq` returns, as PyTorch's `torch.return_types.linalg_lstsq`."""

    solution: object
    residuals: object
    rank: object
    singular_values: object


DRIVERS = ("gels", "gelsy", "gelsd", "gelss")


def lstsq(A, B, rcond=None, *, driver=None) -> LstsqResult:
    """The least-squares solution X of A X = B, as `torch.linalg.lstsq`, with PyTorch's
    per-driver results (`gelsy` by default: the rank; `gelsd`/`gelss`: the rank and singular
    values; all but `gelsy`: the squared residuals where every matrix is tall and of full
    rank). The solution is the pseudo-inverse's (gelsd's minimum-norm one, the only one
    where A has full column rank), differentiable through `svd`."""
    driver = driver or "gelsy"
    if driver not in DRIVERS:
        raise RuntimeError(f"torch.linalg.lstsq: parameter `driver` should be one of"
                           f" {DRIVERS}")
    if len(A.shape) < 2:
        raise ValueError("torch.linalg.lstsq: input must have at least 2 dimensions.")
    vector = len(B.shape) == len(A.shape) - 1
    Bm = B.unsqueeze(-1) if vector else B
    m, n = A.shape[-2:]
    eps = np.finfo(np.dtype(A.dtype)).eps
    inverse, s, kept = _pinv(A, None, max(m, n) * eps if rcond is None or rcond < 0 else rcond)
    rank = kept.sum(-1).astype(np.int64)
    X = inverse @ Bm
    empty = _const(np.zeros((0,)), A)
    residuals = empty
    if driver != "gelsy" and m > n and np.all(rank == n):
        residuals = ((A @ X - Bm) ** 2).sum(-2)
        residuals = residuals.squeeze(-1) if vector else residuals
    ranks = tensor(rank) if driver != "gels" else tensor(np.zeros((0,), np.int64))
    values = _const(s, A) if driver in ("gelsd", "gelss") else empty
    return LstsqResult(X.squeeze(-1) if vector else X, residuals, ranks, values)


def svdvals(A):
    """The singular values (descending) of each matrix, as `torch.linalg.svdvals`;
    d s_i = u_i^T dA v_i."""
    if len(A.shape) < 2:
        raise ValueError(f"linalg.svdvals: The input tensor A must have at least 2 dimensions,"
                         f" got {list(A.shape)}")
    a = np.asarray(A).astype(np.float64)
    u, s, vh = np.linalg.svd(a, full_matrices=False)
    U, Vh = _const(u, A), _const(vh, A)
    return _const(s, A) + _diagonal(_mT(U) @ _delta(A) @ _mT(Vh), 0, -2, -1)


def matrix_rank(A, *, hermitian: bool = False):
    """The number of singular values above max(m, n) * eps * the largest, as
    `torch.linalg.matrix_rank` (i64; no gradient)."""
    a = np.asarray(A).astype(np.float64)
    s = np.linalg.svd(a, compute_uv=False)
    eps = np.finfo(np.asarray(A).dtype).eps
    tol = s[..., :1] * max(a.shape[-2:]) * eps
    return _const((s > tol).sum(-1).astype(np.int64), tensor(np.zeros((), np.int64)))


# -- errors ---------------------------------------------------------------------------------

def _singular_at(m: np.ndarray) -> int:
    """The first zero pivot of `m`'s LU factorisation with partial pivoting (its index)."""
    u = m.copy()
    n = u.shape[0]
    for k in range(n):
        p = k + int(np.argmax(np.abs(u[k:, k])))
        if u[p, k] == 0:
            return k
        u[[k, p]] = u[[p, k]]
        u[k + 1:] -= np.outer(u[k + 1:, k] / u[k, k], u[k])
    return n - 1


def _first_singular(a: np.ndarray) -> int:
    for m in a.reshape(-1, *a.shape[-2:]):
        if np.linalg.matrix_rank(m) < m.shape[0]:
            return _singular_at(m)
    return a.shape[-1] - 1


def _singular(what: str, k: int) -> LinAlgError:
    return LinAlgError(f"linalg.{what}: The diagonal element {k + 1} is zero, the inversion"
                       f" could not be completed because the input matrix is singular.")


def _not_positive_at(m: np.ndarray) -> int:
    """The order of the first leading minor of `m` that is not positive-definite (0: none)."""
    for k in range(1, m.shape[0] + 1):
        try:
            np.linalg.cholesky(m[:k, :k])
        except np.linalg.LinAlgError:
            return k
    return 0


def _not_positive(what: str, k: int) -> LinAlgError:
    return LinAlgError(f"linalg.{what}: The factorization could not be completed because the"
                       f" input is not positive-definite (the leading minor of order {k} is"
                       f" not positive-definite).")


def _cofactors(m: np.ndarray) -> np.ndarray:
    """det(m) m^-T where m may be singular: the cofactor matrix, by minors."""
    n = m.shape[0]
    out = np.empty_like(m)
    for i in range(n):
        for j in range(n):
            minor = np.delete(np.delete(m, i, 0), j, 1)
            out[i, j] = (-1) ** (i + j) * (np.linalg.det(minor) if n > 1 else 1.0)
    return out


# -- the top-level spellings, and the tensor methods ---------------------------------------

def inverse(input):
    """The inverses of the matrices, as `torch.inverse` (`linalg.inv`)."""
    return inv(input)


def _cholesky(input, upper: bool = False):
    """The Cholesky factor, as `torch.cholesky` and `Tensor.cholesky` (`upper` positional)."""
    return cholesky(input, upper=upper)


_cholesky.__name__ = "cholesky"


def _svd(input, some: bool = True, compute_uv: bool = True):
    """(U, S, V) of each matrix, as `torch.svd` and `Tensor.svd` (V, not Vh; `some`: the
    reduced factors; without `compute_uv`, U and V are zeros)."""
    U, S, Vh = svd(input, full_matrices=not some)
    if not compute_uv:
        return ops.zeros_like(U), S, ops.zeros_like(_mT(Vh))
    return U, S, _mT(Vh)


def _qr(input, some: bool = True):
    """(Q, R), as `torch.qr` and `Tensor.qr` (`some`: the reduced factors)."""
    return qr(input, "reduced" if some else "complete")


_svd.__name__, _qr.__name__ = "svd", "qr"

#: the functions `aotgrad` offers at its top level, as `torch` does
TOP_LEVEL = {"inverse": inverse, "det": det, "logdet": logdet, "slogdet": slogdet,
             "svd": _svd, "qr": _qr}

add_methods(inverse, det, logdet, slogdet, _cholesky, _svd, _qr)

__all__ = ["LinAlgError", "inv", "inv_ex", "solve", "det", "slogdet", "logdet", "cholesky",
           "cholesky_ex", "eigh", "eigvalsh", "qr", "svd", "svdvals", "pinv", "lstsq", "matrix_rank",
           "inverse"]
