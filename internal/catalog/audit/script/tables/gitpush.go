package tables

import (
	"net/netip"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// GitSubcommand is the index in argv (git's words after "git") of its
// subcommand: git's own options before it, and the value of those that
// take one (-C DIR, -c NAME=VALUE, --git-dir DIR, --work-tree DIR,
// --namespace NAME), are skipped (lead17: git -C "$r" push read "$r"
// as the subcommand).
func GitSubcommand(argv []value.Value) int {
	i := 0
	for i < len(argv) && strings.HasPrefix(argv[i].S, "-") && argv[i].Known {
		switch argv[i].S {
		case "-C", "-c", "--git-dir", "--work-tree", "--namespace", "--config-env":
			i++
		}
		i++
	}
	return min(i, len(argv))
}

// MirrorHost is the host a git push of every branch and tag (--mirror,
// --all) gives the repository to, when the skill writes it out and makes
// it more than a backup script's destination: a remote the script added
// to the repository (remotes: it stays, and every later push goes
// there), a bare address, or a push of another repository than the one
// the skill runs in (other: git -C DIR and git's other options, as in a
// loop over the user's repositories). "" for a host in a variable, a
// local or private one, a public code host, a URL pushed to once from
// the skill's own directory (a backup script naming the user's server),
// or a push of some refs. words are the push's words after "push",
// options included.
func MirrorHost(words []value.Value, remotes map[string]string, other bool) string {
	every := false
	for _, a := range words {
		every = every || a.S == "--mirror" || a.S == "--all"
	}
	if !every {
		return ""
	}
	for _, a := range words {
		if strings.HasPrefix(a.S, "-") || !a.Known {
			continue
		}
		u := a.S
		r, added := remotes[u]
		if added {
			u = r
		}
		h := GitHost(u)
		_, err := netip.ParseAddr(strings.Trim(h, "[]"))
		if h = strings.ToLower(h); h != "" && !LocalHost(h) && !strings.ContainsAny(h, "$%{<") && !forge(h) && (added || other || err == nil) {
			return h
		}
		return ""
	}
	return ""
}

// forge reports the public code hosts beside those flow.CodeHost names
// (a mirror kept on Codeberg or sourcehut is the user's own).
func forge(h string) bool {
	switch h {
	case "codeberg.org", "gitea.com", "git.sr.ht", "framagit.org", "salsa.debian.org":
		return true
	}
	return false
}

// GitHost is the host of a git remote: a URL's (HostOf), or scp-like
// syntax's (git@host:path); "" for neither.
func GitHost(u string) string {
	h := HostOf(u)
	if at, colon := strings.IndexByte(u, '@'), strings.IndexByte(u, ':'); h == "" && at > 0 && colon > at+1 && !strings.Contains(u, "://") {
		h = u[at+1 : colon]
	}
	return h
}
