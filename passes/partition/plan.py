"""`Plan`: one way to split a joint graph, the data every part of the partitioner shares.

In: nothing (a plain record). Out: the saved values, the ops of each side, the recomputed ops,
why some values could not be recomputed, the values forced to be recomputed, how the cut
weighed memory against bytes moved (`mincut`), and the plan's simulated backward peak and
recomputation cost. The plan builders (`strategies`), the budget
search (`budget`) and the report (`report`) all read it, so it lives apart from each of them.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ...ir.core import Operation, Value


@dataclass
class Plan:
    """One way to split a joint graph: what is saved, and the ops on each side."""

    saved: list[Value]
    forward_ops: list[Operation]
    backward_ops: list[Operation]
    recomputed: list[Operation]
    banned: dict[Value, str] = field(default_factory=dict)
    forced: frozenset[Value] = frozenset()
    memory_weight: int = 0      # 0: the cut put bytes moved first; w: memory weighed w x
    default_within_limit: bool = False   # the cut is default's, which fits with less traffic
    peak: int = 0
    cost: int = 0
