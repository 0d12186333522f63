"""The min_cut-partitioned backward of this program, run as machine code, returned NaN for the
whole gradient of `a0` where the interpreter returns finite numbers. Found by `tests/fuzz`
(seed 100005). Cause: max's gradient goes where `x == max(x)`; the partitioner recomputed `x`
(a layernorm, tagged `recompute`) in the backward, and generated code rounded the recomputed
copy differently from the forward's (another fusion, vector math), so no element equalled
the saved maximum, the tie count was 0 and the share 0/0. An input of max is now always
saved (`passes/partition/mincut.compared_exactly`), even over a `recompute` tag."""
from __future__ import annotations

import numpy as np

import aotgrad
from aotgrad.ir.interpret import interpret
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import training_pipeline
from aotgrad.runtime.cpu import CpuProgram

SOURCE = """def g(u: f64[1,3], w: f64[1,3]) -> f64[3,3] {
    v1 = transpose(w, [1, 0])
    v2 = v1 * u
    v4 = cos(v2)
    return v4
}
def f(a0: f64[1,3], lab: i64[1] nograd) -> (f64[]) {
    v5 = g(a0, a0)
    v6 = g(a0, a0)
    v7 = broadcast(v6, [3, 3, 3])
    v10 = layernorm(v7, eps=1e-05)
    v12 = recompute(v10)
    v13 = max(v10, axis=[0, 1])
    v15 = dropout(v12, p=0.5)
    v16 = cross_entropy(a0, lab)
    return v16 + sum(v13) + sum(v5)
}
"""


def test_compiled_backward_matches_the_interpreter():
    module = aotgrad.parse(SOURCE, "nan.ag")
    tensor = run_pipeline(module, training_pipeline("min_cut", loops=False))
    loops = run_pipeline(tensor, "lower,fuse,buffer-reuse")
    x = np.random.default_rng(100005).uniform(-2, 2, (1, 3))
    primals = [x, np.zeros(1, np.int64), np.array([5, 17], np.int64)]
    want = interpret(tensor, *primals, fn="f_forward")
    grads = interpret(tensor, *want[1:], np.float64(0.7), fn="f_backward")
    with np.errstate(all="ignore"):
        got = CpuProgram(loops, "f_forward", poison=True)(*primals)
        found = CpuProgram(loops, "f_backward", poison=True)(*got[1:], np.float64(0.7))
    assert np.isfinite(grads[0]).all()
    np.testing.assert_allclose(found[0], grads[0], rtol=1e-9)
