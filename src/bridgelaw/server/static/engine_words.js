// The engine's own words on a ruling (its options, its questions, the facts), in the page's
// language where the catalogues know the sentence. The engine writes English sentences with
// seats, calls, cards, suits and Laws in them; each engine-context message below is one such
// sentence with %(name)s where they go (the name says what: seat, call, card, suit, law, n,
// score (a signed number), asuit (a suit named once, "a club lead": shown as its symbol), or
// text: a clause of its own, translated the same way). A sentence no template matches
// stays English (the caller marks it lang="en").

import { SEAT_NAMES, SUIT_SYMBOLS, callText, cardText, contextWords, fill, t } from "./words.js";

// the templates: listed so that the catalogues carry them (python -m tools.i18n)
export const ENGINE_SENTENCES = [
  t("%(seat)s accepts %(call)s: it stands and %(seat2)s calls next (%(seat3)s's turn is lost)", "engine"),
  t("%(seat)s accepts %(call)s: it stands and %(seat2)s calls next", "engine"),
  t("%(seat)s accepts %(call)s: it stands as a legal call; the auction continues with %(seat2)s", "engine"),
  t("%(seat)s does not accept it: it is cancelled and the auction reverts to %(seat2)s (29B); %(text)s", "engine"),
  t("%(seat)s may make any legal call (16C2 applies, %(law)s); when %(seat2)s calls, a comparable call (23A) brings no rectification, any other call makes %(seat3)s pass once (%(law2)s)", "engine"),
  t("if %(seat)s passes, %(seat2)s must repeat %(call)s (%(law)s); if he bids, doubles or redoubles, %(seat3)s may make any legal call: comparable (23A) -> no rectification, otherwise %(seat4)s must pass once (%(law2)s)", "engine"),
  t("%(seat)s must pass at his next turn (%(law)s)", "engine"),
  t("when %(seat)s calls, a comparable call (23A) brings no rectification; any other call makes %(seat2)s pass once (%(law)s)", "engine"),
  t("%(seat)s does not accept it: %(seat2)s must replace %(call)s by a legal call", "engine"),
  t("%(call)s stands; the auction continues without further rectification", "engine"),
  t("%(call)s stands; %(seat)s must pass whenever it is his turn; lead restrictions (Law 26) may apply", "engine"),
  t("the attempted %(call)s is cancelled; %(seat)s must substitute a sufficient bid or a pass; %(seat2)s must pass throughout", "engine"),
  t("%(call)s is cancelled; the auction reverts to the player whose turn it was; he may make any legal call at his own turn; %(seat)s must pass whenever it is his turn; lead restrictions may apply", "engine"),
  t("%(call)s is cancelled and a pass substituted; %(seat)s and %(seat2)s must pass whenever it is their turn; lead restrictions may apply", "engine"),
  t("%(call)s replaces the unintended %(call2)s", "engine"),
  t("the information is authorized to the opponents, unauthorized to %(seat)s", "engine"),
  t("an adjusted score is awarded", "engine"),
  t("the board is played; the score is adjusted if the information affected it", "engine"),
  t("%(seat)s accepts the lead: dummy is spread; he plays the second card from his own hand (a card from dummy could not be taken back, 54B2)", "engine"),
  t("%(seat)s spreads his hand: he becomes dummy and %(seat2)s declarer; %(card)s stands as the lead", "engine"),
  t("%(card)s is withdrawn and becomes a major penalty card; %(seat)s leads after declarer's choice under Law 50D2", "engine"),
  t("Was %(seat)s's pass artificial, or a pass of his partner's artificial call?", "engine"),
  t("Is %(call)s comparable to the withdrawn %(call2)s (same or similar meaning, a subset of its meanings, or the same purpose, Law 23A)?", "engine"),
  t("Is %(call)s the lowest sufficient bid that specifies the same denomination(s) as %(call2)s?", "engine"),
  t("Did %(seat)s not intend %(call)s (a mechanical error or a slip of the tongue, not a lapse of concentration or a change of mind), intending %(call2)s?", "engine"),
  t("Does the information come from the player's partner (a remark, a hesitation, an unexpected alert...) or from another source (a card seen, a result overheard...)?", "engine"),
  t("Could %(seat)s have seen any of dummy's cards (other than cards exposed during the auction and dealt with under Law 24)?", "engine"),
  t("Was %(seat)s's %(call)s out of rotation artificial?", "engine"),
  // the play's and Law 25's options
  t("dummy plays %(card)s", "engine"),
  t("%(seat)s takes back %(card)s and plays %(card2)s", "engine"),
  t("%(seat)s takes back %(card)s and plays %(card2)s (Law 62C1)", "engine"),
  t("%(seat)s keeps %(card)s", "engine"),
  t("%(card)s goes back to the hand without further rectification", "engine"),
  t("%(card)s goes back to the hand without further rectification; an opponent who played after it may change his card (47D)", "engine"),
  t("%(card)s stands: a played card may not be withdrawn otherwise (47F2)", "engine"),
  t("%(seat)s does not accept it: %(seat2)s must replace %(call)s by a sufficient bid or a pass", "engine"),
  t("%(call)s is not comparable: %(seat)s must pass at his next turn; lead restrictions (26B) may apply", "engine"),
  t("%(seat)s accepts %(call)s: %(call2)s is withdrawn, %(call3)s stands (Law 26 may apply)", "engine"),
  t("%(seat)s does not accept: %(call)s is cancelled and %(call2)s stands (Law 26 may apply)", "engine"),
  t("%(seat)s does not accept: %(call)s is cancelled and %(call2)s stands", "engine"),
  t("%(seat)s accepts %(call)s: %(call2)s is withdrawn, %(call3)s stands", "engine"),
  // the facts of a ruling, and what an irregularity is (its reason)
  t("%(seat)s replaces his %(call)s by %(call2)s", "engine"),
  t("%(seat)s faces the opening lead %(card)s out of turn: %(seat2)s is on lead", "engine"),
  t("%(seat)s calls %(call)s at %(seat2)s's turn", "engine"),
  t("%(seat)s calls %(call)s after the final pass", "engine"),
  t("%(seat)s called %(call)s at his turn before the director came: %(seat2)s's %(call2)s is cancelled (16C2 applies)", "engine"),
  t("%(seat)s called %(call)s at %(seat2)s's turn (his RHO)", "engine"),
  t("%(seat)s called %(call)s at %(seat2)s's turn (his partner)", "engine"),
  t("%(seat)s called %(call)s at %(seat2)s's turn (his lho)", "engine"),
  t("%(seat)s replaces his insufficient %(call)s by %(call2)s", "engine"),
  t("%(seat)s's %(call)s is insufficient over %(call2)s", "engine"),
  t("%(call)s is the lowest sufficient bid in the strain of %(call2)s (%(call3)s)", "engine"),
  t("%(call)s is not the lowest sufficient bid in the strain of %(call2)s (%(call3)s)", "engine"),
  t("%(seat)s faced %(card)s as the opening lead; %(seat2)s was on lead", "engine"),
  t("%(seat)s called %(call)s, then %(call2)s in its place", "engine"),
  t("%(seat)s must accept the lead and remains declarer (54C)", "engine"),
  t("%(seat)s calls %(call)s at %(seat2)s's turn, and it is not permitted by Law 19", "engine"),
  // Laws 24, 48-52, 54, 61-64, 68-70 and the auction's frequent facts (the Laws tests' most frequent sentences)
  t("%(card)s stays face up until the auction period ends; no further rectification; a penalty card if %(seat)s becomes a defender (24E)", "engine"),
  t("%(card)s stay face up until the auction period ends; no further rectification; penalty cards if %(seat)s becomes a defender (24E)", "engine"),
  t("%(card)s stay face up until the auction period ends; %(seat)s must pass at his next turn; penalty cards if %(seat2)s becomes a defender (24E)", "engine"),
  t("%(card)s stays face up until the auction period ends; %(seat)s must pass at his next turn; a penalty card if %(seat2)s becomes a defender (24E)", "engine"),
  t("the director designates otherwise: %(card)s goes back to the hand; the information is unauthorized to his partner", "engine"),
  t("the director designates otherwise: %(card)s go back to the hand; the information is unauthorized to his partner", "engine"),
  t("%(card)s becomes a major penalty card of %(seat)s (Laws 49, 50B)", "engine"),
  t("%(card)s becomes a minor penalty card of %(seat)s (Laws 49, 50B)", "engine"),
  t("%(card)s become major penalty cards of %(seat)s (Laws 49, 50B)", "engine"),
  t("%(seat)s is on lead and his partner %(seat2)s has the major penalty card %(card)s: declarer chooses first", "engine"),
  t("%(seat)s is on lead and his partner %(seat2)s has the major penalty cards %(card)s: declarer chooses first", "engine"),
  t("%(seat)s is on lead; his partner %(seat2)s has the major penalty card %(card)s", "engine"),
  t("%(seat)s is on lead; his partner %(seat2)s has the major penalty cards %(card)s", "engine"),
  t("no restriction: %(seat)s leads any card; the penalty card stays (the options return while he keeps the lead)", "engine"),
  t("no restriction: %(seat)s leads any card; the penalty cards stay (the options return while he keeps the lead)", "engine"),
  t("%(seat)s must lead %(suit)s", "engine"),
  t("%(seat)s may not lead %(suit)s while he retains the lead", "engine"),
  t("%(seat)s may not lead %(suit)s at this lead", "engine"),
  t("%(seat)s may not lead %(suit)s and %(suit2)s while he retains the lead", "engine"),
  t("%(seat)s may not lead %(suit)s and %(suit2)s at this lead", "engine"),
  t("%(text)s; %(card)s goes back to %(seat)s's hand", "engine"),
  t("%(text)s; %(card)s go back to %(seat)s's hand", "engine"),
  t("revoke by %(seat)s at trick %(n)s", "engine"),
  t("revoke by %(seat)s at trick %(n)s (failure to play a penalty card)", "engine"),
  t("with the revoke (double dummy from the revoke on): %(n)s tricks", "engine"),
  t("without the revoke (double dummy, following suit with %(card)s): %(n)s tricks", "engine"),
  t("without the revoke (double dummy, playing %(card)s): %(n)s tricks", "engine"),
  t("as played: %(n)s tricks; after the transfer: %(n2)s", "engine"),
  t("North-South score without the revoke %(score)s, after the transfer %(score2)s", "engine"),
  t("declarer's side: %(n)s tricks before the transfer, %(n2)s after it (%(score)s)", "engine"),
  t("play is over: the tricks after the revoke by %(seat)s (Law 64; equity, 64C)", "engine"),
  t("play is over: the tricks after the revokes by %(seat)s and %(seat2)s (Law 64; equity, 64C)", "engine"),
  t("play is over: the tricks after the revokes by %(seat)s (Law 64; equity, 64C)", "engine"),
  t("the non-offending side is not damaged double dummy: the director decides (Law %(law)s)", "engine"),
  t("the non-offending side may be damaged: the director decides (Law %(law)s)", "engine"),
  t("Does the result after the automatic transfer compensate the non-offending side for the damage the revoke(s) caused (Law 64C)?", "engine"),
  t("tricks transferred after play: %(score)s to declarer's side (Law %(law)s)", "engine"),
  t("the offender did not win the revoke trick and his side won it or a later trick: one trick (Law 64A2)", "engine"),
  t("the offender won the revoke trick: it is transferred, with one later trick won by his side (Law 64A1): %(n)s tricks", "engine"),
  t("no automatic transfer: %(text)s (Law %(law)s); the director may still restore equity (Law %(law2)s)", "engine"),
  t("the revoke was on the twelfth trick (see Law 62D)", "engine"),
  t("the same player revoked again in the same suit", "engine"),
  t("the offending side won neither the revoke trick nor a later one", "engine"),
  t("the revoke was a failure to play a penalty card", "engine"),
  t("%(seat)s, trick %(n)s: %(text)s", "engine"),
  t("  trick %(n)s: %(text)s", "engine"),
  t("%(seat)s draws attention to a revoke: %(text)s", "engine"),
  t("%(seat)s played %(card)s on a %(asuit)s lead at trick %(n)s", "engine"),
  t("%(seat)s played %(card)s on a %(asuit)s lead at trick %(n)s although he could comply (Law 61A); %(seat2)s drew attention to it", "engine"),
  t("%(seat)s played %(card)s on a %(asuit)s lead at trick %(n)s although he could comply (Law 61A); %(seat2)s drew attention to it during trick %(n2)s", "engine"),
  t("%(seat)s played %(card)s after the revoke, before attention was drawn", "engine"),
  t("the revoke is established (Law 63A1): it may not be corrected and the trick stands as played (Law 63B); Law 64 applies after play", "engine"),
  t("a revoke at trick %(n)s is corrected, although established (Law 62D1)", "engine"),
  t("%(seat)s's hand has a wrong number of cards", "engine"),
  t("%(seat)s's hand is short (%(card)s missing)", "engine"),
  t("%(seat)s, a defender, exposes %(card)s during the play (dropped)", "engine"),
  t("%(seat)s, a defender, exposes %(card)s during the play (named)", "engine"),
  t("%(seat)s, a defender, exposes %(card)s during the play (shown)", "engine"),
  t("%(seat)s, a defender, dropped (an inadvertent exposure): %(card)s", "engine"),
  t("%(seat)s, a defender, named as being in his hand: %(card)s", "engine"),
  t("%(seat)s, a defender, placed so that his partner could see them: %(card)s", "engine"),
  t("%(seat)s takes back his %(card)s (%(text)s)", "engine"),
  t("%(seat)s wants to take back %(card)s (%(text)s)", "engine"),
  t("misinformed-turn", "engine"),
  t("slip", "engine"),
  t("misinformation", "engine"),
  t("opponent-changed", "engine"),
  t("other", "engine"),
  t("%(seat)s calls %(call)s at %(seat2)s's turn, after his own call: a change of call", "engine"),
  t("%(seat)s now calls %(call)s; his cancelled call was %(call2)s", "engine"),
  t("%(seat)s does not accept: %(seat2)s must choose: keep %(call)s or another legal call (25B2)", "engine"),
  t("%(seat)s's %(call)s departed from the announced agreements", "engine"),
  t("%(seat)s may not double now (Law %(law)s)", "engine"),
  t("%(seat)s may not redouble now (Law %(law)s)", "engine"),
  t("no restriction", "engine"),
  t("%(seat)s leads %(card)s: %(seat2)s is on lead", "engine"),
  t("%(seat)s led %(card)s: %(seat2)s was on lead", "engine"),
  t("declarer accepts %(card)s as the lead; the next card is played from %(seat)s's hand", "engine"),
  t("worst normal outcome for the claimer's side: %(n)s tricks", "engine"),
  t("%(seat)s's side is credited with %(n)s of the %(n2)s tricks (Law %(law)s)", "engine"),
  t("%(seat)s, declarer, faces his cards during the play: a claim or concession unless he demonstrably did not intend to claim (48B2)", "engine"),
  t("%(seat)s, declarer, faced his cards at trick %(n)s with %(n2)s tricks left; no card of declarer's is a penalty card (Law 48A)", "engine"),
  t("%(seat)s, declarer, faced his cards at trick %(n)s with 1 trick left; no card of declarer's is a penalty card (Law 48A)", "engine"),
  t("%(seat)s began to spread his hand after the lead was faced, exposing %(card)s (Law 48B1): he must spread it all and becomes dummy (54A)", "engine"),
  t("%(seat)s's exposed %(card)s goes back to his hand: no card of declarer's becomes a penalty card (Law 48A)", "engine"),
  t("%(seat)s's exposed %(card)s go back to his hand: no card of declarer's becomes a penalty card (Law 48A)", "engine"),
  t("%(seat)s played %(card)s to trick %(n)s after the revoke and no non-offender took back a card: Law 62C2 read strictly lets him change it only after a non-offender withdraws one; a national authority's published ruling lets him (trick %(n2)s is put right as though there had been no revoke, 62D1)", "engine"),
  t("%(seat)s may not play a %(asuit)s (if he can, %(law)s)", "engine"),
  t("%(seat)s must play a %(asuit)s (if he can, %(law)s)", "engine"),
];

