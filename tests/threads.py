"""A helper shared by the tests of calls from several threads at once."""
from __future__ import annotations

import threading
from typing import Callable


def run_in_threads(work: Callable[[int], None], n: int = 4) -> None:
    """`work(i)` for i in 0..n-1, each in a thread of its own, all started before any is
    joined; an exception raised in a thread is raised here once all have ended."""
    errors: list[BaseException] = []

    def run(i: int) -> None:
        try:
            work(i)
        except BaseException as e:            # noqa: BLE001  (handed to the test's thread)
            errors.append(e)
    threads = [threading.Thread(target=run, args=(i,)) for i in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        raise errors[0]
