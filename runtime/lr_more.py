"""`MultiplicativeLR` and `ChainedScheduler` of `aotgrad.optim.lr_scheduler`, as PyTorch
computes them: the first multiplies each group's rate by its function of the epoch at every
step; the second steps several schedulers of one optimizer together, each acting on the rate
the ones before it left.
"""
from __future__ import annotations

from ..ir.errors import IRError
from .lr_scheduler import LambdaLR, LRScheduler, SequentialLR, _check_schedulers


class MultiplicativeLR(LambdaLR):
    """lr *= lr_lambda(epoch) at every step, with one function or one per group."""

    def get_lr(self):
        self._warn_outside_step()
        if self._is_initial:
            return self._current()
        return [lr * fn(self.last_epoch) for fn, lr in zip(self.lr_lambdas, self._current())]


class ChainedScheduler(LRScheduler):
    """Steps each of `schedulers` (of one optimizer) in turn at every `step()`, so their
    changes of the rate compose (ConstantLR warmup times ExponentialLR decay)."""

    def __init__(self, schedulers, optimizer=None):
        if len(schedulers) < 1:
            raise IRError(f"{type(self).__name__} expects at least one scheduler to be chained,"
                          " but got no scheduler.")
        optimizer = optimizer or schedulers[0].optimizer
        _check_schedulers(type(self).__name__, schedulers, optimizer)
        self._schedulers = list(schedulers)
        self.optimizer = optimizer
        self._last_lr = self._current()

    def step(self) -> None:
        """Step each scheduler, in order."""
        for scheduler in self._schedulers:
            scheduler.step()
        self._last_lr = self._current()

    # each scheduler saved and loaded as its own state dict
    state_dict = SequentialLR.state_dict
    load_state_dict = SequentialLR.load_state_dict
