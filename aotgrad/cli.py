"""The `aotgrad` command: compile, run, opt and demo.

`aotgrad compile FILE.ag` runs the default pipeline (or `--pipeline`) with mlir-opt-style debug
flags; `aotgrad run` executes a function on random inputs (`--profile`: its compiled code, with
the table of `aotgrad.profiler`); `aotgrad opt FILE` runs a pipeline on
an `.ir` or `.ag` file and prints the result; `aotgrad demo` shows the whole pipeline on an example
model. User errors print `file:line:col: error: message` on stderr and exit with status 1.

As with mlir-opt, stdout of `compile` and `opt` carries only the resulting IR, so it can be
redirected to a file that parses; `--print-ir-*`, `--timing`, `--explain-partition` and every
other report go to stderr.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

from aotgrad.ir.core import Error, IRError, Location, Module


def _load(path: str, fn: str | None) -> Module:
    """The module of a DSL or IR file, narrowed to function `fn` when given."""
    from aotgrad.frontend.dsl import parse_file
    from aotgrad.ir.parser import parse_ir
    if path.endswith(".ir"):
        try:
            module = parse_ir(Path(path).read_text(), path)
        except (OSError, UnicodeDecodeError) as e:
            raise IRError(f"cannot read IR file: {e}", Location(path, 0)) from None
    else:
        module = parse_file(path)
    return module if fn is None and path.endswith(".ir") else Module([module.get(fn)])


def _add_debug_flags(p: argparse.ArgumentParser) -> None:
    p.add_argument("--print-ir-after-all", action="store_true",
                   help="print the IR after every pass (on stderr)")
    p.add_argument("--print-ir-after", action="append", default=[], metavar="PASS",
                   help="print the IR after each run of PASS (repeatable)")
    p.add_argument("--print-ir-after-change", action="store_true",
                   help="with --print-ir-after(-all): print only when the pass changed the IR")
    p.add_argument("--print-ir-before", action="append", default=[], metavar="PASS",
                   help="print the IR before each run of PASS (repeatable)")
    p.add_argument("--dump-dir", metavar="DIR",
                   help="write one numbered file per stage (00-input.ir, 01-<pass>.ir, ...)")
    p.add_argument("--timing", action="store_true",
                   help="print the time spent in each pass (on stderr); for `compile` to loop "
                        "level on cpu, also code generation and LLVM per program")
    p.add_argument("--no-verify-each", dest="verify_each", action="store_false",
                   help="do not run the verifier after every pass")
    p.add_argument("--print-loc", action="store_true", help="print source locations in IR")


def _seed(text: str) -> int:
    """A seed for numpy's generator: a whole number in [0, 2**64)."""
    try:
        value = int(text)
    except ValueError:
        value = -1
    if not 0 <= value < 2 ** 64:
        raise argparse.ArgumentTypeError(f"a seed is a whole number in [0, 2**64), got {text!r}")
    return value


def _count(text: str) -> int:
    """A positive whole number."""
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"a count is a whole number >= 1, got {text!r}")
    return value


