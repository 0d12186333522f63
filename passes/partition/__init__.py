"""The `partition` pass: every joint function `@f` becomes `@f_forward` and `@f_backward`.

In: a module whose joint functions (made by `autodiff`) are
`(primals..., tangents...) -> (outs..., grads...)`. Out: each joint function replaced, in place,
by `forward(primals...) -> (outs..., saved...)` and `backward(saved..., tangents...) -> grads`;
other functions are kept. Saved values keep their joint names and joint order, the backward's
tangent arguments keep the `tangent` flag (so #outputs of forward = #tangent args of backward),
both functions verify and hold no dead ops, and saved values the backward does not read are
dropped. Checkpoint tags are consumed (see `graph`).

Strategies (`partition{strategy=default|min_cut,memory_budget=0.5}`):
- `default`: the forward saves every forward value the backward reads (PyTorch's
  `default_partition`); constants are rebuilt, never saved.
- `min_cut`: the saved set is a minimum cut over bytes (`mincut`); with
  `memory_budget < 1` a ladder of more-recomputing plans is scored by the simulated peak of the
  backward (`budget`).

The backward recomputes just in time: its ops are the ones computed from the tangents, in joint
order, each preceded by the not-yet-placed values it needs (PyTorch's
`reordering_to_mimic_autograd_engine`), so recomputed values appear right before their first
use. The report (`PartitionReport`, also `ctx.report("partition", ...)`) says what was saved or
recomputed and why.

Modules: `graph` (the joint graph and the cost of saving a value), `plan` (`Plan`),
`strategies` (the default and min-cut plans, just-in-time order), `mincut` (the flow network),
`maxflow` (the maximum flow and minimum cut under it), `budget`, `report`.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...ir.builder import finish_function, new_function
from ...ir.core import BlockArgument, Function, Module
from ...ir.rewrite import copy_op
from ..manager import Pass, PassContext, register_pass
from ..pipelines import STRATEGIES, check_partition_options
from .budget import choose_plan
from .graph import TANGENT, JointGraph, analyze_joint, is_joint
from .plan import Plan
from .report import PartitionReport, build_report
from .strategies import default_plan, default_saved, min_cut_plan

__all__ = ["Partition", "PartitionReport", "Plan", "STRATEGIES", "default_plan", "min_cut_plan",
           "partition_function"]

@register_pass("partition")
@dataclass(frozen=True)
class Partition(Pass):
    """Split each joint function into a forward and a backward function (see module doc)."""

    strategy: str = "min_cut"
    memory_budget: float = 1.0

    def __post_init__(self):
        check_partition_options(self.strategy, self.memory_budget)   # when the pipeline is parsed

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
    check_partition_options(strategy, memory_budget)
    graph = analyze_joint(joint)
    default = default_plan(graph) if strategy == "default" else None
    default_saved_values = default.saved if default is not None else default_saved(graph)
    min_cut = min_cut_plan(graph, default=default_saved_values)
    ladder: list[Plan] = []
    if default is not None:
        plan = default
    elif memory_budget >= 1.0:
        plan = min_cut
    else:
        plan, ladder = choose_plan(
            graph, memory_budget, lambda forced: min_cut_plan(graph, forced, default_saved_values))
    report = build_report(graph, plan, strategy, memory_budget, default_saved_values, min_cut,
                          ladder)
    return build_forward(graph, plan), build_backward(graph, plan), report


def _attrs(joint: Function, v) -> dict:
    """The attributes of `v` when it is a primal argument of the joint (its user name)."""
    return dict(joint.attrs_of(v.index)) if isinstance(v, BlockArgument) and \
        v.block is joint.body and TANGENT not in joint.arg_flags[v.index] else {}


def build_forward(graph: JointGraph, plan: Plan) -> Function:
    """`@f_forward(primals...) -> (outs..., saved...)`."""
    joint = graph.func
    flags = [joint.arg_flags[p.index] for p in graph.primals]
    f = new_function(f"{joint.name}_forward", [p.type for p in graph.primals],
                     [p.name_hint for p in graph.primals], flags, loc=joint.loc,
                     arg_attrs=[_attrs(joint, p) for p in graph.primals])
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
                     [v.name_hint for v in inputs], flags, loc=joint.loc,
                     arg_attrs=[_attrs(joint, v) for v in inputs])
    mapping = {id(v): a for v, a in zip(inputs, f.args)}
    for op in plan.backward_ops:
        f.body.append(copy_op(op, mapping))
    return finish_function(f, [mapping[id(g)] for g in graph.grads], loc=joint.terminator.loc)
