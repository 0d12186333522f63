"""The static arena planner: byte offsets for buffers with known live intervals.

In: `Slot`s (a key, a size in bytes, an inclusive live interval of op positions). Out: one
offset per slot, each a multiple of `ALIGN`, such that two slots whose intervals overlap never
share a byte, and the arena size (the largest `offset + size`).

The planner is greedy best-fit over slots taken largest first (TFLite's and TVM's
"greedy by size"): each slot goes into the smallest gap, between slots already placed that are
live at the same time as it, that holds it, or above all of them when none does. Big buffers
placed first pin the layout; small ones fill the holes their dead neighbours leave. A second
order (by start, then size) is tried too and the smaller arena wins: neither order is best on
every program, and planning is cheap.
"""
from __future__ import annotations

import bisect
from dataclasses import dataclass
from typing import Hashable

from .liveness import ALIGN


@dataclass(frozen=True)
class Slot:
    """A buffer to place: `size` bytes live over op positions `start..end` (inclusive)."""

    key: Hashable
    size: int
    start: int
    end: int


def aligned(n: int) -> int:
    return -(-n // ALIGN) * ALIGN


def plan_arena(slots: list[Slot]) -> tuple[dict[Hashable, int], int]:
    """(offset per slot key, arena bytes) of the best of the planner's orders."""
    by_size = sorted(slots, key=lambda b: (-b.size, b.start, b.end))
    by_start = sorted(slots, key=lambda b: (b.start, -b.size, b.end))
    plans = [_place(order) for order in (by_size, by_start)]
    return min(plans, key=lambda p: p[1])


def _place(order: list[Slot]) -> tuple[dict[Hashable, int], int]:
    offsets: dict[Hashable, int] = {}
    # The slots placed so far as (offset, aligned size, start, end), kept sorted: the ones live
    # with the next slot are then read in address order without sorting them again.
    placed: list[tuple[int, int, int, int]] = []
    arena = 0
    for slot in order:
        if slot.size == 0:
            offsets[slot.key] = 0
            continue
        need = aligned(slot.size)
        first, last = slot.start, slot.end
        best, best_gap, top = None, None, 0
        for off, size, start, end in placed:
            if start <= last and first <= end:
                gap = off - top
                if gap >= need and (best_gap is None or gap < best_gap):
                    best, best_gap = top, gap
                if off + size > top:
                    top = off + size
        offset = top if best is None else best
        offsets[slot.key] = offset
        bisect.insort(placed, (offset, need, first, last))
        arena = max(arena, offset + slot.size)
    return offsets, arena
