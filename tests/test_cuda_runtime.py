"""The cuda runtime's host side, without a GPU: the cuBLAS argument mapping against numpy, device
tensors refusing clearly where CUDA cannot run, and, over a driver whose "device memory" is host
memory (`fake_cuda`: copies and memsets move real bytes, kernels are recorded, not run), the
bookkeeping of device tensors: where data lives, what each call copies and allocates (a
training step on the device copies nothing and, after its first call, allocates nothing),
matmuls handed to cuBLAS with the right pointers, DLPack and `__cuda_array_interface__`.
What kernels compute is checked on a GPU (`tests/test_cuda_gpu.py`)."""
from __future__ import annotations

import ctypes
import itertools

import numpy as np
import pytest

import aotgrad
import fake_cuda
from aotgrad.runtime import cublas, cuda, device


@pytest.mark.parametrize("ta,tb,batch,shared", [
    (ta, tb, batch, shared) for ta, tb in itertools.product([False, True], repeat=2)
    for batch, shared in [(1, None), (3, None), (3, "lhs"), (3, "rhs")]])
def test_cublas_arguments_compute_the_row_major_product(ta, tb, batch, shared):
    rng = np.random.default_rng(0)
    m, n, k = 5, 7, 3
    lhs = rng.standard_normal((1 if shared == "lhs" else batch, *((k, m) if ta else (m, k))))
    rhs = rng.standard_normal((1 if shared == "rhs" else batch, *((n, k) if tb else (k, n))))
    op = lambda x, t: np.swapaxes(x, -1, -2) if t else x     # noqa: E731
    want = op(lhs, ta) @ op(rhs, tb)
    call = cublas.gemm_arguments(m, n, k, ta, tb, lhs.shape[-1], rhs.shape[-1],
                                 0 if shared == "lhs" else m * k,
                                 0 if shared == "rhs" else k * n, m * n, batch)
    out = np.full(batch * m * n, np.nan)
    flat = {"lhs": lhs.reshape(-1), "rhs": rhs.reshape(-1)}
    cublas.column_major_gemm(call, flat[call.first], flat[call.second], out)
    np.testing.assert_allclose(out.reshape(batch, m, n), want, rtol=1e-12)


@pytest.mark.skipif(device.unavailable() is None, reason="CUDA can run here")
def test_device_tensors_refuse_clearly_where_cuda_cannot_run():
    for make in (lambda: aotgrad.tensor([1.0, 2.0], device="cuda"),
                 lambda: aotgrad.tensor([1.0]).cuda(),
                 lambda: aotgrad.nn.Linear(2, 3).to("cuda")):
        with pytest.raises(device.CudaError, match="the cuda backend cannot run: "):
            make()
    with pytest.raises(ValueError, match="unknown device 'tpu'"):
        aotgrad.tensor([1.0]).to(device="tpu")


# ------------------------------------------------------------------ over host memory

@pytest.fixture
def gpu(monkeypatch):
    return fake_cuda.install(monkeypatch)


def test_device_tensors_round_trip_and_say_where_they_are(gpu):
    x = np.arange(6, dtype=np.float32).reshape(2, 3)
    t = aotgrad.tensor(x, device="cuda")
    assert t.device == "cuda:0" and t.is_cuda and isinstance(t.data, device.DeviceArray)
    assert device.counts()["host_to_device"] == 1
    back = t.cpu()
    assert back.device == "cpu" and isinstance(back.data, np.ndarray)
    np.testing.assert_array_equal(back.numpy(), x)
    np.testing.assert_array_equal(t.numpy(), x)         # .numpy() copies to the host
    assert device.counts()["device_to_host"] == 2
    assert t.cuda() is t and back.cpu() is back
    assert "device='cuda:0'" in repr(t)
    for value in (0.0, 2.5):
        with aotgrad.no_grad():
            t.fill_(value)
        np.testing.assert_array_equal(t.numpy(), np.full((2, 3), value, np.float32))
    d = aotgrad.tensor(np.array([1.0, -2.0]), device="cuda")        # f64: two words
    with aotgrad.no_grad():
        d.fill_(-0.75)
    np.testing.assert_array_equal(d.numpy(), [-0.75, -0.75])


