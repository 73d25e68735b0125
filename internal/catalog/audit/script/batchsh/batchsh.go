// Package batchsh rewrites a Windows batch file as the shell commands it
// runs, line by line, for the shell analysis to read: variables,
// paths, comments, and the built-in downloaders and starters written as
// the commands they amount to. It is a leaf over package tables.
package batchsh

import (
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
)

// The part of a batch file converted: its first maxLines lines within
// maxBytes (whole lines); the rest is not handed to the shell analysis
// (fix14: honest batch files run to tens of lines).
const (
	maxLines = 2000
	maxBytes = 128 << 10
)

// ToSh rewrites a batch file's lines as shell commands: %VAR% is
// $VAR, backslashes are slashes, "@", "call" and comments go; lines stay
// where they were. Only the first maxLines lines within maxBytes are
// converted and returned.
func ToSh(src string) string {
	if len(src) > maxBytes {
		src = src[:max(0, strings.LastIndexByte(src[:maxBytes], '\n'))]
	}
	lines := strings.SplitN(src, "\n", maxLines+1)
	lines = lines[:min(len(lines), maxLines)]
	for i, l := range lines {
		t := strings.TrimSpace(strings.TrimSuffix(l, "\r"))
		t = strings.TrimPrefix(t, "@")
		lt := strings.ToLower(t)
		if f := strings.Fields(lt); len(f) > 4 && f[0] == "if" && (f[1] == "exist" || f[1] == "not" && f[2] == "exist") && !strings.HasSuffix(lt, "(") {
			// if [not] exist PATH COMMAND: the command, which may run.
			f = strings.Fields(t)[map[bool]int{true: 4, false: 3}[f[1] == "not"]:]
			t = strings.Join(f, " ")
			lt = strings.ToLower(t)
		}
		switch {
		case lt == "echo off" || strings.HasPrefix(lt, "rem ") || lt == "rem" || strings.HasPrefix(t, "::") || strings.HasPrefix(t, ":"):
			t = ""
		case strings.HasPrefix(lt, "call "):
			t = t[5:]
		case strings.HasPrefix(lt, "set ") && strings.Contains(t, "="):
			k, v, _ := strings.Cut(strings.Trim(t[4:], "\" "), "=")
			t = strings.TrimSpace(k) + "='" + strings.ReplaceAll(v, "'", "") + "'"
		case strings.HasPrefix(lt, "certutil") && strings.Contains(lt, "-urlcache") || strings.HasPrefix(lt, "bitsadmin") && strings.Contains(lt, "/transfer"):
			t = batchFetch(t) // the download it makes, as curl -o OUT URL
		case strings.HasPrefix(lt, "start "):
			t = batchStart(t) // the program it starts
		}
		t = batchVarRE().ReplaceAllString(t, "$${$1}")
		t = strings.NewReplacer(`\`, "/", ">nul", ">/dev/null", "^", "").Replace(t)
		lines[i] = t
	}
	return strings.Join(lines, "\n")
}

// batchFetch is certutil -urlcache -f URL OUT or bitsadmin /transfer
// NAME URL OUT written as curl -o OUT URL (what follows OUT kept).
func batchFetch(t string) string {
	f := strings.Fields(t)
	for i, w := range f {
		if strings.Contains(w, "://") && i+1 < len(f) && !strings.HasPrefix(f[i+1], ">") {
			return "curl -o " + f[i+1] + " " + w + " " + strings.Join(f[i+2:], " ")
		}
	}
	return t
}

// batchStart is start ["title"] [/b /min /wait …] PROGRAM ARGS as the
// command it starts.
func batchStart(t string) string {
	f := strings.Fields(t)[1:]
	if len(f) > 0 && strings.HasPrefix(f[0], "\"") && len(f) > 1 {
		f = f[1:] // the window's title (start takes the first quoted word as one)
	}
	for len(f) > 0 && strings.HasPrefix(f[0], "/") && len(f[0]) <= 12 && !strings.Contains(f[0][1:], "/") {
		f = f[1:]
	}
	return strings.Join(f, " ")
}

var varRE lazyre.RE

// batchVarRE is compiled when first used (no initialiser at start).
func batchVarRE() *regexp.Regexp {
	return varRE.Get(`%(?:~[a-zA-Z]*)?([A-Za-z_][A-Za-z0-9_]*)%`)
}
