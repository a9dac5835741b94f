// bridgelaw's director console: one websocket to the table (every hand, every row of the
// log with its thinking time), the calls waiting, the engine's Law, options and analysis,
// and the ruling form. The director decides; the engine only proposes.

import { SEAT_NAMES, SUIT_SYMBOLS, callText, contractText, el, t, tf } from "./words.js";
import { lawWords } from "./table_online.js";

const root = document.getElementById("console");
const tableId = root.dataset.table;
const $ = (id) => document.getElementById(id);

// what a call is about, when it is not the caller's own reason
const ABOUT = {
  claim: t("a rejected claim, Law 70"), undo: t("a refused undo, Law 25A"), withdrawal: t("a withdrawn agreement to a claim, Law 69B"),
};

let socket = null;
let state = null;
let retry = 500;
let announced = -1;
let adviceKey = "";

function cards(list) {
  const bySuit = { S: [], H: [], D: [], C: [] };
  for (const card of list) bySuit[card[0]].push(card[1] === "T" ? "10" : card[1]);
  return Object.entries(bySuit).map(([suit, ranks]) => `${SUIT_SYMBOLS[suit]} ${ranks.join(" ") || "—"}`).join("  ");
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/ws/${tableId}/director`);
  socket.addEventListener("open", () => { retry = 500; });
  socket.addEventListener("message", (event) => receive(JSON.parse(event.data)));
  socket.addEventListener("close", (event) => {
    if (event.code === 4401) { $("error").textContent = t("Not this table's director token."); return; }
    $("board-info").textContent = t("Connection lost: reconnecting…");
    setTimeout(connect, retry);
    retry = Math.min(retry * 2, 5000);
  });
}

function receive(message) {
  if (message.t === "error") $("error").textContent = message.message;
  else if (message.t === "ack") $("error").textContent = "";
  else if (message.t === "director_state") { state = message; draw(); }
}

function rowText(row) {
  const who = row.seat ? SEAT_NAMES[row.seat] || row.seat : "the server";
  const think = row.think !== undefined ? ` (${row.think} s${row.hesitation ? ", hesitation" : ""})` : "";
  switch (row.kind) {
    case "call": return `${who}: ${row.call}${row.alert ? ` alerted: "${row.explanation}"` : ""}${think}`;
    case "play": return `${who}: ${row.card}${think}`;
    case "question": return `${who} asks ${SEAT_NAMES[row.caller]} about ${row.call}: "${row.text}"`;
    case "answer": return `${who} answers: "${row.text}"`;
    case "chat": return `${who} says: "${row.text}"`;
    case "correction": return `${who} corrects his explanation of ${row.call}: "${row.text}" (Law ${row.law})`;
    case "claim_offer": return `${who} claims ${row.tricks} of ${row.remaining}: "${row.statement}"`;
    case "claim_answer": return `${who} ${row.accept ? "accepts" : "rejects"} the claim`;
    case "claim": return `claim settled: ${row.tricks} tricks to ${SEAT_NAMES[row.seat]}'s side`;
    case "undo_request": return `${who} asks to undo ${row.action} (${row.reason})`;
    case "undo_answer": return `${who} ${row.accept ? "consents to" : "refuses"} the undo`;
    case "undo": return `${row.action} withdrawn (${row.by}); unauthorised information to ${row.ui_to}`;
    case "director_call": return `${who} calls the director${row.reason ? `: "${row.reason}"` : ""}`;
    case "law": return lawWords(row, row.seat ? SEAT_NAMES[row.seat] : "");
    case "law_answer": return `you answered ${row.key}: ${row.value}`;
    case "law_ask": return `you asked ${SEAT_NAMES[row.seat]} to choose (Law ${row.law})`;
    case "ruling":
      if (row.decision === "substitute") return `${row.director} gives ${SEAT_NAMES[row.seat]}'s seat to ${row.player || "a substitute from the lobby"}`;
      return `ruling by ${row.director}: ${row.decision}${row.tricks !== undefined ? ` ${row.tricks}` : ""}${row.law ? `, Law ${row.law}` : ""} ${row.text || ""}`;
    case "withdrawal": return `${who} withdraws the agreement to ${SEAT_NAMES[row.claimer]}'s claim on board ${row.board} (Law ${row.law})`;
    default: return `${row.kind}`;
  }
}

