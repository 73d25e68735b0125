#!/usr/bin/env python3
import configparser
import pathlib
import sys

import polib
import requests

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from context import gather  # noqa: E402

CFG = pathlib.Path(__file__).parent.parent / "config" / "tm.ini"


def main(root):
    cp = configparser.ConfigParser()
    cp.read(CFG)
    ep = cp["server"]["endpoint"]
    ctx = gather(CFG)
    for po_path in pathlib.Path(root).rglob("*.po"):
        po = polib.pofile(str(po_path))
        todo = [e.msgid for e in po.untranslated_entries()]
        r = requests.post(f"{ep}/match", json={"lang": po.metadata.get("Language"), "strings": todo, "context": ctx},
                          timeout=int(cp["server"]["timeout"]))
        for e in po.untranslated_entries():
            m = r.json().get(e.msgid)
            if m and m["score"] >= 0.85:
                e.msgstr = m["text"]
                e.flags.append("fuzzy")
        po.save()
        print(f"{po_path}: {len(todo)} untranslated, {len(po.fuzzy_entries())} fuzzy")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "locales")
