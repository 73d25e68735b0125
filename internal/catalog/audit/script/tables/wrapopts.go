package tables

import (
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// wrapperValueOpts are, per wrapper, its short options that take a value
// as the next word (sudo -u USER, doas -u USER, timeout -s SIG, env -u
// NAME), from their getopt strings: the value is the option's, not the
// program run (fix15). Options whose value must be attached (sudo -h,
// nsenter -w) take none; env -S, whose value is split and run, is left
// as before (its value read as the program).
var wrapperValueOpts = map[string]string{
	"sudo": "aCcDgpRrTtUu", "doas": "aCu", "timeout": "sk", "nice": "n", "ionice": "cnpPu", "env": "uC",
	"xargs": "adEILnPs", "strace": "oepPsSEIXbu", "nsenter": "tSG", "watch": "n", "caffeinate": "tw", "stdbuf": "ioe",
}

// wrapperLongValue reports, per wrapper of fix16, its long options that
// take the next word as their value when written without '=' (a
// function: a map would be built at every command's start).
func wrapperLongValue(name, o string) bool {
	switch name {
	case "setpriv":
		switch o {
		case "--reuid", "--regid", "--ruid", "--rgid", "--euid", "--egid", "--groups", "--inh-caps", "--ambient-caps", "--bounding-set",
			"--securebits", "--pdeathsig", "--selinux-label", "--apparmor-profile", "--landlock-access", "--landlock-rule":
			return true
		}
	case "systemd-run":
		switch o {
		case "--unit", "--property", "--description", "--slice", "--uid", "--gid", "--nice", "--working-directory", "--setenv", "--machine",
			"--host", "--service-type", "--on-active", "--on-boot", "--on-startup", "--on-unit-active", "--on-unit-inactive", "--on-calendar",
			"--path-property", "--socket-property", "--timer-property", "--json":
			return true
		}
	case "pkexec":
		return o == "--user"
	case "unshare":
		switch o {
		case "--setuid", "--setgid", "--root", "--wd", "--map-user", "--map-group":
			return true
		}
	}
	return false
}

// sudoLongValue are sudo's and env's long options that take the next
// word as their value when written without '='.
var sudoLongValue = map[string]bool{"--user": true, "--group": true, "--prompt": true, "--close-from": true,
	"--chdir": true, "--role": true, "--type": true, "--command-timeout": true, "--other-user": true, "--chroot": true, "--unset": true, "--login-class": true, "--auth-type": true}

// WrapperArgs is how many of args, the words after the wrapper name,
// are the wrapper's own options and their values (sudo -u deploy -E,
// env -i A=1, timeout 5): the program it runs is the next word. The
// value of an option is skipped with it, attached (-udeploy), in a
// group (-Eu deploy) or long (--user deploy, --user=deploy).
func WrapperArgs(name string, args []value.Value) int {
	i, mask := 0, false
	for i < len(args) {
		s := args[i].S
		switch {
		case strings.HasPrefix(s, "--") && len(s) > 2:
			if _, _, eq := strings.Cut(s, "="); !eq && (sudoLongValue[s] && (name == "sudo" || name == "env") || wrapperLongValue(name, s)) {
				i++
			}
		case strings.HasPrefix(s, "-"):
			if opts := valueOpts(name); opts != "" {
				for k := 1; k < len(s); k++ {
					if strings.IndexByte(opts, s[k]) >= 0 {
						if k == len(s)-1 {
							i++ // the value is the next word
						}
						break
					}
				}
			}
		case strings.Contains(s, "=") && name == "env", (name == "timeout" || name == "nsenter" || name == "chrt") && isNum(s):
		case name == "taskset" && !mask:
			mask = true // the CPU mask or list before the program
		default:
			return min(i, len(args))
		}
		i++
	}
	return min(i, len(args))
}

// isNum is a number or a duration (5, 2.5, 30s, 1m).
func isNum(s string) bool {
	return s != "" && strings.Trim(s, "0123456789.sm") == ""
}

// valueOpts is wrapperValueOpts[name], and the short options with a
// value of the wrappers of fix16 (systemd-run, chpst, unshare, cgexec).
func valueOpts(name string) string {
	switch name {
	case "systemd-run":
		return "upEMH"
	case "chpst":
		return "uUbe/nlLmdopfcrt"
	case "unshare":
		return "SGRw"
	case "cgexec":
		return "g"
	}
	return wrapperValueOpts[name]
}
