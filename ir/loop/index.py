"""Index expressions of the loop level: the multi-dimensional subscripts of loads and stores.

An `Expr` is a linear combination of atoms plus a constant, in canonical form: terms keep the
order in which their atoms first appeared, equal atoms are merged, zero coefficients dropped.
Atoms are variables (`Var`: a loop variable, or an integer scalar the kernel computed, such as
an id loaded from a buffer: a data-dependent index, whose range is unknown) and integer
divisions of expressions (`FloorDiv`, `Mod`, needed by reshapes). Loads and stores keep one `Expr` per buffer dimension: indices are never
flattened before codegen. Built over SSA values (the loop ivs) and given the ivs' ranges, the
constructors simplify what the ranges allow (`(%i * 30 + %j) floordiv 30` is `%i` when
`0 <= %j < 30`), so index maps composed through reshape, transpose and broadcast stay readable.

Text: `%i * 30 + %j - 1`, `(%i * 30 + %j) floordiv 20`, `%k mod 4`, `%id` (an i64 scalar).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Union

import numpy as np


@dataclass(frozen=True)
class Var:
    """A variable (a loop variable or an integer scalar): an SSA value while building, an
    operand position inside an op."""

    ref: object


@dataclass(frozen=True)
class FloorDiv:
    expr: "Expr"
    divisor: int


@dataclass(frozen=True)
class Mod:
    expr: "Expr"
    modulus: int


Atom = Union[Var, FloorDiv, Mod]
#: the inclusive range of a variable, or None when unknown.
RangeOf = Callable[[object], "tuple[int, int] | None"]


@dataclass(frozen=True)
class Expr:
    terms: tuple[tuple[Atom, int], ...] = ()
    const: int = 0

    @property
    def is_const(self) -> bool:
        return not self.terms

    def __add__(self, other: "Expr | int") -> "Expr":
        other = as_expr(other)
        coefs: dict[Atom, int] = dict(self.terms)
        for atom, c in other.terms:
            coefs[atom] = coefs.get(atom, 0) + c
        return Expr(tuple((a, c) for a, c in coefs.items() if c), self.const + other.const)

    def __sub__(self, other: "Expr | int") -> "Expr":
        return self + as_expr(other) * -1

    def __mul__(self, k: int) -> "Expr":
        if k == 0:
            return Expr()
        return Expr(tuple((a, c * k) for a, c in self.terms), self.const * k)


def as_expr(x: "Expr | int | Atom") -> Expr:
    if isinstance(x, Expr):
        return x
    if isinstance(x, int):
        return Expr((), x)
    return Expr(((x, 1),), 0)


def var(ref) -> Expr:
    return Expr(((Var(ref), 1),), 0)


def const(c: int) -> Expr:
    return Expr((), int(c))


def bounds(e: Expr, range_of: RangeOf | None) -> tuple[int, int] | None:
    """Inclusive (min, max) of `e` over its variables' ranges, or None when unknown."""
    lo = hi = e.const
    for atom, c in e.terms:
        r = _atom_bounds(atom, range_of)
        if r is None:
            return None
        a, b = (r[0] * c, r[1] * c) if c > 0 else (r[1] * c, r[0] * c)
        lo, hi = lo + a, hi + b
    return lo, hi


def _atom_bounds(atom: Atom, range_of: RangeOf | None):
    if isinstance(atom, Var):
        return range_of(atom.ref) if range_of else None
    inner = bounds(atom.expr, range_of)
    if isinstance(atom, Mod):
        if inner is not None and inner[0] >= 0:
            return 0, min(inner[1], atom.modulus - 1)
        return 0, atom.modulus - 1
    if inner is None:
        return None
    return inner[0] // atom.divisor, inner[1] // atom.divisor


