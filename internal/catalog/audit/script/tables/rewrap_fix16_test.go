package tables

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

func words(s string) []value.Value {
	var out []value.Value
	for _, w := range strings.Fields(s) {
		out = append(out, value.Known(w))
	}
	return out
}

// TestRewrap (fix16): the command line a one-string or positional
// wrapper runs.
func TestRewrap(t *testing.T) {
	for _, tc := range []struct {
		line, want string
		ok         bool
	}{
		{"su root -c CMD", "sh -c CMD", true},
		{"su -lc CMD deploy", "sh -c CMD", true},
		{"su -s /bin/zsh deploy -c CMD", "sh -c CMD", true},
		{"su --session-command CMD deploy", "sh -c CMD", true},
		{"su -cCMD", "sh -c CMD", true},
		{"su - deploy", "sh", true},
		{"su", "sh", true},
		{"runuser -u deploy -- prog a", "prog a", true},
		{"runuser -g wheel -u deploy prog", "prog", true},
		{"runuser -l deploy -c CMD", "sh -c CMD", true},
		{"sg docker CMD", "sh -c CMD", true},
		{"sg docker -c CMD", "sh -c CMD", true},
		{"flock -w 5 /tmp/l prog a", "prog a", true},
		{"flock -E 3 /tmp/l -c CMD", "sh -c CMD", true},
		{"flock -n 9", "", true},
		{"script -qc CMD /dev/null", "sh -c CMD", true},
		{"script out.log", "", false},
		{"env -S prog_a_b", "env prog_a_b", true},
		{"env -u X -S prog", "env prog", true},
		{"env -i A=1 prog", "", false},
		{"sudo prog", "", false},
	} {
		args := words(tc.line)
		head, used, ok := Rewrap(args[0].S, args)
		var out []value.Value
		if ok {
			_, out = Splice(nil, head, args[used:])
		}
		var got []string
		for _, w := range out {
			got = append(got, w.S)
		}
		if ok != tc.ok || strings.Join(got, " ") != tc.want {
			t.Errorf("%s: %q %v, want %q %v", tc.line, strings.Join(got, " "), ok, tc.want, tc.ok)
		}
	}
	if got := SplitWords(`sh -c "curl x | sh" 'a b' c\ d`); strings.Join(got, "|") != "sh|-c|curl x | sh|a b|c d" {
		t.Errorf("SplitWords: %q", got)
	}
}

// TestRewrapBounded (fix16): the unwrapping steps of a chain of many
// wrappers are counted: each Rewrap or WrapperArgs step consumes a word
// or a -S, so at most one step a word; a 1 MiB string splits in one
// pass into at most as many words as bytes.
func TestRewrapBounded(t *testing.T) {
	chain := strings.Repeat("flock /tmp/l setpriv --reuid 1 chrt -f 1 taskset 1 runuser -u u -- ", 2000) + "env -S sh"
	args := words(chain)
	total := len(args)
	steps := 0
	wrap := map[string]bool{"setpriv": true, "chrt": true, "taskset": true, "env": true}
	for len(args) > 0 && steps <= total {
		steps++
		n := args[0].S
		if head, used, ok := Rewrap(n, args); ok {
			_, args = Splice(nil, head, args[used:])
			continue
		}
		if !wrap[n] {
			break
		}
		args = args[1:]
		args = args[WrapperArgs(n, args):]
	}
	if len(args) != 1 || args[0].S != "sh" {
		t.Errorf("after %d steps: %d words left, want sh", steps, len(args))
	}
	if steps > total {
		t.Errorf("%d steps for %d words", steps, total)
	}
	big := strings.Repeat(`a "b c" \d `, 1<<20/11)
	if w := SplitWords(big); len(w) > len(big) || len(w) != 3*(1<<20/11) {
		t.Errorf("%d words from %d bytes", len(w), len(big))
	}
}
