"""min_cut against PyTorch's own min-cut on functions in the style of its partitioner tests
(`partition_torch_cases`): on each, aotgrad keeps no more activation bytes (saved values that
are not arguments) than `torch.compile(backend="aot_eager_decomp_partition")` saves, at most
0.9x of PyTorch's in sum, its fused programs move about 1.1x the bytes of the traffic-first
cut's at most (1.12x on one function, 1.02x in sum), and its partitioned forward and backward
give PyTorch's outputs and gradients."""
from __future__ import annotations

import numpy as np
import pytest
from partition_torch_cases import (CASES, aotgrad_report, fused_bytes, tangents_for,
                                   torch_activation_bytes, traffic_first)

from aotgrad.ir.interpret import run_function

torch = pytest.importorskip("torch")

#: the relative error of float32 gradients against PyTorch (as test_gradients_torch).
TOLERANCE = 1e-4


@pytest.fixture(scope="module")
def measured() -> dict:
    """For each case: (PyTorch's activation bytes, its outputs, its gradients)."""
    torch.set_num_threads(1)
    return {c.name: torch_activation_bytes(c, c.arrays()) for c in CASES}


def rel_error(found: np.ndarray, expected: np.ndarray) -> float:
    scale = max(float(np.abs(expected).max(initial=0.0)), 1.0)
    return float(np.abs(found - expected).max(initial=0.0)) / scale


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_keeps_no_more_activation_bytes_than_pytorch(case, measured):
    _, _, report = aotgrad_report(case)
    assert report.activation_bytes <= measured[case.name][0], str(report)


def test_keeps_at_most_nine_tenths_of_pytorchs_activation_bytes_in_sum(measured):
    ours = sum(aotgrad_report(c)[2].activation_bytes for c in CASES)
    theirs = sum(m[0] for m in measured.values())
    assert ours <= 0.9 * theirs, (ours, theirs)


@pytest.fixture(scope="module")
def bytes_moved() -> dict:
    """For each case: bytes moved by min_cut's programs and by the traffic-first cut's."""
    out = {}
    for c in CASES:
        forward, backward, _ = aotgrad_report(c)
        out[c.name] = (fused_bytes(forward, backward), fused_bytes(*traffic_first(c)))
    return out


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_moves_about_a_tenth_more_than_the_traffic_first_cut_at_most(case, bytes_moved):
    ours, fastest = bytes_moved[case.name]
    assert ours <= 1.12 * fastest


def test_moves_at_most_two_percent_more_than_the_traffic_first_cut_in_sum(bytes_moved):
    assert sum(o for o, _ in bytes_moved.values()) <= \
        1.02 * sum(f for _, f in bytes_moved.values())


def test_the_hand_written_layer_norm_keeps_its_statistics_not_the_centred_input():
    case = next(c for c in CASES if c.name == "layer_norm_by_hand")
    _, _, report = aotgrad_report(case)
    assert sorted(e.name for e in report.saved if not e.input) == ["mean", "rsqrt"]
    assert report.activation_bytes == 80
    recomputed = {e.name: e.reason for e in report.recomputed}
    assert "memory first" in recomputed["sub"]
    assert "cut chosen by memory" in str(report)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_gradients_match_pytorch(case, measured):
    forward, backward, _ = aotgrad_report(case)
    arrays = case.arrays()
    _, outs, grads = measured[case.name]
    n_out = len(outs)
    results = run_function(forward, arrays)
    ours = run_function(backward, list(results[n_out:]) + tangents_for(outs))
    for found, expected in zip(results[:n_out], outs):
        assert rel_error(found, expected) <= TOLERANCE
    differentiable = [i for i, a in enumerate(arrays) if a.dtype.kind == "f"]
    assert len(ours) == len(differentiable)
    for i, found in zip(differentiable, ours):
        expected = np.zeros_like(arrays[i]) if grads[i] is None else grads[i]
        assert rel_error(found, expected) <= TOLERANCE, case.args[i].name
