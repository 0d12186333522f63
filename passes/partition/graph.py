"""The partitioner's view of a joint function: which values belong to which side, and what
each value would cost to save.

`analyze_joint(joint)` takes a joint function `(primals..., tangents...) -> (outs..., grads...)`
(tangent arguments flagged `tangent`, one per forward output) and returns a `JointGraph` over a
private copy of it in which

- every value's name hint is its printed name in the joint, so the forward and the backward
  print a saved value under the same name (`%relu` in both);
- `tensor.checkpoint` tags are consumed: each checkpoint result is replaced by its operand (an
  identity), and the policy (`save` / `recompute`) is recorded on that operand. Checkpoint ops
  therefore never appear in the partitioned functions, and a tagged value is never counted twice.

Sides, as in PyTorch's `classify_nodes`: `required_fw` = values the forward outputs are computed
from; `backward` = the tangents and every value computed from them (they can only exist in the
backward); `feeds_backward` = values some backward value or gradient is computed from.
`is_materialized` is the one place that decides whether a value is written to memory anyway.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field

from ...ir.core import BlockArgument, Function, IRError, Location, Operation, Value
from ...ir.printer import pin_names
from ...ir.rewrite import clone_function, replace_uses
from ...ir.tensor import CheckpointOp
from ...ir.types import TensorType

from ..autodiff import TANGENT


@dataclass(frozen=True)
class Tag:
    """A user policy from `tensor.checkpoint`, and where it was written."""

    policy: str
    loc: Location | None
    name: str = ""              # the `checkpoint_name` given, shown in the report


@dataclass
class JointGraph:
    """A joint function (checkpoints stripped) with its values classified; see the module doc."""

    func: Function
    values: list[Value]
    order: dict[Value, int]
    users: dict[Value, list[Operation]]
    primals: list[Value]
    tangents: list[Value]
    outputs: list[Value]
    grads: list[Value]
    required_fw: set[Value]
    backward: set[Value]
    feeds_backward: set[Value]
    tags: dict[Value, Tag]
    returned: set[Value] = field(default_factory=set)     # the outputs and the gradients

    def is_input(self, v: Value) -> bool:
        """Whether `v` is an argument of the joint function."""
        return isinstance(v, BlockArgument)

    def operands(self, v: Value) -> list[Value]:
        """The values `v` is computed from (none for an argument)."""
        return [] if self.is_input(v) else list(v.owner.operands)


def is_joint(f: Function) -> bool:
    """Whether `f` is a joint function (has `tangent` arguments)."""
    return any(TANGENT in flags for flags in f.arg_flags)


def value_bytes(v: Value) -> int:
    """Bytes of a tensor value (0 for anything else)."""
    t = v.type
    return t.nbytes if isinstance(t, TensorType) else 0


def is_literal(op: Operation) -> bool:
    """An op that reads nothing and draws no random numbers (a constant): rebuilt where used."""
    return not op.operands and not type(op).random


def smaller_than_source(v: Value) -> bool:
    """Whether `v` is a view with fewer bytes than its source (a slice): saving the source
    instead would keep more alive, so it may be saved like a value (as `default` does)."""
    return value_bytes(v) < value_bytes(v.owner.operands[0])


def is_materialized(graph: JointGraph, v: Value) -> bool:
    """Whether `v` is written to memory anyway, so saving it costs no extra write.

    Inputs, outputs and gradients are in memory. Otherwise the fuser's own rule decides
    (`passes.fuse.legality.is_materialized_after_fusion`, the one fusion legality rule): `v`
    stays out of memory when every consumer, seen through views, fuses it (an elementwise
    producer inlined into its consumers; a row reduction merged into consumers that run over
    the rows it reduced), so the min-cut and the fuser agree on what is written.
    """
    if graph.is_input(v) or v in graph.returned:
        return True
    consumers = consumers_through_views(graph, v)
    if any(c is None for c in consumers):
        return True                          # a view of `v` is returned: it is in memory
    rows = v.owner.operands[0].type.shape if v.owner.operands else None
    same_rows = all(c.results and c.result.type.shape == rows for c in consumers)
    # A value several ops read counts as written: `fuse` recomputes a pointwise producer in
    # each consumer kernel only when that moves fewer bytes, which depends on how the
    # consumers themselves fuse; the partitioner does not predict that (recompute_pays=False).
    return _written_after_fusion(type(v.owner), tuple(type(c) for c in consumers), same_rows)


@functools.cache
def _written_after_fusion(producer: type, consumers: tuple[type, ...], same_rows: bool) -> bool:
    """The fuser's verdict, which depends on op classes only: asked once per combination."""
    from ..fuse.legality import is_materialized_after_fusion
    return is_materialized_after_fusion(producer, list(consumers), same_rows=same_rows)


