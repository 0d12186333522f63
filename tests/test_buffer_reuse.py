"""`buffer-reuse`: the arena plan is sound (`check_plan`), programs compute the same numbers
before and after the pass (reference interpreter, NaN-poisoned memory), reuse happens where lives
do not overlap and never where they do, and in-place writes follow every "never" rule."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import aotgrad
from aotgrad.ir.core import IRError
from aotgrad.ir.interpret import interpret
from aotgrad.ir.loop.ops import AllocOp
from aotgrad.ir.parser import parse_ir
from aotgrad.passes.buffer_reuse import check_plan, inplace_pairs, liveness
from aotgrad.passes.buffer_reuse.arena import Slot, plan_arena
from aotgrad.passes.manager import PassContext, run_pipeline
from aotgrad.passes.pipelines import AFTER_PARTITION, JOINT_PIPELINE

KERNELS = """
kernel @relu(%x: buf<f32[4,8]>, %out: buf<f32[4,8]>) {
  loop.parallel %i = 0 to 4 {
    loop.for %j = 0 to 8 {
      %x_1 = loop.load %x[%i, %j] : f32
      %c = arith.constant 0.0 : f32
      %r = arith.max %x_1, %c : f32
      loop.store %r, %out[%i, %j]
    }
  }
}

kernel @add(%a: buf<f32[4,8]>, %b: buf<f32[4,8]>, %out: buf<f32[4,8]>) {
  loop.parallel %i = 0 to 4 {
    loop.for %j = 0 to 8 {
      %a_1 = loop.load %a[%i, %j] : f32
      %b_1 = loop.load %b[%i, %j] : f32
      %s = arith.add %a_1, %b_1 : f32
      loop.store %s, %out[%i, %j]
    }
  }
}

kernel @flip(%x: buf<f32[4,8]>, %out: buf<f32[4,8]>) {
  loop.parallel %i = 0 to 4 {
    loop.for %j = 0 to 8 {
      %x_1 = loop.load %x[%i, %j * -1 + 7] : f32
      loop.store %x_1, %out[%i, %j]
    }
  }
}

kernel @center(%x: buf<f32[4,8]>, %out: buf<f32[4,8]>) {
  loop.parallel %i = 0 to 4 {
    %acc = loop.for %k = 0 to 8 iter(%s = 0.0) -> f32 {
      %x_1 = loop.load %x[%i, %k] : f32
      %s_1 = arith.add %s, %x_1 : f32
      loop.yield %s_1
    }
    loop.for %j = 0 to 8 {
      %x_2 = loop.load %x[%i, %j] : f32
      %d = arith.sub %x_2, %acc : f32
      loop.store %d, %out[%i, %j]
    }
  }
}

kernel @store_first(%x: buf<f32[4,8]>, %out: buf<f32[4,8]>) {
  loop.parallel %i = 0 to 4 {
    loop.for %j = 0 to 8 {
      %c = arith.constant 1.0 : f32
      loop.store %c, %out[%i, %j]
      %x_1 = loop.load %x[%i, %j] : f32
      loop.store %x_1, %out[%i, %j]
    }
  }
}

kernel @first_column(%x: buf<f32[4,8]>, %out: buf<f32[4,8]>) {
  loop.parallel %i = 0 to 4 {
    loop.for %j = 0 to 8 {
      %x_1 = loop.load %x[%i, 0] : f32
      loop.store %x_1, %out[%i, 0]
    }
  }
}

