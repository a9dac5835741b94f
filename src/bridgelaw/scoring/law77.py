"""Law 77: the duplicate bridge scoring table, as named components.

Each component is a small pure function of the contract, the declaring side's
vulnerability and the number of tricks declarer's side took. "Vulnerable"
always means the **declaring** side's vulnerability: undertricks are scored by
the defenders, but their value depends on whether declarer was vulnerable.

>>> contract_score("4S", vulnerable=True, tricks=10)
620
>>> contract_score("3NTX", vulnerable=False, tricks=5)
-800
>>> score_components("2HX", vulnerable=False, tricks=8)
ScoreComponents(trick_score=120, overtricks=0, game_bonus=300, partscore_bonus=0, \
slam_bonus=0, insult_bonus=50, undertricks=0)

The stable function :func:`contract_score` looks its answer up in a table of
all 2,940 cases (35 contracts x 3 doublings x 2 vulnerabilities x 14 trick
counts) built from the components when this module is imported.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from bridgelaw.core.calls import Contract, Doubling, Strain, parse_contract
from bridgelaw.core.seats import Seat, Side, Vulnerability
from bridgelaw.errors import NotationError

__all__ = [
    "ContractLike",
    "ScoreComponents",
    "contract_score",
    "game_or_partscore_bonus",
    "insult_bonus",
    "is_game",
    "ns_score",
    "overtrick_score",
    "score_components",
    "slam_bonus",
    "trick_score",
    "undertrick_penalty",
]

ContractLike = Contract | str | None
"""A contract, its text (``"4SX"``, ``"3NTXX"``, ``"2Dx"``), or ``None``/``"Pass"``
for a passed-out board."""

# -- Law 77 "Trick score": points per odd trick bid and made, undoubled. -----------

_ODD_TRICK: Final = {
    Strain.CLUBS: 20,
    Strain.DIAMONDS: 20,
    Strain.HEARTS: 30,
    Strain.SPADES: 30,
    Strain.NOTRUMP: 30,
}
"""Each odd trick undoubled; notrump's first odd trick is worth 10 more."""
_NOTRUMP_FIRST_EXTRA: Final = 10
_MULTIPLIER: Final = {Doubling.UNDOUBLED: 1, Doubling.DOUBLED: 2, Doubling.REDOUBLED: 4}
_GAME_THRESHOLD: Final = 100
"""A trick score of 100 or more on one board is a game (Law 77)."""

# -- Law 77 "Premium points": indexed [vulnerable]. --------------------------------------

_GAME_BONUS: Final = (300, 500)
_PARTSCORE_BONUS: Final = 50
_SMALL_SLAM_BONUS: Final = (500, 750)
_GRAND_SLAM_BONUS: Final = (1000, 1500)
_INSULT: Final = {Doubling.UNDOUBLED: 0, Doubling.DOUBLED: 50, Doubling.REDOUBLED: 100}
_DOUBLED_OVERTRICK: Final = {Doubling.DOUBLED: (100, 200), Doubling.REDOUBLED: (200, 400)}

# -- Law 77 "Undertricks", laid out as the Law prints them: [doubling][vulnerable]. --

_FIRST_UNDERTRICK: Final = ((50, 100), (100, 200), (200, 400))
_EACH_SUBSEQUENT: Final = ((50, 100), (200, 300), (400, 600))
_EXTRA_FOURTH_ON: Final = ((0, 0), (100, 0), (200, 0))
"""The additional amount for the fourth and each subsequent undertrick."""


def _contract(contract: Contract | str) -> Contract:
    """The :class:`Contract` named by ``contract``; a passed-out board is not one."""
    if isinstance(contract, Contract):
        return contract
    if isinstance(contract, str):
        parsed = _parse_cached(contract)
        if parsed is not None:
            return parsed
        raise NotationError(f"a passed-out board has no contract to score ({contract!r})")
    raise NotationError(f"not a contract: {contract!r} (expected e.g. '4S', '3NTX' or a Contract)")


def _check_tricks(tricks: int) -> int:
    """``tricks`` as an int in 0..13."""
    if isinstance(tricks, bool) or not hasattr(tricks, "__index__"):
        raise NotationError(f"tricks must be a whole number from 0 to 13, not {tricks!r}")
    value = tricks.__index__()
    if not 0 <= value <= 13:
        raise NotationError(f"tricks must be from 0 to 13, not {value}")
    return value


