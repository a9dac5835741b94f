"""The Law markers audited: a marker claims only what its test makes the engine cite.

``@pytest.mark.law("27B1(a)", editions=(2017, 1997))`` claims that the test drives the
engine or the director through Law 27B1(a) in the 2017 and 1997 editions; the Laws
coverage page (``docs/laws-coverage.md``) ticks exactly the claims of the markers. This
plugin checks the claims: while a marked test runs, every :class:`LawRef` that bridgelaw's
own code creates (a ruling's, a rectification's or a check's citation) is recorded with
its edition. References created by the test itself, or by an edition's hook called
straight from a test (a hook's value is not a ruling), do not count. A claim is
confirmed when some run of the test (any of its parametrizations) cited the same Law in
that edition at the marker's subsection, a subsection of it, or the part that contains
it (the engine cites "Law 56" or "64C" at the precision its rule is written).

``@pytest.mark.law(..., indirect=True)`` marks a test that checks a Law without the engine
citing it (values, file formats, a hook's value): not audited, and listed apart on the
page as tested only indirectly.

The audit runs when ``BRIDGELAW_LAW_AUDIT=1`` (``make test`` sets it, for the whole
suite): at the end of the session every unconfirmed claim is listed and the run fails.
With ``BRIDGELAW_LAW_AUDIT_OUT=FILE`` the findings are also written there as JSON.
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from types import FrameType
from typing import Any

import pytest

from bridgelaw.core.lawref import LawRef

_PACKAGE = str(Path(__file__).resolve().parents[1] / "src" / "bridgelaw") + os.sep
_EDITIONS = _PACKAGE + "editions" + os.sep
_LAWREF_FILE = str(Path(sys.modules[LawRef.__module__].__file__ or "").resolve())
_ENABLED = os.environ.get("BRIDGELAW_LAW_AUDIT") == "1"
_KEY = "law_audit"

Cited = tuple[int, str, int]
Claim = tuple[str, int]


def _creator(frame: FrameType | None) -> str | None:
    """The file of the code that asked for a LawRef: past the LawRef machinery itself and
    past the editions' hooks (so a hook called from a test is the test's)."""
    while frame is not None:
        name = frame.f_code.co_filename
        if name != _LAWREF_FILE and not name.startswith("<") and not name.startswith(_EDITIONS):
            return name
        frame = frame.f_back
    return None


def _function(nodeid: str) -> str:
    return re.sub(r"\[.*\]$", "", nodeid)


def _claims(item: pytest.Item) -> list[Claim]:
    out: list[Claim] = []
    for mark in item.iter_markers("law"):
        if mark.kwargs.get("indirect"):
            continue
        editions = mark.kwargs.get("editions") or (2017,)
        out.extend((str(ref), int(edition)) for ref in mark.args for edition in editions)
    return out


@pytest.fixture(autouse=True)
def _law_audit(request: pytest.FixtureRequest) -> Iterator[None]:
    """Record what bridgelaw cites while a marked test runs (when the audit is on)."""
    item = request.node
    claims = _claims(item) if _ENABLED else []
    if not claims:
        yield
        return
    cited: set[Cited] = set()
    original = LawRef.__post_init__

    def record(self: LawRef) -> None:
        original(self)
        creator = _creator(sys._getframe(1))
        if creator is not None and creator.startswith(_PACKAGE):
            cited.add((self.law, self.section, self.edition))

    LawRef.__post_init__ = record  # type: ignore[method-assign]
    try:
        yield
    finally:
        LawRef.__post_init__ = original  # type: ignore[method-assign]
        store = request.config.stash.setdefault(_STASH, {})
        entry = store.setdefault(_function(item.nodeid), {"claims": set(), "cited": set()})
        entry["claims"].update(claims)
        entry["cited"].update(cited)


_STASH = pytest.StashKey[dict[str, dict[str, set[Any]]]]()


def _confirmed(ref: str, edition: int, cited: set[Cited]) -> bool:
    claimed = LawRef.parse(ref)
    return any(
        law == claimed.law
        and year == edition
        and (section.startswith(claimed.section) or claimed.section.startswith(section))
        for law, section, year in cited
    )


def unconfirmed(store: dict[str, dict[str, set[Any]]]) -> list[tuple[str, str, int]]:
    """(test, reference, edition) of every claim its test did not make the engine cite."""
    return sorted(
        (test, ref, edition)
        for test, entry in store.items()
        for ref, edition in entry["claims"]
        if not _confirmed(ref, edition, entry["cited"])
    )


def _merge(store: dict[str, dict[str, set[Any]]], other: dict[str, dict[str, list[Any]]]) -> None:
    for test, entry in other.items():
        mine = store.setdefault(test, {"claims": set(), "cited": set()})
        mine["claims"].update(tuple(c) for c in entry["claims"])
        mine["cited"].update(tuple(c) for c in entry["cited"])


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """On an xdist worker: hand the records to the controller. Elsewhere: judge them."""
    if not _ENABLED:
        return
    store = session.config.stash.setdefault(_STASH, {})
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:
        workeroutput[_KEY] = json.dumps(
            {t: {k: sorted(v) for k, v in e.items()} for t, e in store.items()}
        )
        return
    found = unconfirmed(store)
    out = os.environ.get("BRIDGELAW_LAW_AUDIT_OUT")
    if out:
        Path(out).write_text(json.dumps(found, indent=0) + "\n", encoding="utf-8")
    if not found:
        return
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")
    lines = [
        f"{len(found)} Law marker claims that the test does not make the engine cite "
        "(tests/law_audit.py): correct the marker's editions or subsection, or mark it "
        "indirect=True",
        *(f"  {test}: {ref} ({edition})" for test, ref, edition in found),
    ]
    if reporter is not None:
        reporter.write_sep("=", "Law marker audit failed", red=True)
        for line in lines:
            reporter.write_line(line)
    session.exitstatus = pytest.ExitCode.TESTS_FAILED


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: object) -> None:
    """xdist controller: gather a worker's records."""
    if not _ENABLED:
        return
    data = getattr(node, "workeroutput", {}).get(_KEY)
    if data:
        _merge(node.config.stash.setdefault(_STASH, {}), json.loads(data))
