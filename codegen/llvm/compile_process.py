"""The compile process: LLVM run in a process of its own, beside the one that runs models.

In: requests for `machine.build` (LLVM IR text, optimisation level, kind of machine code). Out:
`request(...)` -> its reply; `host()` -> LLVM's view of the host CPU (the process's first
message; `machine.host()` where LLVM runs in this process). `enabled()` says whether code is
compiled this way: unless `AOTGRAD_COMPILE_PROCESS=0`, wherever the system linker (`ld`) is
there to make shared libraries.

Why a process: the process that runs a model then never loads libLLVM, which costs ~40 MiB
resident to load and as much again while it optimises (the peak of a training script is
its own, as with numpy), and a crash inside LLVM is an error there, not the end of the user's
process. Inductor compiles in worker processes for the same reasons.

Up to two compile processes per Python process (one per core), each started on first use
(~0.1 s: Python and libLLVM), or sooner by `prestart()` (a compile that runs the pass pipeline
first starts them, so that they load LLVM while the passes run), kept until this process exits
(its stdin then ends), started afresh after it dies or after a fork. `request` waits for the
reply; `submit` returns at once with a `Pending` reply, so that a forward's LLVM runs while the
backward's LLVM IR is generated and then beside the backward's. Requests to one process take
turns.
"""
from __future__ import annotations

import atexit
import os
import subprocess
import sys
import threading

from ...ir.core import IRError
from . import machine

#: runs `machine.py` as the compile process without putting its folder first on `sys.path`
#: (where `cache.py`, `options.py`, ... would shadow modules of the same names)
_BOOT = "import runpy, sys; sys.path.pop(0); runpy.run_path(sys.argv[1], run_name='__main__')"


def enabled() -> bool:
    """Whether machine code is built in the compile process (as shared libraries)."""
    switch = os.environ.get("AOTGRAD_COMPILE_PROCESS", "1").strip().lower()
    return switch not in ("0", "false", "off", "no") and machine.linker() is not None


class CompileProcess:
    """The other end of `machine.serve`."""

    def __init__(self):
        self._proc: subprocess.Popen | None = None
        self._pid = 0
        self._host: dict | None = None
        self._lock = threading.Lock()

    def _spawn(self) -> None:
        self._proc = subprocess.Popen([sys.executable, "-c", _BOOT, machine.__file__],
                                      stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self._pid = os.getpid()
        self._host = None

    def _alive(self) -> bool:
        return self._proc is not None and self._pid == os.getpid() and self._proc.poll() is None

    def prestart(self) -> None:
        """Starts the process if it is not running, without waiting for it."""
        with self._lock:
            if not self._alive():
                self._spawn()

    def _failed(self, doing: str):
        proc, self._proc = self._proc, None
        code = proc.wait() if proc is not None else None
        raise IRError(f"codegen: the compile process ended (exit code {code}) while {doing}")

    def _running(self) -> None:
        """Makes sure the process runs and has said what the host is."""
        if not self._alive():
            self._spawn()
        if self._host is None:
            self._host = machine.read_message(self._proc.stdout)
            if self._host is None:
                self._failed("starting")

    def host(self) -> dict:
        with self._lock:
            self._running()
            return self._host

    def request(self, what: str, **request) -> dict:
        """`machine.build(request)`'s reply; `what` names the work in an error."""
        self._lock.acquire()
        return self._sent(what, request).reply()

    def try_submit(self, what: str, request: dict) -> "Pending | None":
        """`request` sent, if the process is free now (its reply to be read from the
        `Pending`); None when it is busy with another request."""
        if not self._lock.acquire(blocking=False):
            return None
        return self._sent(what, request)

    def _sent(self, what: str, request: dict) -> "Pending":
        """`request` written to the process, whose lock the caller holds (and which the
        `Pending` releases with the reply, or here, on a failure)."""
        try:
            self._running()
            try:
                machine.write_message(self._proc.stdin, request)
            except OSError:
                self._failed(what)
        except BaseException:
            self._lock.release()
            raise
        return Pending(self, what)

    def _reply(self, what: str) -> dict:
        try:
            reply = machine.read_message(self._proc.stdout)
            if reply is None:
                self._failed(what)
            return reply
        finally:
            self._lock.release()

    def close(self) -> None:
        """Ends the process (its stdin ends; it exits)."""
        proc, self._proc = self._proc, None
        if proc is not None and self._pid == os.getpid():
            proc.stdin.close()
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                proc.kill()
            proc.stdout.close()


class Pending:
    """A request a compile process is working on: `reply()` waits for its answer (once)."""

    def __init__(self, process: CompileProcess, what: str):
        self._process = process
        self._what = what
        self._answer: dict | None = None

    @property
    def answered(self) -> bool:
        return self._answer is not None

    def reply(self) -> dict:
        if self._answer is None:
            self._answer = self._process._reply(self._what)
        return self._answer


#: the compile processes: one per core, two at most (a forward and a backward compile side by
#: side); `PROCESS` is the first, which `host()` and single requests use.
POOL = [CompileProcess() for _ in range(max(1, min(2, os.cpu_count() or 1)))]
PROCESS = POOL[0]
for _process in POOL:
    atexit.register(_process.close)


def submit(what: str, request: dict, waiting: list[Pending] = ()) -> Pending:
    """`machine.build(request)` started in a free compile process; its reply comes from
    `Pending.reply()`, and the caller goes on (generating the next program's LLVM IR, say)
    while LLVM works. When every process is busy, the caller's own requests not yet answered
    (`waiting`, oldest first) are answered first (a process is only free once its reply is
    read); without any, it waits for the first process."""
    while True:
        for process in POOL:
            pending = process.try_submit(what, request)
            if pending is not None:
                return pending
        own = next((p for p in waiting if not p.answered), None)
        if own is None:
            break
        own.reply()
    PROCESS._lock.acquire()
    return PROCESS._sent(what, request)


def host() -> dict:
    """LLVM's view of the host CPU (`cpu`, `features`, `triple`), from wherever LLVM runs:
    this process's compile process, or this process."""
    return PROCESS.host() if enabled() else machine.host()


def prestart(processes: int = 1) -> None:
    """Starts the first `processes` compile processes early (when code will be compiled in
    them)."""
    if enabled():
        for process in POOL[:processes]:
            process.prestart()
