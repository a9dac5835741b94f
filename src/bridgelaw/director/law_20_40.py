"""Laws 20 and 40: explanations and alerts, and partnership understandings.

The rights to review the auction and to ask for explanations, at each moment, are
:mod:`bridgelaw.laws.disclosure`. Alerts and explanations given are recorded on
the call (:class:`~bridgelaw.table.CallMade` ``alert``/``explanation``); an
unexpected alert or a failure to alert is unauthorized information to partner (Law
16, :mod:`bridgelaw.director.law_16`) and, for the opponents, misinformation (Law 21).

Reported with :class:`~bridgelaw.table.IrregularityReported` (``Kind.EXPLANATION``),
``seat`` the player whose side's explanation or agreement is at issue, ``about`` the
call record concerned, ``case`` an :class:`~bridgelaw.laws.irregularity.ExplanationCase`
(or a ``note`` that starts with one of :data:`CASES`):

* ``own-explanation`` (20F4): the player finds his own explanation was wrong; he must
  call the director and correct it before the end of the clarification period (2007:
  at once); the director applies 21B or 40B3 (2007: 40B4). Not in 1987/1997.
* ``partner-explanation`` (20F5): partner's explanation was wrong; the player may not
  correct it during the auction; declarer or dummy calls the director after the final
  pass, a defender at the end of play. Not in 1987/1997.
* ``restatement`` (20E): an uncorrected error in a review of the auction (12C1).
* ``disclosure``, ``withheld``, ``illegal``, ``deviation``, ``repeated`` (Law 40,
  sections by edition: :meth:`Edition.law_40_refs`).
"""

from __future__ import annotations

from typing import Final

from bridgelaw.director.context import Context, Spec, name
from bridgelaw.director.director import register
from bridgelaw.editions import Edition, Law20F4Until
from bridgelaw.laws.disclosure import Period, period
from bridgelaw.laws.effects import Effect, FlagReview, RecordUI, Resolve
from bridgelaw.laws.irregularity import ExplanationCase, Kind

__all__ = ["CASES", "rule"]

CASES: Final = tuple(case.value for case in ExplanationCase)
"""What a report about explanations and agreements may be about."""


def _case(ctx: Context) -> ExplanationCase:
    subject = ctx.irregularity.subject
    case = None if subject is None else ctx.state.facts[subject].case
    if case is not None:
        return case
    return ExplanationCase(ctx.ask("20-40", "40", "What is the report about?", CASES))


def _about(ctx: Context) -> str:
    index = ctx.irregularity.call_index
    if index is None:
        return "a call"
    record = ctx.record(index)
    return f"{name(record.seat)}'s {record.call}"


@register(Kind.EXPLANATION)
def rule(ctx: Context) -> Spec:
    """The ruling on an explanation or a partnership understanding."""
    general = ctx.edition
    case = _case(ctx)
    ctx.fact(ctx.irregularity.reason)
    own, partner = ExplanationCase.OWN_EXPLANATION, ExplanationCase.PARTNER_EXPLANATION
    if case is own and general.law_20_own_correction() is not None:
        return _own(ctx, general)
    if case is partner and general.law_20_partner_correction() is not None:
        return _partner(ctx, general)
    if case is ExplanationCase.RESTATEMENT:
        return _restatement(ctx)
    if case in (own, partner):
        ctx.fact(f"the {ctx.year} Laws have no Law 20F4/20F5: ruled as a failure to explain")
        case = ExplanationCase.WITHHELD
    if case is ExplanationCase.DEVIATION:
        return _deviation(ctx, general)
    return _law_40(ctx, general, case)


def _partner_ui(ctx: Context, general: Edition, what: str) -> RecordUI:
    section = general.law_16_section("partner")
    law = f"{section}1(a)" if section == "16B" else section
    seat = ctx.offender
    return RecordUI(f"{name(seat)}'s {what}", ctx.ref(law), seat.side)


def _adjust_flag(ctx: Context, law: str, reason: str) -> FlagReview:
    return FlagReview(ctx.ref(law), reason, ctx.offender.side)


def _own(ctx: Context, general: Edition) -> Spec:
    correction = general.law_20_own_correction()
    assert correction is not None
    law, until, other = correction
    seat = ctx.offender
    moment = period(ctx.table)
    late = (
        moment in (Period.PLAY, Period.AFTER_PLAY) if until is Law20F4Until.CLARIFICATION else False
    )
    ctx.fact(
        f"{name(seat)} corrects his own explanation of {_about(ctx)}: he must call the "
        + (
            "director before the end of the clarification period"
            if until is Law20F4Until.CLARIFICATION
            else "director at once"
        )
    )
    effects: list[Effect] = [_partner_ui(ctx, general, "mistaken explanation and its correction")]
    if late:
        ctx.fact("the clarification period is over: the correction comes too late (see 75B2)")
        effects.append(
            _adjust_flag(ctx, law, "explanation corrected after the clarification period")
        )
    if moment in (Period.AUCTION, Period.CLARIFICATION):
        ctx.fact(
            "an opponent who called after the mistaken explanation may change that call if his "
            "partner has not called since (Law 21B; report it as misinformation)"
        )
    effects.append(
        _adjust_flag(
            ctx,
            other,
            "the opponents may be entitled to an adjusted score for the mistaken explanation "
            "(Law 21B3)",
        )
    )
    effects.append(Resolve(f"explanation corrected ({law})"))
    text = "the explanation is corrected; Law 21B or " + other + " applies"
    return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))


