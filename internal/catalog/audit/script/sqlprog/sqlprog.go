// Package sqlprog reads the commands a SQL file has the database server
// run: PostgreSQL's COPY … FROM PROGRAM and COPY … TO PROGRAM, SQL
// Server's xp_cmdshell, MySQL's sys_exec and sys_eval. They run as the
// server's operating-system user, and a migration or seed file a skill
// ships is run by whoever applies it. Script rewrites them as one shell
// script, line for line: what FROM PROGRAM commands print is table data,
// and what a TO PROGRAM command is given on its standard input is what
// the file's tables hold, so every earlier FROM PROGRAM's output (the
// tables are not followed one by one). A leaf: text in, text out.
package sqlprog

import (
	"regexp"
	"strings"
	"sync"
)

// MaxCommands bounds the commands of one file that are rewritten.
const MaxCommands = 256

var (
	progOnce sync.Once // zero: nothing allocated at start
	progRx   *regexp.Regexp
)

func progRE() *regexp.Regexp {
	progOnce.Do(func() {
		progRx = regexp.MustCompile(`(?i)\b(?:(from|to)\s+program|xp_cmdshell|sys_exec|sys_eval)(?:\s*\(\s*|\s+)(?:@\w+\s*=\s*)?N?[eE]?'`)
	})
	return progRx
}

// May is the cheap test before the pattern runs.
func May(src string) bool {
	l := strings.ToLower(src)
	return strings.Contains(l, "program") || strings.Contains(l, "xp_cmdshell") || strings.Contains(l, "sys_e")
}

// Script is src's server-run commands as shell, each on the line its
// string starts on (the other lines empty), and how many there are.
func Script(src string) (string, int) {
	if !May(src) {
		return "", 0
	}
	var b strings.Builder
	line, at, n := 0, 0, 0 // lines written, bytes of src they cover
	hasIn := false
	for _, m := range progRE().FindAllStringSubmatchIndex(src, MaxCommands) {
		if m[0] < at {
			continue
		}
		cmd, end := literal(src, m[1]-1)
		if end < 0 {
			break // no quote closes it: none after it can either
		}
		if strings.TrimSpace(cmd) == "" {
			continue
		}
		for l := strings.Count(src[:m[1]], "\n"); line < l; line++ {
			b.WriteByte('\n')
		}
		body := closed(cmd)
		switch strings.ToLower(src[max(m[2], 0):max(m[3], 0)]) {
		case "from":
			b.WriteString("__sql_in=\"$__sql_in$(" + body + ")\"\n")
			hasIn = true
		case "to":
			if hasIn {
				b.WriteString("printf '%s' \"$__sql_in\" | ")
			}
			b.WriteString("{ " + body + " }\n")
		default:
			b.WriteString("{ " + body + " }\n")
		}
		line += strings.Count(body, "\n") + 1
		at = end
		n++
	}
	return b.String(), n
}

// closed is cmd ended so that a closing bracket can follow it on its
// line: a ; after a command, a line break after a comment.
func closed(cmd string) string {
	cmd = strings.TrimRight(cmd, " \t\r\n;")
	switch {
	case strings.Contains(cmd, "#"):
		return cmd + "\n"
	case strings.HasSuffix(cmd, "&"):
		return cmd + " "
	}
	return cmd + ";"
}

// literal is the SQL string literal whose opening quote is at q: its
// text (a doubled quote is one quote; in E'…' a backslash escapes) and the index past
// it, or -1 if it does not close.
func literal(src string, q int) (string, int) {
	esc := q > 0 && (src[q-1] == 'e' || src[q-1] == 'E')
	var b strings.Builder
	for i := q + 1; i < len(src); i++ {
		c := src[i]
		switch {
		case c == '\'' && i+1 < len(src) && src[i+1] == '\'':
			b.WriteByte('\'')
			i++
		case c == '\'':
			return b.String(), i + 1
		case c == '\\' && esc && i+1 < len(src):
			i++
			switch src[i] {
			case 'n':
				b.WriteByte('\n')
			case 't':
				b.WriteByte('\t')
			default:
				b.WriteByte(src[i])
			}
		default:
			b.WriteByte(c)
		}
	}
	return "", -1
}
