package lockdiff

import (
	"bufio"
	"fmt"
	"html"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/jsonout"
)

// Renderers for Changes: text for a terminal, Markdown for a pull-request
// comment, JSON for tools. Everything that comes from skill content
// (paths, descriptions, tool names, file content) is untrusted: text
// output escapes control characters so a description cannot drive the
// terminal, and Markdown output escapes markup so a description cannot
// forge a table row, a link or a "no risks" line.

// RenderText writes c for people at a terminal.
func RenderText(w io.Writer, c *Changes) error {
	bw := bufio.NewWriter(w)
	p := func(format string, args ...any) { fmt.Fprintf(bw, format, args...) }
	if c.Empty() {
		p("no skill changes\n")
		return bw.Flush()
	}
	p("%s\n", headline(c))
	for _, sc := range c.Skills {
		p("\n%s: %s", sc.Name, sc.Change)
		if len(sc.Risks) > 0 {
			p(" (risky)")
		}
		p("\n")
		for _, r := range sc.Risks {
			p("  ! %-19s %s\n", r.Code, safe(r.Message))
		}
		from, to := sc.From, sc.To
		switch sc.Change {
		case Added:
			p("  source    %s %s\n", to.Source, safe(to.URL))
			p("  ref       %s\n", safe(refLabel(to)))
			if to.Commit != "" {
				p("  commit    %s\n", short(to.Commit))
			}
			p("  path      %s\n", safe(to.Path))
			p("  digest    %s\n", to.Digest)
			if to.Signer != "" {
				p("  signed by %s\n", safe(to.Signer))
			}
		case Removed:
			p("  source    %s %s\n", from.Source, safe(from.URL))
			p("  ref       %s\n", safe(refLabel(from)))
			if from.Commit != "" {
				p("  commit    %s\n", short(from.Commit))
			}
			p("  files     %d removed\n", len(sc.Files.Removed))
		default:
			switch {
			case from.URL != to.URL || from.Source != to.Source:
				p("  source    %s %s → %s %s\n", from.Source, safe(from.URL), to.Source, safe(to.URL))
			default:
				p("  source    %s %s\n", to.Source, safe(to.URL))
			}
			if refLabel(from) != refLabel(to) {
				p("  ref       %s → %s\n", safe(refLabel(from)), safe(refLabel(to)))
			}
			if from.Commit != to.Commit {
				p("  commit    %s → %s\n", short(from.Commit), short(to.Commit))
			}
			if from.Path != to.Path {
				p("  path      %s → %s\n", safe(from.Path), safe(to.Path))
			}
			if from.Digest != to.Digest {
				p("  digest    %s → %s\n", from.Digest, to.Digest)
			} else {
				p("  digest    %s (unchanged)\n", to.Digest)
			}
		}
		if sc.Change != Removed {
			textFiles(p, sc)
		}
		if t := sc.AllowedTools; len(t.Added)+len(t.Removed) > 0 {
			p("  allowed-tools")
			for _, a := range t.Added {
				p(" +%s", safe(a))
			}
			for _, r := range t.Removed {
				p(" -%s", safe(r))
			}
			p("\n")
		}
		switch sc.Signature {
		case SignatureAdded:
			p("  signature added: signed by %s\n", safe(to.Signer))
		case SignatureRemoved:
			p("  signature removed (was signed by %s)\n", safe(from.Signer))
		case SignerChanged:
			p("  signer    %s → %s\n", safe(from.Signer), safe(to.Signer))
		}
		if sc.DescriptionChanged {
			p("  description changed:\n    - %s\n    + %s\n", safe(sc.OldDescription), safe(sc.NewDescription))
		} else if sc.Change == Added {
			p("  description: %s\n", safe(sc.NewDescription))
		}
		for _, f := range allFiles(sc) {
			if f.ContentNote != "" {
				p("  note: %s: %s\n", safe(f.Path), safe(f.ContentNote))
			}
			if f.Patch != "" {
				p("\n")
				for _, line := range strings.SplitAfter(f.Patch, "\n") {
					if line != "" {
						p("    %s\n", safeLine(strings.TrimSuffix(line, "\n")))
					}
				}
			}
		}
	}
	return bw.Flush()
}

