"""The laws room in real browsers at a phone's width (390 px) and the director's console
on a desktop (1280 px): a card called from dummy in words (Law 46). Screenshots go to
``tests.browser.SHOTS``."""

from __future__ import annotations

from contextlib import ExitStack
from typing import TYPE_CHECKING

from tests.browser import DESKTOP, PHONE
from tests.server.laws_room_pages import address, director, fits, shot, sit, uncut, wait_text
from tests.server.test_browser import _at, _type

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

__all__ = ["address"]  # the fixture


IN_VIEW = "(node) => node.getBoundingClientRect().right <= window.innerWidth"
"""An element lies within the viewport's width."""

CALLS_SHOWN = """(count) => [...document.querySelectorAll('#auction tbody td')]
  .filter((cell) => cell.textContent.trim()).length === count"""
"""A page's auction shows ``count`` calls."""


def answer(console: Page, value: str | None) -> None:
    """The director answers the engine's open question (``None``: its last answer), and
    the question goes."""
    question = console.locator("#advice fieldset.question").first
    key = question.get_attribute("data-key")
    buttons = question.locator("button")
    (buttons.last if value is None else question.get_by_role("button", name=value)).click()
    console.wait_for_function(
        f"!document.querySelector('#advice fieldset.question[data-key=\"{key}\"]')"
    )


def bid_3nt(pages: dict[str, Page]) -> None:
    """1NT by North, 3NT by South; East is to lead."""
    made = (("N", "1n"), ("E", "p"), ("S", "3n"), ("W", "p"), ("N", "p"), ("E", "p"))
    for seq, (seat, call) in enumerate(made, start=1):
        _type(pages[seat], call)
        _at(pages, seq)


def test_declarer_calls_low_from_dummy_on_a_phone(browser: Browser, address: str) -> None:
    with ExitStack() as stack:
        pages = {seat: sit(browser, stack, address, seat) for seat in "NESW"}
        bid_3nt(pages)
        north = pages["N"]
        assert north.locator("#designate-form").is_hidden()  # East leads first
        pages["E"].locator("#hand-bottom button.card").first.click()  # any card: laws mode
        _at(pages, 7)
        form = north.locator("#designate-form")
        form.wait_for()
        shot(north, "law46-390")
        assert fits(north), "nothing wider than the phone"
        north.get_by_label("Call a card from dummy in words").fill("low")
        form.get_by_role("button", name="Call it").click()
        _at(pages, 8)
        wait_text(pages["W"], "#qa-list", "Declarer calls “low” from dummy (Law 46)")
        played = pages["W"].locator("#trick span.played").all_inner_texts()
        assert len([card for card in played if card]) == 2  # the lead and dummy's card
        assert north.locator("#designate-form").is_hidden()  # West is to play now


