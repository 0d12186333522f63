"""The memory budget of `partition`: the simulated backward peak, the ladder of plans, and the
monotonicity of the chosen peak in the budget."""
from __future__ import annotations

import pytest
from partition_cases import joint, seed_joint

from aotgrad.passes.partition import min_cut_plan, partition_function
from aotgrad.passes.partition.budget import build_ladder, op_flops, simulate_peak
from aotgrad.passes.partition.graph import analyze_joint

BUDGETS = [1.0, 0.9, 0.75, 0.6, 0.5, 0.4, 0.25, 0.1, 0.0]


def test_simulated_peak_of_the_seed_backward():
    # Saved relu (1200) and the tangent (4) are live at entry; the broadcast of the tangent
    # allocates nothing. Peak: relu, tangent, d_sin, sin_1 and neg = 4 * 1200 + 4, just before
    # sin_1 dies. Inputs (primals_1/2) belong to the caller and are not counted.
    graph = analyze_joint(seed_joint().get())
    plan = min_cut_plan(graph)
    assert simulate_peak(graph, plan.saved, plan.backward_ops) == 4804
    _, _, report = partition_function(seed_joint().get())
    assert report.peak_bytes == report.min_cut_peak_bytes == 4804


def test_ladder_runs_from_min_cut_to_inputs_only():
    graph = analyze_joint(joint("mlp").get())
    ladder = build_ladder(graph, lambda forced: min_cut_plan(graph, forced))
    assert ladder[0].saved == min_cut_plan(graph).saved
    assert all(graph.is_input(v) for v in ladder[-1].saved)
    assert not all(graph.is_input(v) for v in ladder[-2].saved)
    assert len({tuple(p.saved) for p in ladder}) == len(ladder)


@pytest.mark.parametrize("name", ["mlp", "late_use", "block", "seed"])
def test_peak_never_increases_as_the_budget_decreases(name):
    f = joint(name).get()
    peaks = [partition_function(f, "min_cut", b)[2].peak_bytes for b in BUDGETS]
    assert peaks == sorted(peaks, reverse=True), peaks
    assert peaks[0] == partition_function(f)[2].min_cut_peak_bytes


def test_budget_recomputes_a_matmul_when_that_lowers_the_peak():
    f = joint("late_use").get()
    _, _, full = partition_function(f, "min_cut", 1.0)
    forward, backward, half = partition_function(f, "min_cut", 0.5)
    assert half.peak_bytes < full.peak_bytes
    assert half.saved_bytes < full.saved_bytes
    reasons = {e.name: e.reason for e in half.recomputed}
    assert reasons["mm"] == "memory budget: recomputed to lower the backward peak"
    assert any(type(op).compute_heavy and op.results[0].name_hint == "mm"
               for op in backward.ops)
    _, _, zero = partition_function(f, "min_cut", 0.0)
    assert zero.peak_bytes == min(peak for _, peak, _ in zero.ladder)


def test_budget_zero_prefers_the_cheapest_plan_at_the_lowest_peak():
    _, _, report = partition_function(joint("late_use").get(), "min_cut", 0.0)
    lowest = min(peak for _, peak, _ in report.ladder)
    cheapest = min(cost for _, peak, cost in report.ladder if peak == lowest)
    chosen = [row for row in report.ladder if row[1] == report.peak_bytes]
    assert min(cost for _, _, cost in chosen) == cheapest


def test_matmul_flops_are_counted_by_contraction():
    graph = analyze_joint(seed_joint().get())
    matmul = graph.func.ops[0]
    assert op_flops(matmul) == 2 * 10 * 30 * 20
    assert op_flops(graph.func.ops[1]) == 0          # the broadcast: a view
    assert op_flops(graph.func.ops[2]) == 300        # add: one per element
