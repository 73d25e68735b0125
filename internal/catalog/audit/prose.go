package audit

import (
	"net/netip"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/confusable"
	"github.com/skillpin/skillpin/internal/catalog/audit/hosts"
	"github.com/skillpin/skillpin/internal/catalog/audit/prose"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// proseFindings reads a skill's instructions by role (package prose):
// SKILL.md and the documents it points the agent to.
func proseFindings(files []File) []Finding {
	docs := make([]prose.Doc, 0, len(files))
	for _, f := range files {
		if f.Data != nil {
			docs = append(docs, prose.Doc{Path: f.Path, Data: f.Data})
		}
	}
	res := prose.Analyze(docs, prose.Options{Skeleton: asciiSkeleton, Host: hostClass})
	out := make([]Finding, 0, len(res.Findings)+len(res.Skips))
	for _, f := range res.Findings {
		out = append(out, Finding{Code: f.Code, Severity: Severity(f.Severity), File: f.Path, Line: f.Line,
			Match: safetext.Show(clip(f.Text, maxExcerpt)), Title: safetext.Show(clip(f.Title, maxExcerpt)),
			Check: f.Check, Context: f.Context})
	}
	for _, s := range res.Skips {
		out = append(out, notAudited(s.Path, s.Why))
	}
	return out
}

// asciiSkeleton is the confusables skeleton of a word holding a byte
// outside ASCII when that skeleton is all ASCII, and the word itself
// otherwise: the prose analysis keeps a word whose skeleton is not ASCII
// as it is, and most are known not to be without computing it.
func asciiSkeleton(w string) string {
	if k, ok := confusable.ASCIISkeleton(w); ok {
		return k
	}
	return w
}

// hostClass classifies a host named in instructions with the audit's
// host lists (package hosts).
func hostClass(scheme, host string) prose.HostClass {
	host = strings.ToLower(strings.TrimSuffix(host, "."))
	// Documentation placeholders (example.com) are not local here: a
	// sentence telling the agent to send secrets there says what it
	// would do with a real host.
	if host == "" || host == "localhost" || !strings.Contains(host, ".") || strings.HasSuffix(host, ".localhost") ||
		strings.HasSuffix(host, ".local") || strings.HasSuffix(host, ".internal") {
		return prose.Local
	}
	// Documentation address ranges count as public, like example.com.
	if a, err := netip.ParseAddr(strings.Trim(host, "[]")); err == nil && (a.IsLoopback() || a.IsPrivate() || a.IsUnspecified() || a.IsLinkLocalUnicast()) {
		return prose.Local
	}
	u := hosts.URL{Scheme: scheme, Host: host, Path: "/"}
	if scheme == "" {
		u.Scheme = "https"
	}
	switch {
	case hosts.Risky(u), scheme == "http":
		return prose.Risky
	case hosts.Known(u):
		return prose.Known
	}
	return prose.Other
}
