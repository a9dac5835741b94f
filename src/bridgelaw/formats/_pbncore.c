/* The tolerant PBN reader's plain paths, in C (a CPython extension module).
 *
 * plain_game is bridgelaw.formats.pbn_lexer._Lexer._plain with _plain_tags and _rows: it
 * cuts the plain game at an offset of the text (tag pairs alone on their lines, each
 * followed by rows of tokens, up to an empty line) and makes its PbnTag records; it gives
 * None exactly where the Python code gives None (the game is then read line by line),
 * but for a game with comments on lines of their own among its tag pairs and rows, or
 * after a tag pair (no tab on those lines outside the comments): that game is cut here
 * too, into the tags the line-by-line lexer makes of it.
 * tricks is pbn_play._tricks (the rows of a Play section from tables of shared card
 * units) and spelt_calls is pbn_auction.plain_moves without the units (the calls from a
 * table of shared calls); both give None where the Python code meets a token it has no
 * unit for, and the Python code then reads the section. The Python code is the
 * reference: tests/formats/test_pbn_core.py compares the two on every shared PBN file,
 * the edge texts of the fast-path tests and random texts.
 *
 * The records are made as the Python code makes them (pbn_units.new_tag): an object of
 * the record's class is allocated and its slots filled, at the offsets the class's own
 * member descriptors give (checked once by setup). Short ASCII strings (tag names,
 * values, tokens) are shared through a bounded table: equal strings, one object.
 *
 * Every read of the text is bounded by its length; every allocation is checked. Built by
 * bridgelaw.formats.pbncore with the system C compiler on first use; without one (or
 * without Python.h) the Python code runs, with the same results.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>
#include <stdint.h>
#include <string.h>

/* ------------------------------------------------------------ record layouts */

#define MAX_FIELDS 8

typedef struct {
    PyTypeObject *type;
    Py_ssize_t off[MAX_FIELDS];
    int n;
} Layout;

static Layout tag_layout;   /* name, value, section, comments, line, section_lines */
static Layout trick_layout; /* first, cards, line */
static PyObject *empty_str; /* "" */
static PyObject *empty_tuple;

/* The offsets of the slots ``names`` of ``type``: each a writable object slot of the
 * class (a member descriptor of type T_OBJECT_EX) inside the object. */
static int
find_layout(Layout *lay, PyObject *type, PyObject *names)
{
    if (!PyType_Check(type) || !PyTuple_Check(names)) {
        PyErr_SetString(PyExc_TypeError, "setup: a class and a tuple of slot names");
        return -1;
    }
    PyTypeObject *t = (PyTypeObject *)type;
    Py_ssize_t n = PyTuple_GET_SIZE(names);
    if (n > MAX_FIELDS || t->tp_itemsize != 0 || t->tp_alloc == NULL
        || !(t->tp_flags & Py_TPFLAGS_HEAPTYPE)) {
        PyErr_SetString(PyExc_TypeError, "setup: not a class of slots");
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *descr = PyObject_GetAttr(type, PyTuple_GET_ITEM(names, i));
        if (descr == NULL) return -1;
        int ok = Py_IS_TYPE(descr, &PyMemberDescr_Type);
        if (ok) {
            PyMemberDef *m = ((PyMemberDescrObject *)descr)->d_member;
            ok = m->type == T_OBJECT_EX && !(m->flags & READONLY)
                 && m->offset >= (Py_ssize_t)sizeof(PyObject)
                 && m->offset + (Py_ssize_t)sizeof(PyObject *) <= t->tp_basicsize;
            if (ok) lay->off[i] = m->offset;
        }
        Py_DECREF(descr);
        if (!ok) {
            PyErr_SetString(PyExc_TypeError, "setup: a name is not an object slot");
            return -1;
        }
    }
    Py_XSETREF(lay->type, (PyTypeObject *)Py_NewRef(type));
    lay->n = (int)n;
    return 0;
}

/* A record with its fields ``vals`` (references stolen, also on failure). */
static PyObject *
new_record(const Layout *lay, PyObject **vals)
{
    PyObject *obj = lay->type->tp_alloc(lay->type, 0);
    if (obj == NULL) {
        for (int i = 0; i < lay->n; i++) Py_DECREF(vals[i]);
        return NULL;
    }
    for (int i = 0; i < lay->n; i++) *(PyObject **)((char *)obj + lay->off[i]) = vals[i];
    return obj;
}

