"""canonicalize and its pattern driver: exact output text for what each rewrite is about, and the
reference interpreter before vs after on random inputs (with inf, nan and -0.0 mixed in, so
that an identity that is not finite-safe fails)."""
from __future__ import annotations

import textwrap

import numpy as np

from aotgrad.ir import tensor as T
from aotgrad.ir.interpret import interpret
from aotgrad.ir.parser import parse_ir
from aotgrad.ir.rewrite import clone_module
from aotgrad.passes.canonicalize import DropIdentityOperand, FoldConstants
from aotgrad.passes.manager import PassContext, run_pipeline
from aotgrad.passes.pattern import Pattern, Rewriter, apply_patterns

SPECIALS = np.array([np.inf, -np.inf, np.nan, -0.0])


def random_args(f, rng, specials=True):
    """Inputs for `f`: normal floats (some replaced by inf/nan/-0.0), small ints, bools."""
    args = []
    for t in f.arg_types:
        if t.dtype.is_float:
            x = rng.standard_normal(t.shape) * 3
            if specials and x.size >= 8:
                x.flat[rng.choice(x.size, 4, replace=False)] = SPECIALS
        elif t.dtype.is_int:
            x = rng.integers(-5, 6, t.shape)
        else:
            x = rng.random(t.shape) < 0.5
        args.append(np.asarray(x, t.dtype.numpy))
    return args


def assert_same_numbers(before, after, seeds=(0, 1), specials=True):
    for seed in seeds:
        args = random_args(before.get(), np.random.default_rng(seed), specials)
        with np.errstate(all="ignore"):
            expected, found = interpret(before, *args), interpret(after, *args)
        for e, got in zip(expected, found, strict=True):
            np.testing.assert_allclose(got, e, rtol=1e-6, atol=0)


def canonicalize(src: str, ctx: PassContext | None = None):
    before = parse_ir(textwrap.dedent(src))
    after = run_pipeline(before, "canonicalize", ctx=ctx)
    assert_same_numbers(before, after)
    return after


def check(src: str, expected: str) -> None:
    assert str(canonicalize(src)) == textwrap.dedent(expected).lstrip()


# --------------------------------------------------------------------------- constant folding

def test_canonicalize_folds_splat_arithmetic_and_keeps_the_name():
    check("""
        func @f(%x: f32[4]) -> f32[4] {
          %a = tensor.constant 2.0 : f32[4]
          %b = tensor.constant 3.0 : f32[4]
          %scale = tensor.add %a, %b : f32[4]
          %c = tensor.exp %scale : f32[4]
          %y = tensor.mul %x, %c : f32[4]
          return %y
        }
    """, """
        func @f(%x: f32[4]) -> f32[4] {
          %c = tensor.constant 148.41316 : f32[4]
          %y = tensor.mul %x, %c : f32[4]
          return %y
        }
    """)


def test_canonicalize_folds_f32_to_the_shortest_f32_decimal():
    check("""
        func @f() -> (f32[], f64[]) {
          %a = tensor.constant 0.1 : f32[]
          %b = tensor.constant 0.2 : f32[]
          %s = tensor.add %a, %b : f32[]
          %c = tensor.constant 0.1 : f64[]
          %d = tensor.constant 0.2 : f64[]
          %t = tensor.add %c, %d : f64[]
          return %s, %t
        }
    """, """
        func @f() -> (f32[], f64[]) {
          %s = tensor.constant 0.3 : f32[]
          %t = tensor.constant 0.30000000000000004 : f64[]
          return %s, %t
        }
    """)


def test_canonicalize_folds_large_splats_without_materialising_them():
    check("""
        func @f(%x: f32[512,512]) -> f32[512,512] {
          %a = tensor.constant 4.0 : f32[512,512]
          %r = tensor.sqrt %a : f32[512,512]
          %c = tensor.cast %r {dtype = i32} : i32[512,512]
          %k = tensor.cast %c {dtype = f32} : f32[512,512]
          %y = tensor.mul %x, %k : f32[512,512]
          return %y
        }
    """, """
        func @f(%x: f32[512,512]) -> f32[512,512] {
          %k = tensor.constant 2.0 : f32[512,512]
          %y = tensor.mul %x, %k : f32[512,512]
          return %y
        }
    """)


