"""Compiling one function: `compile_module` runs the pipeline over tensor IR and makes its
forward and backward executable.

`compile_module(module)` runs the training pipeline (`passes/pipelines.py`, through
`runtime/pipeline.py`) over a function, which leaves `@f_forward(primals...) -> (outs...,
saved...)` and `@f_backward(saved..., tangents...) -> grads` (one tangent per output; one
gradient per differentiable argument, see `passes.autodiff.differentiable_args`), and makes both
executable with the chosen backend (`runtime/backend.py`). A function with no differentiable
argument gets the inference pipeline and a forward only. On the cpu backend the disk cache's
warm start (`runtime/warm.py`) skips the pipeline and code generation for a function compiled
before. The result, a `CompiledModule`, is what a compiled function's cache keeps per signature
(and per segment, for a function with graph breaks); the forward refuses out-of-range labels
before it runs (`checked`).
"""
from __future__ import annotations

import functools

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

import numpy as np

from ..ir.core import Function, IRError, Module
from ..ir.printer import print_module
from ..ir.tensor import CrossEntropyOp, EmbeddingOp, check_indices, index_error
from ..ir.types import TensorType
from .cuda_graphs import SETTINGS
from ..passes.autodiff import differentiable_args
from ..passes.manager import parse_pipeline
from ..passes.pipelines import inference_pipeline, training_pipeline
from . import warm
from .aliasing import fresh_outputs
from .backend import Executable, executable, executables
from .debug import debug_level
from .device import DeviceArray
from .pipeline import compile_pipeline
from .row_sparse import RowSparseBackward, dense, layout

#: passes that only make sense with gradients: dropped from a user pipeline for inference.
TRAINING_ONLY = ("autodiff", "partition")


@dataclass(frozen=True)
class CompileOptions:
    """The options of `aotgrad.compile`; `pipeline` replaces the training pipeline."""

    backend: str = "cpu"
    partition: str = "min_cut"
    memory_budget: float = 1.0
    pipeline: str | None = None
    dump_dir: str | Path | None = None
    print_ir_after_all: bool = False
    profile: bool = False        # generated code times its kernels (`aotgrad.profiler`)
    #: cuda programs replay CUDA graphs of their launches (`runtime/cuda_graphs.py`); None:
    #: as `aotgrad.backends.cuda.graphs` says
    cuda_graphs: bool | None = None

    def graphs(self) -> bool | None:
        """Whether this compilation's programs use CUDA graphs (None: where it pays)."""
        if self.backend != "cuda":
            return False
        return SETTINGS.graphs if self.cuda_graphs is None else bool(self.cuda_graphs)

    @property
    def loops(self) -> bool:
        """Whether the backend runs loop-level programs (every backend but the interpreter)."""
        return self.backend != "interpret"

    def training_pipeline(self) -> str:
        return self.pipeline or training_pipeline(self.partition, self.memory_budget,
                                                  loops=self.loops, backend=self.backend)

    def inference_pipeline(self) -> str:
        if self.pipeline is None:
            return inference_pipeline(self.loops, self.backend)
        return ",".join(str(p) for p in parse_pipeline(self.pipeline)
                        if p.pass_name not in TRAINING_ONLY)