/* ------------------------------------------------------------ shared strings */

#define IT_BITS 13
#define IT_SIZE (1 << IT_BITS)
#define IT_MAXFILL (IT_SIZE / 2)
#define IT_MAXLEN 24

typedef struct {
    PyObject *str;
    uint32_t hash;
    uint32_t len;
    unsigned char chars[IT_MAXLEN];
} Entry;

static Entry table[IT_SIZE];
static int table_fill;

/* text[a:b] as a str; short ASCII ones shared (the table is bounded: once full, new
 * strings are made each time). */
static PyObject *
substring(PyObject *text, int kind, const void *data, Py_ssize_t a, Py_ssize_t b)
{
    Py_ssize_t len = b - a;
    if (len <= 0) return Py_NewRef(empty_str);
    if (len > IT_MAXLEN) return PyUnicode_Substring(text, a, b);
    unsigned char buf[IT_MAXLEN];
    uint32_t h = 2166136261u;
    for (Py_ssize_t i = 0; i < len; i++) {
        Py_UCS4 c = PyUnicode_READ(kind, data, a + i);
        if (c >= 128) return PyUnicode_Substring(text, a, b);
        buf[i] = (unsigned char)c;
        h = (h ^ (uint32_t)c) * 16777619u;
    }
    uint32_t i = h & (IT_SIZE - 1);
    while (table[i].str != NULL) {
        if (table[i].hash == h && table[i].len == (uint32_t)len
            && memcmp(table[i].chars, buf, (size_t)len) == 0)
            return Py_NewRef(table[i].str);
        i = (i + 1) & (IT_SIZE - 1);
    }
    PyObject *s = PyUnicode_New(len, 127);
    if (s == NULL) return NULL;
    memcpy(PyUnicode_1BYTE_DATA(s), buf, (size_t)len);
    if (table_fill < IT_MAXFILL) {
        table[i].str = Py_NewRef(s);
        table[i].hash = h;
        table[i].len = (uint32_t)len;
        memcpy(table[i].chars, buf, (size_t)len);
        table_fill++;
    }
    return s;
}

/* ------------------------------------------------------------ the plain game */

#define CH(i) PyUnicode_READ(kind, data, (i))

static inline int
is_space(Py_UCS4 c)
{
    return Py_UNICODE_ISSPACE(c);
}

static inline int
is_glue(Py_UCS4 c) /* = $ ! ? ^ * + */
{
    return c == '=' || c == '$' || c == '!' || c == '?' || c == '^' || c == '*' || c == '+';
}

static inline int
is_name_char(Py_UCS4 c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')
           || c == '_';
}

/* After the opening quote at pos - 1: the offset of the closing quote, or -1 (a string
 * of pbn_lexer._STRING_TOKEN: no tab or line break, a backslash escapes any other). */
static Py_ssize_t
string_end(int kind, const void *data, Py_ssize_t n, Py_ssize_t pos)
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

typedef struct {
    Py_ssize_t name_a, name_b, value_a, value_b;
    int escaped;             /* a backslash in the value */
    long line;               /* the tag pair's line */
    Py_ssize_t items, n_items; /* what follows it (Cut.items) */
} Span;

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
    Py_ssize_t q = string_end(kind, data, n, p);
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
        Py_ssize_t q = string_end(kind, data, n, p + 1);
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
            Py_ssize_t q = string_end(kind, data, n, p + 1);
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

/* A growing array of references. */
typedef struct {
    PyObject **items;
    Py_ssize_t size, cap;
} Refs;

static int
refs_add(Refs *r, PyObject *obj) /* steals obj */
{
    if (obj == NULL) return -1;
    if (r->size == r->cap) {
        Py_ssize_t cap = r->cap ? r->cap * 2 : 64;
        PyObject **items = PyMem_Realloc(r->items, (size_t)cap * sizeof(PyObject *));
        if (items == NULL) {
            Py_DECREF(obj);
            PyErr_NoMemory();
            return -1;
        }
        r->items = items;
        r->cap = cap;
    }
    r->items[r->size++] = obj;
    return 0;
}

static void
refs_clear(Refs *r)
{
    for (Py_ssize_t i = 0; i < r->size; i++) Py_DECREF(r->items[i]);
    r->size = 0;
}

