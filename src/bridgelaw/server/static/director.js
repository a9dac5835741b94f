// bridgelaw's director console: one websocket to the table (every hand, every row of the
// log with its thinking time), the calls waiting, the engine's Law, options and analysis,
// and the ruling form. The director decides; the engine only proposes.

import { SEAT_NAMES, SUIT_SYMBOLS, callText, contractText, el, fill, t, tf } from "./words.js";
import { engineLang, inForceWords, irregularityWords, penaltyWords } from "./table_laws.js";
import { FROZEN, JUDGMENT, SIDE_NAMES, lawWords } from "./table_online.js";
import { engineText } from "./engine_words.js";

// an engine sentence as an element: in the page's language where the catalogues know it,
// else the engine's English marked so (lang="en")
function engineEl(tag, attributes, english, suffix = "", prefix = "") {
  const words = engineText(english);
  return el(tag, words.lang ? { ...attributes, lang: words.lang } : attributes, prefix + words.text + suffix);
}

// a review flag as the director's list shows it: its Law, the engine's reason (in the page's
// language where the catalogues know it) and the side
function reviewItem(flag) {
  const side = flag.side ? ` (${SIDE_NAMES[flag.side] || flag.side})` : "";
  return engineEl("li", {}, flag.reason, side, `${tf("Law %(law)s", { law: flag.law })}: `);
}

const root = document.getElementById("console");
const tableId = root.dataset.table;
const $ = (id) => document.getElementById(id);

// why the server called him (its own words, in the page's language; a player's are his)
const SERVER_REASONS = { "the Laws send the table to the director": t("the Laws send the table to the director") };

// what a call is about, when it is not the caller's own reason
const ABOUT = {
  claim: t("a rejected claim, Law 70"), undo: t("a refused undo, Law 25A"), withdrawal: t("a withdrawn agreement to a claim, Law 69B"),
};

let socket = null;
let state = null;
let retry = 500;
let announced = -1;
let adviceKey = "";
let reportKey = "";

// the engine's usual answers to a judgment question, in the page's language (the value
// sent is the engine's)
const ANSWERS = JUDGMENT;

