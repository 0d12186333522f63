"""Every compiled function alive, so that a change that no guard reads can make them all
compile again (`forget_all`): a module's first hook (`runtime/nn.py`). `CompiledFunction`
(`runtime/function.py`) registers itself here."""
from __future__ import annotations

import weakref

#: the compiled functions alive
LIVE: "weakref.WeakSet" = weakref.WeakSet()


def forget_all() -> None:
    """Every compiled function forgets its compiled signatures."""
    for f in list(LIVE):
        f.cache_clear()
