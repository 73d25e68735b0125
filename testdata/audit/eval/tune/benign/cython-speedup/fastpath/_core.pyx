import numpy as np
cimport numpy as cnp

def moving_sum(cnp.ndarray[cnp.float64_t, ndim=1] a, int w):
    cdef Py_ssize_t i, n = a.shape[0]
    cdef double s = 0
    out = np.empty(n - w + 1)
    for i in range(w):
        s += a[i]
    out[0] = s
    for i in range(w, n):
        s += a[i] - a[i - w]
        out[i - w + 1] = s
    return out
