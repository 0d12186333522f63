"""Loop IR to machine code through LLVM (llvmlite): one LLVM module per program.

`generate_llvm(module, name)` is the LLVM IR as generated (`--emit llvm`, `final.ll`),
`optimized_llvm` the same after LLVM's O3 for this CPU (`--emit llvm-opt`, `final.opt.ll`), and
`compile_program` the machine code with the signature the runtime calls it by
(`runtime/cpu.py`). The rows that emit each op live in `scalar.py` (arith), `loops.py` (loops,
loads, stores, kernels), `program.py` (allocations, calls, the entry point) and `externs.py`
(BLAS); `emitter.EMIT` is their one table. `vecmath.py` maps transcendentals to glibc's
libmvec vector variants, `accumulate.py` makes float sums vectorise (reassociated, blocked in
double), `parallel.py` launches parallel loops through libgomp (unless `AOTGRAD_PARALLEL=0`),
and `options.py` reads `AOTGRAD_OPT=0`, which turns all three off and LLVM down to O1.
`jit.py` turns the LLVM IR into loaded machine code: LLVM itself (`machine.py`) runs in the
compile process (`compile_process.py`), which returns a shared library that
`shared_library.py` loads, so the process running a model never loads libLLVM.
"""
import importlib

#: the package's names, each from its module (relative to this package: `..signature` is
#: codegen's, which both backends share), imported on first use (a process that only loads
#: machine code from the disk cache never imports the code generator)
_EXPORTS = {"EMIT": ".emitter", "find_blas": ".options", "parallel": None,
            "Compiled": ".jit", "compile_program": ".jit", "optimized_llvm": ".jit",
            "Signature": "..signature", "generate_llvm": ".program"}


def __getattr__(name: str):
    if name not in _EXPORTS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module = importlib.import_module(_EXPORTS[name] or f".{name}", __name__)
    return module if _EXPORTS[name] is None else getattr(module, name)


__all__ = ["EMIT", "Compiled", "Signature", "compile_program", "find_blas", "generate_llvm",
           "optimized_llvm"]
