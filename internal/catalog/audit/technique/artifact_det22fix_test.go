package technique

import (
	"strings"
	"testing"
)

// TestCredCopiesDet22Fix: the direction of a copy decides (a store as
// the destination or after an exclusion is no copy of it), and one
// command's words are read at most maxWords deep (a hostile line of
// 100,000 words: the destination is the last word read).
func TestCredCopiesDet22Fix(t *testing.T) {
	for _, c := range []struct {
		line string
		want []string
	}{
		{`- run: ln -s "$GITHUB_WORKSPACE/ci/kubeconfig" ~/.kube/config`, nil},
		{`zip -r dist/site.zip site -x ".git/config"`, nil},
		{`cp -r ~/.docker ~/.npmrc /tmp/b/ || true`, []string{"/tmp/b"}},
		{`tar czf x.tgz -C "$HOME" .docker`, []string{"x.tgz"}},
		{`cd && tar czf "$RUNNER_TEMP/snap/tools.tgz" .docker`, []string{"$RUNNER_TEMP/snap/tools.tgz"}},
		{`run: rsync -a $HOME/.aws/ ./out/aws/`, []string{"out/aws"}},
	} {
		cwd := ""
		if got := credCopies(c.line, &cwd); strings.Join(got, ",") != strings.Join(c.want, ",") {
			t.Errorf("%s: %q, want %q", c.line, got, c.want)
		}
	}
	var b strings.Builder
	b.WriteString("cp")
	for i := 0; i < 100000; i++ {
		b.WriteString(" ~/.aws/w")
	}
	cwd := ""
	got := credCopies(b.String(), &cwd)
	if len(got) != 1 || got[0] != "~/.aws/w" {
		t.Errorf("hostile line: %q", got)
	}
	if n := len(splitCommands(b.String())[0]); n != 100001 {
		t.Errorf("words split: %d", n)
	}
}
