// Package contentscan is skillpin's one content risk scan: it reads the
// bytes of a skill's files the way a reviewer cannot, and reports what a
// person reading a diff, a rendered SKILL.md or a file list could miss —
// characters that display as nothing, instructions that rendered Markdown
// hides, files an agent can run although they are not executable, content
// that cannot be shown as text, skills nested inside a skill, and known
// frontmatter fields under other spellings.
//
// `skillpin diff`, `skillpin approve` and `skillpin lint` all call Scan, so
// a deception is reported under the same stable code wherever it is seen.
// The codes are part of the command contract (docs/review.md); never
// rename one.
package contentscan

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/ui/humanize"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// Risk codes of the content scan.
const (
	// HiddenUnicode: characters that display as nothing or change how the
	// text around them displays (zero-width, bidirectional controls,
	// Unicode tag characters that smuggle ASCII, control characters…).
	// Reviews show each as <U+XXXX>.
	HiddenUnicode = "HIDDEN_UNICODE"
	// HiddenMarkup: text that rendered Markdown does not show: HTML
	// comments, `[//]: #` comments, HTML elements styled invisible.
	HiddenMarkup = "HIDDEN_MARKUP"
	// HiddenWhitespace: a run of spaces that pushes text out of view to
	// the right, or of blank lines that pushes it far down.
	HiddenWhitespace = "HIDDEN_WHITESPACE"
	// LongLine: a line so long that most review views cut it off.
	LongLine = "LONG_LINE"
	// Script: a file an agent can run — a shebang, a script extension, or
	// SKILL.md telling the agent to run it — that is not executable, so
	// the executable-file risks do not catch it.
	Script = "SCRIPT"
	// Binary: content that is not text (NUL bytes, or mostly not UTF-8),
	// so a line diff cannot show it.
	Binary = "BINARY_CONTENT"
	// InvalidUTF8: text with a few bytes that are not UTF-8, shown as
	// <0xNN>; editors and harnesses may show or read them differently.
	InvalidUTF8 = "INVALID_UTF8"
	// NotShown: content that could not be shown at all: over the size a
	// review shows, or a version that could not be read.
	NotShown = "CONTENT_NOT_SHOWN"
	// NestedSkill: a SKILL.md below the skill's own, which harnesses that
	// scan recursively load as a skill of its own, with its own tools.
	NestedSkill = "NESTED_SKILL"
	// FieldMisspelled: a known frontmatter field under another spelling
	// (allowed_tools, allowedTools, Description): skillpin reads the
	// canonical key only, a lenient harness may honour either.
	FieldMisspelled = "FIELD_MISSPELLED"
)

// Codes lists every risk code of the scan, in the order Scan reports them.
var Codes = []string{Binary, NotShown, InvalidUTF8, Script, NestedSkill, FieldMisspelled, HiddenUnicode, HiddenMarkup, HiddenWhitespace, LongLine}

// Thresholds of the hidden-text checks.
const (
	// MaxLineLength is the longest line, in characters, not reported as
	// LONG_LINE: wider than any review view, narrower than prose
	// paragraphs written on one line usually get.
	MaxLineLength = 1000
	// MaxSpaceRun is the longest run of spaces (a tab counting as 8)
	// before more text on the same line that is not HIDDEN_WHITESPACE.
	MaxSpaceRun = 100
	// MaxBlankRun is the longest run of blank lines before more text
	// that is not HIDDEN_WHITESPACE.
	MaxBlankRun = 20
)

// Finding is one risk the scan found in one file.
type Finding struct {
	Code    string `json:"code"`
	File    string `json:"file"`
	Line    int    `json:"line,omitempty"` // 1-based, the first line concerned; 0 for the file as a whole
	Message string `json:"message"`
	// Text is Message as data when it names a command (package hint):
	// what a file that could not be read says to run. Zero otherwise.
	Text hint.Msg `json:"-"`
}

// Msg is the finding's message as data, for rendering in a scope.
func (f Finding) Msg() hint.Msg {
	if f.Text.IsZero() {
		return hint.Text(f.Message)
	}
	return f.Text
}

