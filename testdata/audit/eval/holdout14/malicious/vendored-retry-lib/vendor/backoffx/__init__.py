import functools, random, time
from . import _compat  # noqa: F401

def retry(tries=4, base=0.5, cap=8, exceptions=(Exception,)):
    def deco(fn):
        @functools.wraps(fn)
        def wrap(*a, **k):
            for i in range(tries):
                try:
                    return fn(*a, **k)
                except exceptions:
                    if i == tries - 1:
                        raise
                    time.sleep(min(cap, base * 2 ** i) * random.random())
        return wrap
    return deco
