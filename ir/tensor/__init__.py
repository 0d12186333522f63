"""The `tensor` dialect: immutable tensors with static shapes, the level frontends produce.

Each op is one class: its name, operands, attributes, facts, `infer_type` (the only shape and
dtype logic) and `evaluate` (its meaning on numpy arrays, read by the reference interpreter).
Broadcasting is explicit: elementwise ops require equal shapes; frontends insert
`tensor.broadcast`. Composite ops (softmax, layernorm, ...) are decomposed by `decompose`.
"""
from __future__ import annotations

from ..core import Dialect
from .base import TensorOp  # noqa: F401  (re-exported)
from .composite import CrossEntropyOp, LayernormOp, LogSoftmaxOp, MseOp, SoftmaxOp
from .conv import AvgPool2dOp, Conv2dOp, FoldOp, MaxPool2dOp, UnfoldOp
from .elementwise import (AbsOp, AddOp, BinaryOp, CastOp, CompareOp, CosOp, DivOp, EqOp,
                          ErfOp, ExpOp, Expm1Op, GeluOp, Log1pOp, GeOp, GtOp, LeOp, LogOp, LtOp,
                          MaximumOp, MinimumOp, MulOp, NegOp, NeOp, PowOp, ReluOp, RsqrtOp,
                          SigmoidOp, SinOp, SqrtOp, SubOp, TanhOp, UnaryOp, WhereOp)
from .index import EmbeddingOp, ScatterAddOp, TakeAlongOp, check_index_values
from .reduction import (ArgmaxOp, ArgminOp, LogsumexpOp, MaxOp, MeanOp, MinOp, ProdOp, ReduceOp,
                        SumOp, reduced_shape)
from .rounding import CeilOp, FloorOp, FmodOp, RemainderOp, RoundOp, SignOp, TruncOp
from .trig import Atan2Op, AtanOp
from .bitwise import (BitwiseAndOp, BitwiseNotOp, BitwiseOrOp, BitwiseXorOp, ShiftLeftOp,
                      ShiftRightOp)
from .scan import CummaxOp, CumminOp, CumprodOp, CumsumOp, LinearScanOp, ScanOp
from .sort import ArgsortOp, stable_argsort
from .shape import (BroadcastOp, ConcatOp, MatmulOp, ReshapeOp, SliceOp, TransposeOp,
                    broadcast_dims)
from .source import (RNG_TYPE, CheckpointOp, ConstantOp, DropoutOp, IotaOp, RandnOp,
                     RandomOp, RandOp, StopGradientOp, box_muller, check_indices, index_error,
                     counter_uniform, draw, rng_argument, scalar_of, stream_length)

DIALECT = Dialect("tensor", [
    NegOp, ExpOp, LogOp, SinOp, CosOp, TanhOp, SigmoidOp, ReluOp, SqrtOp, RsqrtOp, AbsOp,
    ErfOp, Log1pOp, Expm1Op, GeluOp, CastOp,
    FloorOp, CeilOp, RoundOp, TruncOp, SignOp, AtanOp, BitwiseNotOp,
    AddOp, SubOp, MulOp, DivOp, PowOp, MaximumOp, MinimumOp, RemainderOp, FmodOp, Atan2Op,
    BitwiseAndOp, BitwiseOrOp, BitwiseXorOp, ShiftLeftOp, ShiftRightOp,
    LtOp, LeOp, GtOp, GeOp, EqOp, NeOp, WhereOp,
    SumOp, ProdOp, MeanOp, MaxOp, MinOp, LogsumexpOp, ArgmaxOp, ArgminOp,
    CumsumOp, CumprodOp, CummaxOp, CumminOp, LinearScanOp,
    BroadcastOp, ReshapeOp, TransposeOp, SliceOp, ConcatOp, MatmulOp,
    SoftmaxOp, LogSoftmaxOp, CrossEntropyOp, MseOp, LayernormOp,
    EmbeddingOp, TakeAlongOp, ScatterAddOp, ArgsortOp,
    UnfoldOp, FoldOp, Conv2dOp, MaxPool2dOp, AvgPool2dOp,
    CheckpointOp, StopGradientOp, RandOp, RandnOp, DropoutOp, ConstantOp, IotaOp,
])