def test_two_calls_at_once_and_a_reported_hesitation_ruled_from_the_console(
    browser: Browser, address: str
) -> None:
    """South's 1S reaches the table before East's 2C, at East's turn; South calls the
    director saying they were made together (Law 33). The console (desktop) offers Law
    33; applied, West's phone shows 2C then South's 1S waiting as insufficient, and the
    engine's Law 27A1 ruling is on the console. Then North reports a hesitation: the
    console's form is prefilled from his call, the director records it (Law 16), answers
    the engine's question and applies the ruling, which the players see."""
    with ExitStack() as stack:
        console = director(browser, stack, address)
        pages = {seat: sit(browser, stack, address, seat) for seat in "NESW"}
        _type(pages["N"], "1h")
        _at(pages, 1)
        _type(pages["S"], "1s")  # East's turn: recorded as a call out of rotation
        _at(pages, 2)
        _type(pages["E"], "2c")  # the correct player calls over it (28B)
        _at(pages, 3)
        south = pages["S"]
        south.get_by_role("button", name="Call the director…").click()
        assert uncut(south, "#director-report"), "every report's words shown whole (390 px)"
        south.get_by_role("radio", name="two calls made at the same time (Law 33)").check()
        south.get_by_label("Why (only the director reads it)").fill("we called together")
        shot(south, "report-390")
        south.set_viewport_size(DESKTOP)
        assert uncut(south, "#director-report"), "every report's words shown whole (1280 px)"
        shot(south, "report-1280")
        south.set_viewport_size(PHONE)
        button = south.locator("#director-dialog button[value=ok]")
        assert south.evaluate(IN_VIEW, button.element_handle()), "the dialog's button is seen"
        south.get_by_role("button", name="Call the director", exact=True).click()
        wait_text(console, "#calls", "two calls made at the same time (Law 33)")
        wait_text(console, "#law33", "east's 2C and south's 1S were made at the same time")
        shot(console, "law33-1280")
        # South's 1S was cancelled by East's call at his turn (Law 28B): nothing to withdraw
        assert [o.inner_text() for o in console.locator("#advice button.option").all()] == [
            "play on"
        ]
        assert console.locator("#ruling button[value=undo]").is_hidden()
        assert console.locator("#ruling-tricks").is_hidden()  # no tricks in the auction
        console.get_by_role("button", name="They were made at the same time: apply Law 33").click()
        west = pages["W"]
        wait_text(west, "#laws-irregularity", "insufficient")
        cells = [c for c in west.locator("#auction tbody td").all_inner_texts() if c.strip()]
        assert [c[:2] for c in cells] == ["1♥", "2♣", "1♠"], cells
        wait_text(west, "#qa-list", "were made at the same time")
        wait_text(console, "#advice h2", "Law 27A1")
        assert console.locator("#apply-law33").count() == 0
        assert fits(west)
        console.get_by_role("button", name="Ask West to choose").click()
        west.locator("#laws-choice button[data-option=accept]").click()
        wait_text(console, "#rows", "accept")
        _type(west, "p")
        north = pages["N"]
        north.wait_for_function(CALLS_SHOWN, arg=4)
        north.get_by_role("button", name="Call the director…").click()
        north.get_by_role("radio", name="unauthorised information (Law 16)").check()
        north.get_by_label("Why (only the director reads it)").fill("West paused a long time")
        north.get_by_role("button", name="Call the director", exact=True).click()
        wait_text(console, "#calls", "unauthorised information (Law 16)")
        form = console.locator("#report-form")
        form.wait_for()
        assert uncut(console, "#report-kind"), "every kind's words shown whole (1280 px)"
        console.set_viewport_size(PHONE)
        assert uncut(console, "#report-kind"), "every kind's words shown whole (390 px)"
        console.set_viewport_size(DESKTOP)
        assert form.get_by_role("radio", name="unauthorised information (Law 16)").is_checked()
        assert form.get_by_label("What happened, as the table tells it").input_value() == (
            "West paused a long time"
        )
        form.get_by_label("Offender").select_option("W")
        form.get_by_role("button", name="Record it").click()
        question = console.locator("#advice fieldset.question").first
        question.wait_for()
        assert "A point of judgment" in question.inner_text()
        answer(console, "partner")  # the information came from West's partner
        while True:  # the engine's further questions, if any: the last answer offered
            console.locator("#advice h3, #advice fieldset.question").first.wait_for()
            if console.locator("#advice fieldset.question").count() == 0:
                break
            answer(console, None)
        console.locator("#advice button.option").first.click()
        wait_text(north, "#qa-list", "The director records unauthorised information (Law 16")
        wait_text(north, "#qa-list", "The director rules")
        wait_text(console, "#review-list", "Law 16")  # for after the board: his to decide
        assert "paused" not in pages["E"].locator("#qa-list").inner_text()  # the caller's words
        phone = console.context.new_page()  # the director's console on his phone
        phone.set_viewport_size(PHONE)
        phone.goto(console.url)
        phone.locator("#board-info", has_text="Board 1").wait_for()
        assert fits(phone)


def answer_all(console: Page, value: str) -> None:
    """The director answers each of the engine's questions ``value`` until its options
    show."""
    while True:
        console.locator("#advice h3, #advice fieldset.question").first.wait_for()
        if console.locator("#advice fieldset.question").count() == 0:
            return
        answer(console, value)


def refuse_the_lead(pages: dict[str, Page], console: Page, led: str, choice: str) -> None:
    """West leads ``led`` out of turn (East is on lead after :func:`bid_3nt`); East calls
    the director, who puts Law 54's options to North: North refuses the lead, and the
    card lies face up as a major penalty card on every page (54D). The Law sends the table
    back to the director (50D2): North's ``choice`` (``require-S``, ``forbid-S``,
    ``none``) is put to him the same way."""
    west, east, north = pages["W"], pages["E"], pages["N"]
    west.locator(f"#hand-bottom button.card[data-card={led}]").click()
    wait_text(east, "#laws-irregularity", "out of turn")
    east.get_by_role("button", name="Call the director…").click()
    east.get_by_role("button", name="Call the director", exact=True).click()
    for option, law in (("refuse", "Law 54"), (choice, "Law 50D2")):
        wait_text(console, "#advice h2", law)
        answer_all(console, "no")
        console.get_by_role("button", name="Ask North to choose").click()
        north.locator(f"#laws-choice button[data-option={option}]").click()
        if option == "refuse":
            for page in (*pages.values(), console):
                wait_text(
                    page,
                    "#laws-faced li.penalty-card, #in-force-list li",
                    "major penalty card (Law",
                )


