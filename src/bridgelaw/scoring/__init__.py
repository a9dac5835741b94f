"""Scoring: Law 77 (the duplicate scoring table) and Law 78B (IMPs).

>>> from bridgelaw.scoring import contract_score, imps
>>> table_1 = contract_score("4S", vulnerable=True, tricks=10)
>>> table_2 = contract_score("3S", vulnerable=True, tricks=10)
>>> table_1, table_2, imps(table_1 - table_2)
(620, 170, 10)
"""

from __future__ import annotations

from bridgelaw.scoring.batch import SCORE_ARRAY, contract_scores
from bridgelaw.scoring.board import (
    ArtificialPlacement,
    BoardMatchpoints,
    Factoring,
    score_board,
    score_fouled_board,
)
from bridgelaw.scoring.entries import ArtificialScore, SplitScore, WeightedScore
from bridgelaw.scoring.law77 import (
    ContractLike,
    ScoreComponents,
    contract_score,
    game_or_partscore_bonus,
    insult_bonus,
    is_game,
    ns_score,
    overtrick_score,
    score_components,
    slam_bonus,
    trick_score,
    undertrick_penalty,
)
from bridgelaw.scoring.law78 import IMP_THRESHOLDS, MAX_IMPS, imps, imps_array
from bridgelaw.scoring.matchpoints import (
    MatchpointScale,
    matchpoints,
    neuberg,
    percentages,
    top,
)
from bridgelaw.scoring.teams import (
    BoardImps,
    MatchImps,
    butler_datum,
    butler_imps,
    cross_imps,
    match_imps,
    total_points,
)
from bridgelaw.scoring.vp import DiscreteVpScale, wbf_vp, wbf_vp_table

__all__ = [
    "IMP_THRESHOLDS",
    "MAX_IMPS",
    "SCORE_ARRAY",
    "ArtificialPlacement",
    "ArtificialScore",
    "BoardImps",
    "BoardMatchpoints",
    "ContractLike",
    "DiscreteVpScale",
    "Factoring",
    "MatchImps",
    "MatchpointScale",
    "ScoreComponents",
    "SplitScore",
    "WeightedScore",
    "butler_datum",
    "butler_imps",
    "contract_score",
    "contract_scores",
    "cross_imps",
    "game_or_partscore_bonus",
    "imps",
    "imps_array",
    "insult_bonus",
    "is_game",
    "match_imps",
    "matchpoints",
    "neuberg",
    "ns_score",
    "overtrick_score",
    "percentages",
    "score_board",
    "score_components",
    "score_fouled_board",
    "slam_bonus",
    "top",
    "total_points",
    "trick_score",
    "undertrick_penalty",
    "wbf_vp",
    "wbf_vp_table",
]
