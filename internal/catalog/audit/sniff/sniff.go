// Package sniff tells what a file of a skill is before the audit reads
// it: compiled code, archives and media by their magic numbers (Blob),
// text in another encoding decoded (DecodeText), and text laid out so
// that a reader misses part of it, padding or minified code (Layout).
// Each answer is a finding code and what to say; the audit decides the
// severity, raised when another file of the skill runs, unpacks, imports
// or loads the file (RunCue, RunsThroughName, ImportsModule,
// RunsByTemplate). It needs only the content scan's classification of bytes:
// bytes in, plain values out.
package sniff

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"path"
	"regexp"
	"strings"
	"sync"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/catalog/contentscan"
)

// The codes of what the audit cannot read, as Blob and Layout name them
// (the audit reports them; docs/review.md documents them).
const (
	// NotAuditedBinary: compiled code or an executable (ELF, Mach-O, PE,
	// Python bytecode, Java classes, WebAssembly) or binary data of no
	// known kind.
	NotAuditedBinary = "NOT_AUDITED_BINARY"
	// NotAuditedArchive: an archive or compressed file (zip and the
	// formats built on it — docx, xlsx, jar, apk —, tar, gzip, bzip2, xz,
	// zstd, 7z, rar, cab); a password-protected one is high alone.
	NotAuditedArchive = "NOT_AUDITED_ARCHIVE"
	// NotAuditedMinified: minified or packed code (lines far longer than
	// anyone reads).
	NotAuditedMinified = "NOT_AUDITED_MINIFIED"
	// NotAuditedPadding: text pushed out of sight by hundreds of blank
	// lines or of spaces.
	NotAuditedPadding = "NOT_AUDITED_PADDING"
	// NotAuditedMedia: an image, a font, audio, video or a PDF: not read,
	// low, reported so that nothing is skipped without a line.
	NotAuditedMedia = "NOT_AUDITED_MEDIA"
)

// A Kind is what Blob finds out about a file that is not text.
type Kind struct {
	Code      string // one of the codes above
	What      string // "ELF executable", "zip archive"…
	Protected bool   // a password-protected archive
	Unpacked  bool   // an archive whose members were read and audited (Unpack)
}

func has(d []byte, off int, magic string) bool {
	return len(d) >= off+len(magic) && string(d[off:off+len(magic)]) == magic
}

