/* The search of bridgelaw.analysis.endings.line_tricks for a NormalPlay chooser, in C.
 *
 * A line-for-line port of endings._Search (alpha-beta over the plays, bounds at trick
 * starts) and of the normal-play model of bridgelaw.analysis.normal (NormalPlay._choose
 * and what it calls). Same figures as the Python code by construction (exact minimax
 * values; tests/analysis/test_line_core.py compares the two on random endings); the
 * transposition table is keyed by the raw cards and the leader (no sharing between
 * lines). Built by bridgelaw.analysis.linecore with the system C compiler and loaded
 * with ctypes; without a compiler the Python search runs.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef uint64_t u64;
#define SUIT 0x1FFFULL
#define CASH 0
#define PLAY 1
#define DRAW 2
#define CROSS 3
#define MAXSTEPS 64

static inline int top(u64 m) { return 63 - __builtin_clzll(m); }
static inline int lowc(u64 m) { return __builtin_ctzll(m); }
static inline int popc(u64 m) { return __builtin_popcountll(m); }
static inline int bitlen(u64 m) { return m ? 64 - __builtin_clzll(m) : 0; }
static inline u64 suitof(u64 m, int suit) { return (m >> (13 * suit)) & SUIT; }
static inline u64 bit(int i) { return 1ULL << i; }

/* ---------------------------------------------------------------- the table */
typedef struct {
    u64 m[4];
    int32_t leader; /* -1: empty slot */
    int8_t lo, hi;
} Slot;

typedef struct {
    Slot *slots;
    size_t cap, used;
} Table;

void *lc_table_new(void) {
    Table *t = calloc(1, sizeof(Table));
    if (!t) return NULL;
    t->cap = 1024;
    t->slots = malloc(t->cap * sizeof(Slot));
    if (!t->slots) { free(t); return NULL; }
    for (size_t i = 0; i < t->cap; i++) t->slots[i].leader = -1;
    return t;
}

void lc_table_free(void *p) {
    Table *t = p;
    if (!t) return;
    free(t->slots);
    free(t);
}

static inline size_t hash(const u64 *m, int leader) {
    u64 h = m[0] * 0x9E3779B97F4A7C15ULL;
    h ^= (m[1] + 0x632BE59BD9B4E019ULL) * 0xC2B2AE3D27D4EB4FULL;
    h ^= (m[2] + 0x165667B19E3779F9ULL) * 0x85EBCA77C2B2AE63ULL;
    h ^= (m[3] + 0x27D4EB2F165667C5ULL) * 0x9E3779B97F4A7C15ULL;
    h ^= (u64)leader * 0xD6E8FEB86659FD93ULL;
    h ^= h >> 29;
    return (size_t)h;
}

static Slot *lookup(Table *t, const u64 *m, int leader, int *found) {
    size_t mask = t->cap - 1;
    size_t i = hash(m, leader) & mask;
    for (;;) {
        Slot *s = &t->slots[i];
        if (s->leader < 0) { *found = 0; return s; }
        if (s->leader == leader && s->m[0] == m[0] && s->m[1] == m[1] && s->m[2] == m[2] &&
            s->m[3] == m[3]) { *found = 1; return s; }
        i = (i + 1) & mask;
    }
}

static int grow(Table *t) {
    size_t old = t->cap;
    Slot *slots = t->slots;
    Slot *fresh = malloc(2 * old * sizeof(Slot));
    if (!fresh) return 0;
    t->slots = fresh;
    t->cap = 2 * old;
    for (size_t i = 0; i < t->cap; i++) t->slots[i].leader = -1;
    for (size_t i = 0; i < old; i++) {
        if (slots[i].leader >= 0) {
            int found;
            Slot *s = lookup(t, slots[i].m, slots[i].leader, &found);
            *s = slots[i];
        }
    }
    free(slots);
    return 1;
}

/* ------------------------------------------------------------------ a search */
typedef struct {
    int nsteps;
    int kind[MAXSTEPS], value[MAXSTEPS];
    int side, top_down, maximise, trump;
    int plays_cards, crosses;
    int order[4];
    Table *table;
    int failed; /* out of memory */
    long nodes;
} S;

static int winner_offset(const int *cards, int n, int trump) {
    int best = 0, best_card = cards[0];
    for (int i = 1; i < n; i++) {
        int card = cards[i];
        if (card / 13 == best_card / 13) {
            if (card > best_card) { best = i; best_card = card; }
        } else if (card / 13 == trump) {
            best = i;
            best_card = card;
        }
    }
    return best;
}