_PARSED: dict[str, Contract | None] = {}
_PARSED_LIMIT: Final = 4096


def _parse_cached(text: str) -> Contract | None:
    """:func:`parse_contract`, remembering the texts already read."""
    try:
        return _PARSED[text]
    except KeyError:
        pass
    parsed = parse_contract(text)
    if len(_PARSED) < _PARSED_LIMIT:
        _PARSED[text] = parsed
    return parsed


def _odd_tricks_bid_value(contract: Contract) -> int:
    """The undoubled trick score of the odd tricks bid (Law 77, trick score)."""
    value = _ODD_TRICK[contract.strain] * contract.level
    if contract.strain == Strain.NOTRUMP:
        value += _NOTRUMP_FIRST_EXTRA
    return value


def trick_score(contract: Contract | str, tricks: int) -> int:
    """The trick score (Law 77, "Trick score"): points for the odd tricks *bid and made*.

    Each odd trick bid is worth 20 in clubs or diamonds, 30 in hearts, spades and
    notrump, with 10 more for notrump's first odd trick; doubled twice that,
    redoubled four times. Overtricks are not trick score. A defeated contract
    has no trick score.

    >>> trick_score("3NT", 9), trick_score("2HX", 8), trick_score("1CXX", 7)
    (100, 120, 80)
    """
    c = _contract(contract)
    if _check_tricks(tricks) < c.level + 6:
        return 0
    return _odd_tricks_bid_value(c) * _MULTIPLIER[c.doubling]


def is_game(contract: Contract | str) -> bool:
    """Whether making ``contract`` scores a game (Law 77): a trick score of 100 or more.

    Game is judged on the doubled or redoubled trick score: 2HX is a game,
    1CXX (80) is not, 1NTXX (160) is.
    """
    c = _contract(contract)
    return _odd_tricks_bid_value(c) * _MULTIPLIER[c.doubling] >= _GAME_THRESHOLD


def overtrick_score(contract: Contract | str, *, vulnerable: bool, tricks: int) -> int:
    """Premium points for overtricks (Law 77, "Overtricks").

    Undoubled each overtrick is worth its trick value (20 in a minor, 30 in a
    major or notrump) whatever the vulnerability; doubled 100 (not vulnerable)
    or 200 (vulnerable); redoubled 200 or 400.

    >>> overtrick_score("1NT", vulnerable=False, tricks=9)
    60
    >>> overtrick_score("1NTX", vulnerable=True, tricks=9)
    400
    """
    c = _contract(contract)
    over = _check_tricks(tricks) - (c.level + 6)
    if over <= 0:
        return 0
    if c.doubling == Doubling.UNDOUBLED:
        return over * _ODD_TRICK[c.strain]
    return over * _DOUBLED_OVERTRICK[c.doubling][bool(vulnerable)]


def undertrick_penalty(contract: Contract | str, *, vulnerable: bool, tricks: int) -> int:
    """Points the defenders score for undertricks (Law 77, "Undertricks"), as a positive number.

    The Law prints the first undertrick, each subsequent one, and an additional
    amount for the fourth and each subsequent undertrick (doubled or redoubled,
    not vulnerable only).

    >>> undertrick_penalty("4SX", vulnerable=False, tricks=6)
    800
    >>> undertrick_penalty("4SX", vulnerable=True, tricks=6)
    1100
    """
    c = _contract(contract)
    down = c.level + 6 - _check_tricks(tricks)
    if down <= 0:
        return 0
    vul = bool(vulnerable)
    first = _FIRST_UNDERTRICK[c.doubling][vul]
    subsequent = _EACH_SUBSEQUENT[c.doubling][vul]
    extra = _EXTRA_FOURTH_ON[c.doubling][vul]
    return first + (down - 1) * subsequent + max(down - 3, 0) * extra


def insult_bonus(contract: Contract | str, tricks: int) -> int:
    """The bonus for making a doubled (50) or redoubled (100) contract (Law 77).

    >>> insult_bonus("2HX", 8), insult_bonus("2HXX", 8), insult_bonus("2HX", 7)
    (50, 100, 0)
    """
    c = _contract(contract)
    if _check_tricks(tricks) < c.level + 6:
        return 0
    return _INSULT[c.doubling]


