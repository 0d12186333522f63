"""`aotgrad demo`: the compiler on one screen, then the digits MLP trained with it."""
import re
import subprocess
import sys

import pytest

pytest.importorskip("sklearn", reason="the demo trains on scikit-learn's digits")


@pytest.fixture(scope="module")
def demo_lines() -> list[str]:
    res = subprocess.run([sys.executable, "-m", "aotgrad.cli", "demo", "--epochs", "2"],
                         capture_output=True, text=True, timeout=600)
    assert res.returncode == 0, res.stderr
    return res.stdout.splitlines()


def test_demo_fits_on_one_screen(demo_lines):
    assert len(demo_lines) <= 60


def test_demo_prints_forward_and_backward_ir(demo_lines):
    text = "\n".join(demo_lines)
    assert "func @loss_forward(" in text and "func @loss_backward(" in text
    assert "  return %sum, %primals_1, %primals_2, %h" in demo_lines
    assert "  %d_primals_2 = tensor.matmul %t_1, %d_add : f32[20,30]" in demo_lines


def test_demo_says_what_was_saved_and_why(demo_lines):
    assert any(re.fullmatch(r"  %h 1200 bytes: min-cut: .*", line) for line in demo_lines)
    assert any("recomputed in the backward, not saved: %sin, %cos" in line
               for line in demo_lines)
    assert "  4400 bytes saved (default partition 6800, eager autograd 4400)" in demo_lines


def test_demo_fusion_and_memory_lines_are_the_explain_formats(demo_lines):
    fusion = [l for l in demo_lines if re.fullmatch(
        r"(forward|backward): \d+ kernels -> \d+ kernels, \d+ bytes -> \d+ bytes moved", l)]
    memory = [l for l in demo_lines if re.fullmatch(
        r"(forward|backward): peak \d+ bytes naive -> \d+ bytes planned", l)]
    assert [l.split(":")[0] for l in fusion] == ["forward", "backward"]
    assert [l.split(":")[0] for l in memory] == ["forward", "backward"]


def test_demo_trains_one_line_per_epoch_and_reports_accuracy_and_speed(demo_lines):
    epochs = [l for l in demo_lines if l.startswith("epoch ")]
    assert len(epochs) == 2
    pattern = r"epoch \d: loss (\d+\.\d+)  accuracy (\d\.\d+)  \d+ steps/s.*"
    losses = [float(re.fullmatch(pattern, l).group(1)) for l in epochs]
    assert losses[1] < losses[0]
    final = [l for l in demo_lines if l.startswith("test accuracy: ")]
    assert len(final) == 1 and float(final[0].split(": ")[1]) >= 0.8   # two epochs only
    speed = demo_lines[-1]
    assert re.fullmatch(r"  aotgrad \d+  numpy \d+  torch eager (\d+|nan)", speed), speed