kernel @relu32(%x: buf<f32[32]>, %out: buf<f32[32]>) {
  loop.parallel %i = 0 to 32 {
    %x_1 = loop.load %x[%i] : f32
    %c = arith.constant 0.0 : f32
    %r = arith.max %x_1, %c : f32
    loop.store %r, %out[%i]
  }
}
"""

#: from a model to unfused, unplanned loop-level programs.
TO_LOOPS = f"{JOINT_PIPELINE},partition,{AFTER_PARTITION},lower{{inline=false}}"
ROOT = Path(__file__).resolve().parent.parent
X = "%x: buf<f32[4,8]>"
T = "buf<f32[4,8]>"


def module(program: str):
    return parse_ir(KERNELS + "\n" + program)


def reuse(m, pipeline="buffer-reuse"):
    """(module after the pass, its reports); checks the plan and the numbers on the way."""
    ctx = PassContext()
    out = run_pipeline(m, pipeline, ctx=ctx)
    rng = np.random.default_rng(0)
    for f in out.functions:
        if f.kind != "program":
            continue
        check_plan(f)
        args = [rng.standard_normal(a.type.shape).astype(a.type.dtype.numpy) for a in f.args]
        before = interpret(m, *args, fn=f.name)
        after = interpret(out, *args, fn=f.name)
        assert len(before) == len(after)
        for b, a in zip(before, after):
            assert not np.isnan(a).any()
            np.testing.assert_array_equal(a, b)
    return out, ctx.reports.get("buffer-reuse", [])


def program_text(m, name="f") -> str:
    return str(m.get(name))


# --------------------------------------------------------------------------- planning

CHAIN = module(f"""
program @f({X}) -> {T} {{
  %t1 = loop.alloc : {T}
  loop.call @relu(%x, %t1)
  %t2 = loop.alloc : {T}
  loop.call @flip(%t1, %t2)
  %t3 = loop.alloc : {T}
  loop.call @flip(%t2, %t3)
  %out = loop.alloc : {T}
  loop.call @flip(%t3, %out)
  return %out
}}""")


def test_chain_reuses_dead_buffer():
    out, [report] = reuse(CHAIN)
    allocs = {op.result.name_hint: op.arena_offset for op in out.get("f").ops
              if isinstance(op, AllocOp)}
    assert allocs == {"t1": 0, "t2": 128, "t3": 0, "out": None}
    assert (report.naive_bytes, report.planned_bytes) == (384, 256)
    assert str(report) == "f: peak 384 bytes naive -> 256 bytes planned"


def test_hoisted_allocs_sink_to_their_first_use():
    """A buffer's life starts at its alloc: allocs at the top would keep every buffer apart."""
    m = module(f"""
program @f({X}) -> {T} {{
  %t1 = loop.alloc : {T}
  %t2 = loop.alloc : {T}
  %t3 = loop.alloc : {T}
  %out = loop.alloc : {T}
  loop.call @relu(%x, %t1)
  loop.call @flip(%t1, %t2)
  loop.call @flip(%t2, %t3)
  loop.call @flip(%t3, %out)
  return %out
}}""")
    out, [report] = reuse(m)
    assert "loop.free %t1\n  %t3 = loop.alloc {arena_offset = 0}" in program_text(out)
    assert (report.naive_bytes, report.planned_bytes, report.live_bytes) == (384, 256, 256)


def test_frees_follow_last_uses():
    out, _ = reuse(CHAIN)
    text = program_text(out)
    assert "loop.call @flip(%t1, %t2)\n  loop.free %t1\n" in text
    assert "loop.call @flip(%t3, %out)\n  loop.free %t3\n  return %out" in text


def test_all_live_at_once_is_not_reused():
    m = module(f"""
program @f({X}) -> {T} {{
  %t1 = loop.alloc : {T}
  loop.call @relu(%x, %t1)
  %t2 = loop.alloc : {T}
  loop.call @flip(%x, %t2)
  %t3 = loop.alloc : {T}
  loop.call @center(%x, %t3)
  %t4 = loop.alloc : {T}
  loop.call @add(%t1, %t2, %t4)
  %out = loop.alloc : {T}
  loop.call @add(%t4, %t3, %out)
  return %out
}}""")
    _, [report] = reuse(m, "buffer-reuse{inplace=false}")
    assert report.naive_bytes == report.planned_bytes == 512


