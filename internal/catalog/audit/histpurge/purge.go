// Package histpurge judges the force-mirror push that ends the
// documented purge of a leaked secret from a repository's history (a
// fresh `git clone --mirror`, `git filter-repo` removing one named path
// or replacing literal strings, `git push --force --mirror`): the push
// replaces every ref of the remote with the rewritten copy of itself,
// which differs from it only by what the rewrite removed. The same push
// after a rewrite that removes everything (a `regex:` rule matching all
// content, every path kept but one), or after refs of the mirror were
// deleted or moved, wipes the remote; this package accepts only the
// first shape, read from the skill's text (fp19). The audit's
// scoped_rewrite condition asks it.
package histpurge

import (
	"path"
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
)

var cloneMirrorLazy, refuseLazy, filterRepoLazy, writerLazy, echoLazy lazyre.RE

// refuseRE: what makes a skill's rewrite or refs unknowable from its
// text: filter-repo's pattern rules (regex:, glob:), its path globs,
// renames and Python callbacks, the other history rewriters, anything
// naming refs or deleting them, git commands that move or delete refs,
// and recursive deletes (a mirror's refs are files).
func refuseRE() *regexp.Regexp {
	return refuseLazy.Get(`(?i)\bregex:|\bglob:|--path-(?:glob|regex|rename)|callback|filter-branch|\bbfg\b|git_filter_repo|filter_repo|\brefs\b|packed-refs|update-ref|` +
		`\bgit\s+(?:-C\s+\S+\s+)?(?:branch|tag|reset|checkout|switch|commit|commit-tree|rebase|replace|notes|merge|cherry-pick|revert|am|symbolic-ref|stash|worktree|fast-import|read-tree|rm|mv|restore|config|update-index|pack-refs|prune)\b|` +
		`\brm\s+-\w*[rR]|\brm\s+--recursive|-delete\b|rmtree|\bunlink|--delete\b|\bpush\s+\S+\s+\+?:|\bxargs\b`)
}

func cloneMirrorRE() *regexp.Regexp { return cloneMirrorLazy.Get(`\bgit\s+clone\s+--mirror\b`) }

// filterRepoRE: an invocation or a mention of git filter-repo, with the
// rest of its command (up to the end of the line, a code span, a list
// or pipe operator, a comment or a closing parenthesis).
func filterRepoRE() *regexp.Regexp { return filterRepoLazy.Get("filter-repo\\b([^\\n`;&|#)]*)") }

// writerRE: a line that writes a file some other way than the accepted
// echo or printf.
func writerRE() *regexp.Regexp {
	return writerLazy.Get(`(?:^|[^=])>|\b(?:cp|mv|tee|cat|install|ln|dd|sed|awk|perl|python3?|node|ruby|curl|wget|open|write\w*|copy\w*|move\w*)\b`)
}

// echoRE: printf or echo of single-quoted literals into a file.
func echoRE() *regexp.Regexp {
	return echoLazy.Get(`\b(?:printf|echo)((?:\s+'[^']*')+)\s*>>?\s*\S+`)
}

// Scoped reports that the force-mirror push match is the last step of a
// scoped purge in the skill's files: a `git clone --mirror` is made,
// every git filter-repo command of the skill only removes named paths
// (--invert-paths --path P, P a literal path or a script's argument) or
// replaces the literal strings of a file (--replace-text F) that the
// skill writes, if at all, only with echo or printf of quoted literals
// holding no pattern rule, and nothing of the skill names or deletes
// refs, moves them with git, or deletes recursively.
func Scoped(files []shellcmd.File, match string) bool {
	if !strings.Contains(match, "--mirror") {
		return false
	}
	cloned, rewrites := false, 0
	var texts []string
	for _, f := range files {
		t := string(f.Data)
		if refuseRE().MatchString(t) {
			return false
		}
		cloned = cloned || cloneMirrorRE().MatchString(t)
		texts = append(texts, t)
	}
	var replaced []string
	for _, t := range texts {
		for _, m := range filterRepoRE().FindAllStringSubmatch(t, -1) {
			n, rs, ok := options(m[1], t)
			if !ok {
				return false
			}
			rewrites += n
			replaced = append(replaced, rs...)
		}
	}
	return cloned && rewrites > 0 && literalRules(texts, replaced)
}

