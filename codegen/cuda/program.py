"""The `.cu` source of a module's programs, and the host-side plan that runs each of them.

In: a buffer-planned loop-level module; out: a `CudaUnit`: one CUDA source (the prelude, then
one `extern "C" __global__` function per kernel that the programs call, named after it, then one
per `@matmul` variant as the tiled shared-memory kernel) and, per program, its `ProgramPlan`:
the `Signature` and buffer homes of the buffer plan that the CPU backend shares
(`codegen/plan.py`: arguments, fresh results, one arena at planned offsets) and the kernel
launches in program order with the grid and block sizes chosen here. The program's entry is
host-side (`runtime/cuda.py` launches the steps); the source ends with a comment listing each
program's launches, so a reader sees the whole run. Built for `aotgrad.profiler`
(`profile=True`), each launch is bracketed by two CUDA event records, in the plan and in that
listing; without it the text is unchanged. The text is deterministic: no addresses, no target
names.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...ir.core import IRError, Module
from ...ir.loop.externs import matmul_dims
from ...ir.loop.ops import CallOp
from ...ir.verifier import verify
from ..names import value_names
from ..plan import aliased_arguments, plan
from ..signature import Home, Signature
from .emitter import CTYPE, c_identifier
from .kernel import Launch, emit_kernel
from .prelude import BLOCK_SCAN, CHECKS, GRID_REDUCE, PRELUDE, SPLIT_LAST


@dataclass(frozen=True)
class Gemm:
    """A `@matmul` as a BLAS library takes it: the row-major product `out (m x n) = op(lhs)
    (m x k) @ op(rhs) (k x n)` over `batch` matrices; `*_row` is each operand's stored row
    length, `*_stride` the elements between matrices of the batch (0: one for all)."""

    dtype: str
    m: int
    n: int
    k: int
    transpose_lhs: bool
    transpose_rhs: bool
    lhs_row: int
    rhs_row: int
    lhs_stride: int
    rhs_stride: int
    out_stride: int
    batch: int


@dataclass(frozen=True)
class Step:
    """One launch: the kernel and its sizes, then its arguments: a `Home` per buffer, then
    integers; `format` is their PyCUDA format (`P` a pointer, `i` an int, `q` a long long).
    A `@matmul` also carries its `Gemm`, which the runtime hands to cuBLAS where it can (the
    launch is the fallback)."""

    launch: Launch
    callee: str
    args: tuple
    format: str
    gemm: Gemm | None = None


@dataclass(frozen=True)
class ProgramPlan:
    """What the host does to run one program: its signature and its launches, in order."""

    signature: Signature
    steps: tuple[Step, ...]
    checks: tuple = ()     # the unit's run-time bounds checks (`ag_fault` holds number + 1)
    #: profiled: the callee of each step, which events 2i and 2i + 1 bracket (`profile_events`)
    profile: tuple[str, ...] = ()


@dataclass(frozen=True)
class CudaUnit:
    """The CUDA source of some programs of a module, and the plan of each."""

    source: str
    programs: dict[str, ProgramPlan]


#: the most blocks a launch's grid has along z (CUDA's limit), one matrix of a batch each.
MAX_GRID_Z = 65535


def _matmul(op: CallOp, homes: dict[int, Home], taken: set[str],
            texts: dict[str, str]) -> Step:
    """The launch of the tiled matmul kernel of `@matmul`'s variant (dtype and transposes):
    one grid layer per matrix of the batch (the leading dims flattened: the buffers are
    contiguous), a batch past `MAX_GRID_Z` walked by the layers in turn."""
    types = [v.type for v in op.operands]
    batch, m, n, k = matmul_dims(types, op.attrs)
    dtype = types[0].dtype
    ta, tb = bool(op.attrs.get("transpose_lhs")), bool(op.attrs.get("transpose_rhs"))
    variant = f"matmul_{dtype}_{'t' if ta else 'n'}{'t' if tb else 'n'}"
    if variant not in texts:
        name = c_identifier(variant, taken)
        taken.add(name)
        t = CTYPE[dtype]
        flags = ", ".join(f for f, on in [("transpose_lhs", ta), ("transpose_rhs", tb)] if on)
        texts[variant] = "\n".join([
            f"// extern @matmul{f' {{{flags}}}' if flags else ''} on {dtype}: the "
            f"shared-memory tiled matmul",
            f'extern "C" __global__ void __launch_bounds__(256) {name}(const {t}* __restrict__ '
            f"a, const {t}* __restrict__ b, {t}* __restrict__ out, int m, int n, int k, "
            f"int lda, int ldb, long long sa, long long sb, long long so, long long batch) {{",
            "  for (long long z = 0; z + blockIdx.z < batch; z += gridDim.z)",
            f"    ag_matmul_tiled<{t}, {str(ta).lower()}, {str(tb).lower()}>(a + z * sa, "
            f"b + z * sb, out + z * so, m, n, k, lda, ldb, sa, sb, so);", "}"])
    kernel = texts[variant].split("(256) ", 1)[1].split("(", 1)[0]
    strides = [t.shape[-1] * t.shape[-2] if len(t.shape) > 2 else 0 for t in types]
    grid = (-(-n // 32), -(-m // 32), min(batch, MAX_GRID_Z)) if batch * m * n else (0, 0, 0)
    args = (*(homes[id(v)] for v in op.operands), m, n, k, types[0].shape[-1],
            types[1].shape[-1], *strides, batch)
    gemm = Gemm(dtype.value, m, n, k, ta, tb, types[0].shape[-1], types[1].shape[-1],
                *strides, batch)
    return Step(Launch(kernel, grid, (32, 8, 1), "tiled"), "matmul", args, "PPPiiiiiqqqq",
                gemm)


def _launch_text(step: Step, op: CallOp, names: dict[int, str]) -> str:
    """`kernel<<<grid, block>>>(buffers..., integers...)`, buffers by their IR names."""
    ints = [str(a) for a in step.args if not isinstance(a, Home)]
    args = ", ".join([names[id(v)] for v in op.operands] + ints)
    g, b = step.launch.grid, step.launch.block
    sizes = f"{g[0]}, {b[0]}" if g[1:] == b[1:] == (1, 1) else \
        f"dim3({', '.join(map(str, g))}), dim3({', '.join(map(str, b))})"
    return f"//   {step.launch.kernel}<<<{sizes}>>>({args})"


def profile_events(step: int) -> tuple[int, int]:
    """The events a profiled program records just before and just after launch `step`."""
    return 2 * step, 2 * step + 1


def build_cuda(module: Module, programs: list[str] | None = None,
               profile: bool = False) -> CudaUnit:
    """The CUDA source and plans of `programs` (all of the module's by default); `profile`:
    each launch is bracketed by two CUDA event records (`profile_events`), which the listing
    shows and the runtime records, for `aotgrad.profiler`."""
    verify(module)
    if programs is None:
        programs = [f.name for f in module.functions if f.kind == "program"]
    fns = []
    for name in programs:
        f = module.get(name)
        if f.kind != "program":
            raise IRError(f"CUDA codegen: '@{name}' is a {f.kind}, not a program (run `lower` "
                          f"first)", f.loc)
        fns.append((f, *plan(f)))
    aliased = aliased_arguments((f, homes) for f, _, homes in fns)
    kernels = [g for g in module.functions if g.kind == "kernel" and g.name in aliased]
    texts, launches, checks = [], {}, []
    for g in kernels:
        text, launches[g.name] = emit_kernel(g, aliased[g.name], checks)
        texts.append(text)
    taken = {launch.kernel for found in launches.values() for launch in found}
    externs: dict[str, str] = {}
    plans, listing = {}, []
    for f, sig, homes in fns:
        steps, lines, names = [], [], value_names(f)
        for op in f.body.ops:
            if not isinstance(op, CallOp):
                continue
            if op.callee in launches:
                args = tuple(homes[id(v)] for v in op.operands)
                new = [Step(launch, op.callee, args, "P" * len(args))
                       for launch in launches[op.callee]]
            elif op.callee == "matmul":
                new = [_matmul(op, homes, taken, externs)]
            else:
                raise IRError(f"CUDA codegen: call of '@{op.callee}': no such kernel or extern "
                              f"kernel", op.loc)
            for step in new:
                steps.append(step)
                launch = _launch_text(step, op, names)
                if profile:
                    before, after = profile_events(len(steps) - 1)
                    launch = "\n".join([f"//   cudaEventRecord(ag_event[{before}])", launch,
                                         f"//   cudaEventRecord(ag_event[{after}])"])
                lines.append(launch)
        timed = tuple(step.callee for step in steps) if profile else ()
        plans[f.name] = ProgramPlan(sig, tuple(steps), tuple(checks), timed)
        events = f", profiled with {2 * len(steps)} events" if profile else ""
        listing += [f"// program @{f.name}: {len(steps)} launches in order, arena "
                    f"{sig.arena_bytes} bytes{events}", *lines, ""]
    head = [PRELUDE.rstrip()] + ([CHECKS.rstrip()] if checks else []) + \
        ([GRID_REDUCE.rstrip()] if any("ag_grid_reduce<" in t for t in texts) else []) + \
        ([SPLIT_LAST.rstrip()] if any("ag_split_last(" in t for t in texts) else []) + \
        ([BLOCK_SCAN.rstrip()] if any("ag_block_scan<" in t for t in texts) else [])
    source = "\n\n".join([*head, *texts, *externs.values(),
                          "\n".join(listing).rstrip()]) + "\n"
    return CudaUnit(source, plans)


def generate_cuda(module: Module, program_name: str, profile: bool = False) -> str:
    """The CUDA source of program `program_name` (`--emit cuda`); `profile`: with the event
    records of `aotgrad.profiler` around each launch."""
    return build_cuda(module, [program_name], profile).source


def final_cu(module: Module) -> str:
    """The CUDA source of every program of `module` (`final.cu` of `--dump-dir`)."""
    return build_cuda(module).source
