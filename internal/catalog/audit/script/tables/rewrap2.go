package tables

import (
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// moreRewrap is Rewrap for the wrappers fix16fix adds: watch, tmux
// new-session (new, new-window, split-window), screen, sudo -i / -s
// with one command word, chroot, ip netns exec, faketime, prlimit,
// numactl, setarch, xvfb-run, dbus-run-session. A single command word
// that a wrapper hands to a shell (watch, tmux, sudo -i/-s) is run as
// sh -c WORD; otherwise the words after the wrapper's own are the
// command. Each step reads the wrapper's options once (linear).
func moreRewrap(name string, args []value.Value) (head []value.Value, used int, ok bool) {
	shell := false // a single word is shell code
	i := 1
	switch name {
	case "watch":
		i, shell = skipOpts(args, i, "nqd", "--interval --differences --equexit --chgexit"), true
	case "tmux":
		for i < len(args) && strings.HasPrefix(args[i].S, "-") {
			i += optionStep(args[i].S, "LSfcT") // tmux's own -L socket, -S path, -f file
		}
		if i >= len(args) || !tmuxRuns(args[i].S) {
			return nil, 0, false
		}
		i, shell = skipOpts(args, i+1, "cnstxyeFlp", ""), true
	case "screen":
		i = skipOpts(args, i, "SceEhpstTlX", "")
	case "sudo":
		if !sudoShell(args) {
			return nil, 0, false
		}
		i, shell = 1+WrapperArgs("sudo", args[1:]), true
	case "chroot":
		i = skipOpts(args, i, "", "--userspec --groups") + 1 // the new root
		if i >= len(args) {
			return []value.Value{value.Known("sh")}, len(args), true
		}
	case "ip":
		i = skipOpts(args, i, "nbr", "")
		if i+2 >= len(args) || args[i].S != "netns" && args[i].S != "netn" || args[i+1].S != "exec" && args[i+1].S != "exe" {
			return nil, 0, false
		}
		i += 3 // netns exec NAME
	case "faketime":
		i = skipOpts(args, i, "p", "--date-prog") + 1 // the time
	case "prlimit":
		i = skipOpts(args, i, "p", "--pid --output")
	case "numactl":
		i = skipOpts(args, i, "NmCipPaw", "--cpunodebind --membind --physcpubind --interleave --preferred")
	case "setarch":
		i = skipOpts(args, i+1, "", "") // the architecture, then its options
	case "xvfb-run":
		i = skipOpts(args, i, "efnpsw", "--error-file --auth-file --server-num --xauth-protocol --server-args --wait")
	case "dbus-run-session":
		i = skipOpts(args, i, "", "--config-file --dbus-daemon")
	default:
		return nil, 0, false
	}
	if i >= len(args) {
		return nil, 0, false
	}
	if shell && i == len(args)-1 {
		return []value.Value{value.Known("sh"), value.Known("-c"), args[i]}, len(args), true
	}
	return nil, i, true
}

// skipOpts is the index of the first word from i on that is not an
// option of a wrapper (or "--", passed): short options take the next
// word when their letter, last in a group, is in short; long ones when
// listed in long without "=".
func skipOpts(args []value.Value, i int, short, long string) int {
	for i < len(args) {
		s := args[i].S
		switch {
		case s == "--":
			return i + 1
		case strings.HasPrefix(s, "--"):
			if !strings.Contains(s, "=") && long != "" && strings.Contains(" "+long+" ", " "+s+" ") {
				i++
			}
		case strings.HasPrefix(s, "-") && len(s) > 1:
			i += optionStep(s, short) - 1
		default:
			return i
		}
		i++
	}
	return i
}

// optionStep is 2 when the short option group s ends in a letter of
// short (its value is the next word), else 1.
func optionStep(s, short string) int {
	if len(s) > 1 && !strings.HasPrefix(s, "--") && strings.IndexByte(short, s[len(s)-1]) >= 0 {
		return 2
	}
	return 1
}

// tmuxRuns reports a tmux command that runs a shell command.
func tmuxRuns(c string) bool {
	switch c {
	case "new-session", "new", "new-window", "neww", "split-window", "splitw", "respawn-pane", "respawnp", "respawn-window", "respawnw":
		return true
	}
	return false
}

// sudoShell reports sudo with -i, -s, --login or --shell among its
// options: the command is run by the target user's shell with -c.
func sudoShell(args []value.Value) bool {
	n := 1 + WrapperArgs("sudo", args[1:])
	for _, a := range args[1:min(n, len(args))] {
		s := a.S
		if s == "--login" || s == "--shell" || strings.HasPrefix(s, "-") && !strings.HasPrefix(s, "--") && strings.ContainsAny(s[1:], "is") && !strings.ContainsAny(s[1:strings.IndexAny(s[1:], "is")+1], "uUgphCDrt") {
			return true
		}
	}
	return false
}
