// The laws-mode table in the browser: irregular actions are possible as at a real table
// (any call at any time in the auction, any card of one's hand in the play), the
// irregularity waiting on the table, the cards face up (penalty cards), the obligations
// and restrictions the director imposed, drawing attention to a revoke, and the options
// the director puts to this seat (LHO's acceptance of an insufficient bid, declarer's
// options after a lead out of turn...).

import { SEAT_NAMES, SEATS, callText, cardText, cardWords, el, fill, t, tf } from "./words.js";
import { engineText } from "./engine_words.js";

const $ = (id) => document.getElementById(id);

const OBLIGATIONS = {
  "next-pass": t("%(seat)s must pass at his next turn (Law %(law)s)"),
  "rest-pass": t("%(seat)s must pass whenever it is his turn to call (Law %(law)s)"),
  "must-repeat": t("%(seat)s must repeat his call (Law %(law)s)"),
  "no-double": t("%(seat)s may not double or redouble at his next turn (Law %(law)s)"),
};

// The engine's kinds of irregularity, named in the page's language (the engine's own words
// about the case follow in English)
export const KIND_WORDS = {
  INSUFFICIENT_BID: t("Insufficient bid", "irregularity"),
  PASS_OUT_OF_ROTATION: t("Pass out of rotation", "irregularity"),
  BID_OUT_OF_ROTATION: t("Bid out of rotation", "irregularity"),
  DOUBLE_OUT_OF_ROTATION: t("Double or redouble out of rotation", "irregularity"),
  INADMISSIBLE_DOUBLE: t("Inadmissible double or redouble", "irregularity"),
  PASS_OBLIGATION: t("Call by a player obliged to pass", "irregularity"),
  BID_ABOVE_SEVEN: t("Bid above seven", "irregularity"),
  CALL_AFTER_AUCTION: t("Call after the final pass", "irregularity"),
  CHANGE_OF_CALL: t("Change of call", "irregularity"),
  SKIPPED_TURN: t("Three passes with a player skipped", "irregularity"),
  EXPOSED_CARD: t("Card exposed during the auction period", "irregularity"),
  EXPOSED_CARD_OPTION: t("Declarer's option on exposed cards", "irregularity"),
  WRONG_HAND: t("Cards from a wrong board", "irregularity"),
  WRONG_BOARD: t("Wrong board being played", "irregularity"),
  MISINFORMATION: t("Misinformation", "irregularity"),
  LEAD_RESTRICTION: t("Lead restriction", "irregularity"),
  WRONG_CARD_COUNT: t("Incorrect number of cards", "irregularity"),
  MISSING_CARD: t("Missing card", "irregularity"),
  UNAUTHORIZED_INFORMATION: t("Unauthorized information", "irregularity"),
  EXPLANATION: t("Explanation or alert", "irregularity"),
  OTHER: t("Another irregularity", "irregularity"),
  WRONG_OPENING_LEAD: t("Opening lead by declarer's side, or face down by the wrong defender", "irregularity"),
  OPENING_LEAD_OUT_OF_TURN: t("Opening lead faced out of turn", "irregularity"),
  DECLARER_LEAD_OUT_OF_TURN: t("Lead out of turn by declarer", "irregularity"),
  DEFENDER_LEAD_OUT_OF_TURN: t("Lead out of turn by a defender", "irregularity"),
  PREMATURE_PLAY: t("Premature lead or play", "irregularity"),
  FIFTH_CARD: t("Card played by a player who has already played to the trick", "irregularity"),
  DUMMY_UNNAMED_CARD: t("Dummy played a card declarer did not name", "irregularity"),
  DESIGNATION: t("Incomplete or erroneous designation of a card from dummy", "irregularity"),
  RETRACTION: t("Retraction of a played card", "irregularity"),
  EXPOSED_CARD_PLAY: t("Card exposed during the play", "irregularity"),
  DECLARER_FACES_HAND: t("Declarer faces his cards during the play", "irregularity"),
  PENALTY_CARD_LEAD: t("Declarer's option: the penalty card owner's partner is on lead", "irregularity"),
  PENALTY_CARD_CHOICE: t("Declarer designates which penalty card is played", "irregularity"),
  PENALTY_CARD_NOT_PLAYED: t("Failure to lead or play a penalty card", "irregularity"),
  SIMULTANEOUS_PLAYS: t("Two or more cards played at once", "irregularity"),
  PLAY_BEFORE_CORRECT_LEAD: t("Defender plays before declarer's corrected lead", "irregularity"),
  DUMMY_INFRACTION: t("Dummy's limitations", "irregularity"),
  CARD_HANDLED: t("Declarer handled a card without naming or playing it", "irregularity"),
  REVOKE: t("Revoke", "irregularity"),
  REVOKE_AFTER_PLAY: t("Revoke: tricks transferred after play", "irregularity"),
  DEFECTIVE_TRICK: t("Defective trick", "irregularity"),
  CLAIM: t("Claim or concession", "irregularity"),
  CLAIM_REVIEW: t("Agreed claim or concession reviewed", "irregularity"),
};

