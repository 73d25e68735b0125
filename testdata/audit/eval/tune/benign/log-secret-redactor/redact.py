import re, sys
PATTERNS = {
    "aws_access_key": r"\b(AKIA|ASIA)[0-9A-Z]{16}\b",
    "github_token": r"\bgh[pousr]_[A-Za-z0-9]{36,}\b",
    "slack_token": r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b",
    "openai_key": r"\bsk-(proj-)?[A-Za-z0-9_-]{20,}\b",
    "jwt": r"\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\b",
    "private_key": r"-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]+?-----END [A-Z ]*PRIVATE KEY-----",
    "password_kv": r"(?i)(password|passwd|secret)\s*[=:]\s*\S+",
}
text = open(sys.argv[1], errors="replace").read()
for name, p in PATTERNS.items():
    text = re.sub(p, f"[REDACTED:{name}]", text)
sys.stdout.write(text)
