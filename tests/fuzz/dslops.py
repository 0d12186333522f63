"""The steps of `dslgen.Generator`: each draws operands from the pool, appends one DSL
statement and the same statement in torch, and returns False when no operand fits."""
from __future__ import annotations

import math

from dslgen import Generator, Program, Var, _broadcast, _ints

UNARY = {"sin": "T.sin", "cos": "T.cos", "tanh": "T.tanh", "sigmoid": "T.sigmoid",
         "relu": "T.relu", "abs": "T.abs", "gelu": "F.gelu", "exp": "T.exp"}
KEEP_BOUND = ("relu", "abs", "gelu")
CMP = ("<", "<=", ">", ">=", "==", "!=")


def _pos(x: Var) -> tuple[str, str]:
    """A positive expression of `x` in [0.25, 1.25]."""
    return f"(sigmoid({x.name}) + 0.25)", f"(T.sigmoid({x.name}) + 0.25)"


def _dt(p: Program) -> str:
    return f"T.float{p.dtype[1:]}"


def unary(g: Generator, p: Program, pool, policy) -> bool:
    x = g.pick(pool)
    name = g.r.choice(sorted(UNARY))
    if name == "exp" and x.bound > 4:
        name = "tanh"
    if g.r.random() < 0.15:
        return bool(g.emit(p, pool, f"-{x.name}", f"-{x.name}", x.shape, x.bound))
    bound = math.exp(x.bound) if name == "exp" else x.bound if name in KEEP_BOUND else 1.0
    return bool(g.emit(p, pool, f"{name}({x.name})", f"{UNARY[name]}({x.name})",
                       x.shape, bound))


def positive(g: Generator, p: Program, pool, policy) -> bool:
    x = g.pick(pool)
    d, t = _pos(x)
    name = g.r.choice(["log", "sqrt", "rsqrt"])
    bound = {"log": 1.4, "sqrt": 1.2, "rsqrt": 2.0}[name]
    return bool(g.emit(p, pool, f"{name}({d})", f"T.{name}({t})", x.shape, bound))


def binary(g: Generator, p: Program, pool, policy) -> bool:
    x = g.pick(pool)
    y = g.pick(pool, lambda v: _broadcast(v.shape, x.shape) is not None)
    shape = _broadcast(x.shape, y.shape)
    op = g.r.choice(["+", "-", "*", "/", "maximum", "minimum"])
    if op in ("maximum", "minimum"):
        return bool(g.emit(p, pool, f"{op}({x.name}, {y.name})",
                           f"T.{op}({x.name}, {y.name})", shape, max(x.bound, y.bound)))
    if op == "/":
        d, t = _pos(y)
        return bool(g.emit(p, pool, f"{x.name} / {d}", f"{x.name} / {t}", shape, 4 * x.bound))
    bound = x.bound * y.bound if op == "*" else x.bound + y.bound
    return bool(g.emit(p, pool, f"{x.name} {op} {y.name}", f"{x.name} {op} {y.name}", shape,
                       bound))


def scalar(g: Generator, p: Program, pool, policy) -> bool:
    x = g.pick(pool)
    c = g.r.choice([0.0, 0.5, 2.0, 1.0])
    op = g.r.choice(["+", "-", "*"])
    text = f"{c} {op} {x.name}" if g.r.random() < 0.5 else f"{x.name} {op} {c}"
    return bool(g.emit(p, pool, text, text, x.shape, x.bound * c if op == "*" else x.bound + c))


def power(g: Generator, p: Program, pool, policy) -> bool:
    x = g.pick(pool)
    r = g.r.random()
    if r < 0.5:
        e = g.r.choice([0.0, 1.0, 2.0, 3.0])
        return bool(g.emit(p, pool, f"{x.name} ** {e}", f"{x.name} ** {e}", x.shape,
                           x.bound ** e))
    d, t = _pos(x)
    if r < 0.75:
        e = g.r.choice([0.5, -1.0, 1.5])
        return bool(g.emit(p, pool, f"{d} ** {e}", f"{t} ** {e}", x.shape, 4.0))
    y = g.pick(pool, lambda v: v.bound <= 3 and _broadcast(v.shape, x.shape) is not None)
    if y is None:
        return False
    return bool(g.emit(p, pool, f"{d} ** {y.name}", f"{t} ** {y.name}",
                       _broadcast(x.shape, y.shape), 4.0 ** y.bound))


