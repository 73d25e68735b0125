package lockdiff

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	pathpkg "path"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/contentscan"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/ui/humanize"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// ContentSource opens the bytes of one file of one skill version, named
// by its skill digest (the store keys entries by skill digest). A version
// it does not hold is an error wrapping fs.ErrNotExist.
type ContentSource interface {
	Open(skillDigest, path string) (io.ReadCloser, error)
}

// BundleSource is a ContentSource that can also say which signature
// bundle a version's pinned commit holds, so that a review can tell a
// signature record the publisher's commit backs from one written into
// the lock alone.
type BundleSource interface {
	// BundleDigest is the digest of the signature bundle
	// (SKILL.sigstore.json) in v's directory at v's pinned commit, "" when
	// that commit has none; an error when the commit cannot be read.
	BundleDigest(v *Version) (string, error)
}

// BundleFile is the name of a skill's signature bundle.
const BundleFile = "SKILL.sigstore.json"

// OMSFile is the name of a skill's OpenSSF Model Signing signature.
const OMSFile = "skill.oms.sig"

// MaxContentBytes is the largest file a review reads, shows and scans; a
// larger one is reported as CONTENT_NOT_SHOWN.
const MaxContentBytes = 1 << 20

// AttachContent reads what changed and puts it in the review: to each
// modified file a unified diff of its old and new content, to each added
// file its content as a diff from nothing (removed files need no
// review), and to each skill the content risks the scan finds in them
// (package contentscan). A file that cannot be shown as text, because it
// is binary, too large or unreadable, gets a ContentNote and a risk
// naming its size and digest and how to see it: never silence. Bytes are
// checked against the lock's digests, so what is shown is what was
// locked.
func (c *Changes) AttachContent(src ContentSource) {
	for i := range c.Skills {
		sc := &c.Skills[i]
		if sc.Change == Removed {
			continue
		}
		if bs, ok := src.(BundleSource); ok {
			if r, ok := bundleRisk(bs, sc.To); ok {
				sc.Risks = append(sc.Risks, r)
			}
		}
		r := &contentReader{src: src, sc: sc, read: map[string]fileContent{}}
		var findings []contentscan.Finding
		skillMD := r.skillMD(sc.newFiles)
		for j := range sc.Files.Modified {
			f := &sc.Files.Modified[j]
			if f.OldDigest == f.NewDigest {
				continue // only the exec bit changed
			}
			findings = append(findings, r.attach(f, skillMD)...)
		}
		for j := range sc.Files.Added {
			findings = append(findings, r.attach(&sc.Files.Added[j], skillMD)...)
		}
		findings = append(findings, r.newlyRun(skillMD)...)
		contentscan.Sort(findings)
		for _, fd := range findings {
			sc.Risks = append(sc.Risks, Risk{Code: fd.Code, File: fd.File, Line: fd.Line, Message: fd.Msg()})
		}
	}
	c.sort()
}

// bundleRisk checks a signature record of v that nobody verified against
// the pinned commit: the bundle it names must be there. A commit that
// cannot be read tells nothing (the record is shown as a claim anyway).
func bundleRisk(bs BundleSource, v *Version) (Risk, bool) {
	if v == nil || v.ClaimedSigner == "" {
		return Risk{}, false
	}
	got, err := bs.BundleDigest(v)
	if err != nil {
		return Risk{}, false
	}
	at := "the pinned commit"
	if v.Commit != "" {
		at += " " + short(v.Commit)
	} else if v.Kind == lock.KindPath {
		at = "the local source"
	}
	switch {
	case got == "":
		return Risk{Code: RiskSignatureNotUpstream, Message: hint.Sprintf("skills.lock claims a signature by %s, but %s has no %s in %s: the publisher did not sign this version, and the record comes from the lock alone", v.ClaimedSigner, at, v.BundleFile(), v.Path)}, true
	case got != v.bundle:
		return Risk{Code: RiskSignatureNotUpstream, Message: hint.Sprintf("skills.lock claims a signature by %s with bundle %s, but the %s in %s at %s is %s: the record does not describe the publisher's bundle", v.ClaimedSigner, v.bundle, v.BundleFile(), v.Path, at, got)}, true
	}
	return Risk{}, false
}