def test_mixing_devices_in_one_call_names_the_arguments(gpu):
    f = aotgrad.compile(lambda x, w: x @ w)
    with pytest.raises(RuntimeError, match=r"same device.*'x' on cuda.*'w' on cpu"):
        f(aotgrad.tensor(np.ones((2, 3), np.float32), device="cuda"),
          aotgrad.tensor(np.ones((3, 4), np.float32)))


def _emulate_cublas(monkeypatch) -> list:
    """cuBLAS as `column_major_gemm` on the host memory of the fake device."""
    calls = []

    def gemm(call, itemsize, pointers, context_key):
        dtype = np.float32 if itemsize == 4 else np.float64

        def flat(pointer, n):
            return np.frombuffer((ctypes.c_char * (n * itemsize)).from_address(pointer), dtype)
        calls.append(call)
        size = lambda ld, rows, cols, stride: (call.batch - 1) * stride + ld * max(rows, cols)  # noqa: E731
        a = flat(pointers[call.first], size(call.lda, call.m, call.k, call.stride_a))
        b = flat(pointers[call.second], size(call.ldb, call.k, call.n, call.stride_b))
        c = np.frombuffer((ctypes.c_char * (call.batch * call.m * call.n * itemsize))
                          .from_address(pointers["out"]), dtype).copy()
        cublas.column_major_gemm(call, a, b, c)
        ctypes.memmove(pointers["out"], c.ctypes.data, c.nbytes)
    monkeypatch.setattr(cublas, "available", lambda: True)
    monkeypatch.setattr(cublas, "gemm", gemm)
    return calls


@pytest.mark.parametrize("spelling", ["x @ w", "x @ w.T", "batched"])
def test_matmuls_hand_cublas_the_device_pointers(gpu, monkeypatch, spelling):
    calls = _emulate_cublas(monkeypatch)
    rng = np.random.default_rng(1)
    x = rng.standard_normal((4, 5) if spelling != "batched" else (3, 4, 5)).astype(np.float32)
    w = rng.standard_normal((5, 6) if spelling != "x @ w.T" else (6, 5)).astype(np.float32)
    fn = {"x @ w": lambda x, w: x @ w, "x @ w.T": lambda x, w: x @ w.T,
          "batched": lambda x, w: x @ w}[spelling]
    want = x @ (w.T if spelling == "x @ w.T" else w)
    got = aotgrad.compile(fn)(aotgrad.tensor(x, device="cuda"), aotgrad.tensor(w, device="cuda"))
    assert got.is_cuda and calls
    np.testing.assert_allclose(got.numpy(), want, rtol=1e-5, atol=1e-5)


def _mlp_step(optimizer: str):
    aotgrad.nn.manual_seed(0)
    model = aotgrad.nn.Sequential(aotgrad.nn.Linear(8, 16), aotgrad.nn.ReLU(),
                                  aotgrad.nn.Linear(16, 4)).cuda()
    opt = getattr(aotgrad.optim, optimizer)(model.parameters(), lr=0.1)

    @aotgrad.compile
    def loss_of(x, y):
        return aotgrad.cross_entropy(model(x), y)

    x = aotgrad.tensor(np.ones((32, 8), np.float32), device="cuda")
    y = aotgrad.tensor(np.zeros(32, np.int64), device="cuda")

    def step():
        opt.zero_grad()
        loss = loss_of(x, y)
        loss.backward()
        opt.step()
        return loss
    return model, step


def test_a_step_with_a_graph_break_frees_its_memory_without_the_collector(gpu):
    """The memory of a call traced with a graph break (its arguments, each segment's outputs)
    is freed when its tensors are, not left in the trace's reference cycle until the
    collector runs: a step makes no device allocation after its first."""
    import gc
    x = aotgrad.tensor(np.linspace(-1, 1, 64, dtype=np.float32), device="cuda",
                       requires_grad=True)

    @aotgrad.compile
    def loss_of(x):
        h = aotgrad.tanh(x * 2.0)
        return (h * h).sum() if float(h.sum()) > -100.0 else h.sum()

    gc.disable()
    try:
        for _ in range(2):
            x.grad = None
            loss_of(x).backward()
        device.reset_counts()
        for _ in range(3):
            x.grad = None
            loss_of(x).backward()
        assert device.counts()["allocations"] == 0, device.counts()
    finally:
        gc.enable()
    assert loss_of.cache_info().segments_reused >= 3


