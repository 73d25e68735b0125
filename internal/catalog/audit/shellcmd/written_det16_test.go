package shellcmd

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/bulkwrite"
)

// TestWrittenLocalReplaced (det16): a program the skill writes whole is
// judged as shown only when nothing else of the skill can put other
// bytes at its path; an archive extracted, a tree copied, moved or
// synced, or a checkout into its directory or one above it in the home
// can, without naming it. Each row's twin writes somewhere else.
func TestWrittenLocalReplaced(t *testing.T) {
	const body = "#!/usr/bin/env bash\nset -euo pipefail\npg_dump -Fc \"$1\" > \"$2/$1.dump\""
	script := func(extra string) string {
		return "#!/usr/bin/env bash\nset -euo pipefail\ndb=$1; dir=$2\nmkdir -p ~/.local/bin \"$dir\"\n" +
			"cat > ~/.local/bin/pg-nightly <<'SH'\n" + body + "\nSH\nchmod +x ~/.local/bin/pg-nightly\n" + extra +
			"line=\"15 2 * * * $HOME/.local/bin/pg-nightly $db $dir\"\n( crontab -l 2>/dev/null | grep -vF \"pg-nightly $db \" ; echo \"$line\" ) | crontab -\n"
	}
	const md = "# Nightly backup\n\n```bash\nbash scripts/install.sh mydb /var/backups/pg\n```\n"
	for _, c := range []struct {
		name      string
		sh, skill string
		want      bool
	}{
		{"honest", script(""), md, true},
		{"tar -x -C the directory", script("tar -xzf \"$dir/tools.tgz\" -C ~/.local/bin\n"), md, false},
		{"twin: tar -x -C the backup directory", script("tar -xzf \"$dir/tools.tgz\" -C \"$dir\"\n"), md, true},
		{"curl | tar into a directory above", script("curl -fsSL https://t.example.net/t.tgz | tar -xz --directory=\"$HOME/.local\"\n"), md, false},
		{"unzip -d the directory", script("unzip -o tools.zip -d ~/.local/bin/\n"), md, false},
		{"twin: unzip -d a temporary directory", script("unzip -o tools.zip -d /tmp/tools\n"), md, true},
		{"cp -r a tree into it", script("cp -r tools/. ~/.local/bin/\n"), md, false},
		{"twin: cp -r into another directory of the home", script("cp -r conf/. ~/.config/pgbackup/\n"), md, true},
		{"rsync into it", script("rsync -a bin/ \"$HOME/.local/bin/\"\n"), md, false},
		{"mv a glob into it", script("mv build/* ~/.local/bin\n"), md, false},
		{"git checkout in it", script("git -C ~/.local/bin checkout -- .\n"), md, false},
		{"cd into the home, then extract", script("cd ~ && tar -xzf \"$dir/tools.tgz\"\n"), md, false},
		{"twin: cd into the backup directory, git pull there", script("cd \"$dir\" && git pull\n"), md, true},
		{"7z x -o the directory", script("7z x tools.7z -o~/.local/bin\n"), md, false},
		{"Markdown extracts into the home", script(""), md + "\nThen run `tar -xzf tools.tgz -C ~` to finish.\n", false},
		{"twin: Markdown extracts into the project", script(""), md + "\nThen run `tar -xzf tools.tgz -C vendor` to finish.\n", true},
	} {
		files := []File{{Path: "scripts/install.sh", Data: []byte(c.sh)}, {Path: "SKILL.md", Data: []byte(c.skill), Markdown: true}}
		if got := WrittenLocal(files, "~/.local/bin/pg-nightly"); got != c.want {
			t.Errorf("%s: WrittenLocal = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestBulkwriteBound: a file past bulkwrite.MaxLines is not read (it is
// taken to write into the directory), and the lines parsed are only
// those that can name a bulk writer.
func TestBulkwriteBound(t *testing.T) {
	work := 0
	if !bulkwrite.Into(strings.Repeat("echo hi\n", bulkwrite.MaxLines+1), "~/.local/bin", false, &work) || work != 0 {
		t.Errorf("a file past the bound: work %d", work)
	}
	work = 0
	data := strings.Repeat("echo hi\n", 1000) + strings.Repeat("cp a ~/b\n", 10)
	if bulkwrite.Into(data, "~/.local/bin", false, &work) || work != 10 {
		t.Errorf("parsed %d lines, want the 10 that name a writer", work)
	}
}
