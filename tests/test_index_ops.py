"""Index ops with data-dependent indices: `gather`, `take_along_dim`, `index_select`,
`scatter_add` and `embedding`, forward and gradients against PyTorch (float64 and float32,
eager and compiled to machine code), repeated indices accumulating; their loop IR (loads and
atomic adds at loaded indices, no one-hot, no matmul); an index out of range planted in each,
caught before any access with the op, the value and its position (the interpreter, the check
before a call) or the kernel, buffer and dimension (generated code); the CUDA source through
nvcc; and an embedding step whose cost does not grow with the vocabulary."""
from __future__ import annotations

import numpy as np
import pytest
import torch

import aotgrad
from aotgrad.frontend.tracer import trace
from aotgrad.ir.errors import IndexingError
from aotgrad.passes.manager import run_pipeline
from aotgrad.passes.pipelines import training_pipeline
from cuda_ptx import assert_compiles_to_ptx

RNG = np.random.default_rng(7)
X = RNG.standard_normal((4, 5))


def _run_ours(fn, arrays, compiled):
    tensors = [aotgrad.tensor(a, requires_grad=a.dtype.kind == "f") for a in arrays]
    y = (aotgrad.compile(fn) if compiled else fn)(*tensors)
    array = y.detach().numpy()
    w = np.cos(np.arange(array.size)).reshape(y.shape).astype(array.dtype)
    (y * aotgrad.tensor(w)).sum().backward()
    return [np.asarray(y)] + [np.asarray(t.grad) for t in tensors if t.requires_grad]


def _run_torch(fn, arrays):
    tensors = [torch.tensor(a, requires_grad=a.dtype.kind == "f") for a in arrays]
    y = fn(*tensors)
    w = torch.cos(torch.arange(y.numel(), dtype=y.dtype)).reshape(y.shape)
    (y * w).sum().backward()
    return [y.detach().numpy()] + [t.grad.numpy() for t in tensors if t.requires_grad]


def check(ours, theirs, arrays, dtype=np.float64):
    arrays = [a.astype(dtype) if a.dtype.kind == "f" else a for a in arrays]
    rtol = 1e-12 if dtype == np.float64 else 1e-5
    want = _run_torch(theirs, arrays)
    for compiled in (False, True):
        for g, w in zip(_run_ours(ours, arrays, compiled), want):
            np.testing.assert_allclose(g, w, rtol=rtol, atol=rtol)


CASES = {
    "gather_dim0": (lambda x, i: aotgrad.gather(x, 0, i), lambda x, i: torch.gather(x, 0, i),
                    [X, RNG.integers(0, 4, (6, 5))]),
    "gather_dim1_smaller": (lambda x, i: aotgrad.gather(x, -1, i),
                            lambda x, i: torch.gather(x, -1, i),
                            [X, RNG.integers(0, 5, (3, 7))]),
    "take_along_dim": (lambda x, i: aotgrad.take_along_dim(x, i, dim=1),
                       lambda x, i: torch.take_along_dim(x, i, dim=1),
                       [X, RNG.integers(0, 5, (1, 9))]),
    "take_along_flat": (lambda x, i: aotgrad.take_along_dim(x, i),
                        lambda x, i: torch.take_along_dim(x, i),
                        [X, np.array([19, 0, 19, 7, 7, 7])]),
    "index_select": (lambda x, i: aotgrad.index_select(x, 1, i),
                     lambda x, i: torch.index_select(x, 1, i),
                     [X, np.array([4, 0, 4, 4, 2, 1])]),
    "index_select_rows_i32": (lambda x, i: aotgrad.index_select(x, 0, i),
                              lambda x, i: torch.index_select(x, 0, i.long()),
                              [X, np.array([3, 3, 0], np.int32)]),
    "scatter_add": (lambda x, i, s: aotgrad.scatter_add(x, 0, i, s),
                    lambda x, i, s: torch.scatter_add(x, 0, i, s),
                    [X, RNG.integers(0, 4, (6, 5)), RNG.standard_normal((6, 5))]),
    "scatter_add_smaller_index": (lambda x, i, s: aotgrad.scatter_add(x, 1, i, s),
                                  lambda x, i, s: torch.scatter_add(x, 1, i, s),
                                  [X, RNG.integers(0, 5, (2, 8)), RNG.standard_normal((2, 8))]),
    "embedding": (lambda t, i: aotgrad.embedding(i, t),
                  lambda t, i: torch.nn.functional.embedding(i, t),
                  [RNG.standard_normal((9, 3)), np.array([[0, 3, 3, 8], [8, 1, 3, 3]])]),
}


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("name", list(CASES))
def test_index_op_values_and_gradients_match_torch(name, dtype):
    ours, theirs, arrays = CASES[name]
    check(ours, theirs, arrays, dtype)