// contentReader reads the files of one skill change.
type contentReader struct {
	src  ContentSource
	sc   *SkillChange
	read map[string]fileContent // new-version reads by path
}

// fileContent is one file of one skill version as read: its bytes, or why
// there are none.
type fileContent struct {
	data []byte
	note hint.Msg
}

// attach reads the old and new content of f, sets its patch or note and
// returns the risks the scan finds in what is new.
func (r *contentReader) attach(f *FileChange, skillMD []byte) []contentscan.Finding {
	sc := r.sc
	nv := r.readNew(f.Path, f.NewSize, f.NewDigest)
	file := contentscan.File{Path: f.Path, Exec: f.Exec, Size: f.NewSize, Digest: f.NewDigest, Data: nv.data, Unread: nv.note, See: seeHint(sc.To, f.Path)}
	if nv.data == nil {
		f.ContentNote = hint.Sprintf("not shown: %s", nv.note)
		return contentscan.Scan(file, skillMD)
	}
	kind := contentscan.Classify(nv.data)
	if kind == contentscan.BinaryData {
		f.ContentNote = hint.Sprintf("not shown: not text (%s, %s)", humanize.Bytes(f.NewSize), f.NewDigest)
		return contentscan.Scan(file, skillMD)
	}
	newName := "b/" + sc.Name + "/" + f.Path
	if f.OldDigest == "" { // added
		f.Patch, _ = unified("/dev/null", newName, nil, nv.data)
		return contentscan.Scan(file, skillMD)
	}
	ov := readVersion(r.src, sc.From, f.Path, f.OldSize, f.OldDigest, "base")
	switch {
	case ov.data == nil:
		// The base cannot be read: show the whole new file rather than
		// nothing, and scan all of it.
		f.ContentNote = hint.Sprintf("%s; the whole new file is shown", ov.note)
		f.Patch, _ = unified("/dev/null", newName, nil, nv.data)
	case contentscan.Classify(ov.data) == contentscan.BinaryData:
		f.ContentNote = hint.Text("the base version is not text, so the whole new file is shown")
		f.Patch, _ = unified("/dev/null", newName, nil, nv.data)
	default:
		var added map[int]bool
		f.Patch, added = unified("a/"+sc.Name+"/"+f.Path, newName, ov.data, nv.data)
		file.Added = func(line int) bool { return added[line] }
	}
	return contentscan.Scan(file, skillMD)
}

// readNew reads a file of the new version, once.
func (r *contentReader) readNew(path string, size int64, digest string) fileContent {
	if v, ok := r.read[path]; ok {
		return v
	}
	v := readVersion(r.src, r.sc.To, path, size, digest, "new")
	r.read[path] = v
	return v
}

// skillMD is the new version's own SKILL.md, nil when it cannot be read.
func (r *contentReader) skillMD(files catalog.FileSet) []byte {
	f, ok := files.Lookup(catalog.SkillFile)
	if !ok {
		return nil
	}
	return r.readNew(f.Path, f.Size, f.Digest).data
}

// newlyRun reports files the change did not touch that the new SKILL.md
// tells the agent to run and the old one did not: instructions can turn
// reviewed data into code without changing it.
func (r *contentReader) newlyRun(skillMD []byte) []contentscan.Finding {
	sc := r.sc
	md := sc.Files.modified(catalog.SkillFile)
	if skillMD == nil || md == nil || sc.From == nil {
		return nil
	}
	old := readVersion(r.src, sc.From, md.Path, md.OldSize, md.OldDigest, "base")
	var out []contentscan.Finding
	for _, f := range sc.newFiles {
		if f.Exec || f.Path == catalog.SkillFile || sc.Files.changed(f.Path) {
			continue
		}
		if fd, ok := contentscan.NewlyRun(f.Path, old.data, skillMD); ok {
			out = append(out, fd)
		}
	}
	return out
}

// seeHint says how a person can see a file of a version that a review
// cannot show.
func seeHint(v *Version, file string) string {
	if v == nil {
		return ""
	}
	p := pathpkg.Join(v.Path, file)
	switch {
	case v.Kind == lock.KindPath:
		return fmt.Sprintf("the file %s of the local source %s", safetext.Show(p), safetext.Show(v.URL))
	case v.Commit != "":
		return fmt.Sprintf("`git show %s:%s` in a clone of %s", v.Commit, safetext.Show(p), safetext.Show(v.URL))
	}
	return ""
}

