package sudogrant

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
)

// TestNarrow: one account allowed to restart a named service, shown in
// full, in a skill that defines no unit, is narrow; the same write
// granting more (ALL, a wildcard, a pager verb, another program, a
// script), hiding the rule in a variable, writing twice, or beside a
// unit the skill defines or a script it ships is not.
func TestNarrow(t *testing.T) {
	const grant = "echo 'deploy ALL=(root) NOPASSWD: /usr/bin/systemctl restart app.service' | sudo tee /etc/sudoers.d/app"
	for _, tc := range []struct {
		name  string
		line  string
		other string // a second file's text ("" none); a name ending .md is Markdown
		extra string // more lines of SKILL.md
		want  bool
	}{
		{"restart one unit", grant, "", "sudo chmod 440 /etc/sudoers.d/app\nsudo visudo -cf /etc/sudoers.d/app\n", true},
		{"list item, two units", "2. `echo 'ci ALL=(root) /usr/bin/systemctl restart webapi, /usr/bin/systemctl stop worker' | sudo tee /etc/sudoers.d/ci`", "", "", true},
		{"ALL", "echo 'deploy ALL=(root) NOPASSWD: ALL' | sudo tee /etc/sudoers.d/app", "", "", false},
		{"runas ALL", "echo 'deploy ALL=(ALL) NOPASSWD: /usr/bin/systemctl restart app' | sudo tee /etc/sudoers.d/app", "", "", false},
		{"wildcard", "echo 'deploy ALL=(root) NOPASSWD: /usr/bin/systemctl restart *' | sudo tee /etc/sudoers.d/app", "", "", false},
		{"pager verb", "echo 'deploy ALL=(root) NOPASSWD: /usr/bin/systemctl status app' | sudo tee /etc/sudoers.d/app", "", "", false},
		{"another program", "echo 'deploy ALL=(root) NOPASSWD: /usr/bin/vim /etc/app.conf' | sudo tee /etc/sudoers.d/app", "", "", false},
		{"by name", "echo 'deploy ALL=(root) NOPASSWD: systemctl restart app' | sudo tee /etc/sudoers.d/app", "", "", false},
		{"variable", `echo "$U ALL=(root) NOPASSWD: /usr/bin/systemctl restart app" | sudo tee /etc/sudoers.d/app`, "", "", false},
		{"second write", grant + "; echo 'deploy ALL=(ALL) ALL' | sudo tee -a /etc/sudoers", "", "", false},
		{"append to sudoers", "echo 'deploy ALL=(root) NOPASSWD: /usr/bin/systemctl restart app' | sudo tee -a /etc/sudoers", "", "", false},
		{"unit defined", grant, "", "sudo tee /etc/systemd/system/app.service <<'U'\n[Service]\nExecStart=/home/deploy/run\nU\n", false},
		{"unit copied in", grant, "", "sudo cp dist/svc.conf /etc/systemd/system/\n", false},
		{"unit edited", grant, "", "sudo systemctl edit app.service\n", false},
		{"unit named elsewhere", grant, "", "Copy the build to /opt/app.service.d/override.conf.\n", false},
		{"script shipped", grant, "#!/bin/sh\necho ok\n", "", false},
		{"definition in a reference", grant, "ExecStart=/home/deploy/run\n", "", false},
	} {
		files := []shellcmd.File{{Path: "SKILL.md", Data: []byte("---\nname: x\n---\n```bash\n" + tc.line + "\n" + tc.extra + "```\n"), Markdown: true}}
		if tc.other != "" {
			p := "scripts/run.sh"
			if !strings.HasPrefix(tc.other, "#!") {
				p = "references/unit.md"
			}
			files = append(files, shellcmd.File{Path: p, Data: []byte(tc.other), Markdown: strings.HasSuffix(p, ".md")})
		}
		if got := Narrow(files, tc.line); got != tc.want {
			t.Errorf("%s: Narrow = %v, want %v", tc.name, got, tc.want)
		}
	}
}
