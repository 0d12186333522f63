"""A process that ran a parallel loop crashed at exit: llvmlite closes the libraries it
loaded (libgomp among them) while libgomp's threads still spin in its code after the loop
(for a few milliseconds by default, for ever under `OMP_WAIT_POLICY=ACTIVE`). libgomp is now
held open through ctypes until the process ends."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from aotgrad.codegen.llvm import parallel
from aotgrad.codegen.llvm.options import library

pytestmark = pytest.mark.skipif(not library(parallel.LIBGOMP), reason="no libgomp here")

PROGRAM = """
import numpy as np, aotgrad
x = np.random.default_rng(0).standard_normal((512, 512)).astype(np.float32)
f = aotgrad.compile(lambda x: aotgrad.exp(x) * 2.0)
np.testing.assert_allclose(np.asarray(f(x)), np.exp(x) * 2.0, rtol=1e-6)
print("done")
"""


@pytest.mark.parametrize("policy", ["ACTIVE", None])
def test_a_process_that_ran_a_parallel_loop_exits_cleanly(policy, tmp_path):
    env = dict(os.environ, AOTGRAD_CACHE="0", AOTGRAD_PARALLEL="1")
    env.pop("OMP_WAIT_POLICY", None)
    if policy:
        env["OMP_WAIT_POLICY"] = policy
    run = subprocess.run([sys.executable, "-c", PROGRAM], env=env, capture_output=True,
                         text=True, timeout=120, cwd=tmp_path)
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.strip() == "done"