// readVersion reads one file of one skill version, checking it against
// the lock. which is "base" or "new", for the note.
func readVersion(src ContentSource, v *Version, path string, size int64, digest, which string) fileContent {
	if size > MaxContentBytes {
		return fileContent{note: hint.Sprintf("over the %s a review shows", humanize.Bytes(MaxContentBytes))}
	}
	rc, err := src.Open(v.Digest, path)
	if errors.Is(err, fs.ErrNotExist) {
		return fileContent{note: hint.Sprintf("the %s version could not be found (%v)", which, err)}
	}
	if err != nil {
		return fileContent{note: hint.Sprintf("the %s version could not be read: %v", which, err)}
	}
	defer rc.Close()
	h := catalog.NewHasher()
	data, err := io.ReadAll(io.TeeReader(io.LimitReader(rc, MaxContentBytes+1), h))
	if err != nil {
		return fileContent{note: hint.Sprintf("the %s version could not be read: %v", which, err)}
	}
	if h.Digest() != digest {
		return fileContent{note: hint.Sprintf("the copy of the %s version read does not match the lock (run `%s`)", which, hint.Run("verify"))}
	}
	if data == nil {
		data = []byte{}
	}
	return fileContent{data: data}
}

// Unified returns a unified diff (3 lines of context) from a to b, with
// the file names in the --- and +++ lines; "" when they are equal.
func Unified(aName, bName string, a, b []byte) string {
	patch, _ := unified(aName, bName, a, b)
	return patch
}

// maxEdits bounds the diff search; past it, the changed middle of the
// file is shown as replaced wholesale. Memory grows with its square.
const maxEdits = 1000

// unified is Unified, and the lines of b (1-based) that a does not have.
// Bytes that are not UTF-8 are written as <0xNN>, so that the patch is
// text.
func unified(aName, bName string, a, b []byte) (string, map[int]bool) {
	al, bl := splitLines(a), splitLines(b)
	ops := diffLines(al, bl)
	added := map[int]bool{}
	for _, op := range ops {
		if op.kind == '+' {
			added[op.b+1] = true
		}
	}
	const context = 3

	var out strings.Builder
	fmt.Fprintf(&out, "--- %s\n+++ %s\n", aName, bName)
	changed := false
	for i := 0; i < len(ops); {
		if ops[i].kind == ' ' {
			i++
			continue
		}
		// A hunk: from context lines before this change to context lines
		// after the last change that is within 2*context of the next.
		start := max(0, i-context)
		end := i
		for end < len(ops) {
			if ops[end].kind != ' ' {
				end++
				continue
			}
			run := end
			for run < len(ops) && ops[run].kind == ' ' {
				run++
			}
			if run == len(ops) || run-end > 2*context {
				end = min(len(ops), end+context)
				break
			}
			end = run
		}
		changed = true
		writeHunk(&out, ops[start:end])
		i = end
	}
	if !changed {
		return "", added
	}
	return validUTF8(out.String()), added
}

// validUTF8 writes each byte of s that is not UTF-8 as <0xNN>, the way
// safetext shows it.
func validUTF8(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			fmt.Fprintf(&b, "<0x%02X>", s[i])
		} else {
			b.WriteString(s[i : i+n])
		}
		i += n
	}
	return b.String()
}

type lineOp struct {
	kind byte // ' ', '-', '+'
	line string
	a, b int // 0-based line numbers in a and b (of the position, for inserts/deletes)
}

func writeHunk(out *strings.Builder, ops []lineOp) {
	aStart, bStart := ops[0].a, ops[0].b
	aCount, bCount := 0, 0
	for _, op := range ops {
		if op.kind != '+' {
			aCount++
		}
		if op.kind != '-' {
			bCount++
		}
	}
	fmt.Fprintf(out, "@@ -%s +%s @@\n", hunkRange(aStart, aCount), hunkRange(bStart, bCount))
	for _, op := range ops {
		out.WriteByte(op.kind)
		out.WriteString(op.line)
		if !strings.HasSuffix(op.line, "\n") {
			out.WriteString("\n\\ No newline at end of file\n")
		}
	}
}