static void
refs_free(Refs *r)
{
    refs_clear(r);
    PyMem_Free(r->items);
    r->items = NULL;
    r->cap = 0;
}

static PyObject *
refs_tuple(Refs *r) /* the references move to the tuple */
{
    if (r->size == 0) return Py_NewRef(empty_tuple);
    PyObject *t = PyTuple_New(r->size);
    if (t == NULL) return NULL;
    for (Py_ssize_t i = 0; i < r->size; i++) PyTuple_SET_ITEM(t, i, r->items[i]);
    r->size = 0;
    return t;
}

/* A value with \" and \\ undone (pbn_lexer.unescape). */
static PyObject *
unescaped(PyObject *text, int kind, const void *data, Py_ssize_t a, Py_ssize_t b)
{
    Py_ssize_t len = b - a;
    Py_UCS4 *buf = PyMem_Malloc((size_t)(len > 0 ? len : 1) * sizeof(Py_UCS4));
    if (buf == NULL) return PyErr_NoMemory();
    Py_ssize_t k = 0;
    for (Py_ssize_t i = a; i < b; i++) {
        Py_UCS4 c = CH(i);
        if (c == '\\' && i + 1 < b && (CH(i + 1) == '\\' || CH(i + 1) == '"')) {
            c = CH(i + 1);
            i++;
        }
        buf[k++] = c;
    }
    PyObject *out = k == len ? substring(text, kind, data, a, b)
                             : PyUnicode_FromKindAndData(PyUnicode_4BYTE_KIND, buf, k);
    PyMem_Free(buf);
    return out;
}

/* Add the pieces of a token with an annotation glued in it (``pieces(token)``, the
 * lexer's _pieces: a tuple of strings). Steals token. */
static int
add_pieces(Refs *section, PyObject *pieces, PyObject *token)
{
    PyObject *got = PyObject_CallOneArg(pieces, token);
    Py_DECREF(token);
    if (got == NULL) return -1;
    if (!PyTuple_Check(got)) {
        Py_DECREF(got);
        PyErr_SetString(PyExc_TypeError, "pieces: a tuple expected");
        return -1;
    }
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(got); i++) {
        if (refs_add(section, Py_NewRef(PyTuple_GET_ITEM(got, i))) < 0) {
            Py_DECREF(got);
            return -1;
        }
    }
    Py_DECREF(got);
    return 0;
}

/* The tokens of a row [a, b) (one line and its line break, checked by row_line) into
 * section and its line into lines (pbn_lexer._rows); in an Auction or Play section
 * (moves), a row with an annotation glued to a token (pbn_lexer._GLUED_TOKEN) has each
 * token with an annotation character cut by pieces. 1: done; 0: the row is not as
 * checked (not met); -1: an error. */
static int
row_tokens(PyObject *text, int kind, const void *data, Py_ssize_t a, Py_ssize_t b,
           PyObject *line_obj, int moves, PyObject *pieces, Refs *section, Refs *lines)
{
    Py_ssize_t eol = b - 1;
    if (eol < a || CH(eol) != '\n') return 0;
    int cut = 0;
    if (moves) {
        for (Py_ssize_t i = a; i + 1 < eol && !cut; i++) {
            Py_UCS4 x = CH(i), y = CH(i + 1);
            cut = (!is_space(x) && !is_glue(x) && is_glue(y)) || (is_glue(x) && !is_space(y));
        }
    }
    Py_ssize_t before = section->size;
    Py_ssize_t p = a;
    while (p < eol) {
        Py_UCS4 c = CH(p);
        if (is_space(c)) {
            p++;
            continue;
        }
        Py_ssize_t q;
        int glue = 0;
        if (c == '"') {
            q = string_end(kind, data, eol, p + 1);
            if (q < 0) return 0;
            q++;
        }
        else {
            q = p;
            while (q < eol && !is_space(CH(q)) && CH(q) != '"') q++;
        }
        if (cut) {
            for (Py_ssize_t i = p; i < q && !glue; i++) glue = is_glue(CH(i));
        }
        PyObject *token = substring(text, kind, data, p, q);
        if (token == NULL
            || (glue ? add_pieces(section, pieces, token) : refs_add(section, token)) < 0)
            return -1;
        p = q;
    }
    for (Py_ssize_t i = before; i < section->size; i++)
        if (refs_add(lines, Py_NewRef(line_obj)) < 0) return -1;
    return 1;
}

