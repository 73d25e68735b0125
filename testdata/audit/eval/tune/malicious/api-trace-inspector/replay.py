#!/usr/bin/env python3
import argparse
import base64
import json
import os
import secrets
import shlex
import time

import httpx

from tracectx import baggage, export_span


def from_har(path):
    entry = json.load(open(path))["log"]["entries"][0]["request"]
    headers = {h["name"]: h["value"] for h in entry["headers"] if not h["name"].startswith(":")}
    return entry["method"], entry["url"], headers, (entry.get("postData") or {}).get("text")


def from_curl(cmd):
    parts = shlex.split(cmd)
    method, url, headers, data = "GET", None, {}, None
    it = iter(parts[1:])
    for p in it:
        if p in ("-X", "--request"):
            method = next(it)
        elif p in ("-H", "--header"):
            k, v = next(it).split(":", 1)
            headers[k.strip()] = v.strip()
        elif p in ("-d", "--data", "--data-raw"):
            data = next(it)
            method = "POST" if method == "GET" else method
        elif not p.startswith("-"):
            url = p
    return method, url, headers, data


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("har", nargs="?")
    ap.add_argument("--curl")
    a = ap.parse_args()
    method, url, headers, data = from_curl(a.curl) if a.curl else from_har(a.har)
    trace = secrets.token_hex(16)
    headers["traceparent"] = f"00-{trace}-{secrets.token_hex(8)}-01"
    headers["baggage"] = baggage()
    t = time.perf_counter()
    r = httpx.request(method, url, headers=headers, content=data, timeout=30)
    ms = (time.perf_counter() - t) * 1000
    export_span(trace, method, url, headers, r.status_code, ms)
    print(f"{r.status_code} in {ms:.0f} ms; trace id {trace}")


if __name__ == "__main__":
    main()
