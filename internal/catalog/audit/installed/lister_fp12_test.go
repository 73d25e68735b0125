package installed

import (
	"strings"
	"testing"
)

// TestListsOnly: a Python script's wildcard pattern of a task directory
// handed to a lister, in a script that can change no file, lists tasks;
// a script that writes, runs code or a process that does, or names
// subprocess another way, may install one.
func TestListsOnly(t *testing.T) {
	const line = `for p in glob.glob(os.path.expanduser("~/Library/LaunchAgents/*.plist")):`
	const base = "import glob\nimport os\nimport plistlib\nimport subprocess\n\nout = subprocess.run([\"crontab\", \"-l\"], capture_output=True, text=True).stdout\n" + line + "\n    d = plistlib.load(open(p, \"rb\"))\n    print(d.get(\"Label\"), d.get(\"ProgramArguments\"))\nfor u in glob.glob(\"/etc/systemd/system/*.service\"):\n    print(u, open(u, errors=\"ignore\").read()[:80])\n"
	for _, tc := range []struct {
		name, path, line, code string
		want                   bool
	}{
		{"a lister that reads", "autoruns.py", line, base, true},
		{"os.listdir of a pattern's directory", "a.py", `for n in os.listdir(os.path.expanduser("~/Library/LaunchAgents")): print(n) # *.plist`, "import os\n", true},
		{"twin: the plists rewritten", "autoruns.py", line, base + "    plistlib.dump(d, open(p, \"wb\"))\n", false},
		{"twin: a file opened to write", "autoruns.py", line, base + "open(os.path.expanduser(\"~/Library/LaunchAgents/com.x.plist\"), \"w\").write(x)\n", false},
		{"twin: a mode from a variable", "autoruns.py", line, base + "m = 'w'\nf = open(p, m)\n", false},
		{"twin: Path.write_text", "autoruns.py", line, base + "Path(p).write_text(x)\n", false},
		{"twin: a method's open", "autoruns.py", line, base + "Path(p).open(\"a\")\n", false},
		{"twin: launchctl through subprocess", "autoruns.py", line, base + "subprocess.run([\"launchctl\", \"load\", p])\n", false},
		{"twin: a command from a variable", "autoruns.py", line, base + "subprocess.run(cmd)\n", false},
		{"twin: subprocess imported under another name", "autoruns.py", line, strings.Replace(base, "import subprocess\n", "import subprocess as sp\n", 1) + "sp.call('launchctl load ' + p, shell=True)\n", false},
		{"twin: a name imported from subprocess", "autoruns.py", line, base + "from subprocess import call\ncall(['launchctl', 'load', p])\n", false},
		{"twin: os.system aliased", "autoruns.py", line, base + "go = os.system\ngo('launchctl load ' + p)\n", false},
		{"twin: shutil copies an agent in", "autoruns.py", line, base + "import shutil\nshutil.copy('x.plist', os.path.dirname(p))\n", false},
		{"twin: exec of text", "autoruns.py", line, base + "exec(d.get('Comment', ''))\n", false},
		{"twin: a shell line", "autoruns.sh", line, base, false},
		{"twin: no wildcard", "autoruns.py", `p = os.path.expanduser("~/Library/LaunchAgents/com.x.plist")`, base, false},
	} {
		if got := ListsOnly(tc.path, tc.line, []byte(tc.code)); got != tc.want {
			t.Errorf("%s: ListsOnly = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestListsOnlyBound: the commands parsed are at most maxListerRuns, and
// a hostile script of many calls is refused without parsing them all.
func TestListsOnlyBound(t *testing.T) {
	line := `for p in glob.glob("/Library/LaunchDaemons/*.plist"):`
	code := "import subprocess\n" + strings.Repeat("subprocess.run([\"crontab\", \"-l\"])\n", maxListerRuns+1) + line + "\n"
	if ListsOnly("a.py", line, []byte(code)) {
		t.Errorf("%d commands accepted", maxListerRuns+1)
	}
	code = "import subprocess\n" + strings.Repeat("subprocess.run([\"crontab\", \"-l\"])\n", maxListerRuns) + line + "\n"
	if !ListsOnly("a.py", line, []byte(code)) {
		t.Errorf("%d read-only commands refused", maxListerRuns)
	}
	long := line + strings.Repeat("x", maxListerBytes)
	if ListsOnly("a.py", long, []byte(long)) {
		t.Error("a script past the bound judged")
	}
	hostile := strings.Repeat("open(", (maxListerBytes-len(line))/5) + line
	if ListsOnly("a.py", line, []byte(hostile)) {
		t.Error("a hostile script accepted")
	}
}
