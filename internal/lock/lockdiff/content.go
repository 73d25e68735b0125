package lockdiff

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/catalog"
)

// ContentSource opens the bytes of one file of one skill version, named
// by its skill digest (the store keys entries by skill digest). A version
// it does not hold is an error wrapping fs.ErrNotExist.
type ContentSource interface {
	Open(skillDigest, path string) (io.ReadCloser, error)
}

// MaxContentBytes is the largest file AttachContent diffs.
const MaxContentBytes = 1 << 20

// AttachContent adds to each modified file a unified diff of its old and
// new content, and to each added file its content as a diff from nothing
// (removed files need no review). Binary files, files over
// MaxContentBytes, and versions src does not hold get a ContentNote
// instead, saying what to do to see them. Bytes are checked against the
// lock's digests, so what is shown is what was locked.
func (c *Changes) AttachContent(src ContentSource) {
	for i := range c.Skills {
		sc := &c.Skills[i]
		for j := range sc.Files.Modified {
			f := &sc.Files.Modified[j]
			if f.OldDigest == f.NewDigest {
				continue // only the exec bit changed
			}
			old, oldNote := readVersion(src, sc.From, f.Path, f.OldSize, f.OldDigest, "base")
			new, newNote := readVersion(src, sc.To, f.Path, f.NewSize, f.NewDigest, "new")
			f.ContentNote = joinNotes(oldNote, newNote)
			if f.ContentNote != "" {
				continue
			}
			if isBinary(old) || isBinary(new) {
				f.ContentNote = fmt.Sprintf("binary file: %s → %s, %s → %s",
					humanSize(f.OldSize), humanSize(f.NewSize), f.OldDigest, f.NewDigest)
				continue
			}
			f.Patch = Unified("a/"+sc.Name+"/"+f.Path, "b/"+sc.Name+"/"+f.Path, old, new)
		}
		for j := range sc.Files.Added {
			f := &sc.Files.Added[j]
			new, note := readVersion(src, sc.To, f.Path, f.NewSize, f.NewDigest, "new")
			switch {
			case note != "":
				f.ContentNote = note
			case isBinary(new):
				f.ContentNote = fmt.Sprintf("binary file: %s, %s", humanSize(f.NewSize), f.NewDigest)
			default:
				f.Patch = Unified("/dev/null", "b/"+sc.Name+"/"+f.Path, nil, new)
			}
		}
	}
}

func joinNotes(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + "; " + b
}

// readVersion reads one file of one skill version, checking it against
// the lock. which is "base" or "new", for the note.
func readVersion(src ContentSource, v *Version, path string, size int64, digest, which string) ([]byte, string) {
	if size > MaxContentBytes {
		return nil, fmt.Sprintf("too large to show (%s)", humanSize(size))
	}
	rc, err := src.Open(v.Digest, path)
	if errors.Is(err, fs.ErrNotExist) {
		fetch := "run `skillpin install` to fetch it"
		if which == "base" {
			fetch = "check out the base revision and run `skillpin install` to fetch it"
		}
		return nil, fmt.Sprintf("the %s version (skill digest %s) is not in the store; %s", which, v.Digest, fetch)
	}
	if err != nil {
		return nil, fmt.Sprintf("could not read the %s version: %v", which, err)
	}
	defer rc.Close()
	h := catalog.NewHasher()
	data, err := io.ReadAll(io.TeeReader(io.LimitReader(rc, MaxContentBytes+1), h))
	if err != nil {
		return nil, fmt.Sprintf("could not read the %s version: %v", which, err)
	}
	if h.Digest() != digest {
		return nil, fmt.Sprintf("the stored copy of the %s version does not match the lock (run `skillpin verify`)", which)
	}
	return data, ""
}

// isBinary reports content that a line diff cannot show: NUL bytes or
// invalid UTF-8.
func isBinary(b []byte) bool {
	return bytes.IndexByte(b, 0) >= 0 || !utf8.Valid(b)
}

// maxEdits bounds the diff search; past it, the changed middle of the
// file is shown as replaced wholesale. Memory grows with its square.
const maxEdits = 1000

// Unified returns a unified diff (3 lines of context) from a to b, with
// the file names in the --- and +++ lines; "" when they are equal.
func Unified(aName, bName string, a, b []byte) string {
	al, bl := splitLines(a), splitLines(b)
	ops := diffLines(al, bl)
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
		return ""
	}
	return out.String()
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
