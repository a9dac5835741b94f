// Online play at the table: the dialogs for claims, undo, the director, questions and
// explanations; the claim or undo waiting for this seat's answer; questions, rulings and
// chat; the tempo clock; the traveller. Every dialog is a native <dialog> (modal: focus
// moves into it and comes back, Escape closes it); what happens is announced in the live
// region by table.js with the words made here.

import { SEAT_NAMES, cardText, callText, callWords, el, t, tf } from "./words.js";
import { engineText } from "./engine_words.js";

const $ = (id) => document.getElementById(id);
const SIDES = { N: "NS", S: "NS", E: "EW", W: "EW" };
export const SIDE_NAMES = { NS: t("North-South"), EW: t("East-West") };
// why play stops, as the server says it, in the page's language
export const FROZEN = {
  "the director has been called: wait for the ruling": t("the director has been called: wait for the ruling"),
  "a claim is waiting for the opponents' answers": t("a claim is waiting for the opponents' answers"),
  "an undo is waiting for the opponents' answers": t("an undo is waiting for the opponents' answers"),
};
// why this seat may not call the director now (Law 43A1(a): dummy during the play)
const NO_CALL = {
  "you have called the director: he is on his way": t("you have called the director: he is on his way"),
  "dummy may not call the director during the play unless another player has drawn attention to an irregularity; he may at the end of the play: ask declarer or the defenders":
    t("dummy may not call the director during the play unless another player has drawn attention to an irregularity; he may at the end of the play: ask declarer or the defenders"),
};

// the director's decisions as a ruling row names them
const DECISIONS = {
  tricks: t("tricks", "decision"), undo: t("undo", "decision"), resume: t("resume", "decision"), law: t("law", "decision"),
  simultaneous: t("simultaneous calls", "decision"),
};

// the engine's usual answers to a judgment question, in the page's language
export const JUDGMENT = {
  yes: t("yes", "judgment answer"), no: t("no", "judgment answer"),
  partner: t("partner", "judgment answer"), outside: t("outside", "judgment answer"),
};

// what the director records at a laws table (the engine's kinds of report)
export const IRREGULARITIES = {
  "unauthorized information": t("unauthorised information"), "explanation or alert": t("an explanation or alert"),
  "incorrect number of cards": t("a wrong number of cards"), "missing card": t("a missing card"), other: t("an irregularity"),
};

let send = () => {};
let current = () => null;
let me = "N";
let opened = new Set(); // the claims and undos whose answer dialog has been opened once
let clockAt = 0;

function dialogAction(id, handler) {
  const dialog = $(id);
  dialog.addEventListener("close", () => {
    const value = dialog.returnValue;
    dialog.returnValue = "";
    if (value && value !== "cancel") handler(value, dialog);
  });
}

function seconds(value) {
  const total = Math.max(0, Math.round(value));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}

export function setupOnline(sendFrame, getState, seat) {
  send = sendFrame;
  current = getState;
  me = seat;
  $("open-claim").addEventListener("click", () => {
    const state = current();
    const left = 13 - state.tricks.NS - state.tricks.EW;
    $("claim-left").textContent = tf("%(left)s tricks are left. Your remaining cards are shown to the opponents.", { left });
    $("claim-tricks").max = String(left);
    $("claim-dialog").showModal();
  });
  dialogAction("claim-dialog", () => {
    const tricks = $("claim-tricks").value;
    send({ t: "claim", tricks: tricks === "" ? null : Number(tricks), statement: $("claim-statement").value });
    $("claim-statement").value = "";
    $("claim-tricks").value = "";
  });
  dialogAction("answer-claim-dialog", (value) => send({ t: "claim_answer", accept: value === "accept" }));
  $("open-undo").addEventListener("click", () => {
    const state = current();
    const last = state.last;
    const what = last ? (last.kind === "call" ? callText(last.call) : cardText(last.card)) : "";
    $("undo-text").textContent = tf("Ask the opponents to let you withdraw your %(action)s as a misclick? Your partner is not told. Play stops until they answer.", { action: what });
    $("undo-dialog").showModal();
  });
  dialogAction("undo-dialog", () => send({ t: "undo", reason: "misclick" }));
  dialogAction("answer-undo-dialog", (value) => send({ t: "undo_answer", accept: value === "accept" }));
  $("open-director").addEventListener("click", () => $("director-dialog").showModal());
  $("open-withdraw").addEventListener("click", () => {
    const offer = current().withdraw;
    if (!offer) return;
    $("withdraw-text").textContent = t("On board %(board)s your side agreed to %(seat)s's claim of %(tricks)s of the %(left)s tricks left.")
      .replace("%(board)s", offer.board).replace("%(seat)s", SEAT_NAMES[offer.claimer])
      .replace("%(tricks)s", offer.tricks).replace("%(left)s", offer.remaining);
    $("withdraw-dialog").dataset.board = String(offer.board);
    $("withdraw-dialog").showModal();
  });
  dialogAction("withdraw-dialog", (_, dialog) => send({ t: "withdraw", board: Number(dialog.dataset.board) }));
  dialogAction("director-dialog", () => {
    const report = $("director-report"); // a laws table's: what happened, one choice
    const chosen = report.querySelector("input:checked");
    const frame = { t: "director", reason: $("director-reason").value };
    if (!report.hidden && chosen && chosen.value) frame.report = chosen.value;
    send(frame);
    $("director-reason").value = "";
    report.querySelector("input[value='']").checked = true;
  });
  dialogAction("question-dialog", (_, dialog) => {
    send({ t: "question", about: Number(dialog.dataset.about), text: $("question-text").value });
  });
  dialogAction("correct-dialog", (_, dialog) => {
    send({ t: "correct", about: Number(dialog.dataset.about), text: $("correct-text").value });
    $("correct-text").value = "";
  });
  dialogAction("explain-dialog", (_, dialog) => {
    send({ t: "answer", question: Number(dialog.dataset.question), text: $("explain-text").value });
    $("explain-text").value = "";
  });
  $("chat-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const input = $("chat-input");
    if (input.value.trim()) send({ t: "chat", text: input.value });
    input.value = "";
  });
  setInterval(drawClock, 1000);
}

