// Package ownbackup judges a systemd timer a skill ships whose service
// backs the user's files up with restic or rclone to a destination the
// skill does not name: restic's repository from an environment file the
// user fills, rclone's remote by the name the user configured. Whatever
// the job copies goes where the user's own configuration says; the
// skill gives no host, repository, remote definition or password
// command, and every other program of its units is judged as
// shellcmd.UnitExecsLocal judges one (fp19). The audit's own_backup
// condition asks it.
package ownbackup

import (
	"path"
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
)

var execLazy, refuseLazy, remoteLazy, unitLazy, iniLazy lazyre.RE

// iniRE: an rclone remote's definition (type = sftp) outside a unit,
// whose own Type= is systemd's (rev17a).
func iniRE() *regexp.Regexp { return iniLazy.Get(`(?im)^\s*type\s*=`) }

// unitRE: a unit a command names (a timer's service is shipped beside
// it, as systemd pairs them).
func unitRE() *regexp.Regexp { return unitLazy.Get(`[\w@-][\w@.-]*\.(?:timer|service)\b`) }

// execRE: a unit's Exec line running restic or rclone by its system
// path, with its arguments as the group.
func execRE() *regexp.Regexp {
	return execLazy.Get(`(?m)^(\s*Exec(?:Start|StartPre|StartPost)\s*=\s*)/usr/(?:local/)?bin/(restic|rclone)\s+([^\n]*)$`)
}

// refuseRE: what names a destination or a way to one: a repository,
// remote definition, password command or cloud key by its variable, a
// config file or command of either tool, a URL; and what gives the
// service an environment the skill may have written (rev17a: an
// EnvironmentFile= of RCLONE_CONFIG_VAULT_HOST=... defines the remote
// by its name): Environment= or EnvironmentFile= anywhere, a _CONFIG_
// variable however spelled (printf '%s_CONFIG_..' RCLONE), systemd's
// environment.d or manager environment, and any output redirection or tee (a file the skill writes).
func refuseRE() *regexp.Regexp {
	return refuseLazy.Get(`(?i)RESTIC_\w*\s*=|RCLONE_\w*\s*=|AWS_\w*\s*=|B2_\w*\s*=|AZURE_\w*\s*=|GOOGLE_\w*\s*=|rclone\.conf|rclone\s+config|password-command|://|Environment(?:File)?\s*=|_CONFIG_|environment\.d|(?:import|set)-environment|\btee\b|>|\bs3:|\bsftp:|\brest:|\bb2:|\bazure:|\bgs:|\bswift:`)
}

// remoteRE: an rclone remote by a configured name (no connection
// string, no on-the-fly backend).
func remoteRE() *regexp.Regexp { return remoteLazy.Get(`^[A-Za-z0-9_-]+:[^:,=]*$`) }

// accepted reports the sub-commands and options accepted: copying up
// and pruning, with filters and output settings; none names a
// repository, remote, config, password or endpoint. (A switch, not a
// map: a package variable would be start-up work.)
func accepted(tool, word string) bool {
	switch word {
	case "backup", "forget", "prune", "check":
		return tool == "restic"
	case "sync", "copy":
		return tool == "rclone"
	case "--exclude", "--exclude-file", "--exclude-caches", "--one-file-system", "--prune", "--tag", "--quiet", "-q", "--verbose", "-v",
		"--keep-last", "--keep-hourly", "--keep-daily", "--keep-weekly", "--keep-monthly", "--keep-yearly", "--fast-list", "--exclude-from",
		"--include", "--checksum", "--update", "--create-empty-src-dirs", "--transfers", "--log-level", "--dry-run":
		return true
	}
	return false
}

// Skill holds what Shipped asks of a skill's files whatever the line:
// judged once per skill, so a skill with many systemctl lines is read
// once (rev17a: a condition rescanning every file for every match is
// quadratic). The zero value judges on first use.
type Skill struct {
	done, local bool
	scans       int // how many times the files were read (a test counts them)
}

