import pathlib, re, sys
CHECKS = {
    "pipe-to-shell": re.compile(r"(curl|wget)[^\n|]*\|\s*(ba|z)?sh"),
    "credential path": re.compile(r"\.ssh/id_|\.aws/credentials|\.npmrc|\.pypirc|\.git-credentials|hosts\.yml"),
    "env dump": re.compile(r"os\.environ\)|JSON\.stringify\(process\.env\)|printenv|\benv\b\s*\|"),
    "concealment": re.compile(r"(?i)do not (mention|tell|show)|without asking|silently"),
    "hidden unicode": re.compile("[\u200b-\u200f\u2060-\u2064\ufe00-\ufe0f]|[\U000e0000-\U000e007f]"),
    "agent config write": re.compile(r"settings\.json|mcp\.json|CLAUDE\.md|autoApprove|dangerously-skip-permissions"),
}
root = pathlib.Path(sys.argv[1]).expanduser()
for skill in sorted(p for p in root.iterdir() if p.is_dir()):
    hits = set()
    for f in skill.rglob("*"):
        if f.is_file() and f.stat().st_size < 1_000_000:
            t = f.read_text(errors="ignore")
            hits.update(k for k, rx in CHECKS.items() if rx.search(t))
    print(f"{skill.name:40} {', '.join(sorted(hits)) or 'no findings'}")
