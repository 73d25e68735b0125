package codeliteral

import "testing"

// TestInspects: a decoder that prints what it decodes acts on nothing;
// one that runs, writes, sends or hands the result to a shell does.
func TestInspects(t *testing.T) {
	const deob = "#!/usr/bin/env python3\n\"\"\"Prints decoded text; never executes it.\"\"\"\nimport base64, re, sys\n" +
		"text = open(sys.argv[1], errors=\"replace\").read()\nm = re.search(r\"([A-Za-z0-9+/]{16,})\", text)\n" +
		"s = base64.b64decode(m.group(1)).decode(\"utf-8\")\nh = bytes.fromhex(s.replace(\"\\\\x\", \"\"))\nprint(s, h)\n"
	for _, tc := range []struct {
		name, file, code string
		want             bool
	}{
		{"prints", "x.py", deob, true},
		{"a shell script that decodes to the terminal", "x.sh", "#!/bin/sh\nbase64 -d \"$1\"\n", true},
		{"js", "x.mjs", "const fs = require('fs');\nconsole.log(Buffer.from(fs.readFileSync(process.argv[2], 'utf8'), 'base64').toString());\n", true},
		{"runs", "x.py", deob + "import subprocess\nsubprocess.run(s, shell=True)\n", false},
		{"execs", "x.py", deob + "exec(s)\n", false},
		{"runs through a subscript", "x.py", deob + "import os\nvars(os)[\"system\"](s)\n", false},
		{"runs through a bracketed require", "x.js", "const fs = require('fs');\nconst s = Buffer.from(fs.readFileSync(process.argv[2], 'utf8'), 'base64').toString();\nrequire('child_process')['execSync'](s);\n", false},
		{"writes", "x.py", deob + "open('/tmp/x.sh', 'w').write(s)\n", false},
		{"pathlib's replace moves a file", "x.py", deob + "from pathlib import Path\nPath(sys.argv[1]).replace('/tmp/x')\n", false},
		{"os.replace", "x.py", deob + "import os\nos.replace('a', 'b')\n", false},
		{"pipes to a shell", "x.sh", "#!/bin/sh\nbase64 -d \"$1\" | sh\n", false},
		{"substitutes", "x.sh", "#!/bin/sh\neval \"$(base64 -d \"$1\")\"\n", false},
		{"sh -c", "x.sh", "#!/bin/sh\nx=$(base64 -d \"$1\")\nbash -c \"$x\"\n", false},
		{"a js template string", "x.mjs", "import { readFileSync } from 'node:fs';\nconsole.log(`layer: ${Buffer.from(readFileSync(process.argv[2], 'utf8'), 'base64')}`);\n", true},
		{"backticks in a shell script", "x.sh", "#!/bin/sh\nx=`base64 -d \"$1\"`\necho \"$x\"\n", false},
		{"node child_process", "x.js", "const cp = require('child_process');\ncp.execSync(Buffer.from(process.argv[2], 'base64').toString());\n", false},
	} {
		if got := Inspects(tc.file, []byte(tc.code)); got != tc.want {
			t.Errorf("%s: Inspects = %v, want %v", tc.name, got, tc.want)
		}
	}
}
