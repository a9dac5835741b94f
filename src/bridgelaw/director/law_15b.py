"""Law 15B (2017; 1987-2007 Law 15A-C): a board played by contestants not designated to
play it this round.

Reported with :class:`~bridgelaw.table.IrregularityReported` (``Kind.WRONG_BOARD``,
``seat`` ``None``). Whether any of the four has played the board before, and (older
editions) whether a call differed in the second auction, are facts the director
establishes: they are asked, never assumed.

* 2017: played before by any of the four → the board is cancelled for both sides (15B1);
  otherwise it is bid and played out and the score stands, and the director may have
  the pairs play the correct board against each other later (15B2); a contestant
  deprived of a legal score gets an artificial adjusted score (15B3, 12C2(a)).
* 1997, 2007: not played before → the score stands; the correct board may be played
  later (15A). Played before → the second result is cancelled; artificial adjusted
  scores to those deprived (15B). Found during the auction → the auction stops, the
  right contestants sit down, and in a second auction each player must repeat his
  calls; any difference cancels the board (15C; 2007 adds a procedural penalty for a
  deliberate attempt to prevent normal play).
* 1987: as 1997, but before the second auction any player may demand that the board be
  cancelled (15C).
"""

from __future__ import annotations

from bridgelaw.director.context import Context, Spec
from bridgelaw.director.director import register
from bridgelaw.editions import Law15WrongBoard
from bridgelaw.laws.disclosure import play_ended
from bridgelaw.laws.effects import CloseBoard, Effect, FlagReview, Resolve
from bridgelaw.laws.irregularity import Kind

__all__ = ["rule"]


def _one(ctx: Context, law: str, text: str, *effects: Effect) -> Spec:
    return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))


@register(Kind.WRONG_BOARD)
def rule(ctx: Context) -> Spec:
    """The ruling on a wrong board being played."""
    variant = ctx.edition.law_15_wrong_board()
    if variant is Law15WrongBoard.LAW_15B:
        return _law_15b(ctx)
    during_auction = not ctx.state.auction_ended and not play_ended(ctx.table)
    if during_auction:
        return _law_15c(ctx, demand=variant is Law15WrongBoard.LAW_15ABC_DEMAND)
    return _law_15ab(ctx)


def _deprived(ctx: Context, law: str) -> FlagReview:
    return FlagReview(
        ctx.ref(law),
        "a contestant deprived of a legal score gets an artificial adjusted score (Law 12C2)",
        None,
    )


def _law_15b(ctx: Context) -> Spec:
    before = ctx.yes(
        "15B-played-before",
        "15B1",
        "Has any of the four players already played this board (against the right or the "
        "wrong opponents)?",
    )
    if before:
        ctx.fact("one of the four has played the board before")
        return _one(
            ctx,
            "15B1",
            "the board is cancelled for both sides",
            _deprived(ctx, "15B3"),
            CloseBoard(ctx.ref("15B1"), "board cancelled for both sides (wrong board)"),
        )
    ctx.fact("none of the four has played the board before")
    return _one(
        ctx,
        "15B2",
        "the board is bid and played out and the score stands; the director may require "
        "both pairs to play the correct board against each other later",
        FlagReview(ctx.ref("15B2"), "the correct board may have to be played later", None),
        _deprived(ctx, "15B3"),
        Resolve("the wrong board is played out; its score stands (15B2)"),
    )


def _law_15ab(ctx: Context) -> Spec:
    before = ctx.yes(
        "15B-played-before",
        "15B",
        "Has any of the contestants already played this board?",
    )
    if before:
        return _one(
            ctx,
            "15B",
            "the second result is cancelled; artificial adjusted scores to those deprived",
            _deprived(ctx, "15B"),
            CloseBoard(ctx.ref("15B"), "second result cancelled (board played before)"),
        )
    return _one(
        ctx,
        "15A",
        "the score stands; the correct board may be played later",
        FlagReview(ctx.ref("15A"), "the correct board may be played later", None),
        Resolve("the score of the wrong board stands (15A)"),
    )


def _law_15c(ctx: Context, *, demand: bool) -> Spec:
    ctx.fact("found during the auction: the auction stops and the right contestants sit down")
    if demand and ctx.yes(
        "15C-demand",
        "15C",
        "Does any player demand that the board be cancelled before a second auction?",
    ):
        return _one(
            ctx,
            "15C",
            "the board is cancelled at a player's demand; artificial adjusted scores",
            _deprived(ctx, "15C"),
            CloseBoard(ctx.ref("15C"), "board cancelled on demand (wrong contestants)"),
        )
    differs = ctx.yes(
        "15C-differs",
        "15C",
        "In the second auction with the right contestants, did any player make a call that "
        "differs from his call in the first auction?",
    )
    effects: list[Effect] = []
    if ctx.edition.law_15c_attempt_penalty_flag():
        effects.append(
            FlagReview(
                ctx.ref("15C"),
                "a procedural penalty for a deliberate attempt to prevent normal play",
                None,
            )
        )
    if differs:
        return _one(
            ctx,
            "15C",
            "a call differed in the second auction: the board is cancelled; artificial "
            "adjusted scores",
            *effects,
            _deprived(ctx, "15C"),
            CloseBoard(ctx.ref("15C"), "board cancelled: a call differed in the second auction"),
        )
    return _one(
        ctx,
        "15C",
        "every call was repeated in the second auction: the auction stands and play goes on",
        *effects,
        Resolve("the calls were repeated in the second auction (15C)"),
    )