func hunkRange(start, count int) string {
	switch count {
	case 0:
		return strconv.Itoa(start) + ",0"
	case 1:
		return strconv.Itoa(start + 1)
	}
	return strconv.Itoa(start+1) + "," + strconv.Itoa(count)
}

// splitLines splits after each newline; the last line may lack one.
func splitLines(b []byte) []string {
	if len(b) == 0 {
		return nil
	}
	lines := strings.SplitAfter(string(b), "\n")
	if lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	return lines
}

// diffLines is the edit script from a to b: the common prefix and
// suffix, and a shortest edit script (Myers) for the middle.
func diffLines(a, b []string) []lineOp {
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	var ops []lineOp
	for i := 0; i < pre; i++ {
		ops = append(ops, lineOp{' ', a[i], i, i})
	}
	ma, mb := a[pre:len(a)-suf], b[pre:len(b)-suf]
	mid, ok := myers(ma, mb)
	if !ok {
		mid = nil
		for i, l := range ma {
			mid = append(mid, lineOp{'-', l, i, 0})
		}
		for j, l := range mb {
			mid = append(mid, lineOp{'+', l, len(ma), j})
		}
	}
	for _, op := range mid {
		op.a += pre
		op.b += pre
		ops = append(ops, op)
	}
	for i := 0; i < suf; i++ {
		ai, bi := len(a)-suf+i, len(b)-suf+i
		ops = append(ops, lineOp{' ', a[ai], ai, bi})
	}
	return ops
}

// myers finds a shortest edit script, or reports false when it needs more
// than maxEdits edits.
func myers(a, b []string) ([]lineOp, bool) {
	n, m := len(a), len(b)
	if n == 0 && m == 0 {
		return nil, true
	}
	limit := min(n+m, maxEdits)
	off := limit + 1
	v := make([]int, 2*limit+3)
	var trace [][]int // trace[d][k+d] is the furthest x on diagonal k after d edits
	for d := 0; d <= limit; d++ {
		for k := -d; k <= d; k += 2 {
			var x int
			if k == -d || k != d && v[off+k-1] < v[off+k+1] {
				x = v[off+k+1] // down: an insertion
			} else {
				x = v[off+k-1] + 1 // right: a deletion
			}
			y := x - k
			for x < n && y < m && a[x] == b[y] {
				x++
				y++
			}
			v[off+k] = x
		}
		snap := make([]int, 2*d+1)
		copy(snap, v[off-d:off+d+1])
		trace = append(trace, snap)
		for k := -d; k <= d; k += 2 {
			if x := v[off+k]; x >= n && x-k >= m {
				return backtrack(a, b, trace, d, k), true
			}
		}
	}
	return nil, false
}

func backtrack(a, b []string, trace [][]int, d, k int) []lineOp {
	x := trace[d][k+d]
	y := x - k
	var rev []lineOp
	for ; d > 0; d-- {
		prev := trace[d-1]
		at := func(k int) int { return prev[k+d-1] }
		var pk int
		if k == -d || k != d && at(k-1) < at(k+1) {
			pk = k + 1
		} else {
			pk = k - 1
		}
		px := at(pk)
		// The edit moves from (px, px-pk) one step down (insertion) or
		// right (deletion); a snake of equal lines then leads to (x, y).
		snakeStart := px
		if pk == k-1 {
			snakeStart = px + 1
		}
		for x > snakeStart {
			x--
			y--
			rev = append(rev, lineOp{' ', a[x], x, y})
		}
		if pk == k+1 {
			y--
			rev = append(rev, lineOp{'+', b[y], x, y})
		} else {
			x--
			rev = append(rev, lineOp{'-', a[x], x, y})
		}
		k = pk
	}
	for x > 0 && y > 0 {
		x--
		y--
		rev = append(rev, lineOp{' ', a[x], x, y})
	}
	ops := make([]lineOp, len(rev))
	for i, op := range rev {
		ops[len(rev)-1-i] = op
	}
	return ops
}

// BundleFile is the signature file the record of v names the digest of:
// skill.oms.sig for an OMS signature, SKILL.sigstore.json otherwise.
func (v *Version) BundleFile() string {
	if v.bundleFile == "" {
		return BundleFile
	}
	return v.bundleFile
}