def compare(g: Generator, p: Program, pool, policy) -> bool:
    """A bool value, a where over one, or a comparison cast to a float mask."""
    a = g.pick(pool)
    b = g.pick(pool, lambda v: _broadcast(v.shape, a.shape) is not None)
    cmp = g.r.choice(CMP)
    rhs = b.name if g.r.random() < 0.7 else "0.0"
    shape = _broadcast(a.shape, b.shape) if rhs == b.name else a.shape
    cond = f"{a.name} {cmp} {rhs}"
    r = g.r.random()
    if r < 0.25:
        return bool(g.emit(p, pool, cond, cond, shape, 1.0, kind="b"))
    if r < 0.5:
        x = g.pick(pool, lambda v: _broadcast(v.shape, shape) is not None)
        return bool(g.emit(p, pool, f"cast({cond}, dtype={p.dtype}) * {x.name}",
                           f"({cond}).to({_dt(p)}) * {x.name}", _broadcast(shape, x.shape),
                           x.bound))
    c = g.pick(pool, kind="b")
    if c is not None and g.r.random() < 0.5:
        cond, shape = c.name, c.shape
    x = g.pick(pool, lambda v: _broadcast(v.shape, shape) is not None)
    y = g.pick(pool, lambda v: _broadcast(v.shape, shape, x.shape) is not None)
    other = y.name if g.r.random() < 0.8 else "0.5"
    out = _broadcast(shape, x.shape, y.shape if other == y.name else ())
    return bool(g.emit(p, pool, f"where({cond}, {x.name}, {other})",
                       f"T.where({cond}, {x.name}, {other})", out, max(x.bound, y.bound)))


def casts(g: Generator, p: Program, pool, policy) -> bool:
    """argmax (kept as an integer value, or cast to float), a float64 -> float32 -> float64
    round trip, or an integer value cast back to float."""
    r = g.r.random()
    i = g.pick(pool, kind="i")
    if i is not None and r < 0.3:
        return bool(g.emit(p, pool, f"cast({i.name}, dtype={p.dtype})",
                           f"{i.name}.to({_dt(p)})", i.shape, i.bound))
    if p.dtype == "f64" and r < 0.55:
        x = g.pick(pool)
        return bool(g.emit(p, pool, f"cast(cast({x.name}, dtype=f32), dtype=f64)",
                           f"{x.name}.float().double()", x.shape, x.bound))
    x = g.pick(pool, lambda v: v.rank and v.size)
    if x is None:
        return False
    axis = g.r.randrange(-x.rank, x.rank)
    keep = g.r.random() < 0.3
    shape = _reduced(x.shape, [axis % x.rank], keep)
    text = f"argmax({x.name}, axis={axis}" + (", keepdim=true)" if keep else ")")
    ptext = f"T.argmax({x.name}, dim={axis}, keepdim={keep})"
    if g.r.random() < 0.5:
        return bool(g.emit(p, pool, text, ptext, shape, x.shape[axis], kind="i"))
    return bool(g.emit(p, pool, f"cast({text}, dtype={p.dtype})", f"{ptext}.to({_dt(p)})",
                       shape, x.shape[axis]))


def _reduced(shape, axes, keep) -> tuple[int, ...]:
    return tuple(1 if i in axes else d for i, d in enumerate(shape)
                 if keep or i not in axes)


def reduce(g: Generator, p: Program, pool, policy) -> bool:
    x = g.pick(pool, lambda v: v.rank)
    if x is None:
        return False
    name = g.r.choice(["sum", "mean", "max", "logsumexp"])
    axes = sorted(g.r.sample(range(x.rank), g.r.randint(1, x.rank)))
    if name in ("max", "logsumexp") and any(x.shape[a] == 0 for a in axes):
        name = "sum"
    keep = g.r.random() < 0.4
    count = math.prod(x.shape[a] for a in axes)
    bound = {"sum": x.bound * max(count, 1), "logsumexp": x.bound + math.log(max(count, 1))}
    shown = [a - x.rank if g.r.random() < 0.3 else a for a in axes]
    dsl_axis = str(shown[0]) if len(shown) == 1 and g.r.random() < 0.5 else _ints(shown)
    text = f"{name}({x.name}, axis={dsl_axis}" + (", keepdim=true)" if keep else ")")
    fn = {"sum": "T.sum", "mean": "T.mean", "max": "T.amax", "logsumexp": "T.logsumexp"}[name]
    ptext = f"{fn}({x.name}, dim={tuple(shown)}, keepdim={keep})"
    return bool(g.emit(p, pool, text, ptext, _reduced(x.shape, axes, keep),
                       bound.get(name, x.bound)))


