"""Issue 8, part 1, item 7: inlining DSL calls must not grow exponentially.

A chain of 20 functions, each `return f(x) + f(x)` (under 1 KB of source), once took more than
10 minutes and 1.4 GB to parse: every call copied its callee's whole body. Calls with the same
arguments now share one copy, so the program stays linear in size and computes the same numbers;
calls that do differ (or draw random numbers) are still copied, and a function that grows past
`MAX_INLINED_OPS` is a located error naming the call that grew it.
"""
from __future__ import annotations

import re

import numpy as np
import pytest

from aotgrad.frontend import dsl
from aotgrad.frontend.diagnostics import DiagnosticError
from aotgrad.frontend.dsl import parse
from aotgrad.ir import tensor as T
from aotgrad.ir.interpret import interpret


def doubling_chain(depth: int, second: str = "x") -> str:
    lines = ["def f0(x: f32[4]) -> f32[4] { return tanh(x) }"]
    lines += [f"def f{k}(x: f32[4]) -> f32[4] {{ return f{k - 1}(x) + f{k - 1}({second}) }}"
              for k in range(1, depth + 1)]
    lines.append(f"def main(x: f32[4]) -> f32[] {{ return sum(f{depth}(x)) }}")
    return "\n".join(lines) + "\n"


def test_chain_of_20_doubling_calls_stays_linear_and_computes_the_same():
    source = doubling_chain(20)
    assert len(source) < 1500
    m = parse(source, "chain.ag")
    main = m.get("main")
    # tanh once, one add per level, the sum and the return: no copies of a callee's body.
    assert sum(isinstance(op, T.TanhOp) for op in main.ops) == 1
    assert sum(isinstance(op, T.AddOp) for op in main.ops) == 20
    x = np.array([-1.0, -0.25, 0.5, 2.0], dtype=np.float32)
    (out,) = interpret(m, x, fn="main")
    np.testing.assert_allclose(out, 2.0 ** 20 * np.tanh(x).sum(), rtol=1e-6)


def test_shared_call_keeps_values_of_different_arguments_apart():
    m = parse("def g(x: f32[3], s: f32[]) -> f32[3] { return x * s }\n"
              "def main(x: f32[3]) -> f32[3] { return g(x, 2.0) + g(x, 3.0) + g(x, 2.0) }\n")
    main = m.get("main")
    assert sum(isinstance(op, T.MulOp) for op in main.ops) == 2
    x = np.array([1.0, -2.0, 0.5], dtype=np.float32)
    np.testing.assert_allclose(interpret(m, x, fn="main")[0], 7.0 * x, rtol=1e-6)


def test_calls_that_draw_random_numbers_are_not_shared():
    m = parse("def g(x: f32[64]) -> f32[64] { return dropout(x, p=0.5) }\n"
              "def main(x: f32[64]) -> f32[64] { return g(x) + g(x) }\n")
    assert sum(isinstance(op, T.DropoutOp) for op in m.get("main").ops) == 2


def test_exponential_inlining_is_a_located_error_naming_the_call(monkeypatch):
    monkeypatch.setattr(dsl, "MAX_INLINED_OPS", 2000)
    source = doubling_chain(20, second="x * 2.0")
    with pytest.raises(DiagnosticError) as e:
        parse(source, "chain.ag")
    message = str(e.value)
    # The first function whose inlined body passes 2000 ops is reported at its call that grew
    # it, with the chain of calls inlined at that point (f10 has about 4 * 2**10 ops).
    found = re.match(r"chain\.ag:(\d+):46: error: inlining the call of 'f(\d+)' \(f\2 -> "
                     r"f(\d+) -> .* -> f1\) makes 'f(\d+)' larger than 2000 ops", message)
    assert found, message
    line, callee, inner, outer = map(int, found.groups())
    assert (inner, outer, line) == (callee - 1, callee + 1, callee + 2)
    assert 5 <= callee <= 10
    assert (f"def f{outer}(x: f32[4]) -> f32[4] {{ return f{callee}(x) + f{callee}(x * 2.0) }}"
            in message)
