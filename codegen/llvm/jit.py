"""The JIT: a loop-level program to machine code for the host CPU, and that code loaded.

In: a loop-level module and a program's name (`compile_program`), or a disk-cache key
(`load_program`, the warm start of `runtime/warm.py`). Out: `Compiled`, the program's entry
point and signature, holding what keeps the code loaded. `program.py` generates the LLVM IR
(no host named in it); `machine.py` runs LLVM's default pipeline at O3 with loop and SLP
vectorisation and without loop unrolling for the host CPU (its name and features, as
`-march=native`), so `optimized_llvm` shows the vector code that runs. `Compiled.timings` says
how long code generation and each step of LLVM took (`AOTGRAD_DEBUG=1` prints them).

Where LLVM runs: in the compile process (`compile_process.py`), which returns a shared library
that `shared_library.py` loads with `dlopen`, so the process running the model never loads
libLLVM; or, under `AOTGRAD_COMPILE_PROCESS=0` or without a system linker, in this process,
which loads the object into an MCJIT engine (the BLAS gemms registered as symbols first).
Either way the machine code is kept in the disk cache (`cache.py`) under the SHA-256 of the
generated LLVM IR (itself a function of the program's loop IR, as codegen is deterministic),
the kind of code, the optimisation level and LLVM's options, the llvmlite and aotgrad
versions, the host CPU and the `AOTGRAD_*` settings, so another process compiling the same program loads it instead of
running LLVM. Code with run-time bounds checks (`checks`) has its error record's address in
`Compiled.fault_address`.
"""
from __future__ import annotations

import ctypes
import functools
import time
from dataclasses import dataclass
from typing import Any

from ...ir.core import IRError, Module
from ..signature import FAULT, Signature
from . import cache, machine, shared_library
from .options import opt_level


def _apart() -> bool:
    """Whether LLVM runs in the compile process (and machine code is a shared library)."""
    from . import compile_process
    return compile_process.enabled()


def _build(text: str, kind: str, what: str, keep_optimized: bool = False) -> dict:
    """`machine.build`'s reply for LLVM IR `text`, where LLVM runs; LLVM's errors raised."""
    from . import compile_process
    request = {"text": text, "opt": opt_level(), "kind": kind, "keep_optimized": keep_optimized}
    if kind == "shared":
        reply = compile_process.PROCESS.request(what, **request)
    else:
        from . import machine
        reply = machine.build(request)
    if "error" in reply:
        raise IRError(f"codegen: LLVM rejected the code of {what}: {reply['error']}")
    return reply


def optimized_llvm(module: Module, name: str | None = None,
                   use_blas: bool | None = None) -> str:
    """The LLVM IR of program `name` (every program when None) after LLVM's optimisation for
    this CPU: what becomes machine code."""
    from .program import build_programs
    names = None if name is None else [name]
    text = str(build_programs(module, names, use_blas)[0])
    kind = "shared" if _apart() else "object"
    reply = _build(text, "ir" if kind == "object" else kind, f"'@{name or 'module'}'",
                   keep_optimized=True)
    return reply["optimized"]


@dataclass
class Compiled:
    """Machine code of one program: the entry point's address and signature, the LLVM IR as
    generated (and as optimised, when asked for). Keeps what owns the code (a loaded shared
    library or an MCJIT engine) alive."""

    signature: Signature
    address: int
    owner: Any
    llvm_ir: str | None                  # None when loaded by `load_program`
    optimized_ir: str | None = None
    fault_address: int = 0             # the error record of run-time bounds checks (if any)
    key: str | None = None               # the disk-cache key of the machine code
    #: seconds of each step of making it: `codegen` (loop IR to LLVM IR), `llvm` (LLVM's
    #: part, as this process waited for it), LLVM's own steps (`parse`, `optimise`,
    #: `machine code`, `link`) and `llvm cpu` (CPU seconds of the compile); () when the
    #: machine code came from the disk cache or LLVM did not run
    timings: tuple[tuple[str, float], ...] = ()

    def describe_timings(self) -> str:
        """One line: the program, its LLVM IR's size and how long each step took."""
        t = dict(self.timings)
        size = f"{len(self.llvm_ir) / 1e6:.2f} MB of LLVM IR, " \
            f"{self.llvm_ir.count(chr(10) + 'define ')} functions" if self.llvm_ir else ""
        if "llvm" not in t:
            return f"@{self.signature.name}: {size}; machine code from the disk cache"
        steps = ", ".join(f"{name} {t[name]:.2f} s" for name in STEPS if name in t)
        return (f"@{self.signature.name}: {size}; codegen {t['codegen']:.2f} s, LLVM "
                f"{t['llvm']:.2f} s ({steps}; {t['llvm cpu']:.2f} s CPU)")