def test_canonicalize_views_of_a_splat_are_splats_of_the_new_shape():
    check("""
        func @f() -> (f32[10,20], f32[200], f32[20,10], f32[3,20]) {
          %e = tensor.constant 3.0 : f32[20]
          %b = tensor.broadcast %e {dims = [1]} : f32[10,20]
          %r = tensor.reshape %b : f32[200]
          %t = tensor.transpose %b {perm = [1, 0]} : f32[20,10]
          %s = tensor.slice %b {axis = 0, start = 2, step = 3, stop = 10} : f32[3,20]
          return %b, %r, %t, %s
        }
    """, """
        func @f() -> (f32[10,20], f32[200], f32[20,10], f32[3,20]) {
          %b = tensor.constant 3.0 : f32[10,20]
          %r = tensor.constant 3.0 : f32[200]
          %t = tensor.constant 3.0 : f32[20,10]
          %s = tensor.constant 3.0 : f32[3,20]
          return %b, %r, %t, %s
        }
    """)


def test_canonicalize_folds_small_dense_values_and_makes_uniform_ones_splats():
    check("""
        func @f() -> (f32[2,3], f32[2,2], i64[], f32[2,2], bool[3]) {
          %d = tensor.constant [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]] : f32[3,2]
          %t = tensor.transpose %d {perm = [1, 0]} : f32[2,3]
          %mm = tensor.matmul %t, %d : f32[2,2]
          %i = tensor.constant [3, 4, 5] : i64[3]
          %s = tensor.sum %i {axes = [0], keepdim = false} : i64[]
          %u = tensor.constant [[7.0, 7.0], [7.0, 7.0]] : f32[2,2]
          %three = tensor.constant 4 : i64[3]
          %lt = tensor.lt %i, %three : bool[3]
          return %t, %mm, %s, %u, %lt
        }
    """, """
        func @f() -> (f32[2,3], f32[2,2], i64[], f32[2,2], bool[3]) {
          %t = tensor.constant [[1.0, 3.0, 5.0], [2.0, 4.0, 6.0]] : f32[2,3]
          %mm = tensor.constant [[35.0, 44.0], [44.0, 56.0]] : f32[2,2]
          %s = tensor.constant 12 : i64[]
          %u = tensor.constant 7.0 : f32[2,2]
          %lt = tensor.constant [true, false, false] : bool[3]
          return %t, %mm, %s, %u, %lt
        }
    """)


def _dense_exp(n: int) -> str:
    values = ", ".join(f"{i}.0" for i in range(n))
    return f"""
        func @f() -> f32[{n}] {{
          %d = tensor.constant [{values}] : f32[{n}]
          %e = tensor.exp %d : f32[{n}]
          return %e
        }}
    """


def test_canonicalize_folds_dense_results_up_to_4096_elements():
    assert "tensor.exp" not in str(canonicalize(_dense_exp(4096)))
    assert "tensor.exp" in str(canonicalize(_dense_exp(4097)))


def test_canonicalize_should_not_materialise_big_splats_or_copy_dense_data():
    check("""
        func @f() -> (f32[], f32[], f32[4,2]) {
          %big = tensor.constant 1.0 : f32[1000,1000]
          %s = tensor.sum %big {axes = [0, 1], keepdim = false} : f32[]
          %small = tensor.constant 1.0 : f32[64,64]
          %t = tensor.sum %small {axes = [0, 1], keepdim = false} : f32[]
          %d = tensor.constant [1.0, 2.0] : f32[2]
          %b = tensor.broadcast %d {dims = [1]} : f32[4,2]
          return %s, %t, %b
        }
    """, """
        func @f() -> (f32[], f32[], f32[4,2]) {
          %big = tensor.constant 1.0 : f32[1000,1000]
          %s = tensor.sum %big {axes = [0, 1], keepdim = false} : f32[]
          %t = tensor.constant 4096.0 : f32[]
          %d = tensor.constant [1.0, 2.0] : f32[2]
          %b = tensor.broadcast %d {dims = [1]} : f32[4,2]
          return %s, %t, %b
        }
    """)


