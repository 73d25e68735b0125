import os, re, sys, polib, requests
po = polib.pofile(sys.argv[1]); target = sys.argv[2]
url = "https://api-free.deepl.com/v2/translate" if os.environ["DEEPL_AUTH_KEY"].endswith(":fx") else "https://api.deepl.com/v2/translate"
todo = [e for e in po if not e.msgstr and not e.obsolete]
def protect(s): return re.sub(r"(%\(\w+\)s|%s|\{\w*\})", r'<x>\1</x>', s)
for i in range(0, len(todo), 40):
    batch = todo[i:i+40]
    r = requests.post(url, headers={"Authorization": f"DeepL-Auth-Key {os.environ['DEEPL_AUTH_KEY']}"},
                      data={"text": [protect(e.msgid) for e in batch], "target_lang": target, "tag_handling": "xml", "ignore_tags": "x"}, timeout=30)
    for e, t in zip(batch, r.json()["translations"]):
        e.msgstr = re.sub(r"</?x>", "", t["text"]); e.flags.append("fuzzy")
po.save()
print("translated", len(todo))
