"""Bytes saved for the backward: aotgrad's partitioner against PyTorch's autograd.

In: every distinct model of `examples/` and `tests/golden/cases/` with float inputs. Out
(markdown, on stdout): for each model, the bytes the forward hands to the backward under
`default`, `min_cut` and a tape-based eager autograd (the partition report's model of it), and
the simulated backward peak of `default` and of `min_cut` at memory budgets 1.0, 0.5 and 0.0; then,
for the models also written in PyTorch, the bytes PyTorch really keeps: eager autograd, and
`torch.compile` with AOTAutograd's min-cut partitioner (`aot_eager_decomp_partition`, no code
generation), both counted by `saved_tensors_hooks` as the sum of the distinct storages packed.
Every count includes inputs (parameters and data) that are saved, as aotgrad's counts do.
Last, the 29 functions of `tests/partition_torch_cases.py` (PyTorch's partitioner tests and
hand-written blocks): activation bytes (saved values that are not inputs) of PyTorch's min-cut
and of aotgrad's `min_cut`, which objective chose aotgrad's cut, and the bytes its fused
programs move against those of the traffic-first cut.

Run: `python bench/partition_memory.py`.
"""
from __future__ import annotations

import sys
import warnings

import torch

import aotgrad
from aotgrad.passes.partition import partition_function
from aotgrad.passes.pipelines import JOINT_PIPELINE
from harness import REPO, Model, fmt_bytes, markdown, models, random_inputs, ratio, table
from reference_models import TORCH_MODELS, check_same_model, torch_inputs

sys.path.insert(0, str(REPO / "tests"))
from partition_torch_cases import (CASES, Case, aotgrad_report, fused_bytes,  # noqa: E402
                                   torch_activation_bytes, traffic_first)

BUDGETS = (1.0, 0.5, 0.0)
#: labels in `random_inputs`: the classifier has 10 classes.
INT_HIGH = 10


def aotgrad_row(model: Model) -> list[object]:
    """One row of the aotgrad table: saved bytes per strategy, backward peaks per budget."""
    joint = aotgrad.run_passes(model.module, JOINT_PIPELINE).get()
    default = partition_function(joint, "default")[2]
    budgets = {b: partition_function(joint, "min_cut", b)[2] for b in BUDGETS}
    report = budgets[1.0]
    return [model.label, fmt_bytes(report.default_saved_bytes),
            fmt_bytes(report.min_cut_saved_bytes), fmt_bytes(report.eager_saved_bytes),
            ratio(report.min_cut_saved_bytes, report.eager_saved_bytes),
            fmt_bytes(budgets[0.0].saved_bytes), fmt_bytes(default.peak_bytes),
            *(fmt_bytes(budgets[b].peak_bytes) for b in BUDGETS)]


def torch_saved_bytes(fn, tensors: list[torch.Tensor]) -> tuple[int, float]:
    """Bytes of the distinct storages autograd saves during one forward of `fn`, and the loss;
    runs the backward too, so nothing is left pending."""
    storages: dict[int, int] = {}

    def pack(t: torch.Tensor) -> torch.Tensor:
        storage = t.untyped_storage()
        storages[storage.data_ptr()] = storage.nbytes()
        return t

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        loss = fn(*tensors)
    loss.backward()
    return sum(storages.values()), float(loss)


def torch_row(model: Model) -> list[object]:
    """One row of the PyTorch table: measured PyTorch bytes against aotgrad's numbers."""
    arrays = random_inputs(model.function, int_high=INT_HIGH)
    fn = TORCH_MODELS[model.label]
    eager, loss = torch_saved_bytes(fn, torch_inputs(arrays))
    check_same_model(model, arrays, loss)
    torch._dynamo.reset()
    compiled = torch.compile(fn, backend="aot_eager_decomp_partition")
    torch_min_cut, loss = torch_saved_bytes(compiled, torch_inputs(arrays))
    check_same_model(model, arrays, loss)
    joint = aotgrad.run_passes(model.module, JOINT_PIPELINE).get()
    report = partition_function(joint, "min_cut")[2]
    ours = report.min_cut_saved_bytes
    return [model.label, fmt_bytes(eager), fmt_bytes(report.eager_saved_bytes),
            fmt_bytes(torch_min_cut), fmt_bytes(ours), ratio(ours, eager),
            ratio(ours, torch_min_cut)]


