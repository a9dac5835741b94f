"""Every edition difference lives in :mod:`bridgelaw.editions`, one class per older
edition, reached through one interface.

The checks scan the sources as ``tools/architecture_metrics.py`` does (the same regex for
an edition-year comparison), then try each edition through the new interface.
"""

from __future__ import annotations

import ast
import inspect
import itertools
import re
from pathlib import Path

import pytest
from tools.architecture_metrics import year_comparisons

from bridgelaw.core.calls import Bid, Pass
from bridgelaw.core.seats import Seat
from bridgelaw.editions import (
    DEFAULT_EDITION,
    EDITIONS,
    Edition,
    Edition1987,
    Edition1997,
    Edition2007,
    find_edition,
)
from bridgelaw.errors import IllegalCallError, NotationError
from bridgelaw.laws.auction import AuctionState
from bridgelaw.scoring.adjusted import weighting_allowed

PACKAGE = Path(__file__).resolve().parents[2] / "src" / "bridgelaw" / "editions"
OLDER = {"edition_2007": Edition2007, "edition_1997": Edition1997, "edition_1987": Edition1987}
CHAIN = (Edition, Edition2007, Edition1997, Edition1987)


def test_no_edition_year_comparison_outside_the_editions() -> None:
    assert year_comparisons() == []


@pytest.mark.parametrize("module", sorted(OLDER))
def test_each_older_edition_module_defines_exactly_one_class(module: str) -> None:
    tree = ast.parse((PACKAGE / f"{module}.py").read_text())
    classes = [node.name for node in tree.body if isinstance(node, ast.ClassDef)]
    assert classes == [OLDER[module].__name__]
    assert ast.get_docstring(tree), f"{module} says which edition it differs from"


@pytest.mark.parametrize("older", CHAIN[1:], ids=lambda c: c.__name__)
def test_every_override_exists_on_the_base_and_names_its_law(older: type[Edition]) -> None:
    newer = older.__mro__[1]
    for name, value in vars(older).items():
        if not inspect.isfunction(value):
            continue
        assert hasattr(Edition, name), f"{older.__name__}.{name} is not a hook of Edition"
        assert hasattr(newer, name), name
        assert re.match(r"law_\d+", name), f"{older.__name__}.{name}: no Law in its name"
        doc = inspect.getdoc(value) or ""
        assert re.search(r"\d", doc), f"{older.__name__}.{name}: no Law in its docstring"
        base = inspect.signature(getattr(Edition, name))
        assert inspect.signature(value).parameters.keys() == base.parameters.keys(), name


def test_the_editions_import_only_core_and_errors() -> None:
    allowed = ("bridgelaw.core", "bridgelaw.errors", "bridgelaw.editions")
    for path in sorted(PACKAGE.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            names: list[str] = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            for name in names:
                if name.startswith("bridgelaw"):
                    assert name.startswith(allowed), f"{path.name} imports {name}"


def test_one_chain_one_registry() -> None:
    assert [type(EDITIONS[year]) for year in (2017, 2007, 1997, 1987)] == list(CHAIN)
    for newer, older in itertools.pairwise(CHAIN):
        assert older.__mro__[1] is newer
    assert find_edition() is DEFAULT_EDITION and DEFAULT_EDITION.year == 2017
    assert find_edition("wbf1997") is EDITIONS[1997]
    assert find_edition(EDITIONS[2007]) is EDITIONS[2007]
    assert Edition1987() == EDITIONS[1987] and hash(Edition1987()) == hash(EDITIONS[1987])
    assert EDITIONS[1987] != EDITIONS[1997]
    with pytest.raises(NotationError):
        find_edition(1975)


@pytest.mark.parametrize("year", [2017, 2007, 1997, 1987])
def test_correct_procedure_is_the_same_in_every_edition(year: int) -> None:
    edition = find_edition(year)
    auction = AuctionState(Seat.NORTH)
    auction.apply(Seat.NORTH, Bid.parse("1H"))
    assert Pass() in edition.legal_calls(auction)
    with pytest.raises(IllegalCallError) as raised:
        edition.check_call(Seat.EAST, Bid.parse("1D"), auction)
    assert str(raised.value.law) == "18D" and raised.value.law.edition == year


def test_2017_hooks() -> None:
    ed = find_edition(2017)
    assert ed.law_64c_ref("64C2(a)") == "64C2(a)"
    assert ed.law_68d2a_ref() == "68D2(a)" and ed.law_26_comparable_call()
    assert weighting_allowed(ed, regulating_authority_forbids=True)


def test_2007_hooks() -> None:
    ed = find_edition(2007)
    assert ed.law_64c_ref("64C2(a)") == "64C" and ed.law_64b3_faced_card_exempt()
    assert ed.law_26a2_refs() == ("26A2(a)", "26A2(b)") and ed.law_26a_solely()
    assert not weighting_allowed(ed, regulating_authority_forbids=True)
    assert weighting_allowed(ed)
    assert (
        ed.law_79c2_late_correction(
            organizer_consents=True, regulation_allows=False, director_sure=True
        )
        is None
    )


def test_1997_hooks() -> None:
    ed = find_edition(1997)
    assert ed.law_64a2_second_trick() and not ed.law_64b7_both_sides_revoked()
    assert ed.law_71_normal_ref() == "71C" and ed.law_71_legal_ref() == "71A"
    assert ed.law_23a_enforced_pass_only() and not ed.law_23b_pass_out_of_rotation()
    assert not weighting_allowed(ed)
    assert ed.law_86_one_side_at_fault(5.0, 3.0) == ("86A", 3.0, "artificial 60 % = 3 IMPs")


def test_1987_hooks() -> None:
    ed = find_edition(1987)
    assert ed.law_71_normal_ref() == "71B" and ed.law_71_legal_ref() == "71A1"
    assert ed.law_23b_pass_out_of_rotation() and ed.law_11_lho_forfeits()
    assert ed.law_12c_most_favourable_score_ref() == "12C"
    assert ed.law_16_outside_ref(first_call_made=True) == "16B"
