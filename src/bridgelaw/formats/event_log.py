"""A table's event log as JSON, and back (``bridgelaw rule``'s saved boards).

Events and the effects of the rulings they carry are frozen dataclasses of values
(seats, cards, calls, Law references, enums). :func:`events_to_json` writes each as
``{"type": "module:Class", "fields": {...}}``, cards and calls as their text, enums by
name; :func:`events_from_json` rebuilds them, importing only ``bridgelaw`` classes, so
that ``Table.replay(board, events_from_json(data))`` gives the same table.
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
from collections.abc import Sequence
from typing import Any

from bridgelaw.core.calls import Call
from bridgelaw.core.cards import Card
from bridgelaw.errors import FormatError
from bridgelaw.table.events import Event

__all__ = ["events_from_json", "events_to_json"]

_RULE = "bridgelaw event log"


def events_to_json(events: Sequence[Event]) -> list[Any]:
    """The events as JSON-ready data, oldest first."""
    return [_encode(event) for event in events]


def events_from_json(data: object, *, source: str = "<json>") -> tuple[Event, ...]:
    """The events written by :func:`events_to_json`.

    :raises FormatError: the data is not such a log (names what is wrong).
    """
    if not isinstance(data, list):
        raise FormatError("the event log must be a list", source=source, rule=_RULE)
    out: list[Event] = []
    for index, item in enumerate(data):
        try:
            event = _decode(item)
        except (TypeError, ValueError, KeyError, AttributeError, ImportError) as error:
            raise FormatError(
                f"event {index}: {error or type(error).__name__}", source=source, rule=_RULE
            ) from None
        if not dataclasses.is_dataclass(event):
            raise FormatError(f"event {index} is not an event", source=source, rule=_RULE)
        out.append(event)  # type: ignore[arg-type]  # a bridgelaw dataclass named by the log
    return tuple(out)


def _name(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


def _encode(value: object) -> Any:
    if isinstance(value, enum.Enum):  # first: a StrEnum or IntEnum is also a str or int
        return {"enum": _name(type(value)), "name": value.name}
    if value is None or isinstance(value, bool | str | int | float):
        return value
    if isinstance(value, Card):
        return {"card": str(value)}
    if isinstance(value, Call):
        return {"call": str(value)}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = {
            f.name: _encode(getattr(value, f.name)) for f in dataclasses.fields(value) if f.init
        }
        return {"type": _name(type(value)), "fields": fields}
    if isinstance(value, tuple | list):
        return [_encode(v) for v in value]
    if isinstance(value, frozenset | set):
        return {"set": sorted((_encode(v) for v in value), key=repr)}
    raise TypeError(f"cannot write {type(value).__name__} to the event log")


def _class(name: str) -> Any:
    module, _, qualname = name.partition(":")
    if not module.startswith("bridgelaw.") or not qualname:
        raise ValueError(f"{name!r} is not a bridgelaw class")
    found: Any = importlib.import_module(module)
    for part in qualname.split("."):
        found = getattr(found, part)
    return found


def _decode(value: object) -> Any:
    if isinstance(value, list):
        return tuple(_decode(v) for v in value)
    if not isinstance(value, dict):
        return value
    if "card" in value:
        return Card.parse(value["card"])
    if "call" in value:
        return Call.parse(value["call"])
    if "enum" in value:
        cls = _class(value["enum"])
        if not (isinstance(cls, type) and issubclass(cls, enum.Enum)):
            raise ValueError(f"{value['enum']!r} is not an enum")
        return cls[value["name"]]
    if "set" in value:
        return frozenset(_decode(v) for v in value["set"])
    cls = _class(value["type"])
    if not (isinstance(cls, type) and dataclasses.is_dataclass(cls)):
        raise ValueError(f"{value['type']!r} is not a value class")
    return cls(**{key: _decode(v) for key, v in value["fields"].items()})