// what a player reports when he calls the director at a laws table (and what the
// director may record for the engine's ruling)
const REPORTS = {
  ui: t("unauthorised information (Law 16)"), explanation: t("an explanation or an alert (Laws 20, 40)"),
  simultaneous: t("two calls made at the same time (Law 33)"), count: t("a wrong number of cards (Law 13)"),
  missing: t("a missing card (Law 14)"), other: t("something else (Law 12A1, 23, 72C, 10B...)"),
};

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
  const who = row.seat ? SEAT_NAMES[row.seat] || row.seat : t("the server");
  const think = row.think !== undefined ? ` (${row.think} s${row.hesitation ? `, ${t("hesitation")}` : ""})` : "";
  switch (row.kind) {
    case "call": return `${who}: ${callText(row.call)}${row.alert ? ` ${tf("alerted: \"%(text)s\"", { text: row.explanation })}` : ""}${think}`;
    case "play": return `${who}: ${row.card}${think}`;
    case "question": return tf("%(seat)s asks %(caller)s about %(call)s: \"%(text)s\"", { seat: who, caller: SEAT_NAMES[row.caller], call: callText(row.call), text: row.text });
    case "answer": return tf("%(seat)s answers: \"%(text)s\"", { seat: who, text: row.text });
    case "chat": return tf("%(seat)s says: \"%(text)s\"", { seat: who, text: row.text });
    case "correction": return tf("%(seat)s corrects his explanation of %(call)s: \"%(text)s\" (Law %(law)s)", { seat: who, call: callText(row.call), text: row.text, law: row.law });
    case "claim_offer": return tf("%(seat)s claims %(tricks)s of %(left)s: \"%(text)s\"", { seat: who, tricks: row.tricks, left: row.remaining, text: row.statement });
    case "claim_answer": return row.accept ? tf("%(seat)s accepts the claim", { seat: who }) : tf("%(seat)s rejects the claim", { seat: who });
    case "claim": return tf("claim settled: %(tricks)s tricks to %(seat)s's side", { tricks: row.tricks, seat: SEAT_NAMES[row.seat] });
    case "undo_request": return tf("%(seat)s asks to undo %(action)s (%(reason)s)", { seat: who, action: row.action, reason: row.reason });
    case "undo_answer": return row.accept ? tf("%(seat)s consents to the undo", { seat: who }) : tf("%(seat)s refuses the undo", { seat: who });
    case "undo": return tf("%(action)s withdrawn (%(by)s); unauthorised information to %(side)s", { action: row.action, by: row.by, side: row.ui_to });
    case "director_call": {
      if (!row.seat) return t("The director is called: the Laws send the table to him");
      const what = row.report ? ` · ${REPORTS[row.report] || row.report}` : "";
      return tf("%(seat)s calls the director", { seat: who }) + what + (row.reason ? `: "${row.reason}"` : "");
    }
    case "law": return lawWords(row, row.seat ? SEAT_NAMES[row.seat] : "");
    case "law_answer": return tf("you answered %(question)s: %(answer)s", { question: row.key, answer: ANSWERS[row.value] || row.value });
    case "law_ask": return tf("you asked %(seat)s to choose (Law %(law)s)", { seat: SEAT_NAMES[row.seat], law: row.law });
    case "ruling":
      if (row.decision === "substitute") return tf("%(director)s gives %(seat)s's seat to %(player)s", { director: row.director, seat: SEAT_NAMES[row.seat], player: row.player || t("a substitute from the lobby") });
      if (row.decision === "law" || row.decision === "simultaneous") { // an option of the engine's ruling applied
        const by = SEAT_NAMES[row.director] ? tf("%(seat)s's choice", { seat: SEAT_NAMES[row.director] }) : tf("by %(director)s", { director: row.director });
        return `${tf("Law %(law)s", { law: row.law })}: ${engineText(row.text).text} (${by})`;
      }
      return tf("ruling by %(director)s: %(decision)s", { director: row.director, decision: row.decision }) + (row.tricks !== undefined ? ` ${row.tricks}` : "") + (row.law ? `, ${tf("Law %(law)s", { law: row.law })}` : "") + (row.text ? ` ${row.text}` : "");
    case "withdrawal": return tf("%(seat)s withdraws the agreement to %(claimer)s's claim on board %(board)s (Law %(law)s)", { seat: who, claimer: SEAT_NAMES[row.claimer], board: row.board, law: row.law });
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
  if (!state.director.length) calls.append(el("p", {}, state.frozen ? tf("Waiting: %(why)s", { why: FROZEN[state.frozen] || state.frozen }) : t("No call is waiting.")));
  for (const call of state.director) {
    const said = call.seat ? call.reason : SERVER_REASONS[call.reason] || call.reason;
    const reason = said ? `: "${said}"` : "";
    const about = ABOUT[call.about] ? ` (${ABOUT[call.about]})` : "";
    const report = call.report ? ` · ${REPORTS[call.report] || call.report}` : "";
    const who = call.seat ? tf("%(seat)s called you", { seat: SEAT_NAMES[call.seat] }) : t("The server called you");
    calls.append(el("p", { class: "call" }, `${who}${about}${report}${reason}`));
  }
  drawAdvice();
  $("advice").hidden = !$("advice").childElementCount; // nothing to advise: no empty box
  drawReport();
  // the hands of the board in play (a ruling may be about an earlier board: Law 69B)
  $("deal-title").textContent = `${t("Cards held")} · ${t("Board")} ${state.board}`;
  const deal = $("deal");
  deal.replaceChildren();
  for (const seat of ["N", "E", "S", "W"]) {
    const held = state.hands[seat] || [];
    const online = state.online[seat] ? "" : ` (${t("disconnected")})`;
    deal.append(el("p", {}, `${SEAT_NAMES[seat]} ${state.players[seat] || ""}${online}: ${cards(held)}`));
  }
  // what the rulings impose now, as the table shows it (penalty cards, forced passes,
  // lead and play restrictions), each with its Law
  const laws = state.laws;
  const imposed = laws ? [...laws.penalty_cards.map(penaltyWords), ...inForceWords({ ...laws, cancelled: [] })] : [];
  $("in-force").hidden = !imposed.length;
  $("in-force-list").replaceChildren(...imposed.map((text) => el("li", {}, text)));
  const review = (laws && laws.review) || []; // the engine's flags: he decides after the board
  $("review").hidden = !review.length;
  $("review-list").replaceChildren(...review.map(reviewItem));
  const auction = $("director-auction");
  auction.replaceChildren();
  for (const call of state.auction) {
    const pending = call.pending ? ` (${t("waiting for your ruling")})` : "";
    auction.append(el("li", {}, `${SEAT_NAMES[call.seat]} ${callText(call.call)}${call.alert ? ` (${t("alerted")}: ${call.explanation})` : ""}${pending}`));
  }
  for (const call of (state.laws && state.laws.cancelled) || []) { // cancelled or withdrawn calls
    const values = { seat: SEAT_NAMES[call.seat], call: callText(call.call) };
    const text = call.status === "cancelled" ? tf("%(seat)s's %(call)s is cancelled", values) : fill(tf("%(seat)s's %(call)s is %(status)s", values), { status: call.status });
    auction.append(el("li", { class: "cancelled" }, text));
  }
  const rows = $("rows");
  rows.replaceChildren();
  for (const row of state.rows) {
    const words = rowText(row);
    if (words) rows.append(el("li", { class: row.hesitation ? "hesitation" : "" }, words)); // "": said by the next row
  }
  if (state.seq !== announced && state.director.length) {
    $("announce").textContent = tf("Director called at board %(board)s.", { board: state.board });
  }
  announced = state.seq;
}

