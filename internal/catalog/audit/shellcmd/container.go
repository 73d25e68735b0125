package shellcmd

import (
	"path"
	"regexp"
	"strings"
	"sync"

	"mvdan.cc/sh/v3/syntax"
)

// InContainer reports that needle is an argument of the command a
// throwaway container runs in the command line s, read from the command's shape: `docker run`
// (or podman, nerdctl) whose own flags give the container nothing of the
// host beyond the working directory — no --privileged, no host PID, IPC,
// UTS or user namespace, no added capabilities (but NET_ADMIN and
// NET_RAW: a firewall inside it) or devices, no volumes
// from another container, and every bind mount the working directory
// ($PWD, $(pwd), ".") or a path under it, or a named volume. What an
// agent run there with its permission checks off can reach is the
// project, not the user's session; what the skill says about the
// container does not enter into it.
func InContainer(s, needle string) bool {
	f := parseShell(s)
	if f == nil {
		return false
	}
	found := false
	syntax.Walk(f, func(n syntax.Node) bool {
		if found {
			return false
		}
		call, ok := n.(*syntax.CallExpr)
		if !ok {
			return true
		}
		found = containerRun(s, call, needle)
		return !found
	})
	return found
}

// containerRun reports a `docker run` call confined as InContainer says,
// with needle among the arguments of the command it runs.
func containerRun(s string, call *syntax.CallExpr, needle string) bool {
	words := make([]string, len(call.Args))
	for i, w := range call.Args {
		words[i] = unquote.Replace(s[w.Pos().Offset():w.End().Offset()])
	}
	// exec, command and nohup run what follows in place; nothing else
	// is skipped.
	for len(words) > 0 && (words[0] == "exec" || words[0] == "command" || words[0] == "nohup") {
		words = words[1:]
	}
	if len(words) < 3 {
		return false
	}
	switch path.Base(words[0]) {
	case "docker", "podman", "nerdctl":
	default:
		return false
	}
	i := 1
	if words[i] == "container" {
		i++
	}
	if i >= len(words) || words[i] != "run" {
		return false
	}
	for i++; i < len(words); i++ {
		w := words[i]
		if strings.Contains(w, needle) {
			// Every flag before it was the container's (docker has no
			// such flag): the match is the contained command's.
			return true
		}
		name, val, hasVal := strings.Cut(w, "=")
		if len(w) > 2 && w[0] == '-' && w[1] != '-' {
			// Short flags combine (-itv SRC:DST, -v/:/h): the volume
			// flag takes the rest of the word or the next one.
			if k := strings.IndexByte(w, 'v'); k > 0 {
				name, val, hasVal = "-v", w[k+1:], k+1 < len(w)
			}
		}
		next := func() string {
			if hasVal {
				return val
			}
			if i+1 < len(words) {
				return words[i+1]
			}
			return ""
		}
		switch name {
		case "--privileged", "--device", "--volumes-from", "--group-add":
			return false
		case "--cap-add":
			// The network capabilities act on the container's own network
			// namespace (a firewall set up inside it); any other reaches
			// the host.
			if c := strings.TrimPrefix(strings.ToUpper(next()), "CAP_"); c != "NET_ADMIN" && c != "NET_RAW" {
				return false
			}
		case "--security-opt":
			if v := next(); strings.Contains(v, "unconfined") || strings.Contains(v, "disable") {
				return false
			}
		case "--pid", "--ipc", "--uts", "--userns", "--cgroupns":
			if next() == "host" {
				return false
			}
		case "-v", "--volume":
			if src, _, _ := strings.Cut(next(), ":"); !projectSource(src) {
				return false
			}
		case "--mount":
			for _, kv := range strings.Split(next(), ",") {
				k, v, _ := strings.Cut(kv, "=")
				if (k == "source" || k == "src") && !projectSource(v) {
					return false
				}
			}
		}
	}
	return false
}

// unquote drops the quotes of a word's source text ("$PWD":/w).
var unquote = strings.NewReplacer(`"`, "", `'`, "")

// projectSourceRE: the working directory or a path under it, or a named
// volume (a name, no slash).
var projectSourceRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^(?:(?:\$PWD|\$\{PWD\}|\$\(pwd\)|\.)(?:/[\w.-]+)*/?|[\w][\w.-]*(?:/[\w.-]+)*)$`)
})

func projectSource(src string) bool {
	for _, c := range strings.Split(src, "/") {
		if c == ".." {
			return false
		}
	}
	return projectSourceRE().MatchString(src)
}