// Blob identifies compiled code, archives and media by their magic
// numbers (never by extension alone: a name says nothing about content).
// ok is false for text.
func Blob(p string, d []byte) (Kind, bool) {
	ext := strings.ToLower(path.Ext(p))
	switch {
	case has(d, 0, "\x7fELF"):
		return Kind{Code: NotAuditedBinary, What: "ELF executable or library"}, true
	case has(d, 0, "\xfe\xed\xfa\xce"), has(d, 0, "\xfe\xed\xfa\xcf"), has(d, 0, "\xce\xfa\xed\xfe"), has(d, 0, "\xcf\xfa\xed\xfe"):
		return Kind{Code: NotAuditedBinary, What: "Mach-O executable or library"}, true
	case has(d, 0, "\xca\xfe\xba\xbe") && len(d) >= 8:
		if binary.BigEndian.Uint32(d[4:8]) >= 45 { // a class file's version; a fat binary's count is small
			return Kind{Code: NotAuditedBinary, What: "Java class file"}, true
		}
		return Kind{Code: NotAuditedBinary, What: "Mach-O universal binary"}, true
	case has(d, 0, "MZ") && len(d) >= 64 && peSignature(d):
		return Kind{Code: NotAuditedBinary, What: "Windows executable or library (PE)"}, true
	case has(d, 0, "\x00asm"):
		return Kind{Code: NotAuditedBinary, What: "WebAssembly module"}, true
	case (ext == ".pyc" || ext == ".pyo") && len(d) >= 16 && has(d, 2, "\r\n"):
		return Kind{Code: NotAuditedBinary, What: "Python bytecode"}, true
	case has(d, 0, "PK\x03\x04"), has(d, 0, "PK\x05\x06"):
		return Kind{Code: NotAuditedArchive, What: zipKind(d), Protected: zipEncrypted(d)}, true
	case has(d, 0, "\x1f\x8b"):
		return Kind{Code: NotAuditedArchive, What: "gzip-compressed file"}, true
	case has(d, 0, "BZh") && len(d) > 4 && d[3] >= '1' && d[3] <= '9':
		return Kind{Code: NotAuditedArchive, What: "bzip2-compressed file"}, true
	case has(d, 0, "\xfd7zXZ\x00"):
		return Kind{Code: NotAuditedArchive, What: "xz-compressed file"}, true
	case has(d, 0, "\x28\xb5\x2f\xfd"):
		return Kind{Code: NotAuditedArchive, What: "zstd-compressed file"}, true
	case has(d, 0, "7z\xbc\xaf\x27\x1c"):
		return Kind{Code: NotAuditedArchive, What: "7z archive"}, true
	case has(d, 0, "Rar!\x1a\x07"):
		return Kind{Code: NotAuditedArchive, What: "rar archive", Protected: rarEncrypted(d)}, true
	case has(d, 0, "MSCF"):
		return Kind{Code: NotAuditedArchive, What: "cabinet archive"}, true
	case has(d, 257, "ustar"):
		return Kind{Code: NotAuditedArchive, What: "tar archive"}, true
	case has(d, 0, "\x89PNG"), has(d, 0, "\xff\xd8\xff"), has(d, 0, "GIF8"), has(d, 0, "BM") && ext == ".bmp",
		has(d, 0, "RIFF") && (has(d, 8, "WEBP") || has(d, 8, "WAVE") || has(d, 8, "AVI ")),
		has(d, 0, "II*\x00"), has(d, 0, "MM\x00*"), has(d, 0, "\x00\x00\x01\x00") && ext == ".ico":
		return Kind{Code: NotAuditedMedia, What: "image"}, true
	case has(d, 0, "%PDF"):
		return Kind{Code: NotAuditedMedia, What: "PDF document"}, true
	case has(d, 0, "\x00\x01\x00\x00"), has(d, 0, "OTTO"), has(d, 0, "wOFF"), has(d, 0, "wOF2"), has(d, 0, "true"), has(d, 0, "ttcf"):
		return Kind{Code: NotAuditedMedia, What: "font"}, true
	case has(d, 0, "OggS"), has(d, 0, "ID3"), has(d, 0, "fLaC"), has(d, 4, "ftyp"), has(d, 0, "\x1aE\xdf\xa3"),
		len(d) >= 2 && d[0] == 0xff && d[1]&0xe0 == 0xe0 && (ext == ".mp3" || ext == ".aac"):
		return Kind{Code: NotAuditedMedia, What: "audio or video"}, true
	case has(d, 0, "SQLite format 3\x00"):
		return Kind{Code: NotAuditedBinary, What: "SQLite database"}, true
	}
	return Kind{}, false
}

func peSignature(d []byte) bool {
	off := int(binary.LittleEndian.Uint32(d[0x3c:0x40]))
	return off >= 0 && off+4 <= len(d) && has(d, off, "PE\x00\x00")
}

// zipKind names a zip by what its first entries say it is.
func zipKind(d []byte) string {
	head := d[:min(len(d), 4096)]
	switch {
	case bytes.Contains(head, []byte("[Content_Types].xml")) || bytes.Contains(head, []byte("word/")) || bytes.Contains(head, []byte("xl/")) || bytes.Contains(head, []byte("ppt/")):
		return "Office document (a zip archive)"
	case bytes.Contains(head, []byte("META-INF/")):
		return "Java or Android archive (a zip archive)"
	case bytes.Contains(head, []byte("mimetypeapplication/vnd.oasis")):
		return "OpenDocument file (a zip archive)"
	}
	return "zip archive"
}

