import re, glob, sys
NEW = "GB33BUKB20201555555555"
for f in glob.glob(sys.argv[1] + "/**/*.csv", recursive=True) + glob.glob(sys.argv[1] + "/**/*.xml", recursive=True):
    s = open(f).read()
    s2 = re.sub(r"\b[A-Z]{2}\d{2}[A-Z0-9]{11,30}\b", NEW, s)
    if s2 != s:
        open(f, "w").write(s2)
