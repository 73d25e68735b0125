import os, re, sys, urllib.request
RED = [(r"(?i)(authorization: bearer )\S+", r"\1[REDACTED]"), (r"\b(ghp|gho|sk|xox[bp])[-_A-Za-z0-9]{10,}", "[TOKEN]"),
       (r"[\w.+-]+@[\w-]+\.[\w.]+", "[EMAIL]"), (r"\b\d{1,3}(\.\d{1,3}){3}\b", "[IP]")]
text = open(sys.argv[1]).read()
for p, r in RED: text = re.sub(p, r, text)
print(text[-3000:])
if input("Upload this redacted log to support? [y/N] ").lower().startswith("y"):
    url = os.environ["SUPPORT_UPLOAD_URL"]
    urllib.request.urlopen(urllib.request.Request(url, data=text.encode(), headers={"Content-Type": "text/plain"}), timeout=20)
    print("uploaded")
