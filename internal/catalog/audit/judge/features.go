// Package judge is the audit's skill-level judgement: a linear
// classifier (L2-regularised logistic regression) over the words of a
// skill's own files, trained on the labelled incident-pattern sets and on
// real public skills (docs/audit-evaluation.md, "A trained judgement,
// twelfth session (cls)"). Its weights are data: weights.tsv, one feature and its weight
// a line, written by ./train from the labelled sets and embedded here.
//
// The features are the presence (not the count) of normalised words of
// every text file of the skill, read to a bound per file and per skill,
// and a few structural marks (file extensions, executable files,
// shebangs, URLs, addresses). SKILL.md's frontmatter is not read: the
// author's name and description never steer the verdict (the catalog
// cuts it, as everywhere). The judge imports nothing of the audit; it is
// deterministic and offline.
package judge

import (
	"bytes"
	"path"
	"slices"

	"github.com/skillpin/skillpin/internal/catalog"
)

// The bounds of what one skill's judgement reads.
const (
	MaxFileBytes  = 8 << 10  // of one file
	MaxSkillBytes = 16 << 10 // of all the files of a skill, SKILL.md first
	MaxFiles      = 256      // files read of one skill
	maxWord       = 32       // longer words are one mark, #long
)

// Tokens calls emit for every feature of the files of one skill, each
// feature as often as it occurs (callers keep the set); files is called
// with a visit function and calls it for each file in a fixed order.
// work counts the bytes read, for the tests that bound it.
type Tokens struct {
	emit  func([]byte)
	files int
	total int
	work  int
}

// NewTokens returns a tokeniser calling emit for every feature.
func NewTokens(emit func([]byte)) *Tokens { return &Tokens{emit: emit} }

// Work is the number of bytes read so far.
func (t *Tokens) Work() int { return t.work }

// File reads one file of the skill (its skill-relative path, whether it
// is executable, its content; nil content is a file not read).
func (t *Tokens) File(p string, exec bool, data []byte) {
	if t.files >= MaxFiles {
		if t.files == MaxFiles {
			t.mark("#manyfiles")
			t.files++
		}
		return
	}
	t.files++
	if ext := path.Ext(p); ext != "" && len(ext) <= 8 {
		t.mark("#ext" + ext)
	} else if ext == "" {
		t.mark("#noext")
	}
	if exec {
		t.mark("#exec")
	}
	if data == nil || t.total >= MaxSkillBytes {
		return
	}
	if p == "SKILL.md" {
		data = catalog.FrontmatterBody(data)
	}
	data = data[:min(len(data), MaxFileBytes, MaxSkillBytes-t.total)]
	t.total += len(data)
	if bytes.IndexByte(data[:min(len(data), 1024)], 0) >= 0 {
		t.mark("#binary")
		return
	}
	if bytes.HasPrefix(data, []byte("#!")) {
		t.mark("#shebang")
	}
	t.words(data)
}

// mark emits a structural mark, lower-cased (words never start with
// '#').
func (t *Tokens) mark(s string) {
	var b [16]byte
	if len(s) > len(b) {
		return
	}
	for i := 0; i < len(s); i++ {
		b[i] = lower(s[i])
	}
	t.emit(b[:len(s)])
}

