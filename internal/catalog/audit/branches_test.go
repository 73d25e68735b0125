package audit

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
	"regexp/syntax"
	"slices"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/prefilter"
)

// branchWindows are the windows to compare a rule's branches on: each
// text whole and, as the audit's keyword windows, each line holding one
// of the rule's keywords with the lines before and after it, where the
// window passes the rule's Filter.
func branchWindows(r *Rule, text []byte) [][]byte {
	out := [][]byte{text}
	var starts []int
	for i := 0; i < len(text); {
		starts = append(starts, i)
		j := bytes.IndexByte(text[i:], '\n')
		if j < 0 {
			break
		}
		i += j + 1
	}
	starts = append(starts, len(text))
	for k := 0; k+1 < len(starts); k++ {
		line := lowerASCII(text[starts[k]:starts[k+1]])
		if !slices.ContainsFunc(r.Keywords, func(kw string) bool { return bytes.Contains(line, []byte(kw)) }) {
			continue
		}
		lo, hi := starts[max(k-1, 0)], starts[min(k+2, len(starts)-1)]
		if r.pre.Holds(lowerASCII(text[lo:hi])) {
			out = append(out, text[lo:hi])
		}
	}
	return out
}

// TestBranchesSame holds the branch check of the rules without prefixes
// (prefilter.Branches) to the whole pattern: on every rule example, the
// corpus's files and the tune set, and the keyword-shaped windows in
// them, a window a branch matches is one the pattern matches and the
// other way round.
func TestBranchesSame(t *testing.T) {
	texts := auditTexts(t)
	n := 0
	for _, r := range Builtin() {
		if r.branches == nil {
			continue
		}
		n++
		var yes, no int
		for _, text := range texts {
			if prefilter.FoldsToASCII(text) {
				continue // the audit does not take the shortcut there
			}
			for _, w := range branchWindows(r, text) {
				want := r.re.Match(w)
				if got := r.branches.Any(w, lowerASCII(w)); got != want {
					t.Fatalf("%s: branches say %v, the pattern %v, on %q", r.Code, got, want, w)
				}
				if want {
					yes++
				} else {
					no++
				}
			}
		}
		if yes == 0 || no == 0 {
			t.Errorf("%s: compared on %d windows it matches and %d it does not: the test shows nothing", r.Code, yes, no)
		}
	}
	if n < 5 {
		t.Errorf("only %d rules have branches; the shortcut no longer applies where it was meant to", n)
	}
}

// TestBranchTextSame holds the text each branch is compiled from
// (prefilter.BranchText) to what it stands for, the branch as
// regexp/syntax prints it (String, the slower way, used before): the
// same program, instruction for instruction, and the same groups (the
// trees may differ: the parser reads a class of every rune but the
// newline as "." and the compiler makes the same instruction of both).
// Every rule's pattern is split (whether or not the rule
// uses its branches) and also printed whole, so that every operator the
// rules use is printed.
func TestBranchTextSame(t *testing.T) {
	prog := func(text string) string {
		re, err := syntax.Parse(text, syntax.Perl)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		re = re.Simplify()
		p, err := syntax.Compile(re)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		c := regexp.MustCompile(text)
		return fmt.Sprint(p, c.SubexpNames())
	}
	// Patterns with the operators no rule uses today, as a rule file of
	// a project's own could.
	patterns := []string{`(?s).x|(?-s).y`, `(?s:.)a*?b+c??d{2,}e{3}f{1,4}?|x`, `\A^x$\z|\by\B|(?-m:$)`,
		`(?P<n>x)|()|(?:)`, `[^a]|[^\x00-\x{10FFFF}]|[\x00-\x{10FFFF}]`, `(?i)(k|ſ|[a-z\-\]]+|\x{1F600}é)z`, `(?U)a*|b+?`}
	for _, r := range Builtin() {
		if r.Pattern != "" {
			patterns = append(patterns, r.Pattern)
		}
	}
	n := 0
	for _, p := range patterns {
		re, err := syntax.Parse("(?m)"+p, syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		for _, sub := range append(prefilter.Split(re), re) {
			got, want := prefilter.BranchText(sub), sub.String()
			if gotProg, wantProg := prog(got), prog(want); gotProg != wantProg {
				t.Fatalf("%s: %q compiles to\n%s\nnot, as %q,\n%s", p, got, gotProg, want, wantProg)
			}
			n++
		}
	}
	if n < 100 {
		t.Errorf("only %d patterns compared", n)
	}
}

// BenchmarkBranches runs the patterns of the rules without prefixes over
// the windows of the test texts, the whole pattern against the branch
// check that precedes it (the audit runs the whole pattern after the
// check only where a branch matched); over the skills of
// $SKILLPIN_AUDIT_BENCH when it is set (see BenchmarkSkills).
func BenchmarkBranches(b *testing.B) {
	var texts [][]byte
	if os.Getenv("SKILLPIN_AUDIT_BENCH") == "" {
		texts = auditTexts(b)
	} else {
		for _, fs := range benchSkills(b) {
			for _, f := range fs {
				texts = append(texts, f.Data)
			}
		}
	}
	type job struct {
		r     *Rule
		w, lw []byte
	}
	var jobs []job
	for _, r := range Builtin() {
		if r.branches == nil {
			continue
		}
		for _, text := range texts {
			if prefilter.FoldsToASCII(text) {
				continue
			}
			for _, w := range branchWindows(r, text)[1:] {
				jobs = append(jobs, job{r, w, lowerASCII(w)})
			}
		}
	}
	b.Run("whole", func(b *testing.B) {
		for b.Loop() {
			for _, j := range jobs {
				j.r.re.FindAllIndex(j.w, maxMatchesPerFile)
			}
		}
	})
	b.Run("branches", func(b *testing.B) {
		for b.Loop() {
			for _, j := range jobs {
				if j.r.branches.Any(j.w, j.lw) {
					j.r.re.FindAllIndex(j.w, maxMatchesPerFile)
				}
			}
		}
	})
}
