package manifest

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/install/atomicfile"
	"github.com/skillpin/skillpin/internal/lock/tomlfile"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// The manifest is the user's file: edits made by `add`, `remove` and
// `update --to` keep its comments and layout. Edits work on the text: a
// [[source]] block spans from its header (with the comment lines right
// above it) to the next table header that is not one of its sub-tables.
// Replacing a source rewrites only the values that changed, in place,
// keeping comments on the same lines; adding appends a canonical block;
// removing cuts the block out. Every result is parsed again and compared
// with the intended manifest before it is returned, and an in-place edit
// that would not produce it falls back to rewriting the whole block.
// A File holds a manifest for several edits in a row; the functions
// AddSource, ReplaceSource and RemoveSource make one edit of bytes.

// EditError is a manifest edit that cannot be made: adding a source whose
// name is taken, or replacing or removing one that does not exist.
type EditError struct {
	Op   string // "add", "replace" or "remove"
	Name string // the source name
	Err  error  // ErrSourceExists, ErrNoSource, or what is wrong with the new source
}

// Errors wrapped by EditError.
var (
	ErrSourceExists = errors.New("a source with this name already exists")
	ErrNoSource     = errors.New("no source with this name")
)

func (e *EditError) Error() string { return e.Render(hint.Current) }

// Render is the error's text with the commands it names rendered for
// scope s.
func (e *EditError) Render(s hint.Scope) string {
	msg := fmt.Sprintf("%s source %q: %s", e.Op, e.Name, hint.Render(e.Err, s))
	switch {
	case errors.Is(e.Err, ErrSourceExists):
		msg += " (pick another name with --name, or remove the existing source first)"
	case errors.Is(e.Err, ErrNoSource):
		msg += " (`" + hint.Run("list").Line(s) + "` shows the sources)"
	}
	return msg
}
func (e *EditError) Unwrap() error { return e.Err }

// Is makes an impossible edit invalid input.
func (e *EditError) Is(target error) bool { return target == errkind.Invalid }

// File is skills.toml parsed for editing, in the manner of
// golang.org/x/mod/modfile: what the manifest says, where each of its
// statements is, and edits as methods that splice the text, parse the
// result again and check that it says what was intended. Format returns
// the text. An edit that fails leaves the File as it was.
type File struct {
	Manifest *Manifest     // what the text says
	Syntax   *tomlfile.Doc // the text and its positioned statements
}

// ParseFile parses data for editing; a manifest that does not parse is
// not edited.
func ParseFile(data []byte) (*File, error) {
	m, err := ParseManifest(data, FileName)
	if err != nil {
		return nil, fmt.Errorf("cannot edit %s until it parses: %w", FileName, err)
	}
	return &File{Manifest: m, Syntax: tomlfile.Scan(string(data))}, nil
}

// Format returns the file's text, with every edit made so far.
func (f *File) Format() []byte { return []byte(f.Syntax.Src) }

// AddSource appends s as a new [[source]] block.
func (f *File) AddSource(s Source) error {
	m, sc := f.Manifest, f.Syntax
	if m.Source(s.Name) != nil {
		return &EditError{Op: "add", Name: s.Name, Err: ErrSourceExists}
	}
	if err := checkSource(s, "add"); err != nil {
		return err
	}
	want := *m
	want.Sources = append(slices.Clone(m.Sources), s)

	src := sc.Src
	nl := newline(src)
	var b strings.Builder
	b.WriteString(src)
	switch {
	case src == "":
	case !strings.HasSuffix(src, "\n"):
		b.WriteString(nl + nl)
	case !strings.HasSuffix(src, "\n\n") && !strings.HasSuffix(src, "\n\r\n"):
		b.WriteString(nl)
	}
	b.WriteString(renderSource(s, nl))
	return f.set(b.String(), &want)
}