class CompiledModule:
    """One function compiled for one signature: its forward and, with gradients, backward.

    `module` (the compiled IR), `report` and `reports` of a warm start (`runtime/warm.py`) are
    rebuilt by running the pipeline again (`rebuild`) the first time one is read."""

    def __init__(self, name: str, forward: Executable, backward: Executable | None,
                 output_types: list[TensorType], grad_args: list[int], module: Module | None,
                 report: object | None = None, connected: list[bool] | None = None,
                 reports: dict | None = None, rebuild: Callable | None = None,
                 trusted_saved: int = 0, source: Function | None = None,
                 tensor_pipeline: str | None = None):
        self.name = name
        self.forward = forward              # primals -> outs (+ saved when there is a backward)
        self.backward = backward            # saved..., tangents... -> one grad per `grad_args`
        #: how many of the backward's first arguments (the saved values) it may take as they
        #: are, unchecked (`saved_fit`)
        self.trusted_saved = trusted_saved
        self.output_types = output_types
        self.grad_args = grad_args          # argument indices that get gradients, in order
        self.connected = connected          # which outputs depend on a `grad_args` argument
        self._module, self._report, self._reports = module, report, reports or {}
        self._rebuild = rebuild             # () -> (module, partition report, reports)
        #: the function compiled and the tensor-level part of its pipeline (through the
        #: partition and the tensor passes after it), for `backward_graph`
        self.source, self.tensor_pipeline = source, tensor_pipeline
        self._backward_graph: Function | None = None

    def backward_graph(self) -> Function:
        """The backward as a tensor-level function, `(saved..., tangents...) -> grads`, with
        the calling convention of `backward` (the same partition, before lowering): what
        compiled autograd inlines. Computed on first use."""
        if self._backward_graph is None:
            if self.source is None or self.tensor_pipeline is None or self.backward is None:
                raise IRError(f"'@{self.name}' has no tensor-level backward to inline")
            out, _ = compile_pipeline(Module([self.source]), self.tensor_pipeline)
            self._backward_graph = _forward_backward(out, self.source, self.tensor_pipeline)[1]
        return self._backward_graph

    def _rebuilt(self) -> None:
        if self._rebuild is not None:
            self._module, self._report, self._reports = self._rebuild()
            self._rebuild = None

    @property
    def module(self) -> Module:
        """The compiled IR."""
        self._rebuilt()
        return self._module

    @property
    def report(self) -> object | None:
        """The partition report, when partitioned."""
        self._rebuilt()
        return self._report

    @property
    def reports(self) -> dict:
        """Pass name -> its reports."""
        self._rebuilt()
        return self._reports

    def run_with_grads(self, inputs: Sequence, tangents: Sequence | None = None
                       ) -> tuple[list[np.ndarray], dict[int, np.ndarray]]:
        """Forward and backward on arrays; tangents default to ones (zeros for non-floats).

        Returns the outputs and `{argument index: gradient}`.
        """
        arrays = [np.asarray(x) for x in inputs]
        n = len(self.output_types)
        results = self.forward(*arrays)
        if self.backward is None:
            return list(results), {}
        if tangents is None:
            tangents = [np.full(t.shape, 1 if t.dtype.is_float else 0, t.dtype.numpy)
                        for t in self.output_types]
        grads = self.backward(*results[n:], *tangents)
        return list(results[:n]), {i: dense(g) for i, g in zip(self.grad_args, grads)}


def compile_module(module: Module, fn: str | None = None, options: CompileOptions | None = None,
                   label: str | None = None, **kwargs) -> CompiledModule:
    """Compile function `fn` of `module` (the last by default); kwargs are `CompileOptions`.
    `label` names the signature: its stages are dumped under `dump_dir/label/`."""
    options = options or CompileOptions(**kwargs)
    if options.dump_dir is not None and label is not None:
        options = dataclasses.replace(options, dump_dir=Path(options.dump_dir) / label)
    f = module.get(fn)
    source = Module([f])
    grad_args = differentiable_args(f)
    pipeline = options.training_pipeline() if grad_args else options.inference_pipeline()
    checks = label_checks(f)
    names = [f"{f.name}_forward", f"{f.name}_backward"] if grad_args else [f.name]
    key = _warm_key(source, pipeline, options)
    programs = warm.load(key, names) if key else None
    if programs is not None:
        def rebuild():
            out, ctx = compile_pipeline(Module([f]), pipeline)
            return out, ctx.reports.get("partition", [None])[-1], ctx.reports
        from .cpu import CpuProgram
        runs = [CpuProgram(None, name, compiled=programs[name]) for name in names]
        return CompiledModule(f.name, checked(fresh_outputs(runs[0], f), checks),
                              with_row_sparse(runs[1], f, grad_args) if grad_args else None,
                              list(f.result_types), grad_args,
                              None, None, connected_outputs(f, grad_args) if grad_args else None,
                              rebuild=rebuild, trusted_saved=saved_fit(
                                  runs[0], runs[-1], len(f.result_types)) if grad_args else 0,
                              source=f, tensor_pipeline=tensor_part(pipeline))
    if options.backend == "cpu":
        from ..codegen.llvm.compile_process import prestart
        prestart(len(names))            # LLVM loads in its processes while the passes run
    out, ctx = compile_pipeline(source, pipeline, print_ir_after_all=options.print_ir_after_all,
                                dump_dir=options.dump_dir)
    if not grad_args:
        forward = executable(out, f.name, options.backend, profile=options.profile)
        _with_graphs(options, [forward])
        _warm_store(key, names, [forward])
        return CompiledModule(f.name, checked(fresh_outputs(forward, f), checks), None,
                              list(f.result_types), [], out, reports=ctx.reports)
    fw, bw = _forward_backward(out, f, pipeline)
    report = ctx.reports.get("partition", [None])[-1]
    forward, backward = executables(out, [fw.name, bw.name], options.backend,
                                    saved_from=len(f.result_types), profile=options.profile)
    _with_graphs(options, [forward, backward])
    _warm_store(key, names, [forward, backward])
    backward = with_row_sparse(backward, f, grad_args)
    return CompiledModule(f.name, checked(fresh_outputs(forward, f), checks), backward,
                          list(f.result_types), grad_args, out, report,
                          connected_outputs(f, grad_args), ctx.reports,
                          trusted_saved=saved_fit(forward, backward, len(f.result_types)),
                          source=f, tensor_pipeline=tensor_part(pipeline))