function draw() {
  const vul = t({ None: "Nobody vulnerable", NS: "North-South vulnerable",
    EW: "East-West vulnerable", All: "Both vulnerable" }[state.vulnerability]);
  const phase = { auction: t("Auction"), play: t("Play"), ended: t("Board over") }[state.phase] || state.phase;
  let info = `${t("Board")} ${state.board} · ${t("Dealer")} ${SEAT_NAMES[state.dealer]} · ${vul} · ${phase}`;
  if (state.contract) info += " · " + tf("%(contract)s by %(seat)s", { contract: contractText(state.contract), seat: SEAT_NAMES[state.declarer] });
  info += " · " + tf("thinking time NS %(ns)s s, EW %(ew)s s", { ns: Math.round(state.clock.NS), ew: Math.round(state.clock.EW) });
  $("board-info").textContent = info;
  root.dataset.seq = String(state.seq);
  const calls = $("calls");
  calls.replaceChildren();
  if (!state.director.length) calls.append(el("p", {}, state.frozen ? `Waiting: ${state.frozen}` : t("No call is waiting.")));
  for (const call of state.director) {
    const who = call.seat ? SEAT_NAMES[call.seat] : "The server";
    const reason = call.reason ? `: "${call.reason}"` : "";
    const about = ABOUT[call.about] ? ` (${ABOUT[call.about]})` : "";
    calls.append(el("p", { class: "call" }, `${who} called you${about}${reason}`));
  }
  drawAdvice();
  // the hands of the board in play (a ruling may be about an earlier board: Law 69B)
  $("deal-title").textContent = `${t("Cards held")} · ${t("Board")} ${state.board}`;
  const deal = $("deal");
  deal.replaceChildren();
  for (const seat of ["N", "E", "S", "W"]) {
    const held = state.hands[seat] || [];
    const online = state.online[seat] ? "" : ` (${t("disconnected")})`;
    deal.append(el("p", {}, `${SEAT_NAMES[seat]} ${state.players[seat] || ""}${online}: ${cards(held)}`));
  }
  const auction = $("director-auction");
  auction.replaceChildren();
  for (const call of state.auction) {
    auction.append(el("li", {}, `${SEAT_NAMES[call.seat]} ${callText(call.call)}${call.alert ? ` (${t("alerted")}: ${call.explanation})` : ""}`));
  }
  const rows = $("rows");
  rows.replaceChildren();
  for (const row of state.rows) rows.append(el("li", { class: row.hesitation ? "hesitation" : "" }, rowText(row)));
  if (state.seq !== announced && state.director.length) {
    $("announce").textContent = `Director called at ${state.board ? `board ${state.board}` : "the table"}.`;
  }
  announced = state.seq;
}

