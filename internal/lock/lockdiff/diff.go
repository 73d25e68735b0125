// Package lockdiff compares two lockfiles for review: per skill what was
// added, removed or updated, file by file, with the changes that widen what
// an agent may do (new executables, widened allowed-tools, a dropped
// signature) called out as risks; and renders the result as text, markdown
// for pull requests, or JSON.
package lockdiff

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/ui/humanize"
)

// Change kinds of a skill between two locks.
const (
	Added   = "added"
	Removed = "removed"
	Updated = "updated"
)

// Signature changes.
const (
	SignatureAdded   = "added"
	SignatureRemoved = "removed"
	SignerChanged    = "signer-changed"
)

// Risk codes: changes a reviewer must look at first. They are part of the
// command contract (JSON output, README); never rename one.
const (
	RiskNewExecutable     = "NEW_EXECUTABLE"     // a file that is executable now and was not (added, or exec bit gained)
	RiskExecutableChanged = "EXECUTABLE_CHANGED" // the content of an executable file changed
	RiskToolsWidened      = "TOOLS_WIDENED"      // allowed-tools pre-approves tools it did not before
	RiskSignatureDropped  = "SIGNATURE_DROPPED"  // the skill was signed and is not any more
	RiskSignerChanged     = "SIGNER_CHANGED"     // signed by another key or identity
	RiskSourceChanged     = "SOURCE_CHANGED"     // the skill now comes from another URL
	RiskRefKindChanged    = "REF_KIND_CHANGED"   // e.g. a tag became a branch
	RiskTagMoved          = "TAG_MOVED"          // the same tag of the same source now names another commit
	// RiskSignatureWithoutContentChange: skills.lock gains a signature
	// record for a skill whose content did not change, so nothing but the
	// lock brings the signature.
	RiskSignatureWithoutContentChange = "SIGNATURE_WITHOUT_CONTENT_CHANGE"
	// RiskSignatureNotUpstream: the pinned commit has no signature bundle
	// for the skill, or another one than skills.lock records.
	RiskSignatureNotUpstream = "SIGNATURE_NOT_UPSTREAM"
	// RiskUnsignedFiles: the skill's OMS signature does not cover files
	// that verification accepted (allow_unsigned_files, or the
	// signature's own ignore_paths), and some of them are new.
	RiskUnsignedFiles = "UNSIGNED_FILES"
)

// Changes is what differs between two locks, skill by skill.
type Changes struct {
	// Skills is sorted with risky changes first, then by name.
	Skills []SkillChange `json:"skills"`
}

// Empty reports whether the locks lock the same skills the same way.
func (c *Changes) Empty() bool { return len(c.Skills) == 0 }

// Risky is the number of skill changes that carry risks.
func (c *Changes) Risky() int {
	n := 0
	for _, s := range c.Skills {
		if len(s.Risks) > 0 {
			n++
		}
	}
	return n
}

// SkillChange is how one skill changed.
type SkillChange struct {
	Name   string   `json:"name"`
	Change string   `json:"change"` // added | removed | updated
	From   *Version `json:"from"`   // nil for an added skill
	To     *Version `json:"to"`     // nil for a removed skill

	Files        FileChanges `json:"files"`
	AllowedTools ToolChanges `json:"allowed_tools"`
	// Signature is "", "added", "removed" or "signer-changed".
	Signature          string `json:"signature"`
	DescriptionChanged bool   `json:"description_changed"`
	OldDescription     string `json:"old_description,omitempty"`
	NewDescription     string `json:"new_description,omitempty"`

	Risks []Risk `json:"risks"`

	// newFiles is the new version's file set, for the content scan.
	newFiles catalog.FileSet
}

// Version is where a skill came from and what it was, in one lock.
type Version struct {
	Source string `json:"source"`
	URL    string `json:"url"`
	Ref    string `json:"ref"`
	Kind   string `json:"kind"`
	Commit string `json:"commit"`
	Path   string `json:"path"`
	Digest string `json:"digest"`
	// ClaimedSigner is the signer skills.lock records for this version
	// ("" when it records no signature) and nobody verified: a claim,
	// since whoever writes the lock can write one. Signer is set instead
	// when the signature was verified (diff never verifies; approve does).
	ClaimedSigner string `json:"claimed_signer,omitempty"`
	Signer        string `json:"signer,omitempty"`

	// bundle is the bundle digest skills.lock records with Signer, and
	// bundleFile the file it is the digest of.
	bundle, bundleFile string
	// unsigned are the files skills.lock records as not covered by the
	// skill's OMS signature.
	unsigned string
}