@pytest.mark.parametrize("optimizer", ["SGD", "Adam"])
def test_a_training_step_on_the_device_copies_nothing_and_reuses_its_memory(gpu, optimizer):
    model, step = _mlp_step(optimizer)
    loss = step()
    assert loss.is_cuda
    assert all(p.is_cuda for p in model.parameters())
    del loss                              # held, it would keep its block from the next step
    device.reset_counts()
    for _ in range(3):
        step()
    counts = device.counts()
    assert counts["host_to_device"] == counts["device_to_host"] == 0, counts
    assert counts["allocations"] == 0, counts
    assert all(type(p.data) is device.DeviceArray for p in model.parameters())


def test_gradients_of_device_parameters_are_device_arrays_and_accumulate_there(gpu):
    w = aotgrad.tensor(np.ones((3, 3), np.float32), device="cuda", requires_grad=True)
    f = aotgrad.compile(lambda w: aotgrad.sum(w * w))
    f(w).backward()
    first = w.grad
    assert first.is_cuda and type(first.data) is device.DeviceArray and first.shape == (3, 3)
    device.reset_counts()
    f(w).backward()                               # accumulates: a sum on the device
    assert w.grad.is_cuda and w.grad.data is not first.data
    assert device.counts()["device_to_host"] == device.counts()["host_to_device"] == 0
    assert any(line.startswith("launch") for line in gpu.log)


def test_a_host_call_of_a_device_program_copies_at_its_boundary_only(gpu):
    f = aotgrad.compile(lambda x: aotgrad.exp(x) * 2.0, backend="cuda")
    out = f(np.ones(8, np.float32))
    assert isinstance(out, np.ndarray)
    counts = device.counts()
    assert counts["host_to_device"] == 1 and counts["device_to_host"] == 1


def test_the_caching_allocator_reuses_a_freed_block(gpu):
    a = device.DeviceArray.empty((100,), np.float32)
    pointer = a.pointer
    del a
    before = gpu.allocations
    b = device.DeviceArray.empty((100,), np.float32)      # the same rounded size
    assert b.pointer == pointer and gpu.allocations == before
    device.empty_cache()


def test_device_arrays_export_dlpack_and_the_cuda_array_interface(gpu):
    t = aotgrad.tensor(np.arange(6, dtype=np.float32).reshape(2, 3), device="cuda")
    iface = t.data.__cuda_array_interface__
    assert iface["shape"] == (2, 3) and iface["typestr"] == "<f4" and iface["version"] == 3
    assert iface["data"] == (t.data.pointer, False)
    assert t.data.__dlpack_device__() == (2, 0)
    capsule = t.data.__dlpack__()
    get = ctypes.pythonapi.PyCapsule_GetPointer
    get.restype, get.argtypes = ctypes.c_void_p, [ctypes.py_object, ctypes.c_char_p]
    managed = device._DLManagedTensor.from_address(get(capsule, b"dltensor"))
    dl = managed.dl_tensor
    assert dl.data == t.data.pointer and dl.ndim == 2 and [dl.shape[0], dl.shape[1]] == [2, 3]
    assert (dl.dtype.code, dl.dtype.bits, dl.dtype.lanes) == (2, 32, 1)
    assert (dl.device.device_type, dl.device.device_id) == (2, 0)

    class Borrowed:                      # another library's CUDA array
        __cuda_array_interface__ = {"shape": (2, 3), "typestr": "<f4", "data":
                                    (t.data.pointer, False), "version": 3, "strides": None}
    shared = aotgrad.from_dlpack(Borrowed())
    assert shared.is_cuda and shared.data.pointer == t.data.pointer
    np.testing.assert_array_equal(shared.numpy(), t.numpy())

    class Strided:
        __cuda_array_interface__ = {"shape": (2, 3), "typestr": "<f4", "data": (0, False),
                                    "version": 3, "strides": (4, 8)}
    with pytest.raises(cuda.CudaError, match="C-contiguous"):
        aotgrad.from_dlpack(Strided())


