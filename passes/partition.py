"""The `partition` pass: every joint function `@f` becomes `@f_forward` and `@f_backward`.

In: a module whose joint functions (made by `autodiff`) are
`(primals..., tangents...) -> (outs..., grads...)`. Out: each joint function replaced, in place,
by `forward(primals...) -> (outs..., saved...)` and `backward(saved..., tangents...) -> grads`;
other functions are kept. Saved values keep their joint names and joint order, the backward's
tangent arguments keep the `tangent` flag (so #outputs of forward = #tangent args of backward),
both functions verify and hold no dead ops, and saved values the backward does not read are
dropped. Checkpoint tags are consumed (see `partition_graph`).

Strategies (`partition{strategy=default|min_cut,memory_budget=0.5}`):
- `default`: the forward saves every forward value the backward reads (PyTorch's
  `default_partition`); constants are rebuilt, never saved.
- `min_cut`: the saved set is a minimum cut over bytes (`partition_mincut`); with
  `memory_budget < 1` a ladder of more-recomputing plans is scored by the simulated peak of the
  backward (`partition_budget`).

The backward recomputes just in time: its ops are the ones computed from the tangents, in joint
order, each preceded by the not-yet-placed values it needs (PyTorch's
`reordering_to_mimic_autograd_engine`), so recomputed values appear right before their first
use. The report (`PartitionReport`, also `ctx.report("partition", ...)`) says what was saved or
recomputed and why.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..ir.builder import finish_function, new_function
from ..ir.core import Function, IRError, Module, Operation, Value
from ..ir.rewrite import copy_op
from .manager import Pass, PassContext, register_pass
from .partition_budget import choose_plan, recompute_cost, simulate_peak
from .partition_graph import TANGENT, JointGraph, analyze_joint, is_joint, is_literal
from .partition_mincut import solve_min_cut
from .partition_report import PartitionReport, build_report

STRATEGIES = ("default", "min_cut")


@dataclass
class Plan:
    """One way to split a joint graph: what is saved, and the ops on each side."""

    saved: list[Value]
    forward_ops: list[Operation]
    backward_ops: list[Operation]
    recomputed: list[Operation]
    banned: dict[Value, str] = field(default_factory=dict)
    forced: frozenset[Value] = frozenset()
    peak: int = 0
    cost: int = 0


@register_pass("partition")
@dataclass(frozen=True)
class Partition(Pass):
    """Split each joint function into a forward and a backward function (see module doc)."""

    strategy: str = "min_cut"
    memory_budget: float = 1.0

    def run(self, module: Module, ctx: PassContext) -> Module:
        functions = []
        for f in module.functions:
            if not is_joint(f):
                functions.append(f)
                continue
            forward, backward, report = partition_function(f, self.strategy, self.memory_budget)
            functions += [forward, backward]
            ctx.report("partition", report)
        return Module(functions)


def partition_function(joint: Function, strategy: str = "min_cut", memory_budget: float = 1.0
                       ) -> tuple[Function, Function, PartitionReport]:
    """Split `joint` into (forward, backward) and report the saved and recomputed values."""
    if strategy not in STRATEGIES:
        raise IRError(f"partition strategy must be one of {', '.join(STRATEGIES)}, "
                      f"got '{strategy}'")
    if not 0.0 <= memory_budget <= 1.0:
        raise IRError(f"partition memory_budget must be in [0, 1], got {memory_budget}")
    if strategy == "default" and memory_budget != 1.0:
        raise IRError("partition memory_budget applies to strategy=min_cut only")
    graph = analyze_joint(joint)
    default = default_plan(graph)
    min_cut = min_cut_plan(graph)
    ladder: list[Plan] = []
    if strategy == "default":
        plan = default
    elif memory_budget >= 1.0:
        plan = min_cut
    else:
        plan, ladder = choose_plan(graph, memory_budget, lambda forced: min_cut_plan(graph, forced))
    report = build_report(graph, plan, strategy, memory_budget, default, min_cut, ladder)
    return build_forward(graph, plan), build_backward(graph, plan), report


def default_plan(graph: JointGraph) -> Plan:
    """Save every forward value (inputs included) the backward reads; rebuild constants."""
    candidates = [v for v in graph.values
                  if v not in graph.tangents and (graph.is_input(v) or (
                      v in graph.required_fw and not is_literal(v.owner)))]
    return make_plan(graph, candidates)


def min_cut_plan(graph: JointGraph, forced: frozenset[Value] = frozenset()) -> Plan:
    """The plan of the minimum cut with `forced` values recomputed."""
    cut = solve_min_cut(graph, forced)
    plan = make_plan(graph, cut.saved)
    plan.banned, plan.forced = cut.banned, forced
    return plan


def make_plan(graph: JointGraph, candidates: list[Value]) -> Plan:
    """The plan that may read `candidates` in the backward; the ones it reads are saved."""
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
    saved = [v for v in candidates if v in read and v not in graph.tangents]
    forward_ops = _ops_for(graph, list(graph.outputs) + saved)
    backward_ops = jit_order(graph, needed)
    in_forward = set(forward_ops)
    recomputed = [op for op in backward_ops if op in in_forward and not is_literal(op)]
    plan = Plan(saved, forward_ops, backward_ops, recomputed)
    plan.peak = simulate_peak(graph, plan.saved, plan.backward_ops)
    plan.cost = recompute_cost(plan.recomputed)
    return plan


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


def build_forward(graph: JointGraph, plan: Plan) -> Function:
    """`@f_forward(primals...) -> (outs..., saved...)`."""
    joint = graph.func
    flags = [joint.arg_flags[joint.args.index(p)] for p in graph.primals]
    f = new_function(f"{joint.name}_forward", [p.type for p in graph.primals],
                     [p.name_hint for p in graph.primals], flags, loc=joint.loc)
    mapping = {id(p): a for p, a in zip(graph.primals, f.args)}
    for op in plan.forward_ops:
        f.body.append(copy_op(op, mapping))
    results = [mapping[id(v)] for v in list(graph.outputs) + plan.saved]
    return finish_function(f, results, loc=joint.terminator.loc)


def build_backward(graph: JointGraph, plan: Plan) -> Function:
    """`@f_backward(saved..., tangents...) -> grads`, recomputing just in time."""
    joint = graph.func
    inputs = plan.saved + list(graph.tangents)
    flags = [frozenset()] * len(plan.saved) + [frozenset({TANGENT})] * len(graph.tangents)
    f = new_function(f"{joint.name}_backward", [v.type for v in inputs],
                     [v.name_hint for v in inputs], flags, loc=joint.loc)
    mapping = {id(v): a for v, a in zip(inputs, f.args)}
    for op in plan.backward_ops:
        f.body.append(copy_op(op, mapping))
    return finish_function(f, [mapping[id(g)] for g in graph.grads], loc=joint.terminator.loc)
