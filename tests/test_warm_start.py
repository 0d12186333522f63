"""The warm start: a compiled function's pipeline output comes back from the disk cache.

A second compile of the same traced function (in this process or another) skips the pass
pipeline and code generation, gives the same results as a cold compile, and rebuilds the
compiled IR and the reports only when asked; a damaged entry is rebuilt, never loaded; keys
separate pipelines, backends, traced functions and `AOTGRAD_*` settings.
"""
import json
import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import aotgrad
from aotgrad.codegen.llvm import cache
from aotgrad.runtime import compiler as compiled_module
from aotgrad.runtime import warm


def mlp(x, w, b):
    return (aotgrad.relu(x @ w + b) * 0.5).sum()


def inputs():
    rng = np.random.default_rng(0)
    return (rng.standard_normal((4, 3)).astype(np.float32),
            rng.standard_normal((3, 5)).astype(np.float32),
            rng.standard_normal(5).astype(np.float32))


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("AOTGRAD_CACHE", "1")
    monkeypatch.setenv("AOTGRAD_CACHE_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture
def pipelines_run(monkeypatch):
    """How many times the pass pipeline ran for a compilation."""
    runs = []
    original = compiled_module.compile_pipeline

    def counting(*args, **kwargs):
        runs.append(args[1])
        return original(*args, **kwargs)
    monkeypatch.setattr(compiled_module, "compile_pipeline", counting)
    return runs


def loss_and_grads(f=None):
    f = f or aotgrad.compile(mlp)
    x, w, b = inputs()
    wt, bt = aotgrad.tensor(w, requires_grad=True), aotgrad.tensor(b, requires_grad=True)
    y = f(x, wt, bt)
    y.backward()
    return f, float(y.data), wt.grad, bt.grad


def test_should_skip_the_pipeline_on_a_second_compile(cache_dir, pipelines_run):
    _, loss, gw, gb = loss_and_grads()
    assert len(pipelines_run) == 1
    assert list((cache_dir / "pipelines").glob("*.bin"))
    f, loss2, gw2, gb2 = loss_and_grads()
    assert len(pipelines_run) == 1                  # warm: no pipeline
    assert loss2 == loss
    np.testing.assert_array_equal(gw2, gw)
    np.testing.assert_array_equal(gb2, gb)
    # what the warm start skipped is rebuilt on demand
    assert "mlp_backward" in str(f.compiled.module)
    assert f.partition_report() is not None
    assert f.fusion_report()
    assert len(pipelines_run) == 2


def test_should_rebuild_a_truncated_or_corrupt_entry(cache_dir, pipelines_run):
    _, loss, gw, _ = loss_and_grads()
    (entry,) = (cache_dir / "pipelines").glob("*.bin")
    entry.write_bytes(entry.read_bytes()[:-7])      # truncated
    corrupt = warm.STATS.corrupt
    _, loss2, gw2, _ = loss_and_grads()
    assert warm.STATS.corrupt == corrupt + 1
    assert len(pipelines_run) == 2                  # rebuilt, and stored again
    assert loss2 == loss
    np.testing.assert_array_equal(gw2, gw)
    cache.store("pipelines", entry.stem, b"not a pickle")   # well-formed entry, bad payload
    _, loss3, _, _ = loss_and_grads()
    assert len(pipelines_run) == 3 and loss3 == loss
    _, _, _, _ = loss_and_grads()
    assert len(pipelines_run) == 3                  # the rebuilt entry is used


def test_should_recompile_when_the_machine_code_is_gone(cache_dir, pipelines_run):
    _, loss, _, _ = loss_and_grads()
    for obj in (cache_dir / "objects").glob("*.bin"):
        obj.unlink()
    _, loss2, _, _ = loss_and_grads()
    assert len(pipelines_run) == 2 and loss2 == loss
    assert len(list((cache_dir / "objects").glob("*.bin"))) == 2


def test_keys_should_separate_pipelines_backends_functions_and_settings(cache_dir, monkeypatch):
    key = warm.pipeline_key("func @f", "decompose,lower", "cpu")
    assert key == warm.pipeline_key("func @f", "decompose,lower", "cpu")
    assert key != warm.pipeline_key("func @f", "decompose,cse,lower", "cpu")
    assert key != warm.pipeline_key("func @f", "decompose,lower", "cuda")
    assert key != warm.pipeline_key("func @g", "decompose,lower", "cpu")
    monkeypatch.setenv("AOTGRAD_OPT", "0")
    assert key != warm.pipeline_key("func @f", "decompose,lower", "cpu")
    monkeypatch.delenv("AOTGRAD_OPT")
    monkeypatch.setenv("AOTGRAD_DEBUG", "0")        # debug output does not change code
    assert key == warm.pipeline_key("func @f", "decompose,lower", "cpu")
    monkeypatch.setenv("AOTGRAD_CACHE", "0")
    assert warm.pipeline_key("func @f", "decompose,lower", "cpu") is None


def test_should_not_share_entries_between_partition_options(cache_dir, pipelines_run):
    loss_and_grads(aotgrad.compile(mlp, partition="default"))
    loss_and_grads(aotgrad.compile(mlp))
    assert len(pipelines_run) == 2
    loss_and_grads(aotgrad.compile(mlp, partition="default"))
    assert len(pipelines_run) == 2


SCRIPT = textwrap.dedent("""
    import json, sys
    import numpy as np
    sys.path.insert(0, sys.argv[1])
    import aotgrad
    from aotgrad.runtime import compiler as compiled
    from test_warm_start import loss_and_grads
    runs = []
    original = compiled.compile_pipeline
    compiled.compile_pipeline = lambda *a, **k: runs.append(1) or original(*a, **k)
    _, loss, gw, gb = loss_and_grads()
    print(json.dumps({"runs": len(runs), "loss": loss, "gw": gw.tolist(), "gb": gb.tolist(),
                      "networkx": "networkx" in sys.modules,
                      "llvm": "llvmlite.binding" in sys.modules,
                      "codegen": "aotgrad.codegen.llvm.program" in sys.modules}))
""")


def run_child(env: dict) -> dict:
    out = subprocess.run([sys.executable, "-c", SCRIPT, os.path.dirname(__file__)], env=env,
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_should_start_warm_in_a_second_process(tmp_path):
    env = {**os.environ, "AOTGRAD_CACHE": "1", "AOTGRAD_CACHE_DIR": str(tmp_path)}
    cold = run_child(env)
    hot = run_child(env)
    uncached = run_child({**env, "AOTGRAD_CACHE": "0"})
    assert cold["runs"] == 1 and uncached["runs"] == 1
    assert hot["runs"] == 0 and not hot["networkx"]
    assert not hot["llvm"] and not cold["llvm"]     # LLVM runs in the compile process
    assert cold["codegen"] and not hot["codegen"]   # nor is LLVM IR generated warm
    for key in ("loss", "gw", "gb"):
        assert hot[key] == cold[key] == uncached[key]