def _with_graphs(options: CompileOptions, runs: list[Executable]) -> None:
    """Turn CUDA graphs on for the cuda programs `runs` where the options ask for them, or
    where they pay by default (not while profiling: a graph has no events between its
    launches)."""
    mode = options.graphs()
    if mode is not False and not options.profile:
        for run in runs:
            if hasattr(run, "use_graphs"):
                run.use_graphs(where_it_pays=mode is None)


def tensor_part(pipeline: str) -> str:
    """The passes of `pipeline` before `lower` (all of them for the interpreter's), less
    `row-sparse-grads`: a backward graph to inline returns each gradient whole."""
    passes = []
    for p in parse_pipeline(pipeline):
        if p.pass_name == "lower":
            break
        if p.pass_name != "row-sparse-grads":
            passes.append(str(p))
    return ",".join(passes)


def with_row_sparse(backward: Executable, f: Function, grad_args: list[int]) -> Executable:
    """`backward`, returning a `RowSparse` for each gradient it gives as rows and ids
    (`passes/row_sparse_grads.py`), where its result types say it does."""
    results = getattr(backward, "result_types", None)
    if results is None or len(results) == len(grad_args):
        return backward
    shapes = [f.args[i].type.shape for i in grad_args]
    return RowSparseBackward(backward, shapes, layout(shapes, [r[0] for r in results]))


def saved_fit(forward: Executable, backward: Executable, n_outputs: int) -> int:
    """How many saved values the backward may take unchecked: all of them where both are
    machine code and the forward's saved results have the types of the backward's first
    arguments (its results are C-contiguous arrays of those types, and the mutation check of
    `autograd.Node` refuses a saved user's array changed in place), else none."""
    results = getattr(forward, "result_types", None)
    args = getattr(backward, "arg_types", None)
    if results is None or args is None:
        return 0
    saved = list(results[n_outputs:])
    return len(saved) if saved == list(args[:len(saved)]) else 0


def _warm_key(source: Module, pipeline: str, options: CompileOptions) -> str | None:
    """The warm-start key of compiling `source` (None where a warm start must not be used:
    other backends, IR dumps, printing levels that show what the pipeline does, profiling,
    which reads the programs' loop IR)."""
    if (options.backend != "cpu" or options.dump_dir is not None or options.print_ir_after_all
            or options.profile or debug_level() >= 2):
        return None
    return warm.pipeline_key(print_module(source, print_loc=True), pipeline, options.backend)


def _warm_store(key: str | None, names: list[str], runs: list[Executable]) -> None:
    from .cpu import CpuProgram
    if key is not None and all(isinstance(r, CpuProgram) for r in runs):
        warm.store(key, {name: r.compiled for name, r in zip(names, runs)})