function drawClock() {
  const state = current();
  if (!state || !state.clock) return;
  const shown = { NS: state.clock.NS, EW: state.clock.EW };
  if (state.clock.running) shown[state.clock.running] += (Date.now() - clockAt) / 1000;
  $("clock").textContent = tf("Thinking time: North-South %(ns)s, East-West %(ew)s", { ns: seconds(shown.NS), ew: seconds(shown.EW) });
}

export function drawOnline(state, seat) {
  me = seat;
  clockAt = Date.now();
  drawClock();
  const ended = state.phase === "ended";
  const last = state.last;
  $("open-claim").disabled = state.phase !== "play" || state.dummy === me || Boolean(state.frozen);
  $("open-undo").disabled = ended || Boolean(state.frozen) || !last || (last.kind === "call" ? last.seat : last.by || last.seat) !== me;
  // the Laws' own at a laws table: change a call (25), take back a card (47); a room
  // that allows no undo by consent: the director, called (Laws 25A, 47)
  $("open-undo").hidden = Boolean(state.laws_mode) || state.undo_rule === "laws";
  const refusal = state.director_call;
  $("open-director").disabled = Boolean(refusal);
  const why = refusal ? NO_CALL[refusal.message] || refusal.message : "";
  $("director-note").textContent = refusal
    ? why.charAt(0).toUpperCase() + why.slice(1) + (refusal.law ? ` (${tf("Law %(law)s", { law: refusal.law })}).` : ".")
    : "";
  $("status").textContent = state.frozen ? tf("Play stops: %(reason)s.", { reason: FROZEN[state.frozen] || state.frozen }) : "";
  $("open-withdraw").hidden = !state.withdraw;
  drawPending(state);
  drawLog(state);
  drawTraveller(state);
}

function claimWords(claim) {
  return tf("%(seat)s claims %(tricks)s of the tricks left", { seat: SEAT_NAMES[claim.seat], tricks: claim.tricks }) + `: "${claim.statement}"`;
}

function drawPending(state) {
  const box = $("pending");
  box.replaceChildren();
  const claim = state.claim;
  if (claim && claim.status === "open") {
    const due = claim.answerers.includes(me) && !(me in claim.answers);
    box.append(el("p", {}, `${claimWords(claim)}.${due ? "" : ` ${t("Waiting for the answers.")}`}`));
    if (due) {
      $("answer-claim-text").textContent = `${claimWords(claim)}.`;
      const hand = claim.hand ? tf("%(seat)s's cards: %(cards)s", { seat: SEAT_NAMES[claim.seat], cards: claim.hand.map(cardText).join(" ") }) : "";
      $("answer-claim-hand").textContent = hand;
      const button = el("button", { type: "button" }, t("Answer the claim…"));
      button.addEventListener("click", () => $("answer-claim-dialog").showModal());
      box.append(button);
      openOnce(`claim-${claim.seq}`, "answer-claim-dialog");
    }
  }
  const undo = state.undo;
  if (undo && undo.status === "open") {
    const due = undo.answerers.includes(me) && !(me in undo.answers);
    const words = tf("%(seat)s asks to withdraw %(action)s as a misclick", { seat: SEAT_NAMES[undo.seat], action: undo.action });
    box.append(el("p", {}, `${words}.${due ? "" : ` ${t("Waiting for the answers.")}`}`));
    if (due) {
      $("answer-undo-text").textContent = tf("%(request)s (Law 25A). Do you consent?", { request: words });
      const button = el("button", { type: "button" }, t("Answer the undo request…"));
      button.addEventListener("click", () => $("answer-undo-dialog").showModal());
      box.append(button);
      openOnce(`undo-${undo.seq}`, "answer-undo-dialog");
    }
  }
  if (state.director.length) box.append(el("p", {}, t("The director has been called.")));
  // an answer no longer due (the claim or undo was settled meanwhile): its dialog closes
  const claimDue = claim && claim.status === "open" && claim.answerers.includes(me) && !(me in claim.answers);
  const undoDue = undo && undo.status === "open" && undo.answerers.includes(me) && !(me in undo.answers);
  if (!claimDue && $("answer-claim-dialog").open) $("answer-claim-dialog").close("cancel");
  if (!undoDue && $("answer-undo-dialog").open) $("answer-undo-dialog").close("cancel");
}

