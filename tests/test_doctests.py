"""The examples in the docstrings of every module run and give what they show."""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

import bridgelaw

MODULES = sorted(
    m.name
    for m in pkgutil.walk_packages(bridgelaw.__path__, "bridgelaw.")
    if not m.name.endswith("__main__")
)


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0, f"{result.failed} doctest failures in {name}"


def test_readme_tour() -> None:
    from pathlib import Path

    readme = Path(__file__).resolve().parents[1] / "README.md"
    result = doctest.testfile(str(readme), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 5
    assert result.failed == 0