def extremes(g: Generator, p: Program, pool, policy) -> bool:
    """A transcendental feeding max or argmax (compiled, the reduction and max's tie mask
    computed `cos` with two implementations, and the gradient was 0/0). Its operand stays
    within 4 (exp's within 3), short of where tanh saturates: numpy and libmvec reach 1.0 at
    other inputs there, and an argmax over the ties they make would differ."""
    x = g.pick(pool, lambda v: v.size and v.bound <= 4)
    if x is None:
        return False
    name = g.r.choice(["cos", "sin", "tanh"] + (["exp"] if x.bound <= 3 else []))
    t = g.emit(p, pool, f"{name}({x.name})", f"{UNARY[name]}({x.name})", x.shape,
               math.exp(x.bound) if name == "exp" else 1.0)
    if not t.rank:
        return bool(g.emit(p, pool, f"max({t.name})", f"T.amax({t.name})", (), t.bound))
    if g.r.random() < 0.6:
        axes = sorted(g.r.sample(range(t.rank), g.r.randint(1, t.rank)))
        keep = g.r.random() < 0.4
        text = f"max({t.name}, axis={_ints(axes)}" + (", keepdim=true)" if keep else ")")
        return bool(g.emit(p, pool, text, f"T.amax({t.name}, dim={tuple(axes)}, keepdim={keep})",
                           _reduced(t.shape, axes, keep), t.bound))
    axis = g.r.randrange(t.rank)
    text, ptext = f"argmax({t.name}, axis={axis})", f"T.argmax({t.name}, dim={axis})"
    if g.r.random() < 0.5:
        return bool(g.emit(p, pool, text, ptext, _reduced(t.shape, [axis], False),
                           t.shape[axis], kind="i"))
    return bool(g.emit(p, pool, f"cast({text}, dtype={p.dtype})", f"{ptext}.to({_dt(p)})",
                       _reduced(t.shape, [axis], False), t.shape[axis]))


def softmax(g: Generator, p: Program, pool, policy) -> bool:
    x = g.pick(pool, lambda v: v.rank and any(v.shape))
    if x is None:
        return False
    axis = g.r.choice([a for a in range(-x.rank, x.rank) if x.shape[a]])
    name = g.r.choice(["softmax", "log_softmax"])
    bound = 1.0 if name == "softmax" else 2 * x.bound + math.log(x.shape[axis])
    return bool(g.emit(p, pool, f"{name}({x.name}, axis={axis})",
                       f"T.{name}({x.name}, {axis})", x.shape, bound))


def layernorm(g: Generator, p: Program, pool, policy) -> bool:
    x = g.pick(pool, lambda v: v.rank and v.shape[-1])
    if x is None:
        return False
    n = x.shape[-1]
    eps = g.r.choice([1e-5, 0.001])
    w = g.pick(pool, lambda v: v.shape == (n,))
    b = g.pick(pool, lambda v: v.shape == (n,))
    if w is not None and g.r.random() < 0.6:
        return bool(g.emit(p, pool, f"layernorm({x.name}, {w.name}, {b.name}, eps={eps})",
                           f"F.layer_norm({x.name}, ({n},), {w.name}, {b.name}, {eps})",
                           x.shape, math.sqrt(n) * w.bound + b.bound))
    return bool(g.emit(p, pool, f"layernorm({x.name}, eps={eps})",
                       f"F.layer_norm({x.name}, ({n},), eps={eps})", x.shape, math.sqrt(n)))


def matmul(g: Generator, p: Program, pool, policy) -> bool:
    x = g.pick(pool, lambda v: v.rank >= 2)
    if x is None:
        return False
    k = x.shape[-1]
    y = g.pick(pool, lambda v: v.rank >= 2 and v.shape[-2] == k and
               _broadcast(v.shape[:-2], x.shape[:-2]) is not None)
    if y is None or g.r.random() < 0.3:
        perm = [*range(x.rank - 2), x.rank - 1, x.rank - 2]
        rhs = f"{x.name}.T" if x.rank == 2 else f"transpose({x.name}, {_ints(perm)})"
        shape = (*x.shape[:-1], x.shape[-2])
        return bool(g.emit(p, pool, f"{x.name} @ {rhs}", f"{x.name} @ {x.name}.mT", shape,
                           x.bound ** 2 * max(k, 1)))
    shape = (*_broadcast(x.shape[:-2], y.shape[:-2]), x.shape[-2], y.shape[-1])
    return bool(g.emit(p, pool, f"{x.name} @ {y.name}", f"{x.name} @ {y.name}", shape,
                       x.bound * y.bound * max(k, 1)))