// Laws mode: the engine's ruling with its Law and facts; the judgment questions for the
// director to answer; who chooses; the options, each applied by the director or put to
// the player the Law names.
function drawLawsAdvice(advice, box) {
  const words = irregularityWords({ text: advice.text, ...(advice.about || {}) }, false);
  box.append(el("h2", {}, `${tf("Law %(law)s", { law: advice.law })}: ${words.headline}`));
  if (words.detail) box.append(el("p", engineLang(words, { class: "engine-words" }), words.detail));
  const facts = el("ul", { class: "facts" });
  for (const fact of advice.facts) facts.append(engineEl("li", {}, fact));
  box.append(facts);
  for (const [key, value] of Object.entries(advice.answers)) box.append(el("p", { class: "answered" }, tf("You answered %(question)s: %(answer)s", { question: key, answer: ANSWERS[value] || value })));
  for (const question of advice.questions) {
    const item = el("fieldset", { class: "question", "data-key": question.key });
    item.append(engineEl("legend", {}, question.text, ` (${tf("Law %(law)s", { law: question.law })})`));
    item.append(el("p", { class: "note" }, t("A point of judgment: the engine does not decide it. Your answer is recorded.")));
    for (const answer of question.answers) {
      const button = el("button", { type: "button", "data-answer": answer }, ANSWERS[answer] || answer);
      button.addEventListener("click", () => send({ t: "rule", decision: "answer", key: question.key, value: answer }));
      item.append(button);
    }
    box.append(item);
    return; // one question at a time: the next depends on this answer
  }
  const chooser = advice.chooser;
  box.append(el("h3", {}, chooser ? tf("%(seat)s chooses (you may put the options to him, or enter what he tells you)", { seat: SEAT_NAMES[chooser] }) : t("The Law leaves the choice to you")));
  if (chooser) {
    const ask = el("button", { type: "button", id: "ask-chooser" }, advice.asked ? tf("Asked %(seat)s: waiting for the choice", { seat: SEAT_NAMES[advice.asked] }) : tf("Ask %(seat)s to choose", { seat: SEAT_NAMES[chooser] }));
    ask.disabled = Boolean(advice.asked);
    ask.addEventListener("click", () => send({ t: "rule", decision: "ask" }));
    box.append(ask);
  }
  const options = el("div", { class: "options" });
  for (const option of advice.options) {
    const button = engineEl("button", { type: "button", class: "option", "data-option": option.option }, option.label, ` (${tf("Law %(law)s", { law: option.law })})`);
    button.addEventListener("click", () => send({ t: "rule", decision: "law", option: option.option }));
    options.append(button);
  }
  box.append(options);
}

