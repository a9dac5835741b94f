/* tricks and spelt_calls: the plain Play and Auction sections (part of the compiled PBN
 * core: _pbncore.c).
 */
#include "_pbncore.h"

static int
is_char(PyObject *token, Py_UCS4 c)
{
    return PyUnicode_Check(token) && PyUnicode_GET_LENGTH(token) == 1
           && PyUnicode_READ_CHAR(token, 0) == c;
}

/* tricks(tokens, lines, seat, tag_line, columns): the rows of a Play section of plain
 * card tokens (pbn_play._tricks), each unit from the table of its column (``columns``:
 * four dicts, from ``seat``); None for a token not in a table. */
PyObject *
pbn_tricks(PyObject *self, PyObject *args)
{
    PyObject *tokens_in, *lines_in, *seat, *tag_line_obj, *columns;
    if (!PyArg_ParseTuple(args, "OOOOO!:tricks", &tokens_in, &lines_in, &seat, &tag_line_obj,
                          &PyTuple_Type, &columns))
        return NULL;
    if (pbn_trick_layout.type == NULL) {
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
        if (refs_add(&rows, pbn_new_record(&pbn_trick_layout, vals)) < 0) goto finally;
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
PyObject *
pbn_spelt_calls(PyObject *self, PyObject *args)
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

