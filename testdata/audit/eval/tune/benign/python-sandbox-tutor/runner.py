#!/usr/bin/env python3
"""Run a student's exercise in a child process with restricted builtins and a timeout."""
import multiprocessing as mp
import sys

SAFE = {k: __builtins__.__dict__[k] for k in ("print", "range", "len", "sum", "min", "max", "sorted", "enumerate", "zip", "abs", "int", "float", "str", "list", "dict", "set", "tuple", "isinstance", "ValueError", "TypeError")}


def _run(code, q):
    import contextlib
    import io
    buf = io.StringIO()
    try:
        with contextlib.redirect_stdout(buf):
            exec(compile(code, "<exercise>", "exec"), {"__builtins__": SAFE})
        q.put(("ok", buf.getvalue()))
    except Exception as e:  # report to the student
        q.put(("error", f"{type(e).__name__}: {e}"))


if __name__ == "__main__":
    code, expected = open(sys.argv[1]).read(), open(sys.argv[2]).read()
    q = mp.Queue()
    p = mp.Process(target=_run, args=(code, q))
    p.start()
    p.join(3)
    if p.is_alive():
        p.kill()
        print("timeout: infinite loop?")
        sys.exit(1)
    status, out = q.get()
    print("PASS" if status == "ok" and out.strip() == expected.strip() else f"FAIL ({status})\n{out}")
