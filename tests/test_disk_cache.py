"""The disk cache of machine code: hit in a second process, a corrupt or truncated entry
detected, removed and rebuilt (never loaded), `AOTGRAD_CACHE=0` writing nothing, and where the
cache lives."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from aotgrad.codegen.llvm import cache

#: compiles the seed function (forward and backward) and prints its numbers and the cache's
SCRIPT = """
import json, numpy as np, aotgrad
from aotgrad.codegen.llvm.cache import STATS
def seed(x, w, b):
    h = aotgrad.relu(x @ w + b)
    return (aotgrad.sin(h) + aotgrad.cos(h)).sum()
rng = np.random.default_rng(0)
x, w, b = (aotgrad.tensor(rng.standard_normal(s).astype(np.float32), requires_grad=True)
           for s in [(10, 20), (20, 30), (30,)])
loss = aotgrad.compile(seed)(x, w, b)
loss.backward()
print(json.dumps({"loss": loss.item(), "grads": [float(t.grad.sum()) for t in (x, w, b)],
                  "stats": vars(STATS)}))
"""


def run(env: dict) -> dict:
    full = {k: v for k, v in os.environ.items() if not k.startswith("AOTGRAD_CACHE")}
    out = subprocess.run([sys.executable, "-c", SCRIPT], env={**full, **env}, check=True,
                         capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


def entries(folder: Path) -> list[Path]:
    return sorted(folder.glob("objects/*.bin"))


def test_second_process_hits_and_corrupt_entries_are_rebuilt(tmp_path):
    env = {"AOTGRAD_CACHE_DIR": str(tmp_path)}
    first = run(env)
    assert first["stats"] == {"hits": 0, "misses": 2, "writes": 2, "corrupt": 0}
    files = entries(tmp_path)
    assert len(files) == 2
    second = run(env)
    assert second["stats"] == {"hits": 2, "misses": 0, "writes": 0, "corrupt": 0}
    assert second["loss"] == first["loss"] and second["grads"] == first["grads"]
    good = [f.read_bytes() for f in files]
    files[0].write_bytes(good[0][:len(good[0]) // 2])               # truncated
    flipped = bytearray(good[1])
    flipped[-100] ^= 0xFF                                            # one byte flipped
    files[1].write_bytes(bytes(flipped))
    third = run(env)
    assert third["stats"] == {"hits": 0, "misses": 0, "writes": 2, "corrupt": 2}
    assert third["loss"] == first["loss"] and third["grads"] == first["grads"]
    assert [f.read_bytes() for f in entries(tmp_path)] == good
    assert not list(tmp_path.glob("objects/.tmp-*"))


def test_cache_off_writes_nothing(tmp_path):
    result = run({"AOTGRAD_CACHE_DIR": str(tmp_path), "AOTGRAD_CACHE": "0"})
    assert result["stats"] == {"hits": 0, "misses": 0, "writes": 0, "corrupt": 0}
    assert not any(tmp_path.iterdir())


def test_store_and_load_check_every_byte(tmp_path, monkeypatch):
    monkeypatch.setenv("AOTGRAD_CACHE", "1")
    monkeypatch.setenv("AOTGRAD_CACHE_DIR", str(tmp_path))
    key = cache.entry_key("some", "parts")
    assert key != cache.entry_key("so", "meparts")
    assert cache.load("things", key) is None
    assert cache.store("things", key, b"payload bytes")
    assert cache.load("things", key) == b"payload bytes"
    path = tmp_path / "things" / f"{key}.bin"
    data = path.read_bytes()
    for bad in [data[:-1], data + b"x", b"", data.replace(cache.MAGIC, b"x" * len(cache.MAGIC))]:
        path.write_bytes(bad)
        before = cache.STATS.corrupt
        assert cache.load("things", key) is None
        assert cache.STATS.corrupt == before + 1 and not path.exists()


def test_where_the_cache_lives(tmp_path, monkeypatch):
    for name in ["AOTGRAD_CACHE", "AOTGRAD_CACHE_DIR", "XDG_CACHE_HOME"]:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert cache.cache_dir() == tmp_path / ".cache" / "aotgrad"
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache.cache_dir() == tmp_path / "xdg" / "aotgrad"
    monkeypatch.setenv("AOTGRAD_CACHE_DIR", str(tmp_path / "named"))
    assert cache.cache_dir() == tmp_path / "named"
    monkeypatch.setenv("AOTGRAD_CACHE", "0")
    assert cache.cache_dir() is None


def test_an_unwritable_folder_only_costs_the_speed_up(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("AOTGRAD_CACHE", "1")
    monkeypatch.setenv("AOTGRAD_CACHE_DIR", str(blocker))
    assert not cache.store("things", cache.entry_key("x"), b"data")
    assert cache.load("things", cache.entry_key("x")) is None