// ReplaceSource replaces the source called name by s (which may carry a
// new name).
func (f *File) ReplaceSource(name string, s Source) error {
	m, sc := f.Manifest, f.Syntax
	i := sourceIndex(m, name)
	if i < 0 {
		return &EditError{Op: "replace", Name: name, Err: ErrNoSource}
	}
	if s.Name != name && m.Source(s.Name) != nil {
		return &EditError{Op: "rename", Name: s.Name, Err: ErrSourceExists}
	}
	if err := checkSource(s, "replace"); err != nil {
		return err
	}
	if sameSource(m.Sources[i], s) {
		return nil
	}
	want := *m
	want.Sources = slices.Clone(m.Sources)
	want.Sources[i] = s

	lay := layoutSource(sc, i)
	if lay.header < 0 {
		return errLayout
	}
	if !lay.complex {
		if f.set(editInPlace(sc, lay, m.Sources[i], s), &want) == nil {
			return nil
		}
	}
	nl := newline(sc.Src)
	return f.set(sc.Src[:sc.LineStart(sc.Stmts[lay.header].Start)]+renderSource(s, nl)+sc.Src[lay.contentEnd:], &want)
}

// RemoveSource removes the source called name, with the comment lines
// right above its block.
func (f *File) RemoveSource(name string) error {
	m, sc := f.Manifest, f.Syntax
	i := sourceIndex(m, name)
	if i < 0 {
		return &EditError{Op: "remove", Name: name, Err: ErrNoSource}
	}
	want := *m
	want.Sources = slices.Delete(slices.Clone(m.Sources), i, i+1)

	lay := layoutSource(sc, i)
	if lay.header < 0 {
		return errLayout
	}
	out := sc.Src[:sc.Lead(lay.header)] + sc.Src[lay.blockEnd:]
	if lay.blockEnd == len(sc.Src) {
		// The last block went: do not leave the blank lines that
		// separated it from the one before.
		out = strings.TrimRight(out, " \t\r\n")
		if out != "" {
			out += newline(sc.Src)
		}
	}
	return f.set(out, &want)
}

// set makes out the file's text once it parses to want.
func (f *File) set(out string, want *Manifest) error {
	got, err := verifyEdit(out, want)
	if err != nil {
		return err
	}
	f.Manifest, f.Syntax = got, tomlfile.Scan(out)
	return nil
}

// AddSource returns data with s appended as a new [[source]] block.
func AddSource(data []byte, s Source) ([]byte, error) {
	return edit(data, func(f *File) error { return f.AddSource(s) })
}

// ReplaceSource returns data with the source called name replaced by s
// (which may carry a new name).
func ReplaceSource(data []byte, name string, s Source) ([]byte, error) {
	return edit(data, func(f *File) error { return f.ReplaceSource(name, s) })
}

// RemoveSource returns data without the source called name.
func RemoveSource(data []byte, name string) ([]byte, error) {
	return edit(data, func(f *File) error { return f.RemoveSource(name) })
}

// edit makes one edit of data through a File.
func edit(data []byte, op func(*File) error) ([]byte, error) {
	f, err := ParseFile(data)
	if err != nil {
		return nil, err
	}
	if err := op(f); err != nil {
		return nil, err
	}
	return f.Format(), nil
}

// SaveManifestFile writes data to path atomically after checking that it
// parses: a manifest skillpin cannot read back is never written, and the
// file on disk is untouched when the check fails.
func SaveManifestFile(path string, data []byte) error {
	if _, err := ParseManifest(data, path); err != nil {
		return fmt.Errorf("refusing to write %s: %w", path, err)
	}
	perm := os.FileMode(0o644)
	if fi, err := os.Stat(path); err == nil {
		perm = fi.Mode().Perm()
	}
	return atomicfile.WriteFile(path, data, perm, "manifest.save")
}

// initModeAndLimits are the commented settings every new skills.toml has.
const initModeAndLimits = `# How the trusted root and targets hold files: "copy" or "symlink".
# install = "copy"

# Per-skill limits (defaults: 512 files, 16 MiB).
# max_files = 512
# max_bytes = 16777216
`

// InitManifest is the commented skills.toml that `skillpin init` writes
// when it writes no targets.
func InitManifest() []byte { return InitManifestWith(nil) }

