"""`einsum` as PyTorch's `torch.einsum(equation, *operands)`, a composition of existing ops.

The equation names each operand's dims by letters (`"bij,bjk->bik"`), `...` standing for the
dims no letter names (broadcast among operands, as PyTorch's); without `->` the output is
the letters used once, in alphabetical order, after the `...` dims. A letter that appears
twice in one operand takes its diagonal. Operands are contracted left to right, two at a
time: the letters of both that the rest of the equation still needs are batch dims, those it
does not are summed by one batched `tensor.matmul` (letters of one operand alone that nothing
later needs are summed first). So the result, its gradient and its lowering are those of
`matmul`, `sum`, `transpose`, `reshape` and `broadcast`.
"""
from __future__ import annotations

import math
import string

from ..ir.core import IRError, Value
from ..ir.tensor import IotaOp
from ..ir.types import DType

_LETTERS = string.ascii_letters


def _parse(equation: str, ranks: list[int]) -> tuple[list[list[str]], list[str]]:
    """The letters of each operand and of the output, `...` replaced by fresh letters."""
    if not isinstance(equation, str):
        raise IRError(f"'einsum' expects an equation string first, got {equation!r}")
    text = equation.replace(" ", "")
    lhs, arrow, rhs = text.partition("->")
    terms = lhs.split(",")
    if len(terms) != len(ranks):
        raise IRError(f"'einsum' equation {equation!r} names {len(terms)} operands, got"
                      f" {len(ranks)}")
    used = set(text) - set(".,->")
    if used - set(_LETTERS):
        raise IRError(f"'einsum' subscripts must be letters, got {sorted(used - set(_LETTERS))}"
                      f" in {equation!r}")
    fresh = [c for c in _LETTERS if c not in used]
    extras = []
    for term, rank in zip(terms, ranks):
        if term.count("...") > 1 or term.replace("...", "").count("."):
            raise IRError(f"'einsum' operand subscripts {term!r} have a stray '.'")
        named = len(term.replace("...", ""))
        extra = rank - named
        if extra < 0 or (extra and "..." not in term):
            raise IRError(f"'einsum' subscripts {term!r} name {named} dims of an operand of"
                          f" rank {rank}")
        extras.append(extra)
    ellipsis_rank = max([e for e, t in zip(extras, terms) if "..." in t], default=0)
    # the dims of `...` line up from the right, as broadcasting does
    dots = fresh[:ellipsis_rank]
    letters = []
    for term, extra in zip(terms, extras):
        before, _, after = term.partition("...")
        letters.append(list(before) + dots[ellipsis_rank - extra:] + list(after)
                       if "..." in term else list(term))
    if arrow:
        if rhs.count("...") > 1 or rhs.replace("...", "").count("."):
            raise IRError(f"'einsum' output subscripts {rhs!r} have a stray '.'")
        output = list(rhs.replace("...", "\0"))
        output = [d for c in output for d in (dots if c == "\0" else [c])]
        if "..." not in rhs and ellipsis_rank:
            raise IRError(f"'einsum' output subscripts {rhs!r} leave out the '...' dims")
        seen = [c for c in output if c not in dots]
        if len(set(seen)) != len(seen):
            raise IRError(f"'einsum' output subscripts {rhs!r} repeat a letter")
        missing = set(seen) - {c for term in letters for c in term}
        if missing:
            raise IRError(f"'einsum' output subscript {sorted(missing)[0]!r} appears in no"
                          f" operand")
    else:
        counts = {}
        for term in letters:
            for c in term:
                counts[c] = counts.get(c, 0) + 1
        output = dots + sorted(c for c, n in counts.items() if n == 1 and c not in dots)
    return letters, output


