"""`aotgrad.cuda`: the GPU, as `torch.cuda` spells it.

`is_available()`; `synchronize()` waits for queued kernels (and raises their errors);
`empty_cache()` frees the memory the caching allocator keeps for reuse; `counts()` tells the
device allocations and host<->device copies since `reset_counts()` (what a training step on the
device should not do after its first call).
"""
from aotgrad.runtime.device import counts, empty_cache, reset_counts, synchronize, unavailable


def is_available() -> bool:
    """Whether device tensors and the cuda backend can run here (pycuda and a GPU)."""
    return unavailable() is None


__all__ = ["counts", "empty_cache", "is_available", "reset_counts", "synchronize",
           "unavailable"]
