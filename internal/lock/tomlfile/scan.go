package tomlfile

import (
	"slices"
	"strconv"
	"strings"
)

// The TOML decoder reports where a syntax error is, but not where a key
// is: an unknown key, a value of the wrong type, or a value that fails
// validation would otherwise be reported without a line. The scanner below
// walks a document that already parsed and records, for every table header
// and key/value statement, its position and its full key path. The same
// positions drive the format-preserving manifest edits.
//
// Paths are key segments; an element of an array of tables, or of an
// inline array, adds a segment "#<index>" after the array's key, so that
// ["source", "#1", "signature", "key"] is the key of the second
// [[source]]'s [source.signature] table.

// Stmt is one table header or key/value statement.
type Stmt struct {
	Header bool     // a [table] or [[array]] header
	Array  bool     // an [[array]] header
	Path   []string // full indexed path of the header, or of the key
	Key    []string // the key as written, relative to its table (nil for headers)
	Start  int      // offset of the first character of the statement
	ValBeg int      // offset of the value (key/value statements)
	ValEnd int      // offset just past the value, or past the closing bracket of a header
	Elems  []int    // offsets of the elements when the value is an array
	Table  int      // index of the enclosing header statement, -1 for the root table
}

// Doc is the result of scanning a document.
type Doc struct {
	Src   string
	lines []int // offset of the start of each line
	Stmts []Stmt
}

// Scan scans src. It never fails: on input it does not understand it
// stops, keeping what it found so far, because it only adds positions to
// errors and the decoder has the last word on validity.
func Scan(src string) *Doc {
	s := &Doc{Src: src, lines: []int{0}}
	for i := 0; i < len(src); i++ {
		if src[i] == '\n' {
			s.lines = append(s.lines, i+1)
		}
	}
	sc := scanner{src: src}
	sc.document(s)
	return s
}

// Pos turns an offset into a 1-based line and column (in bytes).
func (s *Doc) Pos(off int) (line, col int) {
	i, found := slices.BinarySearch(s.lines, off)
	if !found {
		i--
	}
	return i + 1, off - s.lines[i] + 1
}

// Locate returns the offset of the statement or array element that best
// matches path: the longest prefix of path that the document spells out.
// ok is false when not even the first segment was found.
func (s *Doc) Locate(path []string) (off int, ok bool) {
	best := -1
	for _, st := range s.Stmts {
		n := commonPrefix(st.Path, path)
		if n != len(st.Path) {
			// A key/value statement whose array elements match more.
			continue
		}
		at := st.Start
		if !st.Header && n < len(path) && len(st.Elems) > 0 {
			if idx, isIdx := indexSegment(path[n]); isIdx && idx < len(st.Elems) {
				at = st.Elems[idx]
				n++
			}
		}
		if n > best {
			best, off = n, at
		}
	}
	return off, best > 0
}