// Laws table: Law 33 when the last two calls may have been made at once, and, while no
// ruling of the engine waits, the form that records what a player reports (the engine
// then asks the director its questions and offers the Law's options).
function drawReport() {
  const report = state.laws && state.laws.report;
  const asked33 = state.director.some((call) => call.report === "simultaneous");
  const formShown = report && report.kinds.length && state.director.length;
  $("laws-report").hidden = !report || (!report.simultaneous && !formShown && !asked33);
  if (!report) return;
  const law33 = $("law33");
  law33.replaceChildren();
  if (report.simultaneous) {
    const apply = el("button", { type: "button", id: "apply-law33" }, t("They were made at the same time: apply Law 33"));
    apply.addEventListener("click", () => send({ t: "rule", decision: "simultaneous" }));
    law33.append(el("h2", {}, t("Two calls at once? (Law 33)")), el("p", {}, report.simultaneous.text), apply);
  } else if (asked33) {
    law33.append(el("p", {}, t("Law 33 changes nothing here: the last two calls are not a call out of turn followed by the call of the player whose turn it was (the order Law 33 gives is the order recorded).")));
  }
  const form = $("report-form");
  form.hidden = !report.kinds.length || !state.director.length; // when he is called
  // what he records: one choice a line (radio buttons: a select cut the longer words)
  const kind = $("report-kind");
  if (kind.querySelectorAll("input").length !== report.kinds.length) {
    kind.replaceChildren(...report.kinds.map((k, index) => {
      const input = el("input", { type: "radio", name: "report-kind", value: k.key, "data-law": k.law });
      input.checked = index === 0;
      const label = el("label", {}, "");
      label.append(input, ` ${REPORTS[k.key] || k.key}`);
      return label;
    }));
  }
  const called = state.director.find((call) => call.report || call.reason);
  const key = called ? String(called.seq) : "";
  if (key !== reportKey) { // a new call: its report and reason prefill the form once
    reportKey = key;
    const known = called && report.kinds.some((k) => k.key === called.report);
    if (known) kind.querySelector(`input[value="${called.report}"]`).checked = true;
    // the player's words, unless he reported what the form does not record (Law 33)
    $("report-text").value = called && called.reason && (known || !called.report) ? called.reason : "";
  }
  const chosen = report.kinds.find((k) => k.key === reportKind());
  $("report-law").placeholder = chosen ? tf("Law %(law)s", { law: chosen.law }) : "";
}

function reportKind() {
  const checked = $("report-kind").querySelector("input:checked");
  return checked ? checked.value : "other";
}

$("report-form").addEventListener("submit", (event) => {
  event.preventDefault();
  send({ t: "rule", decision: "report", kind: reportKind(), seat: $("report-seat").value || null, law: $("report-law").value || null, text: $("report-text").value });
});
$("report-kind").addEventListener("change", () => { if (state) drawReport(); });

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
  // the form's decisions are those the engine offers (a laws table gives no withdrawal of
  // the last action: its irregularities are rectified as the Laws say, Laws 28-32)
  for (const decision of ["undo", "tricks"]) {
    $("ruling").querySelector(`button[value=${decision}]`).hidden = !advice.options.some((o) => o.decision === decision);
  }
  const tricks = !$("ruling").querySelector("button[value=tricks]").hidden;
  for (const part of [$("ruling-tricks"), $("ruling").querySelector("label[for=ruling-tricks]")]) part.hidden = !tricks;
  box.append(el("h2", {}, tf("Law %(law)s", { law: advice.law })), el("p", {}, advice.text));
  const analysis = advice.analysis;
  if (analysis && analysis.pending) box.append(el("p", {}, t("Analysing the claim (double dummy)…")));
  if (analysis && analysis.report) box.append(el("pre", { class: "report" }, analysis.report));
  if (analysis && analysis.error) box.append(el("p", {}, tf("No analysis: %(why)s", { why: analysis.error })));
  if (analysis && analysis.hesitations) box.append(el("p", {}, tf("Hesitations: %(list)s", { list: analysis.hesitations.join("; ") })));
  const key = `${advice.law}|${state.director.map((call) => call.seq).join(",")}`;
  if (key !== adviceKey) {
    adviceKey = key;
    $("ruling-law").value = advice.law;
  }
  box.append(el("h3", {}, t("The engine's options (you decide)")));
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