static inline u64 masters(u64 held, u64 opp) {
    if (!opp) return held;
    return held & ~((bit(top(opp) + 1)) - 1);
}

/* ---------------------------------------------------- the normal-play model */
static int cross_ruffs(const S *s, const u64 *masks) {
    int trump = s->trump;
    if (trump < 0) return 0;
    u64 a = masks[s->side], b = masks[s->side + 2];
    if (!(suitof(a, trump) && suitof(b, trump))) return 0;
    for (int suit = 0; suit < 4; suit++) {
        if (suit == trump) continue;
        if (suitof(a, suit) && !suitof(b, suit)) return 1;
        if (suitof(b, suit) && !suitof(a, suit)) return 1;
    }
    return 0;
}

static int active(const S *s, const u64 *masks) {
    int side = s->side, trump = s->trump;
    u64 ours = masks[side] | masks[side + 2];
    u64 theirs = masks[1 - side] | masks[3 - side];
    for (int i = 0; i < s->nsteps; i++) {
        int kind = s->kind[i], value = s->value[i];
        if (kind == CASH) {
            if (masters(suitof(ours, value), suitof(theirs, value))) return i;
        } else if (kind == PLAY) {
            if ((ours >> value) & 1) return i;
        } else if (kind == DRAW) {
            if (trump >= 0 && suitof(theirs, trump) && suitof(ours, trump)) return i;
        } else if (cross_ruffs(s, masks)) {
            return i;
        }
    }
    return -1;
}

static int finesse(u64 held, u64 opp, int rank) {
    u64 higher = held & ~((2ULL << rank) - 1);
    if (!higher) return 1;
    int between = popc(opp & ((higher & (~higher + 1)) - 1) & ~((2ULL << rank) - 1));
    return between == 1 || (between == 2 && rank >= 8);
}

static u64 discards(const S *s, u64 mine, u64 theirs) {
    int trump = s->trump;
    u64 idle = 0, unguarded = 0, any_side = 0;
    for (int suit = 0; suit < 4; suit++) {
        if (suit == trump) continue;
        u64 held = suitof(mine, suit);
        if (!held) continue;
        int low = lowc(held);
        any_side |= bit(13 * suit + low);
        u64 opp = suitof(theirs, suit);
        if (opp && top(opp) > low) idle |= bit(13 * suit + low);
        else if (!opp) unguarded |= bit(13 * suit + low);
    }
    if (idle) return idle;
    if (unguarded) return unguarded;
    if (any_side) return any_side;
    return bit(13 * trump + lowc(suitof(mine, trump)));
}

static u64 follows(const S *s, const u64 *masks, int leader, const int *cards, int place,
                   u64 mine, u64 partner, u64 theirs) {
    int led = cards[0] / 13, trump = s->trump;
    int win_off = winner_offset(cards, place, trump);
    int win_card = cards[win_off];
    int seat = (leader + place) & 3;
    int partner_winning = ((leader + win_off) & 3) == (seat ^ 2);
    if (partner_winning && place == 2) {
        u64 fourth = masks[(seat + 1) & 3];
        u64 f = suitof(fourth, led);
        if (f) {
            partner_winning = win_card / 13 != led || win_card - 13 * led > top(f);
        } else {
            partner_winning = trump < 0 || !suitof(fourth, trump) ||
                              (win_card / 13 == trump &&
                               win_card - 13 * trump > top(suitof(fourth, trump)));
        }
    }
    u64 held = suitof(mine, led);
    int base = 13 * led;
    if (held) {
        int low = base + lowc(held);
        if (partner_winning) {
            int high = base + top(held);
            int partner_left = popc(suitof(partner, led));
            if (win_card / 13 == led && high < win_card && popc(held) <= partner_left)
                return bit(low) | bit(high);
            return bit(low);
        }
        if (win_card / 13 != led) return bit(low);
        u64 above = held & ~((bit(win_card - base + 1)) - 1);
        if (!above) return bit(low);
        int cheapest = base + lowc(above);
        int topc = base + top(held);
        if (place == 3) return bit(cheapest);
        u64 options = place == 2 ? bit(topc) : (bit(low) | bit(topc));
        if (finesse(held, suitof(theirs, led), cheapest - base)) options |= bit(cheapest);
        return options;
    }
    u64 d = discards(s, mine, theirs);
    if (trump >= 0 && !partner_winning) {
        u64 trumps = suitof(mine, trump);
        if (win_card / 13 == trump) trumps &= ~((bit(win_card - 13 * trump + 1)) - 1);
        if (trumps) {
            u64 ruff = bit(13 * trump + lowc(trumps));
            return place == 1 ? (ruff | d) : ruff;
        }
    }
    return d;
}