// what each kind of %(name)s matches in the English, and how it is said on the page
const SEAT = { north: "N", east: "E", south: "S", west: "W" };
const SUIT_WORDS = { spades: t("spades", "card"), hearts: t("hearts", "card"), diamonds: t("diamonds", "card"), clubs: t("clubs", "card") };
const CARD = "[SHDC][2-9TJQKA]";
const KINDS = {
  seat: ["(north|east|south|west)", (raw) => SEAT_NAMES[SEAT[raw]]],
  call: ["([1-7](?:NT|[SHDC])|Pass|XX|X)", callText],
  card: [`(${CARD}(?: ${CARD})*)`, (raw) => raw.split(" ").map(cardText).join(" ")],
  suit: ["(spades|hearts|diamonds|clubs)", (raw) => SUIT_WORDS[raw]],
  law: ["([0-9]{1,2}[A-Za-z0-9()]*)", (raw) => raw],
  n: ["([0-9]+)", (raw) => raw],
  score: ["([+-][0-9]+|0)", (raw) => raw.replace("-", "\u2212")],
  asuit: ["(spade|heart|diamond|club)", (raw) => SUIT_SYMBOLS[raw[0].toUpperCase()]],
  text: ["(.+)", (raw) => engineWords(raw) || raw],
};

function compile(english) {
  const names = [];
  const parts = english.split(/%\((\w+)\)s/);
  let source = "";
  parts.forEach((part, index) => {
    if (index % 2 === 0) {
      source += part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return;
    }
    names.push(part);
    source += (KINDS[part.replace(/\d+$/, "")] || KINDS.text)[0];
  });
  return { regex: new RegExp(`^${source}$`), names };
}

const TEMPLATES = contextWords("engine")
  .filter(([english, local]) => local !== english) // not translated: the English stays
  .map(([english, local]) => ({ ...compile(english), local }));

// The engine's sentence in the page's language, or null when no template knows it (or the
// page is English: the engine's words are the page's).
export function engineWords(text) {
  for (const template of TEMPLATES) {
    const found = template.regex.exec(text);
    if (!found) continue;
    const values = {};
    template.names.forEach((name, index) => {
      values[name] = (KINDS[name.replace(/\d+$/, "")] || KINDS.text)[1](found[index + 1]);
    });
    return fill(template.local, values);
  }
  return null;
}

// An element's text and language for an engine sentence: translated, or English marked so.
export function engineText(text) {
  const words = engineWords(text);
  return words === null ? { text, lang: "en" } : { text: words, lang: null };
}
