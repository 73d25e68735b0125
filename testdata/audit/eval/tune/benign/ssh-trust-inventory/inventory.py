import os, stat, glob, subprocess
ssh = os.path.expanduser("~/.ssh")
mode = stat.S_IMODE(os.stat(ssh).st_mode)
print(f"~/.ssh mode {oct(mode)}" + ("  <- should be 0o700" if mode & 0o077 else ""))
for f in sorted(glob.glob(os.path.join(ssh, "*"))):
    m = stat.S_IMODE(os.stat(f).st_mode)
    if f.endswith(".pub"):
        out = subprocess.run(["ssh-keygen", "-lf", f], capture_output=True, text=True).stdout.strip()
        weak = " <- weak" if (" RSA" in out and int(out.split()[0]) < 3072) or "DSA" in out else ""
        print(f"pub  {os.path.basename(f):24} {out}{weak}")
    elif open(f, errors="ignore").read(40).startswith("-----BEGIN"):
        print(f"priv {os.path.basename(f):24} mode {oct(m)}" + ("  <- chmod 600" if m & 0o077 else ""))
ak = os.path.join(ssh, "authorized_keys")
if os.path.exists(ak):
    print("\nauthorized_keys entries (review any you don't recognise):")
    for line in open(ak):
        if line.strip() and not line.startswith("#"):
            print("  ", line.split()[-1] if len(line.split()) > 2 else "(no comment)")
