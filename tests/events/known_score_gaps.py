"""The tables of the real event files (``../shared/data/pbn_events`` and
``pbntools_results``) that cannot be scored from their contract, declarer and tricks,
each class with its file, count and reason. ``test_scores_without_score_tags`` fails
on any table no entry explains and on any entry whose count is no longer exact.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Gap:
    """A class of tables in one file that cannot be scored from the table result."""

    file: str
    """Relative to ``../shared/data``."""
    count: int
    """How many tables."""
    why: str
    nothing_scored: bool = False
    """Whether no table of the file can be scored at all (``score`` stops with an error
    whether or not the score tags are there)."""


_HAND_RECORD = (
    "A hand record: deals (with double-dummy tables) and no table results, so there is no "
    "contract, no result and no score to rank; scored with or without the score tags, the "
    "file is the error 'no table result could be scored'."
)
_UNFINISHED = (
    "BBO exported a table whose play stops part way (no Contract, Result or Score tag): "
    "the score BBO gave it (an adjusted score) is not in the file, so the table is listed "
    "as unscored and left out, with or without the score tags."
)

GAPS: tuple[Gap, ...] = (
    Gap("pbn_events/camrose2024_bridgecomposer_dd_par.pbn", 160, _HAND_RECORD, True),
    Gap("pbn_events/hand_trophy_pairs_2016-08-16_dd.pbn", 26, _HAND_RECORD, True),
    Gap("pbn_events/hazlemere_trophy_2015-10-06_dd.pbn", 30, _HAND_RECORD, True),
    Gap("pbn_events/wed_individual_2016-08-31_dd.pbn", 28, _HAND_RECORD, True),
    Gap(
        "pbntools_results/test_10_bbo_www_annamar_1538_php/annamar_1538_pairs_untitled.pbn",
        5,
        _UNFINISHED,
    ),
    Gap(
        "pbntools_results/test_6_bbo_skyclub_20130810/"
        "sky_club_2196_pairs_sky_club_jackpot_2000.pbn",
        2,
        _UNFINISHED,
    ),
    Gap(
        "pbntools_results/test_7_bbo_www_acbl_20130810/acbl_1607_pairs_acbl_sat_1pm_speedball.pbn",
        3,
        _UNFINISHED,
    ),
    Gap(
        "pbntools_results/test_8_bbo_wronie_20130824/wronie_9533_pairs_2720_przyjaciele_wronia.pbn",
        9,
        _UNFINISHED,
    ),
)
