"""LLVM in a process of its own: the process running a model never loads libLLVM, gets the
same numbers as when LLVM runs in it (`AOTGRAD_COMPILE_PROCESS=0`, MCJIT), and a compile
process that dies or rejects code is an aotgrad error, after which the next compile starts a
new one."""
from __future__ import annotations

import ctypes
import json
import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest
from llvm_cases import pointwise

from aotgrad.codegen.llvm import compile_process, jit
from aotgrad.ir.errors import IRError
from aotgrad.ir.parser import parse_ir
from aotgrad.runtime.cpu import CpuProgram

pytestmark = pytest.mark.skipif(not compile_process.enabled(),
                                reason="no system linker: LLVM runs in this process")

PROGRAM = pointwise("exp", ["f32"], "f32", 64)

SCRIPT = textwrap.dedent("""
    import json, os, sys
    import numpy as np
    import aotgrad
    def seed(x, w, b):
        h = aotgrad.relu(x @ w + b)
        return (aotgrad.sin(h) + aotgrad.cos(h)).sum()
    rng = np.random.default_rng(0)
    x, w, b = (aotgrad.tensor(rng.standard_normal(s).astype(np.float32), requires_grad=True)
               for s in [(10, 20), (20, 30), (30,)])
    loss = aotgrad.compile(seed)(x, w, b)
    loss.backward()
    print(json.dumps({"loss": loss.item(), "grads": [t.grad.tolist() for t in (x, w, b)],
                      "llvm": "llvmlite.binding" in sys.modules}))
""")


def run(**env) -> dict:
    full = {**os.environ, "AOTGRAD_CACHE": "0", **env}
    out = subprocess.run([sys.executable, "-c", SCRIPT], env=full, check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def test_should_run_a_model_without_loading_llvm_and_match_the_in_process_jit():
    apart = run()
    inside = run(AOTGRAD_COMPILE_PROCESS="0")
    assert not apart["llvm"] and inside["llvm"]
    assert apart["loss"] == inside["loss"] and apart["grads"] == inside["grads"]


def test_should_load_machine_code_as_a_shared_library():
    program = CpuProgram(parse_ir(PROGRAM), "f")
    assert isinstance(program.compiled.owner, ctypes.CDLL)             # not an MCJIT engine
    x = np.linspace(-3, 3, 64, dtype=np.float32)
    np.testing.assert_allclose(program(x)[0], np.exp(x), rtol=1e-6)


def test_should_start_a_new_compile_process_after_one_dies():
    compile_process.PROCESS.host()                          # running
    compile_process.PROCESS._proc.kill()
    compile_process.PROCESS._proc.wait()
    x = np.linspace(-1, 1, 64, dtype=np.float32)
    np.testing.assert_allclose(CpuProgram(parse_ir(PROGRAM), "f")(x)[0], np.exp(x), rtol=1e-6)


def test_should_raise_an_aotgrad_error_when_llvm_rejects_the_code():
    with pytest.raises(IRError, match="LLVM rejected the code of '@bad'"):
        jit._build("define void @bad() { ret i32 0 }", "shared", "'@bad'")


def test_should_raise_an_aotgrad_error_when_the_compile_process_ends_mid_request(monkeypatch):
    process = compile_process.CompileProcess()
    process.host()
    process._proc.kill()
    process._proc.wait()
    monkeypatch.setattr(process, "_running", lambda: None)  # as if it died mid-request
    with pytest.raises(IRError, match=r"the compile process ended \(exit code -9\)"):
        process.request("compiling '@f'", text="", opt=3, kind="shared")
    assert process._proc is None                            # the next request starts afresh
    monkeypatch.undo()
    assert process.host()["features"]
    process.close()


def test_should_compile_programs_side_by_side_in_the_pool():
    """`compile_programs` sends each program's LLVM IR to a free compile process as soon as
    it is generated: two programs use two processes (one per core, at most two), and each
    gets its own machine code."""
    module = parse_ir(PROGRAM + PROGRAM.replace("@k", "@k2").replace("@f(", "@g("))
    made = jit.compile_programs(module, ["f", "g"])
    x = np.linspace(-2, 2, 64, dtype=np.float32)
    for c in made:
        program = CpuProgram(None, c.signature.name, compiled=c)
        np.testing.assert_allclose(program(x)[0], np.exp(x), rtol=1e-6)
        assert dict(c.timings)["llvm"] > 0 and "optimise" in dict(c.timings)
    alive = [p for p in compile_process.POOL if p._proc is not None and p._proc.poll() is None]
    assert len(alive) == len(compile_process.POOL) == min(2, os.cpu_count() or 1)


def test_should_answer_every_request_sent_when_a_later_program_fails(monkeypatch):
    """A failure after one program was sent (generating the next one's LLVM IR raises) leaves
    no compile process waiting to be read: every process is free, and the next compile
    works."""
    from aotgrad.codegen.llvm import program
    module = parse_ir(PROGRAM)
    real, calls = program.build_programs, []

    def failing(*args, **kwargs):
        calls.append(args)
        if len(calls) == 2:
            raise IRError("codegen: the second program fails")
        return real(*args, **kwargs)
    monkeypatch.setattr(program, "build_programs", failing)
    with pytest.raises(IRError, match="the second program fails"):
        jit.compile_programs(module, ["f", "f"])
    monkeypatch.undo()
    assert not any(p._lock.locked() for p in compile_process.POOL)
    x = np.linspace(-1, 1, 64, dtype=np.float32)
    np.testing.assert_allclose(CpuProgram(module, "f")(x)[0], np.exp(x), rtol=1e-6)


def test_should_compile_more_programs_than_compile_processes(monkeypatch):
    """With every process busy, `submit` reads the caller's own earlier replies first (a
    process is free only once its reply is read): three programs on one process."""
    monkeypatch.setattr(compile_process, "POOL", compile_process.POOL[:1])
    module = parse_ir(PROGRAM + PROGRAM.replace("@k", "@k2").replace("@f(", "@g(")
                      + PROGRAM.replace("@k", "@k3").replace("@f(", "@h("))
    made = jit.compile_programs(module, ["f", "g", "h"])
    x = np.linspace(-2, 2, 64, dtype=np.float32)
    for c in made:
        program = CpuProgram(None, c.signature.name, compiled=c)
        np.testing.assert_allclose(program(x)[0], np.exp(x), rtol=1e-6)
