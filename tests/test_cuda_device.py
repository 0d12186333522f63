"""Device tensors on a GPU: every op of `tests/gradient_cases.py` forward and backward through
device arrays against the cpu backend; a training step on the device (an `nn` MLP, SGD and
Adam) against PyTorch over 10 steps, with no host<->device copy and no allocation after its
first call; eager ops on device tensors; DLPack and `__cuda_array_interface__` round trips with
PyTorch; cuBLAS against numpy; PyTorch's `torch.compile` and aotgrad in one process in both
import orders. Skipped, with the reason, where pycuda or a CUDA device is missing."""
from __future__ import annotations

import subprocess
import sys
import textwrap

import numpy as np
import pytest

import aotgrad
from aotgrad.runtime import device
from aotgrad.runtime.compiled import CompileOptions, compile_module

try:
    import gradient_cases as gc
    import torch
except ImportError:                  # needs torch, the `oracle` extra
    gc = torch = None

REASON = device.unavailable()
pytestmark = [pytest.mark.cuda,
              pytest.mark.skipif(REASON is not None, reason=f"no CUDA run here: {REASON}")]


def close(got, want, what, rtol=1e-4):
    got, want = np.asarray(got), np.asarray(want)
    assert got.shape == want.shape and got.dtype == want.dtype, what
    scale = max(1.0, float(np.abs(want[np.isfinite(want)]).max(initial=0.0)))
    np.testing.assert_allclose(got, want, rtol=rtol, atol=rtol * scale, err_msg=what)


@pytest.mark.parametrize("case", gc.CASES if gc else [], ids=lambda c: c.id)
def test_every_op_through_device_arrays_matches_the_cpu(case):
    from aotgrad.ir.types import DType
    sample = gc.inputs(case, DType.f32, 7)
    module = gc.build_function(case, sample)
    cpu = compile_module(module, options=CompileOptions(backend="cpu"))
    gpu = compile_module(module, options=CompileOptions(backend="cuda"))
    arrays = [np.asarray(a) for a in sample]
    want = cpu.forward(*arrays)
    got = gpu.forward(*[device.to_device(a) for a in arrays])
    assert all(type(g) is device.DeviceArray for g in got)
    n = len(cpu.output_types)
    for i in range(n):
        close(got[i], want[i], f"{case.id} output {i}")
    if cpu.backward is None:
        return
    tangents = [np.ones(t.shape, t.dtype.numpy) for t in cpu.output_types]
    want_grads = cpu.backward(*want[n:], *tangents)
    got_grads = gpu.backward(*got[n:], *[device.to_device(t) for t in tangents])
    for i, (g, w) in enumerate(zip(got_grads, want_grads)):
        assert type(g) is device.DeviceArray
        close(g, w, f"{case.id} gradient {i}")


def _models(optimizer: str, kwargs: dict):
    rng = np.random.default_rng(0)
    widths = (64, 128, 128, 10)
    params = {}
    for i in range(3):
        params[f"fc{i + 1}.weight"] = rng.uniform(-0.1, 0.1, widths[i:i + 2][::-1]) \
            .astype(np.float32)
        params[f"fc{i + 1}.bias"] = rng.uniform(-0.1, 0.1, widths[i + 1]).astype(np.float32)

    class AgMLP(aotgrad.nn.Module):
        def __init__(self):
            super().__init__()
            self.fc1, self.fc2, self.fc3 = (aotgrad.nn.Linear(a, b) for a, b in
                                            zip(widths, widths[1:]))

        def forward(self, x):
            return self.fc3(aotgrad.relu(self.fc2(aotgrad.relu(self.fc1(x)))))

    tm = torch.nn.Sequential(torch.nn.Linear(64, 128), torch.nn.ReLU(), torch.nn.Linear(128, 128),
                             torch.nn.ReLU(), torch.nn.Linear(128, 10)).cuda()
    am = AgMLP()
    am.load_state_dict(params)
    with torch.no_grad():
        for (name, p), t in zip(am.named_parameters(), tm.parameters()):
            t.copy_(torch.from_numpy(params[name]))
    am.cuda()
    aopt = getattr(aotgrad.optim, optimizer)(am.parameters(), **kwargs)
    topt = getattr(torch.optim, optimizer)(tm.parameters(), **kwargs)
    return am, tm, aopt, topt


