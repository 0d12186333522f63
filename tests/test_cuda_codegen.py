"""The CUDA backend without a GPU: golden `.cu` sources of some golden cases, every golden
case's source compiled to PTX by nvcc with no error and no warning (where nvcc is on the PATH),
and the choices codegen makes: kernels named after the IR, reductions split over a block,
matmul as the tiled kernel, names C would misread renamed, out-of-bounds indices refused."""
from __future__ import annotations

import difflib
import shutil
import subprocess
from pathlib import Path

import pytest

from aotgrad.codegen.cuda import build_cuda, final_cu, generate_cuda
from aotgrad.frontend.dsl import parse_file
from aotgrad.ir.errors import IRError
from aotgrad.ir.parser import parse_ir
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import training_pipeline
from aotgrad.runtime.backend import BACKENDS

GOLDEN = Path(__file__).parent / "golden"
CASES = sorted(p.stem for p in (GOLDEN / "cases").glob("*.ag"))
GOLDEN_CU = ["seed", "softmax_family", "reductions", "batched_matmul", "dropout", "convnet"]


def loop_module(case: str):
    return run_pipeline(parse_file(str(GOLDEN / "cases" / f"{case}.ag")),
                        training_pipeline(backend="cuda"))


@pytest.mark.parametrize("case", GOLDEN_CU)
def test_cuda_source_matches_golden(case, request):
    text = final_cu(loop_module(case))
    path = GOLDEN / "expected_cuda" / f"{case}.cu"
    if request.config.getoption("--update-goldens"):
        path.write_text(text)
        return
    regen = f"pytest tests/test_cuda_codegen.py --update-goldens -k {case}"
    assert path.exists(), f"no golden {path}; generate it: {regen}"
    want = path.read_text()
    if want != text:
        diff = "".join(difflib.unified_diff(want.splitlines(True), text.splitlines(True),
                                            f"expected_cuda/{case}.cu", "actual"))
        pytest.fail(f"{case}.cu differs from its golden:\n{diff}\nregenerate: {regen}")


def _ptx(source: str, tmp_path, name: str) -> str:
    """`source` compiled to PTX by nvcc, with no error and no warning."""
    src = tmp_path / f"{name}.cu"
    src.write_text(source)
    run = subprocess.run(["nvcc", "--ptx", "-arch=sm_80", "-std=c++17", "--Werror",
                          "all-warnings", "-o", str(tmp_path / f"{name}.ptx"), str(src)],
                         capture_output=True, text=True)
    assert run.returncode == 0 and not (run.stdout + run.stderr).strip(), \
        f"nvcc on {name}.cu:\n{run.stdout}{run.stderr}"
    return (tmp_path / f"{name}.ptx").read_text()


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc is not on the PATH")
@pytest.mark.parametrize("case", CASES)
def test_cuda_source_compiles_to_ptx_without_warnings(case, tmp_path):
    assert ".entry" in _ptx(final_cu(loop_module(case)), tmp_path, case)


ROW_SUM = """kernel @row_sum(%x: buf<f32[4,300]>, %out: buf<f32[4]>) {
  loop.parallel %i = 0 to 4 {
    %acc = loop.for %r = 0 to 300 iter(%s = 1.5) -> f32 {
      %v = loop.load %x[%i, %r] : f32
      %s_1 = arith.add %s, %v : f32
      loop.yield %s_1
    }
    loop.store %acc, %out[%i]
  }
}

kernel @exp(%x: buf<f32[4,300]>, %out: buf<f32[4,300]>) {
  loop.parallel %i = 0 to 4 {
    loop.for %j = 0 to 300 {
      %v = loop.load %x[%i, %j] : f32
      %e = arith.exp %v : f32
      loop.store %e, %out[%i, %j]
    }
  }
}

program @f(%x: buf<f32[4,300]>) -> (buf<f32[4]>, buf<f32[4,300]>) {
  %out = loop.alloc : buf<f32[4]>
  loop.call @row_sum(%x, %out)
  %e = loop.alloc : buf<f32[4,300]>
  loop.call @exp(%x, %e)
  %m = loop.alloc : buf<f32[4,4]>
  loop.call @matmul(%e, %x, %m) {transpose_rhs = true}
  return %out, %e
}
"""


