"""`aotgrad.utils`: `aotgrad.utils.data`, PyTorch's `torch.utils.data`."""
from aotgrad.utils import data

__all__ = ["data"]