def reshape(g: Generator, p: Program, pool, policy) -> bool:
    x = g.pick(pool)
    n, shape = x.size, []
    rank = g.r.randint(0 if n == 1 else 1, 3)
    if n == 0:
        shape = [g.r.choice([0, 1, 2, 3]) for _ in range(rank - 1)] + [0]
        g.r.shuffle(shape)
    else:
        rest = n
        for _ in range(rank - 1):
            d = g.r.choice([d for d in range(1, rest + 1) if rest % d == 0])
            shape.append(d)
            rest //= d
        if rank:
            shape.append(rest)
    shown = list(shape)
    if n and rank and g.r.random() < 0.3:
        shown[g.r.randrange(rank)] = -1
    return bool(g.emit(p, pool, f"reshape({x.name}, {_ints(shown)})",
                       f"{x.name}.reshape({tuple(shown)})", shape, x.bound, of=x.source))


def transpose(g: Generator, p: Program, pool, policy) -> bool:
    x = g.pick(pool, lambda v: v.rank >= 2)
    if x is None:
        return False
    perm = list(range(x.rank))
    g.r.shuffle(perm)
    return bool(g.emit(p, pool, f"transpose({x.name}, {_ints(perm)})",
                       f"{x.name}.permute({tuple(perm)})", [x.shape[i] for i in perm],
                       x.bound, of=x.source))


def slicing(g: Generator, p: Program, pool, policy) -> bool:
    x = g.pick(pool, lambda v: v.rank)
    if x is None:
        return False
    axis = g.r.randrange(x.rank)
    n = x.shape[axis]
    start = g.r.randint(0, n)
    stop = g.r.randint(start, n)
    step = g.r.choice([1, 1, 2, 3])
    idx = ", ".join([":"] * axis + [f"{start}:{stop}:{step}"])
    shape = list(x.shape)
    shape[axis] = len(range(start, stop, step))
    return bool(g.emit(p, pool, f"slice({x.name}, axis={axis}, start={start}, stop={stop}, "
                       f"step={step})", f"{x.name}[{idx}]", shape, x.bound, of=x.source))


def concat(g: Generator, p: Program, pool, policy) -> bool:
    x = g.pick(pool, lambda v: v.rank)
    if x is None:
        return False
    axis = g.r.randrange(x.rank)
    ys = [g.pick(pool, lambda v: v.rank == x.rank and all(
        a == b for i, (a, b) in enumerate(zip(v.shape, x.shape)) if i != axis))
        for _ in range(g.r.randint(1, 2))]
    names = ", ".join(v.name for v in [x, *ys])
    shape = list(x.shape)
    shape[axis] = sum(v.shape[axis] for v in [x, *ys])
    return bool(g.emit(p, pool, f"concat({names}, axis={axis})", f"T.cat([{names}], {axis})",
                       shape, max(v.bound for v in [x, *ys])))


def broadcast(g: Generator, p: Program, pool, policy) -> bool:
    x = g.pick(pool, lambda v: v.rank < 3)
    if x is None:
        return False
    shape = tuple(g.dim() if d == 1 and g.r.random() < 0.5 else d for d in x.shape)
    shape = (g.r.choice([1, 2, 3]),) + shape if g.r.random() < 0.5 else shape
    return bool(g.emit(p, pool, f"broadcast({x.name}, {_ints(shape)})",
                       f"{x.name}.expand({shape})", shape, x.bound, of=x.source))


def losses(g: Generator, p: Program, pool, policy) -> bool:
    """mse of two values of one shape, or cross_entropy against the integer labels."""
    labels = [a for a in p.args if a[0] == "lab"]
    if labels and g.r.random() < 0.6:
        n, c = labels[0][1][0], p.labels
        x = g.pick(pool, lambda v: v.shape == (n, c))
        if x is not None:
            return bool(g.emit(p, pool, f"cross_entropy({x.name}, lab)",
                               f"F.cross_entropy({x.name}, lab)", (), 2 * x.bound + 2))
    x = g.pick(pool)
    y = g.pick(pool, lambda v: v.shape == x.shape)
    return bool(g.emit(p, pool, f"mse({x.name}, {y.name})",
                       f"T.mean(({x.name} - {y.name}) ** 2)", (), (x.bound + y.bound) ** 2))