def test_row_reduction_is_one_block_per_row_with_a_block_reduce():
    unit = build_cuda(parse_ir(ROW_SUM))
    steps = {s.callee: s for s in unit.programs["f"].steps}
    assert steps["row_sum"].launch.mode == "block"
    assert steps["row_sum"].launch.grid == (4, 1, 1) and steps["row_sum"].launch.block[0] == 256
    assert "ag_block_reduce<float>(s, 0.0f, ag_add_op())" in unit.source
    assert "1.5f + ag_block_reduce" in unit.source       # the initial value joins once


def test_pointwise_kernel_is_one_thread_per_point_grid_stride():
    """A thread runs four neighbouring points of the 1200 (300 groups of four), with one
    16-byte load and store of each where aligned, else one point at a time over the same
    grid."""
    unit = build_cuda(parse_ir(ROW_SUM))
    launch = next(s.launch for s in unit.programs["f"].steps if s.callee == "exp")
    assert launch.mode == "thread" and launch.block == (256, 1, 1)
    assert launch.grid == (-(-300 // 256), 1, 1)
    assert "ag_g < 300;" in unit.source and "ag_p < 1200;" in unit.source
    # `exp` is a C function: the kernel and the C variables are renamed, the math call is not
    assert 'extern "C" __global__ void __launch_bounds__(256) exp_kernel(' in unit.source
    assert "const float e = expf(v);" in unit.source


def test_matmul_is_the_tiled_kernel_with_its_transpose():
    unit = build_cuda(parse_ir(ROW_SUM))
    step = next(s for s in unit.programs["f"].steps if s.callee == "matmul")
    assert step.launch.kernel == "matmul_f32_nt" and step.launch.block == (32, 8, 1)
    assert step.args[3:] == (4, 4, 300, 300, 300, 0, 0, 0, 1)
    assert "ag_matmul_tiled<float, false, true>" in unit.source


def test_generate_cuda_is_deterministic_and_per_program():
    module = loop_module("losses")
    forward = generate_cuda(module, "losses_forward")
    assert forward == generate_cuda(module, "losses_forward")
    assert "program @losses_forward" in forward and "program @losses_backward" not in forward
    assert "program @losses_backward" in final_cu(module)


def test_out_of_bounds_index_is_a_codegen_error():
    text = ROW_SUM.replace("%x[%i, %r]", "%x[%i, %r + 1]")
    with pytest.raises(IRError, match="row_sum.*dimension 1, which has size 300"):
        build_cuda(parse_ir(text))


def test_a_kernel_is_not_a_program():
    with pytest.raises(IRError, match="is a kernel, not a program"):
        generate_cuda(parse_ir(ROW_SUM), "exp")


def test_cuda_is_a_backend_and_says_why_it_cannot_run_here():
    from aotgrad.runtime import cuda
    assert "cuda" in BACKENDS
    reason = cuda.unavailable()
    if reason is None:
        pytest.skip("a GPU is present: the GPU tests cover running")
    with pytest.raises(cuda.CudaError, match="cannot run"):
        cuda.CudaProgram(parse_ir(ROW_SUM), "f")


def test_a_large_full_reduction_is_spread_over_the_grid(tmp_path):
    """A sum or max of a whole large tensor is shared by up to 1024 blocks, their partials
    combined by the last block to finish; a small one stays one block."""
    from aotgrad.frontend.dsl import parse
    from cuda_ptx import assert_compiles_to_ptx
    big = parse("def f(x: f32[512, 512], y: f64[300000]) -> (f32[], f64[]) {\n"
                "    return sum(x * x), max(y, axis=0)\n}\n")
    source = assert_compiles_to_ptx(big, tmp_path, training=False)
    assert "ag_grid_reduce<float>(" in source and "ag_grid_reduce<double>(" in source
    unit = build_cuda(run_pipeline(big, "canonicalize,decompose,cse,dce,lower,fuse,"
                                        "buffer-reuse"))
    grids = [s.launch.grid[0] for s in unit.programs["f"].steps]
    assert grids == [128, 147]        # 262144 / (256 * 8), 300000 / (256 * 8) rounded up
    small = parse("def f(x: f32[10, 20]) -> f32[] {\n    return sum(x)\n}\n")
    assert "ag_grid_reduce" not in assert_compiles_to_ptx(small, tmp_path, training=False)


SIBLINGS = """kernel @concat(%a: buf<f32[4,64,8]>, %b: buf<f32[4,8,64]>, %out: buf<f32[4,64,16]>) {
  loop.parallel %i = 0 to 4 {
    loop.for %j = 0 to 64 {
      loop.for %k = 0 to 8 {
        %v = loop.load %a[%i, %j, %k] : f32
        loop.store %v, %out[%i, %j, %k]
      }
    }
  }
  loop.parallel %i_1 = 0 to 4 {
    loop.for %j_1 = 0 to 64 {
      loop.for %k_1 = 0 to 8 {
        %w = loop.load %b[%i_1, %k_1, %j_1] : f32
        loop.store %w, %out[%i_1, %j_1, %k_1 + 8]
      }
    }
  }
}

kernel @pad(%x: buf<f32[4,8]>, %out: buf<f32[4,10]>) {
  loop.parallel %i = 0 to 4 {
    loop.for %j = 0 to 10 {
      %z = arith.constant 0.0 : f32
      loop.store %z, %out[%i, %j]
    }
  }
  loop.parallel %i_1 = 0 to 4 {
    loop.for %j_1 = 0 to 8 {
      %v = loop.load %x[%i_1, %j_1] : f32
      loop.store %v, %out[%i_1, %j_1 + 1]
    }
  }
}

kernel @bias_grad(%g: buf<f32[512,100]>, %out: buf<f32[100]>) {
  loop.parallel %i = 0 to 100 {
    %acc = loop.for %r = 0 to 512 iter(%s = 0.0) -> f32 {
      %v = loop.load %g[%r, %i] : f32
      %s_1 = arith.add %s, %v : f32
      loop.yield %s_1
    }
    loop.store %acc, %out[%i]
  }
}

kernel @softmax(%x: buf<f32[16,300]>, %out: buf<f32[16,300]>) {
  loop.parallel %i = 0 to 16 {
    %e = loop.alloc : buf<f32[300]>
    %m = loop.for %r = 0 to 300 iter(%s = -inf) -> f32 {
      %v = loop.load %x[%i, %r] : f32
      %s_1 = arith.max %s, %v : f32
      loop.yield %s_1
    }
    %t = loop.for %r_1 = 0 to 300 iter(%s_2 = 0.0) -> f32 {
      %v_1 = loop.load %x[%i, %r_1] : f32
      %d = arith.sub %v_1, %m : f32
      %x_1 = arith.exp %d : f32
      loop.store %x_1, %e[%r_1]
      %s_3 = arith.add %s_2, %x_1 : f32
      loop.yield %s_3
    }
    loop.for %j = 0 to 300 {
      %v_2 = loop.load %e[%j] : f32
      %q = arith.div %v_2, %t : f32
      loop.store %q, %out[%i, %j]
    }
  }
}

program @f(%a: buf<f32[4,64,8]>, %b: buf<f32[4,8,64]>, %x: buf<f32[4,8]>, %g: buf<f32[512,100]>, %y: buf<f32[16,300]>) -> (buf<f32[4,64,16]>, buf<f32[4,10]>, buf<f32[100]>, buf<f32[16,300]>) {
  %out = loop.alloc : buf<f32[4,64,16]>
  loop.call @concat(%a, %b, %out)
  %p = loop.alloc : buf<f32[4,10]>
  loop.call @pad(%x, %p)
  %s = loop.alloc : buf<f32[100]>
  loop.call @bias_grad(%g, %s)
  %o = loop.alloc : buf<f32[16,300]>
  loop.call @softmax(%y, %o)
  return %out, %p, %s, %o
}
"""


def _launches(unit, callee):
    return [s.launch for s in unit.programs["f"].steps if s.callee == callee]


def test_independent_sibling_nests_share_one_launch_over_the_whole_grid(tmp_path):
    """A concat's parts write disjoint slices of one buffer: one launch, a thread per element
    of either part (not one thread walking both)."""
    unit = build_cuda(parse_ir(SIBLINGS))
    (launch,) = _launches(unit, "concat")
    assert launch.mode == "thread" and launch.grid == (-(-4096 // 256), 1, 1)
    assert "2 independent nests (2048 + 2048 points)" in unit.source
    assert "if (ag_p < 2048)" in unit.source and "const long long ag_q = ag_p - 2048;" in \
        unit.source


def test_dependent_sibling_nests_are_launches_in_order():
    """A pad fills the buffer, then writes the interior over part of it: two launches, the
    fill first, each over the whole grid."""
    unit = build_cuda(parse_ir(SIBLINGS))
    fill, interior = _launches(unit, "pad")
    assert (fill.kernel, interior.kernel) == ("pad_kernel", "pad_kernel_2")
    assert fill.mode == interior.mode == "thread"
    assert fill.block == (64, 1, 1) and interior.block == (32, 1, 1)
    assert "// kernel @pad, launch 2 of 2" in unit.source


def test_a_reduction_down_columns_puts_neighbouring_points_in_a_warp():
    """The bias gradient sums rows of one column: 32 columns per block along threadIdx.x.
    With many columns, a block's threadIdx.y shares the rows, combined in order."""
    wide = SIBLINGS.replace("buf<f32[512,100]>", "buf<f32[64,16384]>").replace(
        "buf<f32[100]>", "buf<f32[16384]>").replace("loop.parallel %i = 0 to 100 {",
                                                    "loop.parallel %i = 0 to 16384 {").replace(
        "loop.for %r = 0 to 512 iter", "loop.for %r = 0 to 64 iter")
    unit = build_cuda(parse_ir(wide))
    (launch,) = _launches(unit, "bias_grad")
    assert launch.mode == "column" and launch.block == (32, 32, 1)
    assert launch.grid == (512, 1, 1)
    assert "for (long long r = (long long)threadIdx.y; r < 64; r += blockDim.y)" in unit.source
    assert "ag_column_reduce<float>(s, 0.0f, ag_add_op())" in unit.source
    assert "if (threadIdx.y == 0 && ag_in)" in unit.source
    assert "ag_split_last" not in unit.source
    row = build_cuda(parse_ir(ROW_SUM))       # along a row: a block per row, as before
    assert _launches(row, "row_sum")[0].mode == "block"


def test_few_long_columns_split_their_reductions_over_blocks():
    """100 columns of 512 rows: four groups of 32 columns would leave the GPU idle, so each
    group's rows are split over 8 blocks; each writes its partial sums, and the last block of
    the group to take a ticket adds them in order of the splits and stores."""
    unit = build_cuda(parse_ir(SIBLINGS))
    (launch,) = _launches(unit, "bias_grad")
    assert launch.mode == "column" and launch.block == (32, 8, 1) and launch.grid == (32, 1, 1)
    text = unit.source.split("bias_grad_kernel(", 1)[1].split("\n}\n", 1)[0]
    assert "const long long ag_g = (blockIdx.x % 4) * 32LL, ag_s = blockIdx.x / 4;" in text
    assert "const long long ag_r_end = ag_min<long long>(512LL, (ag_s + 1) * 64LL);" in text
    assert "bias_grad_kernel_partials_0[ag_s * 100 + ag_p] = ag_part_0;" in text
    assert "if (!ag_split_last(&bias_grad_kernel_tickets[blockIdx.x % 4], 8u)) return;" in text
    assert "for (int ag_k = 0; ag_k < 8; ++ag_k) ag_total_0 = ag_add_op()(ag_total_0, " \
        "(float)((volatile float*)bias_grad_kernel_partials_0)[ag_k * 100 + ag_p]);" in text
    assert "__device__ float bias_grad_kernel_partials_0[800];" in unit.source
    assert "__device__ bool ag_split_last(" in unit.source


def test_a_reduction_that_also_stores_each_element_is_split_over_the_block():
    """softmax's exp is both summed and kept: every thread takes its share of the row (no
    thread walking the row alone), its share of `exp` in its own registers."""
    unit = build_cuda(parse_ir(SIBLINGS))
    text = unit.source.split("softmax_kernel(", 1)[1].split("\n}\n", 1)[0]
    assert "if (threadIdx.x == 0)" not in text
    assert text.count("for (int ag_k = 0; ag_k < 2; ++ag_k) if (threadIdx.x + ag_k * 256 < 300)"
                      ) == 3
    assert "float e[2];" in text and "e[ag_k] = x_1;" in text and "__shared__" not in text


ROWS = """kernel @rows(%x: buf<f32[64,{n}]>, %w: buf<f32[{n}]>, %y: buf<f32[{n},64]>, %z: buf<f32[64,{n}]>, %g: buf<f32[64,{n}]>, %out: buf<f32[64,{n}]>) {{
  loop.parallel %i = 0 to 64 {{
    %s = loop.for %r = 0 to {n} iter(%a = 0.0) -> f32 {{
      %v = loop.load %x[%i, %r] : f32
      %z_1 = loop.load %z[%i, %r] : f32
      %p = arith.mul %v, %z_1 : f32
      %a_1 = arith.add %a, %p : f32
      loop.yield %a_1
    }}
    loop.for %j = 0 to {n} {{
      %v_1 = loop.load %x[%i, %j] : f32
      %w_1 = loop.load %w[%j] : f32
      %m = arith.mul %v_1, %w_1 : f32
      %d = arith.sub %m, %s : f32
      loop.store %d, %g[%i, %j]
    }}
    %t = loop.for %r_1 = 0 to {n} iter(%b = 0.0) -> f32 {{
      %g_1 = loop.load %g[%i, %r_1] : f32
      %y_1 = loop.load %y[%r_1, %i] : f32
      %q = arith.mul %g_1, %y_1 : f32
      %b_1 = arith.add %b, %q : f32
      loop.yield %b_1
    }}
    loop.for %j_1 = 0 to {n} {{
      %g_2 = loop.load %g[%i, %j_1] : f32
      %y_2 = loop.load %y[%j_1, %i] : f32
      %w_2 = loop.load %w[%j_1] : f32
      %z_2 = loop.load %z[%i, %j_1 floordiv 2] : f32
      %o = arith.mul %g_2, %y_2 : f32
      %o_1 = arith.mul %o, %w_2 : f32
      %o_2 = arith.mul %o_1, %z_2 : f32
      %o_3 = arith.sub %o_2, %t : f32
      loop.store %o_3, %out[%i, %j_1]
    }}
  }}
}}

program @f(%x: buf<f32[64,{n}]>, %w: buf<f32[{n}]>, %y: buf<f32[{n},64]>, %z: buf<f32[64,{n}]>) -> (buf<f32[64,{n}]>, buf<f32[64,{n}]>) {{
  %g = loop.alloc : buf<f32[64,{n}]>
  %out = loop.alloc : buf<f32[64,{n}]>
  loop.call @rows(%x, %w, %y, {z}, %g, %out)
  return %g, %out
}}
"""


def _rows_kernel(n: int, z: str = "%z") -> str:
    unit = build_cuda(parse_ir(ROWS.format(n=n, z=z)))
    return unit.source.split("rows_kernel(", 1)[1].split("\n}\n", 1)[0]


def test_a_row_read_and_written_by_several_loops_is_kept_in_registers(tmp_path):
    """Every loop of the point walks the row the same way: a thread keeps its elements of `x`
    (read twice), `g` (written, then read twice: written through, no barrier after) and `y`
    (read at the same transposed index twice) in registers; `w`, the same row for every point,
    is left to the caches; `z`, read at two different indices, and `out`, written once, go to
    memory each time."""
    text = _rows_kernel(1024)
    assert "// kept in registers, 4 elements a thread: g_row, x_row, y_row" in text
    assert text.count("for (int ag_k = 0; ag_k < 4; ++ag_k) {") == 4
    assert text.count("= x[i * 1024 + ") == 1 and text.count("= y[") == 1
    assert text.count("g_row[ag_k] = ") == 1 and text.count(" g[i * 1024 + j] = d;") == 1
    assert text.count("= w[") == 2 and text.count("= z[") == 2
    assert "__syncthreads" not in text
    if shutil.which("nvcc") is not None:
        assert ".entry" in _ptx(build_cuda(parse_ir(ROWS.format(n=1024, z="%z"))).source,
                                tmp_path, "rows")


def test_rows_are_kept_within_a_register_budget_and_never_for_aliased_arguments():
    """16384 columns are 64 elements a thread: `g` (it saves the most passes) takes the whole
    budget in the loops it lives through, so `x` and `y`, live at the same time, stay in
    memory, and the loop that writes `g` needs no barrier. Arguments a call may alias are
    never kept."""
    text = _rows_kernel(16384)
    assert "// kept in registers, 64 elements a thread: g_row\n" in text
    assert text.count("= x[i * 16384 + ") == 2
    aliased = _rows_kernel(1024, z="%x")
    assert "// kept in registers, 4 elements a thread: g_row, y_row\n" in aliased
    assert aliased.count("= x[i * 1024 + ") == 2


LANES = """kernel @lanes(%x: buf<f32[6,{n}]>, %y: buf<f32[{n},6]>, %d: buf<f64[6,{n}]>, %s: buf<f32[6,{m}]>, %out: buf<f32[6,{n}]>) {{
  loop.parallel %i = 0 to 6 {{
    loop.for %j = 0 to {n} {{
      %v = loop.load %x[%i, %j] : f32
      %t = loop.load %y[%j, %i] : f32
      %w = loop.load %d[%i, %j] : f64
      %u = loop.load %s[%i, %j + 1] : f32
      %w_1 = arith.cast %w : f32
      %a = arith.add %v, %t : f32
      %b = arith.mul %a, %w_1 : f32
      %c = arith.sub %b, %u : f32
      loop.store %c, %out[%i, %j]
    }}
  }}
}}

program @f(%x: buf<f32[6,{n}]>, %y: buf<f32[{n},6]>, %d: buf<f64[6,{n}]>, %s: buf<f32[6,{m}]>) -> (buf<f32[6,{n}]>) {{
  %out = loop.alloc : buf<f32[6,{n}]>
  loop.call @lanes(%x, %y, %d, %s, %out)
  return %out
}}
"""


def _lanes_kernel(n: int) -> tuple[str, object]:
    unit = build_cuda(parse_ir(LANES.format(n=n, m=n + 1)))
    (launch,) = [s.launch for s in unit.programs["f"].steps if s.callee == "lanes"]
    return unit.source.split("lanes_kernel(", 1)[1].split("\n}\n", 1)[0], launch


def test_a_pointwise_kernel_moves_16_bytes_per_access_where_it_can(tmp_path, monkeypatch):
    """Rows of 64: a thread runs four neighbouring points; `x` and `out` (the innermost
    variable plus multiples of four, f32) move as `float4`; `y` (transposed), `d` (f64) and
    `s` (one element off a multiple of four) one element per lane. Where a base address is
    not 16-byte aligned the same grid runs a point per thread."""
    text, launch = _lanes_kernel(64)
    assert launch.grid == (1, 1, 1) and launch.block == (96, 1, 1)      # 96 groups of four
    assert "if ((((unsigned long long)out | (unsigned long long)x) & 15) == 0) {" in text
    assert "const float4 x_in = *reinterpret_cast<const float4*>(&x[i * 64 + ag_first]);" \
        in text
    assert "*reinterpret_cast<float4*>(&out[i * 64 + ag_first]) = out_out;" in text
    assert "const float v = reinterpret_cast<const float*>(&x_in)[ag_l];" in text
    for scalar in ("y[j * 6 + i]", "d[i * 64 + j]", "s[i * 65 + j + 1]"):
        assert text.count(scalar) == 2, scalar           # in the lanes and in the fallback
    assert "else {" in text and "ag_p < 384;" in text
    if shutil.which("nvcc") is not None:
        assert ".entry" in _ptx(build_cuda(parse_ir(LANES.format(n=64, m=65))).source,
                                tmp_path, "lanes")


TOTAL = """kernel @total(%x: buf<f32[{n}]>, %y: buf<f32[{m}]>, %out: buf<f32[1]>) {{
  %s = loop.for %r = 0 to {n} iter(%a = 0.0) -> f32 {{
    %v = loop.load %x[%r] : f32
    %w = loop.load %y[%r * 2] : f32
    %p = arith.mul %v, %w : f32
    %a_1 = arith.add %a, %p : f32
    loop.yield %a_1
  }}
  loop.store %s, %out[0]
}}

program @f(%x: buf<f32[{n}]>, %y: buf<f32[{m}]>) -> (buf<f32[1]>) {{
  %out = loop.alloc : buf<f32[1]>
  loop.call @total(%x, %y, %out)
  return %out
}}
"""


def test_a_sum_over_the_grid_reads_16_bytes_per_load_where_it_can(tmp_path):
    """A whole-tensor reduction over the grid takes its iterations in groups of four: `x`
    (contiguous) is one `float4` load per group, `y` (every other element) one load per
    lane; a length not a multiple of four keeps one iteration a thread."""
    source = build_cuda(parse_ir(TOTAL.format(n=1 << 18, m=1 << 19))).source
    text = source.split("total_kernel(", 1)[1].split("\n}\n", 1)[0]
    assert "if ((((unsigned long long)x) & 15) == 0) {" in text
    assert "ag_g < 65536;" in text and "r < 262144;" in text
    assert "const float4 x_in = *reinterpret_cast<const float4*>(&x[ag_first]);" in text
    assert text.count("y[r * 2]") == 2 and "float4 y" not in text
    if shutil.which("nvcc") is not None:
        assert ".entry" in _ptx(source, tmp_path, "total")
    odd = build_cuda(parse_ir(TOTAL.format(n=(1 << 18) + 2, m=(1 << 19) + 4))).source
    assert "float4" not in odd.split("total_kernel(", 1)[1]


ORDER = """kernel @order(%x: buf<f32[4,64]>, %y: buf<f32[4,64]>, %out: buf<f32[4,64]>) {
  loop.parallel %i = 0 to 4 {
    loop.for %j = 0 to 64 {
      %v = loop.load %x[%i, %j] : f32
      loop.store %v, %out[%i, %j]
      %w = loop.load %out[%i, %j] : f32
      %u = loop.load %y[%i, %j] : f32
      %s = arith.add %w, %u : f32
      loop.store %s, %y[%i, %j]
    }
  }
}

program @f(%x: buf<f32[4,64]>, %y: buf<f32[4,64]>) -> (buf<f32[4,64]>) {
  %out = loop.alloc : buf<f32[4,64]>
  loop.call @order(%x, %y, %out)
  return %out
}
"""


def test_lanes_keep_the_order_of_a_point_s_accesses_to_one_buffer():
    """Vector loads are read before the lanes run and vector stores written after: `out`,
    stored then read back in the point, keeps one access per lane; `y`, read then written at
    the same element, and `x` move 16 bytes at a time."""
    source = build_cuda(parse_ir(ORDER)).source
    text = source.split("order_kernel(", 1)[1].split("\n}\n", 1)[0]
    assert "const float4 x_in" in text and "const float4 y_in" in text and "float4 y_out;" in text
    assert "out_out" not in text and "out_in" not in text
    assert "out[i * 64 + j] = v;" in text and "const float w = out[i * 64 + j];" in text


def test_no_lanes_where_rows_are_not_groups_of_four_or_under_bounds_checking(monkeypatch):
    text, launch = _lanes_kernel(10)
    assert "float4" not in text and launch.grid == (1, 1, 1) and launch.block == (64, 1, 1)
    monkeypatch.setenv("AOTGRAD_BOUNDS_CHECK", "1")
    assert "float4" not in _lanes_kernel(64)[0]


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc is not on the PATH")
def test_the_new_mappings_compile_to_ptx(tmp_path):
    assert ".entry" in _ptx(build_cuda(parse_ir(SIBLINGS)).source, tmp_path, "siblings")


def test_many_short_rows_run_a_warp_per_row(tmp_path):
    """2048 softmax rows of 300: a warp per row, eight a block, combined by shuffles; the
    kept exps in a scratch row per warp, the warp synced before other lanes read them. 16
    rows stay a block per row."""
    text = SIBLINGS.replace("f32[16,300]", "f32[2048,300]").replace(
        "loop.parallel %i = 0 to 16 {", "loop.parallel %i = 0 to 2048 {")
    unit = build_cuda(parse_ir(text))
    (launch,) = _launches(unit, "softmax")
    assert launch.mode == "warp" and launch.block == (256, 1, 1) and launch.grid == (256, 1, 1)
    kernel = unit.source.split("softmax_kernel(", 1)[1].split("\n}\n", 1)[0]
    assert "const int ag_lane = threadIdx.x % 32, ag_warp = threadIdx.x / 32;" in kernel
    assert "__shared__ float e_teams[8][300];" in kernel
    assert "float* const e = e_teams[ag_warp];" in kernel
    assert "for (long long r_1 = (long long)ag_lane; r_1 < 300; r_1 += 32)" in kernel
    assert "__syncwarp();\n    const float t = 0.0f + ag_warp_reduce<float>(s_2, 0.0f, " \
        "ag_add_op());" in kernel
    assert "__syncthreads" not in kernel
    assert _launches(build_cuda(parse_ir(SIBLINGS)), "softmax")[0].mode == "block"
    if shutil.which("nvcc") is not None:
        _ptx(unit.source, tmp_path, "warps")