func textFiles(p func(string, ...any), sc SkillChange) {
	label := "  files    "
	line := func(format string, args ...any) {
		p(label+format+"\n", args...)
		label = "           "
	}
	for _, f := range sc.Files.Added {
		line("+ %s  %s%s", safe(f.Path), humanSize(f.NewSize), execNote(f.Exec))
	}
	for _, f := range sc.Files.Modified {
		note := ""
		switch {
		case f.ExecGained:
			note = "  exec bit gained"
		case f.ExecLost:
			note = "  exec bit lost"
		case f.Exec:
			note = "  exec"
		}
		if f.OldDigest == f.NewDigest {
			line("~ %s  %s, content unchanged%s", safe(f.Path), humanSize(f.NewSize), note)
		} else {
			line("~ %s  %s → %s%s", safe(f.Path), humanSize(f.OldSize), humanSize(f.NewSize), note)
		}
	}
	for _, f := range sc.Files.Removed {
		line("- %s  %s%s", safe(f.Path), humanSize(f.OldSize), execNote(f.Exec))
	}
	if sc.Change == Updated && sc.Files.Count() == 0 {
		line("unchanged")
	}
}

func execNote(exec bool) string {
	if exec {
		return "  exec"
	}
	return ""
}

func allFiles(sc SkillChange) []FileChange {
	all := make([]FileChange, 0, sc.Files.Count())
	all = append(all, sc.Files.Modified...)
	all = append(all, sc.Files.Added...)
	return append(all, sc.Files.Removed...)
}

// headline is "3 skills changed: 1 added, 1 removed, 1 updated; 2 with
// risks".
func headline(c *Changes) string {
	counts := map[string]int{}
	for _, sc := range c.Skills {
		counts[sc.Change]++
	}
	var parts []string
	for _, k := range []string{Added, Removed, Updated} {
		if counts[k] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", counts[k], k))
		}
	}
	n := len(c.Skills)
	s := fmt.Sprintf("%d %s changed: %s", n, plural(n, "skill", "skills"), strings.Join(parts, ", "))
	if r := c.Risky(); r > 0 {
		s += fmt.Sprintf("; %d with risky changes, listed first", r)
	}
	return s
}

func short(commit string) string {
	if len(commit) > 12 {
		return commit[:12]
	}
	return commit
}

// safe makes untrusted text printable on one line: control characters,
// including newlines and ANSI escapes, become Go escapes.
func safe(s string) string {
	ok := true
	for _, r := range s {
		if r == utf8.RuneError || unicode.IsControl(r) || r == '\u2028' || r == '\u2029' || isBidi(r) {
			ok = false
			break
		}
	}
	if ok {
		return s
	}
	q := strconv.QuoteToGraphic(s)
	return q[1 : len(q)-1]
}

// safeLine is safe for one line of file content: tabs stay.
func safeLine(s string) string {
	parts := strings.Split(s, "\t")
	for i := range parts {
		parts[i] = safe(parts[i])
	}
	return strings.Join(parts, "\t")
}

// isBidi reports the Unicode bidirectional controls that can make text
// display differently from what it is ("Trojan Source").
func isBidi(r rune) bool {
	return r >= '\u202a' && r <= '\u202e' || r >= '\u2066' && r <= '\u2069' || r == '\u200e' || r == '\u200f' || r == '\u061c'
}

// RenderJSON writes c as JSON: {"skills":[…]}, the shape documented in
// the README.
func RenderJSON(w io.Writer, c *Changes) error {
	out := *c
	if out.Skills == nil {
		out.Skills = []SkillChange{}
	}
	return jsonout.Write(w, &out)
}