def dropout(g: Generator, p: Program, pool, policy) -> bool:
    if not p.main:
        return False
    x = g.pick(pool)
    q = g.r.choice([0.0, 0.25, 0.5])
    p.dropouts += 1
    return bool(g.emit(p, pool, f"dropout({x.name}, p={q})", f"DROP({x.name}, {q})", x.shape,
                       x.bound / (1 - q)))


def tag(g: Generator, p: Program, pool, policy) -> bool:
    x = g.pick(pool)
    fn = policy if policy == "recompute" or g.r.random() < 0.5 else "checkpoint_name"
    arg = f', "t{g.n}"' if fn == "checkpoint_name" else ""
    return bool(g.emit(p, pool, f"{fn}({x.name}{arg})", x.name, x.shape, x.bound,
                       of=x.source))


def simplified(g: Generator, p: Program, pool, policy) -> bool:
    """A value the passes simplify to its operand (`x * 1.0`, `1.0 * x`, `x / 1.0`,
    `x - 0.0`, `-(-x)`, a sum over an axis of size 1), or one that is not simplified though it
    looks it (`x + 0.0`, `x + zeros`: -0.0 + 0.0 is +0.0), or the same statement twice, which
    `cse` merges; each is an output more often than other values (`Program.simplified`)."""
    x = g.pick(pool)
    dt = f"dtype={p.dtype}"
    forms = [(f"{x.name} * 1.0",) * 2, (f"1.0 * {x.name}",) * 2, (f"{x.name} / 1.0",) * 2,
             (f"{x.name} - 0.0",) * 2, (f"{x.name} + 0.0",) * 2, (f"-(-{x.name})",) * 2,
             (f"{x.name} + zeros({_ints(x.shape)}, {dt})",
              f"{x.name} + T.zeros({tuple(x.shape)}, dtype={_dt(p)})")]
    ones = [a for a, d in enumerate(x.shape) if d == 1]
    if ones:
        a = g.r.choice(ones)
        forms.append((f"sum({x.name}, axis={a})", f"T.sum({x.name}, dim={a})"))
    if g.r.random() < 0.25:
        name = g.r.choice(sorted(UNARY))
        dsl, py = f"{name}({x.name})", f"{UNARY[name]}({x.name})"
        bound = x.bound if name in KEEP_BOUND else math.exp(x.bound) if name == "exp" else 1.0
        if name in ("exp", "gelu"):                # keep it to what both spell alike
            dsl, py, bound = f"sin({x.name})", f"T.sin({x.name})", 1.0
        twins = [g.emit(p, pool, dsl, py, x.shape, bound) for _ in range(2)]
        p.simplified.extend(twins)
        return True
    dsl, py = g.r.choice(forms)
    shape = x.shape[:a] + x.shape[a + 1:] if dsl.startswith("sum") else x.shape
    p.simplified.append(g.emit(p, pool, dsl, py, shape, x.bound))
    return True


def gather(g: Generator, p: Program, pool, policy) -> bool:
    """Rows of a value at integer ids, an `i64` argument of the main function with a dim of
    size 0 two times in five (`Program.ids` keeps the ids below the rows of every table)."""
    t = g.pick(pool, lambda v: v.rank and v.shape[0])
    if t is None or not p.main:
        return False
    rows = t.shape[0]
    known = [a for a in p.args if a[0] in p.ids]
    if known and g.r.random() < 0.5:
        name, shape = known[0][0], known[0][1]
        p.ids[name] = min(p.ids[name], rows)
    else:
        shape = [g.r.choice([1, 2, 3]) for _ in range(g.r.randint(1, 2))]
        if g.r.random() < 0.4:
            shape[g.r.randrange(len(shape))] = 0
        name, shape = f"ids{len(p.ids)}", tuple(shape)
        p.args.append((name, shape, "i", True))
        p.ids[name] = rows
    return bool(g.emit(p, pool, f"embedding({name}, {t.name})", f"{t.name}[{name}]",
                       shape + t.shape[1:], t.bound))


