"""Scoring: Law 77 (the duplicate scoring table) and Law 78B (IMPs).

>>> from bridgelaw.scoring import contract_score, imps
>>> table_1 = contract_score("4S", vulnerable=True, tricks=10)
>>> table_2 = contract_score("3S", vulnerable=True, tricks=10)
>>> table_1, table_2, imps(table_1 - table_2)
(620, 170, 10)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bridgelaw._lazy import lazy_exports

if TYPE_CHECKING:
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

_EXPORTS = {
    "SCORE_ARRAY": "bridgelaw.scoring.batch",
    "contract_scores": "bridgelaw.scoring.batch",
    "ArtificialPlacement": "bridgelaw.scoring.board",
    "BoardMatchpoints": "bridgelaw.scoring.board",
    "Factoring": "bridgelaw.scoring.board",
    "score_board": "bridgelaw.scoring.board",
    "score_fouled_board": "bridgelaw.scoring.board",
    "ArtificialScore": "bridgelaw.scoring.entries",
    "SplitScore": "bridgelaw.scoring.entries",
    "WeightedScore": "bridgelaw.scoring.entries",
    "ContractLike": "bridgelaw.scoring.law77",
    "ScoreComponents": "bridgelaw.scoring.law77",
    "contract_score": "bridgelaw.scoring.law77",
    "game_or_partscore_bonus": "bridgelaw.scoring.law77",
    "insult_bonus": "bridgelaw.scoring.law77",
    "is_game": "bridgelaw.scoring.law77",
    "ns_score": "bridgelaw.scoring.law77",
    "overtrick_score": "bridgelaw.scoring.law77",
    "score_components": "bridgelaw.scoring.law77",
    "slam_bonus": "bridgelaw.scoring.law77",
    "trick_score": "bridgelaw.scoring.law77",
    "undertrick_penalty": "bridgelaw.scoring.law77",
    "IMP_THRESHOLDS": "bridgelaw.scoring.law78",
    "MAX_IMPS": "bridgelaw.scoring.law78",
    "imps": "bridgelaw.scoring.law78",
    "imps_array": "bridgelaw.scoring.law78",
    "MatchpointScale": "bridgelaw.scoring.matchpoints",
    "matchpoints": "bridgelaw.scoring.matchpoints",
    "neuberg": "bridgelaw.scoring.matchpoints",
    "percentages": "bridgelaw.scoring.matchpoints",
    "top": "bridgelaw.scoring.matchpoints",
    "BoardImps": "bridgelaw.scoring.teams",
    "MatchImps": "bridgelaw.scoring.teams",
    "butler_datum": "bridgelaw.scoring.teams",
    "butler_imps": "bridgelaw.scoring.teams",
    "cross_imps": "bridgelaw.scoring.teams",
    "match_imps": "bridgelaw.scoring.teams",
    "total_points": "bridgelaw.scoring.teams",
    "DiscreteVpScale": "bridgelaw.scoring.vp",
    "wbf_vp": "bridgelaw.scoring.vp",
    "wbf_vp_table": "bridgelaw.scoring.vp",
}
"""Each lazily re-exported name -> the module that defines it."""

if not TYPE_CHECKING:
    __getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, __all__)