def case_row(case: Case) -> tuple[list[object], tuple[int, int, int, int]]:
    """One row of the PyTorch-tests table, and (torch bytes, ours, our bytes moved, the
    traffic-first cut's) for the sums."""
    theirs = torch_activation_bytes(case, case.arrays())[0]
    forward, backward, report = aotgrad_report(case)
    moved = fused_bytes(forward, backward)
    fastest = fused_bytes(*traffic_first(case))
    ours = report.activation_bytes
    return ([case.name, fmt_bytes(theirs), fmt_bytes(ours), ratio(ours, theirs),
             report.cut.objective, fmt_bytes(moved), fmt_bytes(fastest), ratio(moved, fastest)],
            (theirs, ours, moved, fastest))


def torch_tests_table() -> str:
    """The table of the 29 functions in the style of PyTorch's partitioner tests."""
    rows, sums = [], [0, 0, 0, 0]
    for case in CASES:
        row, numbers = case_row(case)
        rows.append(row)
        sums = [a + b for a, b in zip(sums, numbers)]
    rows.append(["sum", fmt_bytes(sums[0]), fmt_bytes(sums[1]), ratio(sums[1], sums[0]), "",
                 fmt_bytes(sums[2]), fmt_bytes(sums[3]), ratio(sums[2], sums[3])])
    return table(["function", "torch min-cut", "aotgrad min_cut", "ours / torch", "cut chosen by",
                  "bytes moved", "traffic-first moves", "moved / traffic-first"], rows,
                 right=[1, 2, 3, 5, 6, 7])


def report() -> str:
    """The benchmark's markdown section."""
    torch.set_num_threads(2)
    found, duplicates = models()
    rows = [aotgrad_row(m) for m in found if m.has_float_inputs]
    skipped = [m.label for m in found if not m.has_float_inputs]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        torch_rows = [torch_row(m) for m in found if m.label in TORCH_MODELS]
    same = ", ".join(f"{d} = {o}" for d, o in duplicates.items())
    notes = ([f"Same model, listed once: {same}."] if same else []) + \
        ([f"No float inputs, nothing to differentiate: {', '.join(skipped)}."] if skipped else [])
    return markdown(
        "### Saved for the backward (aotgrad's partitioner)",
        "Bytes the forward hands to the backward, inputs included (all numbers are bytes). "
        "*eager model*: what a tape-based autograd keeps (each op saves what its own backward "
        "formula reads), as the partition report computes it. *min_cut b=0.0*: saved under "
        "`min_cut` at memory budget 0. Peaks are the partitioner's simulated backward peak "
        "(saved values + tangents + live temporaries, joint inputs left out) under `default` "
        "and under `min_cut` at budgets 1.0, 0.5 and 0.0.",
        table(["model", "default", "min_cut", "eager model", "min_cut / eager",
               "min_cut b=0.0", "peak default", "peak b=1.0", "peak b=0.5", "peak b=0.0"],
              rows, right=range(1, 10)),
        *notes,
        "### Saved for the backward: aotgrad against PyTorch, measured",
        "PyTorch counted with `torch.autograd.graph.saved_tensors_hooks` (distinct storages, "
        "inputs and parameters included). *torch min-cut*: `torch.compile(backend="
        "\"aot_eager_decomp_partition\")`, AOTAutograd's `min_cut_rematerialization_partition` "
        "without code generation. Each PyTorch model is checked to compute the DSL model's "
        "loss on the same inputs.",
        table(["model", "torch eager", "aotgrad eager model", "torch min-cut", "aotgrad min_cut",
               "min_cut / torch eager", "min_cut / torch min-cut"], torch_rows,
              right=range(1, 7)),
        "### Activation bytes against PyTorch's min-cut: functions of its partitioner tests",
        "Activation bytes: saved values that are not inputs (PyTorch: distinct storages packed "
        "by `saved_tensors_hooks`, storages of inputs left out; aotgrad: the partition report's "
        "`activation_bytes`). *cut chosen by*: the extreme cut aotgrad's cut is (memory first, "
        "traffic first, both, or balanced). Bytes moved: forward and backward after fusion, "
        "against the programs of the traffic-first cut.",
        torch_tests_table())


def main() -> None:
    print(report())


if __name__ == "__main__":
    main()
