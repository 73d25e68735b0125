package prefilter

import (
	"bytes"
	"regexp"
	"regexp/syntax"
	"strings"
	"testing"
)

// TestAlternativesSameMatch holds the attempts at candidates with the
// branches a candidate can start (Alternatives) to the attempts with the
// whole pattern: the same match at every candidate, never more bytes
// read, and fewer branches run.
func TestAlternativesSameMatch(t *testing.T) {
	patterns := []string{
		`(?i)\bSet-MpPreference\b[^\n]*-Disable\w+\b|\b(?:Add|Set)-MpPreference\b[^\n]*-Exclusion(?:Path|Process)\b|\b(?:systemctl\s+(?:stop|disable)\s+|service\s+)(?:auditd|ufw)\b(?:\s+stop)?`,
		`(?i)\b(?:pip3?|python3?\s+-m\s+pip|uv\s+pip|pipx|npm)\s+(?:install|i|add)\b(?:\s+-[\w-]+)*?\s+["']?(?:https?|ftp)://\S+|\b(?:npx|uvx|pipx\s+run)\s+["']?(?:https?|ftp)://\S+`,
		// An earlier branch preferred though a later one matches longer.
		`ab|abcd|a(?:bc|b)x?`,
		`(?:foo|foobar)(?:baz)?|foob\w*`,
		`(?m)^(?:curl|wget)\b.*$|curl\s`,
		`\b(?:x|(?i:Y))(?:1|2)\d|xy`,
	}
	texts := []string{
		"service auditd stop\nSet-MpPreference -DisableRealtimeMonitoring $true\nadd-mppreference -ExclusionPath C:\\x\nservices here\n",
		"npm install https://x.io/a.tgz\npip3 install -U foo https://e.com/p\npython -m pip install ok\nnpx 'http://a/b' pipx run ftp://z\n",
		"abcdx abx abc ab a abcx",
		"foobarbaz foobaz foobq foo fooba",
		"curl -s x\n wget y\ncurl z\nnot curl here\n",
		"x12 y23 Y11 xy xyz x1 X13",
	}
	for _, p := range patterns {
		re, err := syntax.Parse("(?m)"+p, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		ps := Prefixes(re)
		alts := NewAlternatives(re)
		if ps == nil || alts == nil {
			t.Fatalf("%s: prefixes %v, alternatives %v", p, ps, alts)
		}
		whole := [2]*regexp.Regexp{regexp.MustCompile(`\A(?m:` + p + `)`), regexp.MustCompile(`\A(?s:.)(?m:` + p + `)`)}
		skipped, fewer := 0, 0
		for _, text := range texts {
			text := []byte(text + "\n" + strings.ToUpper(text))
			lower := bytes.ToLower(text)
			var prefixes [][]byte
			for _, q := range ps {
				prefixes = append(prefixes, []byte(q))
			}
			for _, c := range Candidates(prefixes, lower) {
				ctx := min(c, 1)
				full, part := &RuneCounter{}, &RuneCounter{}
				full.Reset(text[c-ctx:])
				part.Reset(text[c-ctx:])
				want := whole[ctx].FindReaderIndex(full)
				var got []int
				if m := alts.branchesAt(text, c); m == 0 {
					skipped++
				} else {
					if m != alts.all {
						fewer++
					}
					at := whole[ctx]
					if m != alts.all {
						at = alts.anchored(m, ctx)
					}
					got = at.FindReaderIndex(part)
				}
				if (got == nil) != (want == nil) || got != nil && got[1] != want[1] {
					t.Errorf("%s at %d of %q: %v, the whole pattern %v", p, c, text, got, want)
				}
				if part.Read > full.Read {
					t.Errorf("%s at %d: read %d, the whole pattern %d", p, c, part.Read, full.Read)
				}
			}
		}
		if fewer == 0 {
			t.Errorf("%s: every attempt ran every branch (%d candidates without one)", p, skipped)
		}
	}
}

// TestFlattenKeepsOrder: the branches come in the order leftmost-first
// prefers them, and an alternation after a piece that offers a choice is
// not distributed (a+(b|c) is not a+b|a+c in that order).
func TestFlattenKeepsOrder(t *testing.T) {
	for p, want := range map[string][]string{
		`\b(?:ab|cd)e|f`:         {`\bab e`, `\bcd e`, `f`},
		`x(?:yy|zz)w|(qq|rr)`:    {`xyyw`, `xzzw`, `qq`, `rr`},
		`a+(?:bb|cc)`:            {`a+(?:bb|cc)`},
		`ab|abcd|a(?:bc|b)x?`:    {`ab(?:)`, `abcd`, `abcx?`, `ab(?:)x?`},
		`(?:pip3?|py)\s+install`: {`pip3?[\t\n\f\r ]+install`, `py[\t\n\f\r ]+install`},
	} {
		re, err := syntax.Parse(p, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, b := range flatten(re, nil, 8) {
			got = append(got, b.String())
		}
		norm := func(s []string) string { return strings.ReplaceAll(strings.Join(s, "|"), " ", "") }
		if norm(got) != norm(want) {
			t.Errorf("%s: %q, want %q", p, got, want)
		}
	}
}

// TestPrefixesThroughNestedConcat: the parser factors s out of
// systemctl and service and nests the rest as a concatenation; the
// prefixes go on through it (the prefix "s" alone made every s of a
// text a candidate).
func TestPrefixesThroughNestedConcat(t *testing.T) {
	re, err := syntax.Parse(`(?i)\b(?:systemctl\s+stop|service\s+)(?:auditd|ufw)\b`, syntax.Perl)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(Prefixes(re), " "); got != "service systemctl" {
		t.Errorf("prefixes %q, want service systemctl", got)
	}
}