def test_canonicalize_should_not_fold_random_ops_or_checkpoints():
    src = """
        func @f(%rng: i64[2] nograd) -> (f32[4], f32[4], f32[4]) {
          %r = tensor.rand %rng {offset = 0} : f32[4]
          %s = tensor.add %r, %r : f32[4]
          %c = tensor.constant 1.5 : f32[4]
          %d = tensor.dropout %c, %rng {offset = 4, p = 0.5} : f32[4]
          %k = tensor.checkpoint %c {name = "c", policy = "save"} : f32[4]
          return %s, %d, %k
        }
    """
    check(src, src)


# --------------------------------------------------------------------------- algebraic identities

def test_canonicalize_drops_identity_operands():
    check("""
        func @f(%x: f32[8], %n: i32[8]) -> (f32[8], f32[8], f32[8], f32[8], f32[8], i32[8]) {
          %one = tensor.constant 1.0 : f32[8]
          %zero = tensor.constant 0.0 : f32[8]
          %negzero = tensor.constant -0.0 : f32[8]
          %a = tensor.mul %x, %one : f32[8]
          %b = tensor.mul %one, %x : f32[8]
          %c = tensor.add %x, %negzero : f32[8]
          %d = tensor.add %negzero, %x : f32[8]
          %e = tensor.sub %x, %zero : f32[8]
          %f = tensor.div %x, %one : f32[8]
          %izero = tensor.constant 0 : i32[8]
          %g = tensor.add %n, %izero : i32[8]
          %h = tensor.mul %a, %b : f32[8]
          %i = tensor.mul %c, %d : f32[8]
          return %h, %i, %e, %f, %f, %g
        }
    """, """
        func @f(%x: f32[8], %n: i32[8]) -> (f32[8], f32[8], f32[8], f32[8], f32[8], i32[8]) {
          %h = tensor.mul %x, %x : f32[8]
          %i = tensor.mul %x, %x : f32[8]
          return %h, %i, %x, %x, %x, %n
        }
    """)


def test_canonicalize_should_not_drop_a_float_zero_that_changes_the_sign_of_zero():
    """-0.0 + 0.0 and -0.0 - -0.0 are +0.0 (IEEE 754), so neither zero is an identity there."""
    src = """
        func @f(%x: f32[8]) -> (f32[8], f32[8], f32[8]) {
          %zero = tensor.constant 0.0 : f32[8]
          %negzero = tensor.constant -0.0 : f32[8]
          %a = tensor.add %x, %zero : f32[8]
          %b = tensor.add %zero, %x : f32[8]
          %c = tensor.sub %x, %negzero : f32[8]
          return %a, %b, %c
        }
    """
    check(src, src)
    after = run_pipeline(parse_ir(textwrap.dedent(src)), "canonicalize")
    for y in interpret(after, np.full(8, -0.0, np.float32)):
        assert not np.signbit(y).any()


def test_canonicalize_should_not_drop_a_constant_that_is_not_an_identity_there():
    src = """
        func @f(%x: f32[8]) -> (f32[8], f32[8], f32[8], f32[8]) {
          %one = tensor.constant 1.0 : f32[8]
          %zero = tensor.constant 0.0 : f32[8]
          %a = tensor.sub %zero, %x : f32[8]
          %b = tensor.div %one, %x : f32[8]
          %c = tensor.add %x, %one : f32[8]
          %d = tensor.pow %x, %one : f32[8]
          return %a, %b, %c, %d
        }
    """
    check(src, src)


def test_canonicalize_folds_times_zero_for_integers_only():
    # Floats keep x * 0: it is nan, not 0, where x is inf or nan (the inputs include both).
    check("""
        func @f(%x: f32[8], %n: i64[8]) -> (f32[8], i64[8], i64[8]) {
          %fz = tensor.constant 0.0 : f32[8]
          %a = tensor.mul %x, %fz : f32[8]
          %iz = tensor.constant 0 : i64[8]
          %b = tensor.mul %iz, %n : i64[8]
          %c = tensor.add %b, %n : i64[8]
          return %a, %b, %c
        }
    """, """
        func @f(%x: f32[8], %n: i64[8]) -> (f32[8], i64[8], i64[8]) {
          %fz = tensor.constant 0.0 : f32[8]
          %a = tensor.mul %x, %fz : f32[8]
          %b = tensor.constant 0 : i64[8]
          return %a, %b, %n
        }
    """)


