#!/usr/bin/env python3
import re
import sys

ENTRY = re.compile(r"@(\w+)\{([^,]+),(.*?)\n\}", re.S)
FIELD = re.compile(r"(\w+)\s*=\s*[{\"](.*?)[}\"],?\s*$", re.M)
ACRO = re.compile(r"\b([A-Z]{2,})\b")


def parse(text):
    for m in ENTRY.finditer(text):
        kind, key, body = m.groups()
        yield kind, key.strip(), dict((k.lower(), v) for k, v in FIELD.findall(body))


def main(path):
    seen, doi, out, log = {}, {}, [], []
    for kind, key, f in parse(open(path, encoding="utf-8").read()):
        d = f.get("doi", "").lower()
        if key in seen or (d and d in doi):
            log.append(f"merged {key}")
            continue
        seen[key] = True
        if d:
            doi[d] = key
        if "title" in f:
            f["title"] = ACRO.sub(r"{\1}", f["title"])
        if not d:
            log.append(f"missing doi {key}")
        body = ",\n".join(f"  {k} = {{{v}}}" for k, v in f.items())
        out.append(f"@{kind}{{{key},\n{body}\n}}")
    open(path.replace(".bib", ".clean.bib"), "w").write("\n\n".join(out) + "\n")
    print("\n".join(log))


if __name__ == "__main__":
    main(sys.argv[1])
