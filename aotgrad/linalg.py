"""`aotgrad.linalg`: norms and products of `torch.linalg` (defined in `runtime/linalg.py`)."""
from aotgrad.runtime.linalg import (cross, diagonal, matmul, matrix_norm, matrix_power,
                                    multi_dot, norm, vecdot, vector_norm)

__all__ = ["vector_norm", "matrix_norm", "norm", "vecdot", "cross", "matmul", "multi_dot",
           "matrix_power", "diagonal"]