// Shipped reports that cmd (a line naming systemctl and no URL) names
// units the skill ships as files of their names (a timer with its
// service), that no file of the skill is a script, a file other than
// Markdown and units, or names a destination (refuseRE, iniRE), and
// that with each restic or rclone Exec line that copies to the user's
// own destination set aside, every unit's program is local
// (shellcmd.TasksLocal with UnitExecsLocal), one of them at least being
// such a backup. The files' part is judged on the first call only.
func (s *Skill) Shipped(files []shellcmd.File, cmd string) bool {
	units := unitRE().FindAllString(cmd, -1)
	if len(units) == 0 || !strings.Contains(cmd, "systemctl") || strings.Contains(cmd, "://") {
		return false
	}
	for _, u := range units {
		if b, ok := strings.CutSuffix(u, ".timer"); ok && !shipped(files, b+".service") || !shipped(files, u) {
			return false
		}
	}
	if !s.done {
		s.done, s.local = true, filesLocal(files)
		s.scans++
	}
	return s.local
}

// Shipped is (&Skill{}).Shipped: one judgement without a cache.
func Shipped(files []shellcmd.File, cmd string) bool { return (&Skill{}).Shipped(files, cmd) }

// filesLocal is Shipped's judgement of the files, whatever the line.
func filesLocal(files []shellcmd.File) bool {
	out := make([]shellcmd.File, 0, len(files))
	backups := 0
	for _, f := range files {
		d := string(f.Data)
		unit := strings.HasSuffix(f.Path, ".service") || strings.HasSuffix(f.Path, ".timer")
		if !unit && !f.Markdown || !unit && iniRE().MatchString(d) { // a shipped config file or remote definition
			return false
		}
		if strings.HasPrefix(d, "#!") || refuseRE().MatchString(d) || scriptExt(f.Path) {
			return false
		}
		d = execRE().ReplaceAllStringFunc(d, func(l string) string {
			m := execRE().FindStringSubmatch(l)
			if !ownDest(m[2], strings.Fields(m[3])) {
				return l
			}
			backups++
			return m[1] + "/usr/bin/true"
		})
		out = append(out, shellcmd.File{Path: f.Path, Data: []byte(d), Markdown: f.Markdown})
	}
	return backups > 0 && shellcmd.TasksLocal(out, ".service", false, shellcmd.UnitExecsLocal)
}

// ownDest reports restic or rclone (tool) run with args that copy to
// the user's configured destination: an accepted sub-command, accepted
// options, and for rclone exactly one remote by name as the last
// argument besides options.
func ownDest(tool string, args []string) bool {
	if len(args) == 0 {
		return false
	}
	if strings.HasPrefix(args[0], "-") || !accepted(tool, args[0]) {
		return false
	}
	var pos []string
	for i := 1; i < len(args); i++ {
		a := args[i]
		if !strings.HasPrefix(a, "-") {
			pos = append(pos, a)
			continue
		}
		name, _, hasValue := strings.Cut(a, "=")
		if !accepted(tool, name) {
			return false
		}
		if !hasValue && i+1 < len(args) && !strings.HasPrefix(args[i+1], "-") && valued(name) {
			i++ // the option's value
		}
	}
	if tool == "restic" {
		return true
	}
	return len(pos) == 2 && remoteRE().MatchString(pos[1]) && !strings.Contains(pos[0], ":")
}

// valued reports an accepted option that takes a value.
func valued(name string) bool {
	switch name {
	case "--exclude", "--exclude-file", "--tag", "--exclude-from", "--include", "--transfers", "--log-level":
		return true
	}
	return strings.HasPrefix(name, "--keep-")
}

// shipped reports a file of the skill named u.
func shipped(files []shellcmd.File, u string) bool {
	for _, f := range files {
		if path.Base(f.Path) == u {
			return true
		}
	}
	return false
}

// scriptExt reports a file that is a program by its extension.
func scriptExt(p string) bool {
	switch path.Ext(p) {
	case ".sh", ".bash", ".zsh", ".py", ".js", ".mjs", ".cjs", ".ts", ".rb", ".pl", ".php", ".ps1", ".go", ".lua", ".fish":
		return true
	}
	return false
}