def test_out_of_range_labels_on_the_device_are_refused_without_waiting(gpu):
    """The label check runs where the labels are and answers later: the call queues it and
    returns without waiting for the device; the next synchronisation raises the error (the
    fake check kernel is given what the real one writes: the first bad position, its
    value)."""
    def below(values, n, bound, record):
        fake_cuda.words(record, np.uint64, 2)[:] = [2, 7]
    gpu.kernels["ag_below_i64"] = below
    f = aotgrad.compile(lambda z, y: aotgrad.cross_entropy(z, y))
    z = aotgrad.tensor(np.zeros((4, 3), np.float32), device="cuda")
    y = aotgrad.tensor(np.array([0, 1, 7, 2]), device="cuda")
    gpu.log.clear()
    gpu.busy = True                               # the answer is still on its way
    f(z, y)
    assert "synchronize" not in gpu.log and "dtoh async" in gpu.log
    with pytest.raises(aotgrad.ExecutionError, match=r"label 7 at position \[2\], out of "
                                                     r"range for 3 classes"):
        aotgrad.cuda.synchronize()
    aotgrad.cuda.synchronize()                    # answered once
    gpu.busy = False                              # arrived by the program's call: raised there
    with pytest.raises(aotgrad.ExecutionError, match=r"label 7 at position \[2\]"):
        f(z, y)
    del gpu.kernels["ag_below_i64"]
    f(z, aotgrad.tensor(np.array([0, 1, 2, 2]), device="cuda"))
    aotgrad.cuda.synchronize()


def test_a_failed_bounds_check_of_a_device_program_is_raised_at_the_next_call(gpu,
                                                                               monkeypatch):
    """A kernel's run-time bounds check (every index, under AOTGRAD_BOUNDS_CHECK=1) records
    its failure on the device; the program does not wait for the record, and the next call
    raises it, naming the kernel, the buffer and the index, then clears it."""
    monkeypatch.setenv("AOTGRAD_BOUNDS_CHECK", "1")
    f = aotgrad.compile(lambda x: aotgrad.exp(x) * 2.0)
    x = aotgrad.tensor(np.ones(8, np.float32), device="cuda")
    f(x)
    (program,) = [p for p in gc_programs() if p.plan.checks]
    record = fake_cuda.words(program._fault, np.uint64, 3)
    record[:] = [1, 9, 2**64 - 1]                 # check 1 failed, index 9, no source
    gpu.log.clear()
    gpu.busy = True
    f(x)                                          # queues the copy of the record
    assert "synchronize" not in gpu.log
    gpu.busy = False
    with pytest.raises(aotgrad.IndexingError, match=r"index 9.*found on the device after "
                                                    r"the call"):
        f(x)
    assert not record.any()                       # cleared for the calls after
    f(x)
    aotgrad.cuda.synchronize()


def gc_programs():
    import gc
    from aotgrad.runtime.cuda import CudaProgram
    return [o for o in gc.get_objects() if isinstance(o, CudaProgram)]


def test_large_copies_go_through_two_pinned_staging_buffers(gpu):
    """20 MB each way: three chunks through the two page-locked staging buffers (made once),
    the device copy of one overlapping the host's fill of the other; 1 kB goes directly."""
    from aotgrad.runtime import host_memory
    x = np.random.default_rng(0).standard_normal(5 << 20).astype(np.float32)
    gpu.log.clear()
    t = aotgrad.tensor(x, device="cuda")
    assert gpu.log.count("pagelocked") == 2 and gpu.log.count("htod async") == 3
    assert "htod" not in gpu.log
    np.testing.assert_array_equal(t.numpy(), x)
    assert gpu.log.count("dtoh async") == 3 and gpu.log.count("pagelocked") == 2
    assert host_memory.CHUNK == 8 << 20
    gpu.log.clear()
    small = aotgrad.tensor(x[:256], device="cuda")
    assert gpu.log == ["htod"]
    np.testing.assert_array_equal(small.numpy(), x[:256])


