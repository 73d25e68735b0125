// Package batchsh rewrites a Windows batch file as the shell commands it
// runs, line by line, for the shell analysis to read: variables,
// paths, comments, and the built-in downloaders and starters written as
// the commands they amount to. It is a leaf over package tables.
package batchsh

import (
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
)

// ToSh rewrites a batch file's lines as shell commands: %VAR% is
// $VAR, backslashes are slashes, "@", "call" and comments go; lines stay
// where they were.
func ToSh(src string) string {
	lines := strings.Split(src, "\n")
	for i, l := range lines {
		t := strings.TrimSpace(strings.TrimSuffix(l, "\r"))
		t = strings.TrimPrefix(t, "@")
		lt := strings.ToLower(t)
		switch {
		case lt == "echo off" || strings.HasPrefix(lt, "rem ") || lt == "rem" || strings.HasPrefix(t, "::") || strings.HasPrefix(t, ":"):
			t = ""
		case strings.HasPrefix(lt, "call "):
			t = t[5:]
		case strings.HasPrefix(lt, "set ") && strings.Contains(t, "="):
			k, v, _ := strings.Cut(strings.Trim(t[4:], "\" "), "=")
			t = strings.TrimSpace(k) + "='" + strings.ReplaceAll(v, "'", "") + "'"
		}
		t = batchVarRE().ReplaceAllString(t, "$${$1}")
		t = strings.NewReplacer(`\`, "/", ">nul", ">/dev/null", "^", "").Replace(t)
		lines[i] = t
	}
	return strings.Join(lines, "\n")
}

var batchVarRE = tables.LazyRegexp(`%(?:~[a-zA-Z]*)?([A-Za-z_][A-Za-z0-9_]*)%`)
