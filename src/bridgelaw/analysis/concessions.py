"""Laws 69B and 71: tricks a side conceded (or acquiesced in losing) that it gets back.

Both Laws restore a trick the side would have won anyway; the editions differ
on how sure "anyway" must be (digest §6, checked against the seeds):

* **71** 2017 (71B), 2007 (71, item 2): within the correction period the
  director cancels the concession of a trick that could not be lost by any
  *normal* play of the remaining cards. 1987, 1997: within the correction
  period, a trick that could not be lost by any *legal* play (R 71A1, C 71.1,
  cited 71A), and until the conceding side calls on the next board or the round
  ends, by any normal play (R 71B, C 71.3, cited 71C).
* **69B** 2017, 2007: acquiescence withdrawn for a trick the side would *likely*
  have won had play continued (judgment; the software supplies the normal
  floor and the careful result). 1987, 1997: a trick that could not have been
  lost by any normal play.

"Normal" is the model of :mod:`bridgelaw.analysis.normal`; "legal" is any card
the Laws allow (the conceding side's plays chosen against it).

>>> from bridgelaw.core import Hand, Seat, Strain
>>> from bridgelaw.analysis.endings import Position
>>> pos = Position.create(
...     [Hand.parse("-.-.32.2"), Hand.parse("-.-.-.543"), Hand.parse("-.AKQ.-.-"),
...      Hand.parse("-.-.54.6")], leader=Seat.SOUTH, strain=Strain.NOTRUMP)
>>> result = analyse_concession(pos, Seat.SOUTH, conceded=1)
>>> result.legal_floor, result.restored, str(result.law)
(3, 1, '71B')
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgelaw.analysis.endings import Position, dd_tricks, line_tricks
from bridgelaw.analysis.normal import NormalPlay
from bridgelaw.core.lawref import LawRef
from bridgelaw.core.seats import Seat, Side
from bridgelaw.editions import Edition, find_edition
from bridgelaw.errors import NotationError

__all__ = ["ConcessionAnalysis", "analyse_acquiescence", "analyse_concession"]


@dataclass(frozen=True, slots=True)
class ConcessionAnalysis:
    """The tricks a side gave away, and those it would have won anyway."""

    side: Side
    """The side that conceded (or acquiesced)."""
    remaining: int
    conceded: int
    """Tricks it gave away, of those left."""
    legal_floor: int
    """Tricks it takes whatever legal cards it plays (the opponents playing best)."""
    normal_floor: int
    """Tricks it takes whatever normal cards it plays (the opponents playing best)."""
    careful: int
    """Tricks it takes with careful normal play (for 69B's "likely", a judgment)."""
    double_dummy: int
    restored: int
    """Tricks the edition's test gives back (the director confirms)."""
    law: LawRef
    judgment: bool = False
    """True when the Law asks the director to judge (2007/2017 69B "likely")."""

    @property
    def kept(self) -> int:
        """Tricks the side kept by its claim or concession."""
        return self.remaining - self.conceded


def _floors(pos: Position, side: Side) -> tuple[int, int, int, int]:
    dd = dd_tricks(pos, side)
    legal = line_tricks(pos, side, lambda p: (), maximise=False, upper=dd)
    chooser = NormalPlay((), side)
    careful = line_tricks(pos, side, chooser, maximise=True, upper=dd)
    normal = line_tricks(pos, side, chooser, maximise=False, upper=careful)
    return legal, normal, careful, dd


def _check(pos: Position, conceded: int) -> int:
    remaining = len(pos)
    if not 0 <= conceded <= remaining:
        raise NotationError(f"{conceded} tricks conceded but only {remaining} are left")
    return remaining


def analyse_concession(
    pos: Position,
    conceder: Seat,
    *,
    conceded: int,
    edition: Edition | int | str | None = None,
    before_next_board: bool = False,
) -> ConcessionAnalysis:
    """Law 71 for a concession of ``conceded`` tricks by ``conceder``'s side at ``pos``.

    :param before_next_board: 1987/1997 only: the conceding side has not yet called on
        the next board and the round has not ended, so the "normal play" ground (71C /
        71.3) is open as well as the "legal play" one.
    :raises NotationError: more tricks conceded than are left.
    """
    ed = find_edition(edition)
    remaining = _check(pos, conceded)
    side = conceder.side
    legal, normal, careful, dd = _floors(pos, side)
    kept = remaining - conceded
    if not ed.law_71_normal_until_next_board():
        restored = max(0, normal - kept)
        law = ed.ref(ed.law_71_normal_ref())
    else:
        by_legal = max(0, legal - kept)
        by_normal = max(0, normal - kept) if before_next_board else 0
        restored = max(by_legal, by_normal)
        if by_normal > by_legal:
            law = ed.ref(ed.law_71_normal_ref())
        else:
            law = ed.ref(ed.law_71_legal_ref())
    return ConcessionAnalysis(side, remaining, conceded, legal, normal, careful, dd, restored, law)


def analyse_acquiescence(
    pos: Position,
    acquiescer: Seat,
    *,
    conceded: int,
    edition: Edition | int | str | None = None,
) -> ConcessionAnalysis:
    """Law 69B for ``acquiescer``'s side, which agreed to lose ``conceded`` of the tricks
    left at ``pos`` (the opponents' claim), then withdrew its acquiescence in time.

    2017/2007: tricks it would likely have won: :attr:`ConcessionAnalysis.restored`
    counts those it wins on every normal play, and the director judges any more
    (``judgment=True``; :attr:`ConcessionAnalysis.careful` is the careful figure).
    1987/1997: tricks that could not be lost by any normal play.

    :raises NotationError: more tricks conceded than are left.
    """
    ed = find_edition(edition)
    remaining = _check(pos, conceded)
    side = acquiescer.side
    legal, normal, careful, dd = _floors(pos, side)
    kept = remaining - conceded
    restored = max(0, normal - kept)
    law = ed.ref(ed.law_69b_ref())
    judgment = ed.law_69b2_likely_won() and careful - kept > restored
    return ConcessionAnalysis(
        side, remaining, conceded, legal, normal, careful, dd, restored, law, judgment
    )