static u64 ordered_leads(const S *s, u64 mine, u64 partner, u64 theirs) {
    for (int i = 0; i < 4; i++) {
        int suit = s->order[i];
        u64 c = suitof(mine, suit);
        if (c && masters(c, suitof(theirs, suit))) return bit(13 * suit + top(c));
    }
    for (int i = 0; i < 4; i++) {
        int suit = s->order[i];
        u64 c = suitof(mine, suit);
        if (c && masters(suitof(partner, suit), suitof(theirs, suit)))
            return bit(13 * suit + lowc(c));
    }
    for (int i = 0; i < 4; i++) {
        int suit = s->order[i];
        u64 c = suitof(mine, suit);
        if (c) return bit(13 * suit + lowc(c));
    }
    return 0;
}

static u64 free_leads(const S *s, u64 mine, u64 partner, u64 theirs) {
    u64 tops = 0, crossings = 0, lows = 0;
    for (int suit = 0; suit < 4; suit++) {
        u64 held = suitof(mine, suit);
        if (!held) continue;
        u64 opp = suitof(theirs, suit);
        u64 low = bit(13 * suit + lowc(held));
        lows |= low;
        if (masters(held, opp)) tops |= bit(13 * suit + top(held));
        if (masters(suitof(partner, suit), opp)) crossings |= low;
    }
    if (tops) return s->top_down ? tops : (tops | crossings);
    return crossings ? crossings : lows;
}

static u64 leads(const S *s, int step, u64 mine, u64 partner, u64 theirs) {
    int trump = s->trump;
    int kind = step >= 0 ? s->kind[step] : -1;
    if (kind == CROSS) {
        u64 feeds = 0;
        for (int suit = 0; suit < 4; suit++) {
            if (suit != trump && suitof(mine, suit) && !suitof(partner, suit) &&
                suitof(partner, trump))
                feeds |= bit(13 * suit + lowc(suitof(mine, suit)));
        }
        if (feeds) return feeds;
    }
    if (kind == CASH || kind == DRAW) {
        int suit = kind == CASH ? s->value[step] : trump;
        u64 held = suitof(mine, suit);
        if (held) {
            u64 opp = suitof(theirs, suit);
            int own = masters(held, opp) != 0;
            int other = masters(suitof(partner, suit), opp) != 0;
            u64 out = 0;
            if (own) out |= bit(13 * suit + top(held));
            if ((other && !(own && s->top_down)) || (!own && kind == DRAW))
                out |= bit(13 * suit + lowc(held));
            if (out) return out;
        }
    }
    if (s->nsteps) return ordered_leads(s, mine, partner, theirs);
    return free_leads(s, mine, partner, theirs);
}

static int beaten(const S *s, int leader, const int *cards, int n, int card, u64 mine) {
    int win_off = winner_offset(cards, n, s->trump);
    int win_card = cards[win_off];
    if ((((leader + win_off) & 3) & 1) == s->side) return 0;
    if (win_card / 13 != card / 13 || card > win_card) return 0;
    return (suitof(mine, win_card / 13) & ~((2ULL << (win_card % 13)) - 1)) != 0;
}

static u64 choose(const S *s, const u64 *masks, int leader, const int *cards, int n) {
    int seat = (leader + n) & 3;
    u64 mine = masks[seat], partner = masks[seat ^ 2];
    u64 theirs = masks[seat ^ 1] | masks[seat ^ 3];
    if (n && !s->plays_cards) return follows(s, masks, leader, cards, n, mine, partner, theirs);
    int step = active(s, masks);
    if (step >= 0 && s->kind[step] == PLAY && ((mine >> s->value[step]) & 1)) {
        int card = s->value[step];
        if (!n) return bit(card);
        int led = cards[0] / 13;
        if (card / 13 == led && !beaten(s, leader, cards, n, card, mine)) return bit(card);
        if (card / 13 != led && !suitof(mine, led)) return bit(card);
    }
    if (!n) return leads(s, step, mine, partner, theirs);
    return follows(s, masks, leader, cards, n, mine, partner, theirs);
}