def game_or_partscore_bonus(contract: Contract | str, *, vulnerable: bool, tricks: int) -> int:
    """The game bonus (300 not vulnerable, 500 vulnerable) or part-score bonus (50) (Law 77).

    One of them is added to every made contract, never both; see :func:`is_game`.

    >>> game_or_partscore_bonus("4H", vulnerable=True, tricks=10)
    500
    >>> game_or_partscore_bonus("1CXX", vulnerable=True, tricks=7)
    50
    """
    c = _contract(contract)
    if _check_tricks(tricks) < c.level + 6:
        return 0
    return _GAME_BONUS[bool(vulnerable)] if is_game(c) else _PARTSCORE_BONUS


def slam_bonus(contract: Contract | str, *, vulnerable: bool, tricks: int) -> int:
    """The slam bonus (Law 77, "Slams"): a small slam (six-level contract) bid and made
    500 or 750 vulnerable; a grand slam (seven-level) 1000 or 1500.

    Twelve or thirteen tricks in a lower contract earn no slam bonus.

    >>> slam_bonus("6S", vulnerable=True, tricks=12), slam_bonus("4S", vulnerable=True, tricks=12)
    (750, 0)
    """
    c = _contract(contract)
    if c.level < 6 or _check_tricks(tricks) < c.level + 6:
        return 0
    table = _SMALL_SLAM_BONUS if c.level == 6 else _GRAND_SLAM_BONUS
    return table[bool(vulnerable)]


@dataclass(frozen=True, slots=True)
class ScoreComponents:
    """The Law 77 breakdown of one result, every item a non-negative number of points.

    :attr:`total` is the declaring side's score: the items declarer's side
    earns, or minus the :attr:`undertricks` the defenders earn.
    """

    trick_score: int = 0
    overtricks: int = 0
    game_bonus: int = 0
    partscore_bonus: int = 0
    slam_bonus: int = 0
    insult_bonus: int = 0
    undertricks: int = 0

    @property
    def total(self) -> int:
        """The declaring side's score (negative when the contract was defeated)."""
        earned = (
            self.trick_score
            + self.overtricks
            + self.game_bonus
            + self.partscore_bonus
            + self.slam_bonus
            + self.insult_bonus
        )
        return earned - self.undertricks


def score_components(contract: ContractLike, *, vulnerable: bool, tricks: int) -> ScoreComponents:
    """Every Law 77 item of one result; all zero for a passed-out board (Laws 22B, 77).

    :raises NotationError: ``contract`` is not a contract, or ``tricks`` is not 0..13.
    """
    value = _check_tricks(tricks)
    if contract is None or (isinstance(contract, str) and _parse_cached(contract) is None):
        return ScoreComponents()
    c = _contract(contract)
    bonus = game_or_partscore_bonus(c, vulnerable=vulnerable, tricks=value)
    game = is_game(c)
    return ScoreComponents(
        trick_score=trick_score(c, value),
        overtricks=overtrick_score(c, vulnerable=vulnerable, tricks=value),
        game_bonus=bonus if game else 0,
        partscore_bonus=0 if game else bonus,
        slam_bonus=slam_bonus(c, vulnerable=vulnerable, tricks=value),
        insult_bonus=insult_bonus(c, value),
        undertricks=undertrick_penalty(c, vulnerable=vulnerable, tricks=value),
    )


# -- The precomputed table. -----------------------------------------------------------


def table_key(level: int, strain: int, doubling: int) -> int:
    """The row of a contract in :data:`SCORE_TABLE`: 0 (1C) to 104 (7NTXX)."""
    return (5 * (level - 1) + strain) * 3 + doubling


def _build_table() -> tuple[int, ...]:
    scores: list[int] = []
    for level in range(1, 8):
        for strain in Strain:
            for doubling in Doubling:
                c = Contract(level, strain, doubling)
                for vulnerable in (False, True):
                    for tricks in range(14):
                        parts = score_components(c, vulnerable=vulnerable, tricks=tricks)
                        scores.append(parts.total)
    return tuple(scores)


SCORE_TABLE: Final = _build_table()
"""Every Law 77 score, the declaring side's: index
``(table_key(level, strain, doubling) * 2 + vulnerable) * 14 + tricks``."""

