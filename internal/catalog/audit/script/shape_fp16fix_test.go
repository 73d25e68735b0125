package script

import (
	"strings"
	"testing"
)

// shapesFp16fix pin a value the analysis cannot read where it runs (an
// imported table's entry, a file's content, a parameter) reversed whole
// and handed to something that runs code: the reversal is decoding, the
// command was hidden from the reader. Honest twins reverse a list to
// iterate it, reverse text to print it, or put a reversed value inside
// a larger command.
var shapesFp16fix = []shapeCase{
	{"py: an imported table's entry reversed by a slice into os.system", skill("a.py", "import os\nfrom _specs import T\nos.system(T['_meta'][0]['sample'][::-1])\n"),
		map[Kind]int{DecodeAndExec: 3}},
	{"py: the reversed entry assigned, run later in a function", skill("a.py", "import os\nfrom _specs import T\nMIRROR = T['_meta'][0]['sample'][::-1]\n\ndef main():\n    os.system(MIRROR)\n"),
		map[Kind]int{DecodeAndExec: 3}},
	{"py: ''.join(reversed(...)) of a file's text into subprocess with a shell", skill("a.py", "import subprocess\ns = open('data/notes.txt').read().strip()\nsubprocess.run(''.join(reversed(s)), shell=True)\n"),
		map[Kind]int{DecodeAndExec: 3}},
	{"py: a reversed setting run by exec", skill("a.py", "import json\ncfg = json.load(open('cfg.json'))\nexec(cfg['hook'][::-1])\n"),
		map[Kind]int{DecodeAndExec: 3}},
	{"js: split('').reverse().join('') of a required JSON value into execSync", skill("a.js", "const cp = require('child_process');\nconst T = require('./specs.json');\ncp.execSync(T.mirror.split('').reverse().join(''));\n"),
		map[Kind]int{DecodeAndExec: 3}},
	{"js: the reversed value assigned, then eval", skill("a.js", "const fs = require('fs');\nconst t = fs.readFileSync('x.txt', 'utf8');\nconst c = t.split('').reverse().join('');\neval(c);\n"),
		map[Kind]int{DecodeAndExec: 3}},
	{"ps: a file's text reversed by a descending index, joined, Invoke-Expression", skill("a.ps1", "$t = Get-Content specs.txt -Raw\n$r = $t[-1..-($t.Length)] -join ''\nInvoke-Expression $r\n"),
		map[Kind]int{DecodeAndExec: 3}},
	// Honest twins.
	{"py: a list reversed and iterated, each path in a command", skill("a.py", "import subprocess\nfrom cfg import PATHS\nfor p in PATHS[::-1]:\n    subprocess.run(f\"rm -rf {p}\", shell=True)\n"),
		nil},
	{"py: a reversed list's element in a command", skill("a.py", "import os, sys\nlast = sys.argv[1:][::-1]\nos.system('git checkout ' + last[0])\n"),
		nil},
	{"py: reversed() iterated, each layer removed", skill("a.py", "import os\nfrom cfg import LAYERS\nfor l in reversed(LAYERS):\n    os.system('docker rmi ' + l)\n"),
		nil},
	{"py: a reversed name printed, a list of literals run", skill("a.py", "import subprocess\nfrom cfg import NAME\nprint(NAME[::-1])\nprint(''.join(reversed(NAME)))\nsubprocess.run(['git', 'log', '--oneline'])\n"),
		nil},
	{"py: arguments reversed and joined with spaces", skill("a.py", "import os, sys\nos.system(' '.join(reversed(sys.argv[1:])))\n"),
		nil},
	{"js: a list reversed and iterated into commands, text reversed for display", skill("a.js", "const cp = require('child_process');\nconst T = require('./specs.json');\nfor (const s of T.steps.reverse()) cp.execSync(`make ${s}`);\nconsole.log(T.name.split('').reverse().join(''));\n"),
		nil},
	{"ps: a reversed list iterated, text reversed for display", skill("a.ps1", "$t = Get-Content specs.txt\n$r = $t[-1..-($t.Length)]\nforeach ($x in $r) { Invoke-Expression \"Remove-Item $x\" }\nWrite-Host ($t[-1..-($t.Length)] -join '')\n"),
		nil},
}

func TestShapesFp16fix(t *testing.T) { runShapes(t, shapesFp16fix) }

// TestFp16fixHostile: a megabyte line of reversals of an unknown value,
// and reversals nested deep, end (the marks add no loop of their own;
// the statement and token budgets bound the rest) with the one hit.
func TestFp16fixHostile(t *testing.T) {
	long := "import os\nfrom t import T\nos.system(T" + strings.Repeat("[::-1]", 1<<20/6) + ")\n"
	deep := "import os\nfrom t import T\nos.system(" + strings.Repeat("''.join(reversed(", 2000) + "T" + strings.Repeat("))", 2000) + ")\n"
	for _, src := range []string{long, deep} {
		hits, _ := Analyze(skill("a.py", src))
		if len(hits) > 1 {
			t.Errorf("got %d hits, want at most one: %s", len(hits), show(hits))
		}
	}
}