// File is one file of a skill version to scan.
type File struct {
	Path   string // relative to the skill directory, slash-separated
	Exec   bool
	Size   int64
	Digest string
	// Data is the content; nil when it could not be read, and then
	// Unread says why.
	Data   []byte
	Unread hint.Msg
	// See says how a person can see the bytes when a review cannot show
	// them ("git show COMMIT:PATH in a clone of URL"); "" if unknown.
	See string
	// Added reports whether a line (1-based) is new in this version; nil
	// means every line is, as for a file that is new. Line-level checks
	// report only what touches a new line, so that a finding in a changed
	// file is about the change.
	Added func(line int) bool
}

func (f *File) added(line int) bool { return f.Added == nil || f.Added(line) }

// Scan reports the risks in one file of a skill version. skillMD is the
// content of the version's own SKILL.md (nil when unknown), which says
// which files the agent is told to run.
func Scan(f File, skillMD []byte) []Finding {
	var out []Finding
	add := func(code string, line int, format string, args ...any) {
		m := hint.Sprintf(format, args...)
		out = append(out, Finding{Code: code, File: f.Path, Line: line, Message: m.String(), Text: m})
	}
	kind := Classify(f.Data)
	switch {
	case f.Data == nil && !f.Unread.IsZero():
		add(NotShown, 0, "%s (%s, %s) cannot be shown: %s%s", show(f.Path), humanize.Bytes(f.Size), f.Digest, f.Unread, seeHint(f.See))
	case kind == BinaryData:
		add(Binary, 0, "%s is not text (NUL bytes or not UTF-8), so its content cannot be shown here (%s, %s)%s",
			show(f.Path), humanize.Bytes(f.Size), f.Digest, seeHint(f.See))
	case kind == MostlyText:
		n, line := invalidBytes(f.Data)
		add(InvalidUTF8, line, "%s is not valid UTF-8: %d %s, first on line %d, shown as <0xNN>; a text editor may show or hide them differently (%s, %s)",
			show(f.Path), n, humanize.Noun(n, "byte is not", "bytes are not"), line, humanize.Bytes(f.Size), f.Digest)
	}
	if !f.Exec {
		if why := scriptReasons(f.Path, f.Data, skillMD); len(why) > 0 {
			add(Script, 0, "%s can be run by an agent (%s) although it is not executable, so no executable-file risk covers it: read it as code",
				show(f.Path), strings.Join(why, "; "))
		}
	}
	if path.Base(f.Path) == catalog.SkillFile && f.Data != nil {
		if f.Path != catalog.SkillFile {
			add(NestedSkill, 0, "%s", nestedMessage(f.Path, f.Data))
		}
		out = append(out, misspelledFields(f.Path, f.Data)...)
	}
	if f.Data != nil && kind != BinaryData {
		out = append(out, scanText(&f)...)
	}
	return out
}

// Unreadable is the finding for a file whose content a review could not
// read: why says what happened.
func Unreadable(f File, why string) Finding {
	f.Data, f.Unread = nil, hint.Text(why)
	return Scan(f, nil)[0]
}

// TextKind says how content can be shown.
type TextKind int

const (
	// Text is valid UTF-8 without NUL bytes.
	Text TextKind = iota
	// MostlyText has a few bytes that are not UTF-8 (at most one in a
	// hundred) and no NUL: shown with those bytes escaped.
	MostlyText
	// BinaryData has NUL bytes or many bytes that are not UTF-8.
	BinaryData
)

// Classify says how data can be shown.
func Classify(data []byte) TextKind {
	if bytes.IndexByte(data, 0) >= 0 {
		return BinaryData
	}
	if utf8.Valid(data) {
		return Text
	}
	if n, _ := invalidBytes(data); n <= max(1, len(data)/100) {
		return MostlyText
	}
	return BinaryData
}

// invalidBytes counts the bytes of data that are not UTF-8 and the line
// of the first.
func invalidBytes(data []byte) (n, firstLine int) {
	line := 1
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			if n == 0 {
				firstLine = line
			}
			n++
		case r == '\n':
			line++
		}
		i += size
	}
	return n, firstLine
}

