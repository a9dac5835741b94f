"""Substitutes in a pairs event (Law 4: a pair keeps its partnership throughout the
session except for a substitution the director authorises; the conditions of contest
say how it is scored): the director replaces one player of a pair, from the event page,
by a person on the server (an account, or a guest whose name no other guest has) or by
the server's robot.

The pair keeps its number (its place in the movement) and every score it has made; the
substitute plays its place from the next table it sits at. A substitution is made
between rounds for that pair: before the start, when the pair sits out the round in
play, or once its table has played the round's boards (a table still playing is
refused, with what to do: finish the board, or end the round). It is recorded on the
pair (``substitutes``: who went out, who came in, from which round, by whom), and the
pair's name says it (``Ann & Bob, Sue for Bob from round 3``) wherever the pair is
named: the round's tables, travellers, the ranking.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from bridgelaw.editions import find_edition
from bridgelaw.server.auth_db import UserRow
from bridgelaw.server.pairs_model import ROBOT, Member, PairEvent
from bridgelaw.server.pairs_words import _
from bridgelaw.server.store import Denied

__all__ = ["PLACES", "Substitution", "find_person", "substitute"]

PLACES: Final = ("first", "second")
"""A pair's two places, as the form names them (its first member sits North or East)."""

Row = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Substitution:
    """The director's substitution: place ``place`` (0 or 1) of pair ``pair`` (its
    movement label) is played by ``person`` (a name on the server, or ``robot``)."""

    pair: str
    place: int
    person: str
    by: str = ""

    @classmethod
    def read(cls, form: Mapping[str, Any], by: str) -> Substitution:
        """From the event page's form or the API's JSON: ``pair``, ``place`` (``first``
        or ``second``, or 1 or 2) and ``person`` (a player's name, or ``robot``).

        :raises Denied: something missing.
        """
        pair = str(form.get("pair", "")).strip()
        place = str(form.get("place", "")).strip().lower()
        person = " ".join(str(form.get("person", "")).split())[:40]
        index = {"first": 0, "second": 1, "1": 0, "2": 1}.get(place)
        if not pair or index is None:
            raise Denied("substitute", _("name the pair and its place: first or second"))
        if not person:
            raise Denied("substitute", _("name the substitute (a player on this server) or robot"))
        return cls(pair, index, person, by)


def find_person(session: Session, name: str) -> Member:
    """The player called ``name`` on the server: the account of that name, else the one
    guest of that name (``robot``: the server's robot).

    :raises Denied: nobody, or several guests, of that name.
    """
    if name.casefold() in ("robot", ROBOT.name.casefold()):
        return ROBOT
    key = name.casefold()
    account = session.scalars(select(UserRow).where(UserRow.name_key == key)).first()
    if account is not None:
        return Member(account.name, account.id)
    guests = session.scalars(
        select(UserRow).where(UserRow.guest.is_(True), func.lower(UserRow.name) == key).limit(2)
    ).all()
    if not guests:
        raise Denied(
            "substitute",
            _(
                "nobody called %(name)s is on this server: the substitute logs in (or plays "
                "as a guest) first, then the director names him",
                name=name,
            ),
        )
    if len(guests) > 1:
        raise Denied(
            "substitute",
            _(
                "several guests are called %(name)s: the substitute registers an account (or "
                "plays as a guest under a name of his own), then the director names him",
                name=name,
            ),
        )
    return Member(guests[0].name, guests[0].id)


def substitute(event: PairEvent, change: Substitution, person: Member, playing: str | None) -> None:
    """Make the substitution in ``event`` (module doc). ``playing`` says where the pair
    is still playing the round in play (``None``: it is between rounds).

    :raises Denied: the event is over, no such pair, the pair is playing, the person is
        in the event already, or the place is his already; its Law (4).
    """
    law = str(find_edition(event.edition).ref("4"))
    if event.status == "ended":
        raise Denied(
            "substitute", _("%(event)s is over: no substitute now", event=event.name), law=law
        )
    index = event.index_of(change.pair)
    if playing is not None:
        raise Denied(
            "substitute",
            _(
                "pair %(pair)s is playing (%(where)s): a substitute takes its place between "
                "rounds; once its table has played the round's boards (or the director ends "
                "the round), substitute again",
                pair=change.pair,
                where=playing,
            ),
            law=law,
        )
    members = event.members(index)
    out = members[change.place]
    if out is None:
        raise Denied(
            "substitute",
            _("that place of pair %(pair)s is open: a player joins it", pair=change.pair),
            law=law,
        )
    if out == person:
        raise Denied(
            "substitute", _("%(name)s plays that place already", name=person.name), law=law
        )
    if not person.robot and event.pair_of(person.user or 0) is not None:
        raise Denied(
            "substitute",
            _(
                "%(name)s plays in %(event)s already: not a substitute",
                name=person.name,
                event=event.name,
            ),
            law=law,
        )
    if event.status == "running" and event.round >= event.rounds:
        raise Denied(
            "substitute",
            _("the last round of %(event)s is in play: no round left", event=event.name),
            law=law,
        )
    pair = event.pairs[index]
    pair["members"][change.place] = person.to_json()
    record = {
        "place": change.place,
        "out": out.to_json(),
        "in": person.to_json(),
        "from_round": 1 if event.status == "entry" else event.round + 1,
        "by": change.by,
    }
    pair["substitutes"] = [*pair.get("substitutes", []), record]