// FileChanges lists the files added, removed and modified, each sorted by
// path. An exec bit change alone counts as a modification.
type FileChanges struct {
	Added    []FileChange `json:"added"`
	Removed  []FileChange `json:"removed"`
	Modified []FileChange `json:"modified"`
}

// Describe names the changed files, for messages such as "revoked:
// content changed": "modified a.md; added b.md; exec bit changed on x.sh",
// at most five paths per kind.
func (f FileChanges) Describe() string {
	var modified, mode []string
	for _, c := range f.Modified {
		if c.OldDigest != c.NewDigest {
			modified = append(modified, c.Path)
		} else {
			mode = append(mode, c.Path)
		}
	}
	var parts []string
	list := func(label string, paths []string) {
		if len(paths) == 0 {
			return
		}
		if len(paths) > 5 {
			paths = append(paths[:5:5], fmt.Sprintf("… %d more", len(paths)-5))
		}
		parts = append(parts, label+" "+strings.Join(paths, ", "))
	}
	list("modified", modified)
	list("added", changedPaths(f.Added))
	list("removed", changedPaths(f.Removed))
	list("exec bit changed on", mode)
	if len(parts) == 0 {
		return "no file-level change"
	}
	return strings.Join(parts, "; ")
}

func changedPaths(cs []FileChange) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Path
	}
	return out
}

// modified returns the modification of the file at path, or nil.
func (f FileChanges) modified(path string) *FileChange {
	for i := range f.Modified {
		if f.Modified[i].Path == path {
			return &f.Modified[i]
		}
	}
	return nil
}

// changed reports whether the file at path was added, removed or modified.
func (f FileChanges) changed(path string) bool {
	for _, list := range [][]FileChange{f.Added, f.Removed, f.Modified} {
		if slices.ContainsFunc(list, func(c FileChange) bool { return c.Path == path }) {
			return true
		}
	}
	return false
}

// Count is the number of files that changed.
func (f FileChanges) Count() int { return len(f.Added) + len(f.Removed) + len(f.Modified) }

// FileChange is one file that differs. For an added file the Old fields
// are zero, for a removed one the New fields.
type FileChange struct {
	Path       string `json:"path"`
	OldSize    int64  `json:"old_size"`
	NewSize    int64  `json:"new_size"`
	OldDigest  string `json:"old_digest,omitempty"`
	NewDigest  string `json:"new_digest,omitempty"`
	Exec       bool   `json:"exec"` // executable in its latest version (the old one for a removed file)
	ExecGained bool   `json:"exec_gained"`
	ExecLost   bool   `json:"exec_lost"`

	// Filled by AttachContent (--content): a unified diff of a text file,
	// or a note saying why there is none.
	Patch       string   `json:"patch,omitempty"`
	ContentNote hint.Msg `json:"content_note,omitzero"`
}

// ToolChanges are the allowed-tools entries added and removed.
type ToolChanges struct {
	Added   []string `json:"added"`
	Removed []string `json:"removed"`
}

// Risk is a change a reviewer must look at first.
type Risk struct {
	Code string `json:"code"`
	File string `json:"file,omitempty"` // the file concerned, if any
	Line int    `json:"line,omitempty"` // the first line concerned in File (1-based), if any
	// Message says what the risk is; the commands it names are rendered
	// for Options.Scope (JSON has its text in a project).
	Message hint.Msg `json:"message"`
}

// Diff compares two locks, matching skills by name. A nil old lock (no
// lockfile yet) makes every skill added; a nil new one, removed.
func Diff(old, new *lock.Lock) *Changes {
	if old == nil {
		old = &lock.Lock{}
	}
	if new == nil {
		new = &lock.Lock{}
	}
	names := map[string]bool{}
	for _, s := range old.Skills {
		names[s.Name] = true
	}
	for _, s := range new.Skills {
		names[s.Name] = true
	}
	c := &Changes{Skills: []SkillChange{}}
	for _, name := range slices.Sorted(maps.Keys(names)) {
		o, n := old.Skill(name), new.Skill(name)
		if sc, changed := diffSkill(name, old, o, new, n); changed {
			c.Skills = append(c.Skills, sc)
		}
	}
	c.sort()
	return c
}

// sort orders skills with risky changes first, then by name.
func (c *Changes) sort() {
	slices.SortStableFunc(c.Skills, func(a, b SkillChange) int {
		ra, rb := len(a.Risks) > 0, len(b.Risks) > 0
		switch {
		case ra && !rb:
			return -1
		case rb && !ra:
			return 1
		}
		return strings.Compare(a.Name, b.Name)
	})
}