def test_pinned_tensors_copy_to_the_device_without_the_host_waiting(gpu, monkeypatch):
    """`pin_memory()` puts a host tensor in page-locked memory; `.to("cuda",
    non_blocking=True)` of it queues one asynchronous copy; a DataLoader with
    `pin_memory=True` yields pinned batches."""
    from aotgrad.runtime import device as dev
    x = np.arange(12, dtype=np.float32).reshape(3, 4)
    t = aotgrad.tensor(x)
    assert not t.is_pinned()
    p = t.pin_memory()
    assert p.is_pinned() and p.device == "cpu" and not t.is_pinned()
    np.testing.assert_array_equal(p.numpy(), x)
    gpu.log.clear()
    d = p.to("cuda", non_blocking=True)
    assert gpu.log == ["htod async"] and d.is_cuda
    np.testing.assert_array_equal(d.cpu().numpy(), x)
    with pytest.raises(RuntimeError, match="cannot pin a cuda tensor"):
        d.pin_memory()
    monkeypatch.setattr(dev, "unavailable", lambda: None)
    ds = aotgrad.utils.data.TensorDataset(aotgrad.tensor(x), aotgrad.tensor(np.arange(3)))
    batches = list(aotgrad.utils.data.DataLoader(ds, batch_size=2, pin_memory=True))
    assert all(b.is_pinned() for batch in batches for b in batch)
    np.testing.assert_array_equal(batches[0][0].numpy(), x[:2])


def test_cuda_graphs_capture_a_program_once_per_addresses_and_replay_it(gpu):
    """With cuda_graphs=True, a program's first call with given buffer addresses captures its
    launches (nothing runs while capturing) and launches the graph; a call with the same
    addresses only replays it; new addresses capture again."""
    before = {id(p) for p in gc_programs()}
    f = aotgrad.compile(lambda x: aotgrad.exp(x) * 2.0 + 1.0, cuda_graphs=True)
    x = aotgrad.tensor(np.ones(8, np.float32), device="cuda")
    gpu.log.clear()
    out = f(x)
    assert "capture" in gpu.log and gpu.log[-1] == "graph 0"
    assert not [line for line in gpu.log if line.startswith("launch")]
    del out                                   # its block serves the next call's result
    gpu.log.clear()
    f(x)
    assert gpu.log == ["graph 0"]
    y = aotgrad.tensor(np.zeros(8, np.float32), device="cuda")
    gpu.log.clear()
    f(y)
    assert gpu.log == ["capture", "graph 1"]
    (program,) = [p for p in gc_programs() if p.graphs is not None and id(p) not in before]
    assert (program.graphs.captures, program.graphs.replays) == (2, 1)


def test_cuda_graphs_for_every_program_replay_a_training_step(gpu, monkeypatch):
    """`aotgrad.backends.cuda.graphs = True`: the forward, the backward and the optimizer's
    update of an MLP step are all replayed after their first steps, with no kernel launched
    one by one and nothing allocated; profiling launches one by one (a graph has no events
    between its kernels)."""
    monkeypatch.setattr(aotgrad.backends.cuda, "graphs", True)
    model, step = _mlp_step("SGD")
    for _ in range(3):
        step()
    device.reset_counts()
    gpu.log.clear()
    step()
    # the label check's two kernels run outside the programs, as before
    assert not [line for line in gpu.log if line.startswith(("launch", "capture")) and
                not line.startswith("launch ag_")], gpu.log
    assert len([line for line in gpu.log if line.startswith("graph")]) == 3
    counts = device.counts()
    assert (counts["allocations"], counts["launches"], counts["graph_launches"]) == (0, 0, 3)
    with aotgrad.profiler.profile():
        gpu.log.clear()
        step()
    assert [line for line in gpu.log if line.startswith("launch")]