// The irregularity the table waits on: its kind, the offender and the Law in the page's
// language; on an English page the engine's own words (which say more) instead. The Law is
// said once: in the headline (withLaw), else by the heading the caller puts before it.
export function irregularityWords(found, withLaw = true) {
  const words = found.reason || found.text; // the engine's words without the Law
  if (!found.kind || !KIND_WORDS[found.kind] || document.documentElement.lang === "en") {
    const text = withLaw ? found.text : words;
    return { headline: text.charAt(0).toUpperCase() + text.slice(1), detail: "" };
  }
  const what = KIND_WORDS[found.kind];
  let headline = found.offender ? tf("%(what)s: %(seat)s", { what, seat: SEAT_NAMES[found.offender] }) : what;
  if (withLaw) headline += ` (${tf("Law %(law)s", { law: found.law })})`;
  const said = engineText(words); // the engine's sentence, in the page's language where known
  return { headline, detail: tf("In the engine's words: %(text)s", { text: said.text }), lang: said.lang };
}

// the attributes of an element holding engine words (lang="en" while they are English)
export function engineLang(words, attributes) {
  return words.lang ? { ...attributes, lang: words.lang } : attributes;
}

// a restriction binding a seat now (Laws 26, 50D2, 51B, 57A)
const IN_FORCE = {
  "require-lead": t("%(seat)s must lead %(suit)s (Law %(law)s)"),
  "forbid-lead": t("%(seat)s may not lead %(suit)s (Law %(law)s)"),
  highest: t("%(seat)s must play his highest card of the suit led (Law %(law)s)"),
  lowest: t("%(seat)s must play his lowest card of the suit led (Law %(law)s)"),
  "play-suit": t("%(seat)s must play %(suit)s (Law %(law)s)"),
  "not-suit": t("%(seat)s may not play %(suit)s (Law %(law)s)"),
};
const SUIT_WORDS = { S: t("spades", "card"), H: t("hearts", "card"), D: t("diamonds", "card"), C: t("clubs", "card") };

let send = () => {};
let me = "N";

export function setupLaws(sendFrame, seat) {
  send = sendFrame;
  me = seat;
  const offender = $("revoke-offender");
  for (const other of SEATS) {
    if (other !== me) offender.append(el("option", { value: other }, SEAT_NAMES[other]));
  }
  $("expose-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const card = $("expose-card").value;
    if (card) send({ t: "expose", cards: [card], how: $("expose-how").value });
  });
  $("retract-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const card = $("retract-form").dataset.card;
    if (card) send({ t: "retract", card, reason: $("retract-reason").value });
  });
  $("designate-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("designate-text").value.trim();
    if (text) send({ t: "designate", text });
    $("designate-text").value = "";
  });
  $("revoke-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const trick = $("revoke-trick").value;
    send({ t: "revoke", offender: offender.value, trick: trick === "" ? null : Number(trick) });
  });
}

export function isLaws(state) {
  return Boolean(state && state.laws_mode);
}

// Laws mode: every call of the bidding box may be made by anyone during the auction.
export function callAllowed(state) {
  return state.phase === "auction";
}