#: LLVM's steps, in order, as `machine.build` times them.
STEPS = ("parse", "optimise", "machine code", "link")


@functools.cache
def _versions() -> str:
    import llvmlite                 # its version only (llvmlite.binding, libLLVM, is not loaded)
    from importlib.metadata import PackageNotFoundError, version
    try:
        ours = version("aotgrad")
    except PackageNotFoundError:
        ours = "unknown"
    return f"llvmlite {llvmlite.__version__} aotgrad {ours}"


def object_key(text: str, opt: int, kind: str) -> str:
    """The disk-cache key of the machine code of LLVM IR `text` at level `opt` on this host,
    as `kind` (`"shared"` or `"object"`), under this process's `AOTGRAD_*` settings."""
    return cache.entry_key("object", text, str(opt), kind, _versions(), cache.host_id(),
                           cache.settings(), f"unroll={machine.UNROLL}")


def _mcjit(obj: bytes):
    """An MCJIT engine holding the object code `obj` (relocated and ready to run)."""
    import llvmlite.binding as llvm

    from . import machine
    shared_library.runtime_libraries()
    _register_symbols()
    tm = machine.target_machine()
    engine = llvm.create_mcjit_compiler(machine.parse("", tm), tm)
    engine.add_object_file(llvm.ObjectFileRef.from_data(obj))
    engine.finalize_object()
    return engine, engine.get_function_address, engine.get_global_value_address


@functools.cache
def _register_symbols() -> None:
    """Makes what generated code calls visible to MCJIT: the libraries loaded for it, and the
    BLAS gemms (numpy loads its BLAS privately) as symbols."""
    import llvmlite.binding as llvm

    from .options import find_blas, loaded_libraries
    for name in loaded_libraries():
        llvm.load_library_permanently(name)
    blas = find_blas()
    for symbol, address in (blas.gemm.values() if blas else ()):
        llvm.add_symbol(symbol, address)


def loaded(code: bytes):
    """Machine code `code` (a shared library or an object) loaded: (its owner, the address
    of a function by name, the address of a global by name)."""
    if shared_library.is_shared(code):
        lib = shared_library.load(code)
        find = functools.partial(shared_library.address, lib)
        return lib, find, find
    return _mcjit(code)


def bind_openmp(variable) -> None:
    """Points the loaded code's libgomp entry points (`emitter.Unit.openmp`) at aotgrad's own
    copy of libgomp (`options.OWN_COPY`); `variable(name)`: a global's address, 0 if none."""
    from .emitter import OPENMP, OPENMP_PREFIX
    from .options import LIBGOMP, address_in, library
    for name in OPENMP:
        slot = variable(OPENMP_PREFIX + name)
        if slot:
            library(LIBGOMP)
            ctypes.c_void_p.from_address(slot).value = address_in(LIBGOMP, name)


def _load(signature: Signature, code: bytes) -> tuple[Any, int, int]:
    """`code` loaded: (its owner, the entry point's address, the error record's address)."""
    owner, function, variable = loaded(code)
    bind_openmp(variable)
    entry = function(signature.name)
    fault = variable(FAULT) if signature.checks else 0
    if not entry:
        raise IRError(f"codegen: the machine code of '@{signature.name}' has no entry point "
                      f"'@{signature.name}'")
    if signature.checks and not fault:
        raise IRError(f"codegen: the machine code of '@{signature.name}' has no error record "
                      f"'@{FAULT}'")
    return owner, entry, fault