def _parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="aotgrad", description="aotgrad: an ahead-of-time autograd"
                                 " compiler. Models in the .ag DSL become tensor IR, a joint"
                                 " forward+backward graph, and a partitioned forward/backward.")
    sub = ap.add_subparsers(dest="command", required=True)

    c = sub.add_parser("compile", help="compile a model and print its IR",
                       description="Run the compilation pipeline on a .ag (or .ir) file.")
    c.add_argument("file")
    c.add_argument("--fn", help="the function to compile (default: the last one)")
    c.add_argument("--pipeline", help="a pass pipeline, e.g. 'decompose,cse' "
                   "(default: the training pipeline)")
    c.add_argument("--partition", default="min_cut", choices=["min_cut", "default"],
                   help="partition strategy of the default pipeline")
    c.add_argument("--memory-budget", type=float, default=1.0,
                   help="activation memory budget in [0, 1] for the partitioner")
    c.add_argument("--backend", default="cpu", choices=["cpu", "cuda", "interpret"],
                   help="cpu (default) and cuda: the pipeline ends in loop-level programs for"
                   " codegen (LLVM, CUDA C); interpret: it stops at the tensor level")
    c.add_argument("--explain-partition", action="store_true",
                   help="print which values are saved or recomputed, and why (on stderr)")
    c.add_argument("--explain-fusion", action="store_true",
                   help="print kernels and bytes moved before -> after fusion (on stderr)")
    c.add_argument("--explain-memory", action="store_true",
                   help="print each program's peak bytes, naive -> planned (on stderr)")
    c.add_argument("--emit", metavar="STAGE", help="print the IR after STAGE (a pass name, or"
                   " 'input') and stop there, or the generated code: 'llvm', 'llvm-opt' (after"
                   " LLVM's optimisation), 'cuda' (CUDA C, no GPU needed); default: the final"
                   " IR")
    c.add_argument("--dot", metavar="STAGE", help="draw the tensor IR after STAGE (a pass name,"
                   " or 'input') as a Graphviz graph: a joint function in two colours with the"
                   " saved values on the cut, a forward/backward pair with its saved values")
    c.add_argument("-o", "--output", metavar="FILE", help="with --dot: the file to write (.dot;"
                   " .svg, .png or .pdf are rendered by Graphviz's 'dot'); default: stdout")
    _add_debug_flags(c)

    o = sub.add_parser("opt", help="run a pass pipeline on an .ir or .ag file",
                       description="Like mlir-opt: parse, run -p PIPELINE, print the result.")
    o.add_argument("file")
    o.add_argument("-p", "--pipeline", default="", help="the pass pipeline")
    o.add_argument("--fn", help="the function to keep (default: all of an .ir file)")
    _add_debug_flags(o)

    r = sub.add_parser("run", help="run a function on random inputs and print its outputs",
                       description="Run a function on random inputs of its declared shapes.")
    r.add_argument("file")
    r.add_argument("--fn", help="the function to run (default: the last one)")
    r.add_argument("--seed", type=_seed, default=0, help="random seed for the inputs")
    r.add_argument("--grad", action="store_true",
                   help="also compile the backward and print gradient summaries")
    r.add_argument("--partition", default="min_cut", choices=["min_cut", "default"])
    r.add_argument("--profile", action="store_true",
                   help="run the compiled code (forward, and backward with --grad) and print"
                   " where its time went: per kernel and matmul, and Python (aotgrad.profiler)")
    r.add_argument("--repeat", type=_count, default=1, metavar="N",
                   help="with --profile: run N times (default 1) after a first run that is not"
                   " counted")

    d = sub.add_parser("demo", help="the compiler on one screen, then an MLP trained with it",
                       description="Compile the AOTAutograd chapter's function (forward and"
                       " backward IR, saved values, fusion, memory), then train an MLP on"
                       " scikit-learn's digits and time its step against numpy and PyTorch.")
    d.add_argument("--epochs", type=int, default=8, help="training epochs (default 8)")
    return ap


def _instrumentation(args, timing: bool | None = None):
    from aotgrad.passes.manager import Instrumentation
    return Instrumentation(print_ir_before=tuple(args.print_ir_before),
                           print_ir_after=tuple(args.print_ir_after),
                           print_ir_after_all=args.print_ir_after_all,
                           print_ir_after_change=args.print_ir_after_change,
                           dump_dir=args.dump_dir, verify_each=args.verify_each,
                           timing=args.timing if timing is None else timing, out=sys.stderr)


def _codegen_timings(module: Module, backend: str) -> list[tuple[str, float]]:
    """`--timing`'s rows after the passes: each program of a loop-level `module` compiled to
    machine code for this CPU (code generation, then LLVM), as `aotgrad.compile` does."""
    programs = [f.name for f in module.functions if f.kind == "program"]
    if backend != "cpu" or not programs:
        return []
    from aotgrad.codegen.llvm.jit import compile_program
    rows = []
    for name in programs:
        timings = dict(compile_program(module, name).timings)
        rows.append((f"codegen @{name}", timings["codegen"]))
        rows.append((f"LLVM @{name}" if "llvm" in timings else
                     f"LLVM @{name} (from the disk cache)", timings.get("llvm", 0.0)))
    return rows


def _print_module(module: Module, print_loc: bool) -> None:
    from aotgrad.ir.printer import print_module
    sys.stdout.write(print_module(module, print_loc))


def cmd_compile(args) -> int:
    from aotgrad.passes.manager import PassContext, parse_pipeline, run_pipeline
    from aotgrad.passes.pipelines import training_pipeline
    module = _load(args.file, args.fn)
    pipeline = args.pipeline if args.pipeline is not None else training_pipeline(
        args.partition, args.memory_budget, loops=args.backend != "interpret",
        backend=args.backend)
    passes = parse_pipeline(pipeline)
    if args.dot and args.emit:
        raise IRError("--dot and --emit both choose where to stop: give one")
    if args.output and not args.dot:
        raise IRError("-o/--output is the file of --dot: give --dot STAGE too")
    llvm = args.emit in LLVM_STAGES
    stage, flag = (args.dot, "--dot") if args.dot else (args.emit, "--emit")
    if stage and stage != "input" and not llvm:
        names = [p.pass_name for p in passes]
        if stage not in names:
            raise IRError(f"{flag}: no stage '{stage}' in the pipeline "
                          f"(stages: input, {', '.join(dict.fromkeys(names))})")
        passes = passes[:len(names) - names[::-1].index(stage)]
    elif stage == "input":
        passes = []
    ctx = PassContext()
    result = run_pipeline(module, passes, instrumentation=_instrumentation(args, False), ctx=ctx)
    if args.timing:
        from aotgrad.passes.manager import format_timing
        print(format_timing(ctx.timings + _codegen_timings(result, args.backend)),
              file=sys.stderr)
    if args.dump_dir:
        from aotgrad.runtime.pipeline import write_final_artifacts
        write_final_artifacts(result, args.dump_dir, args.backend)
    if llvm:
        from aotgrad.runtime.pipeline import final_artifacts
        backend = "cuda" if args.emit == "cuda" else "cpu"
        texts = final_artifacts(result, optimized=args.emit == "llvm-opt", backend=backend)
        if not texts:
            raise IRError(f"--emit {args.emit}: the pipeline ends at the tensor level (it needs"
                          f" 'lower'; use --backend cpu or cuda)")
        sys.stdout.write(texts[LLVM_STAGES[args.emit]])
    elif args.dot:
        _write_dot(result, args)
    else:
        _print_module(result, args.print_loc)
    for flag, pass_name in (("explain_partition", "partition"), ("explain_fusion", "fuse"),
                            ("explain_memory", "buffer-reuse")):
        if getattr(args, flag):
            reports = ctx.reports.get(pass_name)
            if not reports:
                raise IRError(f"--{flag.replace('_', '-')}: the pipeline has no {pass_name}"
                              f" pass")
            shown = reports if pass_name != "partition" else reports[-1:]
            for report in shown:
                print(report, file=sys.stderr)
    return 0


