"""`aotgrad.optim.lr_scheduler`: StepLR, CosineAnnealingLR, LambdaLR, LinearLR and OneCycleLR
(defined in `runtime/lr_scheduler.py`)."""
from aotgrad.runtime.lr_scheduler import (CosineAnnealingLR, LambdaLR, LinearLR, LRScheduler,
                                          OneCycleLR, StepLR)

__all__ = ["LRScheduler", "LambdaLR", "StepLR", "LinearLR", "CosineAnnealingLR", "OneCycleLR"]
