import sys, zipfile
from xml.etree import ElementTree as ET
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
xml = zipfile.ZipFile(sys.argv[1]).read("word/document.xml")
root = ET.fromstring(xml)
section = "(start)"
for p in root.iter(W + "p"):
    style = p.find(f"{W}pPr/{W}pStyle")
    if style is not None and style.get(W + "val", "").startswith("Heading"):
        section = "".join(t.text or "" for t in p.iter(W + "t"))
    for tag, kind in (("ins", "+"), ("del", "-")):
        for ch in p.iter(W + tag):
            text = "".join(t.text or "" for t in ch.iter(W + "t")) or "".join(t.text or "" for t in ch.iter(W + "delText"))
            print(f"[{section}] {kind} {ch.get(W + 'author')} {ch.get(W + 'date', '')[:10]}: {text}")
