"""What the partitioner decided, as data: `PartitionReport`.

In: the analysed joint graph and the chosen plan (plus the default and min-cut plans, and the
budget ladder when there is one). Out: a report with one entry per saved value and per
recomputed value (`name, shape, dtype, bytes, origin, reason`; origin is the `file:line:col` of
the op that made the value, or `argument primals_N`), the saved bytes under `default`, under
`min_cut` and under a tape-based eager autograd (`eager_saved_bytes`: every forward op that
needs a gradient saves what its own backward formula reads, as PyTorch eager does; table
`EAGER_SAVES`), and the simulated backward peaks. `str(report)` is a readable table.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from ...ir import tensor as T
from ...ir.core import Operation, Value
from ...ir.types import DType, TensorType
from .graph import JointGraph, is_literal, is_materialized, smaller_than_source, value_bytes
from .plan import Plan


@dataclass(frozen=True)
class Entry:
    """One saved or recomputed value."""

    name: str
    shape: tuple[int, ...]
    dtype: str
    bytes: int
    origin: str
    reason: str
    input: bool = field(default=False, compare=False)   # an argument: no activation memory


@dataclass
class PartitionReport:
    """The saved and recomputed values of one joint function, with the comparison numbers."""

    function: str
    strategy: str
    memory_budget: float
    saved: list[Entry]
    recomputed: list[Entry]
    default_saved_bytes: int
    min_cut_saved_bytes: int
    eager_saved_bytes: int
    peak_bytes: int
    min_cut_peak_bytes: int
    ladder: list[tuple[int, int, int]] = field(default_factory=list)
    #: the min-cut's choice (none under `default`): which objective chose the cut, the bytes
    #: it moves and keeps alive, and those of the memory-first and traffic-first cuts.
    cut: CutSummary | None = None

    @property
    def saved_bytes(self) -> int:
        """Bytes of the values the forward hands to the backward."""
        return sum(e.bytes for e in self.saved)

    @property
    def activation_bytes(self) -> int:
        """Bytes of the saved values that are not arguments: the memory the plan keeps."""
        return sum(e.bytes for e in self.saved if not e.input)

    def __str__(self) -> str:
        lines = [f"partition of @{self.function}: strategy={self.strategy}, "
                 f"memory_budget={self.memory_budget}"]
        lines += _table("saved", self.saved) + _table("recomputed in the backward",
                                                        self.recomputed)
        lines.append(f"saved: {len(self.saved)} tensors, {self.saved_bytes} bytes "
                     f"(default {self.default_saved_bytes}, min_cut {self.min_cut_saved_bytes},"
                     f" eager autograd {self.eager_saved_bytes})")
        lines.append(f"backward peak (simulated): {self.peak_bytes} bytes "
                     f"(min_cut {self.min_cut_peak_bytes})")
        if self.cut is not None and self.cut.objective != "memory and traffic":
            lines.append(str(self.cut))
        if self.ladder:
            lines.append("budget ladder (saved bytes, backward peak, recompute FLOPs):")
            lines += [f"  {s} | {p} | {c}" for s, p, c in self.ladder]
        return "\n".join(lines)


@dataclass(frozen=True)
class CutSummary:
    """What the min-cut weighed: activation bytes kept and bytes moved (the cut's own count:
    what the backward reads, and what a recomputation writes there) of the chosen cut, of the
    memory-first and of the traffic-first cut, and the allowance memory may spend."""

    objective: str              # "memory", "traffic" or "memory and traffic"
    memory: int
    traffic: int
    memory_first: tuple[int, int]       # (kept, moved)
    traffic_first: tuple[int, int]
    allowance: int

    def __str__(self) -> str:
        why = {"memory": "the least memory, within the traffic allowance",
               "memory and traffic": "the least memory and the fewest bytes moved",
               "balanced": "the least bytes kept plus bytes moved, within the allowance",
               "traffic": "the fewest bytes moved: keeping less would move more bytes than "
                          "it saves, more than the allowance, or recompute longer chains"}[
                   self.objective]
        return (f"cut chosen by {self.objective}: {why}: keeps {self.memory} bytes, moves "
                f"{self.traffic} (memory-first: keeps {self.memory_first[0]}, moves "
                f"{self.memory_first[1]}; traffic-first: keeps {self.traffic_first[0]}, moves "
                f"{self.traffic_first[1]}; allowance {self.allowance})")


def _table(title: str, entries: list[Entry]) -> list[str]:
    rows = [(e.name, "[" + ",".join(map(str, e.shape)) + "]", str(e.bytes), e.origin, e.reason)
            for e in entries]
    head = ("value", "shape", "bytes", "origin", "reason")
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(4)]
    fmt = [" | ".join([*(c.ljust(w) for c, w in zip(r[:4], widths)), r[4]]).rstrip()
           for r in [head, *rows]]
    return [f"{title}:", "  " + fmt[0], "  " + "-" * len(fmt[0]),
            *("  " + line for line in fmt[1:])] if rows else [f"{title}: none"]


def build_report(graph: JointGraph, plan: Plan, strategy: str, budget: float,
                 default_saved: list[Value], min_cut: Plan, ladder: list[Plan]
                 ) -> PartitionReport:
    """The report of `plan` (see module doc); `default_saved`: what `default` saves."""
    saved = [_entry(graph, v, _saved_reason(graph, plan, v, strategy)) for v in plan.saved]
    sources = _sources(graph, plan)
    recomputed = [_entry(graph, r, _recompute_reason(graph, plan, r, sources[op]))
                  for op in plan.recomputed for r in op.results]
    return PartitionReport(
        graph.func.name, strategy, budget, saved, recomputed,
        default_saved_bytes=sum(value_bytes(v) for v in default_saved),
        min_cut_saved_bytes=sum(value_bytes(v) for v in min_cut.saved),
        eager_saved_bytes=eager_saved_bytes(graph),
        peak_bytes=plan.peak, min_cut_peak_bytes=min_cut.peak,
        ladder=[(sum(value_bytes(v) for v in p.saved), p.peak, p.cost) for p in ladder],
        cut=_cut_summary(plan.cut))


def _cut_summary(cut) -> CutSummary | None:
    if cut is None:
        return None
    return CutSummary(cut.objective if cut.objective != "both" else "memory and traffic",
                      cut.memory, cut.cost, cut.memory_first_bytes, cut.traffic_first_bytes,
                      cut.allowance)


def _argument(graph: JointGraph, v: Value) -> str:
    """`argument x (primals_1)`: the user's name beside the joint's, when it has one."""
    name = graph.func.arg_name(v.index)
    return f"argument {name} ({v.name_hint})" if name else f"argument {v.name_hint}"


def _entry(graph: JointGraph, v: Value, reason: str) -> Entry:
    t = v.type
    origin = _argument(graph, v) if graph.is_input(v) else \
        str(v.owner.loc) if v.owner.loc else f"{v.owner.name} (no location)"
    return Entry(_user_name(graph, v), tuple(t.shape), str(t.dtype), value_bytes(v), origin,
                 reason, graph.is_input(v))


def _user_name(graph: JointGraph, v: Value) -> str:
    """`v`'s name as the user gave it: a `checkpoint_name` tag on it, else its IR name."""
    tag = graph.tags.get(v)
    return f"{tag.name} (%{v.name_hint})" if tag and tag.name else v.name_hint


