"""`ReduceLROnPlateau` of `aotgrad.optim.lr_scheduler`: lower the learning rate when a metric
stops improving, as PyTorch does.

`step(metric)` counts the epochs since the metric last improved on the best value by more
than `threshold` (relative or absolute, in `mode` "min" or "max"); past `patience` such epochs
every group's lr is multiplied by `factor` (not below `min_lr`, and not by less than `eps`),
and `cooldown` epochs follow in which bad epochs are not counted.
"""
from __future__ import annotations

import math
import warnings

from ..ir.errors import DTypeError, ExecutionError, IRError
from .lr_scheduler import LRScheduler
from .optim import Optimizer


class ReduceLROnPlateau(LRScheduler):
    """lr *= factor after `patience` epochs without improvement of the metric `step` is
    given."""

    needs_metrics = True          # its step takes a metric: SequentialLR cannot drive it

    def __init__(self, optimizer: Optimizer, mode: str = "min", factor: float = 0.1,
                 patience: int = 10, threshold: float = 1e-4, threshold_mode: str = "rel",
                 cooldown: int = 0, min_lr=0, eps: float = 1e-8):
        if factor >= 1.0:
            raise IRError(f"Factor should be < 1.0, got factor={factor}")
        self.factor = factor
        if not isinstance(optimizer, Optimizer):
            raise DTypeError(f"{type(optimizer).__name__} is not an Optimizer")
        self.optimizer = optimizer
        if isinstance(min_lr, (list, tuple)):
            if len(min_lr) != len(optimizer.param_groups):
                raise IRError(f"expected {len(optimizer.param_groups)} min_lrs, got"
                              f" {len(min_lr)}")
            self.default_min_lr = None
            self.min_lrs = list(min_lr)
        else:
            self.default_min_lr = min_lr
            self.min_lrs = [min_lr] * len(optimizer.param_groups)
        self.patience = patience
        self.cooldown = cooldown
        self.eps = eps
        self.last_epoch = 0
        self._last_lr = [group["lr"] for group in optimizer.param_groups]
        self._init_is_better(mode, threshold, threshold_mode)
        self._reset()

    def _reset(self) -> None:
        self.best = self.mode_worse
        self.cooldown_counter = 0
        self.num_bad_epochs = 0

    @property
    def in_cooldown(self) -> bool:
        return self.cooldown_counter > 0

    def step(self, metrics, epoch=None) -> None:
        """Count this epoch's `metrics` (a number or a 0-d tensor) and lower the rates after
        `patience` epochs without improvement."""
        current = float(metrics)
        if epoch is None:
            epoch = self.last_epoch + 1
        else:
            warnings.warn("The epoch parameter in `scheduler.step()` is deprecated: call"
                          " `scheduler.step(metrics)` without it.", UserWarning, stacklevel=2)
        self.last_epoch = epoch
        if self._is_better(current, self.best):
            self.best = current
            self.num_bad_epochs = 0
        else:
            self.num_bad_epochs += 1
        if self.in_cooldown:
            self.cooldown_counter -= 1
            self.num_bad_epochs = 0           # bad epochs in the cooldown are not counted
        if self.num_bad_epochs > self.patience:
            self._reduce_lr()
            self.cooldown_counter = self.cooldown
            self.num_bad_epochs = 0
        self._last_lr = [group["lr"] for group in self.optimizer.param_groups]

    def _reduce_lr(self) -> None:
        groups = self.optimizer.param_groups
        if len(groups) != len(self.min_lrs):
            if self.default_min_lr is None:
                raise ExecutionError(f"The number of param groups in the `optimizer`"
                                     f" ({len(groups)}) differs from when `ReduceLROnPlateau`"
                                     f" was initialized ({len(self.min_lrs)}): set `min_lrs` to"
                                     " one per param group")
            self.min_lrs = [self.default_min_lr] * len(groups)
        for group, low in zip(groups, self.min_lrs):
            old = float(group["lr"])
            new = max(old * self.factor, low)
            if old - new > self.eps:
                group["lr"] = new

    def _is_better(self, a: float, best: float) -> bool:
        if self.mode == "min" and self.threshold_mode == "rel":
            return a < best * (1.0 - self.threshold)
        if self.mode == "min":
            return a < best - self.threshold
        if self.threshold_mode == "rel":
            return a > best * (self.threshold + 1.0)
        return a > best + self.threshold

    def _init_is_better(self, mode: str, threshold: float, threshold_mode: str) -> None:
        if mode not in ("min", "max"):
            raise IRError(f"mode {mode} is unknown! (expected 'min' or 'max')")
        if threshold_mode not in ("rel", "abs"):
            raise IRError(f"threshold mode {threshold_mode} is unknown! (expected 'rel' or"
                          " 'abs')")
        self.mode_worse = math.inf if mode == "min" else -math.inf
        self.mode = mode
        self.threshold = threshold
        self.threshold_mode = threshold_mode

    def load_state_dict(self, state_dict: dict) -> None:
        """Restore what `state_dict()` returned."""
        self.__dict__.update(state_dict)
        self._init_is_better(self.mode, self.threshold, self.threshold_mode)