def compile_program(module: Module, name: str, use_blas: bool | None = None,
                    keep_optimized: bool = False, profile: bool = False) -> Compiled:
    """Program `name` of the loop-level `module` compiled to machine code for this CPU (from
    the disk cache when this host compiled the same LLVM IR before); `profile`: code that
    times each of its calls (`profile.py`), a disk-cache entry of its own (its text differs)."""
    return compile_programs(module, [name], use_blas, keep_optimized, profile)[0]


def compile_programs(module: Module, names: list[str], use_blas: bool | None = None,
                     keep_optimized: bool = False, profile: bool = False) -> list[Compiled]:
    """Programs `names` of `module`, each as `compile_program` makes it. Where LLVM runs in
    compile processes, each program's LLVM IR goes to a free one as soon as it is generated:
    a forward's LLVM runs while the backward's IR is generated, then beside the backward's
    LLVM (`compile_process.submit`); in this process they compile one after the other."""
    from . import compile_process
    from .program import build_programs
    kind = "shared" if _apart() else "object"
    made = []
    try:
        for name in names:
            start = time.perf_counter()
            ir_module, sigs = build_programs(module, [name], use_blas, profile=profile)
            text = str(ir_module)
            timings = {"codegen": time.perf_counter() - start}
            key = object_key(text, opt_level(), kind)
            code = None if keep_optimized else cache.load("objects", key)
            pending = None
            if code is None:
                request = {"text": text, "opt": opt_level(), "kind": kind,
                           "keep_optimized": keep_optimized}
                sent = [m[5] for m in made if isinstance(m[5], compile_process.Pending)]
                pending = compile_process.submit(f"'@{name}'", request, sent) \
                    if kind == "shared" else _Done(machine.build(request))
            made.append((name, sigs[name], text, key, code, pending, timings))
    finally:                             # every request sent is answered before returning
        for *_, pending, _ in made:
            if pending is not None:
                pending.reply()
    out = []
    for name, sig, text, key, code, pending, timings in made:
        optimized = None
        if pending is not None:
            reply = pending.reply()
            if "error" in reply:
                raise IRError(f"codegen: LLVM rejected the code of '@{name}': "
                              f"{reply['error']}")
            code, optimized = reply["code"], reply["optimized"]
            steps = reply.get("seconds", {})
            timings["llvm"] = sum(steps.get(step, 0.0) for step in STEPS)
            timings.update((step, steps[step]) for step in STEPS if step in steps)
            timings["llvm cpu"] = steps.get("cpu", 0.0)
            cache.store("objects", key, code)
        out.append(_loaded(name, sig, code, text, optimized, key, tuple(timings.items())))
    return out


class _Done:
    """A reply made in this process (LLVM in this process), as a `Pending` gives one."""

    def __init__(self, answer: dict):
        self._answer = answer

    def reply(self) -> dict:
        return self._answer


def _loaded(name: str, sig: Signature, code: bytes, text: str, optimized: str | None,
            key: str, timings: tuple) -> Compiled:
    try:
        owner, address, fault = _load(sig, code)
    except OSError as e:
        raise IRError(f"codegen: the machine code of '@{name}' cannot be loaded here ({e}); "
                      f"AOTGRAD_COMPILE_PROCESS=0 compiles and loads it in this process") \
            from None
    return Compiled(sig, address, owner, text, optimized, fault, key, timings)


def load_program(signature: Signature, key: str) -> Compiled | None:
    """The machine code stored under `key` (a `Compiled.key`) as a callable program of
    `signature`, without generating LLVM IR (nor, for a shared library, loading LLVM); None
    when the disk cache does not hold it or it cannot be loaded here."""
    code = cache.load("objects", key)
    if code is None:
        return None
    try:
        owner, address, fault = _load(signature, code)
    except (OSError, IRError):
        return None
    return Compiled(signature, address, owner, None, None, fault, key)
