"""`aotgrad.linalg`: `torch.linalg`'s norms and products (defined in `runtime/linalg.py`) and
decompositions (`runtime/linalg_decompositions.py`)."""
from aotgrad.runtime.linalg import (cross, diagonal, matmul, matrix_norm, matrix_power,
                                    multi_dot, norm, vecdot, vector_norm)
from aotgrad.runtime.linalg_decompositions import (LinAlgError, cholesky, cholesky_ex, det,
                                                   eigh, eigvalsh, inv, inv_ex, lstsq, matrix_rank, pinv, qr,
                                                   slogdet, solve, svd, svdvals)

__all__ = ["vector_norm", "matrix_norm", "norm", "vecdot", "cross", "matmul", "multi_dot",
           "matrix_power", "diagonal", "inv", "inv_ex", "solve", "det", "slogdet", "cholesky",
           "cholesky_ex", "eigh", "eigvalsh", "qr", "svd", "svdvals", "pinv",
           "lstsq", "matrix_rank", "LinAlgError"]
