"""Read a user's file as text, whatever its encoding, or say in one line why it cannot be.

Every reader of a file a user gives (PBN, LIN, the entries CSV, a ``rule`` script)
starts here. :func:`read_text` turns the file's bytes into text:

* UTF-8, with or without a byte order mark (what most programs write today);
* UTF-16 with a byte order mark (some Windows exporters);
* otherwise a one-byte code page: Windows-1250 (Polish and other Central European
  files: JFR, KOPS) or Windows-1252/ISO 8859-1 (the PBN standard's character set;
  Nordic and Western files). The two are told apart by the letters they give: the
  common Polish letters ``ł ą ś ż ź`` are symbols (``³ ¹ œ ¿ Ÿ``) in Windows-1252,
  while the Nordic letters are letters in both, so a tie goes to Windows-1252. A text
  that neither reads as letters is given to charset-normalizer (imported only then).

A file that cannot be used raises :class:`~bridgelaw.errors.FormatError` with one
line naming it: missing, a directory, unreadable, empty, or binary data; so does one
where not one board can be read (:func:`nothing_read`).

A reader that goes on after a bad part of a file returns a :class:`FileRead`: the
items it could read and the errors of the rest (each naming file, line and board).
"""

from __future__ import annotations

import codecs
import gc
import os
from collections import Counter
from contextlib import AbstractContextManager
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Generic, TypeVar

from bridgelaw.errors import FormatError

__all__ = ["FileRead", "collector_paused", "decode", "nothing_read", "read_text"]

T = TypeVar("T")

_TEXT_BYTES: Final = bytes([9, 10, 11, 12, 13, 27, *range(32, 256)])
"""Bytes a text file holds; the others (NUL and the C0 controls) mark binary data."""

_SAMPLE: Final = 1 << 16
"""How much of a file the binary test looks at."""


@dataclass(frozen=True, slots=True)
class FileRead(Generic[T]):
    """What a reader got from one file: the items it read, and the errors of the parts
    it left out (a bad board does not lose the good ones)."""

    source: str
    items: tuple[T, ...]
    errors: tuple[FormatError, ...] = ()

    @property
    def ok(self) -> bool:
        """Nothing was left out."""
        return not self.errors


def collector_paused() -> AbstractContextManager[None]:
    """Pause Python's cyclic garbage collector while a reader builds a file's records.

    A reader makes hundreds of thousands of small objects (tags, calls, cards) that
    hold no reference cycles; while they pile up, the collector would scan them again
    and again (a quarter of the PBN reader's time on a 7,632-game file). Reference
    counting still frees what is dropped; the collector is turned back on afterwards,
    also on an error, unless it was off already (a nested or concurrent reader leaves
    it to the outermost one).

    The records a reader returns live as long as the caller keeps them: once read, the
    objects made while the collector was paused are put in its oldest generation
    (:func:`gc.freeze` then :func:`gc.unfreeze`, which moves every tracked object there
    without scanning it), where only a full collection looks at them, instead of being
    scanned at once by the first young collection after the pause (a fifth of the PBN
    reader's time). Objects the caller made before are moved with them: a reference
    cycle among those is freed at the next full collection rather than a young one.
    Left out when the program has frozen objects itself (:func:`gc.get_freeze_count`),
    which must stay frozen."""
    return _Paused()


class _Paused:
    """The context of :func:`collector_paused` (a class: the generator of a
    :func:`contextlib.contextmanager` costs a microsecond more for each file read)."""

    __slots__ = ("paused",)

    def __enter__(self) -> None:
        self.paused = gc.isenabled()
        if self.paused:
            gc.disable()

    def __exit__(self, *exc: object) -> None:
        if self.paused:
            if not gc.get_freeze_count():
                gc.freeze()
                gc.unfreeze()
            gc.enable()


def nothing_read(source: str, what: str, errors: list[FormatError]) -> FormatError:
    """The error for a file where not one ``what`` (``"PBN game"``, ``"board"``) can be
    read: how many errors, and the first one."""
    if not errors:
        return FormatError(f"no {what} in the file", source=source)
    first = errors[0]
    where = f"line {first.line}: " if first.line else ""
    count = "1 error" if len(errors) == 1 else f"{len(errors)} errors"
    return FormatError(
        f"no {what} can be read ({count}; the first, {where}{first.reason})", source=source
    )


def read_text(path: str | os.PathLike[str], *, code_page: str | None = None) -> str:
    """The text of the file at ``path`` (see the module doc for the encodings).

    :param code_page: the one-byte encoding of a file that is not UTF-8 (e.g. ``latin-1``
        where a standard says so), instead of the one detected.

    :raises FormatError: the file is missing, a directory, unreadable, empty or binary.
    """
    source = os.fspath(path)
    try:
        data = Path(path).read_bytes()
    except OSError as err:
        raise FormatError(f"cannot read the file: {err.strerror or err}", source=source) from None
    return decode(data, source=source, code_page=code_page)


def decode(data: bytes, *, source: str = "<bytes>", code_page: str | None = None) -> str:
    """The text of a file's bytes (see the module doc and :func:`read_text`).

    :raises FormatError: the bytes are empty, only white space, or binary data.
    """
    if data.startswith(codecs.BOM_UTF8):
        data = data[len(codecs.BOM_UTF8) :]
    elif data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return _not_empty(data.decode("utf-16"), source)
        except UnicodeDecodeError:
            raise FormatError("binary data, not a text file", source=source) from None
    if not data.strip():
        raise FormatError("the file is empty", source=source)
    sample = data[:_SAMPLE]
    odd = sample.translate(None, _TEXT_BYTES)
    if odd and (b"\0" in odd or len(odd) * 100 > len(sample)):
        offset = next(i for i, byte in enumerate(sample) if byte not in _TEXT_BYTES)
        raise FormatError(
            f"binary data, not a text file (byte 0x{sample[offset]:02x} at offset {offset})",
            source=source,
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        if code_page is not None:
            return data.decode(code_page, errors="replace")
        return _code_page(data, source)


def _not_empty(text: str, source: str) -> str:
    if not text.strip():
        raise FormatError("the file is empty", source=source)
    return text


def _code_page(data: bytes, source: str) -> str:
    """Text in Windows-1250 or Windows-1252 (ISO 8859-1), or charset-normalizer's guess."""
    high = Counter(data.translate(None, _ASCII))
    western = "cp1252" if all(byte not in high for byte in _CP1252_HOLES) else "latin-1"
    score = _letters(high, western)
    central = _letters(high, "cp1250")
    if max(score, central) >= 0:
        encoding = "cp1250" if central > score else western
        return data.decode(encoding, errors="replace")
    from charset_normalizer import from_bytes

    guess = from_bytes(data).best()
    if guess is None:
        raise FormatError("binary data, not a text file (no text encoding fits)", source=source)
    return str(guess)


_ASCII: Final = bytes(range(128))
_CP1252_HOLES: Final = (0x81, 0x8D, 0x8F, 0x90, 0x9D)


def _letters(high: Counter[int], encoding: str) -> int:
    """Letters minus other characters among the non-ASCII bytes counted in ``high``, read
    in ``encoding``."""
    score = 0
    for byte, count in high.items():
        char = bytes([byte]).decode(encoding, errors="replace")
        score += count if char.isalpha() else -count
    return score