def test_canonicalize_cancels_double_negation_and_same_type_casts():
    check("""
        func @f(%x: f32[8]) -> (f32[8], f32[8], f32[8], f64[8]) {
          %n1 = tensor.neg %x : f32[8]
          %n2 = tensor.neg %n1 : f32[8]
          %n3 = tensor.neg %n2 : f32[8]
          %n4 = tensor.neg %n3 : f32[8]
          %n5 = tensor.neg %n4 : f32[8]
          %c = tensor.cast %x {dtype = f32} : f32[8]
          %d = tensor.cast %x {dtype = f64} : f64[8]
          return %n2, %n5, %c, %d
        }
    """, """
        func @f(%x: f32[8]) -> (f32[8], f32[8], f32[8], f64[8]) {
          %n5 = tensor.neg %x : f32[8]
          %d = tensor.cast %x {dtype = f64} : f64[8]
          return %x, %n5, %x, %d
        }
    """)


# --------------------------------------------------------------------------- shape identities

def test_canonicalize_composes_transposes_and_removes_identity_ones():
    check("""
        func @f(%x: f32[2,3,4], %s: f32[3,3]) -> (f32[2,3,4], f32[4,3,2], f32[3,3], f32[3,3]) {
          %t1 = tensor.transpose %x {perm = [1, 0, 2]} : f32[3,2,4]
          %t2 = tensor.transpose %t1 {perm = [1, 0, 2]} : f32[2,3,4]
          %u1 = tensor.transpose %x {perm = [1, 0, 2]} : f32[3,2,4]
          %u2 = tensor.transpose %u1 {perm = [2, 0, 1]} : f32[4,3,2]
          %sq = tensor.transpose %s {perm = [1, 0]} : f32[3,3]
          %id = tensor.transpose %s {perm = [0, 1]} : f32[3,3]
          return %t2, %u2, %sq, %id
        }
    """, """
        func @f(%x: f32[2,3,4], %s: f32[3,3]) -> (f32[2,3,4], f32[4,3,2], f32[3,3], f32[3,3]) {
          %u2 = tensor.transpose %x {perm = [2, 1, 0]} : f32[4,3,2]
          %sq = tensor.transpose %s {perm = [1, 0]} : f32[3,3]
          return %x, %u2, %sq, %s
        }
    """)


def test_canonicalize_writes_a_transposed_matmul_result_by_swapping_operands():
    # (a @ w^T)^T = w @ a^T: the transposes of the operands cancel or become BLAS flags.
    check("""
        func @f(%a: f32[5,3], %w: f32[4,3], %b: f32[2,5,3], %c: f32[2,3,6]) -> (f32[4,5], f32[2,6,5]) {
          %wt = tensor.transpose %w {perm = [1, 0]} : f32[3,4]
          %mm = tensor.matmul %a, %wt : f32[5,4]
          %t = tensor.transpose %mm {perm = [1, 0]} : f32[4,5]
          %bc = tensor.matmul %b, %c : f32[2,5,6]
          %u = tensor.transpose %bc {perm = [0, 2, 1]} : f32[2,6,5]
          return %t, %u
        }
    """, """
        func @f(%a: f32[5,3], %w: f32[4,3], %b: f32[2,5,3], %c: f32[2,3,6]) -> (f32[4,5], f32[2,6,5]) {
          %t = tensor.transpose %a {perm = [1, 0]} : f32[3,5]
          %t_1 = tensor.matmul %w, %t : f32[4,5]
          %t_2 = tensor.transpose %c {perm = [0, 2, 1]} : f32[2,6,3]
          %t_3 = tensor.transpose %b {perm = [0, 2, 1]} : f32[2,3,5]
          %u = tensor.matmul %t_2, %t_3 : f32[2,6,5]
          return %t_1, %u
        }
    """)


def test_canonicalize_should_not_swap_a_matmul_used_untransposed_or_moved_in_batch_dims():
    src = """
        func @f(%a: f32[5,3], %b: f32[3,4], %c: f32[2,5,3], %d: f32[2,3,4]) -> (f32[4,5], f32[5,4], f32[5,2,4]) {
          %mm = tensor.matmul %a, %b : f32[5,4]
          %t = tensor.transpose %mm {perm = [1, 0]} : f32[4,5]
          %bmm = tensor.matmul %c, %d : f32[2,5,4]
          %u = tensor.transpose %bmm {perm = [1, 0, 2]} : f32[5,2,4]
          return %t, %mm, %u
        }
    """
    check(src, src)