def _objective(plan: Plan, v: Value, saved: bool) -> str | None:
    """Which objective decided that `v` is saved (or recomputed) where the memory-first and
    traffic-first cuts disagree on it (`mincut.choose_cut`): "memory", "traffic", or
    "balanced" (neither cut does what the chosen one does); None where they agree."""
    by_memory = (v in plan.cut.memory_first) == saved
    by_traffic = (v in plan.cut.traffic_first) == saved
    if by_memory and by_traffic:
        return None
    return "memory" if by_memory else "traffic" if by_traffic else "balanced"


def _saved_reason(graph: JointGraph, plan: Plan, v: Value, strategy: str) -> str:
    if graph.is_input(v):
        return "input: alive anyway (no memory), read by the backward"
    if strategy == "default":
        return "default: forward value read by the backward"
    if v in plan.banned:
        return plan.banned[v]
    cut = plan.cut
    objective = _objective(plan, v, saved=True)
    if cut.default_within_limit:
        reason = ("min-cut within the memory limit: default's own cut, which keeps no more "
                  "alive and moves fewer bytes than any cut weighing memory against traffic "
                  "(traffic first: the memory-first cut moves more than the allowance)")
    elif objective == "memory":
        reason = ("min-cut, memory first: saving it keeps less alive than recomputing it (the "
                  "cut moving the fewest bytes recomputes it)")
    elif objective == "traffic" and cut.memory_weight:
        reason = (f"min-cut, traffic first: saving it costs less than recomputing it, memory "
                  f"weighed {cut.memory_weight}x against bytes moved (the memory-first cut "
                  f"moves more than the allowance)")
    elif objective == "traffic":
        reason = ("min-cut, traffic first: recomputing it would keep less alive but move "
                  "more bytes than it saves (the memory-first cut recomputes it)")
    elif objective == "balanced":
        reason = ("min-cut, memory and traffic weighed: saving it costs less than recomputing "
                  "it, counting a byte kept alive as a byte moved")
    else:
        reason = "min-cut: saving it moves fewer bytes than recomputing it would re-read"
    if v in cut.penalized:
        reason += f"; {cut.penalized[v]}"
    if not is_materialized(graph, v):
        reason += " (written and read: otherwise it never leaves a fused kernel)"
    return reason