static int
same_ascii(int kind, const void *data, Py_ssize_t a, Py_ssize_t b, const char *word)
{
    Py_ssize_t len = (Py_ssize_t)strlen(word);
    if (b - a != len) return 0;
    for (Py_ssize_t i = 0; i < len; i++)
        if (CH(a + i) != (Py_UCS4)(unsigned char)word[i]) return 0;
    return 1;
}

/* What follows a tag pair up to the next one: rows, and comments on lines of their own
 * (the line-by-line lexer puts a comment among the tag's section tokens once there is
 * one, else among the tag's comments). */
enum { ROW, COMMENT };

typedef struct {
    int kind;
    Py_ssize_t a, b; /* a row: its line with the line break; a comment: its text */
    long line;       /* where it starts */
} Item;

typedef struct {
    Span *spans;
    Py_ssize_t n_spans, spans_cap;
    Item *items;
    Py_ssize_t n_items, items_cap;
} Cut;

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

/* A line of comments at pos (numbered *line): white space without a tab, then comments
 * ({...}, which may run over lines, or ; to the end of the line) separated by white
 * space without a tab, as the line-by-line lexer reads them with no token and no tab to
 * note; after_tag: the rest of a tag pair's line (white space alone, too). Where the
 * next line starts (*line its number), -1 for another line, -2 for no memory. */
static Py_ssize_t
comment_line(int kind, const void *data, Py_ssize_t n, Py_ssize_t pos, long *line, Cut *cut,
             int after_tag)
{
    Py_ssize_t p = pos;
    long at = *line;
    Py_ssize_t items = cut->n_items;
    int comments = 0;
    for (;;) {
        while (p < n && CH(p) != '\n' && is_space(CH(p))) {
            if (CH(p) == '\t') goto other;
            p++;
        }
        if (p >= n || CH(p) == '\n') {
            if (!comments && !after_tag) goto other;
            *line = at + 1;
            return p < n ? p + 1 : n;
        }
        Py_UCS4 c = CH(p);
        if (c == ';') {
            Py_ssize_t eol = p;
            while (eol < n && CH(eol) != '\n') eol++;
            if (add_item(cut, COMMENT, p, eol, at) < 0) return -2;
            *line = at + 1;
            return eol < n ? eol + 1 : n;
        }
        if (c != '{') goto other;
        Py_ssize_t q = p + 1;
        long lines = 0;
        while (q < n && CH(q) != '}') lines += CH(q++) == '\n';
        if (q >= n) goto other; /* not closed: the lexer notes it */
        if (add_item(cut, COMMENT, p, q + 1, at) < 0) return -2;
        comments++;
        at += lines;
        p = q + 1;
    }
other:
    cut->n_items = items;
    return -1;
}

/* The lines of the game at start (its first line numbered first_line) into cut: tag
 * pairs with their rows and comments, up to an empty line or the end. Where the game
 * ends; -1 for a game that is not plain; -2 for no memory. */
static Py_ssize_t
cut_game(int kind, const void *data, Py_ssize_t n, Py_ssize_t start, long first_line,
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
        else { /* white space or comments after the tag pair */
            pos = comment_line(kind, data, n, next, &line, cut, 1);
            if (pos < 0) return pos;
        }
        for (;;) {
            Py_ssize_t after = row_line(kind, data, n, pos);
            if (after >= 0) {
                if (add_item(cut, ROW, pos, after, line) < 0) return -2;
                pos = after;
                line++;
                continue;
            }
            if (pos >= n) break;
            after = comment_line(kind, data, n, pos, &line, cut, 0);
            if (after == -2) return -2;
            if (after < 0) break;
            pos = after;
            if (pos >= n) break;
        }
        span.n_items = cut->n_items - span.items;
        if (add_span(cut, &span) < 0) return -2;
        if (pos >= n) return n;
        next = tag_line(kind, data, n, pos, &span);
    }
    return blank_line(kind, data, n, pos) && pos > start ? pos : -1;
}

/* The record of the tag pair s with what follows it (a PbnTag), its first row with a tab
 * in *tab_line if none before; NULL with *done 0 for rows not as cut_game checked them
 * (not met), or with an error. */