def test_repeated_indices_accumulate():
    table = np.zeros((3, 2))
    ids = np.array([1, 1, 1, 2])
    t = aotgrad.tensor(table, requires_grad=True)
    aotgrad.compile(lambda t, i: aotgrad.embedding(i, t).sum())(t, ids).backward()
    np.testing.assert_array_equal(np.asarray(t.grad), [[0, 0], [3, 3], [1, 1]])
    out = aotgrad.compile(lambda x, i, s: aotgrad.scatter_add(x, 0, i, s))(
        np.zeros(3), np.array([2, 2, 0, 2]), np.array([1.0, 2.0, 4.0, 8.0]))
    np.testing.assert_array_equal(out, [4.0, 0.0, 11.0])


def _loops(fn, *arrays, backend: str = "cpu") -> str:
    from aotgrad.ir.printer import print_module
    return print_module(run_pipeline(trace(fn, *arrays), training_pipeline(backend=backend)))


def test_embedding_gradient_is_a_scatter_of_atomic_adds_not_a_one_hot_matmul():
    # the GPU's pipeline keeps the dense gradient: a scatter into the zero-filled table
    text = _loops(lambda t, i: (aotgrad.embedding(i, t) ** 2).sum(),
                  np.ones((1000, 8), np.float32), np.zeros((2, 3), np.int64), backend="cuda")
    assert "matmul" not in text and "arith.eq" not in text
    assert "loop.atomic_add" in text and "scatter_add" in text
    # the additions loop over the 6 ids only; the 1,000 rows are only zero-filled
    assert "loop.for %n = 0 to 6" in text


def test_embedding_gradient_on_the_cpu_is_its_rows_and_ids():
    # `row-sparse-grads`: the backward returns the 6 rows and their ids, no [1000, 8] table
    text = _loops(lambda t, i: (aotgrad.embedding(i, t) ** 2).sum(),
                  np.ones((1000, 8), np.float32), np.zeros((2, 3), np.int64))
    backward = text[text.index("program @lambda_backward"):]
    assert "scatter_add" not in text and "1000" not in backward
    assert "-> (buf<f32[6,8]>, buf<i64[6]>)" in backward.splitlines()[0]


def test_take_along_reads_at_loaded_indices():
    text = _loops(lambda x, i: (aotgrad.gather(x, 1, i) * 2.0).sum(),
                  np.ones((4, 50), np.float32), np.zeros((4, 3), np.int64))
    assert "matmul" not in text and "arith.eq" not in text
    assert "loop.load %primals_1[%i, %at]" in text or "%at]" in text


# --------------------------------------------------------------------------- bad indices