def _recompute_reason(graph: JointGraph, plan: Plan, v: Value, sources: list[str]) -> str:
    tag = graph.tags.get(v)
    if tag is not None and tag.policy == "recompute":
        return "user tag: recompute"
    if v in plan.forced:
        return "memory budget: recomputed to lower the backward peak"
    cls = type(v.owner)
    if cls.random:
        return "random op: recomputed exactly (counter-based RNG)"
    sources = ", ".join(sources) or "constants"
    short = cls.mnemonic()
    if cls.view and not smaller_than_source(v):
        return f"view ({short}): never saved, recomputed from {sources}"
    if cls.compute_heavy:
        reason = f"compute-heavy ({short}): recomputed from {sources}"
    elif cls.reduction:
        reason = f"reduction, output less than 4x smaller than its input: recomputed from " \
                 f"{sources}"
    elif cls.elementwise:
        reason = f"cheap elementwise chain: recomputed from {sources}"
    else:
        reason = f"{short}: cheaper to recompute than to save, recomputed from {sources}"
    if plan.cut is None:
        return reason
    objective = _objective(plan, v, saved=False)
    if objective == "memory":
        reason += " (memory first: the cut moving the fewest bytes saves it)"
    elif objective == "traffic":
        reason += " (traffic first: the cut keeping the least alive saves it)"
    elif objective == "balanced":
        reason += " (memory and traffic weighed: both extreme cuts save it)"
    if v in plan.cut.penalized:
        reason += f"; {plan.cut.penalized[v]} once more"
    return reason


def _sources(graph: JointGraph, plan: Plan) -> dict[Operation, list[str]]:
    """For each recomputed op, the saved values, tangents and random draws its recomputation
    starts from, in joint order. Recomputed ops come operands first, so each op's set is the
    union of its operands' (one pass over the recomputed ops, not one walk per op)."""
    available = set(plan.saved) | set(graph.tangents)
    recomputed = set(plan.recomputed)
    found: dict[Operation, set[Value]] = {}
    for op in plan.recomputed:
        starts: set[Value] = set()
        for u in op.operands:
            if u in available or (not graph.is_input(u) and type(u.owner).random):
                starts.add(u)
            elif not graph.is_input(u) and u.owner in recomputed:
                starts |= found[u.owner]
        found[op] = starts
    return {op: [u.name_hint for u in sorted(starts, key=graph.order.__getitem__)]
            for op, starts in found.items()}


# --------------------------------------------------------------------------- eager autograd

Saves = Callable[[Operation, list[bool]], list]
_NOTHING: Saves = lambda op, needs: []           # noqa: E731
_INPUT: Saves = lambda op, needs: [op.operands[0]]   # noqa: E731
_OUTPUT: Saves = lambda op, needs: [op.result]       # noqa: E731
_INPUTS: Saves = lambda op, needs: list(op.operands)  # noqa: E731
_INPUT_OUTPUT: Saves = lambda op, needs: [op.operands[0], op.result]  # noqa: E731


def _cross(op: Operation, needs: list[bool]) -> list:
    """Each operand is saved when the other one needs a gradient (mul, matmul)."""
    lhs, rhs = op.operands
    return ([rhs] if needs[0] else []) + ([lhs] if needs[1] else [])


def _div(op: Operation, needs: list[bool]) -> list:
    lhs, rhs = op.operands
    return [rhs] + ([lhs] if needs[1] else []) if any(needs) else []


def _dropout_mask(op: Operation, needs: list[bool]) -> list:
    return [op.result.type.with_dtype(DType.bool)]


