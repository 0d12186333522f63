"""The plans of the two strategies, and the order in which the backward runs.

In: a `JointGraph`. Out: a `Plan`. `default_plan` saves every forward value the backward reads
(PyTorch's `default_partition`; constants are rebuilt, never saved); `min_cut_plan` saves the
values of the cut `mincut.choose_cut` chooses (the least memory within a traffic allowance)
with some values forced to be recomputed, within the activation bytes the default plan saves;
`make_plan` turns a set of values the backward may read into the plan that saves the ones it
does read, with the forward's ops in joint order and the backward's ops in just-in-time order
(`jit_order`).
"""
from __future__ import annotations

from ...ir.core import IRError, Operation, Value
from .budget import recompute_cost, simulate_peak
from .graph import JointGraph, is_literal, value_bytes
from .mincut import choose_cut
from .plan import Plan


def default_plan(graph: JointGraph) -> Plan:
    """Save every forward value (inputs included) the backward reads; rebuild constants."""
    return make_plan(graph, _default_candidates(graph))


def default_saved(graph: JointGraph) -> list[Value]:
    """The values `default_plan` saves, without the rest of its plan."""
    return _read_by_backward(graph, _default_candidates(graph))[0]


def _default_candidates(graph: JointGraph) -> list[Value]:
    return [v for v in graph.values
            if v not in graph.tangents and (graph.is_input(v) or (
                v in graph.required_fw and not is_literal(v.owner)))]


def min_cut_plan(graph: JointGraph, forced: frozenset[Value] = frozenset(),
                 default: list[Value] | None = None) -> Plan:
    """The plan of the chosen cut (`choose_cut`) with `forced` values recomputed, keeping no
    more bytes alive than `default_plan` does (`default`: the values it saves, when the caller
    has them)."""
    default = default_saved(graph) if default is None else default
    cut = choose_cut(graph, forced, activation_bytes(graph, default))
    plan = make_plan(graph, cut.saved)
    plan.banned, plan.forced, plan.cut = cut.banned, forced, cut
    return plan


def activation_bytes(graph: JointGraph, saved: list[Value]) -> int:
    """Bytes of the saved values that are not inputs (inputs are alive anyway)."""
    return sum(value_bytes(v) for v in saved if not graph.is_input(v))


def make_plan(graph: JointGraph, candidates: list[Value]) -> Plan:
    """The plan that may read `candidates` in the backward; the ones it reads are saved."""
    saved, needed = _read_by_backward(graph, candidates)
    forward_ops = _ops_for(graph, list(graph.outputs) + saved)
    backward_ops = jit_order(graph, needed)
    in_forward = set(forward_ops)
    recomputed = [op for op in backward_ops if op in in_forward and not is_literal(op)]
    plan = Plan(saved, forward_ops, backward_ops, recomputed)
    plan.peak = simulate_peak(graph, plan.saved, plan.backward_ops)
    plan.cost = recompute_cost(plan.recomputed)
    return plan


def _read_by_backward(graph: JointGraph, candidates: list[Value]
                      ) -> tuple[list[Value], set[Operation]]:
    """The candidates the backward reads (in the order given) and the ops it runs, when it
    may read `candidates` and the tangents and computes everything else it needs."""
    available = set(candidates) | set(graph.tangents)
    needed: set[Operation] = set()
    read: set[Value] = set()
    stack = list(graph.grads)
    while stack:
        v = stack.pop()
        if v in available:
            read.add(v)
            continue
        if graph.is_input(v):
            raise IRError(f"partition of '@{graph.func.name}': %{v.name_hint} is needed by the "
                          f"backward but not saved", graph.func.loc)
        if v.owner not in needed:
            needed.add(v.owner)
            stack.extend(v.owner.operands)
    return [v for v in candidates if v in read and v not in graph.tangents], needed


def _ops_for(graph: JointGraph, roots: list[Value]) -> list[Operation]:
    """The ops `roots` are computed from, in joint order."""
    ops: set[Operation] = set()
    stack = [v for v in roots if not graph.is_input(v)]
    while stack:
        op = stack.pop().owner
        if op not in ops:
            ops.add(op)
            stack.extend(v for v in op.operands if not graph.is_input(v))
    return [op for op in graph.func.ops if op in ops]


def jit_order(graph: JointGraph, needed: set[Operation]) -> list[Operation]:
    """`needed` ordered as the backward runs: gradient ops in joint order, each preceded by the
    values it needs that are not placed yet (recomputation just in time)."""
    placed: list[Operation] = []
    done: set[Operation] = set()

    def place(root: Operation) -> None:
        stack = [(root, False)]
        while stack:
            op, ready = stack.pop()
            if op in done:
                continue
            if ready:
                done.add(op)
                placed.append(op)
                continue
            stack.append((op, True))
            for v in reversed(op.operands):
                if not graph.is_input(v) and v.owner in needed and v.owner not in done:
                    stack.append((v.owner, False))

    for op in graph.func.ops:
        if op in needed and any(r in graph.backward for r in op.results):
            place(op)
    for g in graph.grads:
        if not graph.is_input(g) and g.owner in needed:
            place(g.owner)
    return placed
