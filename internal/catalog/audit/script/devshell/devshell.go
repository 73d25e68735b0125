// Package devshell finds the shell a development environment's
// definition runs when a user enters it: a Nix shellHook (flake.nix,
// shell.nix: nix develop, nix-shell, direnv's use flake) or devenv's
// enterShell, written as Nix's indented string. The text is given back
// as shell with the file's line numbers (other lines blank) and Nix's
// interpolations of packages made store paths (${pkgs.curl}/bin/curl
// runs curl), so the script analysis reads what runs on every entry
// (det16). A leaf: text in, text out.
package devshell

import (
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
)

// MaxLines bounds the lines of a definition read.
const MaxLines = 5000

var openRE, pkgRE, interpRE lazyre.RE

// Script is the shell of the hooks of the Nix file src, with src's
// line numbers, and how many hook lines it holds (0: none).
func Script(src string) (string, int) {
	if !strings.Contains(src, "shellHook") && !strings.Contains(src, "enterShell") {
		return "", 0
	}
	open := openRE.Get(`\b(?:shellHook|enterShell)\s*=\s*''`)
	lines := strings.Split(src, "\n")
	if len(lines) > MaxLines {
		lines = lines[:MaxLines]
	}
	out := make([]string, len(lines))
	n, in := 0, false
	for i, l := range lines {
		if !in {
			loc := open.FindStringIndex(l)
			if loc == nil {
				continue
			}
			in, l = true, l[loc[1]:]
		}
		if j := closing(l); j >= 0 {
			in, l = false, l[:j]
		}
		out[i] = shellOf(l)
		n++
	}
	return strings.Join(out, "\n"), n
}

// closing is where an indented string's closing ” is on l (not the
// escapes ”' , ”$ and ”\), -1 if none.
func closing(l string) int {
	for i := 0; i+1 < len(l); i++ {
		if l[i] != '\'' || l[i+1] != '\'' {
			continue
		}
		if i+2 < len(l) && (l[i+2] == '\'' || l[i+2] == '$' || l[i+2] == '\\') {
			i += 2
			continue
		}
		return i
	}
	return -1
}

// shellOf rewrites a line of Nix's indented string as the shell that
// runs: ”${ is a literal ${; ${pkgs.X}/bin/ is a path in the Nix
// store (its base name is what runs); another ${…} of Nix is a value
// not known here.
func shellOf(l string) string {
	l = strings.ReplaceAll(l, "''${", "${")
	l = pkgRE.Get(`\$\{(?:pkgs|super|self)\.([\w.-]+)\}/(s?bin)/`).ReplaceAllString(l, "/nix/store/$1/$2/")
	return interpRE.Get(`\$\{[A-Za-z_][\w-]*(?:\.[\w.-]+)+\}`).ReplaceAllStringFunc(l, func(string) string { return "${NIXVALUE}" })
}
