"""`aotgrad.optim.lr_scheduler`: LambdaLR, StepLR, MultiStepLR, ConstantLR, LinearLR,
ExponentialLR, PolynomialLR, CosineAnnealingLR, SequentialLR, OneCycleLR,
CosineAnnealingWarmRestarts and ReduceLROnPlateau (defined in `runtime/lr_scheduler.py`,
`runtime/lr_cycles.py` and `runtime/lr_plateau.py`)."""
from aotgrad.runtime.lr_cycles import CosineAnnealingWarmRestarts, OneCycleLR
from aotgrad.runtime.lr_plateau import ReduceLROnPlateau
from aotgrad.runtime.lr_scheduler import (ConstantLR, CosineAnnealingLR, ExponentialLR,
                                          LambdaLR, LinearLR, LRScheduler, MultiStepLR,
                                          PolynomialLR, SequentialLR, StepLR)

__all__ = ["LRScheduler", "LambdaLR", "StepLR", "MultiStepLR", "ConstantLR", "LinearLR",
           "ExponentialLR", "PolynomialLR", "CosineAnnealingLR", "SequentialLR", "OneCycleLR",
           "CosineAnnealingWarmRestarts", "ReduceLROnPlateau"]
