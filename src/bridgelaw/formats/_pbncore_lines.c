/* The cut of a plain game's lines (part of the compiled PBN core: _pbncore.c).
 *
 * pbn_cut_game reads the lines of a game as bridgelaw.formats.pbn_lexer reads them: tag
 * pairs at the start of their lines ([Name "value"], no tab in the value), the rows of
 * tokens after each, comments and tokens read token by token (token_line), and escape
 * lines, up to an empty line; it notes where each is (Span, Item) and makes no object. Anything else: -1, and
 * the Python code reads the game line by line. Every read is bounded by the text's
 * length.
 */
#include "_pbncore.h"

static inline int
is_name_char(Py_UCS4 c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
           || c == '_';
}

/* After the opening quote at pos - 1: the offset of the closing quote, or -1 (a string
 * of pbn_lexer._STRING_TOKEN: no tab or line break, a backslash escapes any other). */
Py_ssize_t
pbn_string_end(int kind, const void *data, Py_ssize_t n, Py_ssize_t pos)
{
    while (pos < n) {
        Py_UCS4 c = CH(pos);
        if (c == '"') return pos;
        if (c == '\t' || c == '\n') return -1;
        if (c == '\\') {
            if (pos + 1 >= n) return -1;
            Py_UCS4 d = CH(pos + 1);
            if (d == '\t' || d == '\n') return -1;
            pos += 2;
        }
        else {
            pos++;
        }
    }
    return -1;
}

/* A tag pair at the start of a line at pos ([Name "value"] with no tab in the value):
 * where it ends, or -1. */
static Py_ssize_t
tag_line(int kind, const void *data, Py_ssize_t n, Py_ssize_t pos, Span *span)
{
    if (pos >= n || CH(pos) != '[') return -1;
    Py_ssize_t p = pos + 1;
    span->name_a = p;
    while (p < n && is_name_char(CH(p))) p++;
    if (p == span->name_a) return -1;
    span->name_b = p;
    if (p + 1 >= n || CH(p) != ' ' || CH(p + 1) != '"') return -1;
    p += 2;
    span->value_a = p;
    Py_ssize_t q = pbn_string_end(kind, data, n, p);
    if (q < 0) return -1;
    span->value_b = q;
    span->escaped = 0;
    for (Py_ssize_t i = p; i < q; i++) {
        if (CH(i) == '\\') {
            span->escaped = 1;
            break;
        }
    }
    if (q + 1 >= n || CH(q + 1) != ']') return -1;
    return q + 2;
}

/* A row of tokens at pos (pbn_lexer._PLAIN_TAG's rows: white space, a token character
 * or a string, then anything but a line break, brackets, braces, ';' and quotes, or whole
 * strings, up to the line break): where the next line starts, or -1. */
static Py_ssize_t
row_line(int kind, const void *data, Py_ssize_t n, Py_ssize_t pos)
{
    Py_ssize_t p = pos;
    while (p < n && CH(p) != '\n' && is_space(CH(p))) p++;
    if (p >= n) return -1;
    Py_UCS4 c = CH(p);
    if (c == '"') {
        Py_ssize_t q = pbn_string_end(kind, data, n, p + 1);
        if (q < 0) return -1;
        p = q + 1;
    }
    else if (is_space(c) || c == '[' || c == ']' || c == '{' || c == '}' || c == ';'
             || c == '%') {
        return -1;
    }
    else {
        p++;
    }
    while (p < n) {
        c = CH(p);
        if (c == '\n') return p + 1;
        if (c == '"') {
            Py_ssize_t q = pbn_string_end(kind, data, n, p + 1);
            if (q < 0) return -1;
            p = q + 1;
            continue;
        }
        if (c == '[' || c == ']' || c == '{' || c == '}' || c == ';') return -1;
        p++;
    }
    return -1;
}

/* Whether the line at pos is empty or white space (to its line break or the end). */
static int
blank_line(int kind, const void *data, Py_ssize_t n, Py_ssize_t pos)
{
    while (pos < n && CH(pos) != '\n' && is_space(CH(pos))) pos++;
    return pos >= n || CH(pos) == '\n';
}

static int
add_span(Cut *cut, const Span *span)
{
    if (cut->n_spans == cut->spans_cap) {
        Py_ssize_t cap = cut->spans_cap ? cut->spans_cap * 2 : 32;
        Span *grown = PyMem_Realloc(cut->spans, (size_t)cap * sizeof(Span));
        if (grown == NULL) return -1;
        cut->spans = grown;
        cut->spans_cap = cap;
    }
    cut->spans[cut->n_spans++] = *span;
    return 0;
}

static int
add_item(Cut *cut, int kind, Py_ssize_t a, Py_ssize_t b, long line)
{
    if (cut->n_items == cut->items_cap) {
        Py_ssize_t cap = cut->items_cap ? cut->items_cap * 2 : 64;
        Item *grown = PyMem_Realloc(cut->items, (size_t)cap * sizeof(Item));
        if (grown == NULL) return -1;
        cut->items = grown;
        cut->items_cap = cap;
    }
    Item *item = &cut->items[cut->n_items++];
    item->kind = kind;
    item->a = a;
    item->b = b;
    item->line = line;
    return 0;
}

/* Whether c ends a word of the line-by-line lexer (pbn_lexer._WORD: no white space,
 * brackets, braces, ';' or quote). */
static inline int
ends_word(Py_UCS4 c)
{
    return is_space(c) || c == '[' || c == ']' || c == '{' || c == '}' || c == ';' || c == '"';
}

