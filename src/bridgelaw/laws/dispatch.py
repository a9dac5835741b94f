"""Dispatch by type: a registry maps the class of a value (an event, an effect) to the one
function that handles it, so that a new kind of value is added in one place, next to the
function that handles it, and nothing else chains ``isinstance`` tests over the kinds.

>>> lengths: Registry[int] = Registry("measure")
>>> @lengths.register(str, bytes)
... def _size(value: object) -> int:
...     return len(value)  # type: ignore[arg-type]
>>> lengths.find(str) is _size, lengths.find(int)
(True, None)

The registries of the laws mode: :data:`EFFECT_APPLIERS` and :data:`EFFECT_CHECKS` (the
effects of a ruling, :mod:`bridgelaw.laws.effects`, :mod:`bridgelaw.laws.play_effects`,
:mod:`bridgelaw.laws.end_effects`), filled by the :func:`applies` and :func:`checks`
decorators where each effect's applier is written; :func:`bridgelaw.laws.procedure_steps.\
apply_effect` looks them up.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

__all__ = ["EFFECT_APPLIERS", "EFFECT_CHECKS", "Registry", "applies", "checks"]

H = TypeVar("H")


class Registry(Generic[H]):
    """Handlers keyed on the type of the value they handle (``what`` names the values, for
    error messages). A type is looked up along its method resolution order."""

    __slots__ = ("_by_type", "what")

    def __init__(self, what: str) -> None:
        self.what = what
        self._by_type: dict[type, H] = {}

    def register(self, *kinds: type) -> Callable[[H], H]:
        """A decorator: the function handles values of ``kinds``.

        :raises ValueError: a kind already has a handler.
        """

        def add(handler: H) -> H:
            for kind in kinds:
                if kind in self._by_type:
                    raise ValueError(f"{kind.__name__} already has a {self.what} handler")
                self._by_type[kind] = handler
            return handler

        return add

    def find(self, kind: type) -> H | None:
        """The handler of ``kind`` (or of its nearest registered base class), if any."""
        found = self._by_type.get(kind)
        if found is not None:
            return found
        for base in kind.__mro__[1:]:
            found = self._by_type.get(base)
            if found is not None:
                return found
        return None

    @property
    def kinds(self) -> frozenset[type]:
        """The types that have a handler."""
        return frozenset(self._by_type)


F = TypeVar("F", bound=Callable[..., None])

EFFECT_APPLIERS: Registry[Callable[..., None]] = Registry("effect applier")
"""``(state, procedure, effect) -> None``: carries one effect of a ruling out."""

EFFECT_CHECKS: Registry[Callable[..., None]] = Registry("effect check")
"""``(state, effect) -> None``: raises :class:`~bridgelaw.errors.RulingError` when the
effect names a call, card, claim or restriction that does not exist (optional)."""


def applies(*kinds: type[Any]) -> Callable[[F], F]:
    """Register the decorated ``(state, procedure, effect)`` function as the applier of
    the effect classes ``kinds``."""

    def add(function: F) -> F:
        EFFECT_APPLIERS.register(*kinds)(function)
        return function

    return add


def checks(*kinds: type[Any]) -> Callable[[F], F]:
    """Register the decorated ``(state, effect)`` function as the check of the effect
    classes ``kinds``, run on every effect of a ruling before any is applied."""

    def add(function: F) -> F:
        EFFECT_CHECKS.register(*kinds)(function)
        return function

    return add
