"""Code generators: loop-level programs to machine code. `llvm` emits LLVM IR through llvmlite
and JIT-compiles it for the host CPU; `cuda` emits CUDA C for NVIDIA GPUs.

What both backends share lives here, and neither backend imports the other: `plan.py`, the
program's buffer plan (where each buffer lives: arguments, fresh results, the arena);
`signature.py`, what the runtime must know to call a program (plain data, kept in the disk
cache); `names.py`, the IR printer's names of values, which generated code keeps; `checks.py`,
the model of run-time bounds checks. Codegen imports `ir` and itself, never the runtime.
"""
