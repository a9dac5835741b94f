"""Generate ``docs/laws-coverage.md`` from the ``@pytest.mark.law(...)`` markers of the tests.

Usage: ``python -m tools.laws_coverage`` (writes the file) or ``--check`` (exit 1 if the
file is out of date). A marker is ``@pytest.mark.law("27B1a")`` or
``@pytest.mark.law("27B1a", editions=(2017, 2007))``; without ``editions`` a test
counts for 2017, the default edition. The table lists, for each Law and subsection
named by a marker, the tests that check it, per edition.
"""

from __future__ import annotations

import ast
import re
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from tools.laws_inventory import DIFFERENCES, INVENTORY, Difference, Subsection
from tools.laws_inventory_41_71 import DIFFERENCES_41_71, INVENTORY_41_71

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests"
OUTPUT = ROOT / "docs" / "laws-coverage.md"
EDITIONS = (2017, 2007, 1997, 1987)


@dataclass(frozen=True, order=True)
class Marked:
    """One test marked with one Law reference."""

    law: int
    section: str
    test: str
    editions: tuple[int, ...]
    indirect: bool = False
    """The test checks the Law without the engine citing it (values, formats, a hook's
    value): listed apart, never ticked."""


def _law_key(ref: str) -> tuple[int, str]:
    match = re.match(r"^(\d+)(.*)$", ref.strip())
    if match is None:
        raise ValueError(f"not a Law reference in a marker: {ref!r}")
    return int(match.group(1)), match.group(2)


def _module_constants(tree: ast.Module) -> dict[str, object]:
    """The module-level ``NAME = <literal>`` assignments of a module."""
    out: dict[str, object] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name):
                try:
                    out[target.id] = _value(node.value, out)
                except ValueError:
                    continue
    return out


def _constants(tree: ast.Module) -> dict[str, object]:
    """The constants a test file may name in a marker: its own module-level literals and
    those it imports from a module of the repository (``from tests.laws.laws_helpers
    import ALL_EDITIONS``)."""
    out: dict[str, object] = {}
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            path = ROOT.joinpath(*node.module.split(".")).with_suffix(".py")
            if not path.exists():
                continue
            imported = _module_constants(ast.parse(path.read_text(encoding="utf-8")))
            for alias in node.names:
                if alias.name in imported:
                    out[alias.asname or alias.name] = imported[alias.name]
    out.update(_module_constants(tree))
    return out


def _value(node: ast.expr, constants: dict[str, object]) -> object:
    """A literal, a known constant, or a slice or index of one (``OLDER[1:]``).

    :raises ValueError: anything else.
    """
    if isinstance(node, ast.Name):
        if node.id in constants:
            return constants[node.id]
        raise ValueError(f"unknown name {node.id!r} in a marker")
    if isinstance(node, ast.Subscript):
        base = _value(node.value, constants)
        if not isinstance(base, tuple | list):
            raise ValueError("only a tuple or list may be sliced in a marker")
        index = node.slice
        if isinstance(index, ast.Slice):
            bounds: list[int | None] = []
            for part in (index.lower, index.upper, index.step):
                bound = None if part is None else _value(part, constants)
                if bound is not None and not isinstance(bound, int):
                    raise ValueError("slice bounds must be numbers")
                bounds.append(bound)
            return base[slice(*bounds)]
        position = _value(index, constants)
        if not isinstance(position, int):
            raise ValueError("an index must be a number")
        return base[position]
    return ast.literal_eval(node)


def _marker_args(
    decorator: ast.expr, constants: dict[str, object] | None = None
) -> tuple[list[str], tuple[int, ...], bool] | None:
    if not isinstance(decorator, ast.Call):
        return None
    func = decorator.func
    if not (isinstance(func, ast.Attribute) and func.attr == "law"):
        return None
    refs = [
        a.value for a in decorator.args if isinstance(a, ast.Constant) and isinstance(a.value, str)
    ]
    editions: tuple[int, ...] = (2017,)
    indirect = False
    for keyword in decorator.keywords:
        if keyword.arg == "indirect":
            indirect = bool(_value(keyword.value, constants or {}))
        if keyword.arg == "editions":
            value = _value(keyword.value, constants or {})
            assert isinstance(value, tuple | list | int), f"editions={value!r}"
            editions = tuple(value) if isinstance(value, (tuple, list)) else (int(value),)
    return refs, editions, indirect