def test_a_lead_out_of_turn_refused_then_declarers_lead_restriction_on_phones(
    browser: Browser, address: str
) -> None:
    """West leads out of turn; the director, on his phone, gets the engine's Law 54 ruling
    and puts its options to North (declarer), who refuses the lead: West's card lies face
    up as a major penalty card, with its Law, on every phone and on the console. East is
    to lead: the Law sends the table back to the director (50D2), North requires the
    suit, and East's phone shows that he must lead it, with the Law, and offers only it."""
    with ExitStack() as stack:
        console = director(browser, stack, address, PHONE)
        pages = {seat: sit(browser, stack, address, seat) for seat in "NESW"}
        bid_3nt(pages)
        west, east, north = pages["W"], pages["E"], pages["N"]
        led = west.locator("#hand-bottom button.card").first.get_attribute("data-card") or ""
        refuse_the_lead(pages, console, led, f"require-{led[0]}")
        suits = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
        must = f"East must lead {suits[led[0]]} (Law 50D2"
        wait_text(east, "#laws-faced li.in-force", must)
        wait_text(console, "#in-force-list li", must)
        held = east.locator("#hand-bottom button.card").evaluate_all(
            "(buttons) => buttons.map((b) => b.dataset.card)"
        )
        other = next((c for c in held if c[0] != led[0]), None)
        if any(c[0] == led[0] for c in held):  # his hand marks the cards barred, before he tries
            barred = east.locator("#hand-bottom button.card.mark-barred")
            assert sorted(barred.evaluate_all("(bs) => bs.map((b) => b.dataset.card)")) == sorted(
                c for c in held if c[0] != led[0]
            )
            label = barred.first.get_attribute("aria-label") or ""
            assert label.endswith("may not be played now (Law 50D2(a))"), label
            assert "may not be played now (Law 50D2(a))" in east.locator(".hand-marks").inner_text()
        if other is not None:  # the table refuses another suit, citing the restriction
            east.locator(f"#hand-bottom button.card[data-card={other}]").click()
            wait_text(east, "#error", "50D2")
            assert east.locator("#error").inner_text().count("50D2") == 1  # the Law once
        shot(east, "restriction-390")
        shot(console, "restriction-console-390")
        assert fits(east) and fits(console)
        east.locator(f"#hand-bottom button.card[data-card^={led[0]}]").first.click()
        north.wait_for_function(
            "() => [...document.querySelectorAll('#trick span.played')].some((s) => s.textContent)"
        )
        east.wait_for_function("!document.querySelector('#laws-faced li.in-force')")  # spent


def test_a_finnish_player_and_director_read_the_irregularity_in_finnish(
    browser: Browser, address: str
) -> None:
    """East bids insufficiently; South's page in Finnish names it in Finnish with the
    offender and the Law (the engine's own words follow, in Finnish from the catalogues),
    and so does the director's console in Finnish: the engine's options, questions and
    facts, the server's reason for calling him, the judgment answers."""
    with ExitStack() as stack:
        console = director(browser, stack, address)
        pages = {seat: sit(browser, stack, address, seat) for seat in "NESW"}
        south = pages["S"]
        south.goto(f"{south.url}?lang=fi")  # the page's language, remembered in a cookie
        south.locator("#laws").wait_for()
        console.goto(f"{console.url}?lang=fi")
        _type(pages["N"], "1h")
        _at(pages, 1)
        _type(pages["E"], "1d")
        wait_text(south, "#laws-irregularity", "Riittämätön maalaus: Itä (27 §)")
        engine = south.locator("#laws-irregularity .engine-words")  # in Finnish too now
        assert engine.get_attribute("lang") is None, engine.inner_text()
        assert "pelaajan Itä 1♦ on riittämätön tarjouksen 1♥ jälkeen" in engine.inner_text()
        south.get_by_role("button", name="Kutsu kilpailunjohtaja…").click()
        south.locator("#director-dialog button[value=ok]").click()
        wait_text(console, "#advice h2", "Riittämätön maalaus: Itä")
        assert console.locator("#advice h2").inner_text().startswith("27A1 §: ")
        # the engine's options in Finnish too, from the catalogues (was its English)
        accept = "Etelä hyväksyy tarjouksen 1♦: se pysyy sääntöjenmukaisena tarjouksena"
        option = console.locator("#advice button.option[data-option=accept]")
        assert option.inner_text().startswith(accept), option.inner_text()
        assert option.get_attribute("lang") is None and option.inner_text().endswith("(27A1 §)")
        shot(console, "finnish-1280")
        console.get_by_role("button", name="Pyydä pelaajaa Etelä valitsemaan").click()
        wait_text(south, "#laws-choice p", "Riittämätön maalaus: Itä (27 §)")  # his choice
        wait_text(south, "#laws-choice button[data-option=accept]", accept)
        south.locator("#laws-choice button[data-option=decline]").click()
        _type(pages["E"], "2d")  # the lowest sufficient bid in the same denomination
        legend = console.locator("#advice fieldset.question legend").first
        legend.wait_for()
        assert legend.inner_text().startswith("Onko 2♦ alin riittävä maalaus"), legend.inner_text()
        assert "lait vaativat kilpailunjohtajan pöytään" in console.locator("#calls").inner_text()
        answer(console, "ei")  # his answer, as his log says it: in Finnish
        wait_text(console, "#advice p.answered", "27B1(a): ei")
        shot(console, "finnish-question-1280")
