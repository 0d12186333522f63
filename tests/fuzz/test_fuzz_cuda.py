"""Generated programs on a GPU: programs of `dslgen` (the fuzzer's model sources, with their
reshapes, reductions, scans, gathers, convolutions, dropout and zero-size dims) compiled by
the cuda pipeline, run on device arrays with the arena and fresh results filled with NaN
first, agree with the cpu backend's compiled programs, forward and backward. The CUDA
backend's mappings (a thread, a warp or a block per point, rows kept in registers, `float4`
lanes, columns split over blocks, sibling nests side by side) meet whatever shapes the
generator draws, not only the ones the golden cases and op sweeps have. Skipped, with the
reason, where pycuda or a CUDA device is missing."""
from __future__ import annotations

import warnings

import numpy as np
import pytest
from checks import TOL, close, compiled, dense_grads, tangents
from dslgen import NAME, source_pair

from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import training_pipeline
from aotgrad.runtime import device

REASON = device.unavailable()
pytestmark = [pytest.mark.cuda,
              pytest.mark.skipif(REASON is not None, reason=f"no CUDA run here: {REASON}")]

SEEDS = range(1600000, 1600064)


@pytest.mark.parametrize("seed", SEEDS)
def test_a_generated_program_on_the_gpu_matches_the_cpu(seed):
    from aotgrad.runtime.cuda import CudaProgram
    p = source_pair(seed, max_steps=24)
    module = p.module()
    primals, cots = p.inputs(seed), tangents(module, seed)
    n = len(p.outputs)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        want = compiled(run_pipeline(module, training_pipeline()), primals, cots, n)
        loops = run_pipeline(module, training_pipeline(backend="cuda"))
        forward = CudaProgram(loops, f"{NAME}_forward", poison=True)
        backward = CudaProgram(loops, f"{NAME}_backward", poison=True)
        res = forward(*[device.to_device(np.require(a, requirements="C")) for a in primals])
        grads = backward(*res[n:], *[device.to_device(c) for c in cots])
    tol = TOL[p.dtype]
    close([np.asarray(r) for r in res[:n]], want[0], tol, f"seed {seed}: outputs")
    grads = [np.asarray(g) for g in grads]            # dense: the cuda pipeline scatters
    close(grads, dense_grads(want[1], grads), tol, f"seed {seed}: gradients")