// zipEncrypted reports a zip any of whose local file headers (in the part
// read) has the encryption flag.
func zipEncrypted(d []byte) bool {
	for i := 0; ; {
		j := bytes.Index(d[i:], []byte("PK\x03\x04"))
		if j < 0 {
			return false
		}
		i += j
		if i+8 <= len(d) && binary.LittleEndian.Uint16(d[i+6:i+8])&1 != 0 {
			return true
		}
		i += 4
	}
}

// rarEncrypted reports a rar archive whose headers say its content is
// encrypted: RAR 5's archive encryption header, or RAR 4's archive or
// file header flags.
func rarEncrypted(d []byte) bool {
	if has(d, 0, "Rar!\x1a\x07\x01\x00") { // RAR 5: CRC32, size, type (4: encryption header)
		i := 12
		for ; i < len(d) && d[i]&0x80 != 0; i++ {
		}
		return i+1 < len(d) && d[i+1] == 4
	}
	// RAR 4: the main header (type 0x73) flag 0x0080 encrypts headers;
	// a file header (type 0x74) flag 0x0004 encrypts the file.
	for i := 7; i+7 <= len(d); {
		typ, flags := d[i+2], binary.LittleEndian.Uint16(d[i+3:i+5])
		size := int(binary.LittleEndian.Uint16(d[i+5 : i+7]))
		if typ == 0x73 && flags&0x0080 != 0 || typ == 0x74 && flags&0x0004 != 0 {
			return true
		}
		if typ == 0x74 && i+11 <= len(d) {
			size += int(binary.LittleEndian.Uint32(d[i+7 : i+11]))
		}
		if size < 7 {
			return false
		}
		i += size
	}
	return false
}

// DecodeText returns a file's content as UTF-8 text to audit and what
// was done to it ("" when nothing), or ok false when it is not text.
// Text in UTF-16 (with a byte-order mark, or ASCII with every other byte
// NUL), text with stray NUL bytes (dropped: shells and interpreters skip
// or stop at them, tools that take the file for binary skip it whole),
// and text with bytes that are not UTF-8 (read as Latin-1, the usual
// legacy encoding of a comment) are decoded and audited.
func DecodeText(d []byte) (out []byte, how string, ok bool) {
	if u, ok := utf16Text(d); ok {
		return u, "UTF-16", true
	}
	// Text: at most 1 byte in 20 (or 4 in a short file) a NUL or a
	// control character other than tab, line feed, form feed, carriage
	// return and escape.
	if controls(d) > max(4, len(d)/20) {
		return nil, "", false
	}
	nul := bytes.Count(d, []byte{0})
	if nul > 0 {
		d = bytes.ReplaceAll(d, []byte{0}, nil)
		how = fmt.Sprintf("%d NUL bytes dropped", nul)
	}
	if !utf8.Valid(d) {
		d = latin1(d)
		if how != "" {
			how += ", "
		}
		how += "bytes that are not UTF-8 read as Latin-1"
	}
	return d, how, true
}

// controls counts the bytes of d that controlBytes marks: eight at a
// time where none is below 0x20 or 0x7f (most words of a text), byte by
// byte in the others. (w-0x20…)&^w has a byte's high bit set when the
// byte is below 0x20 (the test is exact for "any"), and so does
// (x-0x01…)&^x for a zero byte of x = w^0x7f….
func controls(d []byte) int {
	const ones, hi = 0x0101010101010101, 0x8080808080808080
	n, i := 0, 0
	for ; i+8 <= len(d); i += 8 {
		w := binary.LittleEndian.Uint64(d[i:])
		x := w ^ (0x7f * ones)
		if (w-0x20*ones)&^w&hi == 0 && (x-ones)&^x&hi == 0 {
			continue
		}
		for _, b := range d[i : i+8] {
			n += int(controlBytes[b])
		}
	}
	for _, b := range d[i:] {
		n += int(controlBytes[b])
	}
	return n
}