_Rows = tuple[tuple[int, ...], tuple[int, ...]]
"""A contract's scores by [vulnerable][tricks]."""


def _build_rows() -> list[list[list[_Rows]]]:
    rows: list[list[list[_Rows]]] = [[]]  # index 0: no level-0 contract
    for level in range(1, 8):
        by_strain: list[list[_Rows]] = []
        for strain in Strain:
            by_doubling: list[_Rows] = []
            for doubling in Doubling:
                start = table_key(level, strain, doubling) * 28
                by_doubling.append(
                    (SCORE_TABLE[start : start + 14], SCORE_TABLE[start + 14 : start + 28])
                )
            by_strain.append(by_doubling)
        rows.append(by_strain)
    return rows


_ROWS: Final = _build_rows()
"""``_ROWS[level][strain][doubling][vulnerable][tricks]``: :data:`SCORE_TABLE` nested, so
that a lookup needs no arithmetic."""
_TEXT_ROWS: dict[str, _Rows | None] = {}
_TEXT_LIMIT: Final = 4096


def _slow_rows(contract: object) -> _Rows | None:
    """The scores of ``contract`` (``None`` for a passed-out board), raising on bad input."""
    if contract is None:
        return None
    if isinstance(contract, str):
        parsed = _parse_cached(contract)
        rows = None if parsed is None else _ROWS[parsed.level][parsed.strain][parsed.doubling]
        if len(_TEXT_ROWS) < _TEXT_LIMIT:
            _TEXT_ROWS[contract] = rows
        return rows
    if not isinstance(contract, Contract):
        raise NotationError(
            f"not a contract: {contract!r} (expected e.g. '4S', '3NTX' or a Contract)"
        )
    return _ROWS[contract.level][contract.strain][contract.doubling]


def contract_score(contract: ContractLike, *, vulnerable: bool, tricks: int) -> int:
    """The declaring side's score for a result (Law 77); negative when the contract failed.

    ``contract`` may be a :class:`Contract` or its text (``"4SX"``, ``"3NTXX"``,
    ``"2Dx"``); ``None`` or ``"Pass"`` is a passed-out board, which scores 0.
    ``vulnerable`` is the declaring side's vulnerability and ``tricks`` the number
    of tricks declarer's side took.

    >>> contract_score("6NT", vulnerable=True, tricks=12)
    1440
    >>> contract_score("7NTXX", vulnerable=True, tricks=0)
    -7600
    >>> contract_score("Pass", vulnerable=False, tricks=0)
    0

    :raises NotationError: ``contract`` is not a contract, or ``tricks`` is not 0..13.
    """
    rows: _Rows | None
    if type(contract) is Contract:
        rows = _ROWS[contract.level][contract.strain][contract.doubling]
    elif type(contract) is str:
        try:
            rows = _TEXT_ROWS[contract]
        except KeyError:
            rows = _slow_rows(contract)
    else:
        rows = _slow_rows(contract)
    if type(tricks) is not int or not 0 <= tricks <= 13:
        tricks = _check_tricks(tricks)
    if rows is None:
        return 0
    return rows[1 if vulnerable else 0][tricks]


def ns_score(
    contract: ContractLike,
    *,
    vulnerability: Vulnerability,
    tricks: int,
    declarer: Seat | None = None,
) -> int:
    """North-South's score for a result (Law 77): :func:`contract_score` seen from North-South.

    The declarer is ``declarer`` or else the contract's own
    (``Contract.parse("4SXE")``); the side's vulnerability is read from
    ``vulnerability``. A passed-out board scores 0 and needs no declarer.

    >>> ns_score("4SE", vulnerability=Vulnerability.EW, tricks=10)
    -620

    :raises NotationError: no declarer is known, or the contract or tricks are invalid.
    """
    if contract is None:
        _check_tricks(tricks)
        return 0
    parsed = _parse_cached(contract) if isinstance(contract, str) else _contract(contract)
    if parsed is None:
        _check_tricks(tricks)
        return 0
    seat = declarer if declarer is not None else parsed.declarer
    if seat is None:
        raise NotationError(
            f"the contract {parsed} has no declarer: North-South's score is unknown"
        )
    score = contract_score(parsed, vulnerable=vulnerability.is_vulnerable(seat), tricks=tricks)
    return score if seat.side == Side.NS else -score