def consumers_through_views(graph: JointGraph, v: Value) -> list:
    """The ops that read `v`, looking through views (None for a view that is returned), in
    depth-first order (with a stack: a chain of views may be long)."""
    out = []
    stack = [iter(graph.users[v])]
    while stack:
        op = next(stack[-1], None)
        if op is None:
            stack.pop()
        elif type(op).view:
            r = op.result
            if r in graph.returned:
                out.append(None)
            stack.append(iter(graph.users[r]))
        else:
            out.append(op)
    return out


def analyze_joint(joint: Function) -> JointGraph:
    """Classify the values of a copy of `joint` (see the module docstring)."""
    f = clone_function(joint)
    pin_names(f)
    tags = _strip_checkpoints(f)
    tangent_pos = [i for i, flags in enumerate(f.arg_flags) if TANGENT in flags]
    tangents = [f.args[i] for i in tangent_pos]
    primals = [a for i, a in enumerate(f.args) if i not in tangent_pos]
    returns = f.returns
    n_out = len(tangents)
    if len(returns) < n_out:
        raise IRError(f"joint function '@{f.name}' has {n_out} tangents but returns only "
                      f"{len(returns)} values", f.loc)
    outputs, grads = returns[:n_out], returns[n_out:]
    for i, (out, t) in enumerate(zip(outputs, tangents)):
        if out.type != t.type:
            raise IRError(f"joint function '@{f.name}': tangent #{i + 1} has type {t.type} but "
                          f"output #{i + 1} has type {out.type}", f.loc)
    values = list(f.args) + [r for op in f.ops for r in op.results]
    users: dict[Value, list[Operation]] = {v: [] for v in values}
    for op in f.ops:
        for v in op.operands:
            if not users[v] or users[v][-1] is not op:     # once per op, in O(1)
                users[v].append(op)
    graph = JointGraph(f, values, {v: i for i, v in enumerate(values)}, users, primals,
                       tangents, outputs, grads, set(), set(), set(), tags,
                       set(outputs) | set(grads))
    graph.required_fw = _ancestors(graph, outputs)
    graph.backward = _descendants(graph, tangents)
    graph.feeds_backward = _ancestors(graph, [v for v in values if v in graph.backward] + grads)
    for v in outputs:
        if v in graph.backward:
            raise IRError(f"joint function '@{f.name}': forward output %{v.name_hint} is "
                          f"computed from a tangent", f.loc)
    _check_tags(graph)
    return graph


def _strip_checkpoints(f: Function) -> dict[Value, Tag]:
    """Replace each checkpoint by its operand; return the policies by tagged value."""
    mapping, tags = {}, {}
    kept = []
    for op in f.ops:
        if not isinstance(op, CheckpointOp):
            kept.append(op)
            continue
        target = op.x
        while id(target) in mapping:
            target = mapping[id(target)]
        mapping[id(op.result)] = target
        if op.policy == "none":
            continue
        # One value tagged both ways (written so, or two tagged values merged by cse or
        # canonicalize): `save` wins, since saving is always possible and never recomputes.
        old = tags.get(target)
        if old is None or op.policy == "save":
            tags[target] = Tag(op.policy, op.loc, op.attrs.get("name") or
                               (old.name if old else ""))
    f.body.ops[:] = kept
    replace_uses(f, mapping)
    return tags


def _closure(roots: list[Value], step) -> set[Value]:
    """Every value reachable from `roots` by `step(value) -> neighbours`, roots included."""
    seen: set[Value] = set()
    stack = list(roots)
    while stack:
        v = stack.pop()
        if v not in seen:
            seen.add(v)
            stack.extend(step(v))
    return seen


def _ancestors(graph: JointGraph, roots: list[Value]) -> set[Value]:
    return _closure(roots, graph.operands)


def _descendants(graph: JointGraph, roots: list[Value]) -> set[Value]:
    return _closure(roots, lambda v: [r for op in graph.users[v] for r in op.results])


def _check_tags(graph: JointGraph) -> None:
    for v, tag in graph.tags.items():
        if tag.policy == "save" and v in graph.backward:
            raise IRError(f"cannot save %{v.name_hint}: it is computed from the incoming "
                          f"gradients, so it only exists in the backward", tag.loc)