def test_cuda_graphs_by_default_where_they_pay(gpu, monkeypatch):
    """By default a program of two launches or more captures a set of addresses the third
    time it sees it: an SGD step (the optimizer writing its parameters in place, as with
    graphs on) is three replays from its fourth step; a one-kernel program never captures;
    `cuda_graphs=False` never."""
    assert aotgrad.backends.cuda.graphs is None
    model, step = _mlp_step("SGD")
    for _ in range(3):
        step()
    device.reset_counts()
    step()
    step()
    counts = device.counts()
    assert (counts["launches"], counts["graph_launches"], counts["allocations"]) == (0, 6, 0)
    x = aotgrad.tensor(np.ones(8, np.float32), device="cuda")
    for fn in (aotgrad.compile(lambda x: aotgrad.exp(x)),
               aotgrad.compile(lambda x: (aotgrad.exp(x) * 2.0).sum() + x.amax(),
                               cuda_graphs=False)):
        gpu.log.clear()
        for _ in range(5):
            fn(x)
        assert "capture" not in gpu.log and not any(e.startswith("graph") for e in gpu.log)
    monkeypatch.setattr(aotgrad.backends.cuda, "graphs", False)
    assert aotgrad.backends.cuda.graphs is False


def test_cuda_graphs_by_default_go_quietly_where_the_driver_cannot_capture(gpu, monkeypatch):
    """Graphs nobody asked for: where the driver's graph calls cannot be loaded, or a capture
    fails, the program launches one by one without a warning (logged)."""
    import warnings
    from aotgrad.runtime import cuda_graphs
    x = aotgrad.tensor(np.ones(8, np.float32), device="cuda")

    def two_launches():
        return aotgrad.compile(lambda x: (aotgrad.exp(x) * 2.0).sum() + x.amax())
    monkeypatch.setattr(cuda_graphs, "_API", [])
    monkeypatch.setattr(cuda_graphs, "Api", lambda: (_ for _ in ()).throw(OSError("no")))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        f = two_launches()
        for _ in range(4):
            f(x)
    assert cuda_graphs._API[0] is None           # tried, and went without them

    def refuse(stream):
        raise cuda_graphs.GraphError("cuStreamBeginCapture failed with CUDA error 900")
    monkeypatch.setattr(cuda_graphs, "_API", [gpu.graph_api])
    monkeypatch.setattr(gpu.graph_api, "begin", refuse)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        g = two_launches()
        gpu.log.clear()
        for _ in range(4):
            got = g(x)
    assert got.is_cuda and [e for e in gpu.log if e.startswith("launch")]
    with pytest.warns(RuntimeWarning, match="CUDA graphs are off.*no"):
        monkeypatch.setattr(cuda_graphs, "_API", [])
        monkeypatch.setattr(cuda_graphs, "Api", lambda: (_ for _ in ()).throw(OSError("no")))
        aotgrad.compile(lambda x: aotgrad.exp(x) * 3.0, cuda_graphs=True)(x)


def test_cuda_graphs_off_where_the_driver_cannot_capture(gpu, monkeypatch):
    """Where the graph calls cannot be loaded the program says so once and launches as
    before; a capture that fails turns graphs off for that program, which then runs."""
    from aotgrad.runtime import cuda_graphs
    monkeypatch.setattr(cuda_graphs, "_API", [])
    monkeypatch.setattr(cuda_graphs, "Api", lambda: (_ for _ in ()).throw(OSError("no")))
    f = aotgrad.compile(lambda x: aotgrad.exp(x), cuda_graphs=True)
    x = aotgrad.tensor(np.ones(8, np.float32), device="cuda")
    with pytest.warns(RuntimeWarning, match="CUDA graphs are off.*no"):
        f(x)
    gpu.log.clear()
    f(x)
    assert [line for line in gpu.log if line.startswith("launch")]

    def refuse(stream):
        raise cuda_graphs.GraphError("cuStreamBeginCapture failed with CUDA error 900")
    monkeypatch.setattr(cuda_graphs, "_API", [gpu.graph_api])
    monkeypatch.setattr(gpu.graph_api, "begin", refuse)
    g = aotgrad.compile(lambda x: aotgrad.sin(x), cuda_graphs=True)
    with pytest.warns(RuntimeWarning, match="runs without CUDA graphs: cuStreamBegin"):
        got = g(x)
    assert got.is_cuda