static PyObject *
make_tag(PyObject *text, int kind, const void *data, const Cut *cut, const Span *s,
         PyObject *pieces, long *tab_line, int *done)
{
    Refs section = {0}, lines = {0}, comments = {0};
    PyObject *vals[6] = {NULL, NULL, NULL, NULL, NULL, NULL};
    vals[0] = substring(text, kind, data, s->name_a, s->name_b);
    vals[1] = s->escaped ? unescaped(text, kind, data, s->value_a, s->value_b)
                         : substring(text, kind, data, s->value_a, s->value_b);
    vals[4] = PyLong_FromLong(s->line);
    int moves = same_ascii(kind, data, s->name_a, s->name_b, "Auction")
                || same_ascii(kind, data, s->name_a, s->name_b, "Play");
    *done = 1;
    for (Py_ssize_t k = s->items; k < s->items + s->n_items && *done > 0; k++) {
        const Item *item = &cut->items[k];
        PyObject *line_obj = PyLong_FromLong(item->line);
        if (line_obj == NULL) {
            *done = -1;
            break;
        }
        if (item->kind == ROW) {
            for (Py_ssize_t i = item->a; i < item->b && !*tab_line; i++)
                if (CH(i) == '\t') *tab_line = item->line;
            *done = row_tokens(text, kind, data, item->a, item->b, line_obj, moves, pieces,
                               &section, &lines);
        }
        else { /* among the section's tokens once there is one, else the tag's comments */
            PyObject *comment = substring(text, kind, data, item->a, item->b);
            int failed = section.size ? refs_add(&section, comment) < 0
                                            || refs_add(&lines, Py_NewRef(line_obj)) < 0
                                      : refs_add(&comments, comment) < 0;
            *done = failed ? -1 : 1;
        }
        Py_DECREF(line_obj);
    }
    if (*done > 0) {
        vals[2] = refs_tuple(&section);
        vals[3] = refs_tuple(&comments);
        vals[5] = refs_tuple(&lines);
    }
    refs_free(&section);
    refs_free(&lines);
    refs_free(&comments);
    for (int i = 0; i < 6; i++) {
        if (vals[i] == NULL) {
            for (int j = 0; j < 6; j++) Py_XDECREF(vals[j]);
            return NULL;
        }
    }
    return new_record(&tag_layout, vals);
}

/* plain_game(text, start, line, pieces): the plain game at offset start (its first
 * line numbered line) as (tags, first, values, end, tab_line, marked), or None for a
 * game that is not plain (pbn_lexer._Lexer._plain), read line by line. A game with
 * comments on lines of their own among its tag pairs and rows, or after a tag pair, is
 * cut here too: the tags are then those the line-by-line lexer makes. NotImplemented: a
 * game this code leaves to the Python code. */
static PyObject *
plain_game(PyObject *self, PyObject *args)
{
    PyObject *text, *pieces;
    Py_ssize_t start;
    long first_line;
    if (!PyArg_ParseTuple(args, "UnlO:plain_game", &text, &start, &first_line, &pieces))
        return NULL;
    if (tag_layout.type == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "plain_game: setup not called");
        return NULL;
    }
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    if (start < 0 || start >= n || first_line < 0 || first_line > LONG_MAX / 2)
        Py_RETURN_NONE;
    Cut cut = {0};
    PyObject *tags = NULL, *first = NULL, *values = NULL, *result = NULL;
    Py_ssize_t end = cut_game(kind, data, n, start, first_line, &cut);
    if (end == -2) {
        PyErr_NoMemory();
        goto finally;
    }
    if (end < 0) {
        result = Py_NewRef(Py_None);
        goto finally;
    }
    tags = PyList_New(0);
    first = PyDict_New();
    values = PyDict_New();
    if (tags == NULL || first == NULL || values == NULL) goto finally;
    long tab_line = 0;
    for (Py_ssize_t t = 0; t < cut.n_spans; t++) {
        int done;
        PyObject *tag = make_tag(text, kind, data, &cut, &cut.spans[t], pieces, &tab_line,
                                 &done);
        if (tag == NULL) {
            if (done == 0 && !PyErr_Occurred()) result = Py_NewRef(Py_NotImplemented);
            goto finally;
        }
        PyObject *name = *(PyObject **)((char *)tag + tag_layout.off[0]);
        PyObject *value = *(PyObject **)((char *)tag + tag_layout.off[1]);
        int failed = PyList_Append(tags, tag) < 0 || PyDict_SetItem(first, name, tag) < 0
                     || PyDict_SetItem(values, name, value) < 0;
        Py_DECREF(tag);
        if (failed) goto finally;
    }
    int marked = 0;
    for (Py_ssize_t i = start; i + 1 < end && !marked; i++)
        marked = CH(i) == '"' && CH(i + 1) == '#';
    result = Py_BuildValue("(OOOnlO)", tags, first, values, end, tab_line,
                           marked ? Py_True : Py_False);
