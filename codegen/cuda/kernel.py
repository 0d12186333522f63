"""One loop-level kernel as one `extern "C" __global__` function, and how to launch it.

In: a kernel (a `Function` of kind `kernel`) and which of its arguments some call aliases; out:
its C text and a `Launch` (grid and block sizes). The mapping:
- The `__global__` function is the kernel's name plus `_kernel` (C's library has `div`, `abs`,
  `exp`: a kernel of that name would clash with it).
- The outer nest: from the top, while a block holds one loop without accumulators (after
  scalar `arith` ops only), that loop joins the nest. A loop without accumulators has
  independent iterations, so the nest's points are spread over the whole grid.
- Pointwise kernels (no loop of 32 or more iterations left inside a point): one point per
  thread, 256 threads a block, at most 8192 blocks, by a grid-stride loop; four neighbouring
  points a thread, with 16-byte loads and stores, where the rows come in groups of four and
  the addresses are aligned (`vectors.py`).
- Kernels with loops inside a point (row reductions such as softmax and layernorm, fused
  matmul epilogues): one block per point (grid-stride over points), and the point's body run
  by the whole block: a reduction loop (`reductions.py`) is split over the threads and
  combined with warp shuffles plus shared memory, every thread getting the result; a loop
  without accumulators is split over the threads, then `__syncthreads()`; a scan (cumsum's
  running value stored at each step) runs in tiles of the block (`scans.py`); a store outside
  loops, or another sequential loop that stores, runs on thread 0 (results shared through
  shared memory); anything else (scalars, loads) runs on every thread. A point's scratch
  buffer (`fuse`'s contraction) is `__shared__`, one per block, and the block syncs after each
  point before the next one overwrites it; where the point's loops all walk a row the same
  way, a row it reads or writes again stays in its threads' registers instead (`rows.py`).
  Blocks have the next power of two of the longest such loop, 32 to 256 threads; a full
  reduction to one element is spread over the grid (a block's partial result each, the last
  block combining them) where it is long, else one block of up to 1024 threads.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from ...ir.core import Function, Operation
from ...ir.loop.ops import AllocOp, LoopOp, StoreOp, YieldOp
from ...ir.types import BufferType
from .emitter import (BLOCK, CTYPE, INDEX, MEMTYPE, WARP_TEAM, WARPS, Emitter,
                      c_identifier, c_names)
from .columns import by_columns, emit_columns, launch_shape, splits
from .loops import emit_body, iteration, read_outside
from .nests import Leaf, leaves, phases
from .reductions import emit_reduction, reduction_combiners
from .rows import plan_rows, team_loop
from .scans import emit_scan, scan_combiner
from .vectors import LANES, emit_lanes, plan_lanes, where_aligned

WARP, THREADS, MAX_BLOCKS, FULL_REDUCTION_THREADS = 32, 256, 8192, 1024
#: a full reduction of at least this many iterations is spread over the whole grid (at most
#: `GRID_REDUCTION_BLOCKS` blocks of `THREADS`, each thread `GRID_REDUCTION_ITEMS` or more
#: iterations), its blocks' partial results combined by the last block to finish
GRID_REDUCTION_MIN, GRID_REDUCTION_BLOCKS, GRID_REDUCTION_ITEMS = 1 << 16, 1024, 8


@dataclass(frozen=True)
class Launch:
    """How a kernel is launched: its C name, grid and block sizes (x, y, z), and how its
    threads share the work (`thread`: a point each; `block`: a point per block)."""

    kernel: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    mode: str


def _writes(op: Operation) -> bool:
    return any(isinstance(o, StoreOp) for o in op.walk())


def _point_index(em: Emitter, levels, point: str) -> None:
    """Each nest variable from the point's flat index (row-major over the nest)."""
    trips = [loop.trip_count for _, loop in levels]
    for k, (pre, loop) in enumerate(levels):
        em.emit_ops(pre)
        em.ranges[id(loop.iv)] = loop.iv_range() or (0, 0)
        if id(loop.iv) not in em.used:        # a level no op of the point reads
            continue
        if trips[k] == 1:
            em.line(f"const {INDEX} {em.name(loop.iv)} = {loop.lower};")
            continue
        stride = math.prod(trips[k + 1:])
        q = f"{point} / {stride}" if stride != 1 else point
        if k:
            q = f"({q}) % {trips[k]}" if stride != 1 else f"{q} % {trips[k]}"
        em.line(f"const {INDEX} {em.name(loop.iv)} = {iteration(loop, q)};")


