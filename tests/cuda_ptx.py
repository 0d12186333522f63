"""The CUDA backend checked without a GPU: a module's generated CUDA source, compiled to PTX by
nvcc with no error and no warning but a float division by a constant 0 (skipped where nvcc is
not on the PATH)."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from aotgrad.codegen.cuda import final_cu
from aotgrad.ir.core import Module
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import inference_pipeline, training_pipeline


def assert_compiles_to_ptx(module: Module, tmp_path: Path, training: bool = True) -> str:
    """The CUDA source of `module` through the cuda pipeline (training or inference), after
    nvcc compiled it to PTX cleanly."""
    if shutil.which("nvcc") is None:
        pytest.skip("nvcc is not on the PATH")
    pipeline = training_pipeline(backend="cuda") if training else \
        inference_pipeline(True, "cuda")
    source = final_cu(run_pipeline(module, pipeline))
    src = tmp_path / "program.cu"
    src.write_text(source)
    # diagnostic 39, a division by a constant 0: a float one is meant (a mean over an empty
    # axis is NaN, as PyTorch's), and an integer one is never generated
    run = subprocess.run(["nvcc", "--ptx", "-arch=sm_80", "-std=c++17", "--Werror",
                          "all-warnings", "-diag-suppress", "39",
                          "-o", str(tmp_path / "program.ptx"), str(src)],
                         capture_output=True, text=True)
    assert run.returncode == 0 and not (run.stdout + run.stderr).strip(), \
        f"nvcc:\n{run.stdout}{run.stderr}"
    assert ".entry" in (tmp_path / "program.ptx").read_text()
    return source
