"""The memory budget of `partition{memory_budget=b}`, judged on the peak of the backward.

In: a joint graph, a budget `b` in [0, 1) and a way to make the min-cut plan with a set of values
forced to be recomputed. Out: the chosen plan and the ladder of plans it was chosen from.

- `simulate_peak` walks the backward's ops in order on the tensor-level schedule: live bytes =
  saved values + tangents + computed values until their last use (gradients until the end);
  peak = the maximum. Views allocate nothing (they extend their source's life), nor do
  constants (immediates once fused). Inputs of the joint are owned by the caller for the whole
  training step, so they are left out (a constant offset, the same for every plan). Buffer
  planning will replace this model by its own once it exists.
- The ladder starts at the min-cut plan (budget 1) and repeatedly forces the recomputation of
  the largest saved value that is not an input (the earliest in the joint among equals: it is
  the one the backward reads last), banned ones like matmuls included, until only inputs (and
  user `save` tags, which every budget keeps) are saved.
- Budget 1 is the min-cut plan. Below it, peaks are normalised between the lowest peak on the
  ladder and the peak of the min-cut plan, and the chosen plan is the cheapest to recompute
  (FLOPs, then peak, then ladder position) whose peak is <= lowest + b * (min-cut - lowest).
  The lowest peak is usually the inputs-only plan's (PyTorch's meaning of budget 0); when
  recomputing everything raises the peak instead (recomputed values needed late stay live
  together), budget 0 picks the plan that really has the lowest peak.
- Lowering `b` only shrinks the set of eligible plans, and a plan eligible at the lower budget
  is eligible at the higher one, so the chosen peak never increases as the budget decreases
  (unlike a knapsack over saved bytes, pytorch#197838).
"""
from __future__ import annotations

from typing import Callable, Sequence

from ...ir.core import IRError, Operation, Value
from ...ir.tensor import MatmulOp
from ...ir.types import TensorType
from .graph import JointGraph, is_literal, value_bytes
from .plan import Plan


def _matmul_flops(op: Operation) -> int:
    return 2 * op.result.type.numel * op.lhs.type.shape[-1]


#: FLOP estimates of ops whose cost is not their size; other ops cost one FLOP per element.
FLOPS: dict[type, Callable[[Operation], int]] = {MatmulOp: _matmul_flops}


def op_flops(op: Operation) -> int:
    """Estimated FLOPs of recomputing `op` (views are free: index arithmetic)."""
    cls = type(op)
    if cls in FLOPS:
        return FLOPS[cls](op)
    if cls.view:
        return 0
    sizes = [v.type.numel for v in [*op.operands, *op.results] if isinstance(v.type, TensorType)]
    return max(sizes, default=0)


def recompute_cost(ops: Sequence[Operation]) -> int:
    """Estimated FLOPs of the recomputed ops."""
    return sum(op_flops(op) for op in ops)


def simulate_peak(graph: JointGraph, saved: Sequence[Value], ops: Sequence[Operation]) -> int:
    """Peak live bytes of the backward that reads `saved` and runs `ops` in order.

    A view (broadcast, reshape, transpose) allocates nothing: it keeps its source alive until
    its own last use, as it will once lowered to index arithmetic. Constants are immediates.
    """
    root: dict[Value, Value] = {}
    for op in ops:
        if type(op).view:
            source = op.operands[0]
            for r in op.results:
                root[r] = root.get(source, source)
    last_use: dict[Value, int] = {}
    for i, op in enumerate(ops):
        for v in op.operands:
            last_use[root.get(v, v)] = i
    end = len(ops)
    for g in graph.grads:
        last_use[root.get(g, g)] = end

    def counted(v: Value) -> bool:
        if v in root:
            return False
        if graph.is_input(v):
            return v in graph.tangents
        return not is_literal(v.owner)

    freed = [0] * (end + 1)          # bytes whose last use is each op
    for v, i in last_use.items():
        if counted(v):
            freed[i] += value_bytes(v)
    live = sum(value_bytes(v) for v in [*saved, *graph.tangents] if v in last_use and counted(v))
    peak = live
    for i, op in enumerate(ops):
        if not type(op).view and not is_literal(op):
            live += sum(value_bytes(r) for r in op.results)
        peak = max(peak, live)
        live -= freed[i]
    return peak


def build_ladder(graph: JointGraph, plan_for: Callable[[frozenset[Value]], Plan]
                 ) -> list[Plan]:
    """Plans from the min-cut one to inputs-only, each recomputing one more saved value."""
    current = plan_for(frozenset())
    plans = [current]
    seen = {tuple(current.saved)}
    forced: set[Value] = set()
    kept: set[Value] = set()            # values no cut can recompute: they stay saved
    while True:
        choices = [v for v in current.saved if not graph.is_input(v) and v not in forced
                   and v not in kept and not _user_saved(graph, v)]
        if not choices:
            return plans
        chosen = max(choices, key=lambda v: (value_bytes(v), -graph.order[v]))
        try:
            current = plan_for(frozenset(forced | {chosen}))
        except IRError:                 # recomputing it would cut an infinite edge
            kept.add(chosen)
            continue
        forced.add(chosen)
        if tuple(current.saved) not in seen:
            seen.add(tuple(current.saved))
            plans.append(current)


def _user_saved(graph: JointGraph, v: Value) -> bool:
    tag = graph.tags.get(v)
    return tag is not None and tag.policy == "save"


def choose_plan(graph: JointGraph, budget: float,
                plan_for: Callable[[frozenset[Value]], Plan]) -> tuple[Plan, list[Plan]]:
    """The cheapest plan on the ladder whose normalised backward peak is within `budget`."""
    ladder = build_ladder(graph, plan_for)
    high = ladder[0].peak
    low = min(p.peak for p in ladder)
    target = low + budget * (high - low)
    eligible = [(p.cost, p.peak, i) for i, p in enumerate(ladder) if p.peak <= target]
    return ladder[min(eligible)[2]], ladder
