"""Generated code calls libgomp through globals the loader sets to aotgrad's own copy of
libgomp, loaded by its path with aotgrad's settings (threads that sleep at a join), whatever
copy is first in the process: PyTorch, imported first, puts its own libgomp.so.1 in the global
scope, and generated code that bound to it by name took 10x as long with parallel loops."""
from __future__ import annotations

import subprocess
import sys
import textwrap

import numpy as np
import pytest

import aotgrad
from aotgrad.codegen.llvm import generate_llvm
from aotgrad.codegen.llvm.options import LIBGOMP, library

pytestmark = pytest.mark.skipif(not library(LIBGOMP), reason="needs libgomp")


def test_generated_code_calls_libgomp_through_its_own_globals():
    x = np.random.default_rng(0).standard_normal((512, 512)).astype(np.float32)
    f = aotgrad.compile(lambda x: (aotgrad.tanh(x) * 2.0).sum(1))
    np.testing.assert_allclose(np.asarray(f(aotgrad.tensor(x))), (np.tanh(x) * 2).sum(1),
                               rtol=1e-4, atol=1e-4)
    m = f.compiled.module
    text = "\n".join(generate_llvm(m, g.name) for g in m.functions if g.kind == "program")
    assert '@"aotgrad.omp.GOMP_parallel" = global ptr null' in text
    assert "declare void @GOMP_parallel" not in text


SCRIPT = textwrap.dedent("""
    import ctypes, numpy as np
    import torch                        # its libgomp.so.1 first, in the global scope
    torch.ones(64, 64) @ torch.ones(64, 64)
    import aotgrad
    from aotgrad.codegen.llvm.options import LIBGOMP, address_in
    x = np.random.default_rng(0).standard_normal((512, 512)).astype(np.float32)
    f = aotgrad.compile(lambda x: (aotgrad.tanh(x) * 2.0).sum(1))
    assert np.allclose(np.asarray(f(aotgrad.tensor(x))), (np.tanh(x) * 2).sum(1), atol=1e-3)
    ours = address_in(LIBGOMP, "GOMP_parallel")
    first = ctypes.cast(ctypes.CDLL(None).GOMP_parallel, ctypes.c_void_p).value
    maps = {line.split()[-1] for line in open("/proc/self/maps") if "libgomp" in line}
    print(ours != first, len(maps))
""")


def test_with_pytorch_imported_first_the_code_still_uses_aotgrads_copy():
    pytest.importorskip("torch")
    out = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True,
                         timeout=300)
    assert out.returncode == 0, out.stderr
    different, copies = out.stdout.split()
    assert different == "True" and int(copies) == 2