/* ---------------------------------------------------------------- the search */
static int master_of_each(u64 hand, u64 others, u64 theirs, int skip) {
    int side_cards = 0;
    for (int suit = 0; suit < 4; suit++) {
        if (suit == skip) continue;
        u64 held = suitof(hand, suit);
        if (held) {
            side_cards = 1;
            u64 opp = suitof(theirs, suit);
            if (opp && bitlen(held) <= bitlen(opp)) return 0;
        } else if (suitof(others, suit)) {
            return 0;
        }
    }
    return side_cards;
}

static int sure(const S *s, const u64 *masks, int side) {
    u64 ours = masks[side] | masks[side ^ 2];
    u64 theirs = masks[side ^ 1] | masks[side ^ 3];
    int trump = s->trump;
    if (trump >= 0) {
        u64 opp = suitof(theirs, trump);
        if (opp) {
            u64 above = SUIT & ~((bit(bitlen(opp))) - 1);
            int a = popc(suitof(masks[side], trump) & above);
            int b = popc(suitof(masks[side ^ 2], trump) & above);
            return a > b ? a : b;
        }
        u64 a = suitof(masks[side], trump), b = suitof(masks[side ^ 2], trump);
        int na = popc(a), nb = popc(b);
        int count = na > nb ? na : nb;
        if (count) {
            if (a && b) return count;
            u64 hand = a ? masks[side] : masks[side ^ 2];
            return count + master_of_each(hand, (ours ^ hand) | theirs, theirs, trump);
        }
    }
    for (int k = 0; k < 2; k++) {
        int seat = k ? side ^ 2 : side;
        u64 hand = masks[seat];
        u64 others = (ours ^ hand) | theirs;
        int ok = 1;
        for (int suit = 0; suit < 4; suit++) {
            u64 held = suitof(hand, suit);
            if (held) {
                u64 opp = suitof(theirs, suit);
                if (opp && bitlen(held) <= bitlen(opp)) { ok = 0; break; }
            } else if (suitof(others, suit)) {
                ok = 0;
                break;
            }
        }
        if (ok) return 1;
    }
    return 0;
}

static int decided(const S *s, const u64 *masks, int leader, int remaining) {
    u64 ours = masks[leader] | masks[leader ^ 2];
    u64 theirs = masks[leader ^ 1] | masks[leader ^ 3];
    int trump = s->trump;
    if (trump >= 0 && suitof(theirs, trump)) return -1;
    for (int suit = 0; suit < 4; suit++) {
        u64 held = suitof(ours, suit), opp = suitof(theirs, suit);
        if (held && opp && bitlen(held & (~held + 1)) <= bitlen(opp)) return -1;
    }
    return (leader & 1) == s->side ? remaining : 0;
}

static int node(S *s, const u64 *masks, int leader, const int *cards, int n, int alpha, int beta);

static int start(S *s, const u64 *masks, int leader, int alpha, int beta) {
    int remaining = popc(masks[leader]);
    if (remaining == 0) return 0;
    int d = decided(s, masks, leader, remaining);
    if (d >= 0) return d;
    Table *t = s->table;
    if (2 * (t->used + 1) > t->cap && !grow(t)) {
        s->failed = 1;
        return 0;
    }
    int found;
    Slot *slot = lookup(t, masks, leader, &found);
    int lo, hi;
    if (found) {
        lo = slot->lo;
        hi = slot->hi;
    } else {
        lo = sure(s, masks, s->side);
        hi = remaining - sure(s, masks, s->side ^ 1);
        slot->m[0] = masks[0];
        slot->m[1] = masks[1];
        slot->m[2] = masks[2];
        slot->m[3] = masks[3];
        slot->leader = leader;
        slot->lo = (int8_t)lo;
        slot->hi = (int8_t)hi;
        t->used++;
    }
    if (lo >= beta) return lo;
    if (hi <= alpha || lo == hi) return hi;
    int a = alpha > lo ? alpha : lo;
    int b = beta < hi ? beta : hi;
    int value = node(s, masks, leader, NULL, 0, a, b);
    if (s->failed) return 0;
    /* the table may have grown: find the slot again */
    slot = lookup(t, masks, leader, &found);
    if (value <= a) {
        if (value < slot->hi) slot->hi = (int8_t)value;
    } else if (value >= b) {
        if (value > slot->lo) slot->lo = (int8_t)value;
    } else {
        slot->lo = slot->hi = (int8_t)value;
    }
    return value;
}

