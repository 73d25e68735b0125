#define PY_SSIZE_T_CLEAN
#include <Python.h>

static PyObject *fsum(PyObject *self, PyObject *arg) {
    PyObject *seq = PySequence_Fast(arg, "expected a sequence");
    if (!seq) return NULL;
    double s = 0;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    for (Py_ssize_t i = 0; i < n; i++) s += PyFloat_AsDouble(PySequence_Fast_GET_ITEM(seq, i));
    Py_DECREF(seq);
    if (PyErr_Occurred()) return NULL;
    return PyFloat_FromDouble(s);
}

static PyMethodDef M[] = {{"sum", fsum, METH_O, "Sum a sequence of floats."}, {NULL}};
static struct PyModuleDef mod = {PyModuleDef_HEAD_INIT, "fastsum", NULL, -1, M};
PyMODINIT_FUNC PyInit_fastsum(void) { return PyModule_Create(&mod); }