func version(l *lock.Lock, s *lock.LockedSkill) *Version {
	if s == nil {
		return nil
	}
	v := &Version{Source: s.Source, Path: s.Path, Digest: s.Digest, ClaimedSigner: s.Signature.Signer()}
	if s.Signature != nil {
		v.bundle, v.bundleFile = s.Signature.Bundle, BundleFile
		if s.Signature.Format == "oms" {
			v.bundleFile = OMSFile
		}
		v.unsigned = strings.Join(s.Signature.Unsigned, "\x00")
	}
	if src := l.Source(s.Source); src != nil {
		v.URL, v.Ref, v.Kind, v.Commit = src.URL, src.Ref, src.Kind, src.Commit
	}
	return v
}

func diffSkill(name string, oldLock *lock.Lock, o *lock.LockedSkill, newLock *lock.Lock, n *lock.LockedSkill) (SkillChange, bool) {
	sc := SkillChange{
		Name:         name,
		From:         version(oldLock, o),
		To:           version(newLock, n),
		Files:        FileChanges{Added: []FileChange{}, Removed: []FileChange{}, Modified: []FileChange{}},
		AllowedTools: ToolChanges{Added: []string{}, Removed: []string{}},
		Risks:        []Risk{},
	}
	var oldFiles, newFiles catalog.FileSet
	var oldTools, newTools []string
	switch {
	case o == nil:
		sc.Change = Added
		newFiles, newTools = n.Files, n.AllowedTools
		sc.NewDescription = n.Description
	case n == nil:
		sc.Change = Removed
		oldFiles, oldTools = o.Files, o.AllowedTools
		sc.OldDescription = o.Description
	default:
		sc.Change = Updated
		oldFiles, newFiles = o.Files, n.Files
		oldTools, newTools = o.AllowedTools, n.AllowedTools
		if o.Description != n.Description {
			sc.DescriptionChanged = true
			sc.OldDescription, sc.NewDescription = o.Description, n.Description
		}
		switch {
		case o.Signature != nil && n.Signature == nil:
			sc.Signature = SignatureRemoved
		case o.Signature == nil && n.Signature != nil:
			sc.Signature = SignatureAdded
		case o.Signature != nil && n.Signature.Signer() != o.Signature.Signer():
			sc.Signature = SignerChanged
		}
	}
	sc.Files = DiffFiles(oldFiles, newFiles)
	sc.newFiles = newFiles
	sc.AllowedTools = diffTools(oldTools, newTools)
	sc.Risks = risks(&sc)

	if sc.Change == Updated && sameVersion(*sc.From, *sc.To) && !sc.DescriptionChanged &&
		len(sc.AllowedTools.Added)+len(sc.AllowedTools.Removed) == 0 && sameSignature(o.Signature, n.Signature) {
		return sc, false
	}
	return sc, true
}

// recorded is the signer skills.lock records, verified or not.
func (v *Version) recorded() string {
	if v.Signer != "" {
		return v.Signer
	}
	return v.ClaimedSigner
}

// Verified marks the signature skills.lock records for v as verified, as
// signer: only then is it shown as "signed by". A signer other than the
// recorded one is ignored.
func (v *Version) Verified(signer string) {
	if v != nil && signer != "" && v.ClaimedSigner == signer {
		v.Signer, v.ClaimedSigner = signer, ""
	}
}

// sameVersion compares two versions as a reviewer sees them: the bundle
// digest is left to sameSignature.
func sameVersion(a, b Version) bool {
	a.bundle, b.bundle = "", ""
	a.bundleFile, b.bundleFile = "", ""
	return a == b
}

// sameSignature compares signers: a new bundle digest alone (the same
// signer re-signing) is not a change a reviewer acts on, and new content
// always shows as file changes anyway.
func sameSignature(a, b *lock.LockedSignature) bool {
	return a.Signer() == b.Signer()
}