def _write_dot(module: Module, args) -> None:
    """--dot: the Graphviz graph of a tensor-level stage, on stdout or in -o FILE."""
    from aotgrad.passes.partition.dot import module_to_dot, render
    text = module_to_dot(module, args.partition, args.memory_budget)
    if args.output:
        render(text, args.output)
    else:
        sys.stdout.write(text)


#: --emit stages after the pipeline: the final artifact each prints.
LLVM_STAGES = {"llvm": "final.ll", "llvm-opt": "final.opt.ll", "cuda": "final.cu"}


def cmd_opt(args) -> int:
    from aotgrad.passes.manager import run_pipeline
    module = _load(args.file, args.fn)
    result = run_pipeline(module, args.pipeline, instrumentation=_instrumentation(args))
    _print_module(result, args.print_loc)
    return 0


def _summary(name: str, x: np.ndarray) -> str:
    x = np.asarray(x)
    if x.size == 0:
        return f"{name}: {x.dtype}{list(x.shape)} (empty)"
    if x.size == 1:
        return f"{name}: {x.dtype}{list(x.shape)} = {x.reshape(()).item()!r}"
    xf = x.astype(np.float64)
    return (f"{name}: {x.dtype}{list(x.shape)} mean={xf.mean():.6g} std={xf.std():.6g}"
            f" min={xf.min():.6g} max={xf.max():.6g}")


def cmd_run(args) -> int:
    from aotgrad.ir.interpret import interpret, random_arguments
    module = _load(args.file, args.fn)
    f = module.get()
    inputs = random_arguments(module.get().arg_types, args.seed)
    for i, (a, x) in enumerate(zip(f.args, inputs)):
        print(_summary(f"input %{a.name_hint or i}", x))
    if args.profile:
        return _run_profiled(module, inputs, args)
    if not args.grad:
        for i, y in enumerate(interpret(module, *inputs)):
            print(_summary(f"output #{i}", y))
        return 0
    from aotgrad.runtime.compiled import compile_module
    compiled = compile_module(module, partition=args.partition)
    outputs, grads = compiled.run_with_grads(inputs)
    for i, y in enumerate(outputs):
        print(_summary(f"output #{i}", y))
    for i, g in grads.items():
        print(_summary(f"grad %{f.args[i].name_hint or i}", g))
    return 0


def _run_profiled(module: Module, inputs: list, args) -> int:
    """`run --profile`: the compiled programs, timed per kernel, `--repeat` times after one
    run that is not counted."""
    from aotgrad.runtime.compiled import compile_module
    from aotgrad.runtime.profiler import profile
    f = module.get()
    compiled = compile_module(module, partition=args.partition, profile=True)
    n = len(compiled.output_types)

    def run():
        if args.grad:
            return compiled.run_with_grads(inputs)
        return list(compiled.forward(*inputs)[:n]), {}
    run()                       # a first run, not counted: page faults, symbols bound
    with profile() as prof:
        for _ in range(args.repeat):
            outputs, grads = run()
    for i, y in enumerate(outputs):
        print(_summary(f"output #{i}", y))
    for i, g in grads.items():
        print(_summary(f"grad %{f.args[i].name_hint or i}", g))
    print(prof.table())
    return 0


def cmd_demo(args) -> int:
    from .demo import compile_seed, train_digits
    compile_seed()
    train_digits(args.epochs)
    return 0


COMMANDS = {"compile": cmd_compile, "opt": cmd_opt, "run": cmd_run, "demo": cmd_demo}


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        return COMMANDS[args.command](args)
    except Error as e:
        print(str(e), file=sys.stderr)
        return 1
    except OSError as e:            # a --dump-dir that cannot be made or written
        where = f": '{e.filename}'" if e.filename else ""
        print(f"aotgrad: error: {e.strerror or e}{where}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