def test_canonicalize_flattens_a_matmul_by_a_weight_broadcast_over_the_batch():
    # A Linear on a 3-D input: one 2-D GEMM over the rows, no broadcast weight.
    check("""
        func @f(%x: f32[2,3,4], %w: f32[5,4]) -> f32[2,3,5] {
          %wt = tensor.transpose %w {perm = [1, 0]} : f32[4,5]
          %wb = tensor.broadcast %wt {dims = [1, 2]} : f32[2,4,5]
          %y = tensor.matmul %x, %wb : f32[2,3,5]
          return %y
        }
    """, """
        func @f(%x: f32[2,3,4], %w: f32[5,4]) -> f32[2,3,5] {
          %wt = tensor.transpose %w {perm = [1, 0]} : f32[4,5]
          %rows = tensor.reshape %x : f32[6,4]
          %y = tensor.matmul %rows, %wt : f32[6,5]
          %y_1 = tensor.reshape %y : f32[2,3,5]
          return %y_1
        }
    """)


def test_canonicalize_should_not_flatten_a_weight_broadcast_inside_its_matrix_dims():
    src = """
        func @f(%x: f32[2,3,4], %w: f32[1,5], %v: f32[5,3]) -> (f32[2,3,5], f32[2,5,4]) {
          %wb = tensor.broadcast %w {dims = [1, 2]} : f32[2,4,5]
          %y = tensor.matmul %x, %wb : f32[2,3,5]
          %vb = tensor.broadcast %v {dims = [1, 2]} : f32[2,5,3]
          %z = tensor.matmul %vb, %x : f32[2,5,4]
          return %y, %z
        }
    """
    check(src, src)


def test_canonicalize_composes_reshapes_and_broadcasts_and_removes_same_shape_ones():
    check("""
        func @f(%x: f32[2,3,4], %v: f32[3]) -> (f32[24], f32[2,3,4], f32[5,2,3], f32[2,3,4]) {
          %r1 = tensor.reshape %x : f32[6,4]
          %r2 = tensor.reshape %r1 : f32[24]
          %r3 = tensor.reshape %x : f32[2,3,4]
          %b1 = tensor.broadcast %x {dims = [0, 1, 2]} : f32[2,3,4]
          %b2 = tensor.broadcast %v {dims = [1]} : f32[2,3]
          %b3 = tensor.broadcast %b2 {dims = [1, 2]} : f32[5,2,3]
          %r4 = tensor.reshape %x : f32[4,6]
          %r5 = tensor.reshape %r4 : f32[2,3,4]
          %same = tensor.add %r3, %b1 : f32[2,3,4]
          return %r2, %same, %b3, %r5
        }
    """, """
        func @f(%x: f32[2,3,4], %v: f32[3]) -> (f32[24], f32[2,3,4], f32[5,2,3], f32[2,3,4]) {
          %r2 = tensor.reshape %x : f32[24]
          %b3 = tensor.broadcast %v {dims = [2]} : f32[5,2,3]
          %same = tensor.add %x, %x : f32[2,3,4]
          return %r2, %same, %b3, %x
        }
    """)


# --------------------------------------------------------------------------- checkpoints, driver

def test_canonicalize_never_removes_a_checkpoint():
    check("""
        func @f(%n: i32[8], %x: f32[8]) -> (i32[8], f32[8]) {
          %k = tensor.checkpoint %n {name = "h", policy = "recompute"} : i32[8]
          %z = tensor.constant 0 : i32[8]
          %y = tensor.mul %k, %z : i32[8]
          %c = tensor.checkpoint %x {name = "x", policy = "save"} : f32[8]
          %c2 = tensor.checkpoint %c {name = "x", policy = "save"} : f32[8]
          return %y, %c2
        }
    """, """
        func @f(%n: i32[8], %x: f32[8]) -> (i32[8], f32[8]) {
          %k = tensor.checkpoint %n {name = "h", policy = "recompute"} : i32[8]
          %y = tensor.constant 0 : i32[8]
          %c = tensor.checkpoint %x {name = "x", policy = "save"} : f32[8]
          %c2 = tensor.checkpoint %c {name = "x", policy = "save"} : f32[8]
          return %y, %c2
        }
    """)