def test_best_fit_fills_hole_left_by_dead_buffer():
    """A small buffer goes into the gap a dead big one left, not above everything."""
    m = parse_ir(KERNELS + """
kernel @fill64(%x: buf<f32[4,8]>, %out: buf<f32[16]>) {
  loop.parallel %i = 0 to 16 {
    %x_1 = loop.load %x[%i floordiv 8, %i mod 8] : f32
    loop.store %x_1, %out[%i]
  }
}

program @f(%x: buf<f32[4,8]>) -> (buf<f32[4,8]>, buf<f32[16]>) {
  %big = loop.alloc : buf<f32[4,8]>
  loop.call @relu(%x, %big)
  %keep = loop.alloc : buf<f32[4,8]>
  loop.call @flip(%big, %keep)
  %small = loop.alloc : buf<f32[16]>
  loop.call @fill64(%keep, %small)
  %out = loop.alloc : buf<f32[4,8]>
  loop.call @add(%keep, %keep, %out)
  %out2 = loop.alloc : buf<f32[16]>
  loop.call @relu32_16(%small, %out2)
  return %out, %out2
}

kernel @relu32_16(%x: buf<f32[16]>, %out: buf<f32[16]>) {
  loop.parallel %i = 0 to 16 {
    %x_1 = loop.load %x[%i] : f32
    loop.store %x_1, %out[%i]
  }
}
""")
    out, [report] = reuse(m)
    offsets = {op.result.name_hint: op.arena_offset for op in out.get("f").ops
               if isinstance(op, AllocOp)}
    assert offsets["small"] == offsets["big"] != offsets["keep"]
    assert report.planned_bytes == 256 < report.naive_bytes == 320


def test_planner_keeps_the_better_of_two_orders():
    """Largest-first alone stacks the 64-byte buffer above two dead 192-byte ones (448
    bytes); by start it fits under them: 384, the two buffers live together at op 0."""
    slots = [Slot("a", 192, 5, 5), Slot("b", 64, 3, 6), Slot("c", 192, 0, 1),
             Slot("d", 192, 0, 3)]
    offsets, arena = plan_arena(slots)
    assert arena == 384
    for i, x in enumerate(slots):
        for y in slots[i + 1:]:
            if x.start <= y.end and y.start <= x.end:
                assert offsets[x.key] + x.size <= offsets[y.key] or \
                    offsets[y.key] + y.size <= offsets[x.key]
    assert all(off % 64 == 0 for off in offsets.values())


# --------------------------------------------------------------------------- in place

def test_inplace_writes_over_dying_input():
    out, [report] = reuse(module(f"""
program @f({X}) -> {T} {{
  %t1 = loop.alloc : {T}
  loop.call @flip(%x, %t1)
  %t2 = loop.alloc : {T}
  loop.call @relu(%t1, %t2)
  %t3 = loop.alloc : {T}
  loop.call @add(%t2, %x, %t3)
  %out = loop.alloc : {T}
  loop.call @flip(%t3, %out)
  return %out
}}"""))
    text = program_text(out)
    assert "loop.call @relu(%t1, %t1)" in text
    assert "loop.call @add(%t1, %x, %t1)" in text
    assert "%t2 = " not in text and "%t3 = " not in text
    assert (report.naive_bytes, report.planned_bytes) == (384, 128)
    assert [str(m) for m in report.inplace] == [
        "%t2 written in place over %t1 by @relu (128 bytes)",
        "%t3 written in place over %t1 by @add (128 bytes)"]


def test_inplace_option_off_keeps_every_buffer():
    out, [report] = reuse(CHAIN, "buffer-reuse{inplace=false}")
    assert report.inplace == ()
    out, [report] = reuse(module(f"""
program @f({X}) -> {T} {{
  %t1 = loop.alloc : {T}
  loop.call @flip(%x, %t1)
  %t2 = loop.alloc : {T}
  loop.call @relu(%t1, %t2)
  %out = loop.alloc : {T}
  loop.call @flip(%t2, %out)
  return %out
}}"""), "buffer-reuse{inplace=false}")
    assert "loop.call @relu(%t1, %t2)" in program_text(out)
    assert report.inplace == ()


def test_never_inplace_into_argument():
    out, [report] = reuse(module(f"""
program @f({X}) -> {T} {{
  %t = loop.alloc : {T}
  loop.call @relu(%x, %t)
  %out = loop.alloc : {T}
  loop.call @flip(%t, %out)
  return %out
}}"""))
    assert "loop.call @relu(%x, %t)" in program_text(out)
    assert report.inplace == ()


def test_never_inplace_into_result():
    out, [report] = reuse(module(f"""
program @f({X}) -> {T} {{
  %t = loop.alloc : {T}
  loop.call @flip(%x, %t)
  %out = loop.alloc : {T}
  loop.call @relu(%t, %out)
  return %out
}}"""))
    text = program_text(out)
    assert "loop.call @relu(%t, %out)" in text and "%out = loop.alloc : " in text
    assert report.inplace == ()


