#!/bin/sh
# Installs the cuda extra on a GPU machine with no network: PyCUDA, its pure-Python needs from
# wheels, and aotgrad itself (editable). Fetch the files beforehand, where there is network, into
# one folder:
#   pip download --no-binary pycuda --no-deps pycuda -d PKGS
#   pip download --no-deps --only-binary=:all: --python-version 3.12 --platform \
#       manylinux2014_x86_64 -d PKGS pytools platformdirs siphash24 typing_extensions mako \
#       markupsafe lark
# PyCUDA: where PKGS holds a wheel of it for this Python (pycuda-*-cp312-*.whl for 3.12), that
# wheel is installed; otherwise it is built here from its source distribution against the CUDA
# toolkit on the PATH (about 2 minutes). Such a wheel can be built on a machine without a GPU or
# driver: `configure.py --cuda-root=... --no-cuda-enable-curand --cudadrv-lib-dir=STUBS`, where
# STUBS/libcuda.so (soname libcuda.so.1) defines the cu* functions the objects call, then
# `setup.py bdist_wheel`; its _driver then needs libcuda.so.1, bound to the driver's at import
# (without CURAND, so pycuda.curandom is unavailable with it; aotgrad does not use it).
# Usage: sh bench/cuda_setup.sh PKGS SITE; then PYTHONPATH=SITE python3 -m pytest -m cuda
set -e
PKGS=$(cd "${1:-.devpkgs}" && pwd)
SITE=${2:-/tmp/site}
PY=cp$(python3 -c 'import sys; print("%d%d" % sys.version_info[:2])')
python3 -m pip install -q --no-index --no-deps --target "$SITE" \
    $(ls "$PKGS"/*.whl | grep -v -e setuptools- -e wheel- -e /pycuda-)
WHEEL=$(ls "$PKGS"/pycuda-*-"$PY"-*.whl 2>/dev/null | tail -n 1)
if [ -n "$WHEEL" ]; then
    python3 -m pip install -q --no-index --no-deps --target "$SITE" "$WHEEL"
else
    CUDA_ROOT=$(dirname "$(dirname "$(command -v nvcc)")")
    BUILD=$(mktemp -d)
    tar xzf "$PKGS"/pycuda-*.tar.gz -C "$BUILD"
    cd "$BUILD"/pycuda-*
    python3 configure.py --cuda-root="$CUDA_ROOT" >/dev/null
    PYTHONPATH="$SITE" python3 setup.py -q build_ext -j "$(nproc)" >/dev/null
    python3 -m pip install -q --no-index --no-deps --no-build-isolation --target "$SITE" .
    cd - >/dev/null
fi
python3 -m pip install -q --no-index --no-deps --no-build-isolation -e . >/dev/null
PYTHONPATH="$SITE" python3 -c "import pycuda.autoinit, pycuda.driver as d; print('pycuda', \
d.get_version(), d.Device(0).name())"
