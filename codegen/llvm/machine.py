"""LLVM's part of the JIT: LLVM IR text in, optimised IR and machine code out.

In: the LLVM IR text of a program (as `program.py` generates it: no host named), an
optimisation level and the kind of machine code wanted. Out: `build(request)` -> a reply
holding `code`, either a shared library (`kind="shared"`: position-independent code linked by
the system's `ld -shared`, loaded with `dlopen` by `shared_library.py`) or a relocatable object
(`kind="object"`: loaded into an MCJIT engine by `jit.py`), and the optimised IR text when
asked; or `error`, LLVM's message, when it rejects the IR. `host()` is LLVM's view of the host
CPU (its name and enabled features), which codegen targets.

This module imports nothing of aotgrad and loads `llvmlite.binding` (libLLVM: ~40 MiB resident,
more while it optimises) only inside its functions, so that it can run in a process of its own:
`python machine.py` serves requests on stdin, one pickled request per line of length-prefixed
bytes, and answers on stdout (`compile_process.py` is the other end). The process that runs a
model then never loads LLVM at all. `serve` begins with the `host()` reply.
"""
from __future__ import annotations

import os
import pickle
import shutil
import struct
import subprocess
import sys
import tempfile
import time

#: a message on the pipe: its length, then a pickle
_LENGTH = struct.Struct("<Q")
_READY = False


def _llvm():
    """`llvmlite.binding`, its native target initialised (once)."""
    global _READY
    import llvmlite.binding as llvm
    if not _READY:
        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        _READY = True
    return llvm


def host() -> dict:
    """LLVM's host CPU: `cpu` (its name), `features` (the enabled ones, LLVM's names) and
    `triple`."""
    llvm = _llvm()
    return {"cpu": llvm.get_host_cpu_name(), "triple": llvm.get_process_triple(),
            "features": sorted(k for k, on in llvm.get_host_cpu_features().items() if on)}


def target_machine(opt: int = 3, shared: bool = False):
    """A target machine for the host CPU: position-independent code for a shared library, or
    MCJIT's code model for an engine (which takes ownership of its own)."""
    llvm = _llvm()
    target = llvm.Target.from_default_triple()
    features = llvm.get_host_cpu_features().flatten()
    if shared:
        return target.create_target_machine(cpu=llvm.get_host_cpu_name(), features=features,
                                            opt=opt, reloc="pic", codemodel="default")
    return target.create_target_machine(cpu=llvm.get_host_cpu_name(), features=features,
                                        opt=opt, codemodel="jitdefault", jit=True)


def parse(text: str, tm):
    """LLVM IR text as a verified module for `tm`'s target."""
    llvm = _llvm()
    mod = llvm.parse_assembly(text)
    mod.triple = tm.triple
    mod.data_layout = str(tm.target_data)
    mod.verify()
    return mod


def optimize(mod, tm, level: int = 3) -> None:
    """Runs LLVM's default `O<level>` pipeline on `mod`, in place, with loop and SLP
    vectorisation from O2 and without loop unrolling (`UNROLL`)."""
    llvm = _llvm()
    pto = llvm.create_pipeline_tuning_options(speed_level=level)
    pto.loop_vectorization = level >= 2
    pto.slp_vectorization = level >= 2
    pto.loop_unrolling = UNROLL
    pb = llvm.create_pass_builder(tm, pto)
    pb.getModulePassManager().run(mod, pb)


#: whether LLVM unrolls loops (partly, or fully where the trip count is known). Off: on the
#: benchmark workloads the steps ran as fast without it (CPU time, one thread: W1l 357 ms
#: against 356, W2 33.0 against 32.8, W5 15.7 against 15.0, W8 414 against 409), while the
#: unrolled kernels of a 2-layer transformer's backward took LLVM 15.5 s of CPU against 0.9 s
#: (the vectoriser's interleaving still unrolls the vector loops; bench/RESULTS.md).
UNROLL = False


def linker() -> str | None:
    """The system linker that makes shared libraries here (`ld`), or None."""
    return shutil.which("ld")


def link(obj: bytes) -> bytes:
    """The object file `obj` linked as a shared library (undefined symbols are left for
    `dlopen` to resolve in the loading process: libm, libmvec, libgomp, the BLAS)."""
    with tempfile.TemporaryDirectory(prefix="aotgrad-link-") as folder:
        src, out = os.path.join(folder, "code.o"), os.path.join(folder, "code.so")
        with open(src, "wb") as f:
            f.write(obj)
        done = subprocess.run([linker() or "ld", "-shared", "-o", out, src],
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"ld -shared failed: {done.stderr.strip()}")
        with open(out, "rb") as f:
            return f.read()


def build(request: dict) -> dict:
    """One request: `text` (LLVM IR), `opt` (level), `kind` (`"shared"`, `"object"` or
    `"ir"`: only the optimised IR), `keep_optimized` (also return the optimised IR).
    Reply: `code` (bytes, None for `"ir"`), `optimized` (text or None) and `seconds` (wall
    seconds of each step: `parse`, `optimise`, `machine code`, `link`; and `cpu`, the CPU
    seconds of the whole request), or `error`."""
    seconds: dict[str, float] = {}
    start = cpu = 0.0

    def step(name: str) -> None:
        nonlocal start
        now = time.perf_counter()
        seconds[name] = now - start
        start = now
    try:
        start, cpu = time.perf_counter(), time.process_time()
        kind = request["kind"]
        tm = target_machine(request["opt"], shared=kind == "shared")
        mod = parse(request["text"], tm)
        step("parse")
        optimize(mod, tm, request["opt"])
        step("optimise")
        optimized = str(mod) if request.get("keep_optimized") or kind == "ir" else None
        if kind == "ir":
            return {"code": None, "optimized": optimized}
        obj = tm.emit_object(mod)
        step("machine code")
        code = link(obj) if kind == "shared" else obj
        step("link")
        seconds["cpu"] = time.process_time() - cpu
        return {"code": code, "optimized": optimized, "seconds": seconds}
    except RuntimeError as e:                  # llvmlite's parse, verify and link errors
        return {"error": str(e)}


def write_message(stream, message) -> None:
    data = pickle.dumps(message, pickle.HIGHEST_PROTOCOL)
    stream.write(_LENGTH.pack(len(data)) + data)
    stream.flush()


def read_message(stream):
    """The next message on `stream`, or None at its end."""
    head = stream.read(_LENGTH.size)
    if len(head) < _LENGTH.size:
        return None
    (n,) = _LENGTH.unpack(head)
    data = stream.read(n)
    if len(data) < n:
        return None
    return pickle.loads(data)


def serve() -> None:
    """The compile process: `host()`, then one reply per request until stdin ends. Replies
    go to what was stdout; anything else written there (by LLVM, say) goes to stderr."""
    inp = sys.stdin.buffer
    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    write_message(out, host())
    while (request := read_message(inp)) is not None:
        write_message(out, build(request))


if __name__ == "__main__":
    serve()
