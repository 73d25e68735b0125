package bulkwrite

import (
	"fmt"
	"strings"
	"testing"
)

// TestReadOnce: a file asked about for many directories (every cron
// entry of a skill asks of every file) is parsed once (det16fix: rev14a's
// dos2 took 38 s).
func TestReadOnce(t *testing.T) {
	data := strings.Repeat("cp a0 a1 a2 ~/x/y\n", 500) + "# TestReadOnce\n"
	work := 0
	for i := 0; i < 50; i++ {
		if Into(data, fmt.Sprintf("~/.local/bin%d", i), false, &work) {
			t.Fatal("no line names the directory")
		}
	}
	if work != 500 {
		t.Errorf("parsed %d lines for 50 questions, want 500 (one read)", work)
	}
}

// TestParsedBound: the bytes parsed of one file are bounded; past the
// bound the file is taken to write into every directory.
func TestParsedBound(t *testing.T) {
	line := "cp " + strings.Repeat("a ", 1500) + "~/x\n"
	data := strings.Repeat(line, 200) + "# TestParsedBound\n"
	work := 0
	if !Into(data, "~/.local/bin", false, &work) {
		t.Error("a file past the bound is taken to write there")
	}
	if work > maxParsed/len(line)+1 {
		t.Errorf("parsed %d lines, bound %d", work, maxParsed/len(line)+1)
	}
}

// TestHomeLinesFirst: lines that cannot name a directory in the home are
// parsed only when a cd into one needs a bulk writer elsewhere.
func TestHomeLinesFirst(t *testing.T) {
	pad := strings.Repeat("cp "+strings.Repeat("a ", 100)+"b\n", 1900)
	work := 0
	if Into(pad+"echo ~/done # TestHomeLinesFirst\n", "~/.local/bin", false, &work) || work != 0 {
		t.Errorf("work %d on a file naming no home directory to a writer", work)
	}
	work = 0
	if !Into("cd ~/.local/bin\necho x\ntar -xf a.tar\ncp a b # TestHomeLinesFirst\n", "~/.local/bin", false, &work) || work != 2 {
		t.Errorf("cd then tar: work %d, want 2 (stops at the first writer)", work)
	}
}

// TestIntoShapes (rev14a's A11): a bulk writer under a wrapper, a
// directory held in a variable or given as a default, and the honest
// twin of each writing elsewhere.
func TestIntoShapes(t *testing.T) {
	for _, tc := range []struct {
		data string
		want bool
	}{
		{"sudo tar -xzf t.tgz -C ~/.local/bin", true},
		{"sudo tar -xzf t.tgz -C /opt/tool", false},
		{"env LC_ALL=C cp -r dist/. ~/.local/bin/", true},
		{"env LC_ALL=C cp -r dist/. ./build/", false},
		{"bin=~/.local/bin\ntar -x -C \"$bin\" -f t.tar", true},
		{"bin=/opt/tool/bin\ntar -x -C \"$bin\" -f t.tar", false},
		{"unzip -o t.zip -d \"${XDG_BIN_HOME:-$HOME/.local/bin}\"", true},
		{"unzip -o t.zip -d \"${OUT:-./out}\"", false},
		{"nice -n 5 rsync -a dist/ $HOME/.local/", true},
	} {
		if got := Into(tc.data+"\n# TestIntoShapes\n", "~/.local/bin", false, nil); got != tc.want {
			t.Errorf("%q: %v, want %v", tc.data, got, tc.want)
		}
	}
}