def label_checks(f: Function) -> list[tuple[int, int, object, str]]:
    """(argument index, number of classes or rows, location, op) of each `cross_entropy` whose
    labels and each `gather` whose ids are an argument of `f`: checked before the compiled
    forward runs, since decomposition turns both into one-hot selects that would silently pick
    nothing (generated code never indexes with them)."""
    found = [(op.labels, op.logits.type.shape[1], op) if isinstance(op, CrossEntropyOp) else
             (op.ids, op.table.type.shape[0], op)
             for op in f.walk() if isinstance(op, (CrossEntropyOp, EmbeddingOp))]
    return [(v.index, bound, op.loc, op.mnemonic()) for v, bound, op in found
            if getattr(v, "block", None) is f.body]


def checked(forward: Executable, checks: list[tuple[int, int, object, str]]) -> Executable:
    """`forward`, refusing out-of-range labels (`label_checks`) with an `ExecutionError`."""
    if not checks:
        return forward

    def run(*arrays):
        for index, bound, loc, op in checks:
            values = arrays[index]
            if isinstance(values, DeviceArray):     # checked where the labels are, later
                from .cuda import check_below
                check_below(values, bound, functools.partial(_refuse, bound, op, loc))
                continue
            values = np.asarray(values)
            if not _below(values, bound):
                check_indices(values, bound, op, loc)
        return forward(*arrays)
    run.__name__ = getattr(forward, "__name__", "forward")
    run.result_homes = getattr(forward, "result_homes", None)     # its results are forward's
    return run


def _refuse(bound: int, op: str, loc, at: tuple, value: int) -> None:
    """`check_indices`'s error for label `value` at position `at`, found on the device."""
    raise index_error(value, at, bound, op, loc)


def _below(values: np.ndarray, bound: int) -> bool:
    """Whether the integers `values` are all in [0, `bound`), told by one reduction: seen as
    unsigned, a negative one is larger than any bound (False where that cannot tell:
    `check_indices` then looks, and names the first value outside)."""
    kind = values.dtype.kind
    if not values.size or kind not in "iu":
        return False
    unsigned = values.view(values.dtype.str.replace("i", "u")) if kind == "i" else values
    return int(unsigned.max()) < bound


def connected_outputs(f: Function, args: Sequence[int]) -> list[bool]:
    """Which results of `f` depend on arguments `args` through differentiable ops: only those
    require grad, as in PyTorch (`compile(lambda x: 3.0)(x)` does not)."""
    reach = {id(f.args[i]) for i in args}
    for op in f.walk():
        if type(op).differentiable and any(id(v) in reach for v in op.operands):
            reach.update(id(r) for r in op.results)
    return [id(v) in reach for v in f.returns]


def _forward_backward(module: Module, f: Function, pipeline: str) -> tuple[Function, Function]:
    names = {g.name: g for g in module.functions}
    fw, bw = names.get(f"{f.name}_forward"), names.get(f"{f.name}_backward")
    if fw is None or bw is None:
        raise IRError(f"pipeline '{pipeline}' must partition '@{f.name}' into"
                      f" '@{f.name}_forward' and '@{f.name}_backward'", f.loc)
    check_partition(fw, bw, len(f.result_types), len(differentiable_args(f)),
                    row_sparse="row-sparse-grads" in pipeline)
    return fw, bw


def check_partition(fw: Function, bw: Function, n_outputs: int, n_grads: int,
                    row_sparse: bool = False) -> None:
    """The calling convention: fw -> (outs..., saved...), bw(saved..., tangents...) -> grads
    (then, after `row-sparse-grads`, the ids of the gradients it returns as rows)."""
    n_saved = len(fw.result_types) - n_outputs
    n_results = len(bw.result_types)
    if n_saved < 0 or len(bw.args) != n_saved + n_outputs or n_results < n_grads or \
            n_results > n_grads and not row_sparse:
        raise IRError(f"'@{fw.name}' / '@{bw.name}' do not follow the forward/backward"
                      f" convention: {n_outputs} outputs, {max(n_saved, 0)} saved values,"
                      f" {len(bw.args)} backward arguments, {len(bw.result_types)} gradients"
                      f" for {n_grads} differentiable arguments", fw.loc)


def zeros_for(types: Sequence[TensorType]) -> list[np.ndarray]:
    """Example arrays (zeros) of `types`."""
    return [np.zeros(t.shape, t.dtype.numpy) for t in types]