def test_never_inplace_over_saved_tensor():
    """A forward result (a tensor saved for the backward) is never overwritten."""
    out, [report] = reuse(module(f"""
program @f_forward({X}) -> ({T}, {T}) {{
  %saved = loop.alloc : {T}
  loop.call @flip(%x, %saved)
  %t = loop.alloc : {T}
  loop.call @relu(%saved, %t)
  %out = loop.alloc : {T}
  loop.call @flip(%t, %out)
  return %out, %saved
}}"""))
    text = program_text(out, "f_forward")
    assert "loop.call @relu(%saved, %t)" in text
    assert "%saved = loop.alloc : " in text
    assert report.inplace == ()
    assert str(report) == "forward: peak 128 bytes naive -> 128 bytes planned"


def test_never_inplace_when_input_is_read_later():
    out, [report] = reuse(module(f"""
program @f({X}) -> {T} {{
  %t1 = loop.alloc : {T}
  loop.call @flip(%x, %t1)
  %t2 = loop.alloc : {T}
  loop.call @relu(%t1, %t2)
  %out = loop.alloc : {T}
  loop.call @add(%t1, %t2, %out)
  return %out
}}"""))
    assert "loop.call @relu(%t1, %t2)" in program_text(out)
    assert report.inplace == ()


@pytest.mark.parametrize("kernel, pairs", [
    ("relu", [(0, 1)]), ("add", [(0, 2), (1, 2)]), ("relu32", [(0, 1)]),
    ("flip", []),            # reads another element than it writes
    ("center", []),          # reads the row in a reduction, another loop nest
    ("store_first", []),     # writes the element before reading it
    ("first_column", []),    # every %j writes the same element
])
def test_kernel_inplace_pairs(kernel, pairs):
    assert inplace_pairs(parse_ir(KERNELS).get(kernel)) == pairs


@pytest.mark.parametrize("kernel", ["flip", "center", "store_first"])
def test_kernel_that_reads_other_elements_is_not_inplace(kernel):
    out, [report] = reuse(module(f"""
program @f({X}) -> {T} {{
  %t1 = loop.alloc : {T}
  loop.call @relu(%x, %t1)
  %t2 = loop.alloc : {T}
  loop.call @{kernel}(%t1, %t2)
  %out = loop.alloc : {T}
  loop.call @relu(%t2, %out)
  return %out
}}"""))
    assert f"loop.call @{kernel}(%t1, %t2)" in program_text(out)
    assert report.inplace == ()


def test_buffer_passed_twice_is_not_written_in_place():
    out, [report] = reuse(module(f"""
program @f({X}) -> {T} {{
  %t1 = loop.alloc : {T}
  loop.call @flip(%x, %t1)
  %t2 = loop.alloc : {T}
  loop.call @add(%t1, %t1, %t2)
  %out = loop.alloc : {T}
  loop.call @flip(%t2, %out)
  return %out
}}"""))
    assert report.inplace == ()


# --------------------------------------------------------------------------- views, externs

def test_view_extends_its_source_life():
    m = module(f"""
program @f({X}) -> buf<f32[32]> {{
  %t = loop.alloc : {T}
  loop.call @flip(%x, %t)
  %v = loop.view %t : buf<f32[32]>
  %u = loop.alloc : {T}
  loop.call @flip(%x, %u)
  %w = loop.alloc : {T}
  loop.call @add(%u, %x, %w)
  %out = loop.alloc : buf<f32[32]>
  loop.call @relu32(%v, %out)
  %out2 = loop.view %out : buf<f32[4,8]>
  %r = loop.alloc : {T}
  loop.call @add(%out2, %w, %r)
  %rv = loop.view %r : buf<f32[32]>
  return %rv
}}""")
    live = liveness(m.get("f"))
    ops = m.get("f").ops
    t = ops[0].result
    assert live.interval(t).end == 8          # the relu32 of its view, not the view itself
    out, _ = reuse(m, "buffer-reuse{inplace=false}")
    offsets = {op.result.name_hint: op.arena_offset for op in out.get("f").ops
               if isinstance(op, AllocOp)}
    assert offsets["t"] not in (offsets["u"], offsets["w"])
    assert offsets["r"] is None               # returned through a view: fresh memory


