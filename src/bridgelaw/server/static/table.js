// bridgelaw's table in the browser: one websocket for this seat, the state drawn as it
// arrives, calls and cards from the bidding box, the cards or the keyboard.
// The server sends only what this seat may see; this module never holds another card.

import {
  SEATS, SEAT_NAMES, SUITS, cardText, cardWords, callText, callWords, contractText, el, rotate, t, tf,
} from "./words.js";
import { announceOnline, drawOnline, setupOnline } from "./table_online.js";
import { callAllowed, cardAllowed, cardMark, changeControl, changing, drawLaws, isLaws, markButton, marksNote, setupLaws } from "./table_laws.js";

const root = document.getElementById("table");
const tableId = root.dataset.table;
const me = root.dataset.seat;
const kibitz = root.dataset.kibitz === "1"; // a kibitzer: South at the bottom, no actions
const $ = (id) => document.getElementById(id);

let socket = null;
let state = null;
let retry = 500;
let lastSeq = -1;
let quitted = null; // the trick just quitted, as the server last showed it (Law 66A)
let callSent = false; // a call is on its way: its ack clears the box's alert and explanation

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/ws/${tableId}/${kibitz ? "kibitz" : me}`);
  socket.addEventListener("open", () => { retry = 500; });
  socket.addEventListener("message", (event) => receive(JSON.parse(event.data)));
  socket.addEventListener("close", (event) => {
    if (event.code === 4401) {
      showError(kibitz ? t("You may not watch this table now.") : t("This seat is not yours any more: take a seat from the lobby."));
      return;
    }
    $("board-info").textContent = t("Connection lost: reconnecting…");
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 5000);
  });
}

function send(frame) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
}

function showError(message) {
  $("error").textContent = message;
}

function receive(message) {
  if (message.t === "error") {
    callSent = false;
    showError(message.message);
    if (kibitz) $("board-info").textContent = message.message;
  } else if (message.t === "ack") {
    showError("");
    if (callSent) clearBox();
    callSent = false;
  } else if (message.t === "state") {
    const before = state;
    state = message;
    draw();
    announce(before);
  }
}

function announce(before) {
  const others = announceOnline(before, state, me);
  if (state.seq === lastSeq) {
    if (others) $("announce").textContent = others;
    return;
  }
  const first = lastSeq === -1;
  lastSeq = state.seq;
  const last = state.last;
  let text = "";
  if (first || !last) {
    text = kibitz ? `${t("Board")} ${state.board}.` : tf("Board %(board)s, you sit %(seat)s.", { board: state.board, seat: SEAT_NAMES[me] });
  } else if (last.kind === "call") {
    text = last.call === "Pass" ? tf("%(seat)s passes.", { seat: SEAT_NAMES[last.seat] })
      : tf("%(seat)s %(call)s.", { seat: SEAT_NAMES[last.seat], call: callWords(last.call) });
  } else if (last.kind === "play") {
    text = tf("%(seat)s plays the %(card)s.", { seat: SEAT_NAMES[last.seat], card: cardWords(last.card) });
  }
  if (others) text = others;
  if (state.phase === "ended") text += " " + resultText();
  else if (isMyTurn()) text += " " + t("Your turn.");
  $("announce").textContent = text;
}

function isMyTurn() {
  if (!state) return false;
  return state.legal.length > 0;
}

function resultText() {
  if (!state.result) return "";
  if (!state.contract) return t("Passed out.");
  const score = state.result.score_ns;
  return tf("%(contract)s by %(seat)s, %(tricks)s tricks; North-South %(score)s.", {
    contract: contractText(state.contract), seat: SEAT_NAMES[state.declarer],
    tricks: state.result.declarer_tricks, score: `${score > 0 ? "+" : ""}${score}`,
  });
}

function draw() {
  root.dataset.seq = String(state.seq);
  root.dataset.phase = state.phase;
  const vul = t({ None: "Nobody vulnerable", NS: "North-South vulnerable",
    EW: "East-West vulnerable", All: "Both vulnerable" }[state.vulnerability]);
  let info = `${t("Board")} ${state.board} · ${t("Dealer")} ${SEAT_NAMES[state.dealer]} · ${vul}`;
  if (state.contract) info += " · " + tf("%(contract)s by %(seat)s", { contract: contractText(state.contract), seat: SEAT_NAMES[state.declarer] });
  if (kibitz) info += " · " + kibitzText();
  $("board-info").textContent = info;
  const places = { bottom: me, left: rotate(me, 1), top: rotate(me, 2), right: rotate(me, 3) };
  for (const [place, seat] of Object.entries(places)) drawHand($(`hand-${place}`), seat);
  drawTrick(places);
  drawAuction();
  drawBiddingBox();
  $("tricks-won").textContent = ["auction", "hidden"].includes(state.phase) ? "" :
    tf("Tricks: North-South %(ns)s, East-West %(ew)s", { ns: state.tricks.NS, ew: state.tricks.EW });
  $("result").textContent = state.phase === "ended" ? resultText() : "";
  $("next-board").hidden = state.phase !== "ended";
  $("command").hidden = kibitz || (state.phase === "play" && state.dummy === me); // dummy never plays
  drawOnline(state, me);
  drawLaws(state);
}

function kibitzText() {
  const rule = state.kibitz || {};
  if (state.phase === "hidden") return t("the board is shown once every table has finished it");
  if (rule.mode === "delay" && state.phase !== "ended") {
    return t("you watch %(count)s actions behind").replace("%(count)s", String(rule.delay));
  }
  return t("you watch");
}

function drawHand(box, seat) {
  box.replaceChildren();
  const away = state.players[seat] && state.online && !state.online[seat] ? ` (${t("disconnected")})` : "";
  const player = (state.players[seat] || t("empty seat")) + away;
  const label = `${SEAT_NAMES[seat]}${seat === me && !kibitz ? ` (${t("you")})` : ""}: ${player}` +
    (seat === state.dummy ? `, ${t("dummy")}` : "");
  box.setAttribute("aria-label", label);
  box.classList.toggle("to-act", state.to_act === seat || (state.phase === "auction" && state.turn === seat));
  box.append(el("h2", { class: "seat-name" }, label));
  const cards = state.hands[seat];
  if (!cards) {
    box.append(el("p", { class: "hidden-hand" }, tf("%(count)s cards", { count: state.counts[seat] })));
    return;
  }
  const legal = new Set(state.phase === "play" ? state.legal : []);
  const laws = isLaws(state) && cardAllowed(state, seat, me);
  for (const [suit, symbol, name] of SUITS) {
    const row = el("div", { class: `suit suit-${suit}` });
    row.append(el("span", { class: "suit-symbol", "aria-label": name }, symbol));
    for (const card of cards.filter((c) => c[0] === suit)) {
      const rank = card[1] === "T" ? "10" : card[1];
      if (legal.has(card) || laws) {
        const button = el("button", { type: "button", class: "card", "data-card": card, "aria-label": cardWords(card) }, rank);
        button.addEventListener("click", () => send({ t: "play", card }));
        const mark = seat === me ? cardMark(state, card) : null; // laws mode: what a ruling binds
        if (mark) markButton(button, mark);
        row.append(button);
      } else {
        row.append(el("span", { class: "card" }, rank));
      }
    }
    box.append(row);
  }
  const note = seat === me ? marksNote(state) : null;
  if (note) box.append(note);
}

function drawTrick(places) {
  const trick = $("trick");
  trick.replaceChildren();
  const shown = state.trick.length ? state.trick : [];
  for (const [place, seat] of Object.entries(places)) {
    const played = shown.find((p) => p.seat === seat);
    const spot = el("span", { class: `played ${place}`, "aria-label": SEAT_NAMES[seat] });
    if (played) spot.textContent = cardText(played.card);
    trick.append(spot);
  }
  const last = lastTrick();
  if (last) {
    const cards = last.cards.map((p) => `${t(p.seat, "seat letter")} ${cardText(p.card)}`).join(", ");
    trick.append(el("p", { class: "last-trick" }, tf("Last trick: %(cards)s; won by %(seat)s", { cards, seat: SEAT_NAMES[last.winner] })));
  }
}

// The trick just quitted stays in view until this seat's side has played to the next one
// (Law 66A: until then a player may have the cards just played turned face up), even when
// the next lead comes at once (a robot's).
function lastTrick() {
  const done = state.tricks ? state.tricks.NS + state.tricks.EW : 0;
  if (state.last_trick) quitted = { board: state.board, done, trick: state.last_trick };
  if (!quitted || quitted.board !== state.board || quitted.done !== done) return null;
  const side = [me, rotate(me, 2)];
  return state.trick.some((p) => side.includes(p.seat)) ? null : quitted.trick;
}

function drawAuction() {
  const body = $("auction").querySelector("tbody");
  body.replaceChildren();
  const order = ["W", "N", "E", "S"];
  const cells = Array(order.indexOf(state.dealer)).fill(null)
    .concat(state.auction.map((entry, index) => ({ ...entry, index })));
  for (let i = 0; i < cells.length; i += 4) {
    const row = el("tr");
    for (const entry of cells.slice(i, i + 4)) {
      const cell = el("td", {}, entry ? callText(entry.call) : "");
      if (entry && entry.alert) {
        cell.classList.add("alerted");
        cell.title = entry.explanation || t("alerted");
        cell.append(el("span", { class: "visually-hidden" }, ` ${t("alerted")}: ${entry.explanation || ""}`));
      }
      if (entry && entry.pending) cell.classList.add("pending-call");
      if (entry && !kibitz && entry.seat === me && state.phase !== "ended") {
        const correct = el("button", {
          type: "button", class: "correct", "data-about": String(entry.index),
          "aria-label": tf("Correct the explanation of %(call)s", { call: callWords(entry.call) }),
        }, "✎");
        correct.addEventListener("click", () => correctExplanation(entry));
        cell.append(correct);
      }
      if (entry && !kibitz && state.phase !== "ended" && SEATS.indexOf(entry.seat) % 2 !== SEATS.indexOf(me) % 2) {
        const ask = el("button", {
          type: "button", class: "ask", "data-about": String(entry.index),
          "aria-label": tf("Ask %(seat)s about %(call)s", { seat: SEAT_NAMES[entry.seat], call: callWords(entry.call) }),
        }, "?");
        ask.addEventListener("click", () => askAbout(entry));
        cell.append(ask);
      }
      row.append(cell);
    }
    body.append(row);
  }
}

// What the player had under way in the box survives a redraw (another seat's call at a
// laws-mode table redraws it): the alert, the explanation, the change of call, the focus.
function keptInBox() {
  const focused = document.activeElement;
  return {
    alert: Boolean($("alert") && $("alert").checked),
    explanation: $("explanation") ? $("explanation").value : "",
    change: Boolean($("change-call") && $("change-call").checked),
    focus: focused && $("bidding-box").contains(focused) ? (focused.id || focused.dataset.call) : null,
  };
}

function restoreInBox(kept) {
  if ($("alert")) $("alert").checked = kept.alert;
  if ($("explanation")) $("explanation").value = kept.explanation;
  if ($("change-call")) $("change-call").checked = kept.change;
  if (!kept.focus) return;
  const target = $(kept.focus) || $("bidding-box").querySelector(`[data-call="${kept.focus}"]`);
  // the box has gone (the call is made, the turn has passed): the keyboard goes on from
  // the call-or-card field, not from the top of the page
  (target || $("command-input")).focus();
}

function drawBiddingBox() {
  const box = $("bidding-box");
  const kept = keptInBox();
  box.replaceChildren();
  const laws = isLaws(state) && callAllowed(state) && !state.frozen; // the director rules first
  if (state.phase !== "auction" || (!state.legal.length && !laws)) {
    restoreInBox(kept);
    return;
  }
  const legal = new Set(state.legal);
  for (let level = 1; level <= 7; level++) {
    const row = el("div", { class: "level" });
    for (const strain of ["C", "D", "H", "S", "NT"]) {
      const call = `${level}${strain}`;
      const button = el("button", { type: "button", class: `bid strain-${strain}`, "aria-label": callWords(call), "data-call": call }, callText(call));
      button.disabled = !legal.has(call) && !laws;
      button.addEventListener("click", () => makeCall(call));
      row.append(button);
    }
    box.append(row);
  }
  const row = el("div", { class: "level" });
  for (const call of ["Pass", "X", "XX"]) {
    const shown = call === "Pass" ? t("Pass") : call;
    const button = el("button", { type: "button", class: "bid other", "aria-label": callWords(call), "data-call": call }, shown);
    button.disabled = !legal.has(call) && !laws;
    button.addEventListener("click", () => makeCall(call));
    row.append(button);
  }
  const alert = el("label", { class: "alert" });
  const check = el("input", { type: "checkbox", id: "alert" });
  alert.append(check, ` ${t("Alert")}`);
  const explanation = el("input", { id: "explanation", placeholder: t("explanation (opponents only)"), maxlength: "500", "aria-label": t("Explanation, shown to the opponents only") });
  box.append(row, alert, explanation);
  const change = changeControl(state, me);
  if (change) box.append(change);
  restoreInBox(kept);
}

function makeCall(call) {
  const check = $("alert");
  const explanation = $("explanation");
  if (changing()) {
    send({ t: "change", call });
    $("change-call").checked = false;
    return;
  }
  send({
    t: "call",
    call,
    alert: Boolean(check && check.checked),
    explanation: explanation && explanation.value ? explanation.value : null,
  });
  callSent = true;
}

// the call was accepted: its alert and explanation are done with
function clearBox() {
  if ($("alert")) $("alert").checked = false;
  if ($("explanation")) $("explanation").value = "";
}

// Keyboard: "2h", "1n", "p", "x", "xx" in the auction; "sa", "h10", "d7" in the play.
export function parseCommand(text, phase) {
  const words = text.trim().toUpperCase().replace(/\s+/g, "");
  if (!words) return null;
  if (phase === "auction") {
    if (["P", "PASS"].includes(words)) return { t: "call", call: "Pass" };
    if (["X", "D", "DBL"].includes(words)) return { t: "call", call: "X" };
    if (["XX", "R", "RDBL"].includes(words)) return { t: "call", call: "XX" };
    const bid = /^([1-7])(N|NT|[SHDC])$/.exec(words);
    if (bid) return { t: "call", call: bid[1] + (bid[2][0] === "N" ? "NT" : bid[2]) };
    return null;
  }
  const card = /^([SHDC])(10|[2-9TJQKA])$/.exec(words) || /^(10|[2-9TJQKA])([SHDC])$/.exec(words);
  if (!card) return null;
  const [suit, rank] = /[SHDC]/.test(card[1]) ? [card[1], card[2]] : [card[2], card[1]];
  return { t: "play", card: suit + (rank === "10" ? "T" : rank) };
}

$("command").addEventListener("submit", (event) => {
  event.preventDefault();
  const input = $("command-input");
  if (!state) return;
  const frame = parseCommand(input.value, state.phase);
  if (!frame) {
    showError(state.phase === "auction" ? tf("\"%(text)s\" is not a call (2h, 1n, p, x, xx)", { text: input.value })
      : tf("\"%(text)s\" is not a card (sa, h10, d7)", { text: input.value }));
    return;
  }
  if (frame.t === "call") makeCall(frame.call); else send(frame);
  input.value = "";
});

$("next-board").addEventListener("click", () => send({ t: "next" }));

function askAbout(entry) {
  const dialog = $("question-dialog");
  dialog.dataset.about = String(entry.index);
  $("question-title").textContent = tf("Ask %(seat)s about %(call)s", { seat: SEAT_NAMES[entry.seat], call: callText(entry.call) });
  dialog.showModal();
}

function correctExplanation(entry) {
  const dialog = $("correct-dialog");
  dialog.dataset.about = String(entry.index);
  $("correct-title").textContent = tf("Correct the explanation of %(call)s", { call: callText(entry.call) });
  dialog.showModal();
}

setupOnline(send, () => state, me);
setupLaws(send, me);

connect();
