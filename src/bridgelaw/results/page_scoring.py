"""Rescoring the travellers of saved result pages the way each program scores them.

The programs agree on Law 78 but differ in the conditions of contest (78D) for
boards with adjusted or missing results, and in how they round; their sets are
:data:`bridgelaw.scoring.conditions.NAMED` (``jfr``, ``kops``, ``bbo``):

* **JFR Pary**: a table whose opponents did not exist (a sit-out, awarded 60 % and
  0 %) is left out; a balanced artificial score takes a place in the field
  (:attr:`~bridgelaw.scoring.board.ArtificialPlacement.IN_FIELD`), other artificial
  scores are counted and the real results factored (Neuberg); percentages to 2
  decimals. Butler IMPs are against the datum the page prints.
* **KOPS**: artificial scores count in the board's size and the real results are
  factored (Neuberg); the factored matchpoints are rounded to 2 decimals, and the
  percentage (of the top) to 1 decimal; cross-IMPs averaged, to 1 decimal.
* **BBO**: adjusted results (``A==``, ``A+=``...) are left out of the field;
  percentages and averaged cross-IMPs to 2 decimals.

:func:`rescore_traveller` gives our figures for a page's traveller, rounded as the
program rounds them, and :func:`traveller_agreement` counts how many agree.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from bridgelaw.results.import_pages import PageTraveller
from bridgelaw.scoring.board import score_board
from bridgelaw.scoring.conditions import NAMED, Conditions, is_sit_out, round_half_up
from bridgelaw.scoring.entries import ArtificialScore, Entry
from bridgelaw.scoring.teams import butler_imps, cross_imps

__all__ = ["PROGRAMS", "rescore_traveller", "traveller_agreement"]


PROGRAMS: Final = {"JFR": NAMED["jfr"], "KOPS": NAMED["kops"], "BBO": NAMED["bbo"]}
"""The conditions of contest of the programs whose pages :mod:`.import_pages` reads."""


def _entries(traveller: PageTraveller, conditions: Conditions) -> list[Entry]:
    entries: list[Entry] = []
    for row in traveller.rows:
        if row.adjusted is None:
            entries.append(row.score_ns)
            continue
        entry = ArtificialScore(*row.adjusted)
        left_out = conditions.sit_outs_left_out and traveller.unit == "%" and is_sit_out(entry)
        entries.append(None if left_out else entry)
    return entries


def rescore_traveller(
    traveller: PageTraveller, *, extra: Sequence[int] = ()
) -> list[tuple[float | None, float | None]]:
    """Our figure for each row of ``traveller`` (North-South's, East-West's): percentages
    for a matchpoint page, IMPs for a Butler (against the page's datum) or cross-IMP
    page, rounded as the program that wrote the page rounds them; ``None`` for a row
    the program does not score (a sit-out).

    :param extra: North-South scores of tables the page leaves out, scored with the
        others (their own figures are not returned).
    """
    convention = PROGRAMS[traveller.program]
    entries = _entries(traveller, convention) + [int(s) for s in extra]
    rows = len(traveller.rows)
    out: list[tuple[float | None, float | None]] = []
    if traveller.unit == "%":
        board = score_board(entries, artificial=convention.artificial)
        for k in range(rows):
            ns, ew = board.ns[k], board.ew[k]
            if ns is None or ew is None:
                out.append((None, None))
                continue
            if convention.mp_decimals is not None:
                ns = round_half_up(ns, convention.mp_decimals)
                ew = round_half_up(ew, convention.mp_decimals)
            assert ns is not None and ew is not None
            top = board.top or 1.0
            out.append(
                (
                    round_half_up(100.0 * ns / top, convention.percent_decimals),
                    round_half_up(100.0 * ew / top, convention.percent_decimals),
                )
            )
        return out
    if traveller.datum is not None:
        imps = butler_imps(entries, datum=traveller.datum)
    else:
        imps = cross_imps(entries, average=convention.cross_imp_average)
    for k in range(rows):
        out.append(
            (
                round_half_up(imps.ns[k], convention.imp_decimals),
                round_half_up(imps.ew[k], convention.imp_decimals),
            )
        )
    return out


def traveller_agreement(traveller: PageTraveller, *, extra: Sequence[int] = ()) -> tuple[int, int]:
    """``(agreed, checked)``: how many of the page's rows with a figure we reproduce
    exactly (both sides, where the page gives both)."""
    ours = rescore_traveller(traveller, extra=extra)
    agreed = checked = 0
    for row, (ns, ew) in zip(traveller.rows, ours, strict=True):
        if row.ns_value is None or ns is None:
            continue
        checked += 1
        if ns == row.ns_value and (row.ew_value is None or ew == row.ew_value):
            agreed += 1
    return agreed, checked