// RenderMarkdown writes c as a pull-request comment: a summary table with
// risky skills first, then one section per skill.
func RenderMarkdown(w io.Writer, c *Changes) error {
	bw := bufio.NewWriter(w)
	p := func(format string, args ...any) { fmt.Fprintf(bw, format, args...) }
	p("## skillpin: skill changes\n\n")
	if c.Empty() {
		p("No skill changes.\n")
		return bw.Flush()
	}
	p("%s.\n\n", headline(c))
	if r := c.Risky(); r > 0 {
		p("> [!WARNING]\n> %d %s risky changes (new or changed executables, wider `allowed-tools`, dropped or changed signatures, changed sources or ref kinds). Review %s first.\n\n",
			r, plural(r, "skill has", "skills have"), plural(r, "it", "them"))
	}
	p("| | Skill | Change | Before | After | Files | Risks |\n")
	p("|---|---|---|---|---|---|---|\n")
	for _, sc := range c.Skills {
		mark := ""
		if len(sc.Risks) > 0 {
			mark = "⚠️"
		}
		p("| %s | `%s` | %s | %s | %s | %s | %s |\n", mark, sc.Name, sc.Change,
			mdVersion(sc.From), mdVersion(sc.To), mdFileCounts(sc), mdRiskCodes(sc.Risks))
	}
	for _, sc := range c.Skills {
		mdSkill(p, sc)
	}
	return bw.Flush()
}

func mdVersion(v *Version) string {
	if v == nil {
		return ""
	}
	s := mdCode(refLabel(v))
	if v.Commit != "" {
		s += " @ " + mdCode(short(v.Commit))
	}
	return s
}

func mdFileCounts(sc SkillChange) string {
	var parts []string
	if n := len(sc.Files.Added); n > 0 {
		parts = append(parts, fmt.Sprintf("+%d", n))
	}
	if n := len(sc.Files.Modified); n > 0 {
		parts = append(parts, fmt.Sprintf("~%d", n))
	}
	if n := len(sc.Files.Removed); n > 0 {
		parts = append(parts, fmt.Sprintf("−%d", n))
	}
	if len(parts) == 0 {
		return "unchanged"
	}
	return strings.Join(parts, " ")
}

func mdRiskCodes(rs []Risk) string {
	var codes []string
	for _, r := range rs {
		if !containsStr(codes, r.Code) {
			codes = append(codes, r.Code)
		}
	}
	return strings.Join(codes, ", ")
}

