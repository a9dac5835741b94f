// bridgelaw club night: a table's phone page. Entries go into a queue kept in the
// phone's storage and are sent in order; with no network they wait and are sent once
// it is back (each carries a client id, so one sent twice counts once).
"use strict";
(() => {
  const root = document.getElementById("phone");
  const code = root.dataset.code;
  const api = "/api/club/t/" + encodeURIComponent(code);
  const key = "club-queue-" + code;
  const sideKey = "club-side-" + code;  // the pair this phone says it is: NS or EW
  let side = localStorage.getItem(sideKey) === "EW" ? "EW" : "NS";
  const $ = (id) => document.getElementById(id);
  let state = null;
  let shown = null;
  let editing = new Set();
  let sending = false;

  const queue = () => JSON.parse(localStorage.getItem(key) || "[]");
  const keep = (items) => localStorage.setItem(key, JSON.stringify(items));
  const newId = () => (crypto.randomUUID ? crypto.randomUUID()
    : Date.now().toString(36) + Math.random().toString(36).slice(2));

  function say(text) { $("message").textContent = text || ""; }

  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "text") node.textContent = v; else node.setAttribute(k, v);
    }
    for (const child of children) if (child) node.append(child);
    return node;
  }

  function showQueue() {
    const items = queue();
    $("queue").hidden = items.length === 0;
    $("queue").textContent = items.length + " entr" + (items.length === 1 ? "y" : "ies") + " waiting to be sent";
    root.dataset.queued = String(items.length);
  }

  async function flush() {
    if (sending) return;
    sending = true;
    try {
      let items = queue();
      while (items.length) {
        const item = items[0];
        let answer;
        try {
          answer = await fetch(api, { method: "POST", headers: { "content-type": "application/json" },
                                      body: JSON.stringify(item) });
        } catch (error) {
          $("net").hidden = false;
          return;
        }
        $("net").hidden = true;
        items = queue().filter((i) => i.client !== item.client);
        keep(items);
        root.dataset.sent = String(Number(root.dataset.sent) + 1);
        if (!answer.ok) {
          const body = await answer.json().catch(() => ({}));
          say(body.detail || "refused (" + answer.status + ")");
        } else if (item.do === "call") {
          say("the director is on the way");
        } else if (item.do === "enter") {
          editing.delete(item.board);
          say("");
        }
      }
    } finally {
      sending = false;
      showQueue();
    }
    await load();
  }

  function send(action) {
    keep([...queue(), { ...action, side: action.side || side, client: newId() }]);
    showQueue();
    render();
    flush();
  }

  function busy() {
    const boards = $("boards");
    if (boards.contains(document.activeElement) && document.activeElement.tagName !== "BUTTON") return true;
    return [...boards.querySelectorAll("form input")].some((i) => i.value.trim() !== "");
  }

  let asked = 0;
  async function load(force = true) {
    const mine = ++asked;  // only the answer to the latest request is shown
    const where = shown === null ? "" : "?round=" + shown;
    let answer;
    try { answer = await fetch(api + where, { cache: "no-store" }); } catch (error) {
      $("net").hidden = false; return;
    }
    $("net").hidden = true;
    if (!answer.ok) { say("the table could not be loaded (" + answer.status + ")"); return; }
    const fresh = await answer.json();
    if (mine !== asked) return;  // an older answer, arriving after a newer request
    const same = state && fresh.changes === state.changes && fresh.round === state.round;
    state = fresh;
    if (shown === null) shown = state.round;
    if (same && !force) return;
    root.dataset.changes = String(state.changes);
    root.dataset.round = String(state.round);
    render();
  }

  function pair(side, who) {
    return side + " " + who.pair + (who.names ? " " + who.names : "");
  }

  function entryForm(board, result) {
    const form = el("form", { class: "club-entry", "data-board": board.board });
    const contract = el("input", { name: "contract", placeholder: "4S, 3NTX, Pass", autocomplete: "off",
                                   "aria-label": "Contract", required: "" });
    const declarer = el("select", { name: "declarer", "aria-label": "Declarer" });
    for (const s of ["N", "E", "S", "W"]) declarer.append(el("option", { text: s }));
    const lead = el("input", { name: "lead", placeholder: "lead: SK", autocomplete: "off", "aria-label": "Lead" });
    const tricks = el("select", { name: "tricks", "aria-label": "Tricks" });
    for (let t = 0; t <= 13; t++) tricks.append(el("option", { value: t, text: t + " tricks" }));
    tricks.value = "9";
    if (result) {
      contract.value = result.contract; declarer.value = result.declarer || "N";
      lead.value = result.lead; tricks.value = String(result.tricks);
    }
    form.append(contract, declarer, lead, tricks, el("button", { type: "submit", text: result ? "Save" : "Enter" }));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      send({ do: "enter", round: state.round, board: board.board, contract: contract.value.trim(),
             declarer: declarer.value, lead: lead.value.trim(), tricks: Number(tricks.value),
             version: result ? result.version : 0 });
    });
    return form;
  }

  // The opponents of the side that entered the result confirm it: on their own phone
  // with one press, on this one (it entered, or acts for the entering side) with their
  // pair number typed, as the devices have East-West accept.
  function confirmation(board, r) {
    const opponents = r.side === "EW" ? "NS" : "EW";
    const pairOf = opponents === "NS" ? state.ns : state.ew;
    const act = (pair) => send({ do: "confirm", round: state.round, board: board.board,
                                 version: r.version, side: opponents, pair });
    if (side === opponents) {
      const confirm = el("button", { type: "button", class: "club-confirm", text: opponents + ": confirm " + r.text });
      confirm.addEventListener("click", () => act(""));
      return confirm;
    }
    const form = el("form", { class: "club-confirm-pair" });
    const pair = el("input", { name: "pair", inputmode: "text", autocomplete: "off", required: "",
                               placeholder: opponents + " pair number", "aria-label": opponents + " pair number" });
    form.append(el("label", { text: opponents + " (pair " + pairOf.pair + "): confirm " + r.text + " " }), pair,
                el("button", { type: "submit", class: "club-confirm", text: "Confirm" }));
    form.addEventListener("submit", (event) => { event.preventDefault(); act(pair.value.trim()); });
    return form;
  }

  function showSide() {
    for (const s of ["NS", "EW"]) $("side-" + s).setAttribute("aria-pressed", String(s === side));
    root.dataset.side = side;
  }

  function traveller(rows) {
    const table = el("table", { class: "club-traveller" });
    table.append(el("tr", {}, el("th", { text: "NS" }), el("th", { text: "EW" }),
                     el("th", { text: "Result" }), el("th", { text: "Score" }),
                     el("th", { text: "MP NS" }), el("th", { text: "MP EW" })));
    for (const r of rows) {
      table.append(el("tr", {}, el("td", { text: r.ns }), el("td", { text: r.ew }), el("td", { text: r.result }),
                       el("td", { text: r.score === null ? "" : String(r.score) }),
                       el("td", { text: r.ns_mp === null ? "" : String(r.ns_mp) }),
                       el("td", { text: r.ew_mp === null ? "" : String(r.ew_mp) })));
    }
    return table;
  }

  // A board whose entry form is being filled in (it has the focus, or something typed)
  // keeps that form when the page is drawn again, as long as the board still wants the
  // same form: an answer to a request made before the player began to type (a poll, the
  // load after another board was sent) must not put an empty form under his fingers
  // (the browser then refuses the empty contract and nothing is sent).
  function typing(card) {
    const form = card && card.querySelector("form.club-entry");
    if (!form) return false;
    const active = document.activeElement;
    if (form.contains(active) && active.tagName !== "BUTTON") return true;
    return [...form.querySelectorAll("input")].some((i) => i.value.trim() !== "");
  }

  function boardCard(board, waiting) {
    const card = el("article", { class: "club-board", id: "board-" + board.board, "data-board": board.board,
                                 "data-round": state.round });
    card.append(el("h2", { text: "Board " + board.board + " · dealer " + board.dealer + " · vul " + board.vulnerability }));
    const r = board.result;
    const queued = waiting.get(board.board);
    if (queued) {
      card.append(el("p", { class: "club-waiting", text: "waiting to send: " + queued.contract + " " + queued.declarer + " " + queued.tricks + " tricks" }));
    } else if (r && !editing.has(board.board)) {
      card.dataset.version = String(r.version);
      card.append(el("p", { class: "club-score", text: r.text }));
      if (r.confirmed) {
        card.append(el("p", { class: "club-confirmed", text: "confirmed" }));
      } else if (!r.adjusted) {
        card.append(confirmation(board, r));
      }
      if (!state.over && !r.adjusted) {
        const change = el("button", { type: "button", class: "club-change", text: "Change" });
        change.addEventListener("click", () => { editing.add(board.board); render(); });
        card.append(change);
      }
      if (board.traveller) card.append(traveller(board.traveller));
    } else if (!state.over) {
      card.dataset.form = String(r ? r.version : 0);  // the version the form changes
      card.append(entryForm(board, r));
    } else {
      card.append(el("p", { text: "no result: call the director" }));
    }
    return card;
  }

  function render() {
    if (!state) return;
    $("round-label").textContent = "Round " + state.round + (state.over ? " (over)" : "");
    $("prev").disabled = state.round <= state.rounds[0];
    $("next").disabled = state.round >= state.rounds[state.rounds.length - 1];
    $("pairs").textContent = state.ns.pair === null ? "no play this round"
      : pair("NS", state.ns) + " v " + pair("EW", state.ew);
    const waiting = new Map(queue().filter((i) => i.do === "enter" && i.round === state.round).map((i) => [i.board, i]));
    const boards = $("boards");
    const cards = state.boards.map((board) => {
      const fresh = boardCard(board, waiting);
      const old = $("board-" + board.board);
      const same = old && old.dataset.round === fresh.dataset.round && old.dataset.form !== undefined
        && old.dataset.form === fresh.dataset.form;
      return same && typing(old) ? old : fresh;
    });
    // the cards kept stay where they are (moving one would take its focus away)
    const kept = new Set(cards);
    for (const child of [...boards.children]) if (!kept.has(child)) child.remove();
    cards.forEach((card, i) => { if (boards.children[i] !== card) boards.insertBefore(card, boards.children[i] || null); });
  }

  for (const s of ["NS", "EW"]) {
    $("side-" + s).addEventListener("click", () => {
      side = s; localStorage.setItem(sideKey, s); showSide(); render();
    });
  }
  showSide();
  $("call").addEventListener("click", () => {
    send({ do: "call", round: state.round, board: null });
    say("the director is called");
  });
  $("prev").addEventListener("click", () => { shown = state.round - 1; editing = new Set(); load(); });
  $("next").addEventListener("click", () => { shown = state.round + 1; editing = new Set(); load(); });
  window.addEventListener("online", flush);
  setInterval(() => { if (queue().length) flush(); else if (!editing.size && !busy()) load(false); }, 1500);
  showQueue();
  load().then(flush);
})();
