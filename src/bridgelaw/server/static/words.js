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

export function t(english, context = null) {
  return WORDS[context ? `${context}\u0004${english}` : english] || english;
}

// t() with placeholders: tf(english, { seat: "North" }) fills "%(seat)s".
export function tf(english, values, context = null) {
  let text = t(english, context);
  for (const [key, value] of Object.entries(values)) text = text.split(`%(${key})s`).join(String(value));
  return text;
}

export const SEATS = ["N", "E", "S", "W"];
export const SEAT_NAMES = { N: t("North"), E: t("East"), S: t("South"), W: t("West") };
export const SUITS = [["S", "♠", "spades"], ["H", "♥", "hearts"], ["D", "♦", "diamonds"], ["C", "♣", "clubs"]];
export const SUIT_NAMES = { S: "spade", H: "heart", D: "diamond", C: "club", N: "no trump" };
export const SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣", N: "NT" };
export const RANK_NAMES = { A: "ace", K: "king", Q: "queen", J: "jack", T: "ten" };

export function rotate(seat, steps) {
  return SEATS[(SEATS.indexOf(seat) + steps) % 4];
}

export function cardText(card) {
  const rank = card[1] === "T" ? "10" : card[1];
  return SUIT_SYMBOLS[card[0]] + rank;
}

export function cardWords(card) {
  const rank = RANK_NAMES[card[1]] || card[1];
  return `${rank} of ${SUIT_NAMES[card[0]]}s`;
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
    const strain = match[2] === "NT" ? "no trump" : SUIT_NAMES[match[2]] + "s";
    return `${match[1]} ${strain}`;
  }
  return { Pass: "pass", X: "double", XX: "redouble" }[call] || call;
}

export function el(tag, attributes = {}, text = "") {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  if (text) node.textContent = text;
  return node;
}