def floordiv(e: Expr, d: int, range_of: RangeOf | None = None) -> Expr:
    """`e floordiv d`, simplified: the terms (and the part of the constant) that are multiples
    of `d` come out of the division whatever the ranges, `(d W + R) floordiv d = W + R floordiv
    d`; the rest is 0 where the ranges prove it stays in [0, d), and is divided by a common
    factor `g` of `d` where what is left over stays in [0, g) (`_factor`)."""
    if d == 1:
        return e
    if e.is_const:
        return const(e.const // d)
    inner = _lone(e, FloorDiv)
    if inner is not None:                   # (X floordiv a) floordiv d = X floordiv a d
        return floordiv(inner.expr, inner.divisor * d, range_of)
    whole, rest = _split(e, d)
    r = bounds(rest, range_of)
    if r is not None and 0 <= r[0] and r[1] < d:
        return whole
    factored = _factor(rest, d, range_of)
    if factored is not None:
        g, multiple, _ = factored
        return whole + floordiv(multiple, d // g, range_of)
    return whole + as_expr(FloorDiv(rest, d))


def mod(e: Expr, m: int, range_of: RangeOf | None = None) -> Expr:
    """`e mod m`, simplified: the multiples of `m` in `e` drop out; the rest is itself where
    the ranges prove it stays in [0, m), and `(g M + L) mod m = (M mod m/g) g + L` where `g`
    divides `m` and `L` stays in [0, g) (`_factor`)."""
    if m == 1:
        return const(0)
    if e.is_const:
        return const(e.const % m)
    inner = _lone(e, Mod)
    if inner is not None and inner.modulus % m == 0:    # (X mod a m') mod m = X mod m
        return mod(inner.expr, m, range_of)
    _, rest = _split(e, m)
    r = bounds(rest, range_of)
    if r is not None and 0 <= r[0] and r[1] < m:
        return rest
    factored = _factor(rest, m, range_of)
    if factored is not None:
        g, multiple, left = factored
        return mod(multiple, m // g, range_of) * g + left
    return as_expr(Mod(rest, m))


def _lone(e: Expr, kind: type):
    """The atom `e` is, when `e` is exactly one atom of `kind` (coefficient 1, no constant)."""
    if len(e.terms) == 1 and not e.const and e.terms[0][1] == 1 and \
            isinstance(e.terms[0][0], kind):
        return e.terms[0][0]
    return None


def _split(e: Expr, d: int) -> tuple[Expr, Expr]:
    """`e` as `d * whole + rest`: whole, the terms with a coefficient divisible by `d` (divided)
    and the constant's quotient; rest, the other terms and the constant's remainder."""
    whole = Expr(tuple((a, c // d) for a, c in e.terms if c % d == 0), e.const // d)
    rest = Expr(tuple((a, c) for a, c in e.terms if c % d != 0), e.const % d)
    return whole, rest


def _factor(e: Expr, d: int, range_of: RangeOf | None):
    """`(g, M, L)` with `e = g M + L`, `g` a coefficient of `e` that divides `d` (largest
    first), `M` the terms whose coefficients `g` divides (divided by `g`) and `L`, the others
    and the constant, proven in [0, g); or None."""
    for g in sorted({abs(c) for _, c in e.terms if 1 < abs(c) < d and d % abs(c) == 0},
                    reverse=True):
        multiple = Expr(tuple((a, c // g) for a, c in e.terms if c % g == 0), e.const // g)
        left = Expr(tuple((a, c) for a, c in e.terms if c % g != 0), e.const % g)
        r = bounds(left, range_of)
        if r is not None and 0 <= r[0] and r[1] < g:
            return g, multiple, left
    return None


def collapse(e: Expr) -> Expr:
    """`e` with the pairs that a row-major linearisation of split indices makes put back
    together: `(X mod m) c + (X floordiv m) c m = X c`, and `(X mod m) c + ((X floordiv m)
    mod b) c m = (X mod m b) c`. Exact for any X; for flat offsets (a reduction's flat counter
    spread over adjacent dims reads as itself again)."""
    while True:
        coefs = dict(e.terms)
        for atom, c in e.terms:
            if not isinstance(atom, Mod):
                continue
            x, m = atom.expr, atom.modulus
            div = FloorDiv(x, m)
            if coefs.get(div) == c * m:
                e = _without(e, (atom, div)) + x * c
                break
            wider = next((a for a in coefs if isinstance(a, Mod) and a.expr == as_expr(div)
                          and coefs[a] == c * m), None)
            if wider is not None:
                e = _without(e, (atom, wider)) + as_expr(Mod(x, m * wider.modulus)) * c
                break
        else:
            return e


def _without(e: Expr, atoms) -> Expr:
    return Expr(tuple((a, c) for a, c in e.terms if a not in atoms), e.const)


def substitute(e: Expr, fn: Callable[[object], Expr], range_of: RangeOf | None = None) -> Expr:
    """`e` with each variable `v` replaced by `fn(v.ref)`, re-simplified."""
    out = const(e.const)
    for atom, c in e.terms:
        out = out + _substitute_atom(atom, fn, range_of) * c
    return out


def _substitute_atom(atom: Atom, fn, range_of) -> Expr:
    if isinstance(atom, Var):
        return fn(atom.ref)
    inner = substitute(atom.expr, fn, range_of)
    if isinstance(atom, FloorDiv):
        return floordiv(inner, atom.divisor, range_of)
    return mod(inner, atom.modulus, range_of)


def variables(e: Expr) -> list:
    """The refs of the variables in `e`, in order of first appearance."""
    out: list = []
    for atom, _ in e.terms:
        for ref in ([atom.ref] if isinstance(atom, Var) else variables(atom.expr)):
            if not any(ref is r for r in out):
                out.append(ref)
    return out


def refs_are_positions(e: Expr, count: int) -> bool:
    """Whether every variable of `e` refers to an operand position in `range(count)`."""
    for atom, _ in e.terms:
        if isinstance(atom, Var):
            ref = atom.ref
            if not isinstance(ref, int) or not 0 <= ref < count:
                return False
        elif not refs_are_positions(atom.expr, count):
            return False
    return True


def evaluate(e: Expr, value_of: Callable[[object], "np.ndarray | int"]):
    """The value of `e` with numpy integer arrays (or ints) for its variables."""
    total = e.const
    for atom, c in e.terms:
        if isinstance(atom, Var):
            x = value_of(atom.ref)
        elif isinstance(atom, FloorDiv):
            x = np.floor_divide(evaluate(atom.expr, value_of), atom.divisor)
        else:
            x = np.mod(evaluate(atom.expr, value_of), atom.modulus)
        total = total + x * c if c != 1 else total + x
    return total


def to_text(e: Expr, name_of: Callable[[object], str]) -> str:
    """`%i * 30 + %j - 1`: terms in order, then the constant; minimal parentheses."""
    parts: list[str] = []
    for atom, c in e.terms:
        text = _atom_text(atom, name_of)
        if c != 1:
            text = f"{text} * {c}"
        parts.append(text)
    out = " + ".join(parts)
    if not parts:
        return str(e.const)
    if e.const > 0:
        out += f" + {e.const}"
    elif e.const < 0:
        out += f" - {-e.const}"
    return out


def _atom_text(atom: Atom, name_of) -> str:
    if isinstance(atom, Var):
        return "%" + name_of(atom.ref)
    inner = atom.expr
    text = to_text(inner, name_of)
    if len(inner.terms) > 1 or inner.const or any(c != 1 for _, c in inner.terms):
        text = f"({text})"
    if isinstance(atom, FloorDiv):
        return f"{text} floordiv {atom.divisor}"
    return f"{text} mod {atom.modulus}"


def by_position(exprs) -> tuple[list, tuple[Expr, ...]]:
    """The distinct variable refs of `exprs` (by identity, in order of first appearance), and
    `exprs` with each ref replaced by its position in that list: how an op stores indices."""
    refs: list = []
    positions: dict[int, int] = {}

    def position(ref) -> int:
        k = positions.get(id(ref))
        if k is None:
            k = positions[id(ref)] = len(refs)
            refs.append(ref)
        return k
    stored = []
    for e in exprs:
        terms = e.terms
        if len(terms) == 1 and not e.const and terms[0][1] == 1 and type(terms[0][0]) is Var:
            k = position(terms[0][0].ref)                           # the common `%i`
            stored.append(_VARIABLES[k] if k < len(_VARIABLES) else var(k))
        else:
            stored.append(map_refs(e, position))
    return refs, tuple(stored)


#: `var(k)` for small positions, shared (expressions are immutable).
_VARIABLES = [Expr(((Var(k), 1),), 0) for k in range(8)]


def map_refs(e: Expr, fn: Callable[[object], object]) -> Expr:
    """`e` with every variable ref replaced by `fn(ref)` (no simplification)."""
    terms = []
    for atom, c in e.terms:
        if isinstance(atom, Var):
            atom = Var(fn(atom.ref))
        elif isinstance(atom, FloorDiv):
            atom = FloorDiv(map_refs(atom.expr, fn), atom.divisor)
        else:
            atom = Mod(map_refs(atom.expr, fn), atom.modulus)
        terms.append((atom, c))
    return Expr(tuple(terms), e.const)