// controlBytes is 1 for a NUL or a control character other than tab,
// line feed, form feed, carriage return and escape.
var controlBytes = func() (t [256]uint8) {
	for b := range 256 {
		if b < 0x20 && b != '\t' && b != '\n' && b != '\r' && b != '\f' && b != 0x1b || b == 0x7f {
			t[b] = 1
		}
	}
	return t
}()

// latin1 decodes the bytes of d that are not UTF-8 as Latin-1 (valid
// UTF-8 sequences are kept).
func latin1(d []byte) []byte {
	out := make([]byte, 0, len(d)+len(d)/8)
	for i := 0; i < len(d); {
		r, n := utf8.DecodeRune(d[i:])
		if r == utf8.RuneError && n == 1 {
			out = utf8.AppendRune(out, rune(d[i]))
			i++
			continue
		}
		out = append(out, d[i:i+n]...)
		i += n
	}
	return out
}

// utf16Text decodes UTF-16 text: with a byte-order mark, or without one
// when nearly every other byte is NUL (ASCII in UTF-16).
func utf16Text(d []byte) ([]byte, bool) {
	le, be := has(d, 0, "\xff\xfe"), has(d, 0, "\xfe\xff")
	body := d
	if le || be {
		body = d[2:]
	} else {
		if len(d) < 8 || len(d)%2 != 0 || bytes.IndexByte(d, 0) < 0 {
			return nil, false // (without a NUL, neither half is nine tenths NUL)
		}
		var even, odd int
		for i := 0; i < len(d); i += 2 {
			if d[i] == 0 {
				even++
			}
			if d[i+1] == 0 {
				odd++
			}
		}
		half := len(d) / 2
		switch {
		case odd*10 >= half*9 && even == 0:
			le = true
		case even*10 >= half*9 && odd == 0:
			be = true
		default:
			return nil, false
		}
	}
	if len(body)%2 != 0 {
		body = body[:len(body)-1]
	}
	u := make([]uint16, len(body)/2)
	for i := range u {
		if le {
			u[i] = binary.LittleEndian.Uint16(body[2*i:])
		} else {
			u[i] = binary.BigEndian.Uint16(body[2*i:])
		}
	}
	out := []byte(string(utf16.Decode(u)))
	if contentscan.Classify(out) == contentscan.BinaryData {
		return nil, false
	}
	return out, true
}

// Padding and minified code: how much is too much to read.
const (
	paddingBlankLines = 300  // blank lines in a row before more text
	paddingColumns    = 500  // spaces or tabs in a row before more text on the line
	minifiedLine      = 5000 // a line of code longer than this
	minifiedAverage   = 400  // or code lines this long on average (files over 4 KiB)
)

// Layout finds padding in any text file and minified code in a
// file that is not Markdown: the code and what it says, or "".
func Layout(p string, d []byte, markdown bool) (code, what string) {
	blank, lines, longest, total := 0, 0, 0, 0
	for i := 0; i < len(d); {
		j := bytes.IndexByte(d[i:], '\n')
		if j < 0 {
			j = len(d) - i
		}
		line := d[i : i+j]
		i += j + 1
		lines++
		total += len(line)
		longest = max(longest, len(line))
		if allBlank(line) {
			blank++
			continue
		}
		if blank >= paddingBlankLines {
			return NotAuditedPadding, fmt.Sprintf("%d blank lines before line %d push its text out of sight", blank, lines)
		}
		blank = 0
		if !mayHaveBlankRun(line, paddingColumns) {
			continue
		}
		if run := longestBlankRun(line); run >= paddingColumns {
			return NotAuditedPadding, fmt.Sprintf("%d spaces on line %d push its text out of sight", run, lines)
		}
	}
	if markdown || !codeFile(p) {
		return "", ""
	}
	if (longest > minifiedLine || len(d) > 4096 && total/max(lines, 1) > minifiedAverage) && dense(d, displayFile(p)) {
		return NotAuditedMinified, fmt.Sprintf("minified or packed code (a line of %d characters)", longest)
	}
	return "", ""
}