// InitManifestWith is the commented skills.toml that `skillpin init`
// writes, with targets set (commented out as an example when none).
func InitManifestWith(targets []string) []byte {
	targetsLine := `# targets = [".claude/skills", ".agents/skills"]`
	if len(targets) > 0 {
		targetsLine = "targets = " + tomlfile.QuoteList(targets)
	}
	return []byte(`# skills.toml: the Agent Skills this project uses, managed by skillpin.
#
# Add sources with ` + "`skillpin add SOURCE[@REF] --skill NAME`" + `, or edit this file by
# hand: skillpin keeps your comments and layout when it edits it. Resolved
# commits and file digests go to skills.lock; commit both files.
# Every key is documented in docs/manifest.md:
# https://github.com/skillpin/skillpin/blob/main/docs/manifest.md

[settings]
# "required": a skill is exposed to agents only after ` + "`skillpin approve NAME`" + `,
#             and the approval is revoked when its content changes.
# "lock":     the reviewed, committed skills.lock is the approval.
approval = "required"

# Harness directories that skillpin keeps in sync with the trusted root
# (without any, agents see nothing unless a harness directory links to
# .skillpin/root; see docs/harnesses.md):
` + targetsLine + `

` + initModeAndLimits + `
# [[source]]
# name   = "anthropic"
# url    = "anthropics/skills"   # owner/repo, https or ssh URL, file://..., or a local path
# ref    = "main"                # tag, branch or commit; omit for the default branch
# skills = ["pdf", "xlsx"]       # or ["*"] for every skill in the source
`)
}

// InitUserManifest is the commented skills.toml that `skillpin -g init`
// writes for the user scope: the same settings, with targets set to the
// home-relative harness directories given (those found in the home
// directory), or commented out when there are none.
func InitUserManifest(targets []string) []byte {
	line := `# targets = [".claude/skills", ".agents/skills"]`
	if len(targets) > 0 {
		line = "targets = " + tomlfile.QuoteList(targets)
	}
	return []byte(`# skills.toml: your personal Agent Skills, for every project, managed by
# ` + "`skillpin -g`" + ` (the user scope).
#
# Add sources with ` + "`skillpin -g add SOURCE[@REF] --skill NAME`" + `, or edit this file by
# hand: skillpin keeps your comments and layout when it edits it. Resolved
# commits and file digests go to skills.lock next to it; approvals go to
# approvals.toml. Keep the three in a dotfiles repository if you like. The
# trusted root and skillpin's state are in ` + "`skillpin -g root`" + `'s directory.
# Every key is documented in docs/manifest.md:
# https://github.com/skillpin/skillpin/blob/main/docs/manifest.md

[settings]
# "required": a skill is exposed to agents only after ` + "`skillpin -g approve NAME`" + `,
#             and the approval is revoked when its content changes.
# "lock":     the reviewed, committed skills.lock is the approval.
approval = "required"

# Harness directories in your home (relative to it) that skillpin keeps in
# sync with the trusted root. Skills of your own in them are never touched.
` + line + `

` + initModeAndLimits + `
# [[source]]
# name   = "anthropic"
# url    = "anthropics/skills"   # owner/repo, https or ssh URL, file://..., or an absolute or ~/ local path
# ref    = "main"                # tag, branch or commit; omit for the default branch
# skills = ["pdf", "xlsx"]       # or ["*"] for every skill in the source
`)
}

// renderSource renders s as a canonical [[source]] block.
func renderSource(s Source, nl string) string {
	var b []byte
	b = append(b, "[[source]]\n"...)
	for _, f := range sourceFields(s) {
		if !f.zero {
			b = append(b, f.key+" = "+f.text+"\n"...)
		}
	}
	if sig := s.Signature; sig != nil {
		b = append(b, "[source.signature]\n"...)
		for _, f := range signatureFields(sig) {
			if !f.zero {
				b = append(b, f.key+" = "+f.text+"\n"...)
			}
		}
	}
	return strings.ReplaceAll(string(b), "\n", nl)
}

// field is one key of a source or signature table, rendered.
type field struct {
	key  string
	text string // the TOML value
	zero bool   // the value is the default: the key is omitted
}

func sourceFields(s Source) []field {
	trusted := "false"
	if s.Trusted {
		trusted = "true"
	}
	return []field{
		{"name", tomlfile.Quote(s.Name), s.Name == ""},
		{"url", tomlfile.Quote(s.URL), s.URL == ""},
		{"ref", tomlfile.Quote(s.Ref), s.Ref == ""},
		{"skills", tomlfile.QuoteList(s.Skills), len(s.Skills) == 0},
		{"paths", tomlfile.QuoteList(s.Paths), len(s.Paths) == 0},
		{"exclude", tomlfile.QuoteList(s.Exclude), len(s.Exclude) == 0},
		{"trusted", trusted, !s.Trusted},
	}
}

