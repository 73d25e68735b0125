package sniff

import (
	"strings"
	"testing"
)

// TestRunCue (fpc9): a cue word after a dot is a file's extension and
// "source:" is a label; the commands and paths run stay cues.
func TestRunCue(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"- generator: `scripts/generate_inventory.py`, output `docs/inventory.json`", false},
		{"Icon source: `assets/icons.tar.gz`", false},
		{"packed as `kit.tar.gz` by `build.sh`", false},
		{"python3 scripts/generate_inventory.py > docs/inventory.json", true},
		{"tar -xzf assets/kit.tar.gz -C src/", true},
		{"source ./env.sh", true},
		{"./bin/tool --data docs/inventory.json", true},
		{"py -3 tools\\gen.py", true},
		{`subprocess.run(["bin/fmt", "-w", path])`, true},
		{`cp.exec("bin/fmt " + file)`, true},
		{"zf.extractall(dest) # assets/pack.zip", true},
	} {
		if got := RunCue([]byte(tc.line)); got != tc.want {
			t.Errorf("RunCue(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}

// TestImportsModule: a code file imported by its module name is run.
func TestImportsModule(t *testing.T) {
	for _, tc := range []struct {
		line, p string
		want    bool
	}{
		{"from icons import get_icon_data_uri", "scripts/icons.py", true},
		{"import icons", "scripts/icons.py", true},
		{"from .commands import _api3_specs as specs", "src/commands/_api3_specs.py", true},
		{"from pkg.icons import x", "scripts/icons.py", true},
		{"const { load } = require('./icons');", "lib/icons.js", true},
		{"import { load } from '../lib/icons.js';", "lib/icons.js", true},
		{"# 605 official icons are built in", "scripts/icons.py", false},
		{"from iconset import icons_for", "scripts/icons.py", false},
		{"const icons = require('icons');", "lib/icons.js", false},
	} {
		if got := ImportsModule([]byte(tc.line), tc.p); got != tc.want {
			t.Errorf("ImportsModule(%q, %q) = %v, want %v", tc.line, tc.p, got, tc.want)
		}
	}
}

// TestRunsThroughName: an archive assigned to a variable and unpacked
// through it is unpacked; one only named beside a check is not.
func TestRunsThroughName(t *testing.T) {
	unpacked := "KIT=\"$DIR/kit.tar.gz\"\n[ -f \"$KIT\" ] || exit 1\ntar -xzf \"$KIT\" -C src/\n"
	checked := "KIT=\"$DIR/kit.tar.gz\"\n[ -f \"$KIT\" ] || echo \"missing: $KIT\"\nKITS=1 tar --version\n"
	py := "archive = root / 'kit.tar.gz'\nwith tarfile.open(archive) as t:\n    t.extractall('src')\n"
	for _, tc := range []struct {
		text, line string
		want       bool
	}{
		{unpacked, "KIT=\"$DIR/kit.tar.gz\"", true},
		{checked, "KIT=\"$DIR/kit.tar.gz\"", false},
		{py, "archive = root / 'kit.tar.gz'", true},
		{unpacked, "echo kit.tar.gz", false},
	} {
		budget := 8
		if got := RunsThroughName([]byte(tc.text), []byte(tc.line), &budget); got != tc.want {
			t.Errorf("RunsThroughName(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}

// TestRunsThroughNameBounded: the scans a hostile file can cause are
// bounded by the budget (counted, not timed): 10,000 assignments of the
// archive, none unpacked, cost 8 scans and are not followed further.
func TestRunsThroughNameBounded(t *testing.T) {
	text := []byte(strings.Repeat("K=\"kit.tar.gz\"\n", 10000))
	budget, scans := 8, 0
	for range 10000 {
		before := budget
		RunsThroughName(text, []byte("K=\"kit.tar.gz\""), &budget)
		scans += before - budget
	}
	if scans != 8 || budget != 0 {
		t.Fatalf("%d scans, budget left %d; want 8 and 0", scans, budget)
	}
}

// TestRunsByTemplate: a native library named by a template of its name
// in a program that loads libraries is run; the same template in a
// program that loads nothing, a bare *.so, or a Markdown line without a
// cue is not.
func TestRunsByTemplate(t *testing.T) {
	loader := "def so_path(lang):\n    return DIR / f'libgrammar_{lang}.so'\n\ndef load(lang):\n    return CDLL(str(so_path(lang)))\n"
	lister := "def so_path(lang):\n    return DIR / f'libgrammar_{lang}.so'\n\nprint(so_path('go'))\n"
	for _, tc := range []struct {
		name, text string
		program    bool
		want       bool
	}{
		{"a loader builds the name", loader, true, true},
		{"a lister builds the name", lister, true, false},
		{"a glob of every library", "for f in parsers/*.so; do ls -l \"$f\"; done\nsource ./env.sh\n", true, false},
		{"a doc names the template", "Grammars are `parsers/libgrammar_<lang>.so`; run `make` first.\n", false, true},
		{"a doc names it without a cue", "Grammars are `parsers/libgrammar_<lang>.so`.\nRun the tests.\n", false, false},
		{"a socket is not a library", "CDLL(x)\nconnect('/tmp/libgrammar_{x}.sock')\n", true, false},
	} {
		if got := RunsByTemplate([]byte(tc.text), "libgrammar_go.so", tc.program); got != tc.want {
			t.Errorf("%s: RunsByTemplate = %v, want %v", tc.name, got, tc.want)
		}
	}
	// A data file named by a template in its generator, which runs a
	// command elsewhere: written, not run.
	gen := "out = d / f'spec_v{version}.yml'\nsubprocess.check_call(['bash', '-c', 'git add docs'])\n"
	if RunsByTemplate([]byte(gen), "spec_v2.3.yml", true) {
		t.Errorf("a generator of spec_v{version}.yml runs it")
	}
}
