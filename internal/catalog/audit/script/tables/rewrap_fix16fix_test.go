package tables

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// unwrapCount unwraps args as script's unwrap does (Rewrap spliced by
// Splice, then a wrapper's own word and options skipped) and counts the
// work: steps taken and words copied (the heads written and every new
// buffer's length).
func unwrapCount(args []value.Value, limit int) (left []value.Value, steps, copied int) {
	wrap := map[string]bool{"setpriv": true, "chrt": true, "taskset": true, "env": true, "sudo": true, "nice": true}
	var buf []value.Value
	for len(args) > 0 && steps <= limit {
		steps++
		n := args[0].S
		if head, used, ok := Rewrap(n, args); ok {
			copied += len(head)
			nb, a := Splice(buf, head, args[used:])
			if len(nb) > 0 && (len(buf) == 0 || &nb[0] != &buf[0]) {
				copied += len(nb)
			}
			buf, args = nb, a
			continue
		}
		if !wrap[n] {
			break
		}
		args = args[1:]
		args = args[WrapperArgs(n, args):]
	}
	return args, steps, copied
}

// TestRewrapChainLinear (fix16fix): a chain of 120,000 wrappers that
// rewrite the line (env -S, flock FILE, su -c, runuser -u, sg, their
// mixtures, a -S whose string is the next -S) unwraps in at most a step
// a word and a bounded number of word copies a word. Before, each env
// -S copied the whole rest of the line: 120,000 deep ran past 700 s.
func TestRewrapChainLinear(t *testing.T) {
	const deep = 120000
	for _, tc := range []struct {
		name, chain, want string
	}{
		{"env -S", strings.Repeat("env -S ", deep) + "sh", "sh"},
		{"env --split-string", strings.Repeat("env --split-string ", deep) + "sh", "sh"},
		{"env -S strings", strings.Repeat("env -S env ", deep) + "sh", "sh"},
		{"env -S after options", "env" + strings.Repeat(" -u a", deep) + strings.Repeat(" -S", deep) + " sh", "sh"},
		{"flock FILE", strings.Repeat("flock f ", deep) + "sh", "sh"},
		{"flock -w FILE", strings.Repeat("flock -w 5 f ", deep) + "sh", "sh"},
		{"su -c", strings.Repeat("su -c ", deep) + "sh", "sh -c su"},
		{"su -l user", strings.Repeat("su -l u ", deep) + "sh", "sh su -l u"},
		{"runuser -u", strings.Repeat("runuser -u u -- ", deep) + "sh", "sh"},
		{"sg GROUP", strings.Repeat("sg g ", deep) + "sh", "sh -c sg"},
		{"mixed", strings.Repeat("env -S flock f sudo -u u env -S taskset 1 runuser -u u -- ", deep/8) + "sh", "sh"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := words(tc.chain)
			total := len(args)
			left, steps, copied := unwrapCount(args, total+1)
			var got []string
			for _, w := range left {
				got = append(got, w.S)
			}
			if g := strings.Join(got, " "); !strings.HasPrefix(g, tc.want) {
				t.Errorf("left %.40q, want %q", g, tc.want)
			}
			if steps > total {
				t.Errorf("%d steps for %d words", steps, total)
			}
			if copied > 6*total {
				t.Errorf("%d words copied for %d words", copied, total)
			}
		})
	}
}

// TestSpliceReusesRoom (fix16fix): a head no longer than the words
// consumed before the tail is written in place; tail's words are kept.
func TestSpliceReusesRoom(t *testing.T) {
	args := words("env -S a b c")
	buf, line := Splice(nil, words("x y"), args[2:])
	if got := len(buf); got != 10 {
		t.Fatalf("new buffer of %d, want 10", got)
	}
	buf2, line2 := Splice(buf, words("z"), line[2:])
	if &buf2[0] != &buf[0] || len(line2) != 4 || line2[0].S != "z" || line2[1].S != "a" || args[2].S != "a" {
		t.Errorf("not spliced in place: %v", line2)
	}
}
