#!/bin/sh
# Installs the cuda extra on a GPU machine with no network: PyCUDA built from its source
# distribution against the CUDA toolkit on the PATH, its pure-Python needs from wheels, and
# aotgrad itself (editable). Fetch the files beforehand, where there is network, into one folder:
#   pip download --no-binary pycuda --no-deps pycuda -d PKGS
#   pip download --no-deps --only-binary=:all: --python-version 3.12 --platform \
#       manylinux2014_x86_64 -d PKGS pytools platformdirs siphash24 typing_extensions mako \
#       markupsafe lark
# Usage: sh bench/cuda_setup.sh PKGS SITE; then PYTHONPATH=SITE python3 -m pytest -m cuda
set -e
PKGS=$(cd "${1:-.devpkgs}" && pwd)
SITE=${2:-/tmp/site}
CUDA_ROOT=$(dirname "$(dirname "$(command -v nvcc)")")
python3 -m pip install -q --no-index --no-deps --target "$SITE" \
    $(ls "$PKGS"/*.whl | grep -v -e setuptools- -e wheel-)
BUILD=$(mktemp -d)
tar xzf "$PKGS"/pycuda-*.tar.gz -C "$BUILD"
cd "$BUILD"/pycuda-*
python3 configure.py --cuda-root="$CUDA_ROOT" >/dev/null
PYTHONPATH="$SITE" python3 setup.py -q build_ext -j "$(nproc)" >/dev/null
python3 -m pip install -q --no-index --no-deps --no-build-isolation --target "$SITE" .
cd - >/dev/null
python3 -m pip install -q --no-index --no-deps --no-build-isolation -e . >/dev/null
PYTHONPATH="$SITE" python3 -c "import pycuda.autoinit, pycuda.driver as d; print('pycuda', \
d.get_version(), d.Device(0).name())"