BAD = {
    "gather": (lambda x, i: aotgrad.gather(x, 1, i) * 1.0, [X, np.array([[0, 1], [5, 2]])],
               r"index 5 out of bounds for dimension 1 of %\w+ \(f64\[4,5\]\) in kernel"
               r" @\w*take_along\w* \(valid: 0 to 4\); the index was read at position \[1, 0\]"
               r" of %i \(i64\[2,2\]\)"),
    "index_select": (lambda x, i: aotgrad.index_select(x, 0, i) * 1.0, [X, np.array([0, -1])],
                     r"index -1 out of bounds for dimension 0 of %\w+ \(f64\[4,5\]\) in kernel"
                     r" @\w*take_along\w* \(valid: 0 to 3\); the index was read at position"
                     r" \[1\] of %i \(i64\[2\]\)"),
    "scatter_add": (lambda x, i, s: aotgrad.scatter_add(x, 0, i, s),
                    [X, np.array([[0, 4, 0, 0, 0]]), np.ones((1, 5))],
                    r"index 4 out of bounds for dimension 0 of %\w+ \(f64\[4,5\]\) in kernel"
                    r" @\w*scatter_add\w* \(valid: 0 to 3\); the index was read at position"
                    r" \[0, 1\] of %i \(i64\[1,5\]\)"),
}


@pytest.mark.parametrize("name", list(BAD))
def test_a_planted_bad_index_raises_in_generated_code_without_the_access(name):
    fn, arrays, message = BAD[name]
    compiled = aotgrad.compile(fn)
    with pytest.raises(IndexingError, match=message):
        compiled(*arrays)


@pytest.mark.parametrize("name", list(BAD))
def test_a_planted_bad_index_raises_in_the_interpreter_naming_op_value_and_position(name):
    fn, arrays, _ = BAD[name]
    module = trace(fn, *arrays)
    with pytest.raises(IndexingError, match=r"'(take_along|scatter_add)' index (5|-1|4) at"
                                            r" position \[\d(, \d)?\]"):
        aotgrad.interpret(module, *arrays)


def test_a_bad_computed_index_is_caught_by_the_scatter_of_a_backward():
    # the index is computed inside (nothing to check before the call); the forward only
    # multiplies, so the scatter of the backward is the first to read it
    src = aotgrad.tensor(np.ones((1, 3)), requires_grad=True)
    def f(s, x):
        index = aotgrad.argmax(x, axis=0, keepdim=True) + 1
        return (aotgrad.scatter_add(np.zeros((2, 3)), 0, index, s) * 2.0).sum()
    f = aotgrad.compile(f)
    with pytest.raises(IndexingError, match=r"index 2 out of bounds for dimension 0"):
        f(src, np.array([[0.0, 1.0, 5.0], [2.0, 0.0, 0.0]]))
    f(src, np.array([[5.0, 1.0, 5.0], [2.0, 0.0, 0.0]])).backward()
    np.testing.assert_array_equal(np.asarray(src.grad), [[2.0, 2.0, 2.0]])


def test_an_out_of_range_id_argument_names_op_value_and_position():
    ours = aotgrad.nn.Embedding(6, 2)
    with pytest.raises(IndexingError, match=r"'embedding' got label 6 at position \[1, 0\]"):
        aotgrad.compile(lambda i: ours(i).sum())(np.array([[0, 1], [6, 2]]))


@pytest.mark.parametrize("name", list(BAD))
def test_bounds_check_mode_catches_the_planted_index_too(name, monkeypatch):
    monkeypatch.setenv("AOTGRAD_BOUNDS_CHECK", "1")
    fn, arrays, message = BAD[name]
    with pytest.raises(IndexingError, match=message):
        aotgrad.compile(fn)(*arrays)


# --------------------------------------------------------------------------- CUDA, cost

def test_index_ops_compile_to_ptx_with_atomic_adds(tmp_path):
    def f(t, ids, x, i):
        e = aotgrad.embedding(ids, t)
        return (e * e).sum() + (aotgrad.gather(x, 1, i) ** 2).sum() + \
            aotgrad.index_select(x, 0, ids[0]).sum()
    source = assert_compiles_to_ptx(trace(f, np.ones((50, 8), np.float32),
                                          np.zeros((2, 4), np.int64), np.ones((4, 6), np.float32),
                                          np.zeros((4, 3), np.int64)), tmp_path)
    assert "atomicAdd(&" in source and "ag_check(" in source


