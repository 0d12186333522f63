#!/bin/sh
# The GPU checks in one run (a fresh GPU machine without network): PyCUDA installed from the
# files of PKGS (see cuda_setup.sh), the cuda-marked tests on 8 workers, then the benchmark.
# Usage: sh bench/gpu_check.sh PKGS OUTDIR   (logs: OUTDIR/setup.log, tests.log, bench.md)
PKGS=${1:-.devpkgs}
OUTDIR=${2:-/tmp/gpu-out}
mkdir -p "$OUTDIR"
export PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader
start=$(date +%s)
sh bench/cuda_setup.sh "$PKGS" /tmp/site >"$OUTDIR/setup.log" 2>&1 || { tail -30 "$OUTDIR/setup.log"; exit 1; }
tail -1 "$OUTDIR/setup.log"
echo "setup: $(( $(date +%s) - start )) s"
export PYTHONPATH=/tmp/site
timeout "${TEST_TIMEOUT:-200}" python3 -m pytest -m cuda -n "${WORKERS:-12}" -q -p no:cacheprovider \
    tests/test_cuda_gpu.py tests/test_cuda_device.py tests/fuzz/test_fuzz_cuda.py \
    >"$OUTDIR/tests.log" 2>&1
echo "tests: rc $? at $(( $(date +%s) - start )) s"
grep -E "passed|failed|error" "$OUTDIR/tests.log" | tail -3
grep -E "^(FAILED|ERROR)" "$OUTDIR/tests.log" | head -40
cd bench && timeout "${BENCH_TIMEOUT:-250}" python3 gpu_vs_torch.py $WORKLOADS 2>"$OUTDIR/bench.err" | tee "$OUTDIR/bench.md"
echo "bench: rc $? at $(( $(date +%s) - start )) s"
tail -5 "$OUTDIR/bench.err"
