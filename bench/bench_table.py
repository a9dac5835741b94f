"""Complete random legal boards per second through the table, against OpenSpiel's bridge.

Ours: a random deal (bridgelaw's own dealing, :func:`bridgelaw.dealing.deals`),
then a random auction and a random legal play of all 13 tricks through the strict
:class:`bridgelaw.table.Table` (every call and card checked against the Laws,
every event logged).

Peer: OpenSpiel's ``bridge`` game (``pyspiel.load_game("bridge",
{"use_double_dummy_result": False})``, so that the play is played out rather
than scored double dummy), with random legal actions from the chance deal
through the auction and the play to the end, by the same policy (pass with
probability 0.55, else a uniformly random legal call; a uniformly random legal
card). Both rates come from the same run; the goal is a ratio of at least 1x.

Both loops do the same work per board and action: each deals inside the timed
run (OpenSpiel by its 52 chance actions, each drawn like any other action), asks
for the legal actions before every auction decision (OpenSpiel must: its legal
actions tell the auction from the play), and compares the phase with a value
read once (``_OPENSPIEL_PASS``; ``_AUCTION``/``_PLAY``). The row "deals given"
compares the auction and the play alone, each side handed the same kind of
ready-made deal (OpenSpiel's 52 chance actions applied from a shuffled deck), for
reference: OpenSpiel's chance deal is much of its time per board.

A second peer, endplay's ``Deal`` (play only, no auction: ``legal_moves`` +
``play``), is kept for reference on fewer deals.

``python -m bench table --profile`` prints instead where our table spends its
time (cProfile, the top functions by cumulative time).
"""

from __future__ import annotations

import importlib
import random
import time
from collections.abc import Callable
from types import ModuleType
from typing import Any

from bridgelaw.core import PASS, Board, Deal
from bridgelaw.dealing import deals as random_deals
from bridgelaw.table import Phase, Table, play_random_boards

BOARDS = 2000
DEAL_SEED = 2026
PASS_PROBABILITY = 0.55
"""The share of passes in the random auctions (the rest: a uniformly random legal call)."""

_OPENSPIEL_PASS = 52
"""OpenSpiel's bridge action for Pass (0-51 are cards, 53-54 double and redouble, 55+ bids)."""

_AUCTION, _PLAY = Phase.AUCTION, Phase.PLAY
"""Read once, as the OpenSpiel loop reads ``_OPENSPIEL_PASS``: a member looked up on its
enum class goes through ``EnumType``'s ``__getattr__`` hook (~150 ns on Python 3.11)."""


def play_ours(boards: int, rng: random.Random, seed: int = DEAL_SEED) -> int:
    """Deal ``boards`` random deals and play one random legal board on each; return the
    number of boards completed."""
    return play_ours_on(random_deals(boards, seed=seed), rng)


def play_ours_on(deals: list[Deal], rng: random.Random) -> int:
    """Play one random legal board on each of ``deals``; return the number completed."""
    done = 0
    for i, deal in enumerate(deals):
        table = Table(Board(i % 16 + 1, deal))
        while table.phase == _AUCTION:
            calls = table.legal_calls()
            if rng.random() < PASS_PROBABILITY:
                table.call(PASS)
            else:
                table.call(rng.choice(calls))
        while table.phase == _PLAY:
            table.play(rng.choice(table.legal_cards()))
        done += 1
    return done


def play_batch(boards: int, seed: int) -> int:
    """The batch API: :func:`bridgelaw.table.play_random_boards`, the same auction policy."""
    done = play_random_boards(boards, seed=seed, pass_probability=PASS_PROBABILITY)
    return len(done)


def _pyspiel() -> ModuleType:
    """OpenSpiel's Python module, imported when first needed."""
    try:
        return importlib.import_module("pyspiel")
    except ImportError as error:  # pragma: no cover - depends on the environment
        raise SystemExit(
            "bench_table needs OpenSpiel as its peer: pip install -e '.[dev,bench]' "
            f"(or `make bench`), then run again ({error})"
        ) from error


def _openspiel_game() -> Any:
    """OpenSpiel's bridge game, the play played out (no double-dummy result)."""
    return _pyspiel().load_game("bridge", {"use_double_dummy_result": False})


