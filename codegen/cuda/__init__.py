"""Loop IR to CUDA C: one `.cu` source per module, kernels launched by the host in order.

`generate_cuda(module, name)` is the CUDA source of one program (`--emit cuda`), `final_cu(module)`
that of all the module's programs (`final.cu` of `--dump-dir`), and `build_cuda` the source with
the plan the runtime runs it by (`runtime/cuda.py`): buffers where the CPU backend puts them, the
launches in program order with their grid and block sizes. None of this needs a GPU or PyCUDA.
The rows that emit each op live in `scalar.py` (arith), `loops.py` (loops, loads, stores);
`kernel.py` maps a kernel onto the grid, `reductions.py` splits reductions over a block,
`prelude.py` holds the C++ helpers and the tiled matmul; `emitter.EMIT` is their one table.
"""
from .emitter import EMIT
from .kernel import Launch
from .program import CudaUnit, ProgramPlan, Step, build_cuda, final_cu, generate_cuda

__all__ = ["EMIT", "CudaUnit", "Launch", "ProgramPlan", "Step", "build_cuda", "final_cu",
           "generate_cuda"]
