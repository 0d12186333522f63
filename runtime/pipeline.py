"""The pipeline driver: `compile_pipeline` runs a pass pipeline for a compilation, with what the
debug level asks for (`runtime/debug.py`), and `run_passes` is its entry in the Python API.

`compile_pipeline(module, pipeline)` returns the module the pipeline made and the pass context
holding the passes' reports; at debug level 1 it prints the pipeline and a timing table, at 2
the reports, at 3 the IR after every pass, at 4 and 5 the generated and the optimised LLVM IR
(`final_artifacts`, which `--dump-dir` writes as `final.ll`, `final.opt.ll` or `final.cu`).
"""
from __future__ import annotations

from pathlib import Path

from ..ir.core import Module
from ..passes.manager import Instrumentation, PassContext, run_pipeline
from .debug import debug_level


def instrumentation(*, print_ir_after_all: bool = False, dump_dir: str | Path | None = None,
                    verify_each: bool = True) -> Instrumentation:
    """Pass-manager flags: the explicit ones, plus what the debug level asks for."""
    level = debug_level()
    return Instrumentation(print_ir_after_all=print_ir_after_all or level >= 3,
                           dump_dir=dump_dir, verify_each=verify_each, timing=level >= 1)


def final_artifacts(module: Module, optimized: bool = True,
                    backend: str = "cpu") -> dict[str, str]:
    """`final.ll` (and `final.opt.ll`): the LLVM IR of every program of a loop-level module,
    as generated and after LLVM's optimisation; for the cuda backend `final.cu`, the CUDA
    source (no GPU needed); nothing for a tensor-level module."""
    programs = [f.name for f in module.functions if f.kind == "program"]
    if not programs:
        return {}
    if backend == "cuda":
        from ..codegen.cuda import final_cu
        return {"final.cu": final_cu(module)}
    from ..codegen.llvm import generate_llvm, optimized_llvm
    makers = {"final.ll": generate_llvm}
    if optimized:
        makers["final.opt.ll"] = optimized_llvm
    return {name: "\n".join(f"; ----- program @{p} ----- ;\n{make(module, p)}"
                            for p in programs) for name, make in makers.items()}


def write_final_artifacts(module: Module, dump_dir: str | Path, backend: str = "cpu") -> None:
    """Write `final_artifacts(module)` into `dump_dir`, beside the numbered stages."""
    for name, text in final_artifacts(module, backend=backend).items():
        Path(dump_dir).mkdir(parents=True, exist_ok=True)
        (Path(dump_dir) / name).write_text(text)


def compile_pipeline(module: Module, pipeline: str, *, print_ir_after_all: bool = False,
                     dump_dir: str | Path | None = None,
                     verify_each: bool = True) -> tuple[Module, PassContext]:
    """Run `pipeline` for a compilation: returns the module and the context with the reports."""
    level = debug_level()
    if level >= 1:
        names = ", ".join("@" + f.name for f in module.functions)
        print(f"// aotgrad: compiling {names} with pipeline {pipeline}")
    ctx = PassContext()
    out = run_pipeline(module, pipeline, ctx=ctx, instrumentation=instrumentation(
        print_ir_after_all=print_ir_after_all, dump_dir=dump_dir, verify_each=verify_each))
    if dump_dir is not None:
        write_final_artifacts(out, dump_dir)
    if level >= 4:
        for name, text in final_artifacts(out, optimized=level >= 5).items():
            print(f"// ----- {name} ----- //\n{text}")
    if level >= 2:
        for name, reports in ctx.reports.items():
            for report in reports:
                text = str(report)
                print(f"// ----- {name} report ----- //\n{text}" if "\n" in text else
                      f"// {name} report: {text}")
    return out, ctx


def run_passes(module: Module, pipeline: str, *, print_ir_after_all: bool = False,
               dump_dir: str | Path | None = None, verify_each: bool = True) -> Module:
    """Run a pass pipeline (`"decompose,autodiff,cse"`) over `module`; returns the new module."""
    return compile_pipeline(module, pipeline, print_ir_after_all=print_ir_after_all,
                            dump_dir=dump_dir, verify_each=verify_each)[0]
