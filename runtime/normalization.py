"""`batch_norm` as `torch.nn.functional.batch_norm`: the normalisation (the `batch_norm`
composite of `frontend.conv_ops`) and, in training with running statistics, their in-place
update by PyTorch's rule: `running = (1 - momentum) * running + momentum * batch`, the batch
variance unbiased (`* n / (n - 1)`) in the update while the normalisation uses the biased one.

The update is an in-place write of the running tensors: eager, it changes them now; inside a
compiled function that reads them by name (a module's buffers), the trace records it and every
call of the compiled code writes the new statistics back (`Trace.update`), never a no-op.
"""
from __future__ import annotations

from .autograd import no_grad
from .tensor import call_op


def batch_norm(input, running_mean=None, running_var=None, weight=None, bias=None,
               training=False, momentum=0.1, eps=1e-5):
    """`torch.nn.functional.batch_norm`: per channel; in training, running stats updated."""
    y = call_op("batch_norm", (input, running_mean, running_var, weight, bias, training,
                               momentum, eps), {})
    if training and running_mean is not None:
        update_running_stats(input, running_mean, running_var, momentum)
    return y


def update_running_stats(x, running_mean, running_var, factor) -> None:
    """running = (1 - factor) running + factor * batch statistic, per channel of `x`, the
    variance unbiased; `factor` a number or a 0-d tensor (a cumulative average's 1 / count)."""
    shape = tuple(x.shape)
    axes = [0, *range(2, len(shape))]
    n = 1
    for a in axes:
        n *= shape[a]
    with no_grad():
        xd = call_op("stop_gradient", (x,), {})
        mean = call_op("mean", (xd,), {"axis": axes, "keepdim": True})
        centered = xd - mean
        var = call_op("sum", (centered * centered,), {"axis": axes}) / max(n - 1, 1)
        mean = call_op("reshape", (mean, [shape[1]]), {})
        keep = 1 - factor
        running_mean.copy_(running_mean * keep + mean * factor)
        running_var.copy_(running_var * keep + var * factor)
