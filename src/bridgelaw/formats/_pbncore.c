/* The tolerant PBN reader's plain paths, in C (a CPython extension module).
 *
 * plain_game is bridgelaw.formats.pbn_lexer._Lexer._plain with _plain_tags and _rows: it
 * cuts the plain game at an offset of the text (tag pairs alone on their lines, each
 * followed by rows of tokens, up to an empty line) and makes its PbnTag records; it gives
 * None exactly where the Python code gives None (the game is then read line by line),
 * but for a game with comments (on lines of their own, after a tag pair, between tokens
 * or before them on a line), escape lines ('%' in the first column) among its tag pairs
 * and rows, or tabs on those lines: that game is cut here too, into the tags the
 * line-by-line lexer makes of it.
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
 *
 * The core is this file (the module, the records' layouts, shared strings), the cut of a
 * game's lines (_pbncore_lines.c), its records (_pbncore_game.c) and the sections
 * (_pbncore_sections.c), with what they share in _pbncore.h: pbncore.py compiles them
 * together into one module.
 */
#include "_pbncore.h"

/* ------------------------------------------------------------ record layouts */

Layout pbn_tag_layout;
Layout pbn_trick_layout;
PyObject *pbn_empty_str;
PyObject *pbn_empty_tuple;

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
PyObject *
pbn_new_record(const Layout *lay, PyObject **vals)
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
PyObject *
pbn_substring(PyObject *text, int kind, const void *data, Py_ssize_t a, Py_ssize_t b)
{
    Py_ssize_t len = b - a;
    if (len <= 0) return Py_NewRef(pbn_empty_str);
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
    if (find_layout(&pbn_tag_layout, tag_type, tag_names) < 0
        || find_layout(&pbn_trick_layout, trick_type, trick_names) < 0)
        return NULL;
    Py_RETURN_NONE;
}

static PyMethodDef methods[] = {
    {"setup", setup, METH_VARARGS, "The records' classes and their slots."},
    {"plain_game", pbn_plain_game, METH_VARARGS, "The plain game at an offset, or None."},
    {"tricks", pbn_tricks, METH_VARARGS, "The rows of a plain Play section, or None."},
    {"spelt_calls", pbn_spelt_calls, METH_VARARGS, "The calls of a plain Auction, or None."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_pbncore", "The tolerant PBN reader's plain paths in C.", -1,
    methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC
PyInit__pbncore(void)
{
    if (pbn_empty_str == NULL) {
        pbn_empty_str = PyUnicode_New(0, 0);
        if (pbn_empty_str == NULL) return NULL;
    }
    if (pbn_empty_tuple == NULL) {
        pbn_empty_tuple = PyTuple_New(0);
        if (pbn_empty_tuple == NULL) return NULL;
    }
    return PyModule_Create(&module);
}
