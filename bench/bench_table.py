"""Complete random legal boards per second through the table, against OpenSpiel's bridge.

Ours: a random auction and a random legal play of all 13 tricks through the
strict :class:`bridgelaw.table.Table` (every call and card checked against the
Laws, every event logged).

Peer: OpenSpiel's ``bridge`` game (``pyspiel.load_game("bridge",
{"use_double_dummy_result": False})``, so that the play is played out rather
than scored double dummy), with random legal actions from the chance deal
through the auction and the play to the end, by the same policy (pass with
probability 0.55, else a uniformly random legal call; a uniformly random legal
card). Both rates come from the same run; the goal is a ratio of at least 1x.

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

from bridgelaw.core import PASS, Board, Deal
from bridgelaw.dealing import deals as random_deals
from bridgelaw.table import Phase, Table, play_random_boards

BOARDS = 2000
PASS_PROBABILITY = 0.55
"""The share of passes in the random auctions (the rest: a uniformly random legal call)."""

_OPENSPIEL_PASS = 52
"""OpenSpiel's bridge action for Pass (0-51 are cards, 53-54 double and redouble, 55+ bids)."""


def play_ours(deals: list[Deal], rng: random.Random) -> int:
    """Play one random legal board per deal; return the number of boards completed."""
    done = 0
    for i, deal in enumerate(deals):
        table = Table(Board(i % 16 + 1, deal))
        while table.phase == Phase.AUCTION:
            if rng.random() < PASS_PROBABILITY:
                table.call(PASS)
            else:
                table.call(rng.choice(table.legal_calls()))
        while table.phase == Phase.PLAY:
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


def play_openspiel(boards: int, rng: random.Random) -> int:
    """OpenSpiel's bridge: ``boards`` boards of random legal actions (deal, auction, play)."""
    game = _pyspiel().load_game("bridge", {"use_double_dummy_result": False})
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
    deals = random_deals(BOARDS, seed=2026)
    ours = _rate(lambda: play_ours(deals, random.Random(1)))
    batch = _rate(lambda: play_batch(BOARDS, 1))
    spiel = _rate(lambda: play_openspiel(BOARDS, random.Random(1)))
    endplay = _rate(lambda: play_endplay(deals[: BOARDS // 10], random.Random(1)))
    print(f"{'':40}{'boards/s':>12}")
    print(f"{'bridgelaw Table (auction+play)':40}{ours:12,.0f}")
    print(f"{'bridgelaw play_random_boards (batch)':40}{batch:12,.0f}")
    print(f"{'OpenSpiel bridge (deal+auction+play)':40}{spiel:12,.0f}")
    print(f"{'endplay Deal (play only)':40}{endplay:12,.0f}")
    print(f"ratio bridgelaw/OpenSpiel: {ours / spiel:.2f}x (goal >= 1x)")
    print(f"ratio batch/OpenSpiel: {batch / spiel:.2f}x")
    print(f"ratio bridgelaw/endplay: {ours / endplay:.2f}x")


def profile(top: int = 25) -> None:
    """Print where :func:`play_ours` spends its time: the top functions by cumulative time."""
    import cProfile
    import pstats

    deals = random_deals(BOARDS // 4, seed=2026)
    profiler = cProfile.Profile()
    profiler.runcall(play_ours, deals, random.Random(1))
    pstats.Stats(profiler).strip_dirs().sort_stats("cumulative").print_stats(top)


if __name__ == "__main__":
    main()