def _diagonal(op, x: Value, term: list[str]) -> tuple[Value, list[str]]:
    """`x` with each repeated letter of `term` reduced to its diagonal."""
    while len(set(term)) != len(term):
        c = next(c for c in term if term.count(c) > 1)
        i, j = [k for k, d in enumerate(term) if d == c][:2]
        if x.type.shape[i] != x.type.shape[j]:
            raise IRError(f"'einsum' subscript {c!r} is repeated for dims of sizes"
                          f" {x.type.shape[i]} and {x.type.shape[j]}")
        # entry k of the diagonal is x[..., k, ..., k, ...]: dim j gathered at dim i's index
        shape = list(x.type.shape)
        index = op.b.op(IotaOp, axis=i, shape=shape[:j] + [1] + shape[j + 1:], dtype=DType.i64)
        x = op("take_along", x, index, axis=j)
        x = op("reshape", x, shape[:j] + shape[j + 1:])
        term = term[:j] + term[j + 1:]
    return x, term


def _sum_out(op, x: Value, term: list[str], keep: set[str]) -> tuple[Value, list[str]]:
    gone = [k for k, c in enumerate(term) if c not in keep]
    if gone:
        x = op("sum", x, gone, False)
        term = [c for c in term if c in keep]
    return x, term


def _arrange(op, x: Value, term: list[str], order: list[str]) -> Value:
    perm = [term.index(c) for c in order]
    return x if perm == list(range(len(perm))) else op("transpose", x, perm)


def _contract(op, a: Value, ta: list[str], b: Value, tb: list[str], keep: set[str],
              sizes: dict) -> tuple[Value, list[str]]:
    """a * b summed over the letters both have that `keep` lacks, as one batched matmul."""
    batch = [c for c in ta if c in tb and c in keep]
    summed = [c for c in ta if c in tb and c not in keep]
    left = [c for c in ta if c not in tb]
    right = [c for c in tb if c not in ta]
    a = op.b.broadcast_to(_arrange(op, a, ta, batch + left + summed),
                          [sizes[c] for c in batch + left + summed])
    b = op.b.broadcast_to(_arrange(op, b, tb, batch + summed + right),
                          [sizes[c] for c in batch + summed + right])
    n = [math.prod(sizes[c] for c in group) for group in (batch, left, summed, right)]
    a = op("reshape", a, [n[0], n[1], n[2]])
    b = op("reshape", b, [n[0], n[2], n[3]])
    out = op("matmul", a, b)
    return op("reshape", out, [sizes[c] for c in batch + left + right]), batch + left + right


def einsum(op, equation, *operands) -> Value:
    """The sum of products of `operands`' entries over the letters of `equation` that the
    output lacks, as `torch.einsum` (`einsum("bij,bjk->bik", a, b)` is a batched matmul)."""
    if len(operands) == 1 and isinstance(operands[0], (list, tuple)):
        operands = tuple(operands[0])
    if not operands:
        raise IRError("'einsum' expects at least one operand")
    xs = [op.tensor(x, "einsum") for x in operands]
    terms, output = _parse(equation, [x.type.rank for x in xs])
    sizes: dict[str, int] = {}
    for x, term in zip(xs, terms):
        for c, n in zip(term, x.type.shape):
            if c in sizes and n not in (1, sizes[c]) and sizes[c] != 1:
                raise IRError(f"'einsum' subscript {c!r} has size {n} for operand"
                              f" {x.type}, which does not match the size {sizes[c]} it has"
                              f" elsewhere")
            sizes[c] = max(sizes.get(c, 1), n)
    dtypes = {x.type.dtype for x in xs}
    if len(dtypes) > 1:
        raise IRError(f"'einsum' operands must have one dtype, got"
                      f" {sorted(d.value for d in dtypes)}")
    pending = []
    for x, term in zip(xs, terms):
        x, term = _diagonal(op, x, list(term))
        pending.append((x, term))
    x, term = pending[0]
    for k in range(1, len(pending) + 1):
        later = {c for _, t in pending[k:] for c in t} | set(output)
        x, term = _sum_out(op, x, term, later | set(pending[k][1] if k < len(pending) else ()))
        if k == len(pending):
            break
        y, ty = pending[k]
        y, ty = _sum_out(op, y, ty, later | set(term))
        x, term = _contract(op, x, term, y, ty, later, sizes)
    for c in output:
        if c not in term:                       # a size-1 '...' dim no operand has
            term = term + [c]
            x = op("reshape", x, list(x.type.shape) + [1])
    x = _arrange(op, x, term, output)
    return op.b.broadcast_to(x, [sizes.get(c, 1) for c in output])
