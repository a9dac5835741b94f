/* plain_game: a plain game made into its PbnTag records (part of the compiled PBN core:
 * _pbncore.c), from the cut of its lines (_pbncore_lines.c).
 */
#include "_pbncore.h"

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
    PyObject *out = k == len ? pbn_substring(text, kind, data, a, b)
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
            q = pbn_string_end(kind, data, eol, p + 1);
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
        PyObject *token = pbn_substring(text, kind, data, p, q);
        if (token == NULL
            || (glue ? add_pieces(section, pieces, token) : refs_add(section, token)) < 0)
            return -1;
        p = q;
    }
    for (Py_ssize_t i = before; i < section->size; i++)
        if (refs_add(lines, Py_NewRef(line_obj)) < 0) return -1;
    return 1;
}

/* A token [a, b) of a line read token by token into section, its line into lines
 * (pbn_lexer._Lexer.add_tokens: in an Auction or Play section, a token with an
 * annotation character is cut by pieces). 1: done; -1: an error. */
static int
add_token(PyObject *text, int kind, const void *data, Py_ssize_t a, Py_ssize_t b,
          PyObject *line_obj, int moves, PyObject *pieces, Refs *section, Refs *lines)
{
    int glue = 0;
    for (Py_ssize_t i = a; moves && i < b && !glue; i++) glue = is_glue(CH(i));
    Py_ssize_t before = section->size;
    PyObject *token = pbn_substring(text, kind, data, a, b);
    if (token == NULL
        || (glue ? add_pieces(section, pieces, token) : refs_add(section, token)) < 0)
        return -1;
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

/* The record of the tag pair s with what follows it (a PbnTag), its first row with a tab
 * in *tab_line if none before; NULL with *done 0 for rows not as pbn_cut_game checked them
 * (not met), or with an error. */
static PyObject *
make_tag(PyObject *text, int kind, const void *data, const Cut *cut, const Span *s,
         PyObject *pieces, long *tab_line, int *done)
{
    Refs section = {0}, lines = {0}, comments = {0};
    PyObject *vals[6] = {NULL, NULL, NULL, NULL, NULL, NULL};
    vals[0] = pbn_substring(text, kind, data, s->name_a, s->name_b);
    vals[1] = s->escaped ? unescaped(text, kind, data, s->value_a, s->value_b)
                         : pbn_substring(text, kind, data, s->value_a, s->value_b);
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
        else if (item->kind == TABS) {
            if (!*tab_line) *tab_line = item->line;
        }
        else if (item->kind == TOKEN) { /* cut into its annotations in a move section */
            *done = add_token(text, kind, data, item->a, item->b, line_obj, moves, pieces,
                              &section, &lines);
        }
        else { /* among the section's tokens once there is one, else the tag's comments */
            PyObject *comment = pbn_substring(text, kind, data, item->a, item->b);
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
    return pbn_new_record(&pbn_tag_layout, vals);
}

/* plain_game(text, start, line, pieces): the plain game at offset start (its first
 * line numbered line) as (tags, first, values, end, tab_line, marked), or None for a
 * game that is not plain (pbn_lexer._Lexer._plain), read line by line. A game with
 * comments on lines of their own among its tag pairs and rows, or after a tag pair, is
 * cut here too: the tags are then those the line-by-line lexer makes. NotImplemented: a
 * game this code leaves to the Python code. */
PyObject *
pbn_plain_game(PyObject *self, PyObject *args)
{
    PyObject *text, *pieces;
    Py_ssize_t start;
    long first_line;
    if (!PyArg_ParseTuple(args, "UnlO:plain_game", &text, &start, &first_line, &pieces))
        return NULL;
    if (pbn_tag_layout.type == NULL) {
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
    Py_ssize_t end = pbn_cut_game(kind, data, n, start, first_line, &cut);
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
        PyObject *name = *(PyObject **)((char *)tag + pbn_tag_layout.off[0]);
        PyObject *value = *(PyObject **)((char *)tag + pbn_tag_layout.off[1]);
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