def _grid_reduction(inner: list[Operation], points: int) -> LoopOp | None:
    """The loop of a kernel that is one large full reduction (one point; its only loop a
    reduction of one accumulator, of `GRID_REDUCTION_MIN` or more iterations; no scratch),
    which the whole grid can share; else None."""
    loops = [op for op in inner if isinstance(op, LoopOp)]
    if points != 1 or len(loops) != 1 or any(isinstance(op, AllocOp) for op in inner):
        return None
    loop = loops[0]
    if len(loop.iter_dtypes) != 1 or loop.trip_count < GRID_REDUCTION_MIN or \
            reduction_combiners(loop) is None or \
            any(isinstance(op, (LoopOp, AllocOp)) for op in loop.walk() if op is not loop):
        return None
    return loop


def _block_ops(em: Emitter, ops: list[Operation], grid: str | None = None) -> bool:
    """The ops of one point, run by the team (`em.team`: the block, or a warp); True when it
    shares scalars through shared memory (the next point must wait until every thread has
    read them). `grid`: the point's reduction is shared by the whole grid
    (`_grid_reduction`)."""
    team = em.team
    shares = False
    body = [op for op in ops if not isinstance(op, YieldOp)]
    for n, op in enumerate(body):
        last = n == len(body) - 1
        if isinstance(op, LoopOp) and op.iter_dtypes and reduction_combiners(op) is not None:
            emit_reduction(em, op, reduction_combiners(op), grid)
            continue
        scan = scan_combiner(op) if isinstance(op, LoopOp) and team is BLOCK else None
        if scan is not None:
            emit_scan(em, op, scan)
            if not last:                # the next loops may read what the scan stored
                em.line(team.sync)
            continue
        if isinstance(op, LoopOp) and not op.iter_dtypes:
            rng = op.iv_range()
            if rng is not None:
                em.ranges[id(op.iv)] = rng
                with team_loop(em, op, f"({INDEX}){team.index}", team.size):
                    emit_body(em, op)
            else:
                read_outside(em, op)
            if em.rows is not None and em.rows.walks(op) and not em.rows.needs_sync(op):
                continue
        elif _writes(op):
            # the results read after it (a scan's loop stores every step: its final value
            # is often unused, and then never defined)
            read = [r for r in op.results if id(r) in em.used]
            shared = []
            for r in read:
                name = f"{em.name(r)}_shared"
                copies = f"[{team.copies}]" if team.copies > 1 else ""
                em.line(f"__shared__ {CTYPE[r.type.dtype]} {name}{copies};")
                shared.append(f"{name}[{team.slot}]" if copies else name)
            with em.block(f"if ({team.leader})"):
                em.emit_ops([op])
                for r, name in zip(read, shared):
                    em.line(f"{name} = {em.get(r)};")
            em.line(team.sync)
            for r, name in zip(read, shared):
                em.exprs[id(r)] = name
            shares = shares or bool(shared)
            continue
        else:
            em.emit_ops([op])
            continue
        if not last:
            em.line(team.sync)
    return shares


#: a nest of at least this many points, each of rows of at most `WARP_ROW` elements, runs a
#: warp per point: short rows leave most of a block idle and pay its barriers
WARP_POINTS, WARP_ROW = 1024, 1024
#: the shared memory a block of warps may take for its scratch buffers
WARP_SCRATCH_BYTES = 32 * 1024


def _by_warps(inner: list[Operation], points: int, longest: int) -> bool:
    """Whether a point of this block-mode nest is run by one warp: many points of short rows,
    and every warp's scratch fits."""
    scratch = sum(math.prod(o.result.type.shape) * o.result.type.dtype.itemsize
                  for op in inner for o in op.walk() if isinstance(o, AllocOp))
    return points >= WARP_POINTS and longest <= WARP_ROW and \
        scratch * WARPS <= WARP_SCRATCH_BYTES


def _team_loop(op: Operation) -> bool:
    """Whether `_block_ops` splits `op` over the team: a loop without accumulators, or a
    reduction."""
    return isinstance(op, LoopOp) and (not op.iter_dtypes or
                                       reduction_combiners(op) is not None)


def _longest_inner_loop(ops: list[Operation]) -> int:
    return max([op.trip_count for op in ops if isinstance(op, LoopOp)], default=0)


def _parameters(f: Function, names: dict[int, str], aliased: set[int]) -> str:
    written = {id(op.buffer) for op in f.walk() if isinstance(op, StoreOp)}
    out = []
    for k, a in enumerate(f.args):
        t: BufferType = a.type
        const = "" if id(a) in written else "const "
        restrict = "" if k in aliased else " __restrict__"
        out.append(f"{const}{MEMTYPE[t.dtype]}*{restrict} {names[id(a)]}")
    return ", ".join(out)


