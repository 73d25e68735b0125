package tables

import (
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// Rewrap is the command line a wrapper that takes its command as one
// string, or after words of its own that are not options, runs (fix16),
// args[0] being the wrapper: su, runuser, sg, script and flock with -c
// CMD (or --command CMD, --session-command CMD) run sh -c CMD; su and
// runuser without one run the user's shell with the arguments after the
// user (a shell reading what is piped in); runuser -u USER [--] cmd runs
// cmd; sg GROUP CMD runs sh -c CMD; flock FILE cmd runs cmd; env -S STR
// splits STR into words. ok is false for any other command (and script
// without -c), the line read as it is.
//
// The line is returned as head followed by args[used:] (fix16fix), so
// that a caller unwrapping a chain (env -S env -S ..., 120,000 deep)
// copies no tail: see Splice.
func Rewrap(name string, args []value.Value) (head []value.Value, used int, ok bool) {
	if len(args) == 0 {
		return nil, 0, false
	}
	rest := args[1:]
	switch name {
	case "su", "runuser", "sg", "script", "flock":
	case "env":
		return splitString(args)
	default:
		if isCmd(name) {
			return cmdRewrap(args) // cmd /c "…" (lead18)
		}
		return moreRewrap(name, args) // watch, tmux, sudo -s, chroot, ... (fix16fix)
	}
	if c, found := commandOpt(name, rest); found {
		return []value.Value{value.Known("sh"), value.Known("-c"), c}, len(args), true
	}
	i, user := 0, false
	for i < len(rest) {
		s := rest[i].S
		if s == "--" {
			i++
			break
		}
		if s == "-" || !strings.HasPrefix(s, "-") {
			if s == "-" {
				i++
				continue
			}
			break
		}
		user = user || s == "-u" || s == "--user" || strings.HasPrefix(s, "--user=") || strings.HasPrefix(s, "-u") && len(s) > 2
		i += optionWords(name, s)
	}
	used = 1 + min(i, len(rest))
	rest = args[used:]
	switch {
	case name == "script":
		return nil, 0, false
	case name == "flock", name == "runuser" && user:
		if name == "flock" && len(rest) > 0 {
			used++ // the lock's file
		}
		return nil, used, true
	case name == "sg" && len(rest) > 1:
		return []value.Value{value.Known("sh"), value.Known("-c"), rest[1]}, len(args), true
	}
	if len(rest) > 0 {
		used++ // su's (or runuser's) user
	}
	return []value.Value{value.Known("sh")}, used, true
}

// Splice is head followed by tail, and the buffer holding it (fix16fix).
// When tail ends buf with room before it (words already consumed), head
// is written there; otherwise head and tail are copied to the end of a
// new buffer with as much room again in front. A word is so copied an
// amortised constant number of times however long the chain of
// rewrites; tail's words are never changed, only buf's consumed ones.
// buf starts nil and belongs to the caller's loop.
func Splice(buf, head, tail []value.Value) ([]value.Value, []value.Value) {
	switch {
	case len(head) == 0:
		return buf, tail
	case len(tail) == 0:
		return buf, head
	}
	if at := len(buf) - len(tail); at >= len(head) && &buf[at] == &tail[0] {
		copy(buf[at-len(head):], head)
		return buf, buf[at-len(head):]
	}
	n := len(head) + len(tail)
	nb := make([]value.Value, 2*n)
	copy(nb[n:], head)
	copy(nb[n+len(head):], tail)
	return nb, nb[n:]
}

// runnerValueOpts are the short options of su, runuser, sg, script and
// flock that take the next word as their value (c and C are the
// command).
func runnerValueOpts(name string) string {
	switch name {
	case "su":
		return "cCgGsw"
	case "runuser":
		return "cCgGswu"
	case "sg":
		return "c"
	case "script":
		return "cEIOBT"
	case "flock":
		return "cwE"
	}
	return ""
}

// runnerLongValue reports their long options that take the next word.
func runnerLongValue(o string) bool {
	switch o {
	case "--command", "--session-command", "--group", "--supp-group", "--shell", "--whitelist-environment", "--user", "--timeout",
		"--wait", "--conflict-exit-code", "--echo", "--log-in", "--log-out", "--log-io", "--log-timing", "--logging-format":
		return true
	}
	return false
}

// optionWords is how many words an option word s takes: 1, or 2 when
// its value is the next word.
func optionWords(name, s string) int {
	if strings.HasPrefix(s, "--") {
		if _, _, eq := strings.Cut(s, "="); !eq && runnerLongValue(s) {
			return 2
		}
		return 1
	}
	opts := runnerValueOpts(name)
	for k := 1; k < len(s); k++ {
		if strings.IndexByte(opts, s[k]) >= 0 {
			if k == len(s)-1 {
				return 2
			}
			return 1
		}
	}
	return 1
}

// commandOpt finds the command given with -c (su, runuser, sg, script,
// flock; su's -C and --session-command too), in a group (-lc CMD),
// attached (-cCMD) or long (--command=CMD, --command CMD), among the
// options before or after one other word (getopt permutes them: su
// USER -c CMD, flock FILE -c CMD); the scan stops at a second word.
func commandOpt(name string, args []value.Value) (value.Value, bool) {
	pos := 0
	for i := 0; i < len(args); i++ {
		s := args[i].S
		if s == "--" {
			break
		}
		if s != "-" && !strings.HasPrefix(s, "-") {
			if pos++; pos > 1 {
				break // past the user, group or file: the command's words
			}
			continue
		}
		for _, l := range [...]string{"--command", "--session-command"} {
			if s == l && i+1 < len(args) {
				return args[i+1], true
			}
			if v, ok := strings.CutPrefix(s, l+"="); ok {
				return withText(args[i], v), true
			}
		}
		if strings.HasPrefix(s, "--") {
			continue
		}
		opts := runnerValueOpts(name)
		for k := 1; k < len(s); k++ {
			if strings.IndexByte(opts, s[k]) < 0 {
				continue
			}
			if s[k] != 'c' && (s[k] != 'C' || name != "su" && name != "runuser") {
				if k == len(s)-1 {
					i++ // another option's value
				}
				break
			}
			if k < len(s)-1 {
				return withText(args[i], s[k+1:]), true
			}
			if i+1 < len(args) {
				return args[i+1], true
			}
			break
		}
	}
	return value.Value{}, false
}

// splitString is env with its -S STR (-SSTR, --split-string=STR,
// --split-string STR, a group ending in S) replaced by STR's words, as
// env splits them (quotes and backslashes); ok false without one. The
// options before -S are dropped (the line's command is what matters): a
// later -S is not re-read past them (fix16fix).
func splitString(args []value.Value) ([]value.Value, int, bool) {
	for i := 1; i < len(args); i++ {
		s := args[i].S
		var str value.Value
		n := 1
		switch {
		case s == "--":
			return nil, 0, false
		case s == "--split-string" && i+1 < len(args):
			str, n = args[i+1], 2
		case strings.HasPrefix(s, "--split-string="):
			str = args[i]
			str.S = strings.TrimPrefix(s, "--split-string=")
		case strings.HasPrefix(s, "-") && !strings.HasPrefix(s, "--") && strings.Contains(s, "S"):
			k := strings.IndexByte(s, 'S')
			if strings.ContainsAny(s[1:k], "uC") {
				continue // the value of -u or -C
			}
			str = args[i]
			str.S = s[k+1:]
			if str.S == "" {
				if i+1 >= len(args) {
					return nil, 0, false
				}
				str, n = args[i+1], 2
			}
		case !strings.HasPrefix(s, "-") && !strings.Contains(s, "="):
			return nil, 0, false // the program: no -S before it
		default:
			if (s == "-u" || s == "-C" || s == "--unset" || s == "--chdir") && i+1 < len(args) {
				i++
			}
			continue
		}
		out := []value.Value{args[0]}
		for _, w := range SplitWords(str.S) {
			x := str
			x.S = w
			out = append(out, x)
		}
		return out, i + n, true
	}
	return nil, 0, false
}

// SplitWords splits s into words as a shell without expansions does:
// at blanks outside quotes, quotes removed, a backslash taking the next
// character. Linear in s.
func SplitWords(s string) []string {
	var out []string
	var b strings.Builder
	in, quote := false, byte(0)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0 && c == quote:
			quote = 0
		case quote == 0 && (c == '"' || c == '\''):
			quote, in = c, true
		case c == '\\' && quote != '\'' && i+1 < len(s):
			i++
			b.WriteByte(s[i])
			in = true
		case quote == 0 && (c == ' ' || c == '\t' || c == '\n'):
			if in {
				out = append(out, b.String())
				b.Reset()
				in = false
			}
		default:
			b.WriteByte(c)
			in = true
		}
	}
	if in {
		out = append(out, b.String())
	}
	return out
}

// withText is the word w cut to the text s (an option's attached value):
// what it carries (decoded, downloaded, a secret) stays.
func withText(w value.Value, s string) value.Value {
	w.S = s
	return w
}

// MoreWrapper reports the wrappers of fix16 that run the command after
// their own options (and their values, WrapperArgs): setpriv,
// systemd-run, pkexec, chpst, unshare, chrt, taskset, cgexec, unbuffer,
// firejail.
func MoreWrapper(name string) bool {
	switch name {
	case "setpriv", "systemd-run", "pkexec", "chpst", "unshare", "chrt", "taskset", "cgexec", "unbuffer", "firejail":
		return true
	}
	return false
}
