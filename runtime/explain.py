"""`aotgrad.explain(fn)(*args)`: how `aotgrad.compile` splits `fn` on these arguments, as
`torch._dynamo.explain` tells of `torch.compile`.

It compiles `fn` (by default for the reference interpreter, which compiles quickly: the graphs
and breaks are the same for every backend), calls it once on the arguments, and returns an
`ExplainOutput`: the graphs that call ran (one per segment; one where nothing broke), the graph
breaks with their reason and the user's line, and the ops of each graph. `str()` of it prints
them as `torch._dynamo.explain` does.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from ..ir.core import Function
from .compiled import compile
from .segments import GraphBreak


@dataclass
class ExplainOutput:
    """The graphs and graph breaks of one call of a compiled function."""

    graphs: list[Function]
    break_reasons: list[GraphBreak]
    outputs: object = field(default=None, repr=False)     # what the call returned
    #: the ops of each graph, by name (`tensor.mul`), in order, its `return` left out: read
    #: when the call ran (a graph's function is the source of its compiled code, which
    #: compiled autograd may run passes on later)
    ops_per_graph: list[list[str]] = field(default_factory=list)

    def __post_init__(self):
        if not self.ops_per_graph:
            self.ops_per_graph = [[op.name for op in g.ops[:-1]] for g in self.graphs]

    @property
    def graph_count(self) -> int:
        return len(self.graphs)

    @property
    def graph_break_count(self) -> int:
        return len(self.break_reasons)

    @property
    def op_count(self) -> int:
        return sum(map(len, self.ops_per_graph))

    def __str__(self) -> str:
        lines = [f"Graph Count: {self.graph_count}",
                 f"Graph Break Count: {self.graph_break_count}",
                 f"Op Count: {self.op_count}", "Break Reasons:"]
        for i, b in enumerate(self.break_reasons, 1):
            where = f"{b.loc.file}:{b.loc.line}" if b.loc is not None else "<unknown>"
            lines += [f"  Break Reason {i}:", f"    Reason: {b.reason}",
                      f"    User Stack: {where}"]
        lines.append("Ops per Graph:")
        for i, ops in enumerate(self.ops_per_graph, 1):
            lines.append(f"  Ops {i}:")
            lines += [f"    {op}" for op in ops]
        return "\n".join(lines)


def explain(fn: Callable, **options) -> Callable[..., ExplainOutput]:
    """`explain(fn)(*args, **kwargs)`: the graphs and graph breaks of `fn` on those arguments
    (`options` are `aotgrad.compile`'s; the backend defaults to `interpret`)."""
    def run(*args, **kwargs) -> ExplainOutput:
        compiled = compile(fn, **{"backend": "interpret", **options})
        outputs = compiled(*args, **kwargs)
        return ExplainOutput(list(compiled.last_graphs), list(compiled.last_breaks), outputs)
    return run
