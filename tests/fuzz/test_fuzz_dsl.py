"""Fuzzing through the generated code: programs of `dslgen` (model source text, a generator
independent of `tests/random_programs.py`) checked for every property of `checks`.

In CI a fixed range of seeds runs. `AOTGRAD_FUZZ_LONG=1` (or `pytest --fuzz-long`) runs new
seeds for `AOTGRAD_FUZZ_SECONDS` (default 1800) and keeps going past failures; the test then
fails listing each distinct failure with the first seed that showed it
(`dslgen.source_pair(seed).source` prints the program). `AOTGRAD_FUZZ_START` picks the first
seed of a long run. Generated code runs with `AOTGRAD_BOUNDS_CHECK=1`: every index is checked
at run time. In a long run, LLVM working on one program for longer than
`AOTGRAD_FUZZ_PROGRAM_SECONDS` (default 300) is stopped (its compile process killed, and started
afresh for the next program) and reported as a finding, so a program LLVM never finishes cannot
end the run.
"""
from __future__ import annotations

import os
import threading
import time
import warnings

import pytest
from checks import check_program
from dslgen import source_pair

CI_SEEDS = range(0, 14)

#: failures of known, minimised defects: message prefix -> the regression test holding it.
KNOWN = {"min_cut moves": "tests/regressions/test_min_cut_forward_reads.py"}


def _long(config) -> bool:
    return os.environ.get("AOTGRAD_FUZZ_LONG") == "1" or config.getoption("--fuzz-long")


def _stop_llvm(stopped: list) -> None:
    """Kills the compile processes in the middle of their work (`compile_process.POOL`)."""
    from aotgrad.codegen.llvm.compile_process import POOL
    for process in POOL:
        proc = process._proc
        if proc is not None:
            stopped.append(True)
            proc.kill()


def _run(seed: int, limit: float | None = None) -> str | None:
    program = source_pair(seed, max_steps=24)
    stopped: list = []
    watchdog = threading.Timer(limit, _stop_llvm, [stopped]) if limit else None
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            if watchdog is not None:
                watchdog.start()
            check_program(program, seed)
        except Exception as e:      # noqa: BLE001 - every failure is a finding
            if stopped:
                return f"slow: LLVM ran past {limit:.0f} s on one program and was stopped"
            return f"{type(e).__name__}: {str(e).splitlines()[0][:160]}"
        finally:
            if watchdog is not None:
                watchdog.cancel()
    return None


def _known(message: str) -> str | None:
    return next((test for prefix, test in KNOWN.items() if prefix in message), None)


def test_generated_programs_keep_every_property(request, monkeypatch):
    # Generated code checks every index at run time: an index out of bounds is an
    # IndexingError naming kernel, buffer and index, never a read or write outside a buffer.
    monkeypatch.setenv("AOTGRAD_BOUNDS_CHECK", "1")
    limit = None
    if _long(request.config):
        start = int(os.environ.get("AOTGRAD_FUZZ_START", "100000"))
        deadline = time.monotonic() + float(os.environ.get("AOTGRAD_FUZZ_SECONDS", "1800"))
        limit = float(os.environ.get("AOTGRAD_FUZZ_PROGRAM_SECONDS", "300"))
        seeds = iter(range(start, 2**31))
    else:
        deadline, seeds = float("inf"), iter(CI_SEEDS)
    found: dict[str, list[int]] = {}
    known: dict[str, list[int]] = {}
    ran = 0
    for seed in seeds:
        if time.monotonic() > deadline:
            break
        message = _run(seed, limit)
        ran += 1
        if message and _known(message):
            known.setdefault(_known(message), []).append(seed)
        elif message:
            found.setdefault(message, []).append(seed)
    print(f"\n{ran} programs" + "".join(f"; known ({test}): seeds {s}"
                                          for test, s in known.items()))
    assert not found, "\n".join(f"{m} (seeds {s[:5]}, {len(s)} in all)"
                                for m, s in found.items())


@pytest.mark.parametrize("seed", [3, 11, 29])
def test_generator_writes_what_torch_and_the_parser_agree_on(seed):
    """The generator's two texts describe one program: same outputs, shapes and dtypes."""
    import numpy as np
    import torch

    from aotgrad.ir.interpret import interpret
    program = source_pair(seed)
    module = program.module()
    xs = program.inputs(seed)
    with np.errstate(all="ignore"):
        found = interpret(module, *xs, fn="f")
    expected = program.torch_function(module)(*map(torch.tensor, xs))
    assert len(found) == len(expected) == len(program.outputs) >= 1
    for a, b in zip(found, expected):
        np.testing.assert_allclose(a, b.numpy(), rtol=1e-5, atol=1e-6, equal_nan=True)
