package credplace

import (
	"strings"
	"testing"
)

// TestPurged: a force mirror push from a fresh mirror clone whose only
// rewrite replaces long literal values gives the remote its own history
// back; any other source, rewrite or rule may erase it.
func TestPurged(t *testing.T) {
	fence := func(lines ...string) string { return "# Purge\n\n```bash\n" + strings.Join(lines, "\n") + "\n```\n" }
	const (
		clone  = "git clone --mirror git@github.com:OWNER/REPO.git repo-mirror && cd repo-mirror"
		rules  = "printf '%s==>REMOVED\\n' 'the-leaked-value' > ../replacements.txt"
		filter = "git filter-repo --replace-text ../replacements.txt"
		verify = "git log --all -S 'the-leaked-value' --oneline   # must print nothing"
		push   = "git push --force --mirror origin"
	)
	for _, tc := range []struct {
		name, doc string
		md, want  bool
	}{
		{"one block", fence(clone, rules, filter, verify, push), true, true},
		{"the push in its own block after prose", fence(clone, rules, filter, verify) + "\n## Push (after the user confirms)\n\n" + fence(push), true, true},
		{"inline spans", "1. Clone: `git clone --mirror git@github.com:ME/app.git` and `cd app.git`.\n2. `printf 'AKIA_EXAMPLE_OLD_KEY==>REMOVED\\n' > ../r.txt`\n   then `git filter-repo --replace-text ../r.txt`.\n3. Verify: `git log -p --all | grep -c AKIA_EXAMPLE_OLD_KEY` is 0.\n4. Then: `git push --force --mirror origin`.\n", true, true},
		{"tidied after", fence(clone, rules, filter, "git reflog expire --expire=now --all && git gc --prune=now --aggressive", push), true, true},
		{"a script", "#!/bin/sh\nset -eu\n" + clone + "\n" + rules + "\n" + filter + "\n" + push + "\n", false, true},
		{"prose naming commands before the clone", "Uses `git filter-repo` and `git push --mirror`.\n" + fence(clone, rules, filter, push), true, true},
		// Twins.
		{"no clone: the project's own repository", fence(rules, filter, push), true, false},
		{"a plain clone", fence("git clone git@github.com:OWNER/REPO.git repo-mirror && cd repo-mirror", rules, filter, push), true, false},
		{"never in the clone", "1. `git clone --mirror git@github.com:ME/app.git`\n2. `printf 'AKIA_EXAMPLE_OLD_KEY==>REMOVED\\n' > r.txt`\n3. `git filter-repo --replace-text r.txt`\n4. `git push --force --mirror origin`\n", true, false},
		{"cd out of the clone", fence(clone, rules, filter, "cd ../project", push), true, false},
		{"an orphan branch", fence(clone, "git checkout --orphan empty && git rm -rf . && git commit -m x", push), true, false},
		{"a regex rule", fence(clone, "printf 'regex:.*==>\\n' > ../replacements.txt", filter, push), true, false},
		{"a short literal", fence(clone, "printf 'e==>\\n' > ../replacements.txt", filter, push), true, false},
		{"the rules file not written here", fence(clone, "git filter-repo --replace-text ~/rules.txt", push), true, false},
		{"the rules file from a download", fence(clone, "curl -s https://x.example-x.net/r > ../replacements.txt", filter, push), true, false},
		{"another rewrite", fence(clone, "git filter-repo --path src --invert-paths", push), true, false},
		{"pushed elsewhere", fence(clone, rules, filter, "git push --force --mirror git@github.com:OTHER/REPO.git"), true, false},
		{"refs deleted", fence(clone, "git for-each-ref --format='delete %(refname)' | git update-ref --stdin", push), true, false},
		{"a branch deleted", fence(clone, rules, filter, "git branch -D main", push), true, false},
		{"the rules file written before the clone, then appended to", fence("printf 'AKIA_EXAMPLE_OLD_KEY==>x\\n' > ../replacements.txt; cat evil >> ../replacements.txt", clone, filter, push), true, false},
		{"the rules file appended by another", fence(clone, rules, "cat extra >> ../replacements.txt", filter, push), true, false},
	} {
		at := strings.LastIndex(tc.doc, "git push")
		if got := Purged([]byte(tc.doc), tc.md, at); got != tc.want {
			t.Errorf("%s: Purged = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestPurgedBound: only the last maxPurgeCmds commands before the push
// are read, and a text past maxPurgeText is not.
func TestPurgedBound(t *testing.T) {
	doc := "```bash\ngit clone --mirror git@github.com:O/R.git m && cd m\n" + strings.Repeat("git log --oneline\n", 2*maxPurgeCmds) + "git push --force --mirror origin\n```\n"
	if Purged([]byte(doc), true, strings.LastIndex(doc, "git push")) {
		t.Error("a clone before the last commands was read")
	}
	if n := len(codeSpans(doc, true, len(doc)-1)); n != 2*maxPurgeCmds+2 {
		t.Errorf("codeSpans: %d commands", n)
	}
	big := strings.Repeat("x", maxPurgeText+1)
	if Purged([]byte(big), false, 0) {
		t.Error("a text past the bound was read")
	}
}