def collect(tests: Path = TESTS) -> list[Marked]:
    """Every (Law reference, test) pair marked under ``tests``."""
    out: list[Marked] = []
    for path in sorted(tests.rglob("test_*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        constants = _constants(tree)
        relative = path.relative_to(ROOT).as_posix()
        for node in ast.walk(tree):
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                continue
            for decorator in node.decorator_list:
                found = _marker_args(decorator, constants)
                if found is None:
                    continue
                refs, editions, indirect = found
                for ref in refs:
                    law, section = _law_key(ref)
                    test = f"{relative}::{node.name}"
                    out.append(Marked(law, section, test, editions, indirect))
    return sorted(out)


def _norm(section: str) -> str:
    return section.replace("(", "").replace(")", "")


def tested_editions(marks: list[Marked], *refs: str) -> set[int]:
    """The editions in which a test marked with one of ``refs`` (or a subsection of one:
    ``27B1`` covers ``27B1(a)``) drives the engine through it (indirect markers do not
    count). A reference to a whole Law (``33``) needs a marker of the whole Law."""
    out: set[int] = set()
    for ref in refs:
        law, section = _law_key(ref)
        wanted = _norm(section)
        for mark in marks:
            if mark.law != law or mark.indirect:
                continue
            have = _norm(mark.section)
            if have == wanted or (wanted and have.startswith(wanted)):
                out.update(mark.editions)
    return out


def _tick(editions: set[int], edition: int) -> str:
    return "✓" if edition in editions else ""


def _marked_table(marks: list[Marked]) -> list[str]:
    by_ref: dict[tuple[int, str], list[Marked]] = defaultdict(list)
    for mark in marks:
        if not mark.indirect:
            by_ref[(mark.law, mark.section)].append(mark)
    lines = [
        "| Law | " + " | ".join(str(e) for e in EDITIONS) + " | tests |",
        "|---|" + "---|" * len(EDITIONS) + "---|",
    ]
    for (law, section), items in sorted(by_ref.items()):
        editions = {e for item in items for e in item.editions}
        ticks = " | ".join(_tick(editions, e) for e in EDITIONS)
        tests = ", ".join(f"`{item.test.split('::')[1]}`" for item in items[:4])
        if len(items) > 4:
            tests += f" and {len(items) - 4} more"
        lines.append(f"| {law}{section} | {ticks} | {tests} |")
    laws = sorted({law for law, _ in by_ref})
    lines += [
        "",
        f"{len(by_ref)} subsections of {len(laws)} Laws are driven through the engine by "
        f"{len({m.test for items in by_ref.values() for m in items})} tests.",
    ]
    return lines


def _indirect_table(marks: list[Marked]) -> list[str]:
    """The subsections and editions that tests check only indirectly (no direct tick)."""
    direct: dict[tuple[int, str], set[int]] = defaultdict(set)
    by_ref: dict[tuple[int, str], list[Marked]] = defaultdict(list)
    for mark in marks:
        if mark.indirect:
            by_ref[(mark.law, mark.section)].append(mark)
        else:
            direct[(mark.law, mark.section)].update(mark.editions)
    lines = [
        "| Law | " + " | ".join(str(e) for e in EDITIONS) + " | tests |",
        "|---|" + "---|" * len(EDITIONS) + "---|",
    ]
    count = 0
    for key, items in sorted(by_ref.items()):
        editions = {e for item in items for e in item.editions} - direct[key]
        if not editions:
            continue
        count += 1
        ticks = " | ".join("(✓)" if e in editions else "" for e in EDITIONS)
        tests = ", ".join(f"`{item.test.split('::')[1]}`" for item in items[:4])
        if len(items) > 4:
            tests += f" and {len(items) - 4} more"
        lines.append(f"| {key[0]}{key[1]} | {ticks} | {tests} |")
    lines += ["", f"{count} subsections are checked only indirectly in some edition."]
    return lines


def inventory_rows(
    marks: list[Marked], inventory: tuple[Subsection, ...] = INVENTORY
) -> list[tuple[Subsection, str, set[int]]]:
    """Each subsection of ``inventory`` (default: Laws 9-40) with its state on the page
    and the editions tested: ``tested``, ``NOT TESTED`` (mechanical without a 2017 test),
    ``no mechanical effect`` or ``not implemented``."""
    rows = []
    for sub in inventory:
        editions = tested_editions(marks, sub.ref)
        if sub.status == "mechanical":
            state = "tested" if 2017 in editions else "NOT TESTED"
        elif sub.status == "no-effect":
            state = "no mechanical effect"
        else:
            state = "not implemented"
        rows.append((sub, state, editions))
    return rows


def difference_rows(
    marks: list[Marked], differences: tuple[Difference, ...] = DIFFERENCES
) -> list[tuple[Difference, dict[int, str]]]:
    """Each edition difference of ``differences`` (default: Laws 9-40), by Law, with, per
    edition: ``✓`` tested, ``✗`` concerned but not tested, ``no effect`` concerned
    without mechanical effect, ``not implemented`` (a difference the engine does not
    model), ``—`` not concerned."""
    rows = []
    for diff in sorted(differences, key=lambda d: d.law):
        cells = {}
        for edition in EDITIONS:
            refs = diff.refs.get(edition)
            if refs is None:
                cells[edition] = "—"
            elif diff.status == "missing":
                cells[edition] = "not implemented"
            elif diff.status != "mechanical":
                cells[edition] = "no effect"
            else:
                cells[edition] = "✓" if edition in tested_editions(marks, *refs) else "✗"
        rows.append((diff, cells))
    return rows


def _inventory_lines(
    marks: list[Marked],
    laws: str = "9-40",
    inventory: tuple[Subsection, ...] = INVENTORY,
    differences: tuple[Difference, ...] = DIFFERENCES,
    module: str = "tools/laws_inventory.py",
    digest: str = "digest §5.3-§5.15",
) -> list[str]:
    rows = inventory_rows(marks, inventory)
    lines = [
        f"## Laws {laws}, subsection by subsection",
        "",
        f"Every subsection of the 2017 text (FI17; `{module}`): tested (the",
        "editions in which a marked test checks it, under its 2017 name), without mechanical",
        "effect, or not implemented — with the reason.",
        "",
        "| Subsection | | state | " + " | ".join(str(e) for e in EDITIONS) + " | reason |",
        "|---|---|---|" + "---|" * len(EDITIONS) + "---|",
    ]
    for sub, state, editions in rows:
        ticks = " | ".join(_tick(editions, e) for e in EDITIONS)
        lines.append(f"| {sub.ref} | {sub.title} | {state} | {ticks} | {sub.reason} |")
    mechanical = [r for r in rows if r[0].status == "mechanical"]
    tested = [r for r in mechanical if r[1] == "tested"]
    lines += [
        "",
        f"{len(rows)} subsections: {len(mechanical)} mechanical, of which {len(tested)} "
        f"tested for 2017; {sum(r[1] == 'no mechanical effect' for r in rows)} without "
        f"mechanical effect; {sum(r[1] == 'not implemented' for r in rows)} not implemented.",
        "",
        f"## Edition differences, Laws {laws} ({digest})",
        "",
        "✓ tested in that edition, ✗ not tested, *no effect*: no mechanical effect (the",
        "reason is given), *not implemented*: the engine does not model it (the reason is",
        "given), — the difference does not concern that edition.",
        "",
        "| Law | digest | difference | " + " | ".join(str(e) for e in EDITIONS) + " |",
        "|---|---|---|" + "---|" * len(EDITIONS),
    ]
    diffs = difference_rows(marks, differences)
    for diff, cells in diffs:
        what = diff.what + (f" ({diff.reason})" if diff.reason else "")
        lines.append(
            f"| {diff.law} | {diff.digest} | {what} | "
            + " | ".join(cells[e] for e in EDITIONS)
            + " |"
        )
    concerned = sum(c in ("✓", "✗") for _, cells in diffs for c in cells.values())
    ok = sum(c == "✓" for _, cells in diffs for c in cells.values())
    lines += ["", f"{len(diffs)} differences; {ok} of {concerned} edition cells tested."]
    return lines


def render(marks: list[Marked]) -> str:
    """The Markdown page."""
    lines = [
        "# Laws coverage",
        "",
        "Generated by `python -m tools.laws_coverage` from the `@pytest.mark.law` markers of",
        "the tests; `make test` fails when this page is out of date. A tick means that at",
        "least one test drives the engine or the director through the subsection in that",
        "edition: `make test` audits every marker (`tests/law_audit.py`) and fails when a",
        "test does not make the engine cite the Law it claims in an edition it claims, at the",
        "marker's subsection, a subsection of it or the part containing it (the precision at",
        "which the engine cites). A test of an edition's hook value, of a value or of a file",
        "format counts only as indirect: those are listed apart at the end, never ticked.",
        "",
        *_inventory_lines(marks),
        "",
        *_inventory_lines(
            marks,
            "41-71",
            INVENTORY_41_71,
            DIFFERENCES_41_71,
            "tools/laws_inventory_41_71.py",
            "digest of Laws 41-93 §6",
        ),
        "",
        "## Every marked subsection",
        "",
        *_marked_table(marks),
        "",
        "## Tested only indirectly",
        "",
        "Subsections and editions that tests check without the engine citing the Law in",
        "that edition (values, file formats, an edition hook's value, or a ruling the engine",
        "cites under another number): (✓) where no test ticks it directly.",
        "",
        *_indirect_table(marks),
    ]
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    """Write the page, or with ``--check`` compare it with the file."""
    text = render(collect())
    if "--check" in argv:
        if not OUTPUT.exists() or OUTPUT.read_text(encoding="utf-8") != text:
            sys.stderr.write(f"{OUTPUT} is out of date: run python -m tools.laws_coverage\n")
            return 1
        return 0
    OUTPUT.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
