"""Events and their results: reading, scoring, publishing (Laws 78-79).

* :mod:`.event`: an event's table results read from PBN (``ScoreTable`` rows or one
  game per table);
* :mod:`.score`: scoring a whole event by matchpoints, teams IMPs, Butler or
  cross-IMPs, ranking with ties, and comparing with the scores a file records;
* :mod:`.publish` and :mod:`.html`: JSON, CSV, PBN (``ScoreTable``/``TotalScoreTable``)
  and an HTML page with ranking, travellers and personal score cards;
* :mod:`.import_pages` and :mod:`.page_scoring`: travellers from saved JFR Pary, KOPS
  and BBO result pages, rescored with each program's conventions;
* :mod:`.html_tables`: the tables of an HTML page (stdlib :mod:`html.parser`).
"""
