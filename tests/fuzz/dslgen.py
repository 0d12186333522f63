"""A program generator independent of `tests/random_programs.py`: it writes model *source text*
(the `.ag` DSL) and the same model as PyTorch source, from one `random.Random(seed)`.

Where the other generator builds IR op by op through `apply_op`, this one goes through the
DSL's parser, name resolution, inlining of helper functions, number promotion and checkpoint
tags, and draws what that one does not: 0- and 1-sized dims, float64 and float32 programs,
a helper function called twice (values reused), several outputs (an argument returned as is,
the same value twice, integer argmax and bool comparison outputs), `nograd` arguments,
integer labels for `cross_entropy`, casts (bool and argmax masks to float, a float64 round
trip through float32), dropout, `save`/`recompute`/`checkpoint_name` tags, powers with
exponents 0 and 1 at any base, exact zeros in the inputs, values the passes simplify to an
input or to another value (`x * 1.0`, `-(-x)`, a sum over an axis of size 1, a statement
repeated; made outputs more often), `gather` with ids of zero size, integer matmuls, and
long chains that read each value twice (`v = v * v + 0.5`, `dslops.reused_chain`).
Each value knows what it is a view of (`Var.source`), so a check can tell which outputs may
share memory. `Program.source` and `Program.torch_source` print a failing example so it can be
pasted into a regression test.

Magnitudes stay bounded: every value carries a bound, a value whose bound exceeds `LIMIT` is
wrapped in `tanh`, and log, sqrt, rsqrt, division and tensor exponents only see
`sigmoid(x) + 0.25`.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import numpy as np
import torch
import torch.nn.functional as F

from aotgrad.frontend.dsl import parse
from aotgrad.ir.core import Module
from aotgrad.ir.tensor import DropoutOp
from aotgrad.ir.tensor.source import draw as draw_uniform

NAME = "f"
LIMIT = 30.0
TORCH_DTYPE = {"f64": torch.float64, "f32": torch.float32}


@dataclass
class Var:
    """A named value of the program: shape, element kind ('f', 'i' or 'b'), magnitude bound,
    and the value whose memory it may share, as PyTorch's would (`source`: itself, or what a
    view or a tag of it reads)."""

    name: str
    shape: tuple[int, ...]
    kind: str = "f"
    bound: float = 2.0
    of: str | None = None

    @property
    def source(self) -> str:
        return self.of or self.name

    @property
    def rank(self) -> int:
        return len(self.shape)

    @property
    def size(self) -> int:
        return math.prod(self.shape)


@dataclass
class Program:
    """DSL source, the same computation as torch source, and how to make its inputs."""

    dtype: str
    args: list[tuple[str, tuple[int, ...], str, bool]]   # name, shape, "f" | "i", nograd
    labels: int                                          # classes for "i" arguments
    dsl: list[str] = field(default_factory=list)          # main body statements
    py: list[str] = field(default_factory=list)
    helper: tuple[str, str] | None = None                  # (DSL def, torch def)
    outputs: list[Var] = field(default_factory=list)
    zeros: bool = False
    dropouts: int = 0
    main: bool = True                                     # False inside the helper
    ids: dict[str, int] = field(default_factory=dict)     # gather ids argument -> its rows
    simplified: list[Var] = field(default_factory=list)   # values the passes simplify away

    @property
    def source(self) -> str:
        params = ", ".join(f"{n}: {self.dtype if k == 'f' else 'i64'}{list(s)}"
                           .replace(" ", "") + (" nograd" if ng else "")
                           for n, s, k, ng in self.args)
        results = ", ".join(_type(self.dtype, v) for v in self.outputs)
        body = "".join(f"    {line}\n" for line in self.dsl)
        ret = ", ".join(v.name for v in self.outputs)
        head = self.helper[0] if self.helper else ""
        return f"{head}def {NAME}({params}) -> ({results}) {{\n{body}    return {ret}\n}}\n"

    @property
    def torch_source(self) -> str:
        names = ", ".join(n for n, *_ in self.args)
        body = "".join(f"    {line}\n" for line in self.py)
        head = self.helper[1] if self.helper else ""
        ret = ", ".join(v.name for v in self.outputs)
        return f"{head}def {NAME}({names}, DROP):\n{body}    return [{ret}]\n"

    def module(self) -> Module:
        return parse(self.source, "fuzz.ag")

    def inputs(self, seed: int) -> list[np.ndarray]:
        """Arguments in [-2, 2) (some exactly zero if `zeros`), labels, then the rng pair."""
        rng = np.random.default_rng(seed)
        out = []
        for name, shape, kind, _ in self.args:
            if kind == "i":
                rows = self.ids.get(name, self.labels)
                out.append(rng.integers(0, rows, shape).astype(np.int64))
                continue
            x = rng.uniform(-2, 2, shape)
            if self.zeros:
                x[rng.random(shape) < 0.2] = 0.0
            out.append(x.astype(np.float64 if self.dtype == "f64" else np.float32))
        if self.dropouts:
            out.append(np.array([seed % 1000, 17], np.int64))
        return out

    def torch_function(self, module: Module):
        """`fn(*tensors)` computing the outputs with torch; dropout draws the IR's numbers."""
        scope = {"T": torch, "F": F}
        exec(self.torch_source, scope)        # noqa: S102 - generated by this module
        offsets = [op.offset for op in module.get(NAME).ops if isinstance(op, DropoutOp)]
        p_of = [op.p for op in module.get(NAME).ops if isinstance(op, DropoutOp)]
        fn = scope[NAME]

        def run(*xs):
            rng = np.asarray(xs[-1]) if self.dropouts else None
            count = iter(range(len(offsets)))

            def drop(x, p):
                i = next(count)
                assert p == p_of[i]
                dtype = _dtype(self.dtype)
                u = draw_uniform(rng, offsets[i], tuple(x.shape), dtype)
                keep = torch.from_numpy(np.array(np.asarray(u) >= p))
                return torch.where(keep, x / (1 - p), torch.zeros((), dtype=x.dtype))

            return fn(*(xs[:-1] if self.dropouts else xs), drop)
        return run


