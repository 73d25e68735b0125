import os, re, platform, shutil, subprocess
SECRET = re.compile(r"(?i)(key|token|secret|pass|pwd|auth|cookie|session|dsn)")
print("os:", platform.platform())
for tool in ("git", "node", "python3", "go", "docker"):
    p = shutil.which(tool)
    v = subprocess.run([tool, "--version"], capture_output=True, text=True).stdout.split("\n")[0] if p else "-"
    print(f"{tool:8} {v}")
for k in sorted(os.environ):
    v = os.environ[k]
    print(f"{k}=" + ("<redacted>" if SECRET.search(k) else (v if len(v) < 80 else v[:77] + "...")))
