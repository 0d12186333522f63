"""The JIT: LLVM IR text to machine code for the host CPU, through `llvmlite.binding`.

The target machine is the host's (its CPU name and features, as `-march=native`); modules are
optimised by LLVM's new pass manager at O3 with loop and SLP vectorisation, so
`optimized_llvm` shows the vector code the JIT runs. BLAS gemms found by `externs.find_blas`
are registered as symbols before any engine is made. `compile_program` returns a `Compiled`
that owns its MCJIT engine (and so the machine code): the code lives as long as it does.
The machine code goes through an object file (`TargetMachine.emit_object`), which the engine
then loads; that object is kept in the disk cache (`cache.py`) under the SHA-256 of the
generated LLVM IR (itself a function of the program's loop IR, as codegen is deterministic),
the optimisation level, the llvmlite and aotgrad versions and the host CPU's name and
features, so another process compiling the same program loads it instead of running LLVM;
`load_program(signature, key)` loads such machine code without generating LLVM IR at all (the
warm start of `runtime/warm.py`).
Code with run-time bounds checks (`checks`) has its error record's address in
`Compiled.fault_address`.
"""
from __future__ import annotations

import functools
import os
from dataclasses import dataclass

import llvmlite
import llvmlite.binding as llvm

from ...ir.core import IRError, Module
from . import cache, checks
from .externs import find_blas
from .options import library, opt_level
from .program import Signature, build_programs


@functools.cache
def _initialise() -> None:
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    blas = find_blas()
    for symbol, address in (blas.gemm.values() if blas else ()):
        llvm.add_symbol(symbol, address)


def target_machine(opt: int = 3) -> llvm.TargetMachine:
    """A new target machine for the host CPU (an engine takes ownership of its own)."""
    _initialise()
    target = llvm.Target.from_default_triple()
    return target.create_target_machine(cpu=llvm.get_host_cpu_name(),
                                        features=llvm.get_host_cpu_features().flatten(),
                                        opt=opt, codemodel="jitdefault", jit=True)


def parse(text: str, tm: llvm.TargetMachine) -> llvm.ModuleRef:
    """LLVM IR text as a verified module for `tm`'s target."""
    mod = llvm.parse_assembly(text)
    mod.triple = tm.triple
    mod.data_layout = str(tm.target_data)
    mod.verify()
    return mod


def optimize(mod: llvm.ModuleRef, tm: llvm.TargetMachine, level: int = 3) -> None:
    """Runs LLVM's default `O<level>` pipeline on `mod`, in place."""
    pto = llvm.create_pipeline_tuning_options(speed_level=level)
    pto.loop_vectorization = level >= 2
    pto.slp_vectorization = level >= 2
    pb = llvm.create_pass_builder(tm, pto)
    pb.getModulePassManager().run(mod, pb)


def optimized_llvm(module: Module, name: str | None = None,
                   use_blas: bool | None = None) -> str:
    """The LLVM IR of program `name` (every program when None) after LLVM's optimisation for
    this CPU: what becomes machine code."""
    tm = target_machine()
    names = None if name is None else [name]
    mod = parse(str(build_programs(module, names, use_blas)[0]), tm)
    optimize(mod, tm, opt_level())
    return str(mod)


@dataclass
class Compiled:
    """Machine code of one program: the entry point's address and signature, the LLVM IR as
    generated (and as optimised, when asked for). Keeps the engine that owns the code alive."""

    signature: Signature
    address: int
    engine: llvm.ExecutionEngine
    llvm_ir: str | None                  # None when loaded by `load_program`
    optimized_ir: str | None = None
    fault_address: int = 0             # the error record of run-time bounds checks (if any)
    key: str | None = None               # the disk-cache key of the machine code


@functools.cache
def host_id() -> str:
    """The host CPU as the disk cache keys on it: its name and features."""
    _initialise()
    return f"{llvm.get_host_cpu_name()} {llvm.get_host_cpu_features().flatten()}"


@functools.cache
def _versions() -> str:
    from importlib.metadata import PackageNotFoundError, version
    try:
        ours = version("aotgrad")
    except PackageNotFoundError:
        ours = "unknown"
    return f"llvmlite {llvmlite.__version__} aotgrad {ours}"


def object_key(text: str, opt: int = 3) -> str:
    """The disk-cache key of the machine code of LLVM IR `text` at level `opt` on this host,
    under this process's `AOTGRAD_*` settings (those that are not the cache's or debug's)."""
    settings = sorted((k, v) for k, v in os.environ.items() if k.startswith("AOTGRAD_")
                      and not k.startswith(("AOTGRAD_CACHE", "AOTGRAD_DEBUG")))
    return cache.entry_key("object", text, str(opt), _versions(), host_id(), repr(settings))


def _engine(obj: bytes, tm: llvm.TargetMachine) -> llvm.ExecutionEngine:
    """An engine holding the object code `obj` (relocated and ready to run)."""
    engine = llvm.create_mcjit_compiler(parse("", tm), tm)
    engine.add_object_file(llvm.ObjectFileRef.from_data(obj))
    engine.finalize_object()
    return engine


def compile_program(module: Module, name: str, use_blas: bool | None = None,
                    keep_optimized: bool = False) -> Compiled:
    """Program `name` of the loop-level `module` compiled to machine code for this CPU (from
    the disk cache when this host compiled the same LLVM IR before)."""
    ir_module, sigs = build_programs(module, [name], use_blas)
    text, sig = str(ir_module), sigs[name]
    tm = target_machine()
    key = object_key(text)
    obj = None if keep_optimized else cache.load("objects", key)
    optimized = None
    if obj is None:
        mod = parse(text, tm)
        optimize(mod, tm, opt_level())
        optimized = str(mod) if keep_optimized else None
        obj = tm.emit_object(mod)
        cache.store("objects", key, obj)
    engine = _engine(obj, tm)
    address = engine.get_function_address(name)
    if not address:
        raise IRError(f"codegen: the machine code of '@{name}' has no entry point '@{name}'")
    return Compiled(sig, address, engine, text, optimized, _fault_address(engine, sig), key)


def _fault_address(engine: llvm.ExecutionEngine, sig: Signature) -> int:
    """The address of the error record of run-time bounds checks (0 when unchecked)."""
    fault = engine.get_global_value_address(checks.FAULT) if sig.checks else 0
    if sig.checks and not fault:
        raise IRError(f"codegen: the machine code of '@{sig.name}' has no error record "
                      f"'@{checks.FAULT}'")
    return fault


def load_program(signature: Signature, key: str) -> Compiled | None:
    """The machine code stored under `key` (a `Compiled.key`) as a callable program of
    `signature`, without generating LLVM IR; None when the disk cache does not hold it."""
    obj = cache.load("objects", key)
    if obj is None:
        return None
    from .parallel import LIBGOMP           # what codegen would have loaded for the code's calls
    from .vecmath import LIBMVEC
    for name in (LIBMVEC, LIBGOMP):
        library(name)
    engine = _engine(obj, target_machine())
    address = engine.get_function_address(signature.name)
    if not address:
        return None
    return Compiled(signature, address, engine, None, None, _fault_address(engine, signature),
                    key)
