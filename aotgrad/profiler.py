"""`aotgrad.profiler`: per-kernel times of compiled calls (defined in `runtime/profiler.py`).

    with aotgrad.profiler.profile() as prof:
        loss = step(model, x, y)
        loss.backward()
    print(prof.table())
"""
from aotgrad.runtime.profiler import Profile, Row, profile

__all__ = ["profile", "Profile", "Row"]
