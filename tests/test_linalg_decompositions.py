"""`aotgrad.linalg`'s decompositions against PyTorch: values and first derivatives, eager and
inside a compiled function (a graph break, as a data-dependent op's), batches, the `_ex`
variants' info, PyTorch's errors for singular and non-positive-definite inputs, and the
spectral and nuclear norms they give."""
from __future__ import annotations

import numpy as np
import pytest

import aotgrad
from aotgrad import linalg

torch = pytest.importorskip("torch")

RNG = np.random.default_rng(7)
A = (RNG.standard_normal((3, 4, 4)) + 3 * np.eye(4)).astype(np.float32)
SPD = (A @ A.transpose(0, 2, 1) + np.eye(4)).astype(np.float32)
B = RNG.standard_normal((3, 4, 2)).astype(np.float32)
WIDE = RNG.standard_normal((2, 3, 5)).astype(np.float32)
TALL = RNG.standard_normal((2, 6, 4)).astype(np.float32)


def _product(usv):
    u, s, vh = usv
    return u @ vh, s

CASES = {
    "inv": (linalg.inv, torch.linalg.inv, [A]),
    "solve": (linalg.solve, torch.linalg.solve, [A, B]),
    "solve_vector": (linalg.solve, torch.linalg.solve, [A[0], B[0, :, 0]]),
    "solve_right": (lambda a, b: linalg.solve(a, b, left=False),
                    lambda a, b: torch.linalg.solve(a, b, left=False), [A, B.transpose(0, 2, 1)]),
    "det": (linalg.det, torch.linalg.det, [A]),
    "slogdet": (linalg.slogdet, torch.linalg.slogdet, [A]),
    "logdet": (aotgrad.logdet, torch.logdet, [SPD]),
    "inverse_method": (lambda a: a.inverse(), lambda a: a.inverse(), [A]),
    "cholesky": (linalg.cholesky, torch.linalg.cholesky, [SPD]),
    "cholesky_upper": (lambda a: linalg.cholesky(a, upper=True),
                       lambda a: torch.linalg.cholesky(a, upper=True), [SPD]),
    "cholesky_method": (lambda a: a.cholesky(), lambda a: a.cholesky(), [SPD]),
    "eigvalsh": (linalg.eigvalsh, torch.linalg.eigvalsh, [SPD]),
    # an eigenvector's sign is LAPACK's choice: compare what does not depend on it
    "eigh": (lambda a: (linalg.eigh(a)[0], linalg.eigh(a)[1] ** 2),
             lambda a: (torch.linalg.eigh(a)[0], torch.linalg.eigh(a)[1] ** 2), [SPD]),
    "svdvals": (linalg.svdvals, torch.linalg.svdvals, [WIDE]),
    "qr": (linalg.qr, torch.linalg.qr, [A]),
    "qr_tall": (linalg.qr, torch.linalg.qr, [TALL]),
    # singular vectors' signs are LAPACK's choice: squares and U Vh do not depend on them
    "svd": (lambda a: tuple(v ** 2 for v in linalg.svd(a, full_matrices=False)),
            lambda a: tuple(v ** 2 for v in torch.linalg.svd(a, full_matrices=False)), [TALL]),
    "pinv": (linalg.pinv, torch.linalg.pinv, [TALL]),
    "lstsq": (lambda a, b: linalg.lstsq(a, b).solution,
              lambda a, b: torch.linalg.lstsq(a, b).solution, [TALL, TALL[..., :2] * 2]),
    "lstsq_gelsd": (lambda a, b: tuple(linalg.lstsq(a, b, driver="gelsd"))[:2],
                    lambda a, b: tuple(torch.linalg.lstsq(a, b, driver="gelsd"))[:2],
                    [TALL, TALL[..., :3] + 1]),
    "lstsq_vector": (lambda a, b: linalg.lstsq(a, b).solution,
                     lambda a, b: torch.linalg.lstsq(a, b).solution, [TALL[0], TALL[1, :, 0]]),
    "pinv_wide": (linalg.pinv, torch.linalg.pinv, [WIDE]),
    "torch_svd": (lambda a: tuple(v ** 2 for v in aotgrad.svd(a)),
                  lambda a: tuple(v ** 2 for v in torch.svd(a)), [TALL]),
    "qr_method": (lambda a: a.qr(), lambda a: a.qr(), [TALL]),
    "svd_product": (lambda a: _product(linalg.svd(a, False)),
                    lambda a: _product(torch.linalg.svd(a, full_matrices=False)), [WIDE]),
    "norm_2": (lambda a: linalg.matrix_norm(a, ord=2),
               lambda a: torch.linalg.matrix_norm(a, ord=2), [WIDE]),
    "norm_nuc": (lambda a: linalg.matrix_norm(a, ord="nuc", keepdim=True),
                 lambda a: torch.linalg.matrix_norm(a, ord="nuc", keepdim=True), [WIDE]),
    "norm_-2": (lambda a: linalg.norm(a, ord=-2, dim=(0, 2)),
                lambda a: torch.linalg.norm(a, ord=-2, dim=(0, 2)), [WIDE]),
}


def _run(fn, arrays, make, compiled=False):
    inputs = [make(a) for a in arrays]
    f = aotgrad.compile(fn) if compiled else fn
    out = f(*inputs)
    return inputs, (out if isinstance(out, tuple) else (out,))