def _train_beside_pytorch(optimizer, kwargs, seed, after_first=None):
    """10 steps of the MLP with `optimizer` in aotgrad and PyTorch on the device, the losses
    compared from the second step on (`after_first()` runs after the first)."""
    am, tm, aopt, topt = _models(optimizer, kwargs)
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((32, 64)).astype(np.float32)
    y = rng.integers(0, 10, 32)
    ax, ay = aotgrad.tensor(x, device="cuda"), aotgrad.tensor(y, device="cuda")
    tx, ty = torch.tensor(x, device="cuda"), torch.tensor(y, device="cuda")
    loss_of = aotgrad.compile(lambda x, y: aotgrad.nn.cross_entropy(am(x), y))
    for step in range(10):
        aopt.zero_grad()
        loss = loss_of(ax, ay)
        loss.backward()
        aopt.step()
        topt.zero_grad()
        tloss = torch.nn.functional.cross_entropy(tm(tx), ty)
        tloss.backward()
        topt.step()
        if step == 0:
            del loss
            if after_first is not None:
                after_first()
        else:
            close(loss.detach().numpy(), tloss.detach().cpu().numpy(), f"loss at step {step}",
                  1e-4)
    return am, tm


def _same_parameters(am, tm) -> None:
    for p, t in zip(am.parameters(), tm.parameters()):
        close(p.detach().numpy(), t.detach().cpu().numpy(), "parameters after 10 steps", 1e-4)


@pytest.mark.parametrize("optimizer,kwargs", [("SGD", {"lr": 0.05, "momentum": 0.9}),
                                              ("Adam", {"lr": 1e-3}),
                                              ("AdamW", {"lr": 1e-3})])
def test_a_device_training_step_matches_pytorch_and_copies_nothing(optimizer, kwargs):
    am, tm = _train_beside_pytorch(optimizer, kwargs, 1, device.reset_counts)
    counts = device.counts()
    # the loss read each step is the test's own copy to the host (9 of them)
    assert counts["device_to_host"] == 9 and counts["host_to_device"] == 0, counts
    assert counts["allocations"] == 0, counts
    for p in am.parameters():
        assert p.is_cuda and p.grad.is_cuda and type(p.grad.data) is device.DeviceArray
    _same_parameters(am, tm)


def test_eager_ops_on_device_tensors():
    x = np.linspace(-2, 2, 12, dtype=np.float32).reshape(3, 4)
    t = aotgrad.tensor(x, device="cuda", requires_grad=True)
    y = (aotgrad.exp(t * 2.0 + 1.0)).sum()
    assert y.is_cuda
    close(y.detach().numpy(), np.exp(x * 2 + 1).sum(dtype=np.float32), "eager forward")
    y.backward()
    assert t.grad.is_cuda and type(t.grad.data) is device.DeviceArray
    close(np.asarray(t.grad), 2 * np.exp(x * 2 + 1), "eager gradient")


def test_dlpack_and_the_cuda_array_interface_round_trip_with_torch():
    t = aotgrad.tensor(np.arange(6, dtype=np.float32).reshape(2, 3), device="cuda")
    shared = torch.from_dlpack(t)
    assert shared.device.type == "cuda" and shared.data_ptr() == t.data.pointer
    shared.mul_(2)
    torch.cuda.synchronize()
    np.testing.assert_array_equal(t.numpy(), 2 * np.arange(6).reshape(2, 3))
    u = torch.arange(8, dtype=torch.float32, device="cuda").reshape(2, 4)
    back = aotgrad.from_dlpack(u)
    assert back.is_cuda and back.data.pointer == u.data_ptr()
    np.testing.assert_array_equal(back.numpy(), u.cpu().numpy())
    via_iface = torch.as_tensor(t, device="cuda")
    assert via_iface.data_ptr() == t.data.pointer


@pytest.mark.parametrize("dtype", [np.float32, np.float64])
@pytest.mark.parametrize("shapes,spell", [(((64, 32), (32, 48)), "x @ w"),
                                          (((64, 32), (48, 32)), "x @ w.T"),
                                          (((4, 16, 32), (32, 8)), "x @ w"),
                                          (((2, 3, 16, 8), (2, 3, 16, 8)), "q @ k.T")])
