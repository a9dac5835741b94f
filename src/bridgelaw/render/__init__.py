"""Presentation: hand records as text and as HTML. Rendering takes explicit options and
never changes the values it shows."""

from bridgelaw.render.records import HandRecord
from bridgelaw.render.text import dd_table_text, hand_diagram, hand_record_text

__all__ = ["HandRecord", "dd_table_text", "hand_diagram", "hand_record_text"]