def test_a_one_dimensional_scatter_compiles_to_ptx_its_adds_split_over_threads(tmp_path):
    # the fill, then the adds, each a launch over the whole grid (the adds read what the
    # fill wrote): four zeros a thread (one 16-byte store: 250 threads), then a thread per
    # add, atomicAdd keeping the repeats of an index
    source = assert_compiles_to_ptx(trace(
        lambda i, s: (aotgrad.scatter_add(np.zeros(1000, np.float32), 0, i, s) ** 2).sum(),
        np.zeros(100, np.int64), np.ones(100, np.float32)), tmp_path)
    adds = source.split("scatter_add_kernel_2(", 1)[1].split("\n}\n", 1)[0]
    assert "ag_p < 100; ag_p += (long long)gridDim.x * blockDim.x" in adds
    assert "atomicAdd(&" in adds
    assert "//   scatter_add_kernel<<<1, 256>>>" in source


def _accesses_per_step(vocab: int, width: int = 32, backend: str = "cpu") -> int:
    """Loads, stores and atomic adds one forward and backward of an embedding step run: each
    access counted once per iteration of the loops around it."""
    from aotgrad.ir.loop.ops import IndexedOp, LoopOp
    module = run_pipeline(trace(lambda t, i: (aotgrad.embedding(i, t) ** 2).sum(),
                                np.ones((vocab, width), np.float32),
                                np.zeros((16, 32), np.int64)),
                          training_pipeline(backend=backend))
    total = 0
    for f in module.functions:
        if f.kind != "kernel":
            continue
        for op in f.walk():
            if isinstance(op, IndexedOp):
                trips, block = 1, op.parent
                while block is not None and isinstance(getattr(block.parent, "parent", None),
                                                       LoopOp):
                    loop = block.parent.parent
                    trips *= loop.trip_count
                    block = loop.parent
                total += trips
    return total


def test_embedding_step_work_grows_with_the_tokens_not_with_the_vocabulary():
    # with a dense gradient (the GPU's pipeline), 100 x the rows add only the zero-fill of
    # the gradient's new rows (one store per element); a one-hot matmul would add 512 tokens
    # x 49,500 rows x 32 multiply-adds
    small, large = (_accesses_per_step(n, backend="cuda") for n in (500, 50_000))
    assert large - small == 49_500 * 32
    assert small < 500 * 32 + 20 * 512 * 32
    # on the CPU the gradient is the 512 rows and their ids: no access depends on the rows
    # of the table, once it has more rows than the step has tokens
    small, large = _accesses_per_step(1_000), _accesses_per_step(50_000)
    assert small == large < 20 * 512 * 32


def test_docs_example():
    # docs/index_ops.md
    x = np.arange(12.0).reshape(3, 4)
    np.testing.assert_array_equal(aotgrad.gather(x, 1, np.array([[3, 0], [1, 1], [2, 3]])),
                                  [[3, 0], [5, 5], [10, 11]])
    np.testing.assert_array_equal(aotgrad.scatter_add(np.zeros(3), 0, np.array([2, 2, 0]),
                                                      np.array([1.0, 2.0, 4.0])), [4, 0, 3])


# --------------------------------------------------------------------------- loop.atomic_add

def _atomic_program(loop: str, dtype: str) -> str:
    return f"""kernel @add(%ids: buf<i64[64]>, %v: buf<{dtype}[64]>, %out: buf<{dtype}[3]>) {{
  {loop} %i = 0 to 64 {{
    %id = loop.load %ids[%i] : i64
    %x = loop.load %v[%i] : {dtype}
    loop.atomic_add %x, %out[%id]
  }}
}}

program @f(%ids: buf<i64[64]>, %v: buf<{dtype}[64]>, %out: buf<{dtype}[3]>) -> buf<{dtype}[3]> {{
  loop.call @add(%ids, %v, %out)
  return %out
}}
"""


