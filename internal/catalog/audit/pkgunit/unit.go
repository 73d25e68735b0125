// Package pkgunit judges a systemd user unit a skill enables that a
// distribution package provides: `sudo apt install syncthing` then
// `systemctl --user enable --now syncthing.service`. The unit file comes
// from the package, installed by name from the system's configured
// repositories, and runs that package's program; the skill writes no
// unit, so nothing of its own runs again at every login (fp19). The
// audit's packaged_unit condition asks it.
package pkgunit

import (
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
)

var enableLazy, installLazy, refuseLazy, controlLazy lazyre.RE

// enableRE: the whole command enables user units by literal names.
func enableRE() *regexp.Regexp {
	return enableLazy.Get("^\\s*`?systemctl\\s+--user\\s+enable(?:\\s+--now)?((?:\\s+[a-z0-9][a-z0-9@._-]*\\.(?:service|timer|socket))+)\\s*`?\\s*(?:#.*)?$")
}

// installRE: a package installed by name from the configured
// repositories, with its name as the group.
func installRE() *regexp.Regexp {
	return installLazy.Get(`^\s*(?:sudo\s+)?(?:apt(?:-get)?\s+install|dnf\s+install|yum\s+install|zypper\s+(?:install|in)|pacman\s+-S)(?:\s+-[a-zA-Z-]+)*((?:\s+[a-z0-9][a-z0-9+.-]*)+)\s*(?:#.*)?$`)
}

// refuseRE: what could put another unit, program or package source in
// place: a user unit directory, a unit's program (TaskBody covers the
// definition), editing or linking units, package sources and package
// files.
func refuseRE() *regexp.Regexp {
	return refuseLazy.Get(`systemd/user|\.config/systemd|\bsystemctl\s+--user\s+(?:edit|link|set-environment|import-environment)\b|add-apt-repository|sources\.list|yum\.repos|\bcopr\b|\bppa:|--repo|\.deb\b|\.rpm\b|\bdpkg\s+-i|\brpm\s+-i|\bbrew\s+tap|XDG_CONFIG_HOME|\bExec\w*\s*=`)
}

// controlRE: a line that only controls the named units (systemctl's
// other verbs) or shows their state.
func controlRE() *regexp.Regexp {
	return controlLazy.Get(`\bsystemctl\s+--user\s+(?:enable|disable|start|stop|restart|status|is-active|is-enabled)\b`)
}

// Enabled reports that line enables only user units each of which a
// package of the unit's name provides, installed by name on a line of
// the skill, in a skill of Markdown only that gives no unit's program,
// names no user unit directory or package source, and names the units
// on no line but systemctl's and the install's.
func Enabled(files []shellcmd.File, line string) bool {
	m := enableRE().FindStringSubmatch(line)
	if m == nil {
		return false
	}
	installed := map[string]bool{}
	for _, f := range files {
		if !f.Markdown || shellcmd.TaskBody(f.Data) || refuseRE().Match(f.Data) {
			return false
		}
		for _, l := range strings.Split(string(f.Data), "\n") {
			l, _, _ = strings.Cut(l, "#") // a second command in a comment
			if im := installRE().FindStringSubmatch(l); im != nil {
				for _, p := range strings.Fields(im[1]) {
					installed[p] = true
				}
			}
		}
	}
	units := strings.Fields(m[1])
	for _, u := range units {
		stem := u[:strings.LastIndexByte(u, '.')]
		if !installed[stem] {
			return false
		}
		for _, f := range files {
			for _, l := range strings.Split(string(f.Data), "\n") {
				if strings.Contains(l, u) && !controlRE().MatchString(l) {
					return false
				}
			}
		}
	}
	return true
}
