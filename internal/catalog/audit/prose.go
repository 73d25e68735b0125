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
	res := prose.Analyze(docs, prose.Options{Skeleton: confusable.SkeletonIfASCII, Host: hostClass})
	out := make([]Finding, 0, len(res.Findings)+len(res.Skips))
	for _, f := range res.Findings {
		out = append(out, Finding{Code: f.Code, Severity: Severity(f.Severity), File: f.Path, Line: f.Line,
			Match: safetext.Show(safetext.Clip(f.Text, maxExcerpt)), Title: safetext.Show(safetext.Clip(f.Title, maxExcerpt)),
			Check: f.Check, Context: f.Context})
	}
	for _, s := range res.Skips {
		out = append(out, notAudited(s.Path, s.Why))
	}
	return out
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