// DiffFiles compares two file sets (each sorted by path) file by file.
func DiffFiles(old, new catalog.FileSet) FileChanges {
	fc := FileChanges{Added: []FileChange{}, Removed: []FileChange{}, Modified: []FileChange{}}
	i, j := 0, 0
	for i < len(old) || j < len(new) {
		switch {
		case j == len(new) || i < len(old) && old[i].Path < new[j].Path:
			f := old[i]
			fc.Removed = append(fc.Removed, FileChange{Path: f.Path, OldSize: f.Size, OldDigest: f.Digest, Exec: f.Exec})
			i++
		case i == len(old) || new[j].Path < old[i].Path:
			f := new[j]
			fc.Added = append(fc.Added, FileChange{Path: f.Path, NewSize: f.Size, NewDigest: f.Digest, Exec: f.Exec, ExecGained: f.Exec})
			j++
		default:
			a, b := old[i], new[j]
			if a.Digest != b.Digest || a.Exec != b.Exec {
				fc.Modified = append(fc.Modified, FileChange{Path: a.Path, OldSize: a.Size, NewSize: b.Size,
					OldDigest: a.Digest, NewDigest: b.Digest, Exec: b.Exec,
					ExecGained: b.Exec && !a.Exec, ExecLost: a.Exec && !b.Exec})
			}
			i++
			j++
		}
	}
	return fc
}

// diffTools compares allowed-tools as sets.
func diffTools(old, new []string) ToolChanges {
	tc := ToolChanges{Added: []string{}, Removed: []string{}}
	for _, t := range new {
		if !slices.Contains(old, t) && !slices.Contains(tc.Added, t) {
			tc.Added = append(tc.Added, t)
		}
	}
	for _, t := range old {
		if !slices.Contains(new, t) && !slices.Contains(tc.Removed, t) {
			tc.Removed = append(tc.Removed, t)
		}
	}
	slices.Sort(tc.Added)
	slices.Sort(tc.Removed)
	return tc
}

// risks lists what a reviewer must look at first, most severe first.
func risks(sc *SkillChange) []Risk {
	rs := []Risk{}
	add := func(code, file, format string, args ...any) {
		rs = append(rs, Risk{Code: code, File: file, Message: hint.Sprintf(format, args...)})
	}
	if sc.Change == Removed {
		return rs
	}
	// First of all: the version a reviewer approved before now names
	// other bytes.
	if sc.Change == Updated && TagMoved(sc.From, sc.To) {
		add(RiskTagMoved, "", "tag %s of %s moved: it named commit %s and names %s now; the same version with other content is how a publisher (or whoever took over the repository) ships changes unreviewed — find out why it moved before approving", sc.To.Ref, sc.To.URL, short(sc.From.Commit), short(sc.To.Commit))
	}
	for _, f := range sc.Files.Added {
		if f.Exec {
			add(RiskNewExecutable, f.Path, "%s is a new executable file (%s)", f.Path, humanize.Bytes(f.NewSize))
		}
	}
	for _, f := range sc.Files.Modified {
		switch {
		case f.ExecGained:
			add(RiskNewExecutable, f.Path, "%s became executable", f.Path)
		case f.Exec && f.OldDigest != f.NewDigest:
			add(RiskExecutableChanged, f.Path, "executable %s changed (%s → %s)", f.Path, humanize.Bytes(f.OldSize), humanize.Bytes(f.NewSize))
		}
	}
	if len(sc.AllowedTools.Added) > 0 {
		add(RiskToolsWidened, "", "allowed-tools now pre-approves %s", strings.Join(sc.AllowedTools.Added, ", "))
	}
	if sc.Change != Updated {
		return rs
	}
	switch sc.Signature {
	case SignatureRemoved:
		add(RiskSignatureDropped, "", "skills.lock records no signature for the new version; for the old one it recorded a signature by %s", sc.From.recorded())
	case SignerChanged:
		add(RiskSignerChanged, "", "skills.lock now records a signature by %s, was %s (%s)", sc.To.recorded(), sc.From.recorded(), notVerified)
	case SignatureAdded:
		if sc.From.Digest == sc.To.Digest {
			add(RiskSignatureWithoutContentChange, "", "skills.lock now claims a signature by %s, but the skill's content did not change: only the lock brings the signature, and anyone who can edit the lock can write one (%s)", sc.To.recorded(), notVerified)
		}
	}
	if sc.To.unsigned != "" {
		was := map[string]bool{}
		if sc.From.unsigned != "" {
			for _, p := range strings.Split(sc.From.unsigned, "\x00") {
				was[p] = true
			}
		}
		var fresh []string
		for _, p := range strings.Split(sc.To.unsigned, "\x00") {
			if !was[p] {
				fresh = append(fresh, p)
			}
		}
		if len(fresh) > 0 {
			add(RiskUnsignedFiles, "", "the skill's OMS signature does not cover %s, accepted unsigned (allow_unsigned_files or the signature's ignore_paths): read them before approving", strings.Join(fresh, ", "))
		}
	}
	if sc.From.URL != sc.To.URL {
		add(RiskSourceChanged, "", "the skill now comes from %s (was %s)", sc.To.URL, sc.From.URL)
	}
	if sc.From.Kind != sc.To.Kind {
		add(RiskRefKindChanged, "", "the ref changed kind: %s → %s", refLabel(sc.From), refLabel(sc.To))
	}
	return rs
}

