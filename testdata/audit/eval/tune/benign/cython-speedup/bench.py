import timeit
import numpy as np
from fastpath import moving_sum

a = np.random.rand(1_000_000)

def py(a, w):
    return np.array([a[i:i + w].sum() for i in range(len(a) - w + 1)])

print("cython", timeit.timeit(lambda: moving_sum(a, 50), number=5))
print("python", timeit.timeit(lambda: py(a[:100_000], 50), number=1) * 10)
