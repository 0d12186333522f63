"""The four golden models against PyTorch: the partitioned forward and backward of the default
pipeline give PyTorch's loss and gradients (float64 <= 1e-5, float32 <= 1e-4 max relative
error), both strategies save what they should, and min_cut never saves more than default."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import torch

from aotgrad.frontend.dsl import parse, parse_file
from aotgrad.passes.manager import PassContext, run_pipeline
from aotgrad.passes.pipelines import training_pipeline
from aotgrad.runtime.compiled import compile_module

CASES = Path(__file__).parent / "golden" / "cases"


def seed(x, w, b):
    h = torch.relu(x @ w + b)
    return (torch.sin(h) + torch.cos(h)).sum()


def mlp(x, w1, b1, w2, b2, w3, b3):
    h1 = torch.relu(x @ w1 + b1)
    h2 = torch.relu(h1 @ w2 + b2)
    return (h2 @ w3 + b3).sum()


MODELS = {
    "seed": seed,
    "scale_shift": lambda x: ((x * 2) + 1).sum(),
    "affine_chain": lambda x: (((x + 1) * 2 + 3) * 4).sum(),
    "mlp": mlp,
}
TOLERANCE = {"f32": 1e-4, "f64": 1e-5}


def max_relative_error(got, want) -> float:
    want = np.asarray(want, np.float64)
    return float(np.abs(np.asarray(got, np.float64) - want).max() / max(np.abs(want).max(), 1e-30))


@pytest.mark.parametrize("dtype", ["f32", "f64"])
@pytest.mark.parametrize("strategy", ["min_cut", "default"])
@pytest.mark.parametrize("case", list(MODELS))
def test_golden_model_matches_torch(case, strategy, dtype):
    source = (CASES / f"{case}.ag").read_text().replace("f32", dtype)
    module = parse(source, f"{case}.ag")
    f = module.get()
    rng = np.random.default_rng(7)
    # Weights scaled like a real initialisation so the float32 sums stay well conditioned.
    inputs = [(rng.standard_normal(t.shape) / np.sqrt(t.shape[0] if t.rank == 2 else 1))
              .astype(t.dtype.numpy) for t in f.arg_types]
    outputs, grads = compile_module(module, partition=strategy).run_with_grads(inputs)
    tensors = [torch.tensor(x, requires_grad=True) for x in inputs]
    loss = MODELS[case](*tensors)
    loss.backward()
    errors = {"loss": max_relative_error(outputs[0], loss.detach().numpy())}
    for i, t in enumerate(tensors):
        errors[f"d{f.args[i].name_hint}"] = max_relative_error(grads[i], t.grad.numpy())
    worst = max(errors, key=errors.get)
    assert errors[worst] <= TOLERANCE[dtype], f"{case} {dtype}: max relative error " \
        f"{errors[worst]:.3g} in {worst} (all: {errors})"


def partition_report(case: str, strategy: str):
    ctx = PassContext()
    run_pipeline(parse_file(str(CASES / f"{case}.ag")), training_pipeline(strategy), ctx=ctx)
    return ctx.reports["partition"][-1]


@pytest.mark.parametrize("case", sorted(p.stem for p in CASES.glob("*.ag")))
def test_min_cut_never_saves_more_than_default(case):
    min_cut, default = partition_report(case, "min_cut"), partition_report(case, "default")
    assert min_cut.saved_bytes <= default.saved_bytes
    assert min_cut.default_saved_bytes == default.saved_bytes


def test_seed_saves_x_w_and_the_relu_output():
    report = partition_report("seed", "min_cut")
    assert [(e.name, e.bytes) for e in report.saved] == [
        ("primals_1", 800), ("primals_2", 2400), ("h", 1200)]
    assert sorted(e.name for e in report.recomputed) == ["cos", "sin"]
    assert (report.saved_bytes, report.default_saved_bytes, report.eager_saved_bytes) == \
        (4400, 6800, 4400)


def test_affine_chain_saves_nothing():
    report = partition_report("affine_chain", "min_cut")
    assert report.saved == [] and report.saved_bytes == 0


def test_mlp_saves_inputs_and_the_two_hidden_activations():
    report = partition_report("mlp", "min_cut")
    names = [e.name for e in report.saved]
    assert names == ["primals_1", "primals_2", "primals_4", "primals_6", "h1", "h2"]
    hidden = 128 * 2048 * 4
    inputs = (128 * 1024 + 1024 * 2048 + 2048 * 2048 + 2048 * 10) * 4
    assert report.saved_bytes == inputs + 2 * hidden == 27869184
    assert report.eager_saved_bytes == report.saved_bytes
    assert not any(e.name.startswith("mm") for e in report.recomputed)
