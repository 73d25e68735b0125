// Package sudogrant judges a sudoers rule a skill writes that grants
// one account the control of named system services and nothing else:
// `echo 'deploy ALL=(root) NOPASSWD: /usr/bin/systemctl restart app' |
// sudo tee /etc/sudoers.d/app`. systemctl's start, stop and restart
// open no pager or editor, and a system unit is defined only by root, so
// the grant lets the account restart what root set up, not run its own
// code as root, unless the skill itself defines the unit (fp19). The
// audit's narrow_grant condition asks it.
package sudogrant

import (
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
)

var grantLazy, unitLazy, unitDirLazy lazyre.RE

// verbs are systemctl's sub-commands that open no pager or editor.
const verbs = `(?:restart|start|stop|reload|try-restart|reload-or-restart)`

// grantRE: the whole line (a list item's or a code span's marks aside)
// writes one rule shown in full, a single-quoted literal: one account,
// root, systemctl by its absolute path with a verb and a unit name
// without wildcards, each time; tee into /etc/sudoers.d and nothing
// else.
func grantRE() *regexp.Regexp {
	cmd := `/usr/bin/systemctl\s+` + verbs + `\s+[\w@.-]+`
	return grantLazy.Get(`^\s*(?:(?:[-*]|\d+[.)])\s+)?` + "`?" + `(?:echo|printf)\s+'[a-z_][\w.-]*\s+ALL\s*=\s*\(root\)\s+(?:NOPASSWD:\s*)?` +
		cmd + `(?:\s*,\s*` + cmd + `)*(?:\\n)?'\s*\|\s*sudo\s+tee\s+/etc/sudoers\.d/[\w.-]+(?:\s*>\s*/dev/null)?\s*` + "`?" + `\s*$`)
}

// unitRE: a unit the rule names.
func unitRE() *regexp.Regexp {
	return unitLazy.Get(`/usr/bin/systemctl\s+` + verbs + `\s+([\w@.-]+)`)
}

// unitDirRE: a directory system units are defined in.
func unitDirRE() *regexp.Regexp {
	return unitDirLazy.Get(`systemd/system\b|/lib/systemd\b|/run/systemd\b|\bsystemctl\s+(?:edit|link|enable|daemon-reload|set-property|revert)\b`)
}

// Narrow reports that line is such a grant and that nothing of the skill
// defines or edits a unit: every file is Markdown (no script), none
// gives a task's program (shellcmd.TaskBody: ExecStart=…), names a
// system unit directory or edits, links or enables units, and every
// other line naming a granted unit also names the sudoers file (its
// chmod, visudo check or removal).
func Narrow(files []shellcmd.File, line string) bool {
	if !grantRE().MatchString(line) {
		return false
	}
	var stems []string
	for _, m := range unitRE().FindAllStringSubmatch(line, -1) {
		stems = append(stems, strings.TrimSuffix(m[1], ".service"))
	}
	for _, f := range files {
		if !f.Markdown || shellcmd.TaskBody(f.Data) || unitDirRE().Match(f.Data) {
			return false
		}
		for _, l := range strings.Split(string(f.Data), "\n") {
			if strings.TrimSpace(l) == strings.TrimSpace(line) || strings.Contains(l, "/etc/sudoers.d/") {
				continue
			}
			for _, s := range stems {
				if strings.Contains(l, s) {
					return false
				}
			}
		}
	}
	return true
}