def test_inplace_through_view():
    out, [report] = reuse(module(f"""
program @f({X}) -> {T} {{
  %t = loop.alloc : {T}
  loop.call @flip(%x, %t)
  %v = loop.view %t : buf<f32[32]>
  %u = loop.alloc : buf<f32[32]>
  loop.call @relu32(%v, %u)
  %u2 = loop.view %u : {T}
  %out = loop.alloc : {T}
  loop.call @flip(%u2, %out)
  return %out
}}"""))
    text = program_text(out)
    assert "loop.call @relu32(%v, %v)" in text and "loop.view %v : " in text
    assert report.planned_bytes == 128


def test_extern_matmul_and_argument_results():
    m = parse_ir(KERNELS + f"""
program @f({X}, %w: buf<f32[8,8]>) -> ({T}, {T}, buf<f32[8,8]>) {{
  %mm = loop.alloc : {T}
  loop.call @matmul(%x, %w, %mm)
  %h = loop.alloc : {T}
  loop.call @relu(%mm, %h)
  %mm2 = loop.alloc : {T}
  loop.call @matmul(%h, %w, %mm2)
  %out = loop.alloc : {T}
  loop.call @add(%mm2, %h, %out)
  return %out, %x, %w
}}""")
    out, [report] = reuse(m)
    text = program_text(out)
    assert "loop.call @relu(%mm, %mm)" in text
    assert "loop.call @matmul(%mm, %w, %mm2)" in text     # an extern never writes in place
    assert (report.naive_bytes, report.planned_bytes) == (384, 256)


@pytest.mark.parametrize("seed", range(5))
def test_run_twice_is_stable_and_round_trips(seed):
    once, [first] = reuse(module(random_program(seed)))
    twice, [second] = reuse(once)
    assert str(twice) == str(once)
    assert str(parse_ir(str(once))) == str(once)
    assert second.planned_bytes == first.planned_bytes


# --------------------------------------------------------------------------- check_plan

def bad(program: str) -> str:
    m = module(program)
    with pytest.raises(IRError) as e:
        check_plan(m.get("f"))
    return str(e.value)


def test_check_plan_rejects_overlap_of_live_buffers():
    message = bad(f"""
program @f({X}) -> {T} {{
  %t1 = loop.alloc {{arena_offset = 0}} : {T}
  loop.call @relu(%x, %t1)
  %t2 = loop.alloc {{arena_offset = 64}} : {T}
  loop.call @flip(%t1, %t2)
  %out = loop.alloc : {T}
  loop.call @flip(%t2, %out)
  return %out
}}""")
    assert "%t1 (bytes 0..128) and %t2 (bytes 64..192) share memory" in message


def test_check_plan_rejects_result_in_arena_and_missing_offsets():
    assert "result %out is placed in the arena" in bad(f"""
program @f({X}) -> {T} {{
  %out = loop.alloc {{arena_offset = 0}} : {T}
  loop.call @relu(%x, %out)
  return %out
}}""")
    assert "%t has no arena_offset" in bad(f"""
program @f({X}) -> {T} {{
  %t = loop.alloc : {T}
  loop.call @relu(%x, %t)
  %out = loop.alloc : {T}
  loop.call @relu(%t, %out)
  return %out
}}""")
    assert "not a multiple of 64" in bad(f"""
program @f({X}) -> {T} {{
  %t = loop.alloc {{arena_offset = 4}} : {T}
  loop.call @relu(%x, %t)
  %out = loop.alloc : {T}
  loop.call @relu(%t, %out)
  return %out
}}""")


def test_check_plan_rejects_use_after_free():
    assert "used or freed again after its loop.free" in bad(f"""
program @f({X}) -> {T} {{
  %t = loop.alloc {{arena_offset = 0}} : {T}
  loop.call @relu(%x, %t)
  loop.free %t
  %out = loop.alloc : {T}
  loop.call @relu(%t, %out)
  return %out
}}""")


def test_interpreter_sees_an_overlapping_plan():
    """The oracle agrees with `check_plan`: the overlapping plan above gives wrong numbers."""
    m = module(f"""
program @f({X}) -> {T} {{
  %t1 = loop.alloc {{arena_offset = 0}} : {T}
  loop.call @relu(%x, %t1)
  %t2 = loop.alloc {{arena_offset = 64}} : {T}
  loop.call @flip(%t1, %t2)
  %out = loop.alloc : {T}
  loop.call @flip(%t2, %out)
  return %out
}}""")
    x = np.arange(32, dtype=np.float32).reshape(4, 8)
    assert np.isnan(interpret(m, x, fn="f")[0]).any()


