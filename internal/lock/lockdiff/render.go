package lockdiff

import (
	"bufio"
	"fmt"
	"html"
	"io"
	"strings"

	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/ui/humanize"
	"github.com/skillpin/skillpin/internal/ui/jsonout"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// Renderers for Changes: text for a terminal, Markdown for a pull-request
// comment, JSON for tools. Everything that comes from skill content
// (paths, descriptions, tool names, file content) is untrusted: it is
// shown through safetext, so hidden characters appear as <U+XXXX> and a
// description cannot drive the terminal, and Markdown output escapes
// markup so a description cannot forge a table row, a link or a "no
// risks" line.

// Options say how much file content a rendering shows.
type Options struct {
	// Stat shows files as sizes only, without their content (risks are
	// shown all the same).
	Stat bool
	// MaxLines caps the lines shown of each file's diff; 0 shows all.
	MaxLines int
	// MaxBytes caps the bytes of file diffs in one Markdown rendering: a
	// pull-request comment or a job summary has a size limit, and a
	// review cut off by it would show nothing at all. 0: no cap.
	MaxBytes int
	// More is the command that shows everything, named in the notes that
	// say what was left out; zero for `skillpin diff --max-lines 0`.
	More hint.Cmd
	// Scope is the scope the commands a rendering names are rendered for
	// (package hint): the scope of the run.
	Scope hint.Scope
}

// moreCmd is the command that shows everything.
func (o Options) moreCmd() hint.Cmd {
	if o.More.IsZero() {
		return hint.Run("diff", "--max-lines", "0")
	}
	return o.More
}

// more names the command that shows everything, for text output.
func (o Options) more() string {
	return "`" + show(o.moreCmd().Line(o.Scope)) + "`"
}

// moreMD is more for Markdown: the command may hold what the user typed
// (a revision name), so it is a code span like any untrusted text.
func (o Options) moreMD() string {
	return mdCode(o.moreCmd().Line(o.Scope))
}

// RenderText writes c for people at a terminal, with whatever content
// AttachContent added.
func RenderText(w io.Writer, c *Changes) error { return WriteText(w, c, Options{}) }

// WriteText writes c for people at a terminal: the headline, then each
// skill.
func WriteText(w io.Writer, c *Changes, o Options) error {
	bw := bufio.NewWriter(w)
	if c.Empty() {
		fmt.Fprintf(bw, "no skill changes\n")
		return bw.Flush()
	}
	fmt.Fprintf(bw, "%s\n", Headline(c))
	for _, sc := range c.Skills {
		fmt.Fprintln(bw)
		writeTextSkill(bw, sc, o)
	}
	return bw.Flush()
}

// WriteTextSkill writes one skill's change as WriteText does.
func WriteTextSkill(w io.Writer, sc SkillChange, o Options) error {
	bw := bufio.NewWriter(w)
	writeTextSkill(bw, sc, o)
	return bw.Flush()
}

func writeTextSkill(bw *bufio.Writer, sc SkillChange, o Options) {
	p := func(format string, args ...any) { fmt.Fprintf(bw, format, args...) }
	p("%s: %s", show(sc.Name), sc.Change)
	if len(sc.Risks) > 0 {
		p(" (risky)")
	}
	p("\n")
	for _, r := range sc.Risks {
		p("  ! %-19s %s\n", r.Code, show(r.Message.Render(o.Scope)))
	}
	from, to := sc.From, sc.To
	switch sc.Change {
	case Added:
		p("  source    %s %s\n", show(to.Source), show(to.URL))
		p("  ref       %s\n", show(refLabel(to)))
		if to.Commit != "" {
			p("  commit    %s\n", short(to.Commit))
		}
		p("  path      %s\n", show(to.Path))
		p("  digest    %s\n", to.Digest)
		if to.recorded() != "" {
			p("  %s\n", signedBy(to, o.Scope))
		}
	case Removed:
		p("  source    %s %s\n", show(from.Source), show(from.URL))
		p("  ref       %s\n", show(refLabel(from)))
		if from.Commit != "" {
			p("  commit    %s\n", short(from.Commit))
		}
		p("  files     %d removed\n", len(sc.Files.Removed))
	default:
		switch {
		case from.URL != to.URL || from.Source != to.Source:
			p("  source    %s %s → %s %s\n", show(from.Source), show(from.URL), show(to.Source), show(to.URL))
		default:
			p("  source    %s %s\n", show(to.Source), show(to.URL))
		}
		if refLabel(from) != refLabel(to) {
			p("  ref       %s → %s\n", show(refLabel(from)), show(refLabel(to)))
		}
		switch {
		case from.Commit == to.Commit:
		case from.Commit == "" && to.Commit != "":
			// The approved version is known by its digest only (an
			// approval binds content, not a commit): the commit under
			// review is the one there is.
			p("  commit    %s\n", short(to.Commit))
		default:
			p("  commit    %s → %s\n", orUnknown(short(from.Commit)), orUnknown(short(to.Commit)))
		}
		if from.Path != to.Path {
			p("  path      %s → %s\n", show(from.Path), show(to.Path))
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
			p(" +%s", show(a))
		}
		for _, r := range t.Removed {
			p(" -%s", show(r))
		}
		p("\n")
	}
	switch sc.Signature {
	case SignatureAdded:
		p("  signature added: %s\n", signedBy(to, o.Scope))
	case SignatureRemoved:
		p("  signature removed (skills.lock recorded one by %s)\n", show(from.recorded()))
	case SignerChanged:
		p("  signer    %s → %s, as skills.lock records them (%s)\n", show(from.recorded()), show(to.recorded()), notVerified.Render(o.Scope))
	}
	if sc.DescriptionChanged {
		p("  description changed:\n    - %s\n    + %s\n", show(sc.OldDescription), show(sc.NewDescription))
	} else if sc.Change == Added {
		p("  description: %s\n", show(sc.NewDescription))
	}
	for _, f := range allFiles(sc) {
		if !f.ContentNote.IsZero() {
			p("  note: %s: %s\n", show(f.Path), show(f.ContentNote.Render(o.Scope)))
		}
		if f.Patch == "" || o.Stat {
			continue
		}
		p("\n")
		lines, cut := patchLines(f.Patch, o.MaxLines)
		for _, line := range lines {
			// File content is shown as it is (no redaction: the bytes are
			// what is under review), hidden characters made visible.
			p("    %s\n", safetext.Block(line))
		}
		if cut > 0 {
			p("    … %d more %s of this diff; see them with %s\n", cut, humanize.Noun(cut, "line", "lines"), o.more())
		}
	}
}

// signedBy says who signed v, as far as the review knows: "signed by X"
// only for a signature that was verified, otherwise that skills.lock
// claims one. A record in the lock is a claim: whoever writes the lock
// can append one to an unsigned skill.
func signedBy(v *Version, s hint.Scope) string {
	if v.Signer != "" {
		return "signed by " + show(v.Signer) + " (verified)"
	}
	return "skills.lock claims a signature by " + show(v.ClaimedSigner) + ", " + notVerified.Render(s)
}

// patchLines splits a patch into lines, at most max of them (0: all), and
// says how many were left out.
func patchLines(patch string, max int) ([]string, int) {
	lines := strings.Split(strings.TrimSuffix(patch, "\n"), "\n")
	if max > 0 && len(lines) > max {
		return lines[:max], len(lines) - max
	}
	return lines, 0
}

// show makes untrusted text printable on one line: hidden characters,
// controls and line breaks escaped, credentials redacted.
func show(s string) string { return safetext.Show(s) }

func textFiles(p func(string, ...any), sc SkillChange) {
	label := "  files    "
	line := func(format string, args ...any) {
		p(label+format+"\n", args...)
		label = "           "
	}
	for _, f := range sc.Files.Added {
		line("+ %s  %s%s", show(f.Path), humanize.Bytes(f.NewSize), execNote(f.Exec))
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
			line("~ %s  %s, content unchanged%s", show(f.Path), humanize.Bytes(f.NewSize), note)
		} else {
			line("~ %s  %s → %s%s", show(f.Path), humanize.Bytes(f.OldSize), humanize.Bytes(f.NewSize), note)
		}
	}
	for _, f := range sc.Files.Removed {
		line("- %s  %s%s", show(f.Path), humanize.Bytes(f.OldSize), execNote(f.Exec))
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

// Headline is "3 skills changed: 1 added, 1 removed, 1 updated; 2 with
// risky changes, listed first".
//
// A skill updated to another commit with the same digest is counted apart,
// as re-pinned: its content did not change ("1 skill changed: 1 updated;
// 2 re-pinned, content unchanged").
func Headline(c *Changes) string {
	counts := map[string]int{}
	repinned := 0
	for _, sc := range c.Skills {
		if repin(sc) {
			repinned++
			continue
		}
		counts[sc.Change]++
	}
	var parts []string
	for _, k := range []string{Added, Removed, Updated} {
		if counts[k] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", counts[k], k))
		}
	}
	n := len(c.Skills) - repinned
	var s string
	switch {
	case n == 0:
		s = fmt.Sprintf("no skill content changed: %d re-pinned, content unchanged", repinned)
	case repinned > 0:
		s = fmt.Sprintf("%d %s changed: %s; %d re-pinned, content unchanged", n, humanize.Noun(n, "skill", "skills"), strings.Join(parts, ", "), repinned)
	default:
		s = fmt.Sprintf("%d %s changed: %s", n, humanize.Noun(n, "skill", "skills"), strings.Join(parts, ", "))
	}
	if r := c.Risky(); r > 0 {
		s += fmt.Sprintf("; %d with risky changes, listed first", r)
	}
	return s
}

// repin reports whether sc only moved a skill to another commit or ref:
// same digest, and nothing else the lock records about it changed.
func repin(sc SkillChange) bool {
	return sc.Change == Updated && sc.From != nil && sc.To != nil && sc.From.Digest == sc.To.Digest &&
		sc.Files.Count() == 0 && len(sc.AllowedTools.Added)+len(sc.AllowedTools.Removed) == 0 &&
		sc.Signature == "" && !sc.DescriptionChanged && len(sc.Risks) == 0
}

// orUnknown is s, or "(not recorded)" for "" (the commit of a version
// known only by its digest, as an approved one).
func orUnknown(s string) string {
	if s == "" {
		return "(not recorded)"
	}
	return s
}

func short(commit string) string {
	if len(commit) > 12 {
		return commit[:12]
	}
	return commit
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
func RenderMarkdown(w io.Writer, c *Changes) error { return WriteMarkdown(w, c, Options{}) }

// WriteMarkdown writes c as a pull-request comment: a heading, the
// headline, a warning when there are risks, then WriteMarkdownSkills.
func WriteMarkdown(w io.Writer, c *Changes, o Options) error {
	bw := bufio.NewWriter(w)
	p := func(format string, args ...any) { fmt.Fprintf(bw, format, args...) }
	p("## skillpin: skill changes\n\n")
	if c.Empty() {
		p("No skill changes.\n")
		return bw.Flush()
	}
	p("%s.\n\n", Headline(c))
	if r := c.Risky(); r > 0 {
		p("> [!WARNING]\n> %d %s risky changes (%s). Review %s first.\n\n",
			r, humanize.Noun(r, "skill has", "skills have"), RiskKinds, humanize.Noun(r, "it", "them"))
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	return WriteMarkdownSkills(w, c, o)
}

// RiskKinds says in a few words what the risk codes are about.
const RiskKinds = "new or changed executables and scripts, hidden text, content that cannot be shown, nested skills, wider `allowed-tools`, dropped or changed signatures, signature records only the lock brings, changed sources or ref kinds"

// WriteMarkdownSkills writes the skills part of a pull-request comment:
// a summary table, then one section per skill with its risks, versions,
// files and the diff of each changed text file, collapsed per file (open
// when the file has a risk), within o's limits.
func WriteMarkdownSkills(w io.Writer, c *Changes, o Options) error {
	bw := bufio.NewWriter(w)
	p := func(format string, args ...any) { fmt.Fprintf(bw, format, args...) }
	if c.Empty() {
		return nil
	}
	p("| | Skill | Change | Before | After | Files | Risks |\n")
	p("|---|---|---|---|---|---|---|\n")
	for _, sc := range c.Skills {
		mark := ""
		if len(sc.Risks) > 0 {
			mark = "⚠️"
		}
		p("| %s | %s | %s | %s | %s | %s | %s |\n", mark, mdCode(sc.Name), sc.Change,
			mdVersion(sc.From), mdVersion(sc.To), mdFileCounts(sc), mdRiskCodes(sc.Risks))
	}
	m := &mdWriter{p: p, o: o}
	for _, sc := range c.Skills {
		m.skill(sc)
	}
	if m.cut > 0 {
		p("\n> [!NOTE]\n> The diffs of %d %s are not shown: this review reached its size limit (%s). See everything with %s.\n",
			m.cut, humanize.Noun(m.cut, "file", "files"), humanize.Bytes(int64(o.MaxBytes)), o.moreMD())
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

// mdWriter writes skill sections, keeping count of the diff bytes shown.
type mdWriter struct {
	p     func(string, ...any)
	o     Options
	spent int // bytes of diffs written
	cut   int // files whose diff did not fit
}

func (m *mdWriter) skill(sc SkillChange) {
	p := m.p
	mark := ""
	if len(sc.Risks) > 0 {
		mark = " ⚠️"
	}
	p("\n### %s: %s%s\n\n", mdText(sc.Name), sc.Change, mark)
	if len(sc.Risks) > 0 {
		p("**Risks**\n\n")
		for _, r := range sc.Risks {
			p("- **%s**: %s\n", r.Code, mdText(r.Message.Render(m.o.Scope)))
		}
		p("\n")
	}
	m.versions(sc)
	m.fields(sc)
	m.files(sc)
}

// versions writes the table of where the skill came from before and
// after: source, ref, commit, path, digest and signature.
func (m *mdWriter) versions(sc SkillChange) {
	p := m.p
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
	claimed := false
	row("Signature", func(v *Version) string {
		switch {
		case v.Signer != "":
			return "signed by " + mdCode(v.Signer) + " (verified)"
		case v.ClaimedSigner == "":
			return "none recorded"
		}
		claimed = true
		return "skills.lock claims " + mdCode(v.ClaimedSigner)
	})
	p("\n")
	if claimed {
		p("> Signatures are as skills.lock records them: this review did not verify them, and anyone who can edit the lock can write one. `%s` checks them.\n\n", hint.Run("verify").Line(m.o.Scope))
	}
}

// fields writes the changes of the fields derived from SKILL.md.
func (m *mdWriter) fields(sc SkillChange) {
	p := m.p
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
}

// files writes the table of the files changed, then each file's note
// and patch.
func (m *mdWriter) files(sc SkillChange) {
	p := m.p
	if sc.Change == Removed {
		p("%d %s removed.\n", len(sc.Files.Removed), humanize.Noun(len(sc.Files.Removed), "file", "files"))
		return
	}
	if sc.Files.Count() == 0 {
		p("Files unchanged.\n")
		return
	}
	p("| | File | Size | Notes |\n|---|---|---|---|\n")
	for _, f := range sc.Files.Added {
		p("| + | %s | %s | %s |\n", mdCode(f.Path), humanize.Bytes(f.NewSize), execWord(f.Exec, "executable"))
	}
	for _, f := range sc.Files.Modified {
		size := humanize.Bytes(f.OldSize) + " → " + humanize.Bytes(f.NewSize)
		if f.OldDigest == f.NewDigest {
			size = humanize.Bytes(f.NewSize) + ", content unchanged"
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
		p("| − | %s | %s | %s |\n", mdCode(f.Path), humanize.Bytes(f.OldSize), execWord(f.Exec, "was executable"))
	}
	risky := map[string]bool{}
	for _, r := range sc.Risks {
		risky[r.File] = true
	}
	for _, f := range allFiles(sc) {
		if !f.ContentNote.IsZero() {
			p("\n> %s: %s\n", mdCode(f.Path), mdText(f.ContentNote.Render(m.o.Scope)))
		}
		if f.Patch != "" && !m.o.Stat {
			m.patch(f, risky[f.Path])
		}
	}
}

// patch writes one file's diff, collapsed unless the file has a risk,
// within the line and byte limits.
func (m *mdWriter) patch(f FileChange, open bool) {
	p := m.p
	lines, cut := patchLines(f.Patch, m.o.MaxLines)
	body := safetext.Block(strings.Join(lines, "\n")) + "\n"
	if m.o.MaxBytes > 0 && m.spent+len(body) > m.o.MaxBytes {
		m.cut++
		p("\n> %s: the diff (%d %s) is not shown: this review reached its size limit; see it with %s\n",
			mdCode(f.Path), len(lines)+cut, humanize.Noun(len(lines)+cut, "line", "lines"), m.o.moreMD())
		return
	}
	m.spent += len(body)
	plus, minus := patchCounts(f.Patch)
	attr := ""
	if open {
		attr = " open"
	}
	fence := strings.Repeat("`", max(3, longestRun(body, '`')+1))
	p("\n<details%s><summary><code>%s</code> (+%d −%d)</summary>\n\n%sdiff\n%s%s\n",
		attr, html.EscapeString(show(f.Path)), plus, minus, fence, body, fence)
	if cut > 0 {
		p("\n%d more %s of this diff; see them with %s.\n", cut, humanize.Noun(cut, "line", "lines"), m.o.moreMD())
	}
	p("\n</details>\n")
}

// patchCounts counts the added and removed lines of a patch. The file
// header ("--- a/…", "+++ b/…") is what comes before the first hunk: a
// content line may start with "-- " (an SQL comment removed) as well.
func patchCounts(patch string) (plus, minus int) {
	inHunk := false
	for _, line := range strings.Split(patch, "\n") {
		switch {
		case strings.HasPrefix(line, "@@"):
			inHunk = true
		case !inHunk:
		case strings.HasPrefix(line, "+"):
			plus++
		case strings.HasPrefix(line, "-"):
			minus++
		}
	}
	return plus, minus
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
	s = show(s)
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
	s = strings.ReplaceAll(show(s), "|", `\|`)
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

// MarkdownText escapes untrusted text for one line of Markdown, inside or
// outside a table: hidden characters shown, markup escaped.
func MarkdownText(s string) string { return mdText(s) }

// MarkdownCode renders untrusted text as an inline code span that also
// survives inside a table cell; "" for "".
func MarkdownCode(s string) string { return mdCode(s) }
