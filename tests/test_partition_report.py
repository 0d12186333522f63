"""The partition report: entries, comparison numbers (default, min_cut, eager autograd), the
printed table, and completeness of the eager-autograd table."""
from __future__ import annotations

import pytest
from partition_cases import joint, seed_joint

from aotgrad.frontend.dsl import parse
from aotgrad.ir import tensor as T
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.partition import partition_function
from aotgrad.passes.partition.report import EAGER_SAVES, Entry

SEED_REPORT = """\
partition of @loss: strategy=min_cut, memory_budget=1.0
saved:
  value     | shape   | bytes | origin                    | reason
  ----------------------------------------------------------------
  primals_1 | [10,20] | 800   | argument primals_1        | input: alive anyway (no memory), \
read by the backward
  primals_2 | [20,30] | 2400  | argument primals_2        | input: alive anyway (no memory), \
read by the backward
  relu      | [10,30] | 1200  | tensor.relu (no location) | min-cut: saving it moves fewer \
bytes than recomputing it would re-read
recomputed in the backward: none
saved: 3 tensors, 4400 bytes (default 4400, min_cut 4400, eager autograd 4400)
backward peak (simulated): 4804 bytes (min_cut 4804)"""


def test_seed_report_numbers_and_table():
    _, _, report = partition_function(seed_joint().get())
    assert report.strategy == "min_cut"
    assert report.saved_bytes == 4400
    assert (report.default_saved_bytes, report.min_cut_saved_bytes,
            report.eager_saved_bytes) == (4400, 4400, 4400)
    assert report.saved[0] == Entry("primals_1", (10, 20), "f32", 800, "argument primals_1",
                                    "input: alive anyway (no memory), read by the backward")
    assert str(report) == SEED_REPORT


def test_seed_report_origins_are_source_locations():
    _, _, report = partition_function(joint("seed").get())
    assert [e.origin for e in report.saved[:2]] == ["argument x (primals_1)",
                                                    "argument w (primals_2)"]
    entries = report.saved[2:] + report.recomputed
    assert entries and all(e.origin.startswith("seed.ag:") for e in entries)


def test_mlp_report_numbers():
    # Saved: x, w1, w2, w3 (inputs, read by the matmuls' backward), h1 and h2 (each read by a matmul and by its own
    # relu mask, which reads relu's output and so is recomputed for free), logits (for the
    # square): 512 + 1024 + 4096 + 512 + 2048 + 2048 + 256 — what eager autograd saves too.
    _, _, report = partition_function(joint("mlp").get())
    assert report.saved_bytes == report.min_cut_saved_bytes == 10496
    assert report.default_saved_bytes == 10496
    # Eager: each matmul saves both operands, relu its output, mul (logits * logits) logits.
    assert report.eager_saved_bytes == 512 + 1024 + 2048 + 4096 + 2048 + 512 + 256
    assert [e.name for e in report.saved if not e.origin.startswith("argument")] == \
        ["h1", "h2", "logits"]
    _, _, default = partition_function(joint("mlp").get(), "default")
    assert default.saved_bytes == 10496 and default.strategy == "default"


def test_budget_report_prints_the_ladder():
    _, _, report = partition_function(joint("late_use").get(), "min_cut", 0.5)
    text = str(report)
    assert "budget ladder (saved bytes, backward peak, recompute FLOPs):" in text
    assert len(report.ladder) >= 3
    assert report.ladder[0][1] == report.min_cut_peak_bytes


@pytest.mark.parametrize("cls", [c for c in T.DIALECT.ops
                                 if c.differentiable and (c.operand_names or c.random)])
def test_every_differentiable_op_has_an_eager_row(cls):
    assert cls in EAGER_SAVES


def test_eager_estimate_counts_a_saved_view_as_its_source():
    # The batched matmul reads w broadcast to [4,8,8]; eager autograd saves w itself (a view
    # shares its source's memory): x (1024 bytes) + w (256 bytes), not the 1024-byte broadcast.
    src = "def f(x: f32[4, 8, 8], w: f32[8, 8]) -> f32[] {\n    return sum(x @ w)\n}"
    joint_fn = run_pipeline(parse(src, "view.ag"), "autodiff").get()
    _, _, report = partition_function(joint_fn)
    assert report.eager_saved_bytes == 1024 + 256
