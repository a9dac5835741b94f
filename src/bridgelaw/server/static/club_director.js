// bridgelaw club night: the director's set-up form and console.
"use strict";
(() => {
  const $ = (id) => document.getElementById(id);
  const post = (url, body) => fetch(url, { method: "POST", headers: { "content-type": "application/json" },
                                            body: JSON.stringify(body) });
  const readFile = (input) => new Promise((done) => {
    const file = input.files && input.files[0];
    if (!file) { done(""); return; }
    const reader = new FileReader();
    reader.onload = () => done(String(reader.result));
    reader.readAsText(file);
  });

  const setup = $("setup");
  if (setup) {
    setup.addEventListener("submit", async (event) => {
      event.preventDefault();
      const members = await readFile($("members"));
      const deals = setup.querySelector("input[name=deals]:checked").value;
      const body = { name: $("name").value, family: $("family").value, tables: Number($("tables").value),
                     boards_per_round: Number($("boards_per_round").value), conditions: $("conditions").value,
                     travellers: $("travellers").checked, names: [$("names").value, members].join("\n"),
                     deals, pbn: deals === "pbn" ? await readFile($("pbn")) : "" };
      const answer = await post("/api/club/nights", body);
      const data = await answer.json().catch(() => ({}));
      if (answer.ok) location.href = "/club/nights/" + data.night + "/director";
      else $("setup-error").textContent = data.detail || "refused (" + answer.status + ")";
    });
  }

  const root = $("console");
  if (!root) return;
  const api = "/api/club/nights/" + root.dataset.night + "/director";
  let state = null;

  function el(tag, text) { const n = document.createElement(tag); if (text !== undefined) n.textContent = String(text); return n; }
  function cells(tr, values) { for (const v of values) tr.append(el("td", v)); return tr; }
  function say(text) { $("message").textContent = text || ""; }

  async function act(body) {
    const answer = await post(api, body);
    const data = await answer.json().catch(() => ({}));
    await load();
    say(answer.ok ? "done" : data.detail || "refused (" + answer.status + ")");
    return answer.ok;
  }

  function pick(r) {
    for (const id of ["correct", "adjust"]) {
      const form = $(id);
      for (const f of ["round", "table", "board", "version"]) form.elements[f].value = r[f];
    }
    const c = $("correct").elements;
    c.contract.value = r.contract; c.declarer.value = r.declarer || "N"; c.lead.value = r.lead; c.tricks.value = r.tricks;
  }

  function render() {
    $("movement").textContent = state.movement;
    const codes = $("codes").tBodies[0];
    codes.replaceChildren();
    for (const [table, code] of Object.entries(state.codes)) {
      const tr = cells(el("tr"), [table]);
      const link = el("a", code); link.href = "/club/t/" + code; const td = el("td"); td.append(link); tr.append(td);
      cells(tr, [state.tables[table]]);
      codes.append(tr);
    }
    $("status").textContent = "rounds ended: " + state.rounds_ended + " of " + state.rounds +
      (state.published ? " · published " + state.published : "");
    $("count").textContent = state.results.length + " of " + state.expected;
    const body = $("results").tBodies[0];
    body.replaceChildren();
    for (const r of state.results) {
      const tr = cells(el("tr"), [r.round, r.table, r.board, r.ns, r.ew, r.text, r.version, r.by]);
      tr.dataset.key = r.round + "-" + r.table + "-" + r.board;
      const button = el("button", "Pick"); button.type = "button";
      button.addEventListener("click", () => pick(r));
      const td = el("td"); td.append(button); tr.append(td);
      body.append(tr);
    }
    const select = $("penalty").elements.contestant;
    if (select.options.length !== state.pairs.length) {
      select.replaceChildren(...state.pairs.map((p) => { const o = el("option", p + (state.names[p] ? " " + state.names[p] : "")); o.value = p; return o; }));
    }
    $("calls").replaceChildren(...state.calls.map((c) => {
      const li = el("li", c.at + " table " + c.table + ", round " + c.round + (c.board ? ", board " + c.board : "") +
        " (" + c.by + ")" + (c.answered_by ? ": answered by " + c.answered_by : " "));
      li.dataset.call = c.call;
      if (!c.answered_by) {
        const button = el("button", "Answer"); button.type = "button";
        button.addEventListener("click", () => act({ do: "answer", call: c.call }));
        li.append(button);
      }
      return li;
    }));
    $("fouled").replaceChildren(...Object.entries(state.fouled || {}).map(([board, forms]) => {
      const groups = {};
      for (const [table, form] of Object.entries(forms)) (groups[form] = groups[form] || []).push(table);
      return el("li", "board " + board + ": " + Object.entries(groups)
        .map(([form, tables]) => "form " + form + " at table" + (tables.length > 1 ? "s " : " ") + tables.join(", "))
        .join("; ") + " (the other tables: the correct form)");
    }));
    $("penalties").replaceChildren(...state.penalties.map((p) => el("li", p.pair + ": " + p.amount + " " + p.unit + " — " + p.reason)));
    $("log").replaceChildren(...state.log.map((l) => el("li", l.at + " " + l.who + ": " + l.what + " — " + l.why +
      (l.before || l.after ? " (" + (l.before || "none") + " → " + l.after + ")" : ""))));
    root.dataset.changes = String(state.changes);
  }

  let asked = 0;
  async function load() {
    const mine = ++asked;  // only the answer to the latest request is shown
    const answer = await fetch(api, { cache: "no-store" });
    if (!answer.ok) return;
    const fresh = await answer.json();
    if (mine === asked) { state = fresh; render(); }
  }

  const number = (v) => Number(v);
  const fraction = (text) => {
    const t = text.trim().toUpperCase();
    const marks = { "A+": 0.6, "A": 0.5, "A=": 0.5, "A-": 0.4 };
    if (t in marks) return marks[t];
    return Number(t.replace("%", "")) / (t.endsWith("%") || Number(t) > 1 ? 100 : 1);
  };

  $("correct").addEventListener("submit", (event) => {
    event.preventDefault();
    const f = event.target.elements;
    act({ do: "enter", round: number(f.round.value), table: number(f.table.value), board: number(f.board.value),
          version: number(f.version.value || 0), contract: f.contract.value, declarer: f.declarer.value,
          lead: f.lead.value, tricks: number(f.tricks.value || 0), why: f.why.value });
  });
  $("adjust").addEventListener("submit", (event) => {
    event.preventDefault();
    const f = event.target.elements;
    const body = { do: "adjust", round: number(f.round.value), table: number(f.table.value), board: number(f.board.value),
                   version: number(f.version.value || 0), kind: f.kind.value, why: f.why.value };
    if (f.kind.value === "weighted") {
      body.components = f.components.value.trim().split(/[\s,]+/).map((p) => p.split(":").map(Number));
    } else if (f.kind.value === "artificial") {
      body.ns = fraction(f.ns.value); body.ew = fraction(f.ew.value || f.ns.value);
    } else {
      body.ns = number(f.ns.value); body.ew = number(f.ew.value || f.ns.value);
    }
    act(body);
  });
  $("penalty").addEventListener("submit", (event) => {
    event.preventDefault();
    const f = event.target.elements;
    act({ do: "penalty", contestant: f.contestant.value, amount: number(f.amount.value), unit: f.unit.value,
          board: f.board.value ? number(f.board.value) : null, reason: f.reason.value });
  });
  $("foul").addEventListener("submit", (event) => {
    event.preventDefault();
    const f = event.target.elements;
    const groups = f.groups.value.split(";").map((g) => g.trim().split(/[\s,]+/).filter(Boolean).map(Number))
      .filter((g) => g.length);
    act({ do: "foul", board: number(f.board.value), groups, why: f.why.value });
  });
  $("end-round").addEventListener("click", () => act({ do: "end_round", round: state.rounds_ended + 1 }));
  $("publish").addEventListener("click", () => act({ do: "publish" }));
  load();
  setInterval(() => { if (!root.contains(document.activeElement) || document.activeElement.tagName === "BUTTON") load(); }, 2000);
})();
