"""Movements named by a small specification (for files and the command line).

A specification is a mapping: ``family`` (``mitchell``, ``howell``, ``teams``
or ``team match``, ``roundrobin``) plus that family's parameters::

    {"family": "mitchell", "tables": 8, "even": "relay", "boards_per_round": 3,
     "arrow_switch": [8], "missing": "EW"}
    {"family": "howell", "tables": 4}
    {"family": "teams", "segments": 2, "boards_per_round": 8, "teams": ["A", "B"]}
    {"family": "roundrobin", "contestants": 6, "pairs": false}

or an explicit movement in the form :meth:`Movement.to_json` writes (with
``rounds``), for a movement made by hand or a Swiss whose pairings are known.
In a CSV file the same is written ``mitchell tables=8 even=relay arrow_switch=7,8``.

>>> movement_from_spec({"family": "howell", "tables": 3}).name
'Howell, 3 tables, 5 rounds'
>>> parse_spec_text("mitchell tables=8 arrow_switch=6,7")
{'family': 'mitchell', 'tables': 8, 'arrow_switch': [6, 7]}
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bridgelaw.core.seats import Side
from bridgelaw.tournament.errors import MovementError
from bridgelaw.tournament.model import BoardSet, Movement, Round, Seating
from bridgelaw.tournament.movements.arrow import arrow_switch
from bridgelaw.tournament.movements.howell import howell
from bridgelaw.tournament.movements.mitchell import mitchell
from bridgelaw.tournament.movements.teams import round_robin, team_match

__all__ = ["FAMILIES", "movement_from_json", "movement_from_spec", "parse_spec_text"]

FAMILIES = ("mitchell", "howell", "teams", "roundrobin")

_KNOWN = {
    "mitchell": {"tables", "rounds", "boards_per_round", "even", "skip_after", "missing"},
    "howell": {"tables", "boards_per_round"},
    "teams": {"segments", "rounds", "boards_per_round", "teams", "tables"},
    "roundrobin": {"contestants", "tables", "pairs", "boards_per_round", "rounds"},
}


def _int(spec: Mapping[str, Any], key: str, default: int | None = None) -> int | None:
    value = spec.get(key, default)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise MovementError(f"{key} must be a whole number, not {value!r}")
    try:
        return int(value)
    except ValueError:
        raise MovementError(f"{key} must be a whole number, not {value!r}") from None


def _need(spec: Mapping[str, Any], key: str) -> int:
    value = _int(spec, key)
    if value is None:
        raise MovementError(f"a {spec.get('family')} movement needs {key}")
    return value


def movement_from_spec(spec: Mapping[str, Any]) -> Movement:
    """Build the movement a specification describes.

    :raises MovementError: an unknown family or parameter, or an impossible movement.
    """
    if "rounds" in spec and isinstance(spec["rounds"], list):
        return movement_from_json(spec)
    family = str(spec.get("family", "")).lower().replace(" ", "").replace("_", "")
    if family == "teammatch":
        family = "teams"
    if family not in _KNOWN:
        raise MovementError(f"unknown movement {spec.get('family')!r}: use " + ", ".join(FAMILIES))
    unknown = sorted(set(spec) - _KNOWN[family] - {"family", "arrow_switch"})
    if unknown:
        raise MovementError(f"a {family} movement has no parameter {unknown[0]!r}")
    per_round = _int(spec, "boards_per_round")
    movement: Movement
    if family == "mitchell":
        missing = spec.get("missing")
        side = None
        if missing not in (None, ""):
            try:
                side = Side[str(missing).upper().replace("-", "")]
            except KeyError:
                raise MovementError(f"missing must be NS or EW, not {missing!r}") from None
        even = str(spec.get("even", "skip"))
        if even not in ("skip", "relay"):
            raise MovementError(f"even must be 'skip' or 'relay', not {even!r}")
        movement = mitchell(
            _need(spec, "tables"),
            rounds=_int(spec, "rounds"),
            boards_per_round=per_round or 3,
            even="relay" if even == "relay" else "skip",
            skip_after=_int(spec, "skip_after"),
            missing=side,
        )
    elif family == "howell":
        movement = howell(_need(spec, "tables"), boards_per_round=per_round or 3)
    elif family == "teams":
        tables = _int(spec, "tables", 2)
        if tables != 2:
            raise MovementError(f"a team match is played at 2 tables, not {tables}")
        names = spec.get("teams", ["A", "B"])
        if not isinstance(names, list | tuple) or len(names) != 2:
            raise MovementError(f"teams must name the two teams, not {names!r}")
        movement = team_match(
            segments=_int(spec, "segments") or _int(spec, "rounds") or 1,
            boards_per_segment=per_round or 16,
            teams=(str(names[0]), str(names[1])),
        )
    else:
        count = _int(spec, "contestants") or _need(spec, "tables")
        pairs = spec.get("pairs", False)
        if isinstance(pairs, str):
            pairs = pairs.lower() in ("1", "true", "yes")
        movement = round_robin(
            count,
            teams=not pairs,
            boards_per_round=per_round or 8,
            rounds=_int(spec, "rounds"),
        )
    switched = spec.get("arrow_switch")
    if switched not in (None, "", []):
        movement = arrow_switch(movement, _rounds_list(switched, len(movement.rounds)))
    return movement


def _rounds_list(value: Any, last: int) -> list[int]:
    items = value if isinstance(value, list) else str(value).split(",")
    out = []
    for item in items:
        text = str(item).strip().lower()
        if text == "last":
            out.append(last)
            continue
        try:
            out.append(int(text))
        except ValueError:
            raise MovementError(f"arrow_switch lists round numbers, not {item!r}") from None
    return out


def parse_spec_text(text: str) -> dict[str, Any]:
    """``"mitchell tables=8 even=relay"`` -> a specification mapping."""
    words = text.split()
    if not words:
        raise MovementError("an empty movement specification")
    spec: dict[str, Any] = {"family": words[0]}
    for word in words[1:]:
        key, sep, value = word.partition("=")
        if not sep or not key:
            raise MovementError(f"movement parameters are written key=value, not {word!r}")
        key = key.replace("-", "_")
        if key in ("arrow_switch", "teams"):
            spec[key] = [v if key == "teams" else _as_int(v) for v in value.split(",")]
        else:
            spec[key] = _as_int(value)
    return spec


def _as_int(value: str) -> int | str:
    return int(value) if value.isdigit() else value


def movement_from_json(data: Mapping[str, Any]) -> Movement:
    """A movement from the JSON that :meth:`Movement.to_json` writes.

    :raises MovementError: a field is missing or of the wrong type.
    """
    try:
        fields = data.get("fields")
        board_sets = tuple(
            BoardSet(int(number), tuple(int(b) for b in boards))
            for number, boards in dict(data["board_sets"]).items()
        )
        rounds = tuple(
            Round(
                int(rnd.get("round", i + 1)),
                tuple(
                    Seating(
                        int(t["table"]),
                        None if t.get("ns") is None else str(t["ns"]),
                        None if t.get("ew") is None else str(t["ew"]),
                        int(t["board_set"]),
                        bool(t.get("switched", False)),
                    )
                    for t in rnd["tables"]
                ),
                sitting_out=tuple(str(c) for c in rnd.get("sitting_out", ())),
                bye_stand=tuple(int(s) for s in rnd.get("bye_stand", ())),
                shared=tuple(tuple(int(t) for t in g) for g in rnd.get("shared", ())),
            )
            for i, rnd in enumerate(data["rounds"])
        )
        contestants = data.get("contestants")
        if contestants is None:
            seen: dict[str, None] = {}
            for rnd in rounds:
                for s in rnd.tables:
                    for c in (s.ns, s.ew):
                        if c is not None:
                            seen.setdefault(c, None)
                for c in rnd.sitting_out:
                    seen.setdefault(c, None)
            contestants = list(seen)
        return Movement(
            name=str(data.get("name", "custom movement")),
            family=str(data.get("family", "custom")),
            contestants=tuple(str(c) for c in contestants),
            board_sets=board_sets,
            rounds=rounds,
            fields=None
            if fields is None
            else (tuple(str(c) for c in fields[0]), tuple(str(c) for c in fields[1])),
            teams=bool(data.get("teams", False)),
            complete=bool(data.get("complete", False)),
            meetings=int(data.get("meetings", 1)),
            plays_per_set=None if data.get("plays_per_set") is None else int(data["plays_per_set"]),
            duplicated=bool(data.get("duplicated", False)),
            notes=tuple(str(n) for n in data.get("notes", ())),
        )
    except MovementError:
        raise
    except KeyError as error:
        raise MovementError(f"the movement has no {error.args[0]!r}") from None
    except (TypeError, ValueError, AttributeError, IndexError) as error:
        raise MovementError(f"the movement is malformed: {error}") from None
