"""`aotgrad.optim.lr_scheduler`: LambdaLR, StepLR, MultiStepLR, ConstantLR, LinearLR,
ExponentialLR, CosineAnnealingLR, SequentialLR and OneCycleLR (defined in
`runtime/lr_scheduler.py` and `runtime/one_cycle_lr.py`)."""
from aotgrad.runtime.lr_scheduler import (ConstantLR, CosineAnnealingLR, ExponentialLR,
                                          LambdaLR, LinearLR, LRScheduler, MultiStepLR,
                                          SequentialLR, StepLR)
from aotgrad.runtime.one_cycle_lr import OneCycleLR

__all__ = ["LRScheduler", "LambdaLR", "StepLR", "MultiStepLR", "ConstantLR", "LinearLR",
           "ExponentialLR", "CosineAnnealingLR", "SequentialLR", "OneCycleLR"]