@pytest.mark.parametrize("compiled", [False, True], ids=["eager", "compiled"])
@pytest.mark.parametrize("case", list(CASES))
def test_values_and_gradients_match_pytorch(case, compiled):
    ours, theirs, arrays = CASES[case]
    a_in, a_out = _run(ours, arrays, lambda a: aotgrad.tensor(a, requires_grad=True), compiled)
    t_in, t_out = _run(theirs, arrays, lambda a: torch.tensor(a, requires_grad=True))
    weights = [RNG.standard_normal(tuple(t.shape)).astype(np.float32) for t in t_out]
    for got, want in zip(a_out, t_out):
        assert tuple(got.shape) == tuple(want.shape)
        np.testing.assert_allclose(got.detach().numpy(), want.detach().numpy(), rtol=1e-4,
                                   atol=1e-4, err_msg=f"{case} value")
    sum((o * aotgrad.tensor(w)).sum() for o, w in zip(a_out, weights)).backward()
    sum((o * torch.tensor(w)).sum() for o, w in zip(t_out, weights)).backward()
    for got, want in zip(a_in, t_in):
        w = want.grad.numpy()
        np.testing.assert_allclose(got.grad.numpy(), w, rtol=1e-3,
                                   atol=1e-4 * max(1.0, np.abs(w).max()),
                                   err_msg=f"{case} gradient")


def test_a_decomposition_inside_fullgraph_is_refused_as_a_graph_break():
    f = aotgrad.compile(lambda a: linalg.inv(a).sum(), fullgraph=True)
    with pytest.raises(aotgrad.TraceError, match="cannot use the value of a traced tensor"):
        f(aotgrad.tensor(A))


def test_singular_and_indefinite_inputs_raise_pytorchs_errors():
    singular = np.array([[1.0, 2.0], [2.0, 4.0]], np.float32)
    for fn in (linalg.inv, lambda a: linalg.solve(a, aotgrad.tensor(np.ones(2, np.float32)))):
        with pytest.raises(linalg.LinAlgError, match=r"linalg\.\w+: The diagonal element 2 is "
                                                     r"zero, the inversion could not be "
                                                     r"completed because the input matrix is "
                                                     r"singular"):
            fn(aotgrad.tensor(singular))
    with pytest.raises(torch.linalg.LinAlgError, match="diagonal element 2 is zero"):
        torch.linalg.inv(torch.tensor(singular))
    indefinite = np.diag([1.0, 2.0, -1.0]).astype(np.float32)
    with pytest.raises(linalg.LinAlgError, match=r"leading minor of order 3 is not "
                                                 r"positive-definite"):
        linalg.cholesky(aotgrad.tensor(indefinite))
    with pytest.raises(torch.linalg.LinAlgError, match="order 3 is not positive-definite"):
        torch.linalg.cholesky(torch.tensor(indefinite))
    with pytest.raises(ValueError, match="square matrices"):
        linalg.det(aotgrad.tensor(WIDE))


def test_the_ex_variants_report_failures_per_matrix_as_pytorch():
    batch = np.stack([np.eye(3), np.diag([1.0, 0.0, 1.0]), np.diag([1.0, -1.0, 2.0])]) \
        .astype(np.float32)
    _, info = linalg.cholesky_ex(aotgrad.tensor(batch))
    _, t_info = torch.linalg.cholesky_ex(torch.tensor(batch))
    np.testing.assert_array_equal(info.numpy(), t_info.numpy())
    assert info.dtype == np.int32
    inverse, info = linalg.inv_ex(aotgrad.tensor(batch))
    _, t_info = torch.linalg.inv_ex(torch.tensor(batch))
    np.testing.assert_array_equal(info.numpy(), t_info.numpy())
    np.testing.assert_allclose(inverse.numpy()[0], np.eye(3))
    with pytest.raises(linalg.LinAlgError, match="not positive-definite"):
        linalg.cholesky_ex(aotgrad.tensor(batch), check_errors=True)


def test_top_level_spellings_and_matrix_rank():
    t = torch.tensor(A)
    x = aotgrad.tensor(A)
    np.testing.assert_allclose(aotgrad.det(x).numpy(), torch.det(t).numpy(), rtol=1e-4)
    np.testing.assert_allclose(aotgrad.inverse(x).numpy(), torch.inverse(t).numpy(),
                               rtol=1e-4, atol=1e-6)
    sign, logabs = aotgrad.slogdet(x)
    t_sign, t_logabs = torch.slogdet(t)
    np.testing.assert_array_equal(sign.numpy(), t_sign.numpy())
    np.testing.assert_allclose(logabs.numpy(), t_logabs.numpy(), rtol=1e-5)
    low_rank = (WIDE[0].T @ WIDE[0]).astype(np.float32)     # 5 x 5 of rank 3
    assert int(linalg.matrix_rank(aotgrad.tensor(low_rank)).numpy()) == \
        int(torch.linalg.matrix_rank(torch.tensor(low_rank))) == 3


def test_lstsq_reports_what_each_driver_does():
    """gelsy (the default) gives the rank only, gels the residuals only, gelsd and gelss the
    rank, singular values and residuals, as PyTorch's."""
    b = TALL[..., :2] + 0.5
    for driver in (None, "gels", "gelsd", "gelss"):
        ours = linalg.lstsq(aotgrad.tensor(TALL), aotgrad.tensor(b), driver=driver)
        theirs = torch.linalg.lstsq(torch.tensor(TALL), torch.tensor(b), driver=driver)
        for got, want in zip(ours, theirs):
            assert tuple(got.shape) == tuple(want.shape), driver
            np.testing.assert_allclose(got.numpy(), want.numpy(), rtol=1e-4, atol=1e-5)
    with pytest.raises(RuntimeError, match="parameter `driver` should be one of"):
        linalg.lstsq(aotgrad.tensor(TALL), aotgrad.tensor(b), driver="gesv")