/* The rest of a line from pos (numbered *line) read token by token, as
 * pbn_lexer._Lexer._scan reads it: white space, words and strings (TOKEN items, a string
 * closed on the line without a tab), comments ({...}, which may run over lines, the rest
 * of its last line read on from its brace; or ; to the end of the line), and a TABS item
 * where the lexer notes white space with a tab (the first line of a _scan; a comment
 * over lines starts a new one on its last line, if anything follows the brace there).
 * Where the next line starts (*line its number); -1 for a line the lexer reads another
 * way (a bracket, a stray brace, a string or comment not closed: nothing added); -2 for
 * no memory. */
static Py_ssize_t
token_line(int kind, const void *data, Py_ssize_t n, Py_ssize_t pos, long *line, Cut *cut)
{
    Py_ssize_t items = cut->n_items;
    Py_ssize_t p = pos;
    long at = *line;
    int tabs = 0;
    for (;;) {
        while (p < n && CH(p) != '\n' && is_space(CH(p))) tabs |= CH(p++) == '\t';
        if (p >= n || CH(p) == '\n') break;
        Py_UCS4 c = CH(p);
        Py_ssize_t q = p;
        if (c == ';') {
            while (q < n && CH(q) != '\n') q++;
            if (add_item(cut, COMMENT, p, q, at) < 0) return -2;
            p = q;
            break;
        }
        if (c == '{') {
            long lines = 0;
            while (++q < n && CH(q) != '}') lines += CH(q) == '\n';
            if (q >= n) goto other; /* not closed: the lexer notes it */
            if (add_item(cut, COMMENT, p, q + 1, at) < 0) return -2;
            p = q + 1;
            if (lines) { /* the lexer reads the rest of the last line anew, if not blank */
                if (tabs && add_item(cut, TABS, 0, 0, at) < 0) return -2;
                tabs = 0;
                at += lines;
                if (blank_line(kind, data, n, p)) {
                    while (p < n && CH(p) != '\n') p++;
                    break;
                }
            }
            continue;
        }
        if (c == '"') {
            q = pbn_string_end(kind, data, n, p + 1);
            if (q < 0) goto other;
            q++;
        }
        else if (c == '[' || c == ']' || c == '}') {
            goto other; /* a tag pair on the line, or a stray character */
        }
        else {
            while (q < n && !ends_word(CH(q))) q++;
        }
        if (add_item(cut, TOKEN, p, q, at) < 0) return -2;
        p = q;
    }
    if (tabs && add_item(cut, TABS, 0, 0, at) < 0) return -2;
    *line = at + 1;
    return p < n ? p + 1 : n;
other:
    cut->n_items = items;
    return -1;
}

/* An escape line at pos ('%' in its first column, PBN 2.1 §2.4: the rest of the line is
 * ignored; the lexer keeps it as a comment): where it ends, or -1 for one the lexer may
 * read as a header (% PBN 2.1, % EXPORT, % IMPORT: pbn_lexer._Lexer._escape), as that
 * changes what it reads next (a word of six characters not all ASCII is left to it too:
 * str.upper may make ASCII of them). */
static Py_ssize_t
escape_line(int kind, const void *data, Py_ssize_t n, Py_ssize_t pos)
{
    Py_ssize_t eol = pos + 1;
    while (eol < n && CH(eol) != '\n') eol++;
    Py_ssize_t a = pos + 1, b = eol;
    while (a < b && is_space(CH(a))) a++;
    if (b - a >= 3 && CH(a) == 'P' && CH(a + 1) == 'B' && CH(a + 2) == 'N') return -1;
    while (b > a && is_space(CH(b - 1))) b--;
    if (b - a != 6) return eol;
    char word[7] = {0};
    for (int i = 0; i < 6; i++) {
        Py_UCS4 c = CH(a + i);
        if (c >= 128) return -1;
        word[i] = (char)(c >= 'a' && c <= 'z' ? c - 32 : c);
    }
    return strcmp(word, "EXPORT") == 0 || strcmp(word, "IMPORT") == 0 ? -1 : eol;
}

/* The lines of the game at start (its first line numbered first_line) into cut: tag
 * pairs with their rows and comments, up to an empty line or the end. Where the game
 * ends; -1 for a game that is not plain; -2 for no memory. */
Py_ssize_t
pbn_cut_game(int kind, const void *data, Py_ssize_t n, Py_ssize_t start, long first_line,
         Cut *cut)
{
    Py_ssize_t pos = start;
    long line = first_line;
    Span span;
    Py_ssize_t next = tag_line(kind, data, n, pos, &span);
    while (next >= 0) {
        span.line = line;
        span.items = cut->n_items;
        if (next < n && CH(next) == '\n') {
            pos = next + 1;
            line++;
        }
        else { /* what follows the tag pair on its line */
            pos = token_line(kind, data, n, next, &line, cut);
            if (pos < 0) return pos;
        }
        while (pos < n) {
            Py_ssize_t after = row_line(kind, data, n, pos);
            if (after >= 0) {
                if (add_item(cut, ROW, pos, after, line) < 0) return -2;
                pos = after;
                line++;
                continue;
            }
            if (CH(pos) == '%') { /* an escape line, kept as a comment */
                after = escape_line(kind, data, n, pos);
                if (after < 0) return -1;
                if (add_item(cut, COMMENT, pos, after, line) < 0) return -2;
                pos = after < n ? after + 1 : n;
                line++;
                continue;
            }
            if (CH(pos) == '[' || blank_line(kind, data, n, pos)) break;
            after = token_line(kind, data, n, pos, &line, cut);
            if (after < 0) return after;
            pos = after;
        }
        span.n_items = cut->n_items - span.items;
        if (add_span(cut, &span) < 0) return -2;
        if (pos >= n) return n;
        next = tag_line(kind, data, n, pos, &span);
    }
    return blank_line(kind, data, n, pos) && pos > start ? pos : -1;
}