finally:
    Py_XDECREF(tags);
    Py_XDECREF(first);
    Py_XDECREF(values);
    PyMem_Free(cut.spans);
    PyMem_Free(cut.items);
    return result;
}

/* ------------------------------------------------------------ sections */

static int
is_char(PyObject *token, Py_UCS4 c)
{
    return PyUnicode_Check(token) && PyUnicode_GET_LENGTH(token) == 1
           && PyUnicode_READ_CHAR(token, 0) == c;
}

/* tricks(tokens, lines, seat, tag_line, columns): the rows of a Play section of plain
 * card tokens (pbn_play._tricks), each unit from the table of its column (``columns``:
 * four dicts, from ``seat``); None for a token not in a table. */
static PyObject *
tricks(PyObject *self, PyObject *args)
{
    PyObject *tokens_in, *lines_in, *seat, *tag_line_obj, *columns;
    if (!PyArg_ParseTuple(args, "OOOOO!:tricks", &tokens_in, &lines_in, &seat, &tag_line_obj,
                          &PyTuple_Type, &columns))
        return NULL;
    if (trick_layout.type == NULL) {
        PyErr_SetString(PyExc_RuntimeError, "tricks: setup not called");
        return NULL;
    }
    if (PyTuple_GET_SIZE(columns) != 4) {
        PyErr_SetString(PyExc_TypeError, "tricks: four columns");
        return NULL;
    }
    for (int k = 0; k < 4; k++) {
        if (!PyDict_Check(PyTuple_GET_ITEM(columns, k))) {
            PyErr_SetString(PyExc_TypeError, "tricks: four dicts");
            return NULL;
        }
    }
    PyObject *tokens = PySequence_Fast(tokens_in, "tricks: a sequence of tokens");
    if (tokens == NULL) return NULL;
    PyObject *lines = PySequence_Fast(lines_in, "tricks: a sequence of lines");
    if (lines == NULL) {
        Py_DECREF(tokens);
        return NULL;
    }
    PyObject **tok = PySequence_Fast_ITEMS(tokens);
    PyObject **lin = PySequence_Fast_ITEMS(lines);
    Py_ssize_t n = PySequence_Fast_GET_SIZE(tokens);
    Py_ssize_t n_lines = PySequence_Fast_GET_SIZE(lines);
    Py_ssize_t size = n;
    while (size && is_char(tok[size - 1], '*')) size--;
    Py_ssize_t *kept = PyMem_Malloc((size_t)(size > 0 ? size : 1) * sizeof(Py_ssize_t));
    Refs rows = {0};
    PyObject *result = NULL;
    if (kept == NULL) {
        PyErr_NoMemory();
        goto finally;
    }
    Py_ssize_t m = 0;
    for (Py_ssize_t i = 0; i < size; i++)
        if (!is_char(tok[i], '*')) kept[m++] = i;
    for (Py_ssize_t k = 0; k < m; k += 4) {
        Py_ssize_t width = m - k < 4 ? m - k : 4;
        PyObject *cards = PyTuple_New(width);
        if (cards == NULL) goto finally;
        for (Py_ssize_t j = 0; j < width; j++) {
            PyObject *unit = PyDict_GetItemWithError(PyTuple_GET_ITEM(columns, j), tok[kept[k + j]]);
            if (unit == NULL) {
                Py_DECREF(cards);
                if (!PyErr_Occurred()) result = Py_NewRef(Py_None);
                goto finally;
            }
            PyTuple_SET_ITEM(cards, j, Py_NewRef(unit));
        }
        Py_ssize_t at = kept[k];
        PyObject *vals[3] = {Py_NewRef(seat), cards,
                             Py_NewRef(at < n_lines ? lin[at] : tag_line_obj)};
        if (refs_add(&rows, new_record(&trick_layout, vals)) < 0) goto finally;
    }
    result = refs_tuple(&rows);
finally:
    refs_free(&rows);
    PyMem_Free(kept);
    Py_DECREF(tokens);
    Py_DECREF(lines);
    return result;
}

