package typosquat

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

// popularPackages is the audit's list of popular packages, indexed.
var popularPackages = sync.OnceValue(func() *Packages {
	text, err := os.ReadFile(filepath.Join("..", "rules", "popular-packages.txt"))
	if err != nil {
		panic(err)
	}
	return ParsePackages(text)
})

// TestPackageTyposquat: install commands naming a look-alike of a popular
// package are found; the popular names, the real packages near them, and
// words that are no package are not.
func TestPackageTyposquat(t *testing.T) {
	for _, tc := range []struct {
		line string
		want string // the popular name imitated; "" none
	}{
		{"pip install numpy reqeusts==2.31.0", "requests"},
		{"npm install --save-dev crossenv", "cross-env"},
		{"pip install colourama python-dateutil", "colorama"},
		{"uv pip install djnago", "django"},
		{"yarn add loadsh", "lodash"},
		{"pnpm add expresss@4", "express"},
		{"npx -y typscript --init", "typescript"},
		{"poetry add beautifulsoup4 pandsa[excel]", "pandas"},
		{"python3 -m pip install --index-url https://pypi.org/simple numpi", "numpy"},
		{"pip install python_dateutil", ""},
		{"pip install requests scapy psycopg[binary] beautifulsoup4", ""},
		{"npm install react preact cross-env", ""},
		{"pip install -r requirements.txt", ""},
		{"npm install", ""},
		{"pip install -e .", ""},
		{"npm i @scope/reqeusts", ""},
		{"npm i -D @types/reacct", "react"},
		{"npm i -D @types/react @types/node", ""},
		{"npm install --save-dev jest \\\n  loadsh", "lodash"},
		{"npm install --save-dev jest \\\n  lodash", ""},
		{"pip install scipy. Then run the tests", ""},
		{"使用 pip install pandas。命令重新安装 pandas", ""},
		{"pip install numpy，pandas", ""},
		{"pip install rеquests", "requests"}, // a Cyrillic е
		{"pip install loadsh。", "lodash"},
		{"pip install torchx", ""},
		{`print("run: python3 -m pip install pymupdf pillow playwright", file=sys.stderr)`, ""},
	} {
		t.Run(tc.line, func(t *testing.T) {
			got := ""
			for _, n := range InstalledNames(InstallRE().FindStringSubmatch(tc.line + "\n")[1]) {
				if p, _, ok := popularPackages().Lookalike(n); ok {
					got = p
					break
				}
			}
			if got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}

// TestPopularPackagesApart: no popular name is a look-alike of another
// (each would be reported when installed), and every "!" name is near a
// popular one (else it need not be listed).
func TestPopularPackagesApart(t *testing.T) {
	x := popularPackages()
	if len(x.exact) < 100 {
		t.Fatalf("%d popular names", len(x.exact))
	}
	for n := range x.exact {
		if p, how, ok := x.Lookalike(n); ok {
			t.Errorf("%s is a look-alike of %s (%s)", n, p, how)
		}
	}
	for n := range x.real {
		delete(x.real, n)
		_, _, ok := x.Lookalike(n)
		x.real[n] = true
		if !ok && !strings.Contains(n, "-") {
			t.Errorf("!%s is near no popular name: drop it", n)
		}
	}
}

// maxLines is the bound the audit passes (its maxMatchesPerFile).
const maxLines = 1000

// TestInstallLines checks the one-pass search for the lines naming a
// package manager against the search word by word.
func TestInstallLines(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	pieces := []string{"pip", "uv ", "uv", "poetry", "pdm ", "npm", "yarn", "bun", "npx", "np", "\n", " ", "x", "install", "PIP"}
	for i := 0; i < 20000; i++ {
		var b bytes.Buffer
		for k := r.IntN(30); k > 0; k-- {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		d := b.Bytes()
		got, want := installLinesOnePass(d, maxLines), installLinesByWord(d, maxLines)
		if len(got) != len(want) || len(want) > 0 && !slices.Equal(got, want) {
			t.Fatalf("%q: installLinesOnePass = %v, word by word %v", d, got, want)
		}
	}
	// Past the bound, the search word by word chooses the lines.
	many := bytes.Repeat([]byte("npm i x\n"), maxLines+5)
	if installLinesOnePass(many, maxLines) != nil || len(installLinesByWord(many, maxLines)) != maxLines || len(InstallLines(many, maxLines)) != maxLines {
		t.Fatal("the bound on lines is not kept")
	}
}

// TestInstallContinued: an install command continued over lines ending
// in a backslash is one line, its later lines' packages read.
func TestInstallContinued(t *testing.T) {
	d := []byte("# setup\nnpm install --save-dev jest \\\n  @types/reacct \\\r\n  loadsh\necho done\n")
	lines := InstallLines(d, maxLines)
	if len(lines) != 1 || !bytes.HasSuffix(d[lines[0][0]:lines[0][1]], []byte("loadsh")) {
		t.Fatalf("lines %v: want the command's three lines as one", lines)
	}
	m := InstallMatch(d[lines[0][0]:lines[0][1]])
	names := InstalledNames(string(d[lines[0][0]+m[2] : lines[0][0]+m[3]]))
	if !slices.Equal(names, []string{"jest", "reacct", "loadsh"}) {
		t.Fatalf("names %q", names)
	}
}

// TestMayInstall holds mayInstall true of every line InstallRE matches
// in: random lines of the pattern's words, spaces and look-alikes, and
// the lines of the audit's test data that name a package manager.
func TestMayInstall(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	pieces := []string{"pip", "PIP", "pip3.11", "python3 -m pip", "uv", "UV", "pipx", "npm", "yarn", "bun", "npx", "bunx", "pnpm", "poetry", "pdm",
		" ", "  ", "\t", "\f", "\r", "\v", "\n", "install", "INSTALL", "Install", "i", "I", "add", "-y", "-Y", "--yes", "exec", "x", "X", "inſtall", "-", "--",
		"_", "a", "s", "er", "9", ".", ";", "#", "requests", "é"}
	managers, spaces := pieces[:15], pieces[15:22]
	var lines [][]byte
	for i := range 50000 {
		var b bytes.Buffer
		for k := 1 + r.IntN(12); k > 0; k-- {
			// Every other line a manager, white space and a piece
			// somewhere in it: the shape of a match, or nearly.
			if i%2 == 0 && r.IntN(3) == 0 {
				b.WriteString(managers[r.IntN(len(managers))])
				b.WriteString(spaces[r.IntN(len(spaces))])
			}
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		lines = append(lines, b.Bytes())
	}
	eachTestFile(t, func(p string, data []byte) {
		for _, l := range InstallLines(data, maxLines) {
			lines = append(lines, data[l[0]:l[1]])
		}
	})
	matched := 0
	for _, l := range lines {
		if InstallRE().Match(l) {
			matched++
			if !mayInstall(l) {
				t.Fatalf("InstallRE matches in %q, mayInstall says it cannot", l)
			}
		}
		// (A line InstallRE does not match may declare a dependency.)
		want := InstallRE().FindSubmatchIndex(l)
		if want == nil {
			want = declMatch(l)
		}
		if got := InstallMatch(l); !slices.Equal(got, want) {
			t.Fatalf("InstallMatch(%q) = %v, InstallRE (or a declaration) gives %v", l, got, want)
		}
	}
	if matched < 2000 || matched > len(lines)*9/10 {
		t.Fatalf("InstallRE matched %d of %d lines: the test tries too little", matched, len(lines))
	}
}

// TestManifestDeclarations: a dependency declared in a manifest line is
// read as installed (requirements.txt, a Gemfile, package.json,
// pyproject.toml), the name alone; lines of other shapes declare none.
func TestManifestDeclarations(t *testing.T) {
	for _, tc := range []struct {
		line string
		want string // the popular name imitated; "" none
	}{
		{"reqeusts==2.31.0", "requests"},
		{"colourama>=0.4 ; python_version >= '3.8'", "colorama"},
		{"pandsa[excel]~=2.1", "pandas"},
		{`gem "rest-cilent", "1.6.13"`, "rest-client"},
		{`    "loadsh": "^4.17.21",`, "lodash"},
		{`expresss = "^4.18"`, "express"},
		{`  "djnago>=5.0",`, "django"},
		{"requests==2.31.0", ""},
		{`gem "rails", "~> 7.1"`, ""},
		{`  "version": "1.4.2",`, ""},
		{`  "clicks": "10",`, ""},
		{"if x == 2: print(reqeusts)", ""},
		{"const a = b >= 3", ""},
	} {
		t.Run(tc.line, func(t *testing.T) {
			got := ""
			if m := InstallMatch([]byte(tc.line)); m != nil {
				for _, n := range InstalledNames(tc.line[m[2]:m[3]]) {
					if p, _, ok := popularPackages().Lookalike(n); ok {
						got = p
						break
					}
				}
			}
			if got != tc.want {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
