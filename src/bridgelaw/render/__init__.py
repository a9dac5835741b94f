"""Presentation: hand records as text, HTML and PDF. Rendering takes explicit options and
never changes the values it shows."""

from typing import TYPE_CHECKING

from bridgelaw._lazy import lazy_exports

if TYPE_CHECKING:
    from bridgelaw.render.html import hand_records_html
    from bridgelaw.render.pdf import hand_records_pdf
    from bridgelaw.render.records import HandRecord
    from bridgelaw.render.text import dd_table_text, hand_diagram, hand_record_text

__all__ = [
    "HandRecord",
    "dd_table_text",
    "hand_diagram",
    "hand_record_text",
    "hand_records_html",
    "hand_records_pdf",
]

_EXPORTS = {
    "HandRecord": "bridgelaw.render.records",
    "dd_table_text": "bridgelaw.render.text",
    "hand_diagram": "bridgelaw.render.text",
    "hand_record_text": "bridgelaw.render.text",
    "hand_records_html": "bridgelaw.render.html",
    "hand_records_pdf": "bridgelaw.render.pdf",
}
"""Each lazily re-exported name -> the module that defines it."""

if not TYPE_CHECKING:
    __getattr__, __dir__ = lazy_exports(__name__, _EXPORTS, __all__)