func containsStr(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func mdSkill(p func(string, ...any), sc SkillChange) {
	mark := ""
	if len(sc.Risks) > 0 {
		mark = " ⚠️"
	}
	p("\n### %s: %s%s\n\n", sc.Name, sc.Change, mark)
	if len(sc.Risks) > 0 {
		p("**Risks**\n\n")
		for _, r := range sc.Risks {
			p("- **%s**: %s\n", r.Code, mdText(r.Message))
		}
		p("\n")
	}
	from, to := sc.From, sc.To
	row := func(label string, get func(*Version) string) {
		var a, b string
		if from != nil {
			a = get(from)
		}
		if to != nil {
			b = get(to)
		}
		if a == "" && b == "" {
			return
		}
		if sc.Change == Updated && a == b {
			p("| %s | %s | (unchanged) |\n", label, a)
			return
		}
		p("| %s | %s | %s |\n", label, a, b)
	}
	p("| | Before | After |\n|---|---|---|\n")
	row("Source", func(v *Version) string { return mdCode(v.Source) + " " + mdCode(v.URL) })
	row("Ref", func(v *Version) string { return mdCode(refLabel(v)) })
	row("Commit", func(v *Version) string {
		if v.Commit == "" {
			return ""
		}
		return mdCode(v.Commit)
	})
	row("Path", func(v *Version) string { return mdCode(v.Path) })
	row("Digest", func(v *Version) string { return mdCode(v.Digest) })
	row("Signed by", func(v *Version) string {
		if v.Signer == "" {
			return "unsigned"
		}
		return mdCode(v.Signer)
	})
	p("\n")

	if t := sc.AllowedTools; len(t.Added)+len(t.Removed) > 0 {
		p("**allowed-tools:**")
		if len(t.Added) > 0 {
			p(" added %s", mdCodeList(t.Added))
			if len(t.Removed) > 0 {
				p(";")
			}
		}
		if len(t.Removed) > 0 {
			p(" removed %s", mdCodeList(t.Removed))
		}
		p("\n\n")
	}
	switch {
	case sc.DescriptionChanged:
		p("**Description changed**\n\n- Before: %s\n- After: %s\n\n", mdText(sc.OldDescription), mdText(sc.NewDescription))
	case sc.Change == Added && sc.NewDescription != "":
		p("**Description:** %s\n\n", mdText(sc.NewDescription))
	}

	if sc.Change == Removed {
		p("%d %s removed.\n", len(sc.Files.Removed), plural(len(sc.Files.Removed), "file", "files"))
		return
	}
	if sc.Files.Count() == 0 {
		p("Files unchanged.\n")
		return
	}
	p("| | File | Size | Notes |\n|---|---|---|---|\n")
	for _, f := range sc.Files.Added {
		p("| + | %s | %s | %s |\n", mdCode(f.Path), humanSize(f.NewSize), execWord(f.Exec, "executable"))
	}
	for _, f := range sc.Files.Modified {
		size := humanSize(f.OldSize) + " → " + humanSize(f.NewSize)
		if f.OldDigest == f.NewDigest {
			size = humanSize(f.NewSize) + ", content unchanged"
		}
		note := ""
		switch {
		case f.ExecGained:
			note = "**exec bit gained**"
		case f.ExecLost:
			note = "exec bit lost"
		case f.Exec:
			note = "executable"
		}
		p("| ~ | %s | %s | %s |\n", mdCode(f.Path), size, note)
	}
	for _, f := range sc.Files.Removed {
		p("| − | %s | %s | %s |\n", mdCode(f.Path), humanSize(f.OldSize), execWord(f.Exec, "was executable"))
	}
	for _, f := range allFiles(sc) {
		if f.ContentNote != "" {
			p("\n> %s: %s\n", mdCode(f.Path), mdText(f.ContentNote))
		}
		if f.Patch != "" {
			fence := strings.Repeat("`", max(3, longestRun(f.Patch, '`')+1))
			p("\n<details><summary><code>%s</code></summary>\n\n%sdiff\n%s", html.EscapeString(safe(f.Path)), fence, f.Patch)
			if !strings.HasSuffix(f.Patch, "\n") {
				p("\n")
			}
			p("%s\n\n</details>\n", fence)
		}
	}
}

func execWord(exec bool, word string) string {
	if exec {
		return word
	}
	return ""
}

// mdText escapes untrusted text for Markdown on one line, inside or
// outside a table.
func mdText(s string) string {
	s = safe(s)
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '&':
			b.WriteString("&amp;")
		case '\\', '`', '*', '_', '{', '}', '[', ']', '(', ')', '#', '+', '-', '!', '|', '~', '$', ':', '@':
			b.WriteByte('\\')
			b.WriteRune(r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// mdCode renders untrusted text as an inline code span that also survives
// inside a table cell.
func mdCode(s string) string {
	if s == "" {
		return ""
	}
	s = strings.ReplaceAll(safe(s), "|", `\|`)
	fence := strings.Repeat("`", longestRun(s, '`')+1)
	pad := ""
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		pad = " "
	}
	return fence + pad + s + pad + fence
}

func mdCodeList(list []string) string {
	out := make([]string, len(list))
	for i, s := range list {
		out[i] = mdCode(s)
	}
	return strings.Join(out, ", ")
}

func longestRun(s string, c byte) int {
	best, n := 0, 0
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			n++
			best = max(best, n)
		} else {
			n = 0
		}
	}
	return best
}