@pytest.mark.parametrize("dtype", ["f32", "f64", "i32", "i64"])
@pytest.mark.parametrize("loop", ["loop.for", "loop.parallel"])
def test_atomic_add_accumulates_repeats_in_machine_code_and_the_interpreter(loop, dtype):
    from aotgrad.ir.loop.interpret import run_program
    from aotgrad.ir.parser import parse_ir
    from aotgrad.ir.printer import print_module
    from aotgrad.runtime.cpu import CpuProgram
    text = _atomic_program(loop, dtype)
    module = parse_ir(text)
    assert print_module(module) == text
    rng = np.random.default_rng(1)
    ids = rng.integers(0, 3, 64)
    v = rng.integers(-5, 6, 64).astype(np.dtype({"f32": "float32", "f64": "float64",
                                                  "i32": "int32", "i64": "int64"}[dtype]))
    want = np.zeros(3, v.dtype)
    np.add.at(want, ids, v)
    program = CpuProgram(module, "f")
    assert ("atomicrmw" in program.llvm_ir) == (loop == "loop.parallel")
    np.testing.assert_array_equal(program(ids, v, np.zeros(3, v.dtype))[0], want)
    np.testing.assert_array_equal(run_program(module, module.get("f"),
                                              [ids, v, np.zeros(3, v.dtype)])[0], want)


ADD_THEN_LOAD = """kernel @k(%ids: buf<i64[4]>, %v: buf<f32[4]>, %o: buf<f32[3]>, %r: buf<f32[4]>) {
  loop.for %i = 0 to 4 {
    %id = loop.load %ids[%i] : i64
    %x = loop.load %v[%i] : f32
    loop.atomic_add %x, %o[%id]
    %y = loop.load %o[%id] : f32
    loop.store %y, %r[%i]
  }
}
"""


def test_a_load_after_an_atomic_add_is_not_forwarded_the_addend():
    from aotgrad.ir.parser import parse_ir
    from aotgrad.ir.printer import print_module
    from aotgrad.passes.fuse.forward import forward_stores
    module = parse_ir(ADD_THEN_LOAD)
    forward_stores(module.functions[0])
    assert "%y = loop.load %o[%id] : f32" in print_module(module)


def test_the_cpu_scatter_adds_rows_and_the_gpu_columns():
    """An embedding's gradient on the CPU: each id adds its contiguous row of width (the loop
    along the ids outside the width's); the GPU lowering keeps a parallel loop over the width
    around the ids (one thread per column, atomic adds). Both give PyTorch's gradient."""
    from aotgrad.passes.pipelines import training_pipeline
    rng = np.random.default_rng(5)
    ids = rng.integers(0, 7, (4, 6))
    w = rng.standard_normal((7, 5))
    probe = rng.standard_normal((4, 6, 5))
    gpu = training_pipeline().replace("lower,", "lower{column_reductions=per_column},")
    ref = torch.tensor(w, requires_grad=True)
    (torch.nn.functional.embedding(torch.tensor(ids), ref) * torch.tensor(probe)).sum().backward()
    for pipeline, inner in ((None, "5"), (gpu, "24")):         # the width; the ids
        weight = aotgrad.tensor(w, requires_grad=True)
        options = {"pipeline": pipeline} if pipeline else {}
        f = aotgrad.compile(lambda weight: (aotgrad.nn.functional.embedding(ids, weight)
                                            * probe).sum(), **options)
        f(weight).backward()
        np.testing.assert_allclose(np.asarray(weight.grad), ref.grad.numpy(), rtol=1e-12)
        text = str(f.compiled.module)
        kernel = text[text.index("scatter_add"):]
        loops = [line.split()[-2] for line in kernel[:kernel.index("\n}\n")].splitlines()
                 if line.strip().startswith(("loop.for", "loop.parallel"))]
        assert loops[-1] == inner, loops          # the innermost loop's extent
