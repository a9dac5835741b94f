"""``bridgelaw rule``: the director's assistant at the table, in the auction and in the
play (Laws 9-71).

Interactive: enter the board number (dealer and vulnerability from Law 2), the edition
and the deal, then what happened, one step per line (``call E 1S``, ``director``,
``expose W SK``, ``W plays SJ``, ``designate high``, ``attention S E``, ``claim S 4 all
high``...: the language of :mod:`bridgelaw.cli.rule_script` and
:mod:`bridgelaw.cli.rule_play`). When the table waits for the director, the assistant
shows the ruling with the Laws cited, asks its judgment questions and the choice of the
player who has one, applies it and shows the table afterwards: who must pass, lead
restrictions, exposed and penalty cards, the ledger of unauthorized information and the
review flags; in the play the tricks, the hands, the play restrictions, the revokes, the
claims, and the result and score once the board is over. After play the board may still
go on (``moment next-board``, ``withdraw W``, ``cancel-concession S``, ``attention``).

``--script FILE`` reads the same steps from a file; its ``expect`` lines make it a
test (exit status 1 when one fails, 2 for a malformed script, 3 when a ruling is still
pending at its end, its questions printed). ``--json`` prints the final state of the
table and the rulings (offered, chosen, their consequences, the result) as JSON.
``--board FILE.pbn:N`` starts from a recorded board, ``--position`` from a position in
the play, ``--resume FILE.json`` from a board saved with ``save``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from bridgelaw.cli.console import markup_safe

__all__ = ["register", "rule"]

_HELP = "\n\n".join(
    (
        "The director's assistant at the table: enter the board, the edition, the "
        "auction and the play so far, including the irregularity; see the ruling with the "
        "Laws cited, answer its questions, give the offended side's choice, and see the "
        "table afterwards (who must pass, lead restrictions, penalty cards, UI ledger, "
        "review flags; tricks, hands, revokes, claims and the score in the play).",
        "Auction steps: SEAT CALL (a call by any seat, e.g. 'E 1S'), board N, edition YEAR, "
        "deal PBN, change SEAT CALL, together SEAT CALL SEAT CALL, expose SEAT CARD [led], "
        "wrong-hand SEAT [BOARD], misinformation SEAT RECORD, report KIND SEAT LAW, "
        "director [SEAT], forfeit SEAT, answer KEY VALUE, choose [OPTION], show, expect ...",
        "Play steps: play CARD... (each from its holder), SEAT plays CARD, play SEAT CARD "
        "[by SEAT], revoke SEAT CARD, designate WORDS, expose SEAT CARD [shown|dropped|named], "
        "retract SEAT CARD [slip|opponent-changed|misinformed-turn|misinformation|other], "
        "together SEAT CARD SEAT CARD, several SEAT CARD CARD [faced=CARD,CARD], "
        "face-down SEAT CARD, face-lead, spread SEAT, dummy KIND, inquiry ASKER ASKED, "
        "attention BY OFFENDER [TRICK], inspect SEAT [TRICK] [own], repoint BY SEAT [TRICK], "
        "defective SEAT TRICK [CARD], claim SEAT TRICKS [line=STEPS] [trumps=yes] "
        "[statement], claim SEAT STATEMENT (as said: 'all but a spade; draw trumps, then "
        "hearts'), concede SEAT [TRICKS], agree|dispute|play-on|object SEAT..., "
        "moment hands-returned|next-board|round-ended, withdraw SEAT [MINUTES], "
        "cancel-concession SEAT [MINUTES].",
        "The director's steps: ruling (the pending ruling, its question keys and options), "
        "answer KEY VALUE, propose OPTION, confirm, withdraw, choose OPTION (propose and "
        "confirm), undo [N], undo to EVENTS, history, save FILE (FILE.json and FILE.pbn).",
        "With --script FILE the steps come from a file; its 'expect' lines are checked "
        "(exit status 1 if one fails, 2 if the script is malformed, 3 if a ruling is "
        "still pending at its end).",
    )
)


def register(app: typer.Typer) -> None:
    """Add the ``rule`` command to ``app``."""
    app.command("rule", help=markup_safe(_HELP))(rule)


def rule(
    script: Annotated[
        Path | None, typer.Option("--script", help="Read the steps from this file.")
    ] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the final state of the table as JSON.")
    ] = False,
    board: Annotated[
        str | None,
        typer.Option(
            "--board",
            help="The board number (Law 2), or FILE.pbn:N / FILE.lin[:N]: board N of a file, "
            "its auction and play so far.",
        ),
    ] = None,
    edition: Annotated[
        str | None, typer.Option("--edition", help="Edition of the Laws (default 2017).")
    ] = None,
    position: Annotated[
        str | None,
        typer.Option(
            "--position",
            help="Start in the play: 'contract=4HX declarer=S ns=7 ew=3 N=KQ2.J.-.- E=... "
            "S=... W=... [trick=W:SK,N:S2 | lead=W]' (the cards each player still holds).",
        ),
    ] = None,
    resume: Annotated[
        Path | None, typer.Option("--resume", help="Resume a board saved with 'save FILE'.")
    ] = None,
) -> None:
    """Direct a table: rulings on irregularities of the auction and the play (Laws 9-71)."""
    from bridgelaw.cli.rule_session import Start, run

    start = Start(board=board, edition=edition, position=position, resume=resume)
    run(script=script, as_json=as_json, start=start, help_text=_HELP)