def test_canonicalize_erases_what_it_made_dead_but_leaves_other_dead_code_to_dce():
    check("""
        func @f(%x: f32[8]) -> f32[8] {
          %unused = tensor.exp %x : f32[8]
          %one = tensor.constant 1.0 : f32[8]
          %half = tensor.constant 0.5 : f32[8]
          %two = tensor.add %half, %half : f32[8]
          %k = tensor.div %two, %one : f32[8]
          %y = tensor.mul %x, %k : f32[8]
          return %y
        }
    """, """
        func @f(%x: f32[8]) -> f32[8] {
          %unused = tensor.exp %x : f32[8]
          return %x
        }
    """)


def test_canonicalize_reports_rewrites_and_reaches_a_fixpoint():
    src = """
        func @f(%x: f32[2,3]) -> f32[3,2] {
          %t = tensor.transpose %x {perm = [1, 0]} : f32[3,2]
          %u = tensor.transpose %t {perm = [1, 0]} : f32[2,3]
          %v = tensor.transpose %u {perm = [1, 0]} : f32[3,2]
          %one = tensor.constant 1.0 : f32[3,2]
          %y = tensor.mul %v, %one : f32[3,2]
          return %y
        }
    """
    ctx = PassContext()
    before = parse_ir(textwrap.dedent(src))
    text = str(before)
    once = canonicalize(src, ctx)
    assert str(before) == text
    assert ctx.reports["canonicalize"] == [
        {"ops_removed": 4, "rewrites": {"ComposeTransposes": 1, "DropIdentityOperand": 1}}]
    assert str(run_pipeline(once, "canonicalize")) == str(once)


def test_patterns_dispatch_on_the_annotation_of_op():
    assert DropIdentityOperand.ops == (T.AddOp, T.SubOp, T.MulOp, T.DivOp)
    assert FoldConstants.ops == (T.TensorOp,)


def test_apply_patterns_revisits_users_of_replaced_values():
    class ExpOfLogIsIdentity(Pattern):
        def match(self, op: T.ExpOp, rw: Rewriter) -> None:
            if isinstance(getattr(op.x, "owner", None), T.LogOp):
                rw.replace(op, op.x.owner.x)

    class NegToMulByMinusOne(Pattern):
        def match(self, op: T.NegOp, rw: Rewriter) -> None:
            minus = rw.op(T.ConstantOp, value=-1.0, shape=list(op.x.type.shape),
                          dtype=op.x.type.dtype)
            rw.replace(op, rw.op(T.MulOp, op.x, minus, hint=op.result.name_hint))

    m = parse_ir(textwrap.dedent("""
        func @f(%x: f32[4]) -> f32[4] {
          %l = tensor.log %x : f32[4]
          %e = tensor.exp %l : f32[4]
          %l2 = tensor.log %e : f32[4]
          %e2 = tensor.exp %l2 : f32[4]
          %n = tensor.neg %e2 : f32[4]
          return %n
        }
    """))
    f = clone_module(m).get()
    fired = apply_patterns(f, [ExpOfLogIsIdentity(), NegToMulByMinusOne()])
    assert fired == {"ExpOfLogIsIdentity": 2, "NegToMulByMinusOne": 1}
    assert str(f) == textwrap.dedent("""
        func @f(%x: f32[4]) -> f32[4] {
          %constant = tensor.constant -1.0 : f32[4]
          %n = tensor.mul %x, %constant : f32[4]
          return %n
        }""").strip()


def test_canonicalize_folds_to_inf_and_nan_in_text_that_reparses():
    after = canonicalize("""
        func @f() -> (f32[2], f32[2], f64[]) {
          %z = tensor.constant 0.0 : f32[2]
          %l = tensor.log %z : f32[2]
          %n = tensor.div %z, %z : f32[2]
          %c = tensor.constant 1000.0 : f64[]
          %e = tensor.exp %c : f64[]
          return %l, %n, %e
        }
    """)
    text = str(after)
    assert text == textwrap.dedent("""
        func @f() -> (f32[2], f32[2], f64[]) {
          %l = tensor.constant -inf : f32[2]
          %n = tensor.constant nan : f32[2]
          %e = tensor.constant inf : f64[]
          return %l, %n, %e
        }
    """).lstrip()
    assert str(parse_ir(text)) == text