# --------------------------------------------------------------------------- pass surface

def test_tensor_level_module_is_rejected():
    m = aotgrad.parse("def f(x: f32[4]) -> f32[4] {\n    return relu(x)\n}\n")
    with pytest.raises(IRError, match="run 'lower' first"):
        run_pipeline(m, "buffer-reuse")


@pytest.mark.parametrize("case", ["seed", "mlp", "softmax_family", "layernorm_gelu"])
def test_lowered_golden_case(case):
    """Through the whole pipeline: same numbers, a sound plan, and reuse on every case."""
    m = aotgrad.parse_file(ROOT / "tests" / "golden" / "cases" / f"{case}.ag")
    lowered = run_pipeline(m, TO_LOOPS)
    _, reports = reuse(lowered)
    assert reports and all(r.planned_bytes <= r.naive_bytes for r in reports)
    assert any(r.planned_bytes < r.naive_bytes for r in reports)


def test_seed_report_lines():
    m = aotgrad.parse_file(ROOT / "examples" / "seed.ag")
    lowered = run_pipeline(m, TO_LOOPS)
    _, reports = reuse(lowered)
    assert [r.role for r in reports] == ["forward", "backward"]
    for r in reports:
        assert str(r) == f"{r.role}: peak {r.naive_bytes} bytes naive -> " \
                         f"{r.planned_bytes} bytes planned"
        assert r.planned_bytes < r.naive_bytes


# --------------------------------------------------------------------------- random programs

def random_program(seed: int) -> str:
    """A random program over the kernels above: chains, fan-out, views, extern matmuls, and
    results that are temporaries, views or arguments."""
    rng = np.random.default_rng(seed)
    values, lines = ["%x0", "%x1"], []

    def pick() -> str:
        return values[max(0, len(values) - 1 - int(rng.geometric(0.5)) + 1)]

    for n in range(int(rng.integers(3, 12))):
        kind = rng.choice(["relu", "add", "flip", "center", "store_first", "view", "matmul"])
        out = f"%t{n}"
        if kind == "view":
            lines += [f"%v{n} = loop.view {pick()} : buf<f32[32]>",
                      f"%u{n} = loop.alloc : buf<f32[32]>",
                      f"loop.call @relu32(%v{n}, %u{n})",
                      f"{out} = loop.view %u{n} : {T}"]
        else:
            args = {"add": [pick(), pick()], "matmul": [pick(), "%w"]}.get(kind, [pick()])
            lines += [f"{out} = loop.alloc : {T}",
                      f"loop.call @{kind}({', '.join(args + [out])})"]
        values.append(out)
    results = [values[int(k)] for k in rng.integers(0, len(values), int(rng.integers(1, 4)))]
    body = "\n".join("  " + line for line in lines + ["return " + ", ".join(results)])
    types = ", ".join([T] * len(results))
    return f"program @f(%x0: {T}, %x1: {T}, %w: buf<f32[8,8]>) -> ({types}) {{\n{body}\n}}"


@pytest.mark.parametrize("seed", range(30))
@pytest.mark.parametrize("inplace", ["true", "false"])
def test_random_programs(seed, inplace):
    """Same numbers and a sound plan on random programs; reuse never costs bytes."""
    _, [report] = reuse(module(random_program(seed)), f"buffer-reuse{{inplace={inplace}}}")
    assert report.planned_bytes <= report.naive_bytes     # sizes here are multiples of 64


@pytest.mark.parametrize("seed", range(10))
def test_random_programs_compiled(seed):
    """Machine code of the planned program (arena offsets, frees, calls that pass one buffer
    twice) gives the interpreter's numbers."""
    pytest.importorskip("llvmlite")
    from aotgrad.runtime.cpu import CpuProgram
    m = module(random_program(seed))
    planned, _ = reuse(m)
    rng = np.random.default_rng(seed)
    args = [rng.standard_normal(a.type.shape).astype(np.float32) for a in m.get("f").args]
    for want, got in zip(interpret(m, *args, fn="f"), CpuProgram(planned, "f")(*args)):
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-6)
