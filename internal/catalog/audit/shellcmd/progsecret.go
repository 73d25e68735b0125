package shellcmd

import (
	"bytes"
	"regexp"
	"strings"
	"sync"
	"unicode"
)

// progSecretRE is a program's password-command setting assigned one
// quoted command: RESTIC_PASSWORD_COMMAND="…", BORG_PASSCOMMAND='…'.
var progSecretRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^\s*(?:export\s+)?([A-Z][A-Z0-9]*)_(PASSWORD_COMMAND|PASSCOMMAND)=(["'])([^"'\n]*)["']\s*;?\s*$`)
})

// ProgramSecret reports a line that gives a program, through its own
// password-command setting (restic's RESTIC_PASSWORD_COMMAND, borg's
// BORG_PASSCOMMAND), one credential item named for that program: `security
// find-generic-password [-a ACCOUNT] -s restic-backup -w`, `secret-tool
// lookup service restic`, `pass show borg/home`. The program runs the
// command to unlock its own repository and sends the secret nowhere; the
// item's name begins with the program's (an item of another service —
// github.com, Chrome Safe Storage — is not this), the command is the
// store's reader alone (no pipe, list, substitution or redirect; the
// account may be $USER), and no other line of the file (data) names the
// setting, so nothing else runs or prints it.
func ProgramSecret(line string, data []byte) bool {
	m := progSecretRE().FindStringSubmatch(line)
	if m == nil {
		return false
	}
	name := m[1] + "_" + m[2]
	if bytes.Count(data, []byte(name)) != 1 {
		return false
	}
	cmd := strings.NewReplacer("${USER}", "user", "$USER", "user", "${LOGNAME}", "user", "$LOGNAME", "user").Replace(m[4])
	if strings.ContainsAny(cmd, ";|&$`<>(){}\\*?") {
		return false
	}
	prog := strings.ToLower(m[1])
	w := strings.Fields(cmd)
	var items []string
	switch {
	case len(w) >= 2 && w[0] == "security" && w[1] == "find-generic-password":
		for i := 2; i < len(w); i++ {
			switch w[i] {
			case "-a", "-l":
				i++
			case "-s":
				if i+1 < len(w) {
					items = append(items, w[i+1])
				}
				i++
			case "-w":
			default:
				return false
			}
		}
	case len(w) >= 4 && w[0] == "secret-tool" && w[1] == "lookup" && len(w)%2 == 0:
		for i := 3; i < len(w); i += 2 {
			items = append(items, w[i])
		}
	case len(w) == 3 && w[0] == "pass" && w[1] == "show":
		items = append(items, w[2])
	default:
		return false
	}
	// Every service a keychain read names is the program's; of
	// secret-tool's attributes, which must all hold, one naming the
	// program is enough.
	named := 0
	for _, it := range items {
		first := strings.FieldsFunc(strings.ToLower(it), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if len(first) > 0 && first[0] == prog {
			named++
		}
	}
	return named > 0 && (w[0] == "secret-tool" || named == len(items))
}
