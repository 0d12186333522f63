"""pytest configuration: `--update-goldens` rewrites the golden IR files; `--fuzz-long`
(or `AOTGRAD_FUZZ_LONG=1`) runs the fuzz tests of `tests/fuzz/` long. The disk cache of
machine code is off (`AOTGRAD_CACHE=0`) unless the environment says otherwise."""

import os


def pytest_addoption(parser):
    parser.addoption("--update-goldens", action="store_true", default=False,
                     help="rewrite tests/golden/expected/ from the current compiler output")
    parser.addoption("--fuzz-long", action="store_true", default=False,
                     help="run the fuzz tests long (as AOTGRAD_FUZZ_LONG=1)")


def pytest_configure(config):
    os.environ.setdefault("AOTGRAD_CACHE", "0")      # no disk cache in the user's home
    config.addinivalue_line("markers", "cuda: runs generated CUDA on a GPU (needs pycuda and a "
                                       "device; skipped otherwise)")
