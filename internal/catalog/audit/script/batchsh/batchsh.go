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
		case strings.HasPrefix(lt, "ren ") || strings.HasPrefix(lt, "rename ") || strings.HasPrefix(lt, "move ") || strings.HasPrefix(lt, "copy "):
			t = batchMove(t) // as mv or cp, for the file's content to follow it
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
// command it starts. The title and the switches come in any order
// (start /b "" x.exe is start "" /b x.exe); /d, /node and /affinity
// take the word after them when their value is not attached.
func batchStart(t string) string {
	f := strings.Fields(t)[1:]
	title, dir := false, ""
	for len(f) > 0 {
		w := strings.ToLower(f[0])
		switch {
		case !title && strings.HasPrefix(w, "\"") && len(f) > 1:
			title = true // the window's title (start takes the first quoted word as one)
			f = f[titleEnd(f)+1:]
		case strings.HasPrefix(w, "/") && len(w) <= 12 && !strings.Contains(w[1:], "/"):
			f = f[1:]
			if (w == "/d" || w == "/node" || w == "/affinity") && len(f) > 1 {
				if w == "/d" {
					dir = strings.Trim(f[0], "\"")
				}
				f = f[1:]
			}
		default:
			if p := strings.Trim(f[0], "\""); dir != "" && strings.HasSuffix(strings.ToLower(p), ".exe") && !strings.ContainsAny(p, ":\\/%") {
				f[0] = dir + "\\" + p // a program of the directory /d names
			}
			return strings.Join(f, " ")
		}
	}
	return strings.Join(f, " ")
}

// titleEnd is the index of the field that closes the quoted title f[0]
// opens: a title with blanks spans fields (start "Tray Helper" /min x.exe,
// lead17). When no field before the last closes it, the title is f[0].
func titleEnd(f []string) int {
	if len(f[0]) > 1 && strings.HasSuffix(f[0], "\"") {
		return 0
	}
	for j := 1; j < len(f)-1; j++ {
		if strings.HasSuffix(f[j], "\"") {
			return j
		}
	}
	return 0
}

// batchMove is ren SRC NAME (a new name in SRC's directory), move or
// copy [/y] SRC DST as mv or cp SRC DST; quotes kept.
func batchMove(t string) string {
	f := strings.Fields(t)
	op := map[string]string{"ren": "mv", "rename": "mv", "move": "mv", "copy": "cp"}[strings.ToLower(f[0])]
	var args, redir []string
	for _, w := range f[1:] {
		switch {
		case strings.HasPrefix(w, ">") || strings.HasPrefix(w, "2>") || strings.HasPrefix(w, "1>"):
			redir = append(redir, w)
		case !strings.HasPrefix(w, "/") || len(w) > 3:
			args = append(args, w)
		}
	}
	if len(args) != 2 || strings.ContainsAny(args[0], "+*?") {
		return t // copy a+b c, wildcards: left as written
	}
	if op == "mv" && strings.ToLower(f[0])[0] == 'r' && !strings.ContainsAny(strings.Trim(args[1], "\""), "\\/") {
		src := strings.Trim(args[0], "\"")
		if i := strings.LastIndexAny(src, "\\/"); i >= 0 {
			args[1] = "\"" + src[:i+1] + strings.Trim(args[1], "\"") + "\""
		}
	}
	return strings.Join(append([]string{op, args[0], args[1]}, redir...), " ")
}

var varRE lazyre.RE

// batchVarRE is compiled when first used (no initialiser at start).
func batchVarRE() *regexp.Regexp {
	return varRE.Get(`%(?:~[a-zA-Z]*)?([A-Za-z_][A-Za-z0-9_]*)%`)
}