def test_cublas_matmuls_match_numpy(dtype, shapes, spell):
    rng = np.random.default_rng(2)
    a, b = (rng.standard_normal(s).astype(dtype) for s in shapes)
    fn = (lambda x, w: x @ w) if spell == "x @ w" else \
        (lambda x, w: x @ w.transpose(-2, -1))
    want = a @ (b if spell == "x @ w" else np.swapaxes(b, -1, -2))
    got = aotgrad.compile(fn)(aotgrad.tensor(a, device="cuda"), aotgrad.tensor(b, device="cuda"))
    close(got.numpy(), want, spell, 1e-4 if dtype == np.float32 else 1e-10)


@pytest.mark.parametrize("torch_first", [True, False], ids=["torch-first", "aotgrad-first"])
def test_torch_compile_and_aotgrad_alternate_in_one_process(torch_first):
    script = textwrap.dedent(f"""
        import numpy as np
        if {torch_first}:
            import torch, aotgrad
        else:
            import aotgrad, torch
        f = torch.compile(lambda x: (x.sin() * 2).sum())
        g = aotgrad.compile(lambda x: aotgrad.sum(aotgrad.sin(x) * 2.0))
        x = np.linspace(0, 1, 1000, dtype=np.float32)
        for _ in range(3):
            a = float(g(aotgrad.tensor(x, device="cuda")).numpy())
            b = float(f(torch.tensor(x, device="cuda")))
            c = float(g(aotgrad.tensor(x, device="cuda")).numpy())
            assert abs(a - b) < 1e-3 * abs(b) and a == c, (a, b, c)
        print("ok")
    """)
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         timeout=300)
    assert out.returncode == 0 and "ok" in out.stdout, out.stderr[-3000:]


@pytest.mark.parametrize("dtype", [np.float32, np.float64, np.int64])
@pytest.mark.parametrize("n", [1 << 16, 3_000_001])
def test_a_full_reduction_spread_over_the_grid_matches_numpy(dtype, n):
    rng = np.random.default_rng(3)
    x = (rng.standard_normal(n) * 4).astype(dtype)
    f = aotgrad.compile(lambda x: (aotgrad.sum(x), aotgrad.max(x, axis=0)))
    for _ in range(3):                       # the ticket is reset for the next launch
        total, top = f(aotgrad.tensor(x, device="cuda"))
        want = x.sum(dtype=np.float64 if dtype != np.int64 else np.int64)
        close(total.numpy(), np.asarray(want, dtype), "sum", 1e-5)
        assert top.numpy() == x.max()