def play_openspiel(boards: int, rng: random.Random) -> int:
    """OpenSpiel's bridge: ``boards`` boards of random legal actions (deal, auction, play)."""
    game = _openspiel_game()
    for _ in range(boards):
        state = game.new_initial_state()
        while not state.is_terminal():
            actions = state.legal_actions()
            if state.is_chance_node():
                state.apply_action(rng.choice(actions))
            elif actions[0] == _OPENSPIEL_PASS and rng.random() < PASS_PROBABILITY:
                state.apply_action(_OPENSPIEL_PASS)
            else:
                state.apply_action(rng.choice(actions))
    return boards


def shuffled_decks(boards: int, rng: random.Random) -> list[list[int]]:
    """``boards`` shuffled decks (OpenSpiel deals card ``deck[k]`` to the ``k % 4``-th
    seat), made before the clock starts, as :func:`random_deals` makes ours."""
    decks = []
    for _ in range(boards):
        deck = list(range(52))
        rng.shuffle(deck)
        decks.append(deck)
    return decks


def play_openspiel_on(decks: list[list[int]], rng: random.Random) -> int:
    """OpenSpiel's bridge on ready-made deals: each deck's 52 chance actions applied as
    they are, then the auction and the play as :func:`play_openspiel` draws them."""
    game = _openspiel_game()
    for deck in decks:
        state = game.new_initial_state()
        for card in deck:
            state.apply_action(card)
        while not state.is_terminal():
            actions = state.legal_actions()
            if actions[0] == _OPENSPIEL_PASS and rng.random() < PASS_PROBABILITY:
                state.apply_action(_OPENSPIEL_PASS)
            else:
                state.apply_action(rng.choice(actions))
    return len(decks)


def play_endplay(deals: list[Deal], rng: random.Random) -> int:
    """endplay: 52 random legal cards per deal, notrump, North on lead."""
    from endplay.types import Deal as EDeal
    from endplay.types import Denom, Player

    for deal in deals:
        edeal = EDeal.from_pbn(deal.pbn())
        edeal.trump = Denom.nt
        edeal.first = Player.north
        for _ in range(52):
            edeal.play(rng.choice(edeal.legal_moves()))
    return len(deals)


def _rate(run: Callable[[], int]) -> float:
    """Boards per second of ``run`` (which returns the number of boards it played)."""
    start = time.perf_counter()
    done = run()
    return done / (time.perf_counter() - start)


def main() -> None:
    """Print boards per second, ours, OpenSpiel's and endplay's, and the ratios."""
    ours = _rate(lambda: play_ours(BOARDS, random.Random(1)))
    batch = _rate(lambda: play_batch(BOARDS, 1))
    spiel = _rate(lambda: play_openspiel(BOARDS, random.Random(1)))
    deals = random_deals(BOARDS, seed=DEAL_SEED)
    decks = shuffled_decks(BOARDS, random.Random(2))
    ours_given = _rate(lambda: play_ours_on(deals, random.Random(1)))
    spiel_given = _rate(lambda: play_openspiel_on(decks, random.Random(1)))
    endplay = _rate(lambda: play_endplay(deals[: BOARDS // 10], random.Random(1)))
    print(f"{'':44}{'boards/s':>12}")
    print(f"{'bridgelaw Table (deal+auction+play)':44}{ours:12,.0f}")
    print(f"{'bridgelaw play_random_boards (batch)':44}{batch:12,.0f}")
    print(f"{'OpenSpiel bridge (deal+auction+play)':44}{spiel:12,.0f}")
    print(f"{'bridgelaw Table (deals given)':44}{ours_given:12,.0f}")
    print(f"{'OpenSpiel bridge (deals given)':44}{spiel_given:12,.0f}")
    print(f"{'endplay Deal (play only)':44}{endplay:12,.0f}")
    print(f"ratio bridgelaw/OpenSpiel: {ours / spiel:.2f}x (goal >= 1x)")
    print(f"ratio batch/OpenSpiel: {batch / spiel:.2f}x")
    print(f"ratio bridgelaw/OpenSpiel, deals given: {ours_given / spiel_given:.2f}x")
    print(f"ratio bridgelaw/endplay: {ours / endplay:.2f}x")


def profile(top: int = 25) -> None:
    """Print where :func:`play_ours` spends its time: the top functions by cumulative time."""
    import cProfile
    import pstats

    profiler = cProfile.Profile()
    profiler.runcall(play_ours, BOARDS // 4, random.Random(1))
    pstats.Stats(profiler).strip_dirs().sort_stats("cumulative").print_stats(top)


if __name__ == "__main__":
    main()