// Laws mode: the engine's ruling with its Law and facts; the judgment questions for the
// director to answer; who chooses; the options, each applied by the director or put to
// the player the Law names.
function drawLawsAdvice(advice, box) {
  box.append(el("h2", {}, `Law ${advice.law}: ${advice.text}`));
  const facts = el("ul", { class: "facts" });
  for (const fact of advice.facts) facts.append(el("li", {}, fact));
  box.append(facts);
  for (const [key, value] of Object.entries(advice.answers)) box.append(el("p", { class: "answered" }, `You answered ${key}: ${value}`));
  for (const question of advice.questions) {
    const item = el("fieldset", { class: "question", "data-key": question.key });
    item.append(el("legend", {}, `${question.text} (Law ${question.law})`));
    for (const answer of question.answers) {
      const button = el("button", { type: "button", "data-answer": answer }, answer);
      button.addEventListener("click", () => send({ t: "rule", decision: "answer", key: question.key, value: answer }));
      item.append(button);
    }
    box.append(item);
    return; // one question at a time: the next depends on this answer
  }
  const chooser = advice.chooser;
  box.append(el("h3", {}, chooser ? `${SEAT_NAMES[chooser]} chooses (you may put the options to him, or enter what he tells you)` : "The Law leaves the choice to you"));
  if (chooser) {
    const ask = el("button", { type: "button", id: "ask-chooser" }, advice.asked ? `Asked ${SEAT_NAMES[advice.asked]}: waiting for the choice` : `Ask ${SEAT_NAMES[chooser]} to choose`);
    ask.disabled = Boolean(advice.asked);
    ask.addEventListener("click", () => send({ t: "rule", decision: "ask" }));
    box.append(ask);
  }
  const options = el("div", { class: "options" });
  for (const option of advice.options) {
    const button = el("button", { type: "button", class: "option", "data-option": option.option }, `${option.label} (Law ${option.law})`);
    button.addEventListener("click", () => send({ t: "rule", decision: "law", option: option.option }));
    options.append(button);
  }
  box.append(options);
}

function drawAdvice() {
  const advice = state.advice;
  const box = $("advice");
  box.replaceChildren();
  if (advice && advice.laws_mode) {
    $("ruling").hidden = true;
    drawLawsAdvice(advice, box);
    return;
  }
  const waiting = state.director.length > 0 || state.frozen;
  $("ruling").hidden = !waiting;
  if (!waiting) return;
  box.append(el("h2", {}, `Law ${advice.law}`), el("p", {}, advice.text));
  const analysis = advice.analysis;
  if (analysis && analysis.pending) box.append(el("p", {}, "Analysing the claim (double dummy)…"));
  if (analysis && analysis.report) box.append(el("pre", { class: "report" }, analysis.report));
  if (analysis && analysis.error) box.append(el("p", {}, `No analysis: ${analysis.error}`));
  if (analysis && analysis.hesitations) box.append(el("p", {}, `Hesitations: ${analysis.hesitations.join("; ")}`));
  const key = `${advice.law}|${state.director.map((call) => call.seq).join(",")}`;
  if (key !== adviceKey) {
    adviceKey = key;
    $("ruling-law").value = advice.law;
  }
  box.append(el("h3", {}, "The engine's options (you decide)"));
  const options = el("div", { class: "options" });
  box.append(options);
  for (const option of advice.options) {
    const button = el("button", { type: "button", class: "option" }, option.label + (option.tricks !== undefined ? ` (${option.tricks})` : ""));
    button.addEventListener("click", () => {
      if (option.decision === "acquiescence") { // Law 69B: the tricks given back, at once
        send({ t: "rule", decision: "acquiescence", tricks: option.tricks, law: advice.law, text: $("ruling-text").value || option.label });
        return;
      }
      if (option.tricks !== undefined) $("ruling-tricks").value = String(option.tricks);
      $("ruling-law").value = advice.law;
      $("ruling-text").value = option.label;
      $("ruling-text").focus();
    });
    options.append(button);
  }
}

$("ruling").addEventListener("submit", (event) => {
  event.preventDefault();
  const decision = event.submitter ? event.submitter.value : "resume";
  const tricks = $("ruling-tricks").value;
  send({
    t: "rule",
    decision,
    tricks: decision === "tricks" && tricks !== "" ? Number(tricks) : null,
    text: $("ruling-text").value,
    law: $("ruling-law").value || null,
  });
  $("ruling-text").value = "";
});

$("substitute").addEventListener("submit", (event) => {
  event.preventDefault();
  send({ t: "rule", decision: "substitute", seat: $("substitute-seat").value, robot: $("substitute-robot").checked });
});

function send(frame) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
}

connect();
