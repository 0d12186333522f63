"""Passes: the pass manager and one module per pass, imported here in pipeline order so the
registry is complete and deterministic."""
from . import manager  # noqa: F401
from . import canonicalize  # noqa: F401
from . import cse  # noqa: F401
from . import dce  # noqa: F401
from . import decompose  # noqa: F401
from . import autodiff  # noqa: F401
from . import partition  # noqa: F401
from . import lower  # noqa: F401
from . import fuse  # noqa: F401
from . import buffer_reuse  # noqa: F401
