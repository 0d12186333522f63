"""`Plan`: one way to split a joint graph, the data every part of the partitioner shares.

In: nothing (a plain record). Out: the saved values, the ops of each side, the recomputed ops,
why some values could not be recomputed, the values forced to be recomputed, the min-cut it
came from (`mincut.Cut`: its bytes moved and kept, which objective chose it), and the plan's
simulated backward peak and recomputation cost. The plan builders (`strategies`), the budget
search (`budget`) and the report (`report`) all read it, so it lives apart from each of them.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ...ir.core import Operation, Value

if TYPE_CHECKING:
    from .mincut import Cut


@dataclass
class Plan:
    """One way to split a joint graph: what is saved, and the ops on each side."""

    saved: list[Value]
    forward_ops: list[Operation]
    backward_ops: list[Operation]
    recomputed: list[Operation]
    banned: dict[Value, str] = field(default_factory=dict)
    forced: frozenset[Value] = frozenset()
    cut: "Cut | None" = None    # the min-cut of a min_cut plan
    peak: int = 0
    cost: int = 0