#: What a tape-based eager autograd saves for each differentiable op (PyTorch's formulas).
#: A `TensorType` is a tensor the op makes only for its backward (dropout's mask).
EAGER_SAVES: dict[type, Saves] = {
    T.NegOp: _NOTHING, T.AddOp: _NOTHING, T.SubOp: _NOTHING, T.CastOp: _NOTHING,
    T.SumOp: _NOTHING, T.MeanOp: _NOTHING, T.BroadcastOp: _NOTHING, T.ReshapeOp: _NOTHING,
    T.TransposeOp: _NOTHING, T.SliceOp: _NOTHING, T.ConcatOp: _NOTHING,
    T.CheckpointOp: _NOTHING,
    T.ExpOp: _OUTPUT, T.TanhOp: _OUTPUT, T.SigmoidOp: _OUTPUT, T.ReluOp: _OUTPUT,
    T.SqrtOp: _OUTPUT, T.RsqrtOp: _OUTPUT, T.SoftmaxOp: _OUTPUT, T.LogSoftmaxOp: _OUTPUT,
    T.LogOp: _INPUT, T.SinOp: _INPUT, T.CosOp: _INPUT, T.AbsOp: _INPUT, T.GeluOp: _INPUT,
    T.MulOp: _cross, T.MatmulOp: _cross, T.DivOp: _div,
    T.PowOp: lambda op, needs: [*op.operands, op.result],
    T.MaximumOp: _INPUTS, T.MinimumOp: _INPUTS, T.MseOp: _INPUTS, T.LayernormOp: _INPUTS,
    T.CrossEntropyOp: _INPUTS,
    T.WhereOp: lambda op, needs: [op.cond], T.EmbeddingOp: lambda op, needs: [op.ids],
    T.TakeAlongOp: lambda op, needs: [op.index], T.ScatterAddOp: lambda op, needs: [op.index],
    T.MaxOp: _INPUT_OUTPUT, T.MinOp: _INPUT_OUTPUT, T.LogsumexpOp: _INPUT_OUTPUT,
    T.ErfOp: _INPUT, T.Log1pOp: _INPUT, T.Expm1Op: _OUTPUT,
    T.RemainderOp: _INPUTS, T.FmodOp: _INPUTS, T.CumsumOp: _NOTHING, T.FloorOp: _NOTHING,
    T.CeilOp: _NOTHING, T.RoundOp: _NOTHING, T.TruncOp: _NOTHING, T.SignOp: _NOTHING,
    T.CumprodOp: _INPUT_OUTPUT, T.ProdOp: _INPUT_OUTPUT, T.AtanOp: _INPUT, T.Atan2Op: _INPUTS,
    T.LinearScanOp: lambda op, needs: [op.a, op.result],
    T.DropoutOp: _dropout_mask,
    T.UnfoldOp: _NOTHING, T.FoldOp: _NOTHING, T.AvgPool2dOp: _NOTHING,
    T.Conv2dOp: lambda op, needs: ([op.weight] if needs[0] else []) + ([op.x] if needs[1] else []),
    # the input and the argmax of each window (PyTorch's int64 indices)
    T.MaxPool2dOp: lambda op, needs: [op.x, op.result.type.with_dtype(DType.i64)],
}


def eager_saved_bytes(graph: JointGraph) -> int:
    """Bytes a tape-based eager autograd would keep alive for the forward of `graph`."""
    primals = set(graph.primals)
    needs_grad = {p for p, flags in zip(graph.func.args, graph.func.arg_flags)
                  if p in primals and "nograd" not in flags and _is_float(p)}
    saved: dict[Value, int] = {}
    fresh = 0
    for op in graph.func.ops:
        if not any(r in graph.required_fw for r in op.results) or not type(op).differentiable:
            continue
        needs = [v in needs_grad for v in op.operands]
        if not any(needs):
            continue
        needs_grad.update(r for r in op.results if _is_float(r))
        for item in EAGER_SAVES[type(op)](op, needs):
            if isinstance(item, TensorType):
                fresh += item.nbytes
            elif graph.is_input(item) or not is_literal(item.owner):
                item = _storage(graph, item)
                saved[item] = value_bytes(item)
    return sum(saved.values()) + fresh


def _storage(graph: JointGraph, v: Value) -> Value:
    """The value whose memory `v` shares in an eager framework: views save their source."""
    while not graph.is_input(v) and type(v.owner).view:
        v = v.owner.operands[0]
    return v


def _is_float(v: Value) -> bool:
    return isinstance(v.type, TensorType) and v.type.dtype.is_float
