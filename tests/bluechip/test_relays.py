"""What the host sends to whom: an alert and its text to the caller's opponents only,
``to lead`` to the controller of the hand on lead only, dummy's cards to the three others
after the opening lead (the protocol page, §3.1, §3.2)."""

from __future__ import annotations

from pathlib import Path

from bridgelaw.formats import pbn
from tests.bluechip.session import play, settings
from tests.bluechip.test_independent_client import Minimal, minimal


class Alerts(Minimal):
    """Opens 1C with an alert and its explanation (and otherwise as Minimal)."""

    def send(self, text: str) -> None:
        if text.upper().endswith("BIDS 1C"):
            self.writer.write(text.upper().encode() + b" Alert. Could be short\n")
            return
        super().send(text)


def test_who_is_told_what(tmp_path: Path) -> None:
    output = tmp_path / "relays.pbn"
    clients: dict[str, Minimal] = {}

    def keep(kind: type[Minimal], seat: str) -> type[Minimal]:
        class Kept(kind):  # type: ignore[valid-type, misc]
            def __init__(self, *args: object) -> None:
                super().__init__(*args)
                clients[seat] = self

        return Kept

    programs = [
        minimal("NORTH", kind=keep(Alerts, "N")),
        minimal("EAST", kind=keep(Minimal, "E")),
        minimal("SOUTH", kind=keep(Minimal, "S")),
        minimal("WEST", kind=keep(Minimal, "W")),
    ]
    outcome = play(settings(1, output), programs)  # board 1: North deals and opens 1C
    assert outcome.result.error is None, outcome.log
    assert "North bids 1C Alert. Could be short" in clients["E"].lines
    assert "North bids 1C Alert. Could be short" in clients["W"].lines
    assert "North bids 1C" in clients["S"].lines
    assert not any("Alert" in line for line in clients["S"].lines)
    # 1C by North: East leads; South is dummy and is never prompted
    assert not any(line.endswith("to lead") for line in clients["S"].lines)
    allowed = {"N": ("North to lead", "Dummy to lead"), "E": ("East to lead",)}
    allowed.update({"S": (), "W": ("West to lead",)})
    prompts = 0
    for seat, client in clients.items():
        for line in client.lines:
            if line.endswith("to lead"):
                assert line in allowed[seat], (seat, line)
                prompts += 1
    assert prompts == 13  # one a trick, the opening lead's included
    assert "East to lead" in clients["E"].lines  # the opening lead
    dummies = [seat for seat, c in clients.items() if any(x.startswith("Dummy's") for x in c.lines)]
    assert sorted(dummies) == ["E", "N", "W"]
    tags = {t.name: t.value for t in pbn.load(output)[0].tags}
    assert tags["Note"] == "1:Could be short"