func commonPrefix(a, b []string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

func indexSegment(seg string) (int, bool) {
	rest, ok := strings.CutPrefix(seg, "#")
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(rest)
	return n, err == nil
}

// IndexSeg is the path segment of the i-th element (0-based) of an array.
func IndexSeg(i int) string { return "#" + strconv.Itoa(i) }

// LineEnd is the offset just past the newline that ends the line holding
// off (or len(src)).
func (s *Doc) LineEnd(off int) int {
	if i := strings.IndexByte(s.Src[off:], '\n'); i >= 0 {
		return off + i + 1
	}
	return len(s.Src)
}

// LineStart is the offset of the start of the line holding off.
func (s *Doc) LineStart(off int) int {
	return strings.LastIndexByte(s.Src[:off], '\n') + 1
}

type scanner struct {
	src string
	i   int
}

func (sc *scanner) eof() bool { return sc.i >= len(sc.src) }

func (sc *scanner) peek() byte {
	if sc.eof() {
		return 0
	}
	return sc.src[sc.i]
}

// skipSpace skips blanks; with newlines it also skips line breaks and
// comments (inside arrays and between statements).
func (sc *scanner) skipSpace(newlines bool) {
	for !sc.eof() {
		switch c := sc.src[sc.i]; {
		case c == ' ' || c == '\t':
			sc.i++
		case newlines && (c == '\n' || c == '\r'):
			sc.i++
		case newlines && c == '#':
			sc.skipComment()
		default:
			return
		}
	}
}

func (sc *scanner) skipComment() { sc.i = commentEnd(sc.src, sc.i) }

// str skips the string at sc.i, reporting whether it is closed.
func (sc *scanner) str() bool {
	end, ok := stringEnd(sc.src, sc.i)
	sc.i = end
	return ok
}

func (sc *scanner) document(s *Doc) {
	var table []string             // indexed path of the current table
	counts := map[string]int{}     // next index per array-of-tables path
	arrays := map[string]bool{}    // unindexed-prefix keys that are arrays of tables
	current := map[string]string{} // array path key -> its current index segment
	header := -1                   // index of the current header statement
	for {
		sc.skipSpace(true)
		if sc.eof() {
			return
		}
		start := sc.i
		if sc.peek() == '[' {
			array := strings.HasPrefix(sc.src[sc.i:], "[[")
			if array {
				sc.i += 2
			} else {
				sc.i++
			}
			sc.skipSpace(false)
			key, ok := sc.key()
			if !ok {
				return
			}
			sc.skipSpace(false)
			closer := "]"
			if array {
				closer = "]]"
			}
			if !strings.HasPrefix(sc.src[sc.i:], closer) {
				return
			}
			sc.i += len(closer)
			// Rebuild the indexed path: every prefix that is an array of
			// tables gets the index of its latest element.
			var path []string
			for n, seg := range key {
				path = append(path, seg)
				pk := strings.Join(key[:n+1], "\x00")
				if n == len(key)-1 && array {
					ik := strings.Join(path, "\x00")
					idx := counts[ik]
					counts[ik] = idx + 1
					arrays[pk] = true
					current[pk] = IndexSeg(idx)
					path = append(path, IndexSeg(idx))
				} else if arrays[pk] {
					path = append(path, current[pk])
				}
			}
			table = path
			s.Stmts = append(s.Stmts, Stmt{Header: true, Array: array, Path: path, Start: start, ValEnd: sc.i, Table: -1})
			header = len(s.Stmts) - 1
			sc.skipSpace(false)
			if sc.peek() == '#' {
				sc.skipComment()
			}
			continue
		}
		key, ok := sc.key()
		if !ok {
			return
		}
		sc.skipSpace(false)
		if sc.peek() != '=' {
			return
		}
		sc.i++
		sc.skipSpace(false)
		st := Stmt{Path: append(slices.Clone(table), key...), Key: key, Start: start, ValBeg: sc.i, Table: header}
		if !sc.value(&st.Elems) {
			return
		}
		st.ValEnd = sc.i
		s.Stmts = append(s.Stmts, st)
		sc.skipSpace(false)
		if sc.peek() == '#' {
			sc.skipComment()
		}
	}
}

// key reads a dotted key: bare, "basic" or 'literal' segments.
func (sc *scanner) key() ([]string, bool) {
	var key []string
	for {
		sc.skipSpace(false)
		var seg string
		switch c := sc.peek(); c {
		case '"', '\'':
			beg := sc.i
			if isMultiline(sc.src, beg) || !sc.str() {
				return nil, false // keys are one-line strings
			}
			raw := sc.src[beg:sc.i]
			seg = raw[1 : len(raw)-1]
			if c == '"' {
				if u, _, ok := ParseBasicString([]byte(raw)); ok {
					seg = u
				}
			}
		default:
			beg := sc.i
			for !sc.eof() && isBare(sc.peek()) {
				sc.i++
			}
			if sc.i == beg {
				return nil, false
			}
			seg = sc.src[beg:sc.i]
		}
		key = append(key, seg)
		sc.skipSpace(false)
		if sc.peek() != '.' {
			return key, true
		}
		sc.i++
	}
}

func isBare(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}

// value skips one value, recording the offsets of array elements in elems
// when it is an array (nil: do not record).
func (sc *scanner) value(elems *[]int) bool {
	switch {
	case sc.peek() == '"' || sc.peek() == '\'':
		return sc.str()
	case sc.peek() == '[':
		sc.i++
		for {
			sc.skipSpace(true)
			if sc.eof() {
				return false
			}
			if sc.peek() == ']' {
				sc.i++
				return true
			}
			if elems != nil {
				*elems = append(*elems, sc.i)
			}
			if !sc.value(nil) {
				return false
			}
			sc.skipSpace(true)
			switch sc.peek() {
			case ',':
				sc.i++
			case ']':
				sc.i++
				return true
			default:
				return false
			}
		}
	case sc.peek() == '{':
		sc.i++
		for {
			sc.skipSpace(true)
			if sc.eof() {
				return false
			}
			if sc.peek() == '}' {
				sc.i++
				return true
			}
			if _, ok := sc.key(); !ok {
				return false
			}
			sc.skipSpace(false)
			if sc.peek() != '=' {
				return false
			}
			sc.i++
			sc.skipSpace(false)
			if !sc.value(nil) {
				return false
			}
			sc.skipSpace(true)
			switch sc.peek() {
			case ',':
				sc.i++
			case '}':
				sc.i++
				return true
			default:
				return false
			}
		}
	default:
		beg := sc.i
		for !sc.eof() && !strings.ContainsRune(" \t\r\n,]}#", rune(sc.peek())) {
			sc.i++
		}
		return sc.i > beg
	}
}

// Lead is the offset where the block of header statement idx begins: its
// line, or the comment lines right above it.
func (s *Doc) Lead(idx int) int {
	off := s.LineStart(s.Stmts[idx].Start)
	limit := 0
	if idx > 0 {
		limit = s.LineEnd(s.Stmts[idx-1].ValEnd)
	}
	for off > limit {
		prev := s.LineStart(off - 1)
		if !IsCommentLine(s.Src[prev : off-1]) {
			break
		}
		off = prev
	}
	return off
}