// notVerified says that a signature record was not checked by the review
// that shows it, and what checks it.
var notVerified = hint.Sprintf("not verified by this review; `%s` checks it", hint.Run("verify"))

// refLabel is "tag v1.2.0", "branch main", "commit", "path".
func refLabel(v *Version) string {
	if v.Ref == "" {
		if v.Kind == lock.KindBranch {
			return "default branch"
		}
		return v.Kind
	}
	return v.Kind + " " + v.Ref
}

// Summary is a one-line account of an updated skill's change, for
// messages such as approval revocations: "2 files modified, 1 added, exec
// bit gained on scripts/x.sh".
func (sc SkillChange) Summary() string {
	switch sc.Change {
	case Added:
		n := len(sc.Files.Added)
		s := fmt.Sprintf("new skill, %d %s", n, humanize.Noun(n, "file", "files"))
		if ex := countExec(sc.Files.Added); ex > 0 {
			s += fmt.Sprintf(" (%d executable)", ex)
		}
		if len(sc.AllowedTools.Added) > 0 {
			s += ", allowed-tools " + strings.Join(sc.AllowedTools.Added, " ")
		}
		return s
	case Removed:
		return "removed"
	}
	var parts []string
	counts := []struct {
		n    int
		verb string
	}{{len(sc.Files.Modified), "modified"}, {len(sc.Files.Added), "added"}, {len(sc.Files.Removed), "removed"}}
	for _, c := range counts {
		if c.n == 0 {
			continue
		}
		if len(parts) == 0 {
			parts = append(parts, fmt.Sprintf("%d %s %s", c.n, humanize.Noun(c.n, "file", "files"), c.verb))
		} else {
			parts = append(parts, fmt.Sprintf("%d %s", c.n, c.verb))
		}
	}
	var gained, lost []string
	for _, f := range sc.Files.Modified {
		if f.ExecGained {
			gained = append(gained, f.Path)
		}
		if f.ExecLost {
			lost = append(lost, f.Path)
		}
	}
	if len(gained) > 0 {
		parts = append(parts, "exec bit gained on "+strings.Join(gained, ", "))
	}
	if len(lost) > 0 {
		parts = append(parts, "exec bit lost on "+strings.Join(lost, ", "))
	}
	if t := sc.AllowedTools; len(t.Added)+len(t.Removed) > 0 {
		var ts []string
		for _, a := range t.Added {
			ts = append(ts, "+"+a)
		}
		for _, r := range t.Removed {
			ts = append(ts, "-"+r)
		}
		parts = append(parts, "allowed-tools "+strings.Join(ts, " "))
	}
	switch sc.Signature {
	case SignatureAdded:
		parts = append(parts, "signature record added")
	case SignatureRemoved:
		parts = append(parts, "signature dropped")
	case SignerChanged:
		parts = append(parts, "recorded signer changed")
	}
	if sc.DescriptionChanged {
		parts = append(parts, "description changed")
	}
	if sc.From.URL != sc.To.URL {
		parts = append(parts, "source URL changed")
	} else if sc.From.Source != sc.To.Source {
		parts = append(parts, fmt.Sprintf("source renamed %s → %s", sc.From.Source, sc.To.Source))
	}
	if sc.From.Path != sc.To.Path {
		parts = append(parts, fmt.Sprintf("moved from %s to %s", sc.From.Path, sc.To.Path))
	}
	if sc.Files.Count() == 0 && sc.From.Digest == sc.To.Digest {
		switch {
		case sc.From.Ref != sc.To.Ref || sc.From.Kind != sc.To.Kind:
			parts = append(parts, fmt.Sprintf("%s → %s, files unchanged", refLabel(sc.From), refLabel(sc.To)))
		case sc.From.Commit != sc.To.Commit:
			parts = append(parts, "new commit, files unchanged")
		}
	}
	return strings.Join(parts, ", ")
}

func countExec(fs []FileChange) int {
	n := 0
	for _, f := range fs {
		if f.Exec {
			n++
		}
	}
	return n
}

// TagMoved reports whether from and to are the same tag of the same
// source at two different commits.
func TagMoved(from, to *Version) bool {
	return from != nil && to != nil && from.Kind == lock.KindTag && to.Kind == lock.KindTag &&
		from.URL == to.URL && from.Ref == to.Ref && from.Commit != "" && to.Commit != "" && from.Commit != to.Commit
}
