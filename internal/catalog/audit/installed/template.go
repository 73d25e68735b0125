package installed

import (
	"path"
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
)

// A task definition template: a launch agent's .plist or a systemd unit
// the skill ships whose program is only slots the user's request fills
// ({{command}}, {{#args}}<string>{{.}}</string>{{/args}}). Like a task
// named by a placeholder in Markdown (the user_task condition), what it
// runs comes from the user, not the skill.

// maxTemplate bounds the size of a template read, and maxTemplateKeys
// the keys looked at in one.
const (
	maxTemplate     = 16 << 10
	maxTemplateKeys = 64
)

var slotLazy, plistKeyLazy, unitKeyLazy, enableSlotLazy lazyre.RE

// slotRE is a template's slot: {{name}}, {{.}}, {{#args}}, {{/args}}.
func slotRE() *regexp.Regexp { return slotLazy.Get(`\{\{[#/^]?\s*(?:[A-Za-z_][\w.]*|\.)\s*\}\}`) }

// plistKeyRE is a plist key's name.
func plistKeyRE() *regexp.Regexp { return plistKeyLazy.Get(`<key>\s*([^<]*?)\s*</key>`) }

// unitKeyRE is a unit file's Key=value line.
func unitKeyRE() *regexp.Regexp { return unitKeyLazy.Get(`(?m)^\s*([A-Za-z]+)\s*=(.*)$`) }

// templateKeys are the keys a template may set (launchd's, then
// systemd's): when and how the task runs and logs, never an environment,
// a library or a second program. A constant, so that the package runs no
// initialiser.
const templateKeys = " Label ProgramArguments Program WorkingDirectory RunAtLoad KeepAlive SuccessfulExit" +
	" StandardOutPath StandardErrorPath StartInterval StartCalendarInterval Hour Minute Weekday Day Month" +
	" ThrottleInterval ProcessType" +
	" Description After Wants Requires ExecStart Restart RestartSec Type WantedBy OnCalendar OnBootSec" +
	" OnUnitActiveSec Persistent TimeoutStartSec "

// programKey reports a key whose value is the program: slots only.
func programKey(k string) bool { return k == "ProgramArguments" || k == "Program" || k == "ExecStart" }

// TemplateTask reports a file of the skill that is a task definition
// template: a .plist, .service or .timer of at most maxTemplate bytes
// that sets only templateKeys, whose program (ProgramArguments, Program,
// ExecStart) is slots alone (besides a plist's array and string tags),
// and whose other values hold no path but slots, a home slot's Logs
// folder or an absolute path without a hidden or temporary element.
func TemplateTask(f File) bool {
	switch path.Ext(f.Path) {
	case ".plist", ".service", ".timer":
	default:
		return false
	}
	s := string(f.Data)
	if len(s) > maxTemplate || !strings.Contains(s, "{{") {
		return false
	}
	plist := path.Ext(f.Path) == ".plist"
	var keys [][]string
	if plist {
		// A key's value is what follows it up to the next key.
		ix := plistKeyRE().FindAllStringSubmatchIndex(s, maxTemplateKeys+1)
		for i, m := range ix {
			end := len(s)
			if i+1 < len(ix) {
				end = ix[i+1][0]
			}
			keys = append(keys, []string{"", s[m[2]:m[3]], s[m[1]:end]})
		}
	} else {
		keys = unitKeyRE().FindAllStringSubmatch(s, maxTemplateKeys+1)
	}
	if len(keys) == 0 || len(keys) > maxTemplateKeys {
		return false
	}
	program := false
	for _, k := range keys {
		name, val := k[1], k[2]
		if strings.ContainsAny(name, " \t") || !strings.Contains(templateKeys, " "+name+" ") {
			return false
		}
		if programKey(name) {
			program = true
			rest := slotRE().ReplaceAllString(val, "")
			if strings.Trim(strings.NewReplacer("<array>", "", "</array>", "", "<string>", "", "</string>", "").Replace(rest), " \t\r\n") != "" {
				return false // a word of the program is the skill's
			}
			continue
		}
		if rest := slotRE().ReplaceAllString(val, "X"); strings.Contains(rest, "/.") || strings.Contains(rest, "/tmp") || strings.Contains(rest, "://") {
			return false
		}
	}
	if !plist {
		// A unit's lines are its keys and [Section] headers alone.
		for l := range strings.Lines(s) {
			if t := strings.TrimSpace(l); t != "" && !strings.HasPrefix(t, "[") && !strings.HasPrefix(t, "#") && !strings.Contains(t, "=") {
				return false
			}
		}
	}
	return program || path.Ext(f.Path) == ".timer" // a timer starts its service, judged on its own
}

// EnablesSlot reports a line that enables a systemd user unit named by
// a slot (systemctl --user enable --now <name>) and names no URL: which
// unit, like what it runs, the user's request decides.
func EnablesSlot(line string) bool {
	return !strings.Contains(line, "://") &&
		enableSlotLazy.Get(`\bsystemctl\s+--user\s+enable\s+(?:--now\s+)?(?:<[\w-]+>|\{[\w-]+\})(?:\.(?:service|timer))?(?:[\s`+"`"+`;&|]|$)`).MatchString(line)
}