def test_a_transformer_block_on_the_device_matches_the_cpu():
    """Attention heads split from one qkv projection and joined again (sibling nests side by
    side), softmax rows that keep their exp, the bias and layer-norm gradients reduced down
    columns: forward and every gradient against the cpu backend."""
    import math
    nn = aotgrad.nn
    rng = np.random.default_rng(3)
    B, T, C, H = 4, 64, 64, 4         # 1024 attention rows: a warp per row

    class Block(nn.Module):
        def __init__(self):
            super().__init__()
            self.ln = nn.LayerNorm(C)
            self.qkv = nn.Linear(C, 3 * C)
            self.proj = nn.Linear(C, C)

        def forward(self, x):
            q, k, v = self.qkv(self.ln(x)).split(C, dim=-1)
            q, k, v = (t.view(B, T, H, -1).transpose(1, 2) for t in (q, k, v))
            att = (q @ k.transpose(-2, -1) / math.sqrt(C // H)).softmax(-1)
            return x + self.proj((att @ v).transpose(1, 2).reshape(B, T, C))

    model = Block()
    x = rng.standard_normal((B, T, C)).astype(np.float32)
    t = rng.standard_normal((B, T, C)).astype(np.float32)
    loss = aotgrad.compile(lambda x, t: (model(x) * t).sum())
    results = []
    for where in ("cpu", "cuda"):
        model.zero_grad()
        if where == "cuda":
            model.cuda()
        ax = aotgrad.tensor(x, device=where, requires_grad=True)
        out = loss(ax, aotgrad.tensor(t, device=where))
        out.backward()
        results.append([out.detach().numpy(), ax.grad.numpy()] +
                       [p.grad.numpy() for p in model.parameters()])
    for k, (got, want) in enumerate(zip(results[1], results[0])):
        close(got, want, f"result {k}")


@pytest.mark.parametrize("op", ["softmax", "layer_norm", "cumsum", "logsumexp"])
def test_short_rows_run_a_warp_per_row_and_match_the_cpu(op):
    """2048 rows of 100: one warp per row (shuffles, per-warp scratch, lane 0 for a scan),
    forward and backward against the cpu backend."""
    nn = aotgrad.nn
    fns = {"softmax": lambda x: x.softmax(-1),
           "layer_norm": lambda x: nn.functional.layer_norm(x, (100,)),
           "cumsum": lambda x: x.cumsum(-1), "logsumexp": lambda x: x.logsumexp(-1)}
    rng = np.random.default_rng(5)
    x = rng.standard_normal((2048, 100)).astype(np.float32)
    t = rng.standard_normal(fns[op](aotgrad.tensor(x)).shape).astype(np.float32)
    loss = aotgrad.compile(lambda x, t: (fns[op](x) * t).sum())
    results = []
    for where in ("cpu", "cuda"):
        ax = aotgrad.tensor(x, device=where, requires_grad=True)
        out = loss(ax, aotgrad.tensor(t, device=where))
        out.backward()
        results.append([out.detach().numpy(), ax.grad.numpy()])
    for k, (got, want) in enumerate(zip(results[1], results[0])):
        close(got, want, f"{op} result {k}")


@pytest.mark.parametrize("shape", [(100, 70), (4096, 70), (4096, 256), (2048, 16384)])
def test_reductions_down_columns_match_numpy(shape):
    """Sums, maxima and integer counts down columns: 32 columns a block, the rows split over
    threadIdx.y and, where the columns are few, over several blocks combined by the last."""
    rng = np.random.default_rng(11)
    x = rng.standard_normal(shape).astype(np.float32)
    f = aotgrad.compile(lambda x: (x.sum(0), x.amax(0), (x > 0).sum(0)))
    got = f(aotgrad.tensor(x, device="cuda"))
    want = (x.astype(np.float64).sum(0), x.max(0), (x > 0).sum(0))
    close(got[0].numpy(), want[0].astype(np.float32), f"sum {shape}")
    np.testing.assert_array_equal(got[1].numpy(), want[1])
    np.testing.assert_array_equal(got[2].numpy(), want[2])
    again = f(aotgrad.tensor(x, device="cuda"))            # the tickets were reset
    np.testing.assert_array_equal(again[0].numpy(), got[0].numpy())


@pytest.mark.parametrize("optimizer,kwargs", [("SGD", {"lr": 0.05, "momentum": 0.9}),
                                              ("Adam", {"lr": 1e-3})])
def test_a_training_step_replayed_as_cuda_graphs_matches_pytorch(optimizer, kwargs,
                                                                 monkeypatch):
    """`aotgrad.backends.cuda.graphs = True`: the forward, the backward (cuBLAS included) and
    the optimizer update are captured once and replayed; 10 steps match PyTorch's, and after
    the first step no compiled kernel is launched one by one."""
    monkeypatch.setattr(aotgrad.backends.cuda, "graphs", True)
    _same_parameters(*_train_beside_pytorch(optimizer, kwargs, 2, device.reset_counts))
    counts = device.counts()
    assert counts["launches"] == 0, counts
    assert counts["graph_launches"] >= 3 * 9, counts
    assert counts["allocations"] == 0, counts


@pytest.mark.parametrize("rows,cols", [(64, 4096), (33, 300)])
def test_layer_norm_and_softmax_rows_kept_in_registers_match_pytorch(rows, cols):
    """The ln_softmax workload at two shapes: 16 elements a thread (4096 columns) and a row
    that does not fill the last slot (300 columns on 256 threads); the forward keeps x, the
    layer norm's output and the exps in registers, the backward x, t, softmax and the layer
    norm's gradient. Loss and the gradients of x, weight and bias against PyTorch's."""
    rng = np.random.default_rng(rows)
    x, t = (rng.standard_normal((rows, cols)).astype(np.float32) for _ in range(2))
    params = {k: rng.standard_normal(cols).astype(np.float32) for k in ("weight", "bias")}
    ln = aotgrad.nn.LayerNorm(cols)
    ln.load_state_dict(params)
    ln.cuda()
    tln = torch.nn.LayerNorm(cols).cuda()
    tln.load_state_dict({k: torch.from_numpy(v) for k, v in params.items()})
    ax = aotgrad.tensor(x, device="cuda", requires_grad=True)
    tx = torch.tensor(x, device="cuda", requires_grad=True)
    f = aotgrad.compile(lambda x, t: (ln(x).softmax(-1) * t).sum())
    loss = f(ax, aotgrad.tensor(t, device="cuda"))
    loss.backward()
    tloss = (tln(tx).softmax(-1) * torch.tensor(t, device="cuda")).sum()
    tloss.backward()
    close(loss.detach().numpy(), tloss.detach().cpu().numpy(), "loss")
    for got, want, what in [(ax.grad, tx.grad, "x"), (ln.weight.grad, tln.weight.grad, "weight"),
                            (ln.bias.grad, tln.bias.grad, "bias")]:
        close(got.numpy(), want.cpu().numpy(), f"gradient of {what}")


def test_pointwise_kernels_move_16_bytes_where_aligned_and_one_element_where_not():
    """The `float4` paths on device tensors (a pointwise kernel; a whole-tensor sum over the
    grid), and their one-element fallbacks on a view 4 bytes into a PyTorch tensor (DLPack,
    no copy), all against numpy."""
    f = aotgrad.compile(lambda a, b: aotgrad.tanh(a * 1.5) * b + a)
    total = aotgrad.compile(lambda a, b: (aotgrad.tanh(a * 1.5) * b).sum())
    n = 1 << 18
    u = torch.randn(n + 1, device="cuda")
    w = torch.randn(n + 1, device="cuda")
    for start in (0, 1):
        a, b = u[start:start + n], w[start:start + n]
        aa, ab = aotgrad.from_dlpack(a), aotgrad.from_dlpack(b)
        assert aa.data.pointer % 16 == (4 * start) % 16
        x, y = a.cpu().numpy(), b.cpu().numpy()
        close(f(aa, ab).numpy(), np.tanh(x * 1.5) * y + x, f"view at element {start}")
        want = (np.tanh(x.astype(np.float64) * 1.5) * y).sum()
        close(total(aa, ab).numpy(), np.float32(want), f"sum of the view at element {start}")


@pytest.mark.parametrize("shape", [(8, 300), (4, 4096), (1 << 17,)])
def test_scans_split_over_a_block_match_pytorch(shape):
    """cumsum, cumprod and cummax (a tile of the row per block step, `codegen/cuda/scans.py`)
    and logcumsumexp along the last dim, rows of 300 (a partial last tile), 4096 and one row
    of 131072 (one block of 1024 threads): values and the gradient of x against PyTorch's."""
    rng = np.random.default_rng(len(shape))
    x = rng.uniform(0.9, 1.1, shape).astype(np.float32)
    w = rng.standard_normal(shape).astype(np.float32) / shape[-1]

    def loss(lib, x, w):
        cummax = lib.cummax(x, -1)
        cummax = cummax[0] if isinstance(cummax, tuple) else cummax.values
        return ((x.cumsum(-1) + x.cumprod(-1) + cummax) * w).sum() + \
            lib.logcumsumexp(x, -1).sum() / shape[-1]
    ax = aotgrad.tensor(x, device="cuda", requires_grad=True)
    got = aotgrad.compile(lambda x, w: loss(aotgrad, x, w))(ax, aotgrad.tensor(w, device="cuda"))
    got.backward()
    tx = torch.tensor(x, device="cuda", requires_grad=True)
    want = loss(torch, tx, torch.tensor(w, device="cuda"))
    want.backward()
    close(got.detach().numpy(), want.detach().cpu().numpy(), f"loss {shape}", 1e-3)
    close(ax.grad.numpy(), tx.grad.cpu().numpy(), f"gradient {shape}", 1e-3)