function openOnce(key, id) {
  if (opened.has(key)) return;
  opened.add(key);
  const dialog = $(id);
  if (!dialog.open && !document.querySelector("dialog[open]")) dialog.showModal();
}

function rowWords(row, rows) {
  const who = row.seat ? SEAT_NAMES[row.seat] : "";
  switch (row.kind) {
    case "question": return tf("%(seat)s asks %(caller)s about %(call)s: \"%(text)s\"", { seat: who, caller: SEAT_NAMES[row.caller], call: callWords(row.call), text: row.text });
    case "answer": return tf("%(seat)s explains %(call)s: \"%(text)s\"", { seat: who, call: callWords(rows.find((r) => r.seq === row.question)?.call || ""), text: row.text });
    case "claim_offer": return `${claimWords(row)}`;
    case "claim_answer": return row.accept ? tf("%(seat)s accepts the claim", { seat: who }) : tf("%(seat)s rejects the claim", { seat: who });
    case "undo_request": return tf("%(seat)s asks to withdraw %(action)s as a misclick", { seat: who, action: row.action });
    case "undo_answer": return row.accept ? tf("%(seat)s consents to the undo", { seat: who }) : tf("%(seat)s refuses the undo", { seat: who });
    case "undo": return tf("%(seat)s's %(action)s is withdrawn", { seat: SEAT_NAMES[row.seat], action: row.action });
    case "director_call": return who ? tf("%(seat)s calls the director", { seat: who }) : t("The director is called: the Laws send the table to him");
    case "withdrawal": return tf("%(seat)s withdraws the agreement to %(claimer)s's claim on board %(board)s (Law %(law)s): the director rules", { seat: who, claimer: SEAT_NAMES[row.claimer], board: row.board, law: row.law });
    case "ruling": {
      if (row.decision === "acquiescence") {
        const outcome = row.tricks ? tf("%(tricks)s trick(s) given back", { tricks: row.tricks }) : t("the claim stands");
        return tf("The director rules on board %(board)s (Law %(law)s): %(outcome)s", { board: row.board, law: row.law, outcome });
      }
      if (row.decision === "substitute") return tf("The director gives %(seat)s's seat to %(player)s", { seat: SEAT_NAMES[row.seat], player: row.player || t("a substitute") });
      if (row.decision === "law") return rulingWords(row);
      const tricks = row.tricks !== undefined && row.tricks !== null ? `, ${row.tricks} tricks` : "";
      const how = `${DECISIONS[row.decision] || row.decision}${tricks}${row.law ? `, ${tf("Law %(law)s", { law: row.law })}` : ""}`;
      return tf("The director rules (%(how)s)", { how }) + (row.text ? `: ${row.text}` : "");
    }
    case "chat": return `${who}: ${row.text}`;
    case "correction": return tf("%(seat)s corrects his explanation of %(call)s: \"%(text)s\" (Law %(law)s)", { seat: who, call: callWords(row.call), text: row.text, law: row.law });
    case "law": return lawWords(row, who);
    case "law_ask": return tf("The director asks %(seat)s to choose (Law %(law)s)", { seat: SEAT_NAMES[row.seat], law: row.law });
    case "law_answer": return tf("The director answers %(question)s: %(answer)s", { question: row.key, answer: JUDGMENT[row.value] || row.value });
    default: return row.kind;
  }
}

// An option of the engine's ruling applied (at a laws table), once: its Law, what it does
// and, when a player chose it, whose choice it was.
function rulingWords(row) {
  const chooser = SEAT_NAMES[row.director];
  const choice = row.text ? engineText(row.text).text : row.option || t("applied");
  return tf("Ruling under Law %(law)s: %(choice)s", { law: row.law, choice }) +
    (chooser ? ` (${tf("%(seat)s's choice", { seat: chooser })})` : "");
}