def integer_matmul(g: Generator, p: Program, pool, policy) -> bool:
    """An `i64` matmul of two sign masks (-1 or 2: `cast(x > 0.0) * 3 - 1`, NaN-safe),
    kept as an integer value or cast back to a float one."""
    x = g.pick(pool, lambda v: v.rank >= 2)
    if x is None:
        return False
    k = x.shape[-1]
    y = g.pick(pool, lambda v: v.rank >= 2 and v.shape[-2] == k and
               _broadcast(v.shape[:-2], x.shape[:-2]) is not None)
    if y is None:
        return False

    def signs(v: Var) -> tuple[str, str]:
        return (f"(cast({v.name} > 0.0, dtype=i64) * 3 - 1)",
                f"(({v.name} > 0).to(T.int64) * 3 - 1)")
    (a, ta), (b, tb) = signs(x), signs(y)
    shape = (*_broadcast(x.shape[:-2], y.shape[:-2]), x.shape[-2], y.shape[-1])
    if g.r.random() < 0.5:
        return bool(g.emit(p, pool, f"{a} @ {b}", f"{ta} @ {tb}", shape, 4 * max(k, 1),
                           kind="i"))
    return bool(g.emit(p, pool, f"cast({a} @ {b}, dtype={p.dtype})",
                       f"({ta} @ {tb}).to({_dt(p)})", shape, 4 * max(k, 1)))


#: the links of `reused_chain`, each reading the last value twice: DSL, torch, bound of the
#: result from the bound of the last value.
REUSED = [("{v} * {v} + 0.5", "{v} * {v} + 0.5", lambda b: b * b + 0.5),
          ("{v} * tanh({v})", "{v} * T.tanh({v})", lambda b: b),
          ("sigmoid({v}) * {v} - {v}", "T.sigmoid({v}) * {v} - {v}", lambda b: 2 * b),
          ("{v} * {v} - {v}", "{v} * {v} - {v}", lambda b: b * b + b)]


def reused_chain(g: Generator, p: Program, pool, policy) -> bool:
    """A chain of 6-12 statements, each reading the last value twice (`v = v * v + 0.5`):
    `lower` and `fuse` once built such a chain as 2^length copies of its first link."""
    v = g.pick(pool)
    for _ in range(g.r.randint(6, 12)):
        dsl, py, bound = g.r.choice(REUSED)
        v = g.emit(p, pool, dsl.format(v=v.name), py.format(v=v.name), v.shape, bound(v.bound))
    return True


def take_along(g: Generator, p: Program, pool, policy) -> bool:
    """`gather` along an axis or `index_select` of a value at an `i64` argument (its values
    below the axis' size, `Program.ids`): data-dependent loads forward, a scatter_add of
    atomic adds, whose repeated indices accumulate, backward."""
    v = g.pick(pool, lambda v: v.rank and all(v.shape))
    if v is None or not p.main:
        return False
    axis = g.r.randrange(len(v.shape))
    name, out = f"ids{len(p.ids)}", list(v.shape)
    if g.r.random() < 0.5:
        out[axis] = g.r.choice([1, 2, 3, 5])
        shape = tuple(out)
        dsl, py = f"gather({v.name}, {axis}, {name})", f"T.gather({v.name}, {axis}, {name})"
    else:
        out[axis] = g.r.choice([1, 2, 4])
        shape = (out[axis],)
        dsl = f"index_select({v.name}, {axis}, {name})"
        py = f"T.index_select({v.name}, {axis}, {name})"
    p.args.append((name, shape, "i", True))
    p.ids[name] = v.shape[axis]
    return bool(g.emit(p, pool, dsl, py, tuple(out), v.bound))


