// Words and symbols of the table pages: seats, suits, cards and calls as shown and as
// spoken (ARIA), and a small element builder. Shared by the table and the director.

// The page's language: the bridge terms the server put in <script id="words">
// (server/i18n.py), English when a word is missing.
const WORDS = (() => {
  const node = typeof document === "undefined" ? null : document.getElementById("words");
  try {
    return node ? JSON.parse(node.textContent) : {};
  } catch {
    return {};
  }
})();

// Every message of a context, as [English, translation] (the engine's words: engine_words.js).
export function contextWords(context) {
  const prefix = `${context}\u0004`;
  return Object.entries(WORDS).filter(([key]) => key.startsWith(prefix)).map(([key, text]) => [key.slice(prefix.length), text]);
}

export function t(english, context = null) {
  return WORDS[context ? `${context}\u0004${english}` : english] || english;
}

// t() with placeholders: tf(english, { seat: "North" }) fills "%(seat)s".
export function tf(english, values, context = null) {
  return fill(t(english, context), values);
}

// "%(name)s" in an already translated text filled in.
export function fill(text, values) {
  let out = text;
  for (const [key, value] of Object.entries(values)) out = out.split(`%(${key})s`).join(String(value));
  return out;
}

export const SEATS = ["N", "E", "S", "W"];
export const SEAT_NAMES = { N: t("North"), E: t("East"), S: t("South"), W: t("West") };
export const SUITS = [["S", "♠", t("Spades")], ["H", "♥", t("Hearts")], ["D", "♦", t("Diamonds")], ["C", "♣", t("Clubs")]];
export const SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣", N: "NT" };
// cards and calls as spoken (ARIA labels, the live region), in the page's language
const RANK_WORDS = { A: t("ace", "card"), K: t("king", "card"), Q: t("queen", "card"), J: t("jack", "card"), T: t("ten", "card") };
const CARD_SUITS = { S: t("spades", "card"), H: t("hearts", "card"), D: t("diamonds", "card"), C: t("clubs", "card") };
const ONE_BID = { C: t("club", "bid of one"), D: t("diamond", "bid of one"), H: t("heart", "bid of one"), S: t("spade", "bid of one"), NT: t("no trump", "bid of one") };
const BIDS = { C: t("clubs", "bid"), D: t("diamonds", "bid"), H: t("hearts", "bid"), S: t("spades", "bid"), NT: t("no trump", "bid") };
const OTHER_CALLS = { Pass: t("pass", "call"), X: t("double", "call"), XX: t("redouble", "call") };

export function rotate(seat, steps) {
  return SEATS[(SEATS.indexOf(seat) + steps) % 4];
}

export function cardText(card) {
  const rank = card[1] === "T" ? "10" : card[1];
  return SUIT_SYMBOLS[card[0]] + rank;
}

export function cardWords(card) {
  return tf("%(rank)s of %(suit)s", { rank: RANK_WORDS[card[1]] || card[1], suit: CARD_SUITS[card[0]] });
}

export function callText(call) {
  const match = /^(\d)(NT|[SHDC])$/.exec(call);
  if (match) return match[1] + (match[2] === "NT" ? t("NT", "strain letters") : SUIT_SYMBOLS[match[2]]);
  return call === "Pass" ? t("Pass") : call;
}

// A contract as shown: "3NTX" -> "3NTX" in the page's letters, "4S" -> "4♠".
export function contractText(contract) {
  const match = /^(\d(?:NT|[SHDC]))(X{0,2})$/.exec(contract || "");
  return match ? callText(match[1]) + match[2] : contract;
}

export function callWords(call) {
  const match = /^(\d)(NT|[SHDC])$/.exec(call);
  if (match) {
    const strain = (match[1] === "1" ? ONE_BID : BIDS)[match[2]];
    return tf("%(level)s %(strain)s", { level: match[1], strain });
  }
  return OTHER_CALLS[call] || call;
}

export function el(tag, attributes = {}, text = "") {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  if (text) node.textContent = text;
  return node;
}

