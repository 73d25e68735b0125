package main

import (
	"go/parser"
	"go/token"
	"io/fs"
	"maps"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// depRules are the intended arrows between skillpin's packages, in the
// notation of Go's own go/build dependency test: "a, b < c, d" means c and
// d may import a and b and everything a and b may import. A package may
// import only what the rules allow it; every package must appear. Paths
// are relative to internal/ ("cmd/skillpin" is the command).
const depRules = `
	# The leaves: words, errors, files, locks. They know no skill.
	NONE < ui/errkind, faults, ui/hint, ui/humanize, ui/safetext, ui/suggest, install/durable,
	       install/harness, release, catalog/audit/auditcode;
	ui/safetext < ui/jsonout, lock/names;
	faults < install/atomicfile;
	ui/errkind < install/filelock, install/layout, install/safefile;
	ui/errkind, ui/hint, install/safefile, ui/suggest < lock/tomlfile;
	lock/names, lock/tomlfile < lock/sigrule;
	release < release/mkpkg;
	ui/errkind, faults, ui/hint, ui/humanize, ui/safetext, ui/suggest, install/durable, install/harness,
	catalog/audit/auditcode, ui/jsonout, lock/names, install/atomicfile, install/filelock, install/layout,
	install/safefile, lock/tomlfile, lock/sigrule < LEAVES;

	# The audit's lazily compiled patterns, beneath all of its parts.
	NONE < catalog/audit/lazyre, catalog/audit/prefilter;
	# Where text sends to or fetches from (pkgsource reads hosts with it).
	NONE < catalog/audit/hosts;

	# The script analysis and its parts beneath it.
	NONE < catalog/audit/script/value;
	catalog/audit/script/value < catalog/audit/script/decode, catalog/audit/script/tables;
	catalog/audit/script/decode < catalog/audit/script/lex;
	NONE < catalog/audit/script/sqlprog;
	NONE < catalog/audit/script/githook;
	catalog/audit/lazyre < catalog/audit/script/devshell;
	catalog/audit/script/tables, catalog/audit/lazyre < catalog/audit/script/batchsh;
	NONE < catalog/audit/script/lifecycle;
	catalog/audit/script/value < catalog/audit/script/gitcmd;
	catalog/audit/script/decode, catalog/audit/script/tables, catalog/audit/script/sqlprog, catalog/audit/lazyre, catalog/audit/script/githook, catalog/audit/prefilter, catalog/audit/script/devshell, catalog/audit/script/batchsh, catalog/audit/script/lifecycle, catalog/audit/script/gitcmd < catalog/audit/script/flow;
	NONE < catalog/audit/script/keymat;
	NONE < catalog/audit/script/notebook;
	catalog/audit/lazyre < catalog/audit/prose/tooltext;
	NONE < catalog/audit/prose/playbook;
	catalog/audit/prose/tooltext, catalog/audit/prose/playbook < catalog/audit/prose;
	catalog/audit/script/flow, catalog/audit/hosts < catalog/audit/script/pkgsource;
	catalog/audit/lazyre < catalog/audit/script/rconn;
	catalog/audit/script/value < catalog/audit/script/prog/fold;
	catalog/audit/lazyre, catalog/audit/prefilter < catalog/audit/technique;
	NONE < catalog/audit/script/lolbin;
	catalog/audit/script/lex, catalog/audit/script/flow, catalog/audit/script/keymat, catalog/audit/script/pkgsource, catalog/audit/script/rconn, catalog/audit/script/prog/fold, catalog/audit/script/lolbin < catalog/audit/script/prog;
	catalog/audit/script/flow < catalog/audit/script/implant;
	catalog/audit/script/flow, catalog/audit/script/tables, catalog/audit/lazyre, catalog/audit/prefilter < catalog/audit/script/gated;
	NONE < catalog/audit/script/shparam;
	catalog/audit/script/prog, catalog/audit/script/implant, catalog/audit/script/gated, catalog/audit/script/notebook, catalog/audit/script/shparam, catalog/audit/script/lolbin < catalog/audit/script;
	catalog/audit/script < catalog/audit/script/scripttest;

	# Test helpers.
	NONE < testfs, fetch/gittest, verify/signature/sigstoretest,
	       fetch/oci/ocitest, verify/sbom/sbomtest;
	faults < faults/crashtest;
	# What the test packages that run the built binary share.
	testfs, fetch/gittest < cmd/skillpin/internal/e2etest;

	# The skill model, and the machinery that reaches remotes: neither
	# knows the project, its files or its policy.
	LEAVES < catalog;
	catalog < catalog/contentscan, catalog/view, catalog/catalogtest;
	LEAVES < fetch/oci, fetch/pack;
	fetch/oci < fetch/srcspec;
	NONE < fetch/blobid;
	fetch/pack, fetch/srcspec, fetch/blobid < fetch;
	LEAVES < fetch/gitrev;

	# The project's file formats.
	catalog < lock, lock/approvals, lock/manifest, lock/importer;
	lock, catalog/contentscan < lock/lockdiff;

	# One interface over the kinds of source; the artifacts pushed.
	fetch, lock < fetch/source;
	fetch/oci, lock < fetch/ocipush;

	# The audit engine and the judges of signatures and policy.
	NONE < catalog/audit/confusable,
	       catalog/audit/keywords, catalog/audit/frontmatter;
	catalog/audit/lazyre < catalog/audit/bulkwrite;
	catalog/audit/lazyre, catalog/audit/bulkwrite < catalog/audit/shellcmd, catalog/audit/codeliteral;
	NONE < catalog/audit/invisible;
	catalog/contentscan < catalog/audit/sniff;
	catalog/audit/confusable < catalog/audit/typosquat;
	catalog/audit/shellcmd < catalog/audit/installed;
	catalog/audit/shellcmd < catalog/audit/optin;
	catalog/audit/lazyre, catalog/audit/shellcmd < catalog/audit/ownbackup;
	catalog/audit/ownbackup, catalog/audit/shellcmd < catalog/audit/settle;
	catalog/audit/lazyre < catalog/audit/credplace;
	# The skill-level judgement: a linear classifier over a skill's words.
	catalog, catalog/audit/auditcode < catalog/audit/judge;
	catalog/contentscan, catalog/audit/prose, catalog/audit/script,
	catalog/audit/confusable, catalog/audit/prefilter, catalog/audit/sniff, catalog/audit/shellcmd,
	catalog/audit/typosquat, catalog/audit/hosts, catalog/audit/keywords,
	catalog/audit/frontmatter, catalog/audit/codeliteral,
	catalog/audit/invisible, catalog/audit/installed, catalog/audit/optin,
	catalog/audit/lazyre < catalog/audit/cijob;
	catalog/audit/credplace, catalog/audit/judge, catalog/audit/cijob, catalog/audit/technique,
	catalog/audit/settle < catalog/audit;
	# The judgement's trainer and cross-validation (a command run by hand).
	catalog/audit < catalog/audit/judge/train;
	catalog < verify/signature;
	# The Sigstore verifier and signer, the only importer of sigstore-go
	# (TestSigstoreGoOnlyInVerifier): beneath the types, so judging a
	# recorded signer does not link sigstore-go's graph.
	verify/signature < verify/signature/sigstore;
	verify/signature, lock/approvals < verify/policy;

	# Durable state in the cache and what agents see.
	catalog < install/store < install/publish;
	catalog < install/copies;

	# The state read at one moment and its trust decision; the views.
	catalog/audit, verify/policy, lock, lock/manifest < verify/state;
	verify/state, install/publish < catalog/roots;
	NONE < serve/budget, serve/rpcmsg, serve/fileid;
	catalog < serve/skilluri;
	catalog/roots, catalog/view, serve/budget, serve/rpcmsg, serve/skilluri, serve/fileid < serve;
	catalog/audit, lock/lockdiff, verify/policy, lock/manifest < catalog/review;
	catalog/review, fetch < catalog/review/reviewgate;
	LEAVES < verify;
	catalog < verify/sbom;

	# The checks of the CI gate that judge values, and the operations'
	# other judges of values: the policy pin, a skill's status, approving.
	catalog/audit, lock/manifest, lock, verify/signature, verify/policy, verify, fetch/source < verify/gate;
	verify/state, verify/gate < verify/policypin;
	verify/state, install/publish < verify/skillstatus;
	verify/gate, lock/lockdiff, lock/approvals < verify/approval;

	# The proof of a commit's content through the store.
	fetch, install/store, lock < verify/proof;

	# Resolving a manifest against the previous lock; what add, remove
	# and outdated decide from it.
	fetch/source, verify/signature, lock/manifest, verify < resolve;
	resolve < resolve/addplan, resolve/removeplan;
	resolve, verify/gate < resolve/outdated;

	# A review of a change, run.
	catalog/review/reviewgate, fetch/gitrev, install/store, resolve, verify/policypin < catalog/review/reviewrun;

	# The operations, then the command.
	resolve, verify/state, catalog/review, verify/sbom, lock/importer, install/publish, verify/proof, verify/gate,
	fetch/gitrev, catalog/review/reviewgate, fetch/ocipush,
	verify/policypin, resolve/addplan, verify/approval, catalog/review/reviewrun,
	resolve/outdated, install/copies, verify/skillstatus, resolve/removeplan < project;
	# The command: what its commands share, the commands that have a
	# package of their own (as gh's pkg/cmd/...), then the command.
	verify/gate < ui/sarif;
	project, verify/signature/sigstore < cmd/skillpin/internal/cmdutil;
	cmd/skillpin/internal/cmdutil, ui/sarif < cmd/skillpin/internal/auditcmd;
	cmd/skillpin/internal/cmdutil <
	       cmd/skillpin/internal/importcmd, cmd/skillpin/internal/initcmd,
	       cmd/skillpin/internal/installcmd, cmd/skillpin/internal/lintcmd,
	       cmd/skillpin/internal/outdatedcmd, cmd/skillpin/internal/policycmd,
	       cmd/skillpin/internal/pushcmd, cmd/skillpin/internal/relockcmd,
	       cmd/skillpin/internal/sbomcmd, cmd/skillpin/internal/signcmd,
	       cmd/skillpin/internal/updatecmd;
	cmd/skillpin/internal/auditcmd, cmd/skillpin/internal/importcmd, cmd/skillpin/internal/initcmd,
	       cmd/skillpin/internal/installcmd, cmd/skillpin/internal/lintcmd,
	       cmd/skillpin/internal/outdatedcmd, cmd/skillpin/internal/policycmd,
	       cmd/skillpin/internal/pushcmd, cmd/skillpin/internal/relockcmd,
	       cmd/skillpin/internal/sbomcmd, cmd/skillpin/internal/signcmd,
	       cmd/skillpin/internal/updatecmd < COMMANDS;
	project, serve, COMMANDS < cmd/skillpin;
`

// depDebt are arrows the rules forbid that the code still has, each with
// why it is still there. The list may only shrink: an entry no longer
// needed fails the test, so whoever removes an arrow removes its line.
var depDebt = map[string]string{}

// TestDependencyRules reads the import graph of every non-test file under
// internal/ and cmd/skillpin and fails on an arrow the rules do not allow.
func TestDependencyRules(t *testing.T) {
	t.Parallel()
	const module = "github.com/skillpin/skillpin/"
	allowed := parseDepRules(t, depRules)
	graph := map[string]map[string]bool{}
	root := filepath.Join("..", "..")
	err := walkSources(root, func(p, rel string) error {
		pkg := strings.TrimPrefix(path.Dir(rel), "internal/")
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		if graph[pkg] == nil {
			graph[pkg] = map[string]bool{}
		}
		for _, im := range f.Imports {
			ip := strings.Trim(im.Path.Value, `"`)
			if dep, ok := strings.CutPrefix(ip, module); ok {
				graph[pkg][strings.TrimPrefix(dep, "internal/")] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	debtUsed := map[string]bool{}
	for _, pkg := range slices.Sorted(maps.Keys(graph)) {
		ok, known := allowed[pkg]
		if !known {
			t.Errorf("package %s is in no dependency rule: add it to depRules in %s", pkg, "cmd/skillpin/deps_test.go")
			continue
		}
		for _, dep := range slices.Sorted(maps.Keys(graph[pkg])) {
			if ok[dep] {
				continue
			}
			arrow := pkg + " -> " + dep
			if _, debt := depDebt[arrow]; debt {
				debtUsed[arrow] = true
				continue
			}
			t.Errorf("%s imports %s, which the dependency rules do not allow", pkg, dep)
		}
	}
	for arrow := range depDebt {
		if !debtUsed[arrow] {
			t.Errorf("depDebt lists %q, which the code no longer has: remove the entry", arrow)
		}
	}
}

// parseDepRules turns the rules into each package's allowed imports.
func parseDepRules(t *testing.T, rules string) map[string]map[string]bool {
	allowed := map[string]map[string]bool{"NONE": {}}
	for _, stmt := range strings.Split(stripComments(rules), ";") {
		stmt = strings.TrimSpace(stmt)
		if stmt == "" {
			continue
		}
		parts := strings.Split(stmt, "<")
		var below []string
		for i, part := range parts {
			var names []string
			for _, n := range strings.Split(part, ",") {
				if n = strings.TrimSpace(n); n != "" {
					names = append(names, n)
				}
			}
			if len(names) == 0 {
				t.Fatalf("dependency rule %q: an empty list", stmt)
			}
			if i > 0 {
				for _, n := range names {
					if allowed[n] != nil && !slices.Contains(below, n) {
						t.Fatalf("dependency rule %q: %s is given its imports twice", stmt, n)
					}
					set := map[string]bool{}
					for _, b := range below {
						if allowed[b] == nil {
							t.Fatalf("dependency rule %q: %s is used before its own rule", stmt, b)
						}
						if b != "NONE" && !isGroup(b) {
							set[b] = true
						}
						for d := range allowed[b] {
							set[d] = true
						}
					}
					allowed[n] = set
				}
			}
			below = names
		}
	}
	return allowed
}

func isGroup(name string) bool { return name == strings.ToUpper(name) && name != "NONE" }

func stripComments(s string) string {
	var b strings.Builder
	for _, line := range strings.Split(s, "\n") {
		line, _, _ = strings.Cut(line, "#")
		b.WriteString(line)
		b.WriteString("\n")
	}
	return b.String()
}

// TestDependencyRulesCatch shows the rule reading is not vacuous: an arrow
// the rules forbid is not allowed, one they allow is.
func TestDependencyRulesCatch(t *testing.T) {
	t.Parallel()
	allowed := parseDepRules(t, depRules)
	for _, tc := range []struct {
		from, to string
		ok       bool
	}{
		{"catalog", "ui/safetext", true},
		{"catalog", "ui/errkind", true},
		{"fetch", "fetch/oci", true},
		{"project", "ui/errkind", true},
		{"verify/state", "verify/policy", true},
		{"fetch", "catalog", false},                  // fetch knows nothing about skills
		{"lock/manifest", "catalog/audit", false},    // formats validate through audit/auditcode
		{"catalog/roots", "project", false},          // the views read through state
		{"install/store", "fetch", false},            // gc does not reach into git
		{"verify/signature", "lock/manifest", false}, // judges take values
		{"verify/policy", "lock/manifest", false},    // judges take values
		{"verify/state", "fetch", false},             // the git cache is handed in (state.Git)
		{"verify/state", "install/store", false},     // the store is handed in (Where.Stored)
		{"resolve", "verify/state", false},           // a resolver takes explicit inputs
		{"ui/errkind", "ui/hint", false},
	} {
		if got := allowed[tc.from][tc.to]; got != tc.ok {
			t.Errorf("%s -> %s allowed = %v, want %v", tc.from, tc.to, got, tc.ok)
		}
	}
}

// walkSources calls fn for every non-test Go file under internal/ and
// cmd/skillpin of the module at root (testdata left out), with its path
// and its slash-separated path relative to root.
func walkSources(root string, fn func(p, rel string) error) error {
	for _, dir := range []string{"internal", filepath.Join("cmd", "skillpin")} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if d.Name() == "testdata" {
					return filepath.SkipDir
				}
				return nil
			}
			if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
				return nil
			}
			rel, err := filepath.Rel(root, p)
			if err != nil {
				return err
			}
			return fn(p, filepath.ToSlash(rel))
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// sigstoreGoImporters are the only packages whose non-test files may import
// sigstore-go and its companions: its graph is about 500 packages and
// seconds of link per test binary, so the signature types stay off it and
// only what verifies or makes a signature pays for it.
var sigstoreGoImporters = map[string]bool{
	"verify/signature/sigstore":     true,
	"verify/signature/sigstoretest": true,
}

// TestSigstoreGoOnlyInVerifier fails when a package other than
// sigstoreGoImporters imports sigstore-go, sigstore or DSSE code directly
// (depRules then keep the rest of the graph off those packages).
func TestSigstoreGoOnlyInVerifier(t *testing.T) {
	t.Parallel()
	err := walkSources(filepath.Join("..", ".."), func(p, rel string) error {
		pkg := strings.TrimPrefix(path.Dir(rel), "internal/")
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, im := range f.Imports {
			ip := strings.Trim(im.Path.Value, `"`)
			if isSigstoreGo(ip) && !sigstoreGoImporters[pkg] {
				t.Errorf("%s imports %s: Sigstore code belongs in verify/signature/sigstore (the types package must stay off its graph)", rel, ip)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func isSigstoreGo(importPath string) bool {
	return strings.HasPrefix(importPath, "github.com/sigstore/") || strings.HasPrefix(importPath, "github.com/secure-systems-lab/")
}