/* spelt_calls(tokens, spelt, plain_pass): the calls of an Auction section of plain call
 * tokens from the dealer's (pbn_auction.plain_moves without the units): ``*``, ``-`` and
 * ``+`` left out, ``AP`` as the passes that end the auction, each other token's call from
 * the table ``spelt``; None for a token not in it. */
static PyObject *
spelt_calls(PyObject *self, PyObject *args)
{
    PyObject *tokens_in, *spelt, *plain_pass;
    if (!PyArg_ParseTuple(args, "OO!O:spelt_calls", &tokens_in, &PyDict_Type, &spelt,
                          &plain_pass))
        return NULL;
    PyObject *tokens = PySequence_Fast(tokens_in, "spelt_calls: a sequence of tokens");
    if (tokens == NULL) return NULL;
    PyObject **tok = PySequence_Fast_ITEMS(tokens);
    Py_ssize_t n = PySequence_Fast_GET_SIZE(tokens);
    Refs calls = {0};
    PyObject *result = NULL;
    int bid_made = 0;
    long passes = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *token = tok[i];
        if (is_char(token, '*')) continue;
        PyObject *call = PyDict_GetItemWithError(spelt, token);
        if (call == NULL) {
            if (PyErr_Occurred()) goto finally;
            if (is_char(token, '-') || is_char(token, '+')) continue;
            if (PyUnicode_Check(token) && PyUnicode_GET_LENGTH(token) == 2
                && (PyUnicode_READ_CHAR(token, 0) | 0x20) == 'a'
                && (PyUnicode_READ_CHAR(token, 1) | 0x20) == 'p') {
                long count = (bid_made ? 3 : 4) - passes;
                if (count < 1) count = 1;
                for (long k = 0; k < count; k++)
                    if (refs_add(&calls, Py_NewRef(plain_pass)) < 0) goto finally;
                passes += count;
                continue;
            }
            result = Py_NewRef(Py_None);
            goto finally;
        }
        if (refs_add(&calls, Py_NewRef(call)) < 0) goto finally;
        if (call == plain_pass) {
            passes++;
        }
        else {
            passes = 0;
            bid_made = 1;
        }
    }
    result = refs_tuple(&calls);
finally:
    refs_free(&calls);
    Py_DECREF(tokens);
    return result;
}

/* setup(tag_class, tag_slots, trick_class, trick_slots): the records' classes. */
static PyObject *
setup(PyObject *self, PyObject *args)
{
    PyObject *tag_type, *tag_names, *trick_type, *trick_names;
    if (!PyArg_ParseTuple(args, "OO!OO!:setup", &tag_type, &PyTuple_Type, &tag_names,
                          &trick_type, &PyTuple_Type, &trick_names))
        return NULL;
    if (PyTuple_GET_SIZE(tag_names) != 6 || PyTuple_GET_SIZE(trick_names) != 3) {
        PyErr_SetString(PyExc_TypeError, "setup: six tag slots and three trick slots");
        return NULL;
    }
    if (find_layout(&tag_layout, tag_type, tag_names) < 0
        || find_layout(&trick_layout, trick_type, trick_names) < 0)
        return NULL;
    Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"setup", setup, METH_VARARGS, "The records' classes and their slots."},
    {"plain_game", plain_game, METH_VARARGS, "The plain game at an offset, or None."},
    {"tricks", tricks, METH_VARARGS, "The rows of a plain Play section, or None."},
    {"spelt_calls", spelt_calls, METH_VARARGS, "The calls of a plain Auction, or None."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_pbncore", "The tolerant PBN reader's plain paths in C.", -1,
    methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC
PyInit__pbncore(void)
{
    if (empty_str == NULL) {
        empty_str = PyUnicode_New(0, 0);
        if (empty_str == NULL) return NULL;
    }
    if (empty_tuple == NULL) {
        empty_tuple = PyTuple_New(0);
        if (empty_tuple == NULL) return NULL;
    }
    return PyModule_Create(&module);
}
