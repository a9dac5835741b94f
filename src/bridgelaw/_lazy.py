"""Lazy re-exports for package ``__init__`` modules (PEP 562).

A package lists the names it re-exports and the module each comes from; a name is
imported the first time it is read, so ``import bridgelaw`` (or a subpackage)
costs nothing until a value is used. The package also imports every name under
``if TYPE_CHECKING:`` so that mypy and editors see them, and binds the hooks only
when not type checking (mypy then still rejects a misspelt name)::

    if not TYPE_CHECKING:
        __getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, __all__)
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Collection, Mapping, Sequence
from types import ModuleType

__all__ = ["lazy_exports"]


def lazy_exports(
    package: str,
    exports: Mapping[str, str],
    names: Sequence[str],
    *,
    submodules: Collection[str] = (),
) -> tuple[Callable[[str], object], Callable[[], list[str]]]:
    """The module ``__getattr__`` and ``__dir__`` of ``package``.

    ``exports`` maps each re-exported name to the module that defines it; the names
    in ``submodules`` are submodules of the package, re-exported as modules. A value
    once loaded is stored in the package's namespace, so ``__getattr__`` runs once
    per name.

    A value named like the submodule that defines it (``scoring.matchpoints``, the
    function of ``scoring/matchpoints.py``) stays the package's attribute even after
    the import system binds the submodule there, as with an eager ``from .x import x``.
    """

    def __getattr__(name: str) -> object:
        source = exports.get(name)
        if source is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        module = importlib.import_module(source)
        value = module if name in submodules else getattr(module, name)
        setattr(sys.modules[package], name, value)
        return value

    def __dir__() -> list[str]:
        return sorted(set(vars(sys.modules[package])) | set(names))

    shadowed = frozenset(
        name
        for name, source in exports.items()
        if source == f"{package}.{name}" and name not in submodules
    )
    if shadowed:
        sys.modules[package].__class__ = _keeping(shadowed)
    return __getattr__, __dir__


def _keeping(shadowed: frozenset[str]) -> type[ModuleType]:
    """A module class whose instances ignore the binding of the submodules ``shadowed``
    (the import system's ``setattr(package, name, submodule)``); a value of that name,
    loaded by ``__getattr__``, is kept."""

    class _Package(ModuleType):
        def __setattr__(self, name: str, value: object) -> None:
            if name in shadowed and isinstance(value, ModuleType):
                return
            super().__setattr__(name, value)

    return _Package
