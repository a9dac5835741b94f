"""Laws 61-71: every edition difference of the digest's §6 is a hook named after the
Law, overridden by the older editions (checked against the seeds); each is tested here
for its value, and by the Law's own test module for its effect at the table."""

from __future__ import annotations

import inspect
import itertools

import pytest

from bridgelaw.editions import Edition, Edition1987, Edition1997, Edition2007, find_edition

EDITIONS = (2017, 2007, 1997, 1987)

# hook name -> value in 2017, 2007, 1997, 1987
HOOKS: dict[str, tuple[object, object, object, object]] = {
    "law_62c3_both_corrected": (True, False, False, False),
    "law_62d2": ("ui", "restrict", "restrict", "declarer-chooses"),
    "law_63a3_accepting_establishes": (False, False, True, True),
    "law_63a4_acquiescence": (True, False, False, False),
    "law_63b_illegal_inquiry": (None, None, "63B", None),
    "law_63_no_correction_ref": ("63B", "63B", "63C", "63B"),
    "law_43b2b_ref": ("43B2(b)", "43B2(b)", "43B2(b)", "43B2(c)"),
    "law_47e1_no_establishment": (True, False, False, False),
    "law_61b_forbidden_ref": ("61B2(b)", "61B2(b)", "61B", "61B"),
    "law_65b3_repointing": ("side", "lead", None, None),
    "law_66b_own_card_until": ("side", "lead", "own", "lead"),
    "law_67b1a_deemed_revoke": (True, True, False, False),
    "law_67b3_missing_card": (True, False, False, False),
    "law_68b2_ui_ref": ("16C", "16D", "16", "16"),
    "law_68d2b_play_on": (True, False, False, False),
    "law_69b_ref": ("69B2", "69B2", "69B", "69B"),
    "law_70d3_play_after_claim": (False, True, False, False),
    "law_70e1_irrational": (False, True, True, False),
    "law_70e2_default_order": (True, True, False, False),
    "law_71_normal_until_next_board": (False, False, True, True),
}


@pytest.mark.law(
    "61B",
    "62C3",
    "62D2",
    "63A",
    "65B3",
    "66B",
    "67B1",
    "68B2",
    "68D2(b)",
    "69B",
    "70",
    "71",
    editions=EDITIONS,
    indirect=True,
)
@pytest.mark.parametrize("hook", sorted(HOOKS))
@pytest.mark.parametrize("index", range(4))
def test_hook_values(hook: str, index: int) -> None:
    edition = EDITIONS[index]
    value = getattr(find_edition(edition), hook)()
    assert value == HOOKS[hook][index], (hook, edition)


@pytest.mark.law("61B", editions=EDITIONS, indirect=True)
def test_61b_who_may_ask() -> None:
    assert set(find_edition(2017).law_61b_refs()) == {
        "declarer-defender",
        "dummy-declarer",
        "defender-declarer",
        "defender-defender",
    }
    assert "defender-defender" not in find_edition(1987).law_61b_refs()  # "but no one else"
    assert set(find_edition(1997).law_61b_refs().values()) == {"61B"}
    assert find_edition(2017).law_61b_defenders_ask_each_other()
    assert not find_edition(1997).law_61b_defenders_ask_each_other()


def test_each_older_edition_overrides_only_its_differences() -> None:
    """An override repeats nothing of the next newer edition (the chain of §6; every
    hook without arguments of the one class tree)."""
    chain = [Edition, Edition2007, Edition1997, Edition1987]
    for newer, older in itertools.pairwise(chain):
        for name, hook in vars(older).items():
            if not name.startswith("law_") or len(inspect.signature(hook).parameters) > 1:
                continue
            assert getattr(newer(), name)() != getattr(older(), name)(), (older.__name__, name)
        assert issubclass(older, newer)


def test_hooks_follow_the_edition() -> None:
    for year in EDITIONS:
        hooks = find_edition(year)
        assert hooks.year == year
        assert str(hooks.ref("64A2")) == "64A2" and hooks.ref("64A2").edition == year
        assert find_edition(find_edition(year)) is hooks