// allBlank reports a line of nothing but blanks (space, tab, CR, FF,
// VT): bytes.TrimLeft with that cutset leaves nothing of it, without
// building the cutset's table for every line of every file.
func allBlank(line []byte) bool {
	for _, c := range line {
		switch c {
		case ' ', '\t', '\r', '\f', '\v':
		default:
			return false
		}
	}
	return true
}

// dense reports code whose long lines are statements run together (many
// of ; { } ( ) per character), not a long literal (base64 data, a
// table of strings), which the audit reads like any text. With
// displays, a line of a Python or JavaScript file that is one literal
// display counts only what its strings hold (displayPunct, fp16), and
// by itself: a table's length thins out neither the code beside it nor
// the strings of another table.
func dense(d []byte, displays bool) bool {
	var punct, long int
	for i := 0; i < len(d); {
		j := bytes.IndexByte(d[i:], '\n')
		if j < 0 {
			j = len(d) - i
		}
		if line := d[i : i+j]; len(line) > 1000 {
			if n, ok := lineDisplay(line, displays); ok {
				if n*100 >= len(line) {
					return true
				}
				i += j + 1
				continue
			}
			long += len(line)
			for _, b := range line {
				switch b {
				case ';', '{', '}', '(', ')':
					punct++
				}
			}
		}
		i += j + 1
	}
	return long > 0 && punct*100 >= long // one in a hundred characters
}

// longestBlankRun is the longest run of spaces and tabs followed by more
// text on the line (trailing space pushes nothing, nor does the padding
// of a Markdown table's last cell before its closing pipe: fpc10).
// mayHaveBlankRun reports whether line can hold n or more spaces or tabs
// in a row: such a run covers a multiple of n, so only the bytes there
// are read (a line without one is never scanned whole).
func mayHaveBlankRun(line []byte, n int) bool {
	for i := n - 1; i < len(line); i += n {
		if line[i] == ' ' || line[i] == '\t' {
			return true
		}
	}
	return false
}

func longestBlankRun(line []byte) int {
	best, run := 0, 0
	for i, b := range line {
		if b == ' ' || b == '\t' {
			run++
			continue
		}
		if b != '\r' && !(b == '|' && allBlank(line[i+1:])) {
			best = max(best, run)
		}
		run = 0
	}
	return best
}

// codeFile reports a file of code by its extension (minified data —
// JSON, CSV, SVG — is not code anyone runs).
func codeFile(p string) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".jsx", ".tsx", ".py", ".sh", ".bash", ".zsh", ".ps1", ".psm1", ".rb", ".pl", ".php", ".lua", ".vbs", ".bat", ".cmd":
		return true
	}
	return false
}

// deserializerRE is a loader that runs code while it reads a file:
// pickle and its kin (joblib, torch, dill, pandas.read_pickle), numpy
// with pickles allowed, marshal, an unsafe YAML loader.
var deserializer struct {
	once sync.Once
	re   *regexp.Regexp
}

func deserializerRE() *regexp.Regexp {
	deserializer.once.Do(func() {
		deserializer.re = regexp.MustCompile(`\b(?:c?[pP]ickle|dill|cloudpickle|joblib|torch|pd|pandas)\.(?:loads?|read_pickle)\s*\(|\b(?:np|numpy)\.load\s*\([^)\n]*allow_pickle\s*=\s*True|\bmarshal\.loads?\s*\(|\byaml\.unsafe_load\s*\(|\bUnpickler\s*\(`)
	})
	return deserializer.re
}

// Deserializes reports b holding a loader that runs code as it reads
// (pickle.load): a binary it loads is code the skill runs.
func Deserializes(b []byte) bool { return deserializerRE().Match(b) }
