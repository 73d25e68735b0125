#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdlib.h>
#include <string.h>

static PyObject *distance(PyObject *self, PyObject *args) {
    const char *a, *b;
    if (!PyArg_ParseTuple(args, "ss", &a, &b)) return NULL;
    size_t n = strlen(a), m = strlen(b);
    size_t *row = malloc((m + 1) * sizeof(size_t));
    for (size_t j = 0; j <= m; j++) row[j] = j;
    for (size_t i = 1; i <= n; i++) {
        size_t prev = row[0]; row[0] = i;
        for (size_t j = 1; j <= m; j++) {
            size_t cur = row[j];
            size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
            size_t v = prev + cost;
            if (row[j] + 1 < v) v = row[j] + 1;
            if (row[j - 1] + 1 < v) v = row[j - 1] + 1;
            row[j] = v; prev = cur;
        }
    }
    size_t d = row[m]; free(row);
    return PyLong_FromSize_t(d);
}

static PyMethodDef M[] = {{"distance", distance, METH_VARARGS, "Levenshtein distance"}, {NULL, NULL, 0, NULL}};
static struct PyModuleDef mod = {PyModuleDef_HEAD_INIT, "fastlev", NULL, -1, M};
PyMODINIT_FUNC PyInit_fastlev(void) { return PyModule_Create(&mod); }
