"""The formats the bridge world exchanges boards in: PBN 2.1 and LIN.

Each format module offers ``load``/``loads``/``dump``/``dumps``.
"""
