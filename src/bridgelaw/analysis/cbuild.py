"""Build a C source with the system C compiler into bridgelaw's cache directory.

The compiled cores (:mod:`bridgelaw.analysis.linecore`, :mod:`bridgelaw.formats.pbncore`)
are built on first use with ``cc`` (Debian's ``gcc``: ``scripts/system-deps.sh``) into
``BRIDGELAW_CACHE_DIR`` (else ``~/.cache/bridgelaw``), named by the hash of the source,
the machine and the build's flags, so that a changed source is built again. A core of
several files (C files and the headers they include) is given as a mapping of file name
to contents: its C files are compiled together into one library. Without a
compiler, or with ``BRIDGELAW_PURE_PYTHON=1``, there is no core and the Python code runs.
"""

from __future__ import annotations

import hashlib
import os
import platform
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path

__all__ = ["build", "compiler"]


def compiler() -> str | None:
    """The C compiler to build with; None without one or with ``BRIDGELAW_PURE_PYTHON``."""
    if os.environ.get("BRIDGELAW_PURE_PYTHON"):
        return None
    return shutil.which("cc") or shutil.which("gcc")


def _cache_dir() -> Path:
    base = os.environ.get("BRIDGELAW_CACHE_DIR")
    if base:
        return Path(base)
    return Path.home() / ".cache" / "bridgelaw"  # RuntimeError: no home directory


def build(
    source: bytes | Mapping[str, bytes],
    name: str,
    cc: str,
    flags: Sequence[str] = (),
    suffix: str = ".so",
) -> Path | None:
    """The shared library ``name`` built from ``source`` (one C file, or C files and headers
    by file name) with ``cc`` and ``flags`` (cached by their hash), or None when it cannot
    be built."""
    files = {f"{name}.c": source} if isinstance(source, bytes) else dict(source)
    machine = f"{sys.platform} {platform.machine()} {sys.version} {' '.join(flags)}".encode()
    content = (
        source
        if isinstance(source, bytes)
        else b"".join(f"{file}\0".encode() + files[file] + b"\0" for file in sorted(files))
    )
    digest = hashlib.sha256(content + machine).hexdigest()[:16]
    try:
        target = _cache_dir() / f"{name}-{digest}{suffix}"
        if target.exists():
            return target
        target.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=target.parent) as tmp:
            for file, text in files.items():
                (Path(tmp) / file).write_bytes(text)
            c_files = [str(Path(tmp) / file) for file in sorted(files) if file.endswith(".c")]
            out = Path(tmp) / f"{name}{suffix}"
            subprocess.run(
                [cc, "-O2", "-shared", "-fPIC", *flags, "-o", str(out), *c_files],
                check=True,
                capture_output=True,
                timeout=120,
            )
            os.replace(out, target)  # atomic: parallel test workers may build it too
    except (OSError, RuntimeError, subprocess.SubprocessError):
        return None
    return target