function callsWords(made) {
  return made ? `${SEAT_NAMES[made.seat]} ${callText(made.call)}` : "";
}

// A laws-mode engine event in words ("" for one without its own words), for the seats and
// the director's console.
export function lawWords(row, who) {
  switch (row.name) {
    case "DirectorCalled": return tf("%(seat)s: attention is drawn to an irregularity", { seat: who || t("The table") });
    case "RevokeAttention": return tf("%(seat)s draws attention to a revoke", { seat: who });
    case "CallChanged": return tf("%(seat)s replaces his last call by %(call)s (Law 25)", { seat: who, call: callText(row.call) });
    case "CardRetracted": return tf("%(seat)s's %(cards)s taken back (Law 47)", { seat: who, cards: (row.cards || []).map(cardText).join(" ") });
    case "CardsExposed": return tf("%(seat)s's %(cards)s seen by the table", { seat: who, cards: (row.cards || []).map(cardText).join(" ") });
    case "IrregularityReported": return tf("The director records %(what)s (Law %(law)s): the engine's ruling follows", { what: IRREGULARITIES[row.irregularity] || row.irregularity, law: row.law });
    case "DummyCardCalled": return tf("Declarer calls “%(said)s” from dummy (Law 46)", { said: row.said || "" });
    case "SimultaneousCalls": return tf("%(earlier)s and %(later)s were made at the same time: %(later)s counts as made after %(earlier)s (Law 33)", {
      earlier: callsWords(row.calls[0]), later: callsWords(row.calls[1]) });
    case "RulingApplied": return ""; // the ruling row committed with it says it (rulingWords)
    default: return `${row.name}${who ? ` (${who})` : ""}`;
  }
}

function drawLog(state) {
  const list = $("qa-list");
  const chat = $("chat-log");
  list.replaceChildren();
  chat.replaceChildren();
  for (const row of state.log) {
    if (row.kind === "chat") {
      chat.append(el("li", {}, rowWords(row, state.log)));
      continue;
    }
    const words = rowWords(row, state.log);
    if (!words) continue; // said by the row that comes with it
    const item = el("li", { class: `row-${row.kind}` }, words);
    if (row.kind === "question" && row.caller === me && !state.log.some((r) => r.kind === "answer" && r.question === row.seq)) {
      const button = el("button", { type: "button", class: "explain" }, t("Answer…"));
      button.addEventListener("click", () => {
        const dialog = $("explain-dialog");
        dialog.dataset.question = String(row.seq);
        $("explain-question").textContent = rowWords(row, state.log);
        dialog.showModal();
      });
      item.append(" ", button);
    }
    list.append(item);
  }
}

function drawTraveller(state) {
  const box = $("traveller");
  box.hidden = !state.traveller;
  if (!state.traveller) return;
  const body = box.querySelector("tbody");
  body.replaceChildren();
  for (const result of state.traveller) {
    const row = el("tr");
    const contract = result.contract ? `${result.contract} ${result.declarer}` : t("passed out");
    if (result.adjusted) {
      // a pairs event's adjusted score (Law 12C), with its Laws, in place of the result
      row.append(el("td", {}, String(result.table)), el("td", { colspan: "3" }, result.adjusted));
      body.append(row);
      continue;
    }
    for (const text of [result.table, contract, result.tricks ?? "", result.score_ns ?? ""]) {
      row.append(el("td", {}, String(text)));
    }
    body.append(row);
  }
}

// What changed since the last state, in words for the live region ("" when nothing new).
export function announceOnline(before, state, seat) {
  if (!before || before.board !== state.board) return "";
  const words = [];
  const seen = new Set(before.log.map((row) => row.seq));
  for (const row of state.log) {
    const said = seen.has(row.seq) ? "" : rowWords(row, state.log);
    if (said) words.push(`${said}.`);
  }
  for (const [place, online] of Object.entries(state.online || {})) {
    if (place !== seat && before.online && before.online[place] !== online && state.players[place]) {
      words.push(online ? tf("%(seat)s is back.", { seat: SEAT_NAMES[place] }) : tf("%(seat)s has disconnected.", { seat: SEAT_NAMES[place] }));
    }
  }
  if (state.traveller && !before.traveller) words.push(t("The traveller is in."));
  if (state.phase === "ended" && before.phase !== "ended" && state.claim) words.push(tf("%(side)s's claim settles the board.", { side: SIDE_NAMES[SIDES[state.claim.seat]] }));
  return words.join(" ");
}
