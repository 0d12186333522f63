"""`aotgrad.backends`: backend settings, spelled as PyTorch's `torch.backends`.

`aotgrad.backends.cuda.matmul.allow_tf32` (False by default, as PyTorch's): cuBLAS may use TF32
tensor cores for float32 matmuls of the cuda backend (faster, about 10 bits of mantissa).
`aotgrad.backends.cuda.graphs`: True, every program compiled for the cuda backend afterwards,
optimizer updates included, replays its launches as CUDA graphs from its first call, and the
optimizers write in place; False, none does; None (the default), where it pays: a program of
two launches or more captures a set of buffer addresses once it repeats
(`runtime/cuda_graphs.py`). `aotgrad.compile(..., cuda_graphs=)` decides per function.
"""
from aotgrad.runtime.cublas import MATMUL
from aotgrad.runtime.cuda_graphs import SETTINGS


class _Cuda:
    """`aotgrad.backends.cuda`: `matmul.allow_tf32` and `graphs`."""

    matmul = MATMUL

    @property
    def graphs(self) -> bool | None:
        return SETTINGS.graphs

    @graphs.setter
    def graphs(self, on: bool | None) -> None:
        SETTINGS.graphs = None if on is None else bool(on)


cuda = _Cuda()

__all__ = ["cuda"]
