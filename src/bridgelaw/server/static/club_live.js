// bridgelaw club night: the big screen. Polls the live results every 400 ms; the server
// answers with only the number of changes when nothing changed.
"use strict";
(() => {
  const root = document.getElementById("live");
  const api = "/api/club/nights/" + root.dataset.night + "/live?since=";
  const $ = (id) => document.getElementById(id);

  function el(tag, text, cls) {
    const node = document.createElement(tag);
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (cls) node.className = cls;
    return node;
  }

  function row(cells, head) {
    const tr = el("tr");
    for (const c of cells) tr.append(el(head ? "th" : "td", c));
    return tr;
  }

  function render(data) {
    $("progress").textContent = data.entered + " of " + data.expected + " results";
    const ranking = $("ranking");
    ranking.replaceChildren();
    for (const group of data.ranking) {
      const box = el("section", null, "club-group");
      box.append(el("h2", group.title.replace(/^session 1, section A,? ?/, "") || "Ranking"));
      const table = el("table", null, "club-grid");
      table.append(row(["", "Pair", "Names", "MP", "%", "PP"], true));
      for (const line of group.lines) {
        // a pair with no result yet is listed with no score (not 0)
        const tr = row([line.place, line.pair, line.names, line.points === null ? "" : line.points,
                        line.percent === null ? "" : line.percent.toFixed(2),
                        line.penalty ? "-" + line.penalty : ""]);
        if (line.points === null) tr.className = "club-no-result";
        table.append(tr);
      }
      box.append(table);
      ranking.append(box);
    }
    const waiting = data.waiting || [];
    $("waiting").textContent = waiting.length
      ? "Shown once every table has played the board; still in play: board" +
        (waiting.length > 1 ? "s " : " ") + waiting.join(", ") + "."
      : "";
    const travellers = $("travellers");
    travellers.replaceChildren();
    for (const [board, rows] of Object.entries(data.travellers)) {
      const box = el("section", null, "club-board");
      box.dataset.board = board;
      box.append(el("h3", "Board " + board));
      const table = el("table", null, "club-grid");
      table.append(row(["NS", "EW", "Result", "Score", "MP", "MP"], true));
      for (const r of rows) table.append(row([r.ns, r.ew, r.result, r.score, r.ns_mp, r.ew_mp]));
      box.append(table);
      travellers.append(box);
    }
  }

  async function poll() {
    try {
      const answer = await fetch(api + root.dataset.changes, { cache: "no-store" });
      if (answer.ok) {
        const data = await answer.json();
        if (data.ranking) { render(data); root.dataset.changes = String(data.changes); }
      }
    } catch (error) { /* the next poll tries again */ }
    setTimeout(poll, 400);
  }
  poll();
})();
