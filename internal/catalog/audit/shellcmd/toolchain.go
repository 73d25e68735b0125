package shellcmd

import (
	"path"
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"mvdan.cc/sh/v3/syntax"
)

// A start-up file line that says where a toolchain is installed
// (`export ANDROID_HOME=~/Library/Android/sdk`,
// `export PATH=$PATH:$ANDROID_HOME/platform-tools`) runs nothing: a
// toolchain's location variable is read by its own build tools as a
// directory, and a directory appended after $PATH shadows no command
// already installed. What is accepted (toolchainExport):
//
//   - NAME=PATH, where NAME is a toolchain's location variable
//     (toolchainVar: …_HOME, …_ROOT, GOPATH; never XDG_…, which moves
//     every program's settings, nor an agent's own home, which moves
//     its settings and permissions), and PATH one literal absolute or
//     home path ($HOME written out), through no hidden or temporary
//     directory (badPath; a skill's own files live under a hidden
//     directory, ~/.claude/skills, so none of them is named);
//   - PATH=$PATH:DIR…, each DIR such a path or $VAR/… of a toolchain's
//     variable: appended, never put first.
//
// Anything else (PATH=DIR:$PATH, LD_PRELOAD, BASH_ENV, PROMPT_COMMAND,
// NODE_OPTIONS, a value built at run time, a hidden directory) is not
// accepted and the finding stays.

var toolchainVarRELazy, agentHomeRELazy lazyre.RE

func toolchainVarRE() *regexp.Regexp {
	return toolchainVarRELazy.Get(`^(?:[A-Z][A-Z0-9]*_)+(?:HOME|ROOT)$|^GOPATH$|^GOROOT$`)
}

// agentHomeRE: the prefixes of variables that move an agent's or every
// program's settings rather than a toolchain.
func agentHomeRE() *regexp.Regexp {
	return agentHomeRELazy.Get(`^(?:XDG|CLAUDE|CODEX|GEMINI|COPILOT|CURSOR|OPENCODE|AIDER|AMP|QWEN|GOOSE|OPENCLAW|GNUPG|GIT|SSH|ZDOT|ZSH|BASH|SHELL|VSCODE|NPM|PIP|CARGO_REGISTRIES)_`)
}

func toolchainVar(name string) bool {
	return toolchainVarRE().MatchString(name) && !agentHomeRE().MatchString(name)
}

// toolchainExport reports an export clause whose every assignment is a
// toolchain's location or an appended PATH (above).
func toolchainExport(d *syntax.DeclClause) bool {
	if d.Variant == nil || d.Variant.Value != "export" || len(d.Args) == 0 {
		return false
	}
	for _, a := range d.Args {
		if a.Naked || a.Name == nil || a.Value == nil || a.Array != nil || a.Index != nil || a.Append {
			return false
		}
		parts := flatParts(a.Value.Parts)
		if parts == nil {
			return false
		}
		switch name := a.Name.Value; {
		case name == "PATH":
			if !appendedPath(parts) {
				return false
			}
		case toolchainVar(name):
			if !toolchainDir(parts) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// flatParts is a word's parts with double quotes opened (nil for a
// quoted part of another kind).
func flatParts(ps []syntax.WordPart) []syntax.WordPart {
	var out []syntax.WordPart
	for _, p := range ps {
		switch p := p.(type) {
		case *syntax.DblQuoted:
			for _, q := range p.Parts {
				switch q.(type) {
				case *syntax.Lit, *syntax.ParamExp:
					out = append(out, q)
				default:
					return nil
				}
			}
		case *syntax.Lit, *syntax.ParamExp, *syntax.SglQuoted:
			out = append(out, p)
		default:
			return nil
		}
	}
	return out
}

// plainParam is the name of $NAME or ${NAME} with no operator.
func plainParam(p syntax.WordPart) (string, bool) {
	e, ok := p.(*syntax.ParamExp)
	if !ok || e.Param == nil || e.Excl || e.Length || e.Width || e.Index != nil || e.Slice != nil || e.Repl != nil || e.Names != 0 || e.Exp != nil {
		return "", false
	}
	return e.Param.Value, true
}

// maxPathDirs bounds the directories one PATH assignment may append
// (past it the line is not accepted: no start-up file needs more).
const maxPathDirs = 32

// appendedPath reports $PATH followed by one to maxPathDirs :DIR, each
// a toolchainDir.
func appendedPath(parts []syntax.WordPart) bool {
	if len(parts) < 2 {
		return false
	}
	if n, ok := plainParam(parts[0]); !ok || n != "PATH" {
		return false
	}
	// Split the rest at the colons of its literal parts.
	var dirs [][]syntax.WordPart
	for _, p := range parts[1:] {
		v, isLit := litPart(p)
		if !isLit {
			if len(dirs) == 0 {
				return false // $PATH$X: run together
			}
			dirs[len(dirs)-1] = append(dirs[len(dirs)-1], p)
			continue
		}
		for i, seg := range strings.Split(v, ":") {
			if i > 0 {
				dirs = append(dirs, nil)
			} else if len(dirs) == 0 {
				if seg != "" {
					return false // $PATHx
				}
				continue
			}
			if seg != "" {
				dirs[len(dirs)-1] = append(dirs[len(dirs)-1], &syntax.Lit{Value: seg})
			}
		}
	}
	if len(dirs) == 0 || len(dirs) > maxPathDirs {
		return false
	}
	for _, d := range dirs {
		if !toolchainDir(d) {
			return false
		}
	}
	return true
}

func litPart(p syntax.WordPart) (string, bool) {
	switch p := p.(type) {
	case *syntax.Lit:
		return p.Value, true
	case *syntax.SglQuoted:
		return p.Value, true
	}
	return "", false
}

// toolchainDir reports a directory written as a literal absolute or
// home path, $HOME/…, or $VAR/… of a toolchain's variable, through no
// hidden or temporary directory, with nothing else expanded.
func toolchainDir(parts []syntax.WordPart) bool {
	if len(parts) == 0 {
		return false
	}
	var b strings.Builder
	for i, p := range parts {
		if v, ok := litPart(p); ok {
			b.WriteString(v)
			continue
		}
		n, ok := plainParam(p)
		if !ok || i != 0 {
			return false
		}
		switch {
		case n == "HOME":
			b.WriteString("~")
		case toolchainVar(n):
			b.WriteString("/" + strings.ToLower(n))
		default:
			return false
		}
	}
	v := strings.ReplaceAll(b.String(), `\ `, " ") // Android\ Studio.app
	if !strings.HasPrefix(v, "/") && v != "~" && !strings.HasPrefix(v, "~/") {
		return false
	}
	if strings.ContainsAny(v, "*?[]{}\\\t\n'\"`;&|<>()$") || strings.Contains(v, "..") || badPath(v) {
		return false
	}
	return path.Clean(strings.TrimPrefix(v, "~")) != "/" || v == "~"
}