// options reads one filter-repo command's arguments (args, after the
// command's name; text, its file's whole text): n is 1 when it gives an
// option (a rewrite, not a mention), rs the replacement files it names.
// ok is false for an option outside the scoped set, a --path without
// --invert-paths (which keeps only that path) or with a value that is
// not a literal path or the script's argument.
func options(args, text string) (n int, rs []string, ok bool) {
	fs := strings.Fields(args)
	invert, paths := false, 0
	for i := 0; i < len(fs); i++ {
		a := fs[i]
		if !strings.HasPrefix(a, "-") {
			continue // a word of a sentence, or a value read below
		}
		n = 1
		switch a {
		case "--invert-paths":
			invert = true
		case "--force", "--sensitive-data-removal":
		case "--path", "--replace-text":
			if i+1 >= len(fs) {
				return 0, nil, false
			}
			i++
			v := strings.Trim(fs[i], `"'`)
			if a == "--replace-text" {
				if v == "" || strings.ContainsAny(v, "$<>(`") || v == "-" {
					return 0, nil, false
				}
				rs = append(rs, path.Base(v))
				continue
			}
			paths++
			if !literalPath(v) && !argumentVar(v, text) {
				return 0, nil, false
			}
		default:
			return 0, nil, false
		}
	}
	if paths > 0 && !invert {
		return 0, nil, false
	}
	return n, rs, true
}

// literalPath reports a path named in full: no glob, variable or
// quoting, not the root, the current or parent directory, or empty.
func literalPath(v string) bool {
	c := path.Clean(v)
	return v != "" && !strings.ContainsAny(v, "*?[]{}$`\\'\"") && c != "." && c != "/" && c != ".." && !strings.HasPrefix(c, "../") && !strings.HasPrefix(v, "-")
}

var positionalLazy lazyre.RE

// argumentVar reports "$name" (or ${name}) for a variable the file
// assigns only from a positional parameter, as is or required
// (${2:?path}), never with a default: the path the user gives the
// script when running it.
func argumentVar(v, text string) bool {
	name := strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(v, "$"), "{"), "}")
	if name == v || name == "" || strings.ContainsAny(name, "$:-#%/?") {
		return false
	}
	at := regexp.MustCompile(`(?:^|[\s;])`+regexp.QuoteMeta(name)+`=`).FindAllStringIndex(text, -1)
	pos := positionalLazy.Get(`^["']?(?:\$[1-9]|\$\{[1-9]\}|\$\{[1-9]:?\?[^}\n]*\})["']?(?:[;\s]|$)`)
	for _, a := range at {
		if !pos.MatchString(text[a[1]:]) {
			return false
		}
	}
	return len(at) > 0
}

// literalRules reports that every line of the skill naming a
// replacement file (by base name) and writing it does so with echo or
// printf of single-quoted literals that hold no rule prefix (a colon),
// no escape but \n and no format but %s; a file the skill never writes
// holds what the user types.
func literalRules(texts, names []string) bool {
	for _, b := range names {
		for _, t := range texts {
			for _, l := range strings.Split(t, "\n") {
				if !strings.Contains(l, b) || strings.Contains(l, "filter-repo") {
					continue
				}
				rest := l
				if m := echoRE().FindStringSubmatchIndex(l); m != nil && strings.Contains(l[m[0]:m[1]], b) {
					lits := l[m[2]:m[3]]
					if strings.ContainsAny(lits, ":$`") || strings.Count(lits, "%") != strings.Count(lits, "%s") ||
						strings.Contains(strings.ReplaceAll(lits, `\n`, ""), `\`) {
						return false
					}
					rest = l[:m[0]] + l[m[1]:]
				}
				if writerRE().MatchString(rest) {
					return false
				}
			}
		}
	}
	return true
}