def _dtype(name: str):
    from aotgrad.ir.types import DType
    return DType.f64 if name == "f64" else DType.f32


def _type(dtype: str, v: Var) -> str:
    elem = {"f": dtype, "i": "i64", "b": "bool"}[v.kind]
    return f"{elem}{list(v.shape)}".replace(" ", "")


def _ints(xs) -> str:
    return "[" + ", ".join(map(str, xs)) + "]"


class Generator:
    """Draws one `Program` from `seed` (see the module docstring)."""

    def __init__(self, seed: int, max_steps: int = 24):
        self.r = random.Random(seed)
        self.max_steps = max_steps
        self.n = 0

    def fresh(self, stem: str = "v") -> str:
        self.n += 1
        return f"{stem}{self.n}"

    def dim(self) -> int:
        return self.r.choice([0, 1, 1, 2, 3, 3, 4, 5]) if self.r.random() < 0.3 else \
            self.r.choice([1, 2, 3, 4, 5])

    def shape(self, rank: int) -> tuple[int, ...]:
        return tuple(self.dim() for _ in range(rank))

    def program(self) -> Program:
        r = self.r
        dtype = "f64" if r.random() < 0.7 else "f32"
        base = self.shape(r.choice([1, 2, 2, 2, 3]))
        base = tuple(d if d or r.random() < 0.3 else 2 for d in base)
        p = Program(dtype, [], 0, zeros=r.random() < 0.3)
        pool: list[Var] = []
        for i in range(r.randint(1, 4)):
            shape = base if i == 0 else r.choice(
                [base, base[1:], base[-1:], tuple(1 if r.random() < 0.4 else d for d in base),
                 self.shape(r.randint(0, 3))])
            nograd = i > 0 and r.random() < 0.25
            p.args.append((f"a{i}", shape, "f", nograd))
            pool.append(Var(f"a{i}", shape))
        if len(base) == 2 and base[1] > 0 and r.random() < 0.5:
            p.args.append(("lab", base[:1], "i", True))
            p.labels = base[1]
        policy = r.choice(["save", "recompute"])
        if r.random() < 0.4:
            self.helper(p, pool)
        for _ in range(r.randint(2, self.max_steps)):
            self.step(p, pool, policy)
        self.outputs(p, pool)
        return p

    # ------------------------------------------------------------------ statements

    def emit(self, p: Program, pool: list[Var], dsl: str, py: str, shape, bound: float,
             kind: str = "f", of: str | None = None) -> Var:
        """A statement `name = dsl` (`py` in torch); `of`: the value it is a view of."""
        if kind == "f" and bound > LIMIT:
            dsl, py, bound, of = f"tanh({dsl})", f"T.tanh({py})", 1.0, None
        v = Var(self.fresh(), tuple(shape), kind, bound, of)
        p.dsl.append(f"{v.name} = {dsl}")
        p.py.append(f"{v.name} = {py}")
        pool.append(v)
        return v

    def pick(self, pool: list[Var], ok=lambda v: True, kind: str = "f") -> Var | None:
        found = [v for v in pool if v.kind == kind and ok(v)]
        if not found:
            return None
        recent = found[-4:]
        return self.r.choice(recent if self.r.random() < 0.6 else found)

    def step(self, p: Program, pool: list[Var], policy: str) -> None:
        from dslops import STEPS
        for _ in range(20):
            kind = self.r.choice(STEPS)
            if kind(self, p, pool, policy):
                return

    def helper(self, p: Program, pool: list[Var]) -> None:
        """`def g(u, w)`: a few steps over two parameters, called twice by the main body."""
        r = self.r
        u = self.pick(pool)
        w = self.pick(pool, lambda v: _broadcast(v.shape, u.shape) is not None)
        inner = [Var("u", u.shape), Var("w", w.shape)]
        sub = Program(p.dtype, [], 0, main=False)
        for _ in range(r.randint(1, 4)):
            self.step(sub, inner, "save")
        out = inner[-1] if inner[-1].kind == "f" else inner[0]
        params = f"u: {_type(p.dtype, u)}, w: {_type(p.dtype, w)}"
        body = "".join(f"    {line}\n" for line in sub.dsl)
        pbody = "".join(f"    {line}\n" for line in sub.py)
        p.helper = (f"def g({params}) -> {_type(p.dtype, out)} {{\n{body}    return "
                    f"{out.name}\n}}\n", f"def g(u, w, DROP=None):\n{pbody}    return "
                    f"{out.name}\n")
        def call(x: Var, same: Var | None = None) -> Var:
            of = {"u": x.source, "w": w.source}.get(out.source)    # g returns (a view of) u or w
            return self.emit(p, pool, f"g({x.name}, {w.name})", f"g({x.name}, {w.name})",
                             out.shape, out.bound, of=of or (same and same.source))
        first = call(u)
        x = self.pick(pool, lambda v: v.shape == u.shape)
        call(x, first if x is u else None)      # the DSL inlines a repeated call once: one value

    def outputs(self, p: Program, pool: list[Var]) -> None:
        """A scalar loss over 1-3 values, then 0-3 more outputs of any kind."""
        r = self.r
        floats = [v for v in pool if v.kind == "f"]
        terms = {floats[-1].name: floats[-1]}
        for v in r.sample(floats, min(len(floats), r.randint(0, 2))):
            terms[v.name] = v
        loss = " + ".join(f"sum({n})" if v.rank else n for n, v in terms.items())
        ploss = " + ".join(f"{n}.sum()" if v.rank else n for n, v in terms.items())
        alone = next(iter(terms.values()))       # `loss = v`, one scalar term, is `v` itself
        of = alone.source if len(terms) == 1 and not alone.rank else None
        p.outputs.append(self.emit(p, pool, loss, ploss, (), 1.0, of=of))
        for _ in range(r.choice([0, 1, 1, 2, 3])):
            some = p.simplified if p.simplified and r.random() < 0.5 else pool
            p.outputs.append(r.choice(some))


def _broadcast(*shapes):
    try:
        return tuple(np.broadcast_shapes(*shapes))
    except ValueError:
        return None


def source_pair(seed: int, max_steps: int = 24) -> Program:
    """The program of `seed`."""
    return Generator(seed, max_steps).program()
