"""Lazy re-exports of the packages (``bridgelaw._lazy``): every listed name resolves to
the value of the module it comes from."""

from __future__ import annotations

import importlib

import pytest

PACKAGES = (
    "bridgelaw",
    "bridgelaw.core",
    "bridgelaw.laws",
    "bridgelaw.render",
    "bridgelaw.scoring",
    "bridgelaw.table",
    "bridgelaw.tournament",
)


@pytest.mark.parametrize("name", PACKAGES)
def test_every_export_resolves(name: str) -> None:
    package = importlib.import_module(name)
    exports: dict[str, str] = package._EXPORTS
    assert set(exports) <= set(package.__all__) | set(exports)
    assert set(package.__all__) - {"__version__"} <= set(exports)
    for export, source in exports.items():
        module = importlib.import_module(source)
        submodule = name == "bridgelaw" and export in ("dealing", "scoring")
        expected = module if submodule else getattr(module, export)
        assert getattr(package, export) is expected, export
        assert export in dir(package)


def test_unknown_name_is_an_attribute_error() -> None:
    import bridgelaw

    with pytest.raises(AttributeError, match="no attribute 'Nonesuch'"):
        _ = bridgelaw.Nonesuch  # type: ignore[attr-defined]


def test_a_value_named_like_its_module_stays_the_value() -> None:
    importlib.import_module("bridgelaw.scoring.matchpoints")  # binds the submodule
    importlib.import_module("bridgelaw.tournament.validate")
    from bridgelaw.scoring import matchpoints
    from bridgelaw.tournament import validate

    assert callable(matchpoints) and callable(validate)
