"""The base edition: the Laws of Duplicate Bridge 2017.

:class:`Edition` is the 2017 text. Its hooks are split by Law range over three
mixins (:class:`~bridgelaw.editions.laws_09_40.Laws09To40`,
:class:`~bridgelaw.editions.laws_41_71.Laws41To71`,
:class:`~bridgelaw.editions.laws_72_93.Laws72To93`), each hook named after the Law it
implements (``law_18_sufficient``, ``law_44_must_follow``, ``law_27b``...). Each older
edition is one class in one module (:mod:`~bridgelaw.editions.edition_2007`,
:mod:`~bridgelaw.editions.edition_1997`, :mod:`~bridgelaw.editions.edition_1987`)
that overrides every hook whose Law reads differently from the next newer edition:
``Edition`` (2017) <- ``Edition2007`` <- ``Edition1997`` <- ``Edition1987``.

The correct-procedure checks (``check_call``, ``legal_calls``, ``check_play``,
``legal_cards``) stay methods of the edition: they are hooks too (Laws 17-22, 41-47,
the same in all four texts), they are the strict table's hot path (one method call,
no indirection per card), and they read the rules layer's states only through the
protocols of :mod:`bridgelaw.editions.views`, so this package imports nothing above
:mod:`bridgelaw.core` and :mod:`bridgelaw.errors`. What needs the rules layer's
state (classifying a call or a card in laws mode) is a function of
:mod:`bridgelaw.laws` that takes the edition as a parameter.
"""

from __future__ import annotations

from typing import ClassVar

from bridgelaw.editions.laws_09_40 import Laws09To40
from bridgelaw.editions.laws_41_71 import Laws41To71
from bridgelaw.editions.laws_72_93 import Laws72To93

__all__ = ["Edition"]


class Edition(Laws09To40, Laws41To71, Laws72To93):
    """The rules core: the Laws of Duplicate Bridge 2017 (the default edition).

    An edition answers rules questions about a state; it holds no state itself.
    """

    year: ClassVar[int] = 2017
    """The year of the edition."""
    name: ClassVar[str] = "Laws of Duplicate Bridge 2017"
    aliases: ClassVar[tuple[str, ...]] = ("2017", "wbf2017", "current")