def _partner(ctx: Context, general: Edition) -> Spec:
    law = general.law_20_partner_correction()
    assert law is not None
    seat = ctx.offender
    moment = period(ctx.table)
    declarer = ctx.state.auction.declarer
    declaring = declarer is not None and seat.side == declarer.side
    ctx.fact(f"{name(seat)} says his partner's explanation of {_about(ctx)} was mistaken")
    if moment == Period.AUCTION:
        proper, when = False, "during the auction he may not correct it or signal it (20F5(a))"
    elif declaring:
        proper, when = True, "declarer or dummy tells the opponents after the final pass"
    elif moment == Period.AFTER_PLAY:
        proper, when = True, "a defender tells the opponents at the end of play"
    else:
        proper, when = False, "a defender waits until the end of play (20F5(b)(i))"
    ctx.fact(when)
    effects: list[Effect] = []
    if not proper:
        effects += [
            _partner_ui(ctx, general, "correction of his partner's explanation"),
            _adjust_flag(ctx, law, "partner's explanation corrected at the wrong moment"),
        ]
        section = f"{law}(a)" if moment == Period.AUCTION else f"{law}(b)"
    else:
        section = f"{law}(b)"
        if moment == Period.CLARIFICATION:
            ctx.fact(
                "an opponent may still change a call made after the mistaken explanation "
                "(Law 21B; report it as misinformation)"
            )
    refs = general.law_40_refs()
    effects.append(
        _adjust_flag(
            ctx,
            refs["disclosure"],
            "the opponents may be entitled to an adjusted score for the mistaken explanation",
        )
    )
    effects.append(Resolve(f"partner's mistaken explanation reported ({section})"))
    text = "the opponents are told of the mistaken explanation" if proper else when
    return Spec(ctx.ref(section), (ctx.option("rule", text, section, *effects),))


def _restatement(ctx: Context) -> Spec:
    ctx.fact(
        "every player, dummy and a player required to pass included, must correct an error in "
        "a review of the auction at once (20E)"
    )
    effects: tuple[Effect, ...] = (
        FlagReview(ctx.ref("12C1"), "an uncorrected error in the review of the auction", None),
        Resolve("an error in the review of the auction (20E)"),
    )
    text = "the director adjusts the score if the uncorrected review caused damage (12C1)"
    return Spec(ctx.ref("20E"), (ctx.option("rule", text, "20E", *effects),))


def _deviation(ctx: Context, general: Edition) -> Spec:
    law = general.law_40_refs()["deviation"]
    seat = ctx.offender
    legal = general.law_40_deviation_permitted_ref()
    about = _about(ctx) if ctx.irregularity.call_index is not None else f"{name(seat)}'s call"
    ctx.fact(f"{about} departed from the announced agreements")
    undisclosed = ctx.yes(
        "40C1",
        law,
        f"Had {name(seat.partner)} more reason than the opponents to know of the deviation "
        "(an undisclosed, implicit understanding)?",
    )
    if not undisclosed:
        effects: tuple[Effect, ...] = (Resolve(f"a permitted deviation ({legal})"),)
        text = "a permitted deviation: no obligation to disclose it"
        return Spec(ctx.ref(legal), (ctx.option("rule", text, legal, *effects),))
    found: list[Effect] = [
        _adjust_flag(ctx, law, "an undisclosed understanding damaged the opponents: adjusted score")
    ]
    if general.law_40_penalty("deviation"):
        found.append(_adjust_flag(ctx, "90", "a procedural penalty may be given"))
    found.append(Resolve(f"an undisclosed understanding ({law})"))
    text = "an undisclosed understanding: the score is adjusted if the opponents were damaged"
    return Spec(ctx.ref(law), (ctx.option("rule", text, law, *found),))


_LAW_40_REASONS: Final = {
    ExplanationCase.DISCLOSURE: "the opponents did not disclose the meaning of a call as required",
    ExplanationCase.WITHHELD: (
        "an explanation withheld information crucial to the opponents' choice"
    ),
    ExplanationCase.ILLEGAL: "a special partnership understanding not permitted by regulation",
    ExplanationCase.REPEATED: "repeated failures to disclose partnership understandings",
}


def _law_40(ctx: Context, general: Edition, case: ExplanationCase) -> Spec:
    law = general.law_40_refs()[case]
    reason = _LAW_40_REASONS[case]
    effects: list[Effect] = [_adjust_flag(ctx, law, f"{reason}: adjusted score if damaged")]
    if general.law_40_penalty(case):
        effects.append(_adjust_flag(ctx, "90", "a procedural penalty may be given"))
    if general.law_40_adjust_discretionary() and case != "illegal":
        ctx.fact("the director *may* adjust the score (1987/1997 40C)")
    effects.append(Resolve(f"{reason} ({law})"))
    text = f"{reason}: the score is adjusted if the other side was damaged"
    return Spec(ctx.ref(law), (ctx.option("rule", text, law, *effects),))