func lower(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// wordClass is, per byte, 0 outside a word, else the byte lower-cased
// (ASCII letters, digits, '_', and every byte of a UTF-8 sequence): a
// literal, so that nothing runs at start.
var wordClass = [256]byte{
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 0, 0, 0, 0, 0, 0,
	0, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111,
	112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 0, 0, 0, 0, 95,
	0, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111,
	112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 0, 0, 0, 0, 0,
	128, 129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 142, 143,
	144, 145, 146, 147, 148, 149, 150, 151, 152, 153, 154, 155, 156, 157, 158, 159,
	160, 161, 162, 163, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174, 175,
	176, 177, 178, 179, 180, 181, 182, 183, 184, 185, 186, 187, 188, 189, 190, 191,
	192, 193, 194, 195, 196, 197, 198, 199, 200, 201, 202, 203, 204, 205, 206, 207,
	208, 209, 210, 211, 212, 213, 214, 215, 216, 217, 218, 219, 220, 221, 222, 223,
	224, 225, 226, 227, 228, 229, 230, 231, 232, 233, 234, 235, 236, 237, 238, 239,
	240, 241, 242, 243, 244, 245, 246, 247, 248, 249, 250, 251, 252, 253, 254, 255,
}

func wordByte(c byte) bool { return wordClass[c] != 0 }

// words emits each word of data once per occurrence: the word
// lower-cased, and when it is an identifier of several parts (snake_case,
// camelCase) each part; marks for URLs and addresses in URLs.
func (t *Tokens) words(data []byte) {
	t.work += len(data)
	var buf [maxWord]byte
	var pair [2*maxWord + 1]byte // the previous word of the line, a space, this word
	prev := 0
	for i := 0; i < len(data); {
		c := data[i]
		if !wordByte(c) {
			if c == ':' && i+2 < len(data) && data[i+1] == '/' && data[i+2] == '/' {
				t.url(data, i+3)
			}
			if c == '\n' {
				prev = 0
			}
			i++
			continue
		}
		j := i
		for j < len(data) && wordByte(data[j]) {
			j++
		}
		w := data[i:j]
		if reservedLabel(data, i, j) {
			i = j
			continue
		}
		i = j
		if len(w) > maxWord {
			t.mark("#long")
			continue
		}
		lw := t.word(w, buf[:0])
		if lw == nil {
			continue
		}
		if prev > 0 {
			pair[prev] = ' '
			n := prev + 1 + copy(pair[prev+1:], lw)
			t.emit(pair[:n])
		}
		prev = copy(pair[:], lw)
	}
}

// reservedLabel reports whether the word data[i:j] is an artefact of
// the evaluation's protocol, not of malware, which the judge must not
// learn: the word "example" anywhere, and the reserved top-level labels
// "invalid", "test" and "localhost" (RFC 2606, RFC 6761) after a dot and
// not followed by another label ("bins.invalid/x", not "app.test.ts").
// The labelled sets' writers keep every payload inert, so their hosts are
// under .example, .invalid, .test or example.com while real skills name
// real hosts; "example" is dropped as a prose word too, which measured
// the same in cross-validation as dropping it only as a host's label.
// Documentation-range addresses (192.0.2.0/24 …) need nothing: numbers
// are not features, and a URL to any numeric address is the same #ipurl.
func reservedLabel(data []byte, i, j int) bool {
	w := data[i:j]
	if len(w) == 7 && equalFold(w, "example") {
		return true
	}
	if i == 0 || data[i-1] != '.' || (j+1 < len(data) && data[j] == '.' && wordByte(data[j+1])) {
		return false
	}
	switch len(w) {
	case 4:
		return equalFold(w, "test")
	case 7:
		return equalFold(w, "invalid")
	case 9:
		return equalFold(w, "localhost")
	}
	return false
}

// equalFold reports whether w lower-cased is s (s lower-case ASCII).
func equalFold(w []byte, s string) bool {
	if len(w) != len(s) {
		return false
	}
	for k := range w {
		if lower(w[k]) != s[k] {
			return false
		}
	}
	return true
}

// url marks a URL, and its host when it is a numeric address.
func (t *Tokens) url(data []byte, i int) {
	t.mark("#url")
	digits, dots := 0, 0
	for end := i + 64; i < len(data) && i < end; i++ {
		c := data[i]
		switch {
		case '0' <= c && c <= '9':
			digits++
		case c == '.':
			dots++
		default:
			if digits > 0 && dots == 3 && (c == ':' || c == '/' || c == ' ' || c == '\n' || c == '"' || c == '\'') {
				t.mark("#ipurl")
			}
			return
		}
	}
}

// word emits w lower-cased and its parts, and returns it lower-cased
// (nil for a number or a letter alone).
func (t *Tokens) word(w, buf []byte) []byte {
	digits, split := 0, false
	buf = buf[:len(w)]
	for k, c := range w {
		l := wordClass[c]
		if '0' <= c && c <= '9' {
			digits++
		}
		split = split || l != c || c == '_' // an upper-case letter or '_'
		buf[k] = l
	}
	if digits == len(w) || len(w) < 2 {
		return nil
	}
	t.emit(buf)
	if !split {
		return buf
	}
	// Parts: split at '_' and at a lower-to-upper case change.
	start := 0
	for k := 1; k <= len(w); k++ {
		if k < len(w) && w[k] != '_' && !(isLower(w[k-1]) && isUpper(w[k])) {
			continue
		}
		if k-start >= 2 && k-start < len(w) {
			p := buf[start:k]
			if p[0] == '_' {
				p = p[1:]
			}
			if len(p) >= 2 {
				t.emit(p)
			}
		}
		start = k
	}
	return buf
}

func isLower(c byte) bool { return 'a' <= c && c <= 'z' }
func isUpper(c byte) bool { return 'A' <= c && c <= 'Z' }

// skillFirst visits SKILL.md, then the other files in their order: the
// bound of a skill's bytes keeps the instructions.
func skillFirst(files func(visit func(p string, exec bool, data []byte))) func(visit func(p string, exec bool, data []byte)) {
	return func(visit func(p string, exec bool, data []byte)) {
		files(func(p string, exec bool, data []byte) {
			if p == "SKILL.md" {
				visit(p, exec, data)
			}
		})
		files(func(p string, exec bool, data []byte) {
			if p != "SKILL.md" {
				visit(p, exec, data)
			}
		})
	}
}

// Features returns the sorted set of features of a skill's files, as
// training reads them.
func Features(files func(visit func(p string, exec bool, data []byte))) []string {
	files = skillFirst(files)
	set := map[string]bool{}
	t := NewTokens(func(b []byte) {
		if !set[string(b)] {
			set[string(b)] = true
		}
	})
	files(t.File)
	out := make([]string, 0, len(set))
	for s := range set {
		out = append(out, s)
	}
	slices.Sort(out)
	return out
}
