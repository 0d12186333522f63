"""Random well-typed tensor programs for the property tests, each built twice: as aotgrad IR
and as the same PyTorch expression.

`programs()` is a hypothesis strategy of `Program`s: 1-3 float arguments of small shapes (rank
0-3, dims 1-5, most of them broadcast-compatible with one base shape), a DAG of 1-12 steps, and
a scalar `sum` output, optionally followed by a second, non-scalar output. A step is data
(`Step(kind, args, attrs)`: a row of `RULES`, the indices of earlier values, the attributes), so
a failing example prints as steps and shrinks. `Program.module(dtype)` builds the IR through
`apply_op`, the op-call layer both frontends use; `Program.torch_outputs(*tensors)` computes
the same outputs with torch. Inputs lie in [-1, 1] and every value carries a bound on its
magnitude: a step whose result could exceed `LIMIT` becomes `tanh` of its first operand, and
log, sqrt, rsqrt, division and pow only see `exp(x) + 0.5` (`sigmoid(x) + 0.5` where exp could
overflow), as remainder and fmod's divisor does; the rounding ops and the remainders see
`x * 1.37 + 0.11`, off the values programs hit exactly; cumprod sees `tanh(x)`. Checkpoint
tags of one program agree (all save or all recompute, plus none).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable

import numpy as np
import torch
import torch.nn.functional as F
from hypothesis import strategies as st

from aotgrad.frontend.ops import apply_op
from aotgrad.ir.builder import Builder, finish_function, new_function
from aotgrad.ir.core import Module, Value
from aotgrad.ir.tensor import draw as draw_uniform
from aotgrad.ir.types import DType, TensorType

NAME = "prog"
ARG_NAMES = ("x", "y", "z")
LIMIT = 1e3

UNARY = {"neg": torch.neg, "exp": torch.exp, "sin": torch.sin, "cos": torch.cos,
         "tanh": torch.tanh, "sigmoid": torch.sigmoid, "relu": torch.relu, "abs": torch.abs,
         "gelu": F.gelu}
POSITIVE = {"log": torch.log, "sqrt": torch.sqrt, "rsqrt": torch.rsqrt}
BINARY = {"add": torch.add, "sub": torch.sub, "mul": torch.mul, "maximum": torch.maximum,
          "minimum": torch.minimum}
COMPARE = {"lt": torch.lt, "le": torch.le, "gt": torch.gt, "ge": torch.ge, "eq": torch.eq,
           "ne": torch.ne}
REDUCE = {"sum": torch.sum, "mean": torch.mean, "max": torch.amax,
          "logsumexp": torch.logsumexp}
#: rounding ops and the remainders, of x * 1.37 + 0.11: values a program hits exactly (0, 1, a
#: relu's zeros) sit on their jumps, where one ulp between two implementations rounds apart
ROUNDING = {"floor": torch.floor, "ceil": torch.ceil, "round": torch.round,
            "trunc": torch.trunc, "sign": torch.sign}
MODULO = {"remainder": torch.remainder, "fmod": torch.fmod}
LITERALS = (0.0, 1.0, -1.5, 2.0)
EXPONENTS = (2.0, 0.5, 3.0, -1.0)


@dataclass(frozen=True)
class Step:
    """One generated op: `RULES[kind]` applied to earlier values `args` with `attrs`."""

    kind: str
    args: tuple[int, ...]
    attrs: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Program:
    """Arguments (shapes, nograd flags), steps, and which values are returned."""

    arg_shapes: tuple[tuple[int, ...], ...]
    nograd: tuple[bool, ...]
    steps: tuple[Step, ...]
    sum_dangling: bool
    extra_output: int | None

    @property
    def n_outputs(self) -> int:
        return 1 if self.extra_output is None else 2

    def module(self, dtype: DType) -> Module:
        """The program as an IR module with one function `@prog` in `dtype`."""
        f = new_function(NAME, [TensorType(s, dtype) for s in self.arg_shapes],
                         ARG_NAMES[:len(self.arg_shapes)],
                         [frozenset({"nograd"}) if n else frozenset() for n in self.nograd])
        b = Builder(f.body)
        values = list(f.args)
        for step in self.steps:
            values.append(RULES[step.kind].ir(b, [values[i] for i in step.args], **step.attrs))
        outputs = self._outputs(values, lambda v: _op(b, "sum", v),
                                lambda u, v: _op(b, "add", u, v))
        return Module([finish_function(f, outputs)])

    def torch_outputs(self, *xs: torch.Tensor) -> list[torch.Tensor]:
        """The same outputs computed by torch from `xs`."""
        values = list(xs)
        for step in self.steps:
            values.append(RULES[step.kind].torch([values[i] for i in step.args], **step.attrs))
        return self._outputs(values, torch.sum, torch.add)

    def inputs(self, dtype: DType, seed: int) -> list[np.ndarray]:
        """Uniform [-1, 1) arguments."""
        rng = np.random.default_rng(seed)
        return [rng.uniform(-1, 1, s).astype(dtype.numpy) for s in self.arg_shapes]

    def _outputs(self, values: list, total: Callable, add: Callable) -> list:
        """sum(last value) (+ the sums of unused values), then the extra output if any."""
        out = total(values[-1])
        if self.sum_dangling:
            used = {i for step in self.steps for i in step.args}
            for i in range(len(self.arg_shapes), len(values) - 1):
                if i not in used:
                    out = add(out, total(values[i]))
        return [out] if self.extra_output is None else [out, values[self.extra_output]]


# --------------------------------------------------------------------------- rules

@dataclass(frozen=True)
class Rule:
    """How a step kind is built in IR (`ir(b, values, **attrs)`) and in torch."""

    ir: Callable[..., Value]
    torch: Callable[..., torch.Tensor]


def _op(b, op_name, *args, **attrs):
    return apply_op(b, op_name, list(args), attrs)


def _ir_positive(b, x, via):
    return _op(b, "add", _op(b, via, x), 0.5)


def _torch_positive(x, via):
    return (torch.exp(x) if via == "exp" else torch.sigmoid(x)) + 0.5


def _ir_shifted(b, x):
    return _op(b, "add", _op(b, "mul", x, 1.37), 0.11)


def _torch_shifted(x):
    return x * 1.37 + 0.11


def _ir_scalar(b, xs, name, value, left):
    return _op(b, name, value, xs[0]) if left else _op(b, name, xs[0], value)


def _torch_scalar(xs, name, value, left):
    c = torch.tensor(value, dtype=xs[0].dtype)
    return BINARY[name](c, xs[0]) if left else BINARY[name](xs[0], c)


def _ir_pow(b, xs, via, exponent=None):
    e = xs[1] if exponent is None else exponent
    return _op(b, "pow", _ir_positive(b, xs[0], via), e)


def _torch_pow(xs, via, exponent=None):
    return torch.pow(_torch_positive(xs[0], via), xs[1] if exponent is None else exponent)


def _torch_reduce(xs, name, axes, keepdim):
    x = xs[0]
    dims = tuple(range(x.dim())) if axes is None else tuple(axes)
    if not dims:
        return x                        # torch reads dim=() as "every axis"
    return REDUCE[name](x, dim=dims, keepdim=keepdim)


def _ir_reduce(b, xs, name, axes, keepdim):
    attrs = {"keepdim": keepdim} if axes is None else {"axes": list(axes), "keepdim": keepdim}
    return _op(b, name, xs[0], **attrs)


def _torch_slice(xs, axis, start, stop, step):
    idx = [slice(None)] * xs[0].dim()
    idx[axis] = slice(start, stop, step)
    return xs[0][tuple(idx)]


def _ir_matmul(b, xs, self_t):
    rhs = _op(b, "transpose", xs[0], perm=_swap_last(xs[0].type.rank)) if self_t else xs[1]
    return _op(b, "matmul", xs[0], rhs)


def _swap_last(rank: int) -> list[int]:
    return [*range(rank - 2), rank - 1, rank - 2]


def _torch_matmul(xs, self_t):
    return torch.matmul(xs[0], xs[0].transpose(-1, -2) if self_t else xs[1])


def _ir_layernorm(b, xs, eps):
    return _op(b, "layernorm", *xs, eps=eps)


def _torch_layernorm(xs, eps):
    w, bias = xs[1:] if len(xs) == 3 else (None, None)
    return F.layer_norm(xs[0], xs[0].shape[-1:], w, bias, eps)


def _ir_where(b, xs, cmp, threshold):
    a, rhs = (xs[2], threshold) if threshold is not None else (xs[2], xs[3])
    return _op(b, "where", _op(b, cmp, a, rhs), xs[0], xs[1])


def _torch_where(xs, cmp, threshold):
    cond = COMPARE[cmp](xs[2], threshold if threshold is not None else xs[3])
    return torch.where(cond, xs[0], xs[1])


def _ir_dropout(b, xs, p, seed, offset):
    """Dropout drawing with a constant (seed, base offset) operand in place of `%rng`."""
    rng = b.constant([seed, 3], (2,), DType.i64, hint="rng")
    return _op(b, "dropout", xs[0], rng, p=p, offset=offset)


def _torch_dropout(xs, p, seed, offset):
    x = xs[0]
    dtype = DType.f64 if x.dtype == torch.float64 else DType.f32
    keep = torch.from_numpy(np.asarray(draw_uniform(np.array([seed, 3]), offset, tuple(x.shape), dtype)
                                       >= p))
    return torch.where(keep, x / (1 - p), torch.zeros((), dtype=x.dtype))


RULES: dict[str, Rule] = {
    "unary": Rule(lambda b, xs, name: _op(b, name, xs[0]),
                  lambda xs, name: UNARY[name](xs[0])),
    "positive": Rule(lambda b, xs, name, via: _op(b, name, _ir_positive(b, xs[0], via)),
                     lambda xs, name, via: POSITIVE[name](_torch_positive(xs[0], via))),
    "binary": Rule(lambda b, xs, name: _op(b, name, *xs),
                   lambda xs, name: BINARY[name](*xs)),
    "scalar": Rule(_ir_scalar, _torch_scalar),
    "scan": Rule(lambda b, xs, name, dim: _op(b, name, xs[0] if name == "cumsum" else
                                              _op(b, "tanh", xs[0]), dim),
                 lambda xs, name, dim: getattr(torch, name)(
                     xs[0] if name == "cumsum" else torch.tanh(xs[0]), dim)),
    "rounding": Rule(lambda b, xs, name: _op(b, name, _ir_shifted(b, xs[0])),
                     lambda xs, name: ROUNDING[name](_torch_shifted(xs[0]))),
    "modulo": Rule(lambda b, xs, name, via: _op(b, name, _ir_shifted(b, xs[0]),
                                                _ir_positive(b, xs[1], via)),
                   lambda xs, name, via: MODULO[name](_torch_shifted(xs[0]),
                                                      _torch_positive(xs[1], via))),
    "div": Rule(lambda b, xs, via: _op(b, "div", xs[0], _ir_positive(b, xs[1], via)),
                lambda xs, via: xs[0] / _torch_positive(xs[1], via)),
    "pow": Rule(_ir_pow, _torch_pow),
    "reduce": Rule(_ir_reduce, _torch_reduce),
    "reshape": Rule(lambda b, xs, shape: _op(b, "reshape", xs[0], shape=list(shape)),
                    lambda xs, shape: xs[0].reshape(shape)),
    "transpose": Rule(
        lambda b, xs, perm: _op(b, "transpose", xs[0],
                                **({} if perm is None else {"perm": list(perm)})),
        lambda xs, perm: xs[0].permute(tuple(reversed(range(xs[0].dim()))) if perm is None
                                       else perm)),
    "slice": Rule(lambda b, xs, **attrs: _op(b, "slice", xs[0], **attrs), _torch_slice),
    "concat": Rule(lambda b, xs, axis: _op(b, "concat", xs, axis=axis),
                   lambda xs, axis: torch.cat(xs, dim=axis)),
    "matmul": Rule(_ir_matmul, _torch_matmul),
    "softmax": Rule(lambda b, xs, name, axis: _op(b, name, xs[0], axis=axis),
                    lambda xs, name, axis: getattr(torch, name)(xs[0], axis)),
    "layernorm": Rule(_ir_layernorm, _torch_layernorm),
    "mse": Rule(lambda b, xs: _op(b, "mse", *xs),
                lambda xs: torch.mean((xs[0] - xs[1]) ** 2)),
    "where": Rule(_ir_where, _torch_where),
    "dropout": Rule(_ir_dropout, _torch_dropout),
    "checkpoint": Rule(lambda b, xs, **attrs: _op(b, "checkpoint", xs[0], **attrs),
                       lambda xs, **attrs: xs[0]),
}


# --------------------------------------------------------------------------- generation

@dataclass(frozen=True)
class Slot:
    """A value available to later steps: its shape, a bound on its magnitude, and the policy
    of its checkpoint tag if it is a tagged value."""

    shape: tuple[int, ...]
    bound: float
    policy: str | None = None

    @property
    def rank(self) -> int:
        return len(self.shape)


def _broadcasts(*shapes) -> bool:
    try:
        np.broadcast_shapes(*shapes)
    except ValueError:
        return False
    return True


def _pick(draw, pool: list[Slot], ok: Callable[[Slot], bool] = lambda s: True) -> int:
    """Index of a value satisfying `ok`, shrinking toward the most recent one."""
    found = [i for i in reversed(range(len(pool))) if ok(pool[i])]
    return found[draw(st.integers(0, len(found) - 1))]


def _via(bound: float) -> str:
    return "exp" if bound <= 3 else "sigmoid"


def _positive_bound(bound: float) -> float:
    return math.exp(bound) + 0.5 if bound <= 3 else 1.5


Drawn = tuple[tuple[int, ...], dict, float]


def _draw_unary(draw, pool, x) -> Drawn:
    name = draw(st.sampled_from(sorted(UNARY)))
    b = pool[x].bound
    bound = {"exp": math.exp(min(b, 700)), "neg": b, "relu": b, "abs": b, "gelu": b}.get(name, 1)
    return (x,), {"name": name}, bound


def _draw_positive(draw, pool, x) -> Drawn:
    name = draw(st.sampled_from(sorted(POSITIVE)))
    p = _positive_bound(pool[x].bound)
    bound = {"log": max(math.log(p), math.log(2)), "sqrt": math.sqrt(p)}.get(name, math.sqrt(2))
    return (x,), {"name": name, "via": _via(pool[x].bound)}, bound


def _draw_binary(draw, pool, x) -> Drawn:
    y = _pick(draw, pool, lambda s: _broadcasts(s.shape, pool[x].shape))
    name = draw(st.sampled_from(sorted(BINARY)))
    a, b = pool[x].bound, pool[y].bound
    return (x, y), {"name": name}, a * b if name == "mul" else a + b


def _draw_scan(draw, pool, x) -> Drawn:
    """cumsum, or cumprod of tanh (bounded by 1), along a dim (negative ones too)."""
    shape = pool[x].shape
    dim = draw(st.integers(-len(shape), len(shape) - 1))
    name = draw(st.sampled_from(["cumsum", "cumprod"]))
    return (x,), {"name": name, "dim": dim}, \
        pool[x].bound * shape[dim] if name == "cumsum" else 1.0


def _draw_rounding(draw, pool, x) -> Drawn:
    name = draw(st.sampled_from(sorted(ROUNDING)))
    return (x,), {"name": name}, 1.0 if name == "sign" else pool[x].bound * 1.37 + 1.11


def _draw_modulo(draw, pool, x) -> Drawn:
    y = _pick(draw, pool, lambda s: _broadcasts(s.shape, pool[x].shape))
    name = draw(st.sampled_from(sorted(MODULO)))
    return (x, y), {"name": name, "via": _via(pool[y].bound)}, \
        _positive_bound(pool[y].bound)


def _draw_scalar(draw, pool, x) -> Drawn:
    name = draw(st.sampled_from(sorted(BINARY)))
    value = draw(st.sampled_from(LITERALS))
    a = pool[x].bound
    return (x,), {"name": name, "value": value, "left": draw(st.booleans())}, \
        a * abs(value) if name == "mul" else a + abs(value)


def _draw_div(draw, pool, x) -> Drawn:
    y = _pick(draw, pool, lambda s: _broadcasts(s.shape, pool[x].shape))
    return (x, y), {"via": _via(pool[y].bound)}, 2 * pool[x].bound


def _draw_pow(draw, pool, x) -> Drawn:
    base = max(_positive_bound(pool[x].bound), 2.0)
    attrs = {"via": _via(pool[x].bound)}

    def small(s: Slot) -> bool:
        return s.bound <= 2 and _broadcasts(s.shape, pool[x].shape)

    if any(small(s) for s in pool) and draw(st.booleans()):
        y = _pick(draw, pool, small)
        return (x, y), attrs, base ** pool[y].bound
    exponent = draw(st.sampled_from(EXPONENTS))
    return (x,), {**attrs, "exponent": exponent}, base ** abs(exponent)


def _draw_reduce(draw, pool, x) -> Drawn:
    name = draw(st.sampled_from(sorted(REDUCE)))
    shape = pool[x].shape
    axes = None
    if draw(st.booleans()):
        axes = draw(st.lists(st.sampled_from(range(len(shape))), unique=True)) if shape else []
        axes = [a - len(shape) if draw(st.booleans()) else a for a in axes]
    keepdim = draw(st.booleans())
    count = int(np.prod([shape[a] for a in (range(len(shape)) if axes is None else axes)]))
    b = pool[x].bound
    bound = {"sum": b * count, "logsumexp": b + math.log(count)}.get(name, b)
    return (x,), {"name": name, "axes": axes, "keepdim": keepdim}, bound


def _draw_reshape(draw, pool, x) -> Drawn:
    n = int(np.prod(pool[x].shape))
    rank = draw(st.integers(0 if n == 1 else 1, 3))
    shape, rest = [], n
    for _ in range(rank - 1):
        d = draw(st.sampled_from([d for d in range(1, rest + 1) if rest % d == 0]))
        shape.append(d)
        rest //= d
    if rank:
        shape.append(rest)
        if draw(st.booleans()):
            shape[draw(st.integers(0, rank - 1))] = -1
    return (x,), {"shape": tuple(shape)}, pool[x].bound


def _draw_transpose(draw, pool, x) -> Drawn:
    perm = None if draw(st.booleans()) else \
        tuple(draw(st.permutations(range(pool[x].rank))))
    return (x,), {"perm": perm}, pool[x].bound


def _draw_slice(draw, pool, x) -> Drawn:
    shape = pool[x].shape
    axis = draw(st.integers(0, len(shape) - 1))
    n = shape[axis]
    start = draw(st.integers(0, n - 1))
    stop = draw(st.one_of(st.none(), st.integers(start + 1, n)))
    step = draw(st.integers(1, 2))
    return (x,), {"axis": axis, "start": start, "stop": stop, "step": step}, pool[x].bound


def _draw_concat(draw, pool, x) -> Drawn:
    shape = pool[x].shape
    axis = draw(st.integers(0, len(shape) - 1))

    def fits(s: Slot) -> bool:
        return s.rank == len(shape) and all(
            a == b for i, (a, b) in enumerate(zip(s.shape, shape)) if i != axis)

    others = tuple(_pick(draw, pool, fits) for _ in range(draw(st.integers(1, 2))))
    return (x, *others), {"axis": axis}, max(pool[i].bound for i in (x, *others))


def _draw_matmul(draw, pool, x) -> Drawn:
    shape = pool[x].shape

    def fits(s: Slot) -> bool:
        return s.rank >= 2 and s.shape[-2] == shape[-1] and _broadcasts(s.shape[:-2],
                                                                          shape[:-2])

    k = shape[-1]
    if any(fits(s) for s in pool) and draw(st.booleans()):
        y = _pick(draw, pool, fits)
        return (x, y), {"self_t": False}, pool[x].bound * pool[y].bound * k
    return (x,), {"self_t": True}, pool[x].bound ** 2 * k


def _draw_softmax(draw, pool, x) -> Drawn:
    name = draw(st.sampled_from(["softmax", "log_softmax"]))
    rank = pool[x].rank
    axis = draw(st.integers(-rank, rank - 1))
    n = pool[x].shape[axis]
    return (x,), {"name": name, "axis": axis}, \
        1.0 if name == "softmax" else 2 * pool[x].bound + math.log(n)


def _draw_layernorm(draw, pool, x) -> Drawn:
    n = pool[x].shape[-1]
    eps = draw(st.sampled_from([1e-5, 1e-3]))
    if any(s.shape == (n,) for s in pool) and draw(st.booleans()):
        w = _pick(draw, pool, lambda s: s.shape == (n,))
        b = _pick(draw, pool, lambda s: s.shape == (n,))
        return (x, w, b), {"eps": eps}, math.sqrt(n) * pool[w].bound + pool[b].bound
    return (x,), {"eps": eps}, math.sqrt(n)


def _draw_mse(draw, pool, x) -> Drawn:
    y = _pick(draw, pool, lambda s: s.shape == pool[x].shape)
    return (x, y), {}, (pool[x].bound + pool[y].bound) ** 2


def _draw_where(draw, pool, x) -> Drawn:
    y = _pick(draw, pool, lambda s: _broadcasts(s.shape, pool[x].shape))
    a = _pick(draw, pool, lambda s: _broadcasts(s.shape, pool[x].shape, pool[y].shape))
    cmp = draw(st.sampled_from(sorted(COMPARE)))
    bound = max(pool[x].bound, pool[y].bound)
    if draw(st.booleans()):
        return (x, y, a), {"cmp": cmp, "threshold": draw(st.sampled_from([0.0, 0.25]))}, bound
    c = _pick(draw, pool, lambda s: _broadcasts(s.shape, pool[x].shape, pool[y].shape,
                                                pool[a].shape))
    return (x, y, a, c), {"cmp": cmp, "threshold": None}, bound


def _draw_dropout(draw, pool, x) -> Drawn:
    p = draw(st.sampled_from([0.5, 0.25, 0.0]))
    attrs = {"p": p, "seed": draw(st.integers(0, 3)), "offset": draw(st.sampled_from([0, 7]))}
    return (x,), attrs, pool[x].bound / (1 - p)


def _draw_checkpoint(draw, pool, x) -> Drawn:
    """A save, recompute or none tag. The tags of one program agree: passes may merge two
    tagged values (x * 1 -> x, cse), and one value tagged save and recompute is an error."""
    used = [s.policy for s in pool if s.policy]
    policy = draw(st.sampled_from([*(used[:1] or ["save", "recompute"]), "none"]))
    return (x,), {"name": "ckpt", "policy": policy}, pool[x].bound


def _any(s: Slot) -> bool:
    return True


def _ranked(s: Slot) -> bool:
    return s.rank >= 1


#: step kind -> (which values may be its first operand, how the rest is drawn).
DRAWS: dict[str, tuple[Callable[[Slot], bool], Callable[..., Drawn]]] = {
    "unary": (_any, _draw_unary), "positive": (_any, _draw_positive),
    "binary": (_any, _draw_binary), "scalar": (_any, _draw_scalar), "div": (_any, _draw_div),
    "rounding": (_any, _draw_rounding), "modulo": (_any, _draw_modulo),
    "scan": (_ranked, _draw_scan),
    "pow": (_any, _draw_pow), "reduce": (_any, _draw_reduce), "reshape": (_any, _draw_reshape),
    "transpose": (_any, _draw_transpose), "slice": (_ranked, _draw_slice),
    "concat": (_ranked, _draw_concat), "matmul": (lambda s: s.rank >= 2, _draw_matmul),
    "softmax": (_ranked, _draw_softmax), "layernorm": (_ranked, _draw_layernorm),
    "mse": (_any, _draw_mse), "where": (_any, _draw_where), "dropout": (_any, _draw_dropout),
    "checkpoint": (_any, _draw_checkpoint),
}

#: kinds drawn twice as often (they need ranked operands, so they are offered less often).
FAVOURED = ("matmul", "softmax", "layernorm", "concat", "slice", "scalar")


@st.composite
def shapes(draw, max_rank: int = 3) -> tuple[int, ...]:
    """A shape of rank 0 to `max_rank` (each as likely), dims 1 to 5."""
    return tuple(draw(st.integers(1, 5)) for _ in range(draw(st.integers(0, max_rank))))


@st.composite
def _arg_shape(draw, base: tuple[int, ...]) -> tuple[int, ...]:
    """Mostly a broadcast-compatible relative of `base` (a suffix, some dims 1), else random."""
    if draw(st.integers(0, 3)) == 3:
        return draw(shapes())
    suffix = base[len(base) - draw(st.integers(0, len(base))):]
    return tuple(1 if draw(st.integers(0, 2)) == 2 else d for d in suffix)


@st.composite
def programs(draw, max_steps: int = 12) -> Program:
    """A random well-typed program (see the module docstring)."""
    base = draw(shapes())
    arg_shapes = tuple(draw(_arg_shape(base)) for _ in range(draw(st.integers(1, 3))))
    nograd = tuple(len(arg_shapes) > 1 and draw(st.integers(0, 3)) == 3 for _ in arg_shapes)
    f = new_function("scratch", [TensorType(s, DType.f64) for s in arg_shapes])
    b = Builder(f.body)
    values = list(f.args)
    pool = [Slot(s, 1.0) for s in arg_shapes]
    steps = []
    for _ in range(draw(st.integers(1, max_steps))):
        kinds = [k for k, (ok, _) in DRAWS.items() if any(ok(s) for s in pool)
                 for _ in range(2 if k in FAVOURED else 1)]
        kind = draw(st.sampled_from(kinds))
        ok, draw_step = DRAWS[kind]
        x = _pick(draw, pool, ok)
        args, attrs, bound = draw_step(draw, pool, x)
        if bound > LIMIT:
            kind, args, attrs, bound = "unary", (x,), {"name": "tanh"}, 1.0
        step = Step(kind, args, attrs)
        v = RULES[kind].ir(b, [values[i] for i in args], **attrs)
        steps.append(step)
        values.append(v)
        tag = attrs["policy"] if kind == "checkpoint" and attrs["policy"] != "none" else None
        pool.append(Slot(v.type.shape, bound, tag))
    ranked = any(_ranked(s) for s in pool)
    extra = _pick(draw, pool, _ranked) if ranked and draw(st.booleans()) else None
    return Program(arg_shapes, nograd, tuple(steps), draw(st.booleans()), extra)
