package tables

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// TestWrapperArgs (fix15): the words after a wrapper that are its own
// options and their values; the next word is the program it runs.
func TestWrapperArgs(t *testing.T) {
	for _, tc := range []struct {
		name, words, program string
	}{
		{"sudo", "-u deploy sh -c x", "sh"},
		{"sudo", "-E sh -c x", "sh"},
		{"sudo", "--user=deploy sh", "sh"},
		{"sudo", "--user deploy sh", "sh"},
		{"sudo", "-Eu deploy sh", "sh"},
		{"sudo", "-udeploy sh", "sh"},
		{"sudo", "-n -H -u root -g wheel bash x", "bash"},
		{"doas", "-u deploy sh", "sh"},
		{"env", "-u PATH A=1 sh", "sh"},
		{"env", "-i A=1 B=2 python3 x", "python3"},
		{"timeout", "-s KILL 30s sh", "sh"},
		{"timeout", "5 sh", "sh"},
		{"nice", "-n 10 sh", "sh"},
		{"xargs", "-I {} sh -c x", "sh"},
		{"nohup", "sh x", "sh"},
		{"sudo", "sh", "sh"},
		{"sudo", "-u", ""},
	} {
		var args []value.Value
		for _, w := range strings.Fields(tc.words) {
			args = append(args, value.Known(w))
		}
		k := WrapperArgs(tc.name, args)
		got := ""
		if k < len(args) {
			got = args[k].S
		}
		if got != tc.program {
			t.Errorf("%s %s: program %q, want %q", tc.name, tc.words, got, tc.program)
		}
	}
}