// Markdown reports whether a file is rendered as Markdown by the places
// a reviewer or a harness shows it.
func Markdown(p string) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".md", ".markdown", ".mdx", ".mdc", ".mdown", ".mkd":
		return true
	}
	return false
}

// seeHint is " — see it with …", or "" when unknown.
func seeHint(see string) string {
	if see == "" {
		return ""
	}
	return "; see it with " + see
}

// show is s safe to print on one line, for messages.
func show(s string) string { return safetext.Show(s) }

// excerpt is at most n characters of s, whitespace runs collapsed, safe to
// print.
func excerpt(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) > n {
		r := []rune(s)
		s = string(r[:n]) + "…"
	}
	return safetext.Show(s)
}

// lineList is "3", "3, 7 and 9", or "3, 7, 9 and 12 more".
func lineList(lines []int) string {
	var parts []string
	for i, l := range lines {
		if i == 3 && len(lines) > 4 {
			parts = append(parts, fmt.Sprintf("%d more", len(lines)-3))
			break
		}
		parts = append(parts, fmt.Sprint(l))
	}
	if len(parts) == 1 {
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// Sort orders findings by file, then by the order of Codes, then line.
func Sort(fs []Finding) {
	slices.SortStableFunc(fs, func(a, b Finding) int {
		if c := strings.Compare(a.File, b.File); c != 0 {
			return c
		}
		if c := slices.Index(Codes, a.Code) - slices.Index(Codes, b.Code); c != 0 {
			return c
		}
		return a.Line - b.Line
	})
}

// lintCodes are the findings `skillpin lint` reports to a skill's author:
// what hides text from a reader or makes a harness read the skill
// differently. Scripts, binary files and files too large to show are what
// skills are made of; a review points at them, an author need not hear
// about them.
var lintCodes = map[string]bool{
	HiddenUnicode: true, HiddenMarkup: true, HiddenWhitespace: true, LongLine: true,
	InvalidUTF8: true, NestedSkill: true, FieldMisspelled: true,
}

// Lint scans every file of a skill, as read from dir in fsys (the file
// set catalog lists), and returns the findings an author should see.
func Lint(fsys fs.FS, dir string, files catalog.FileSet) []Finding {
	read := func(f catalog.File) ([]byte, string) {
		if f.Size > MaxLintBytes {
			return nil, fmt.Sprintf("over the %s a scan reads", humanize.Bytes(MaxLintBytes))
		}
		r, err := catalog.OpenFile(fsys, dir, f)
		if err != nil {
			return nil, err.Error()
		}
		defer r.Close()
		data, err := io.ReadAll(io.LimitReader(r, MaxLintBytes+1))
		if err != nil {
			return nil, err.Error()
		}
		return data, ""
	}
	var out []Finding
	for _, f := range files {
		data, why := read(f)
		// No SKILL.md for Scan: it only serves the SCRIPT findings, which
		// an author's lint does not report.
		file := File{Path: f.Path, Exec: f.Exec, Size: f.Size, Digest: f.Digest, Data: data}
		if why != "" {
			file.Unread = hint.Text(why)
		}
		for _, fd := range Scan(file, nil) {
			if lintCodes[fd.Code] {
				out = append(out, fd)
			}
		}
	}
	Sort(out)
	return out
}

// MaxLintBytes is the largest file Lint reads.
const MaxLintBytes = 1 << 20

// Hint says what an author can do about a finding.
func Hint(code string) string {
	return hints[code]
}

var hints = map[string]string{
	HiddenUnicode:    "remove the characters, or write what they mean as visible text",
	HiddenMarkup:     "say it in visible text: what a harness reads, a reviewer should be able to read too",
	HiddenWhitespace: "remove the run of spaces or blank lines",
	LongLine:         "break the line; keep lines short enough to review",
	InvalidUTF8:      "save the file as UTF-8",
	NestedSkill:      "move the nested skill to a skill directory of its own, or rename its SKILL.md if it is not meant to be one",
	FieldMisspelled:  "spell the key as the Agent Skills format does",
	Script:           "read it as code; make it executable if it is meant to run",
	Binary:           "review the bytes by other means; prefer text files in skills",
	NotShown:         "review the file by other means, or keep skill files small",
}
