#!/usr/bin/env python3
import base64, gzip, re, sys

blob = sys.argv[1].strip()
m = re.search(r"-e(?:nc(?:odedcommand)?)?\s+([A-Za-z0-9+/=]{20,})", blob, re.I)
if m:
    blob = m.group(1)
raw = base64.b64decode(blob)
try:
    text = raw.decode("utf-16-le")
except UnicodeDecodeError:
    text = gzip.decompress(raw).decode("utf-8", "replace")
inner = re.search(r"FromBase64String\('([^']+)'\)", text)
if inner:
    data = base64.b64decode(inner.group(1))
    try:
        text += "\n--- inner (gzip) ---\n" + gzip.decompress(data).decode("utf-8", "replace")
    except OSError:
        text += "\n--- inner ---\n" + data.decode("utf-8", "replace")
print(re.sub(r"https?://", "hxxp://", text))
