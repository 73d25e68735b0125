package script

import (
	"regexp"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/flow"
)

// Destruction aimed at production, and a cluster wiped:
//
//   - a branch of a case or an if that is taken only when a database URL
//     or a name says production (*prod*, *.rds.amazonaws.com, live) and
//     that drops a schema, a database or a table, truncates one, or
//     flushes a store: the migration helper that resets the production
//     database and nothing else (the Replit incident's shape). A script
//     that refuses in that branch and resets elsewhere is a dev reset;
//   - kubectl deleting every namespace, persistent volume, node or CRD
//     (delete ns --all, delete pv --all, delete all --all -A): not a
//     clean-up of finished jobs.

// maxProdBranch bounds the lines of a branch read.
const maxProdBranch = 64

// prodWordRE is a branch's pattern or condition naming production.
var prodWordLazy, dbDestroyLazy, dbClientLazy lazyre.RE

func prodWordRE() *regexp.Regexp {
	return prodWordLazy.Get(`(?i)prod|\.rds\.amazonaws\.com|rds\.amazonaws|\blive\b|\bmaster-db\b`)
}

// dbDestroyRE is a database command that destroys data.
func dbDestroyRE() *regexp.Regexp {
	return dbDestroyLazy.Get(`(?i)\bdrop\s+(?:schema|database|table)\b|\btruncate\s+(?:table\s+)?\w|\bdropDatabase\s*\(|\bflushall\b|\bflushdb\b|\bdropdb\b|\bdelete\s+from\s+\w+\s*;?\s*['"]`)
}

// dbClientRE names the program that runs it.
func dbClientRE() *regexp.Regexp {
	return dbClientLazy.Get(`\b(?:psql|mysql|mariadb|sqlite3|mongo|mongosh|redis-cli|dropdb|sqlcmd|clickhouse-client|cockroach)\b`)
}

// prodBranch reports a branch taken on production (its pattern or
// condition's text) whose statements destroy a database's data.
func (sh *shState) prodBranch(cond string, body []*syntax.Stmt) {
	if len(body) == 0 || !prodWordRE().MatchString(cond) {
		return
	}
	from, to := int(body[0].Pos().Line()), int(body[len(body)-1].End().Line())
	if from < 1 || to > len(sh.lines) || to < from || to-from >= maxProdBranch {
		return // (a longer branch is not read: nested ones stay linear)
	}
	text := strings.Join(sh.lines[from-1:to], "\n")
	if !dbClientRE().MatchString(text) {
		return
	}
	if m := dbDestroyRE().FindStringIndex(text); m != nil {
		line := from + strings.Count(text[:m[0]], "\n")
		sh.u.Hit(flow.Hit{Kind: flow.Wiper, Line: sh.u.Line(line), Level: 2, Source: "a branch taken on production (" + strings.TrimSpace(cond) + ")", Sink: "a database's data destroyed", Text: strings.TrimSpace(sh.lines[line-1])})
	}
}

// wordsText is the source text of words (a case item's patterns).
func wordsText(ws []*syntax.Word) string {
	var b strings.Builder
	for _, w := range ws {
		for _, p := range w.Parts {
			if l, ok := p.(*syntax.Lit); ok {
				b.WriteString(l.Value)
			}
		}
		b.WriteByte(' ')
	}
	return b.String()
}

// condText is the source text of an if's condition.
func (sh *shState) condText(cond []*syntax.Stmt) string {
	if len(cond) == 0 {
		return ""
	}
	from, to := int(cond[0].Pos().Line()), int(cond[len(cond)-1].End().Line())
	if from < 1 || to > len(sh.lines) || to < from || to-from > 8 {
		return ""
	}
	s := strings.Join(sh.lines[from-1:to], "\n")
	// Up to "then": the condition, not the branch on the same line.
	if k := strings.Index(s, "then"); k >= 0 {
		s = s[:k]
	}
	return s
}

// clusterResource reports a kind whose every object deleted wipes a
// cluster.
func clusterResource(r string) bool {
	switch r {
	case "ns", "namespace", "namespaces", "pv", "persistentvolume", "persistentvolumes", "node", "nodes", "no", "crd", "crds", "customresourcedefinition", "customresourcedefinitions":
		return true
	}
	return false
}

// kubectlWipe reports kubectl deleting every namespace, volume, node or
// CRD, or every resource of every namespace.
func (sh *shState) kubectlWipe(c *shCall) {
	del := -1
	for i, a := range c.rest {
		if a.S == "delete" {
			del = i
			break
		}
	}
	if del < 0 || del+1 >= len(c.rest) || !has(c.flags, "--all") {
		return
	}
	res := strings.ToLower(c.rest[del+1].S)
	if clusterResource(res) || res == "all" && has(c.flags, "-A", "--all-namespaces") {
		sh.u.Hit(flow.Hit{Kind: flow.Wiper, Line: c.line, Level: 2, Source: "every " + res + " of the cluster", Sink: "kubectl delete", Text: c.text})
	}
}