// Laws mode, in the auction: "Change my last call" (Law 25) beside the bidding box, when
// this seat has called; the next call from the box or the keyboard replaces it.
export function changeControl(state, seat) {
  if (!isLaws(state) || state.phase !== "auction" || !state.auction.some((c) => c.seat === seat)) return null;
  const label = el("label", { class: "alert change-call" });
  const check = el("input", { type: "checkbox", id: "change-call" });
  label.append(check, ` ${t("Change my last call instead (Law 25)")}`);
  return label;
}

export function changing() {
  const check = $("change-call");
  return Boolean(check && check.checked);
}

// Laws mode: any card of one's own hand may be led or played in the play (declarer plays
// dummy's too); dummy does not play.
export function cardAllowed(state, seat, player) {
  if (state.phase !== "play" || player === state.dummy) return false;
  return seat === player || (seat === state.dummy && player === state.declarer);
}

// The cards of this player's hand a ruling binds when he is to lead or play (the server's
// laws.marks): a major penalty card he must play now (Law 50D1), the cards a lead or play
// restriction or his penalty card bars (Laws 26, 50C, 50D, 51B, 57A). Each is marked on
// its button (a sign and its words, not the colour only) and listed under the hand.
const MARK_WORDS = {
  must: t("must be played now (Law %(law)s)"),
  barred: t("may not be played now (Law %(law)s)"),
};
const MARK_SIGNS = { must: "!", barred: "✕" };

export function cardMark(state, card) {
  if (!isLaws(state) || !state.laws || state.phase !== "play") return null;
  return (state.laws.marks || []).find((m) => m.card === card) || null;
}

export function markButton(button, mark) {
  button.classList.add(`mark-${mark.mark}`);
  const words = fill(MARK_WORDS[mark.mark], { law: mark.law });
  button.setAttribute("aria-label", `${button.getAttribute("aria-label")}, ${words}`);
  button.title = words;
  button.append(el("span", { class: "mark-sign", "aria-hidden": "true" }, MARK_SIGNS[mark.mark]));
}

// the marks in words under the hand, one line a kind and Law ("" when none)
export function marksNote(state) {
  const lines = new Map();
  for (const mark of (isLaws(state) && state.phase === "play" && state.laws.marks) || []) {
    const key = `${mark.mark}|${mark.law}`;
    if (!lines.has(key)) lines.set(key, { mark, cards: [] });
    lines.get(key).cards.push(cardText(mark.card));
  }
  if (!lines.size) return null;
  const note = el("ul", { class: "hand-marks plain" });
  for (const { mark, cards } of lines.values()) {
    const words = fill(MARK_WORDS[mark.mark], { law: mark.law });
    note.append(el("li", { class: `mark-${mark.mark}` }, `${MARK_SIGNS[mark.mark]} ${cards.join(" ")}: ${words}`));
  }
  return note;
}

// A penalty card lying face up, with the Law that made it one.
export function penaltyWords(penalty) {
  const values = { seat: SEAT_NAMES[penalty.seat], card: cardText(penalty.card), law: penalty.law };
  return penalty.major ? tf("%(seat)s: %(card)s, major penalty card (Law %(law)s)", values) : tf("%(seat)s: %(card)s, minor penalty card (Law %(law)s)", values);
}

// What the rulings impose now, each with its Law, as the table and the console show it:
// the obligations to pass (or repeat), the lead and play restrictions binding a seat,
// the lead restrictions still to come (Law 26), the calls cancelled or withdrawn.
export function inForceWords(laws) {
  const out = [];
  for (const obligation of laws.obligations) {
    const pattern = OBLIGATIONS[obligation.kind] || `%(seat)s ${obligation.kind} (Law %(law)s)`;
    out.push(fill(pattern, { seat: SEAT_NAMES[obligation.seat], law: obligation.law }));
  }
  for (const binding of laws.in_force || []) {
    const pattern = IN_FORCE[binding.kind];
    if (pattern) out.push(fill(pattern, { seat: SEAT_NAMES[binding.seat], suit: SUIT_WORDS[binding.suit] || "", law: binding.law }));
  }
  for (const restriction of laws.restrictions) {
    out.push(tf("%(seat)s's partner's first lead may be restricted (Law %(law)s)", { seat: SEAT_NAMES[restriction.seat], law: restriction.law }));
  }
  for (const call of laws.cancelled || []) {
    const values = { seat: SEAT_NAMES[call.seat], call: callText(call.call) };
    out.push(call.status === "cancelled" ? tf("%(seat)s's %(call)s is cancelled", values)
      : fill(tf("%(seat)s's %(call)s is %(status)s", values), { status: call.status }));
  }
  return out;
}

