/* What the files of the compiled PBN core share (see _pbncore.c for what the core is).
 *
 * _pbncore.c          the module: the records' layouts, shared strings, setup
 * _pbncore_lines.c    the cut of a game's lines: tag pairs, rows, comments, escape lines
 * _pbncore_game.c     plain_game: the cut game made into its PbnTag records
 * _pbncore_sections.c tricks and spelt_calls: the plain Play and Auction sections
 *
 * bridgelaw.formats.pbncore builds them together into one extension module; every name
 * shared between them starts with pbn_ and is hidden from outside the module.
 */
#ifndef BRIDGELAW_PBNCORE_H
#define BRIDGELAW_PBNCORE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <structmember.h>
#include <stdint.h>
#include <string.h>

#if defined(__GNUC__)
#define PBN_HIDDEN __attribute__((visibility("hidden")))
#else
#define PBN_HIDDEN
#endif

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

/* ------------------------------------------------------------ records (_pbncore.c) */

#define MAX_FIELDS 8

typedef struct {
    PyTypeObject *type;
    Py_ssize_t off[MAX_FIELDS];
    int n;
} Layout;

PBN_HIDDEN extern Layout pbn_tag_layout;   /* name, value, section, comments, line, section_lines */
PBN_HIDDEN extern Layout pbn_trick_layout; /* first, cards, line */
PBN_HIDDEN extern PyObject *pbn_empty_str; /* "" */
PBN_HIDDEN extern PyObject *pbn_empty_tuple;

/* A record with its fields ``vals`` (references stolen, also on failure). */
PBN_HIDDEN PyObject *pbn_new_record(const Layout *lay, PyObject **vals);

/* text[a:b] as a str; short ASCII ones shared. */
PBN_HIDDEN PyObject *pbn_substring(PyObject *text, int kind, const void *data, Py_ssize_t a,
                                   Py_ssize_t b);

/* ------------------------------------------------------------ growing arrays of references */

typedef struct {
    PyObject **items;
    Py_ssize_t size, cap;
} Refs;

static inline int
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

static inline void
refs_free(Refs *r)
{
    for (Py_ssize_t i = 0; i < r->size; i++) Py_DECREF(r->items[i]);
    r->size = 0;
    PyMem_Free(r->items);
    r->items = NULL;
    r->cap = 0;
}

static inline PyObject *
refs_tuple(Refs *r) /* the references move to the tuple */
{
    if (r->size == 0) return Py_NewRef(pbn_empty_tuple);
    PyObject *t = PyTuple_New(r->size);
    if (t == NULL) return NULL;
    for (Py_ssize_t i = 0; i < r->size; i++) PyTuple_SET_ITEM(t, i, r->items[i]);
    r->size = 0;
    return t;
}

/* ------------------------------------------------------------ the cut (_pbncore_lines.c) */

typedef struct {
    Py_ssize_t name_a, name_b, value_a, value_b;
    int escaped;               /* a backslash in the value */
    long line;                 /* the tag pair's line */
    Py_ssize_t items, n_items; /* what follows it (Cut.items) */
} Span;

/* What follows a tag pair up to the next one: rows of tokens, comments and escape lines
 * (the line-by-line lexer puts a comment among the tag's section tokens once there is
 * one, else among the tag's comments), the tokens of a line read token by token, and
 * where the lexer notes tabs in white space. */
enum { ROW, COMMENT, TOKEN, TABS };

typedef struct {
    int kind;
    Py_ssize_t a, b; /* a row: its line with the line break; a comment or token: its text */
    long line;       /* where it starts */
} Item;

typedef struct {
    Span *spans;
    Py_ssize_t n_spans, spans_cap;
    Item *items;
    Py_ssize_t n_items, items_cap;
} Cut;

/* After the opening quote at pos - 1: the offset of the closing quote, or -1. */
PBN_HIDDEN Py_ssize_t pbn_string_end(int kind, const void *data, Py_ssize_t n, Py_ssize_t pos);

/* The lines of the game at start into cut: where the game ends; -1 for a game that is not
 * plain; -2 for no memory. */
PBN_HIDDEN Py_ssize_t pbn_cut_game(int kind, const void *data, Py_ssize_t n, Py_ssize_t start,
                                   long first_line, Cut *cut);

/* ------------------------------------------------------------ the module's functions */

PBN_HIDDEN PyObject *pbn_plain_game(PyObject *self, PyObject *args);  /* _pbncore_game.c */
PBN_HIDDEN PyObject *pbn_tricks(PyObject *self, PyObject *args);      /* _pbncore_sections.c */
PBN_HIDDEN PyObject *pbn_spelt_calls(PyObject *self, PyObject *args); /* _pbncore_sections.c */

#endif
