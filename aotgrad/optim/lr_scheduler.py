"""`aotgrad.optim.lr_scheduler`: LambdaLR, StepLR, MultiStepLR, ConstantLR, LinearLR,
ExponentialLR, PolynomialLR, CosineAnnealingLR, SequentialLR, OneCycleLR, CyclicLR,
CosineAnnealingWarmRestarts, ReduceLROnPlateau, MultiplicativeLR and ChainedScheduler (defined
in `runtime/lr_scheduler.py`, `runtime/lr_cycles.py`, `runtime/lr_plateau.py` and
`runtime/lr_more.py`)."""
from aotgrad.runtime.lr_cycles import CosineAnnealingWarmRestarts, CyclicLR, OneCycleLR
from aotgrad.runtime.lr_more import ChainedScheduler, MultiplicativeLR
from aotgrad.runtime.lr_plateau import ReduceLROnPlateau
from aotgrad.runtime.lr_scheduler import (ConstantLR, CosineAnnealingLR, ExponentialLR,
                                          LambdaLR, LinearLR, LRScheduler, MultiStepLR,
                                          PolynomialLR, SequentialLR, StepLR)

__all__ = ["LRScheduler", "LambdaLR", "StepLR", "MultiStepLR", "ConstantLR", "LinearLR",
           "ExponentialLR", "PolynomialLR", "CosineAnnealingLR", "SequentialLR", "OneCycleLR",
           "CosineAnnealingWarmRestarts", "ReduceLROnPlateau", "CyclicLR", "MultiplicativeLR",
           "ChainedScheduler"]