export function drawLaws(state) {
  const box = $("laws");
  box.hidden = !isLaws(state);
  for (const part of document.querySelectorAll(".laws-only")) part.hidden = !isLaws(state);
  if (!isLaws(state)) return;
  const laws = state.laws;
  const waiting = $("laws-irregularity");
  if (laws.irregularity) {
    const words = irregularityWords({ text: laws.irregularity, ...(laws.about || {}) });
    waiting.textContent = `${words.headline}. ` +
      (state.director.length ? t("The director has been called.") : laws.director_needed
        ? t("The director is needed.") : t("Call the director (Law 9B1), or the next player may call or play on."));
    if (words.detail) waiting.append(el("span", engineLang(words, { class: "engine-words" }), ` ${words.detail}`));
  } else {
    waiting.textContent = "";
  }
  const faced = $("laws-faced");
  faced.replaceChildren();
  for (const penalty of laws.penalty_cards) {
    const item = el("li", { class: "penalty-card" }, penaltyWords(penalty));
    if (penalty.seat === me && state.phase === "play") {
      const button = el("button", { type: "button", class: "card", "data-card": penalty.card }, tf("play %(card)s", { card: cardText(penalty.card) }));
      button.addEventListener("click", () => send({ t: "play", card: penalty.card }));
      item.append(" ", button);
    }
    faced.append(item);
  }
  for (const text of inForceWords(laws)) faced.append(el("li", { class: "in-force" }, text));
  const choice = $("laws-choice");
  choice.replaceChildren();
  if (laws.choice) {
    choice.append(el("h3", {}, tf("The director asks you to choose (Law %(law)s)", { law: laws.choice.law })),
      el("p", {}, irregularityWords({ text: laws.choice.irregularity, ...(laws.choice.about || {}) }).headline));
    for (const option of laws.choice.options) {
      const words = engineText(option.text); // the engine's words, in the page's language where known
      const button = el("button", { type: "button", class: "option", "data-option": option.key, ...(words.lang ? { lang: words.lang } : {}) },
        `${words.text} (${tf("Law %(law)s", { law: option.law })})`);
      button.addEventListener("click", () => send({ t: "choose", option: option.key }));
      choice.append(button);
    }
  }
  $("revoke-form").hidden = state.phase !== "play" && state.phase !== "ended";
  drawExpose(state);
  drawRetract(state);
  // Law 46: declarer may call dummy's card in words when dummy is to play
  $("designate-form").hidden = !(state.phase === "play" && me === state.declarer && state.turn === state.dummy && state.to_act === me);
}

// Laws mode, in the play: the card this player (declarer: or dummy's) put in the trick
// under way may be taken back; the director rules whether it may (Law 47).
function drawRetract(state) {
  const form = $("retract-form");
  const mine = state.phase !== "play" ? null : [...state.trick].reverse().find((p) =>
    p.seat === me || (p.seat === state.dummy && me === state.declarer));
  form.hidden = !mine || me === state.dummy;
  form.dataset.card = mine ? mine.card : "";
  if (mine) $("retract-button").textContent = tf("Take back %(card)s (the director is called)", { card: cardText(mine.card) });
}

function drawExpose(state) {
  const form = $("expose-form");
  const cards = (state.hands && state.hands[me]) || [];
  form.hidden = me === state.dummy || !["auction", "play"].includes(state.phase) || !cards.length;
  for (const part of form.querySelectorAll(".play-only")) part.hidden = state.phase !== "play";
  const select = $("expose-card");
  const chosen = select.value;
  select.replaceChildren(...cards.map((card) => el("option", { value: card, "aria-label": cardWords(card) }, cardText(card))));
  if (cards.includes(chosen)) select.value = chosen;
}
