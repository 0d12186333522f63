"""Code generators: loop-level programs to machine code. `llvm` emits LLVM IR through llvmlite
and JIT-compiles it for the host CPU; `cuda` emits CUDA C for NVIDIA GPUs."""
