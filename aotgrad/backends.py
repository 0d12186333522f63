"""`aotgrad.backends`: backend settings, spelled as PyTorch's `torch.backends`.

`aotgrad.backends.cuda.matmul.allow_tf32` (False by default, as PyTorch's): cuBLAS may use TF32
tensor cores for float32 matmuls of the cuda backend (faster, about 10 bits of mantissa).
"""
from types import SimpleNamespace

from aotgrad.runtime.cublas import MATMUL

cuda = SimpleNamespace(matmul=MATMUL)

__all__ = ["cuda"]