def _mode(leaf: Leaf) -> str:
    """`block` where a point holds a loop of a warp's length or more, else `thread`."""
    return "block" if _longest_inner_loop(leaf.inner) >= WARP else "thread"


def emit_kernel(f: Function, aliased: set[int], checks: list | None = None
                ) -> tuple[str, list[Launch]]:
    """The C text of kernel `f` and its launches, in order (`aliased`: argument positions that
    some call passes memory another argument reaches, so they are not `__restrict__`;
    `checks`: the unit's run-time bounds checks, which this kernel's are appended to). A
    kernel of one nest is one launch; one of several sibling nests, a launch per phase
    (`nests.phases`), each a `__global__` function of its own taking all the arguments."""
    names = c_names(f)
    checks = [] if checks is None else checks
    found = leaves(f)
    shared = {id(f.args[k]) for k in aliased}
    groups = phases(found, lambda leaf: _mode(leaf) == "block", shared) \
        if len(found) > 1 else [found]
    ops = sorted({op.name for op in f.walk()} - {"loop.yield", "return"})
    texts, launches = [], []
    for n, group in enumerate(groups):
        name = c_identifier(f.name + "_kernel") + (f"_{n + 1}" if n else "")
        head = f"// kernel @{f.name}: {', '.join(ops)}" if not n else \
            f"// kernel @{f.name}, launch {n + 1} of {len(groups)}"
        emit = _emit_nest if len(group) == 1 else _emit_side_by_side
        text, launch = emit(f, name, names, group, aliased, checks)
        texts.append(f"{head}\n{text}")
        launches.append(launch)
    return "\n\n".join(texts), launches


def _signature(f: Function, name: str, threads: int, names, aliased, em: Emitter,
               globals_: list[str] = ()) -> str:
    return "\n".join([*globals_,
                      f'extern "C" __global__ void __launch_bounds__({threads}) {name}('
                      f"{_parameters(f, names, aliased)}) {{", *em.lines, "}"])