def convolution(g: Generator, p: Program, pool, policy) -> bool:
    """A value of rank >= 2 viewed as one image [1, C, H, W] (C the leading dims), convolved
    with a new weight argument (random stride, padding, dilation and groups), sometimes
    max- or average-pooled after."""
    x = g.pick(pool, lambda v: v.rank >= 2 and v.shape[-1] >= 2 and v.shape[-2] >= 2)
    if x is None or not p.main:
        return False
    r = g.r
    c, h, w = math.prod(x.shape[:-2]), x.shape[-2], x.shape[-1]
    if not c:
        return False
    groups = r.choice([d for d in (1, 2, 3) if c % d == 0])
    o = groups * r.randint(1, 2)
    k = [r.randint(1, min(3, n)) for n in (h, w)]
    stride, padding = [r.randint(1, 2) for _ in k], [r.randint(0, 1) for _ in k]
    dilation = [r.choice([1, 2]) if (n + 2 * q - 1) // 2 >= m - 1 else 1
                for n, q, m in zip((h, w), padding, k)]
    out = [(n + 2 * q - d * (m - 1) - 1) // s + 1
           for n, q, d, m, s in zip((h, w), padding, dilation, k, stride)]
    name = f"wconv{len(p.args)}"
    p.args.append((name, (o, c // groups, *k), "f", False))
    attrs = f"stride={_ints(stride)}, padding={_ints(padding)}, dilation={_ints(dilation)}," \
            f" groups={groups}"
    image = f"reshape({x.name}, {_ints([1, c, h, w])})"
    dsl, py = f"conv2d({image}, {name}, {attrs})", \
        f"F.conv2d({x.name}.reshape(1, {c}, {h}, {w}), {name}, {attrs})"
    bound = x.bound * 2 * c // groups * k[0] * k[1]
    if min(out) >= 2 and r.random() < 0.4:
        pool_name = r.choice(["max_pool2d", "avg_pool2d"])
        dsl, py = f"{pool_name}({dsl}, 2)", f"F.{pool_name}({py}, 2)"
        out = [n // 2 for n in out]
    return bool(g.emit(p, pool, dsl, py, (1, o, *out), bound))


ROUNDING = ("floor", "ceil", "round", "trunc", "sign")


def rounding(g: Generator, p: Program, pool, policy) -> bool:
    """A rounding op or sign, or the remainder or fmod by a positive value or a number of
    either sign, of `x * 1.37 + 0.11`: the values programs hit exactly (0, 0.5, 1, 1.5: a
    saturated tanh or sigmoid, a relu's zeros, `v * v + 0.5`) sit on the jumps of these ops,
    where one ulp between the compiled code's tanh and numpy's would round apart; the affine
    map moves them off."""
    x = g.pick(pool)
    arg = f"{x.name} * 1.37 + 0.11"
    bound = x.bound * 1.37 + 0.11
    if g.r.random() < 0.5:
        name = g.r.choice(ROUNDING)
        return bool(g.emit(p, pool, f"{name}({arg})", f"T.{name}({arg})", x.shape,
                           1.0 if name == "sign" else bound + 1.0))
    name = g.r.choice(["remainder", "fmod"])
    if g.r.random() < 0.3:
        c = g.r.choice([0.75, -1.5, 2.0])
        return bool(g.emit(p, pool, f"{name}({arg}, {c})", f"T.{name}({arg}, {c})", x.shape,
                           abs(c)))
    y = g.pick(pool, lambda v: _broadcast(v.shape, x.shape) is not None)
    d, t = _pos(y)
    return bool(g.emit(p, pool, f"{name}({arg}, {d})", f"T.{name}({arg}, {t})",
                       _broadcast(x.shape, y.shape), 1.25))


def scan(g: Generator, p: Program, pool, policy) -> bool:
    """cumsum or cumprod along a dim (negative ones too), or prod over one dim; products of
    tanh, so they stay bounded."""
    x = g.pick(pool, lambda v: v.rank)
    if x is None:
        return False
    axis = g.r.randrange(-x.rank, x.rank)
    r = g.r.random()
    if r < 0.4:
        return bool(g.emit(p, pool, f"cumsum({x.name}, dim={axis})",
                           f"T.cumsum({x.name}, dim={axis})", x.shape,
                           x.bound * max(x.shape[axis], 1)))
    dsl, py = f"tanh({x.name})", f"T.tanh({x.name})"
    if r < 0.7:
        return bool(g.emit(p, pool, f"cumprod({dsl}, dim={axis})", f"T.cumprod({py}, dim={axis})",
                           x.shape, 1.0))
    keep = g.r.random() < 0.4
    return bool(g.emit(p, pool, f"prod({dsl}, dim={axis}, keepdim={str(keep).lower()})",
                       f"T.prod({py}, dim={axis}, keepdim={keep})",
                       _reduced(x.shape, [axis % x.rank], keep), 1.0))


STEPS = [unary, unary, positive, binary, binary, scalar, power, compare, casts, reduce,
         reduce, softmax, layernorm, matmul, matmul, reshape, transpose, slicing, concat,
         broadcast, losses, dropout, tag, simplified, simplified, gather, integer_matmul,
         extremes, reused_chain, take_along, convolution, rounding, scan]
