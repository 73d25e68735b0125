package technique

import (
	"strings"
	"testing"
)

// TestOnePassDet20fix counts the line bytes each reader looks at on the
// reviewer's costly shapes (many registered hook names before 1 MiB of
// lines, many head checkouts, many production guards, one 1 MiB line
// of every cue): one pass, never a pass per place.
func TestOnePassDet20fix(t *testing.T) {
	filler := strings.Repeat(strings.Repeat("a", 199)+"\n", 5000)
	for _, c := range []struct{ code, text string }{
		{"SHELL_HOOK_EXFIL", strings.Repeat("add-zsh-hook preexec f1\nadd-zsh-hook preexec f2\n", 100) + filler},
		{"CI_PWN_REQUEST", "on: pull_request_target\n" + strings.Repeat("      - uses: actions/checkout@v4\n        with:\n          ref: ${{ github.event.pull_request.head.sha }}\n", 200) + filler},
		{"GATED_DESTRUCTION", strings.Repeat("if [ \"$ENV\" = production ]; then echo "+strings.Repeat("a", 200)+"\n", 4000)},
		{"SHELL_HOOK_EXFIL", strings.Repeat("if production preexec() DEBUG trap \"x\" DEBUG PROMPT_COMMAND= ", 1<<14)},
		{"GATED_DESTRUCTION", strings.Repeat("if production preexec() DEBUG trap \"x\" DEBUG PROMPT_COMMAND= ", 1<<14)},
	} {
		before := scanned.Load()
		find(c.code, []byte(c.text))
		if got := scanned.Load() - before; got > int64(len(c.text)) {
			t.Errorf("%s: %d line bytes read for %d bytes of input", c.code, got, len(c.text))
		}
	}
	// A block reads at most maxBody bytes, however long its lines.
	if b := block([]byte("if prod\n"+strings.Repeat("  "+strings.Repeat("x", 1<<16)+"\n", 8)), 0); len(b) > maxBody {
		t.Errorf("a block of %d bytes, at most %d", len(b), maxBody)
	}
}
