"""Whether operations are recorded for backward: one context variable, read by the runtime's
eager ops and `no_grad` (`runtime.autograd`) and by the tracer, which cuts the gradient of what
a traced function computes inside `no_grad()` (`Trace.emit`)."""
from __future__ import annotations

import contextvars

#: True where operations on tensors that require grad are recorded for backward.
GRAD_ENABLED = contextvars.ContextVar("aotgrad_grad_enabled", default=True)
