"""aotgrad: an ahead-of-time autograd compiler.

The user API, re-exported from where it is defined: frontends (`parse`, `parse_file`,
`parse_ir`, `trace`), passes (`run_passes`), execution (`interpret`, `Tensor`, `tensor`), the op
functions (`relu`, `matmul`, `zeros`, ...), checkpoint tags, and compiled functions (`compile`,
`aot_function`, `grad`, `value_and_grad`), the random generator (`manual_seed`), with `debug`
levels; and the `nn`, `optim`, `profiler`, `distributions`, `linalg` and `utils`
(`utils.data`) modules. The parsers (`parse`, `parse_file`, `parse_ir`) and
with them Lark are imported on first use, so `import aotgrad` stays quick.
"""
from . import distributions, functions, linalg, nn, optim, profiler, utils
from . import autograd, compiled_autograd
from aotgrad.frontend.tracer import TraceError, trace
from .functions import *  # noqa: F401,F403  (the op functions and checkpoint tags)
from .functions import checkpoint_name, recompute, save
from aotgrad.ir.core import Module
from aotgrad.ir.errors import DTypeError, Error, ExecutionError, IndexingError, IRError, ShapeError
from aotgrad.ir.interpret import interpret
from aotgrad.runtime.aot import aot_function
from aotgrad.runtime.autograd import is_grad_enabled, no_grad
from aotgrad.runtime.autograd import enable_grad, inference_mode, set_grad_enabled
from aotgrad.runtime.compiled import RecompileWarning, compile
from aotgrad.runtime.cond import cond
from aotgrad.runtime.debug import debug
from aotgrad.runtime.explain import explain
from aotgrad.runtime.pipeline import run_passes
from aotgrad.runtime.functional import grad, value_and_grad
from aotgrad.runtime import random as _random
from aotgrad.runtime.random import Generator
from aotgrad.runtime.distributions import multinomial
from aotgrad.runtime.tensor import Tensor, from_dlpack, tensor
from aotgrad.runtime.tensor_functions import *  # noqa: F401,F403  (more torch functions)
from aotgrad.runtime import tensor_functions as _tensor_functions
from aotgrad.runtime.tensor_functions_more import *  # noqa: F401,F403  (and more)
from aotgrad.runtime import tensor_functions_more as _tensor_functions_more
from aotgrad.runtime.tensor_functions_math import *  # noqa: F401,F403  (and more)
from aotgrad.runtime import tensor_functions_math as _tensor_functions_math
from aotgrad.runtime.tensor_functions_index import *  # noqa: F401,F403  (and more)
from aotgrad.runtime import tensor_functions_index as _tensor_functions_index
from aotgrad.runtime.tensor_functions_extra import *  # noqa: F401,F403  (and more)
from aotgrad.runtime import tensor_functions_extra as _tensor_functions_extra
from . import backends, cuda
from aotgrad.runtime.linalg_decompositions import TOP_LEVEL as _LINALG_TOP
globals().update(_LINALG_TOP)

import numpy as _np  # noqa: E402
from operator import index as _index  # noqa: E402


def manual_seed(seed):
    """Seed every generator, as `torch.manual_seed`: the one random ops draw from (`rand`,
    `randn`, `dropout`, eager and compiled) and the one that initialises `nn` parameters
    (`nn.manual_seed`), so `manual_seed(0)` then building and training a model is reproducible
    in one process. Returns the random ops' generator."""
    generator = _random.manual_seed(seed)          # checks the seed
    nn.manual_seed(_index(seed) % 2 ** 64)        # (`int` is the dtype in this module)
    return generator


# The dtypes by PyTorch's names (`dtype=aotgrad.long`, `t.to(aotgrad.float64)`): numpy's scalar
# types, which every `dtype=` takes and `t.dtype` compares equal to.
float32 = float = _np.float32
float64 = double = _np.float64
int32 = int = _np.int32
int64 = long = _np.int64
bool = _np.bool_

__all__ = [
    "parse", "parse_file", "parse_ir", "trace", "run_passes", "interpret", "Module", "Tensor",
    "tensor", "checkpoint_name", "save", "recompute", "compile", "aot_function", "grad",
    "value_and_grad", "debug", "no_grad", "is_grad_enabled", "TraceError", "IRError", *functions.__all__,
    "Error", "ShapeError", "DTypeError", "ExecutionError", "IndexingError", "manual_seed",
    "RecompileWarning", "nn", "optim", "profiler", "utils", "distributions", "linalg",
    "Generator",
    "multinomial", "from_dlpack",
    "backends", "cuda",
    "autograd", "compiled_autograd", "enable_grad", "set_grad_enabled", "inference_mode", "cond",
    "explain", "float32", "float64", "int32", "int64", "long", "double",
    *_tensor_functions.__all__, *_tensor_functions_more.__all__,
    *_tensor_functions_math.__all__, *_tensor_functions_index.__all__,
    *_tensor_functions_extra.__all__, *_LINALG_TOP,
]

_LAZY = {"parse": "frontend.dsl", "parse_file": "frontend.dsl", "parse_ir": "ir.parser"}


def __getattr__(name: str):
    if name in _LAZY:
        import importlib
        value = getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'aotgrad' has no attribute {name!r}")