func signatureFields(sig *SignaturePolicy) []field {
	return []field{
		{"key", tomlfile.Quote(sig.Key), sig.Key == ""},
		{"identity", tomlfile.Quote(sig.Identity), sig.Identity == ""},
		{"identity_regexp", tomlfile.Quote(sig.IdentityRegexp), sig.IdentityRegexp == ""},
		{"issuer", tomlfile.Quote(sig.Issuer), sig.Issuer == ""},
		{"issuer_regexp", tomlfile.Quote(sig.IssuerRegexp), sig.IssuerRegexp == ""},
		{"trusted_root", tomlfile.Quote(sig.TrustedRoot), sig.TrustedRoot == ""},
		{"format", tomlfile.Quote(sig.Format), sig.Format == ""},
		{"certificate_chain", tomlfile.Quote(sig.CertificateChain), sig.CertificateChain == ""},
		{"allow_unsigned_files", "true", !sig.AllowUnsignedFiles},
	}
}

// checkSource validates a source about to be written.
func checkSource(s Source, op string) error {
	errs := (&Manifest{Sources: []Source{s}}).validate(false)
	if len(errs) > 0 {
		return &EditError{Op: op, Name: s.Name, Err: errs[0]}
	}
	return nil
}

func sourceIndex(m *Manifest, name string) int {
	return slices.IndexFunc(m.Sources, func(s Source) bool { return s.Name == name })
}

// verifyEdit parses an edited manifest and checks that it says what was
// intended, returning what it says.
func verifyEdit(out string, want *Manifest) (*Manifest, error) {
	got, err := ParseManifest([]byte(out), FileName)
	if err != nil {
		return nil, fmt.Errorf("editing %s produced an invalid file, so nothing was changed: %w", FileName, err)
	}
	if !sameManifest(got, want) {
		return nil, errLayout
	}
	return got, nil
}

// errLayout is a manifest written in a TOML form the editor does not
// rewrite (sources as an inline array, say): bad input, exit 2.
var errLayout = &tomlfile.ParseError{File: FileName, Msg: "skillpin could not edit this file while keeping its layout, so nothing was changed; " +
	"write its sources as [[source]] tables (see skills.toml.example) and retry"}

func sameManifest(a, b *Manifest) bool {
	if a.Settings.Approval != b.Settings.Approval || a.Settings.Install != b.Settings.Install ||
		a.Settings.MaxFiles != b.Settings.MaxFiles || a.Settings.MaxBytes != b.Settings.MaxBytes ||
		!slices.Equal(a.Settings.Targets, b.Settings.Targets) || len(a.Sources) != len(b.Sources) {
		return false
	}
	for i := range a.Sources {
		if !sameSource(a.Sources[i], b.Sources[i]) {
			return false
		}
	}
	return true
}

func sameSource(a, b Source) bool {
	if a.Name != b.Name || a.URL != b.URL || a.Ref != b.Ref || a.Trusted != b.Trusted ||
		!slices.Equal(a.Skills, b.Skills) || !slices.Equal(a.Paths, b.Paths) || !slices.Equal(a.Exclude, b.Exclude) {
		return false
	}
	if (a.Signature == nil) != (b.Signature == nil) {
		return false
	}
	return a.Signature == nil || *a.Signature == *b.Signature
}

func newline(src string) string {
	if strings.Contains(src, "\r\n") {
		return "\r\n"
	}
	return "\n"
}

// sourceLayout is where the parts of one [[source]] block are.
type sourceLayout struct {
	header     int            // statement index of the [[source]] header
	keys       map[string]int // key -> statement index, in the [[source]] table itself
	sigHeader  int            // statement index of [source.signature], -1 when absent
	sigKeys    map[string]int // key -> statement index, in [source.signature]
	complex    bool           // dotted keys or inline tables: edit by rewriting the block
	contentEnd int            // end of the line of the block's last statement
	sigEnd     int            // same, for the signature table
	blockEnd   int            // start of what belongs to the next block
}

