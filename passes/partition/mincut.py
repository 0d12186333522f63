"""The min-cut that chooses which values the forward saves for the backward.

`solve_min_cut(graph, forced)` builds PyTorch's flow network over a `JointGraph` and returns the
values whose `v_in -> v_out` edge is cut, in joint order, plus why each one could not be
recomputed. The network:

- every value `v` is split into `v_in -> v_out` with capacity = the cost of saving `v`
  (`save_cost`), infinite for views (`op.view`: a broadcast, reshape or transpose is never
  saved; its source is) but a view smaller than its source (a slice: saving its source would
  keep more alive). The cost is the bytes saving moves, then the memory it holds:
  - traffic: the backward reads a saved value once, `bytes(v)`, plus one more write when `v`
    would otherwise never leave a fused kernel (`is_materialized`). An input is no exception:
    it is alive anyway, but a backward that reads it (to recompute something from it) moves
    its bytes, so recomputing a small value from large inputs costs more than saving it;
    an input the backward reads anyway is cut once, and recomputing more from it is free;
  - memory: `bytes(v)`, 0 for an input (it is alive anyway). It only breaks ties between cuts
    of equal traffic, so of two equally cheap cuts the one that keeps less alive wins.
  Both go into one integer capacity, `traffic * scale + memory` with `scale` above the total
  memory, so the minimum cut minimises traffic first and memory second;
- `u_out -> v_in` (infinite) for every use of `u` by the op producing `v`;
- `source -> v_in` (infinite) for values that must exist in the forward and may not be
  recomputed: inputs, and forward values whose recomputation is banned: compute-heavy ops
  (`op.compute_heavy`: matmul) and reductions whose output is at least 4x smaller than their
  input (PyTorch's rule), and reductions and concats that the backward reads (PyTorch's
  `ban_if_materialized_backward`: recomputed in the backward, such a value ends a kernel and
  is written there, and the cut does not count that write; `kernel_boundary`). Random ops are
  *not* banned: the generator is counter-based, so a recomputed `tensor.rand` draws exactly
  the same numbers;
- `v_in -> sink` (infinite) for the tangents and every value computed from them, and for each
  gradient (`v_out -> sink` when the gradient is an input).

User tags: `save` adds `source -> v_in`: the value is never recomputed (PyTorch's `MUST_SAVE`
ban). It is saved when the backward reads it; when the backward reads only values computed from
it, the cut may save one of those instead (saving the tagged value would then recompute them,
and could keep more alive than `default`). `recompute` adds `v_in -> sink` and lifts any ban
but one (an input of max, whose gradient compares it with the forward's result bitwise:
`compared_exactly`), so a matmul tagged `recompute` is recomputed (the user's explicit request
wins over the cost model; an input tagged `recompute` has nothing to recompute and is read from
memory when needed). The memory budget search passes more values in `forced`, which are
treated like `recompute` tags. Tags on a value the backward does not depend on change nothing.

Determinism and ties: capacities are integers, and the cut read back is the one whose sink side
is the set of nodes that can still reach the sink in the residual network. That set is the same
for every maximum flow, and it is contained in the sink side of every minimum cut (a standard
max-flow fact), so among cuts of equal traffic and memory we get the one that computes the
fewest ops in the backward, i.e. recomputes the fewest forward ops, without any epsilon in the
capacities. Before that, of cuts of equal traffic and memory, the one saving fewer values only
the backward needs wins (each adds 1 to a last tier of the capacity): the forward would compute
such a value for nothing else, in a kernel re-reading its operands. `Cut.cost` is the cut's
traffic in bytes, `Cut.memory` the bytes it keeps alive.

Memory limit: `solve_min_cut(graph, forced, memory_limit)` is the traffic-first cut; with the
activation bytes `default` saves as `memory_limit`, it never keeps more alive than default. The
traffic-first cut can (a small dropout mask saved, rather than the backward re-reading the
generator's larger key); then capacities become `traffic + w * memory` for the smallest power
of two `w` whose cut fits the limit (bisected: the memory kept only falls as `w` grows), which
is memory first at the largest `w`. Weighing memory only reaches cuts on the lower convex hull
of (traffic, memory), so a cut that fits with less traffic can be missed; `default`'s own cut
(`default_cut`: what the backward reads saved, a view that is never saved through its source)
fits by definition and is taken when it moves fewer bytes (not when a `recompute` tag or the
budget forces values, which default ignores).

The cut min_cut saves (`choose_cut`) weighs memory and traffic. Traffic first alone keeps
what is cheapest to read, not what is smallest: on a layer norm written by hand it saves
`x - mean` (640 bytes) where the input, the mean and the rstd (80 bytes of activations) do,
for 6% fewer bytes read. Memory is what the min-cut is for, so:

- the memory-first cut: the least activation memory (inputs free), then the fewest bytes
  moved, on a network where PyTorch's traffic bans (`traffic_ban_reason`: a value a backward
  matmul reads, a reduction or concat the backward reads) are costs, not bans: `source ->
  v_in` with the bytes a recomputation written in the backward moves (`recompute_penalty`),
  cut when `v` is recomputed. A value computed from a matmul that a tag or the budget
  recomputes keeps its ban (recomputing it would run the matmul again);
- the balanced cut: the least bytes kept alive plus bytes moved on that network (one byte
  kept weighs one byte moved; of equal sums, the one keeping less). It replaces the
  traffic-first cut (traded within the memory limit as above) when it keeps strictly less
  and moves no more than the traffic-first cut plus the allowance, `TRAFFIC_ALLOWANCE` (10%)
  of the bytes the traffic-first program moves (`program_bytes`, the joint's own traffic
  plus the cut's). So every byte moved beyond traffic-first buys at least a byte of memory,
  and the programs move at most about 1.1x the traffic-first cut's bytes. Nor may its chains
  of recomputed ops be more than `RECOMPUTE_SLACK` longer than the traffic-first cut's
  (`recompute_depth`): bytes count a chain once, but each kernel that reads it recomputes it.

`Cut.objective` says which extreme cut was taken; the sets of the memory-first and
traffic-first cuts let the report say, value by value, which objective decided it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from ...ir.core import BlockArgument, IRError, Value
from .graph import (JointGraph, consumers_through_views, is_literal, is_materialized,
                    smaller_than_source, value_bytes)
from .maxflow import sink_side

#: the flow network's nodes are numbers: the source, the sink, then `v_in`, `v_out` per value.
SOURCE, SINK = 0, 1
#: a reduction whose output is this many times smaller than its input is never recomputed.
REDUCTION_RATIO = 4


@dataclass
class Cut:
    """The saved values of a min-cut, in joint order, and the bans that shaped it."""

    saved: list[Value]
    banned: dict[Value, str]
    cost: int                   # bytes moved
    memory: int                 # bytes kept alive
    memory_weight: int = 0      # 0: traffic first; else memory weighed this many times
    default_within_limit: bool = False   # default's own cut: it fits and moves less
    #: which extreme cut the chosen one is (`choose_cut`): "memory" (the memory-first cut),
    #: "traffic" (the traffic-first cut), "both" (they agree), "balanced" (neither).
    objective: str = "traffic"
    memory_first: frozenset[Value] = frozenset()     # what the memory-first cut saves
    traffic_first: frozenset[Value] = frozenset()    # what the traffic-first cut saves
    memory_first_bytes: tuple[int, int] = (0, 0)     # (kept, moved) by the memory-first cut
    traffic_first_bytes: tuple[int, int] = (0, 0)    # (kept, moved) by the traffic-first cut
    allowance: int = 0                               # bytes moved beyond it that memory may buy
    penalized: dict[Value, str] = field(default_factory=dict)   # soft bans (`choose_cut`)


def save_cost(graph: JointGraph, v: Value) -> tuple[int, int] | None:
    """(bytes moved, bytes kept alive) by saving `v` for the backward (None: never saved)."""
    tag = graph.tags.get(v)
    if graph.is_input(v):
        return value_bytes(v), 0
    if type(v.owner).view and not (tag and tag.policy == "save") and \
            not copied_for_backward_matmul(graph, v) and not smaller_than_source(v):
        return None
    return value_bytes(v) * (1 if is_materialized(graph, v) else 2), value_bytes(v)


def ban_reason(graph: JointGraph, v: Value) -> str | None:
    """Why a forward value may not be recomputed, or None (`hard_ban_reason`, then
    `traffic_ban_reason`: the traffic-first cut bans both, as PyTorch does)."""
    if reason := hard_ban_reason(graph, v):
        return reason
    reason = traffic_ban_reason(graph, v)
    return f"{reason}; never recomputed" if reason else None


def hard_ban_reason(graph: JointGraph, v: Value) -> str | None:
    """Why a forward value may never be recomputed, whatever the objective: correctness (an
    input of max), FLOPs (a matmul; a reduction re-reading far more than it keeps), or a
    view the backward matmul copies (saved like a value); or None."""
    if graph.is_input(v) or v not in graph.required_fw:
        return None
    op = v.owner
    cls = type(op)
    short = cls.mnemonic()
    if cls.view and save_cost(graph, v) is None:
        return None           # never saved: recomputed from its source, exactly
    if compared_exactly(graph, v):
        return "compared with its max in the backward: a recomputed copy could round" \
               " differently from the forward's; never recomputed"
    if cls.view:
        if copied_for_backward_matmul(graph, v):
            return f"view ({short}) copied for a matmul in the backward: never recomputed"
        return None
    if cls.compute_heavy:
        return f"compute-heavy ({short}): never recomputed"
    if cls.row_reduction:
        return f"{short} reduces rows: recomputing it re-reads every row; never recomputed"
    if cls.reduction:
        ratio = sum(value_bytes(x) for x in op.operands) // max(value_bytes(v), 1)
        if ratio >= REDUCTION_RATIO:
            return f"reduction output {ratio}x smaller than its input: never recomputed"
    return None


def traffic_ban_reason(graph: JointGraph, v: Value) -> str | None:
    """Why recomputing a forward value in the backward would write it there (PyTorch's
    `ban_if_materialized_backward`), or None: a backward matmul reads it, or it ends a kernel
    (a reduction or a concat) and the backward reads it. The saving is then written and read
    again, bytes the cut's edges do not count: the traffic-first cut bans the recomputation,
    the memory-first cut charges it (`recompute_penalty`)."""
    if graph.is_input(v) or v not in graph.required_fw or hard_ban_reason(graph, v):
        return None
    cls = type(v.owner)
    if cls.view:
        return None
    if _reaches_backward_matmul(graph, v):
        return "read by a matmul in the backward: written to memory anyway"
    if kernel_boundary(cls) and _backward_readers(graph, v):
        short = cls.mnemonic()
        return f"{short} read by the backward: recomputed there, it would be a kernel of its " \
               f"own, written to memory anyway"
    return None


def recompute_penalty(v: Value) -> int:
    """Bytes a recomputation of `v` that the backward writes moves beyond a saved copy: the
    write and the read of what was written (the saved copy's one read is its cut edge); for
    a reduction or a concat, also its operands, read by the kernel of its own that computes
    it (the cut counts a value the backward reads anyway once, however many kernels read it)."""
    written = 2 * value_bytes(v)
    if not kernel_boundary(type(v.owner)):
        return written
    return written + sum(value_bytes(x) for x in v.owner.operands if not graph_literal(x))


def graph_literal(v: Value) -> bool:
    """Whether `v` is a constant (rebuilt where used, read from nowhere)."""
    return not isinstance(v, BlockArgument) and is_literal(v.owner)


def kernel_boundary(cls: type) -> bool:
    """Whether ops of class `cls` end a fused kernel: a reduction or a concat is written to
    memory before the ops that read it (a reduction merged into a consumer over the same rows
    is the fuser's one exception, which a recomputation in the backward, read by more ops
    there, seldom meets; a logsumexp writes its inner max whatever reads it)."""
    return not cls.view and not cls.compute_heavy and not cls.row_reduction and \
        not cls.elementwise and not cls.random and bool(cls.operand_names)


def _backward_readers(graph: JointGraph, v: Value) -> list:
    """The ops outside the forward that read `v`, directly or through views (depth first,
    as `consumers_through_views` walks them)."""
    return [op for op in consumers_through_views(graph, v)
            if op is not None and any(r not in graph.required_fw for r in op.results)]


def _through_views(graph: JointGraph, v: Value, found, follow) -> bool:
    """Whether an op that reads `v`, directly or through the views `follow(view)` admits, is
    `found(op)` (with a stack, not recursion: a chain of views may be long)."""
    stack = [v]
    while stack:
        for op in graph.users[stack.pop()]:
            if found(op):
                return True
            if type(op).view and follow(op):
                stack.append(op.result)
    return False




def compared_exactly(graph: JointGraph, v: Value) -> bool:
    """Whether an op whose VJP compares its input with its result (max's tie mask) reads `v`:
    generated code may round a recomputation differently (another fusion, vector math), and
    an equality against the forward's result would then fail, so `v` is saved. This holds
    over a user's `recompute` tag: it is about correctness, not cost. A view that is never
    saved is recomputed from its source, exactly: the source is what is compared then."""
    return _through_views(graph, v, lambda op: type(op).exact_input,
                          lambda view: save_cost(graph, view.result) is None)


def copied_for_backward_matmul(graph: JointGraph, v: Value) -> bool:
    """A view that a backward matmul reads as a copy (`lower` copies every matmul operand
    view but a reshape or a transpose of the last two dims): recomputing it in the backward
    would copy it again, so it is saved like a value, at the bytes of the copy."""
    from ..lower.rules import copied_for_matmul
    return copied_for_matmul(v.owner) and _reaches_backward_matmul(graph, v)


def _reaches_backward_matmul(graph: JointGraph, v: Value) -> bool:
    """Whether a backward matmul reads `v`, directly or through views."""
    return _through_views(graph, v,
                          lambda op: type(op).compute_heavy and op.result in graph.backward,
                          lambda view: True)


def solve_min_cut(graph: JointGraph, forced: frozenset[Value] = frozenset(),
                  memory_limit: int | None = None) -> Cut:
    """The minimum cut of the joint graph with `forced` values recomputed (see module doc).

    With `memory_limit`, a cut keeping more bytes alive than that is traded for one that moves
    a few more bytes: memory is weighed against traffic by the smallest power of two whose cut
    fits (`memory_weight`), memory first when none does."""
    edges, banned = _network(graph, forced)
    tie = 1 + sum(c[1] for _, _, c in edges if c is not None)
    cut = _solve(graph, edges, banned, lambda c: c[0] * tie + c[1])
    if memory_limit is None or cut.memory <= memory_limit:
        return cut
    top = (1 + sum(c[0] for _, _, c in edges if c is not None)).bit_length()
    fits: dict[int, Cut] = {}
    lo, hi = 0, top          # bisect the exponent: memory kept only falls as its weight grows
    while lo < hi:
        mid = (lo + hi) // 2
        cut = _solve(graph, edges, banned, lambda c, w=1 << mid: c[0] + w * c[1])
        if cut.memory <= memory_limit:
            fits[mid], hi = cut, mid
        else:
            lo = mid + 1
    cut = fits.get(lo) or _solve(graph, edges, banned, lambda c, w=1 << lo: c[0] + w * c[1])
    cut.memory_weight = 1 << lo
    # Weighing memory only reaches cuts on the lower convex hull of (traffic, memory): a cut
    # that fits with less traffic can lie above it. `default`'s own cut fits by definition.
    if not forced and not any(t.policy == "recompute" for t in graph.tags.values()):
        alt = default_cut(graph, banned)
        if alt.memory <= memory_limit and alt.cost < cut.cost:
            alt.memory_weight = cut.memory_weight
            alt.default_within_limit = True
            return alt
    return cut


def default_cut(graph: JointGraph, banned: dict[Value, str]) -> Cut:
    """The cut of the `default` partition: every forward value the backward reads is saved
    (constants are rebuilt), a view that is never saved through its source instead."""
    saved: set[Value] = set()
    stack = [v for v in graph.values if v not in graph.backward and
             (graph.is_input(v) or (v in graph.required_fw and v.owner.operands)) and
             any(r not in graph.required_fw and (r in graph.backward or r in graph.feeds_backward)
                 for op in graph.users[v] for r in op.results)]
    while stack:
        v = stack.pop()
        if save_cost(graph, v) is None:
            stack.extend(v.owner.operands)
        else:
            saved.add(v)
    ordered = [v for v in graph.values if v in saved]
    costs = [save_cost(graph, v) for v in ordered]
    return Cut(ordered, dict(banned), sum(c[0] for c in costs), sum(c[1] for c in costs))


#: the share of the bytes the traffic-first program moves that memory may buy more of.
TRAFFIC_ALLOWANCE = 0.1


def choose_cut(graph: JointGraph, forced: frozenset[Value] = frozenset(),
               memory_limit: int | None = None) -> Cut:
    """The cut min_cut saves: memory and traffic weighed, within a traffic allowance.

    The base is the traffic-first cut (`solve_min_cut`, traded within `memory_limit`, the
    activation bytes default keeps). On the network whose traffic bans are costs
    (`traffic_ban_reason`), the cut minimising bytes kept alive plus bytes moved (of equal
    sums, the one keeping less) replaces it when it keeps strictly less memory and moves no
    more than the traffic-first cut plus the allowance (`TRAFFIC_ALLOWANCE` of the bytes the
    traffic-first program moves, `program_bytes`): every byte moved beyond the base then buys
    at least one byte of memory."""
    fastest = solve_min_cut(graph, forced)
    base = fastest
    if memory_limit is not None and fastest.memory > memory_limit:
        base = solve_min_cut(graph, forced, memory_limit)
    edges, banned, penalized = _network(graph, forced, soft=True)
    traffic_scale = 1 + sum(c[0] for _, _, c in edges if c is not None)
    memory_scale = 1 + sum(c[1] for _, _, c in edges if c is not None)
    lowest = _solve(graph, edges, banned, lambda c: c[1] * traffic_scale + c[0])
    balanced = _solve(graph, edges, banned, lambda c: (c[0] + c[1]) * memory_scale + c[1])
    allowance = int(TRAFFIC_ALLOWANCE * (program_bytes(graph) + fastest.cost))
    if balanced.memory < base.memory and balanced.cost <= fastest.cost + allowance and \
            recompute_depth(graph, balanced.saved) <= \
            recompute_depth(graph, base.saved) + RECOMPUTE_SLACK:
        chosen = balanced
        chosen.banned, chosen.penalized = dict(banned), penalized
    else:
        chosen = base
    chosen.memory_first, chosen.traffic_first = frozenset(lowest.saved), frozenset(fastest.saved)
    chosen.memory_first_bytes = (lowest.memory, lowest.cost)
    chosen.traffic_first_bytes = (fastest.memory, fastest.cost)
    chosen.allowance = allowance
    chosen.objective = _objective(set(chosen.saved), set(lowest.saved), set(fastest.saved))
    return chosen


#: ops of recomputation chain the balanced cut may add to the traffic-first cut's longest
RECOMPUTE_SLACK = 8


def recompute_depth(graph: JointGraph, saved: list[Value]) -> int:
    """The longest chain of forward ops the backward recomputes when `saved` is saved: a chain
    the cut's bytes count once is recomputed in every kernel that reads it, so a cut that
    recomputes a whole stack of layers from its input (each layer's activation computed from
    the previous one's) costs work and compile time quadratic in the depth, which no byte
    count shows. Views add no depth."""
    kept = set(saved)
    depth: dict[Value, int] = {}
    deepest = 0
    for v in graph.values:
        if v not in graph.required_fw or graph.is_input(v) or v in kept or \
                is_literal(v.owner):
            continue
        below = max((depth.get(x, 0) for x in v.owner.operands), default=0)
        depth[v] = below + (0 if type(v.owner).view else 1)
        if _backward_readers(graph, v):
            deepest = max(deepest, depth[v])
    return deepest


def _objective(saved: set[Value], memory_first: set[Value], traffic_first: set[Value]) -> str:
    """Which objective's cut `saved` is: "memory", "traffic", "both" or "balanced"."""
    if saved == memory_first:
        return "both" if saved == traffic_first else "memory"
    return "traffic" if saved == traffic_first else "balanced"


def program_bytes(graph: JointGraph) -> int:
    """An estimate of the bytes the fused joint program moves, whatever the cut: every input
    and every value the fuser writes (`is_materialized`) is read once by each op that reads
    it (through views), and a written value is written once; a value fused into its
    consumers, a view or a constant moves nothing."""
    total = 0
    for v in graph.values:
        if graph.is_input(v):
            total += value_bytes(v) * len(consumers_through_views(graph, v))
        elif not type(v.owner).view and not is_literal(v.owner) and is_materialized(graph, v):
            total += value_bytes(v) * (1 + len(consumers_through_views(graph, v)))
    return total


Cost = tuple[int, int]


def _node_in(index: int) -> int:
    """The network node `v_in` of the value at `index` in joint order."""
    return 2 + 2 * index


def _node_out(index: int) -> int:
    """The network node `v_out` of the value at `index` in joint order."""
    return 3 + 2 * index


def _network(graph: JointGraph, forced: frozenset[Value], soft: bool = False):
    """The flow network's edges `(u, v, cost)`: cost None is infinite, otherwise the
    `(traffic, memory)` of saving a value (`save_cost`); and why values are banned. With
    `soft`, a traffic ban (`traffic_ban_reason`) is no ban but the cost of recomputing the
    value, `source -> v_in` with `(recompute_penalty, 0)`: cut when `v` is recomputed; the
    values so charged are returned too."""
    edges: list[tuple[int, int, Cost | None]] = []
    banned: dict[Value, str] = {}
    penalized: dict[Value, str] = {}
    heavy = _after_recomputed_matmuls(graph, forced) if soft else set()
    order = graph.order
    for v in graph.values:
        node_in, node_out = _node_in(order[v]), _node_out(order[v])
        if v in graph.backward:
            edges.append((node_in, SINK, None))
            continue
        tag = graph.tags.get(v)
        policy = tag.policy if tag else None
        needed = v in graph.feeds_backward
        recompute = (policy == "recompute" or v in forced) and needed and \
            not graph.is_input(v) and not compared_exactly(graph, v)
        if recompute:
            edges.append((node_in, SINK, None))
        elif graph.is_input(v):
            edges.append((SOURCE, node_in, None))
        elif policy == "save":
            banned[v] = "user tag: save"
            edges.append((SOURCE, node_in, None))
        elif soft and v not in heavy and (reason := traffic_ban_reason(graph, v)):
            penalized[v] = reason
            edges.append((SOURCE, node_in, (recompute_penalty(v), 0)))
        elif reason := ban_reason(graph, v):
            banned[v] = reason
            edges.append((SOURCE, node_in, None))
        edges.append((node_in, node_out, save_cost(graph, v)))
        for op in graph.users[v]:
            for r in op.results:
                edges.append((node_out, _node_in(order[r]), None))
    for g in graph.grads:
        if graph.is_input(g):
            edges.append((_node_out(order[g]), SINK, None))
        elif g not in graph.backward:
            edges.append((_node_in(order[g]), SINK, None))
    return (edges, banned, penalized) if soft else (edges, banned)


def _after_recomputed_matmuls(graph: JointGraph, forced: frozenset[Value]) -> set[Value]:
    """Forward values computed from a compute-heavy value that a `recompute` tag or the budget
    recomputes: recomputing them in the backward would run the matmul again there, FLOPs the
    bytes of the cut do not count, so their traffic bans stay bans."""
    stack = [v for v in graph.values if not graph.is_input(v) and type(v.owner).compute_heavy
             and (v in forced or (v in graph.tags and graph.tags[v].policy == "recompute"))]
    seen: set[Value] = set()
    while stack:
        v = stack.pop()
        for op in graph.users[v]:
            for r in op.results:
                if r in graph.required_fw and r not in seen:
                    seen.add(r)
                    stack.append(r)
    return seen


def _solve(graph: JointGraph, edges, banned: dict[Value, str],
           capacity: Callable[[Cost], int]) -> Cut:
    """The minimum cut under `capacity` (a cost -> integer capacity)."""
    # The last tier of the capacity (module doc): saving a value only the backward needs.
    backward_only = {_node_in(graph.order[v]) for v in graph.values
                     if not graph.is_input(v) and v not in graph.required_fw}
    scale = 1 + len(backward_only)
    caps = [(u, v, None if c is None else capacity(c) * scale + (u in backward_only))
            for u, v, c in edges]
    infinite = 1 + 2 * sum(cap for _, _, cap in caps if cap is not None)
    network: dict[tuple[int, int], int] = {}      # an edge given twice keeps its larger capacity
    costs: dict[int, Cost] = {}
    for (u, v, cap), (_, _, c) in zip(caps, edges):
        if c is not None:
            costs[u] = c
        cap = infinite if cap is None else cap
        network[u, v] = max(cap, network.get((u, v), cap))
    present = [False] * (2 + 2 * len(graph.values))
    for u, v in network:
        present[u] = present[v] = True
    value, reaches_sink = sink_side(len(present), [(u, v, cap) for (u, v), cap in network.items()],
                                    SOURCE, SINK)
    if value >= infinite:
        raise IRError(f"cannot partition '@{graph.func.name}': its save/recompute tags "
                      f"contradict each other", graph.func.loc)
    saved = [v for v in graph.values if _is_cut(graph.order[v], present, reaches_sink)]
    cut = [costs[_node_in(graph.order[v])] for v in saved]
    # A soft ban's edge `source -> v_in` is cut when `v` is recomputed: its bytes are moved.
    penalties = sum(c[0] for u, v, c in edges if u == SOURCE and c is not None and
                    reaches_sink[v])
    return Cut(saved, dict(banned), sum(c[0] for c in cut) + penalties,
               sum(c[1] for c in cut))


def _is_cut(index: int, present: list[bool], reaches_sink: list[bool]) -> bool:
    """Whether the edge `v_in -> v_out` of the value at `index` crosses the minimum cut."""
    node_in, node_out = _node_in(index), _node_out(index)
    return present[node_in] and present[node_out] and reaches_sink[node_out] and \
        not reaches_sink[node_in]
