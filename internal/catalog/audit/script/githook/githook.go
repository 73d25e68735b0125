// Package githook knows the files git and the hook managers run by
// themselves (on every commit, push, merge or checkout, and for every
// status with core.fsmonitor), and the git commands that print what a
// repository holds: its code (a commit's patch, a diff, an archive) and
// where it lives (the remote's URL, which often carries a token).
//
// A hook runs unseen, long after the skill was reviewed, on every
// repository it is installed in: what it sends off the machine is the
// user's code, not a report the user asked for.
package githook

import (
	"path"
	"strings"
)

// hookName reports one of the hooks git runs (githooks(5)); a switch, not
// a map, so the package has no initialiser to run at every start.
func hookName(name string) bool {
	switch name {
	case "applypatch-msg", "pre-applypatch", "post-applypatch", "pre-commit", "pre-merge-commit",
		"prepare-commit-msg", "commit-msg", "post-commit", "pre-rebase", "post-checkout", "post-merge",
		"pre-push", "pre-receive", "update", "proc-receive", "post-receive", "post-update",
		"reference-transaction", "push-to-checkout", "pre-auto-gc", "post-rewrite", "sendemail-validate",
		"fsmonitor-watchman", "p4-changelist", "p4-prepare-changelist", "p4-post-changelist", "p4-pre-submit",
		"post-index-change":
		return true
	}
	return false
}

// Hook reports a file run as a git hook: a hook's name (with or without
// .sh) in a directory of hooks (hooks/, .githooks/, .husky/, .git/hooks),
// or the pre-commit framework's and lefthook's configurations, whose
// commands run at every commit.
func Hook(p string) bool {
	p = strings.ToLower(strings.ReplaceAll(p, "\\", "/"))
	base := path.Base(p)
	switch base {
	case ".pre-commit-config.yaml", "pre-commit-config.yaml", ".pre-commit-config.yml", "pre-commit-config.yml",
		"lefthook.yml", ".lefthook.yml", "lefthook.yaml", ".lefthook.yaml":
		return true
	}
	if !hookName(strings.TrimSuffix(base, ".sh")) {
		return false
	}
	dir := path.Base(path.Dir(p))
	return dir == "hooks" || dir == ".githooks" || dir == "githooks" || dir == ".husky" || dir == "git-hooks"
}

// Content reports a git command (its words after "git", flags included)
// that prints the repository's code or its remote's URL, and what it
// prints. A diff or log reduced to names, counts or one-line subjects is
// no content.
func Content(words []string) (string, bool) {
	sub, rest := "", words
	for len(rest) > 0 {
		w := rest[0]
		rest = rest[1:]
		if w == "-C" || w == "-c" || w == "--git-dir" || w == "--work-tree" {
			if len(rest) > 0 {
				rest = rest[1:] // its operand
			}
			continue
		}
		if !strings.HasPrefix(w, "-") {
			sub = w
			break
		}
	}
	has := func(fs ...string) bool {
		for _, w := range rest {
			for _, f := range fs {
				if w == f || strings.HasPrefix(w, f+"=") {
					return true
				}
			}
		}
		return false
	}
	statOnly := has("--stat", "--numstat", "--shortstat", "--name-only", "--name-status", "--dirstat", "--summary", "-s", "--no-patch", "--quiet", "--exit-code", "--check")
	switch sub {
	case "show":
		if !statOnly {
			return "a commit's patch (git show)", true
		}
	case "diff", "diff-index", "diff-tree":
		if !statOnly && (sub == "diff" || has("-p", "--patch")) {
			return "the diff of the user's code (git " + sub + ")", true
		}
	case "log", "whatchanged":
		if has("-p", "--patch", "-u") && !statOnly {
			return "commits' patches (git log -p)", true
		}
	case "format-patch":
		if has("--stdout") {
			return "commits' patches (git format-patch)", true
		}
	case "archive", "bundle":
		return "the repository's files (git " + sub + ")", true
	case "remote":
		if len(rest) > 0 && rest[0] == "get-url" || has("-v", "--verbose") {
			return "the remote's URL (git remote get-url), with any token it holds", true
		}
	case "config":
		for _, w := range rest {
			if strings.HasPrefix(w, "remote.") && strings.HasSuffix(w, ".url") {
				return "the remote's URL (git config " + w + "), with any token it holds", true
			}
		}
	case "ls-remote":
		if has("--get-url") {
			return "the remote's URL (git ls-remote --get-url), with any token it holds", true
		}
	}
	return "", false
}