func layoutSource(sc *tomlfile.Doc, i int) sourceLayout {
	prefix := []string{"source", tomlfile.IndexSeg(i)}
	lay := sourceLayout{header: -1, sigHeader: -1, keys: map[string]int{}, sigKeys: map[string]int{}, blockEnd: len(sc.Src)}
	for j, st := range sc.Stmts {
		if st.Header && st.Array && slices.Equal(st.Path, prefix) {
			lay.header = j
			break
		}
	}
	if lay.header < 0 {
		// Sources written as an inline array have no block to edit.
		return lay
	}
	lay.contentEnd = sc.LineEnd(sc.Stmts[lay.header].ValEnd)
	for j := lay.header + 1; j < len(sc.Stmts); j++ {
		st := sc.Stmts[j]
		if st.Header && (len(st.Path) < 2 || !slices.Equal(st.Path[:2], prefix)) {
			lay.blockEnd = sc.Lead(j)
			break
		}
		lay.contentEnd = sc.LineEnd(st.ValEnd)
		switch {
		case st.Header && slices.Equal(st.Path, append(slices.Clone(prefix), "signature")) && !st.Array:
			lay.sigHeader = j
			lay.sigEnd = lay.contentEnd
		case st.Header:
			lay.complex = true
		case len(st.Key) != 1 || st.Key[0] == "signature":
			lay.complex = true
		case st.Table == lay.header:
			lay.keys[st.Key[0]] = j
		case st.Table == lay.sigHeader && lay.sigHeader >= 0:
			lay.sigKeys[st.Key[0]] = j
			lay.sigEnd = lay.contentEnd
		default:
			lay.complex = true
		}
	}
	return lay
}

type splice struct {
	beg, end int
	text     string
}

// editInPlace rewrites only the keys of the block whose values change.
func editInPlace(sc *tomlfile.Doc, lay sourceLayout, old, s Source) string {
	nl := newline(sc.Src)
	var sp []splice
	// insertAt is the end of the table's last statement line; inserting
	// at the very end of a file without a final newline needs one first.
	insert := func(at int, text string) {
		if at == len(sc.Src) && !strings.HasSuffix(sc.Src, "\n") {
			text = nl + text
		}
		sp = append(sp, splice{at, at, text})
	}
	editKeys := func(keys map[string]int, olds, news []field, insertAt int) {
		for n, f := range news {
			o := olds[n]
			if o.text == f.text && o.zero == f.zero {
				continue
			}
			j, present := keys[f.key]
			switch {
			case present && f.zero:
				st := sc.Stmts[j]
				sp = append(sp, splice{sc.LineStart(st.Start), sc.LineEnd(st.ValEnd), ""})
			case present:
				st := sc.Stmts[j]
				sp = append(sp, splice{st.ValBeg, st.ValEnd, f.text})
			case !f.zero:
				insert(insertAt, f.key+" = "+f.text+nl)
			}
		}
	}
	srcEnd := sc.LineEnd(sc.Stmts[lay.header].ValEnd)
	for _, j := range lay.keys {
		srcEnd = max(srcEnd, sc.LineEnd(sc.Stmts[j].ValEnd))
	}
	editKeys(lay.keys, sourceFields(old), sourceFields(s), srcEnd)

	switch {
	case old.Signature == nil && s.Signature != nil:
		block := renderSource(Source{Signature: s.Signature}, nl)
		insert(srcEnd, strings.TrimPrefix(block, "[[source]]"+nl))
	case old.Signature != nil && s.Signature == nil:
		sp = append(sp, splice{sc.Lead(lay.sigHeader), lay.sigEnd, ""})
	case old.Signature != nil:
		editKeys(lay.sigKeys, signatureFields(old.Signature), signatureFields(s.Signature), lay.sigEnd)
	}
	return applySplices(sc.Src, sp)
}

// applySplices applies non-overlapping splices; insertions at one offset
// keep their order.
func applySplices(src string, sp []splice) string {
	slices.SortStableFunc(sp, func(a, b splice) int { return a.beg - b.beg })
	var b strings.Builder
	cur := 0
	for _, s := range sp {
		if s.beg < cur {
			continue // overlapping: cannot happen for a well-formed layout
		}
		b.WriteString(src[cur:s.beg])
		b.WriteString(s.text)
		cur = s.end
	}
	b.WriteString(src[cur:])
	return b.String()
}