static int node(S *s, const u64 *masks, int leader, const int *cards, int n, int alpha, int beta) {
    s->nodes++;
    int seat = (leader + n) & 3;
    u64 hand = masks[seat];
    u64 playable = hand;
    if (n) {
        u64 follow = hand & (SUIT << (13 * (cards[0] / 13)));
        if (follow) playable = follow;
    }
    int cand[13];
    int ncand = 0;
    int maximising;
    if ((playable & (playable - 1)) == 0) {
        cand[ncand++] = top(playable);
        maximising = (seat & 1) == s->side ? s->maximise : 0;
    } else if ((seat & 1) == s->side) {
        u64 allowed = choose(s, masks, leader, cards, n) & playable;
        if (!allowed) allowed = playable;
        if (s->maximise) {
            while (allowed) { int c = top(allowed); cand[ncand++] = c; allowed &= ~bit(c); }
        } else {
            while (allowed) { int c = lowc(allowed); cand[ncand++] = c; allowed &= ~bit(c); }
        }
        maximising = s->maximise;
    } else {
        u64 others = masks[seat ^ 1] | masks[seat ^ 2] | masks[seat ^ 3];
        for (int i = 0; i < n; i++) others |= bit(cards[i]);
        int previous = -1;
        u64 m = playable;
        while (m) {
            int card = top(m);
            m &= ~bit(card);
            if (previous >= 0 && previous / 13 == card / 13 &&
                !(others & (bit(previous) - bit(card + 1))))
                continue;
            cand[ncand++] = card;
            previous = card;
        }
        maximising = 0;
    }
    int best = maximising ? -1 : 99;
    int next[4];
    for (int i = 0; i < n; i++) next[i] = cards[i];
    u64 child[4];
    for (int i = 0; i < ncand; i++) {
        int card = cand[i];
        child[0] = masks[0];
        child[1] = masks[1];
        child[2] = masks[2];
        child[3] = masks[3];
        child[seat] = hand & ~bit(card);
        next[n] = card;
        int value;
        if (n == 3) {
            int winner = (leader + winner_offset(next, 4, s->trump)) & 3;
            int won = (winner & 1) == s->side ? 1 : 0;
            value = won + start(s, child, winner, alpha - won, beta - won);
        } else {
            value = node(s, child, leader, next, n + 1, alpha, beta);
        }
        if (s->failed) return 0;
        if (maximising) {
            if (value > best) {
                best = value;
                if (best > alpha) {
                    alpha = best;
                    if (alpha >= beta) break;
                }
            }
        } else if (value < best) {
            best = value;
            if (best < beta) {
                beta = best;
                if (alpha >= beta) break;
            }
        }
    }
    return best;
}

/* One search: the tricks the side takes (alpha-beta window [alpha, beta]), or -1 when
 * memory ran out. ``kinds``/``values``: the line's steps (CASH: suit, PLAY: card index,
 * DRAW, CROSS); ``order``: the line's order of suits (rule 3). */
int lc_search(void *table, const int *kinds, const int *values, int nsteps, const int *order,
              int side, int top_down, int maximise, int trump, u64 m0, u64 m1, u64 m2, u64 m3,
              int leader, const int *current, int ncurrent, int alpha, int beta, long *nodes) {
    S s;
    memset(&s, 0, sizeof s);
    if (nsteps > MAXSTEPS) return -2;
    s.nsteps = nsteps;
    for (int i = 0; i < nsteps; i++) {
        s.kind[i] = kinds[i];
        s.value[i] = values[i];
        if (kinds[i] == PLAY) s.plays_cards = 1;
        if (kinds[i] == CROSS) s.crosses = 1;
    }
    for (int i = 0; i < 4; i++) s.order[i] = order[i];
    s.side = side;
    s.top_down = top_down;
    s.maximise = maximise;
    s.trump = trump;
    s.table = table;
    u64 masks[4] = {m0, m1, m2, m3};
    int value = node(&s, masks, leader, current, ncurrent, alpha, beta);
    if (nodes) *nodes += s.nodes;
    return s.failed ? -1 : value;
}