def _thread_launch(points: int) -> tuple[int, int]:
    """Threads per block and blocks of a launch with a point per thread."""
    threads = min(THREADS, max(WARP, -(-points // WARP) * WARP))
    return threads, min(-(-points // threads), MAX_BLOCKS)


def _emit_side_by_side(f: Function, name: str, names, group: list[Leaf], aliased, checks
                       ) -> tuple[str, Launch]:
    """Independent nests of pointwise work in one launch: one grid-stride loop over their
    points, one nest after the other."""
    total = sum(leaf.points for leaf in group)
    threads, grid = _thread_launch(total)
    em = Emitter(f, names, checks=checks)
    em.line(f"// one thread per point of {len(group)} independent nests "
            f"({' + '.join(str(leaf.points) for leaf in group)} points), grid-stride")
    with em.block(f"for ({INDEX} ag_p = blockIdx.x * ({INDEX})blockDim.x + threadIdx.x; "
                  f"ag_p < {total}; ag_p += ({INDEX})gridDim.x * blockDim.x)"):
        start = 0
        for k, leaf in enumerate(group):
            if not leaf.points:
                continue
            end = start + leaf.points
            last = all(not later.points for later in group[k + 1:])
            header = "else" if start and last else \
                ("if" if not start else "else if") + f" (ag_p < {end})"
            with em.block(header):
                if any(loop.trip_count != 1 for _, loop in leaf.levels):
                    em.line(f"const {INDEX} ag_q = ag_p - {start};" if start else
                            f"const {INDEX} ag_q = ag_p;")
                _point_index(em, leaf.levels, "ag_q")
                em.emit_ops(leaf.inner)
            start = end
    return _signature(f, name, threads, names, aliased, em), \
        Launch(name, (grid, 1, 1), (threads, 1, 1), "thread")


def _emit_nest(f: Function, name: str, names, group: list[Leaf], aliased, checks
               ) -> tuple[str, Launch]:
    """One nest, its points spread over the grid: a point per thread, or per block."""
    (leaf,) = group
    levels, inner = leaf.levels, leaf.inner
    points = leaf.points
    longest = _longest_inner_loop(inner)
    mode = _mode(leaf)
    spread = _grid_reduction(inner, points) if mode == "block" else None
    if mode == "block" and spread is None and by_columns(levels, inner, points):
        mode = "column"
    elif mode == "block" and spread is None and _by_warps(inner, points, longest):
        mode = "warp"
    if mode == "warp":
        threads = WARP * WARPS
        grid = min(-(-points // WARPS), MAX_BLOCKS)
    elif mode == "column":
        split = splits(inner, points)
        grid, block = launch_shape(split, points, MAX_BLOCKS)
        threads = block[0] * block[1]
    elif spread is not None:
        threads = THREADS
        grid = min(GRID_REDUCTION_BLOCKS,
                   -(-spread.trip_count // (THREADS * GRID_REDUCTION_ITEMS)))
    elif mode == "block":
        cap = FULL_REDUCTION_THREADS if points == 1 else THREADS
        threads = min(cap, max(WARP, 1 << (longest - 1).bit_length()))
        grid = min(points, MAX_BLOCKS)
    else:
        threads, grid = _thread_launch(points)
    lanes = None
    em = Emitter(f, names, checks=checks, shared_scratch=mode in ("block", "warp"),
                 team=WARP_TEAM if mode == "warp" else BLOCK)
    if mode == "block" and spread is None:
        em.rows = plan_rows(em, inner, threads, {id(f.args[k]) for k in aliased}, _team_loop)
    elif mode == "thread" and points:
        lanes = plan_lanes(em, levels, inner, {id(f.args[k]) for k in aliased})
        if lanes is not None:
            threads, grid = _thread_launch(points // LANES)
    scratch = any(isinstance(o, AllocOp) and not (em.rows and id(o.result) in em.rows.kept)
                  for op in inner for o in op.walk())
    nest = ", ".join(f"{lp.name} %{names[id(lp.iv)]}" for _, lp in levels) or "no loops"
    partials, column_globals = None, []
    if mode == "column":
        header = None
    elif mode == "warp":
        em.line(f"// one warp per point of the nest ({nest}: {points} points), {WARPS} a "
                f"block; the loops inside a point split over the warp's lanes")
        em.line(f"const int ag_lane = threadIdx.x % {WARP}, ag_warp = threadIdx.x / {WARP};")
        header = (f"for ({INDEX} ag_p = blockIdx.x * ({INDEX}){WARPS} + ag_warp; "
                  f"ag_p < {points}; ag_p += ({INDEX})gridDim.x * {WARPS})")
    elif spread is not None:
        partials = f"{name}_grid"
        dtype = CTYPE[spread.iter_dtypes[0]]
        em.line(f"// one point, a reduction of {spread.trip_count} iterations over the whole "
                f"grid; the last block to finish goes on with the total")
        header = f"for ({INDEX} ag_p = 0; ag_p < 1; ++ag_p)"
    elif mode == "block":
        em.line(f"// one block per point of the nest ({nest}: {points} points); the loops "
                f"inside a point split over the block's threads")
        if em.rows is not None:
            em.line(f"// kept in registers, {em.rows.slots} element"
                    f"{'s' if em.rows.slots > 1 else ''} a thread: "
                    f"{', '.join(em.rows.kept.values())}")
        header = f"for ({INDEX} ag_p = blockIdx.x; ag_p < {points}; ag_p += gridDim.x)"
    else:
        em.line(f"// one thread per point of the nest ({nest}: {points} points), "
                f"grid-stride")
        header = (f"for ({INDEX} ag_p = blockIdx.x * ({INDEX})blockDim.x + threadIdx.x; "
                  f"ag_p < {points}; ag_p += ({INDEX})gridDim.x * blockDim.x)")
    if not points:      # an empty grid: never launched, and its indices range over nothing
        em.line("// no point: the kernel is never launched")
    elif mode == "column":
        column_globals = emit_columns(em, name, levels, inner, points, _point_index, split)
    elif lanes is not None:
        em.line(f"// {LANES} neighbouring points a thread, 16-byte loads and stores of "
                f"{', '.join(sorted({em.name(op.buffer) for op in lanes.ops}))}, where "
                f"aligned")

        def one_point_a_thread():
            with em.block(header):
                _point_index(em, levels, "ag_p")
                em.emit_ops(inner)
        where_aligned(em, lanes, points // LANES,
                      lambda: emit_lanes(em, lanes, levels, inner, _point_index),
                      one_point_a_thread)
    else:
        with em.block(header):
            _point_index(em, levels, "ag_p")
            if em.rows is not None:
                em.rows.declare(em)
            if mode in ("block", "warp"):
                if _block_ops(em, inner, partials) or scratch:   # the next point reuses
                    em.line(em.team.sync)                        # shared memory
            else:
                em.emit_ops(inner)
    globals_ = column_globals if partials is None else [
        f"__device__ {dtype} {partials}_partials[{GRID_REDUCTION_BLOCKS}];",
        f"__device__ unsigned int {partials}_ticket;"]
    block = block if mode == "column" else (threads, 1, 1)
    return _signature(f, name, threads, names, aliased, em, globals_), \
        Launch(name, (grid, 1, 1), block, mode)
