"""pytest configuration: `--update-goldens` rewrites the golden IR files."""


def pytest_addoption(parser):
    parser.addoption("--update-goldens", action="store_true", default=False,
                     help="rewrite tests/golden/expected/ from the current compiler output")


def pytest_configure(config):
    config.addinivalue_line("markers", "cuda: runs generated CUDA on a GPU (needs pycuda and a "
                                       "device; skipped otherwise)")
