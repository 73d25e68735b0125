package audit

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
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// What a reviewer cannot read is a finding: the audit reads text, so
// compiled code, executables, archives, minified code, padding that pushes
// text off-screen, files cut at the read bound and files skipped for their
// name all escape it unless it says so. Each has a stable code (documented
// in docs/review.md); medium alone, high when a script or an instruction
// of the skill runs, opens or unpacks the file.
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
	// NotAuditedName: a file left out of the skill's file list for its
	// name or its type (an unsafe name, a name that collides with
	// another, a special file).
	NotAuditedName = "NOT_AUDITED_NAME"
	// NotAuditedMatches: a rule matched a file more often than the audit
	// evaluates (maxMatchesPerFile); the later matches were not looked at.
	NotAuditedMatches = "NOT_AUDITED_MATCHES"
	// TextEncoding: text that is not UTF-8 (Latin-1, UTF-16) or holds NUL
	// bytes, audited after decoding.
	TextEncoding = "TEXT_ENCODING"
)

// unreviewableCodes are the codes of this file with what each means (the
// SARIF help and the docs).
var unreviewableHelp = sync.OnceValue(func() map[string]string {
	return map[string]string{
		NotAuditedBinary:   "Compiled code or an executable (ELF, Mach-O, PE, Python bytecode, Java classes, WebAssembly) or binary data of no known kind: nobody can review what it does by reading it. Medium alone, high when a script or an instruction of the skill runs or loads it.",
		NotAuditedArchive:  "An archive or compressed file (zip, docx, xlsx, jar, tar, gzip, 7z, rar…): its content is not audited. Medium alone; high when a script or an instruction of the skill unpacks or runs it, or when it is password-protected (the classic way to get malware past scanners).",
		NotAuditedMinified: "Minified or packed code: lines far longer than anyone reads, so a reviewer cannot see what it does. Medium alone, high when a script or an instruction of the skill runs it.",
		NotAuditedPadding:  "Text pushed out of sight by hundreds of blank lines or spaces: a reader scrolling the file or a diff does not see it, the agent does. Medium alone, high in SKILL.md or a file an instruction runs.",
		NotAuditedMedia:    "An image, a font, audio, video or a PDF: the audit does not read it. Low: reported so that nothing is skipped without a line.",
		NotAuditedName:     "A file left out of what skillpin locks for its name or its type (an unsafe name, a name that collides with another on some file system, a special file), but in the directory audited. A regular file with an unsafe name is still audited (its findings are listed under that name): names with a trailing space, a device name or a backslash serve to keep a payload out of scanners and globs.",
		NotAuditedMatches:  "A rule matched one file more times than the audit evaluates: the matches after that were not looked at. Read the rest of the file.",
		TextEncoding:       "Text that is not UTF-8 (Latin-1, UTF-16) or that holds NUL bytes: the audit decoded it and audited the text, but editors, diffs and other scanners may show it differently or skip it as binary. NUL bytes in text are medium: they serve only to make tools skip the file.",
	}
})

// blob is what sniff finds out about a file that is not text.
type blob struct {
	code      string // one of the codes above
	what      string // "ELF executable", "zip archive"…
	protected bool   // a password-protected archive
}

func has(d []byte, off int, magic string) bool {
	return len(d) >= off+len(magic) && string(d[off:off+len(magic)]) == magic
}

// sniff identifies compiled code, archives and media by their magic
// numbers (never by extension alone: a name says nothing about content).
// ok is false for text.
func sniff(p string, d []byte) (blob, bool) {
	ext := strings.ToLower(path.Ext(p))
	switch {
	case has(d, 0, "\x7fELF"):
		return blob{code: NotAuditedBinary, what: "ELF executable or library"}, true
	case has(d, 0, "\xfe\xed\xfa\xce"), has(d, 0, "\xfe\xed\xfa\xcf"), has(d, 0, "\xce\xfa\xed\xfe"), has(d, 0, "\xcf\xfa\xed\xfe"):
		return blob{code: NotAuditedBinary, what: "Mach-O executable or library"}, true
	case has(d, 0, "\xca\xfe\xba\xbe") && len(d) >= 8:
		if binary.BigEndian.Uint32(d[4:8]) >= 45 { // a class file's version; a fat binary's count is small
			return blob{code: NotAuditedBinary, what: "Java class file"}, true
		}
		return blob{code: NotAuditedBinary, what: "Mach-O universal binary"}, true
	case has(d, 0, "MZ") && len(d) >= 64 && peSignature(d):
		return blob{code: NotAuditedBinary, what: "Windows executable or library (PE)"}, true
	case has(d, 0, "\x00asm"):
		return blob{code: NotAuditedBinary, what: "WebAssembly module"}, true
	case (ext == ".pyc" || ext == ".pyo") && len(d) >= 16 && has(d, 2, "\r\n"):
		return blob{code: NotAuditedBinary, what: "Python bytecode"}, true
	case has(d, 0, "PK\x03\x04"), has(d, 0, "PK\x05\x06"):
		return blob{code: NotAuditedArchive, what: zipKind(d), protected: zipEncrypted(d)}, true
	case has(d, 0, "\x1f\x8b"):
		return blob{code: NotAuditedArchive, what: "gzip-compressed file"}, true
	case has(d, 0, "BZh") && len(d) > 4 && d[3] >= '1' && d[3] <= '9':
		return blob{code: NotAuditedArchive, what: "bzip2-compressed file"}, true
	case has(d, 0, "\xfd7zXZ\x00"):
		return blob{code: NotAuditedArchive, what: "xz-compressed file"}, true
	case has(d, 0, "\x28\xb5\x2f\xfd"):
		return blob{code: NotAuditedArchive, what: "zstd-compressed file"}, true
	case has(d, 0, "7z\xbc\xaf\x27\x1c"):
		return blob{code: NotAuditedArchive, what: "7z archive"}, true
	case has(d, 0, "Rar!\x1a\x07"):
		return blob{code: NotAuditedArchive, what: "rar archive", protected: rarEncrypted(d)}, true
	case has(d, 0, "MSCF"):
		return blob{code: NotAuditedArchive, what: "cabinet archive"}, true
	case has(d, 257, "ustar"):
		return blob{code: NotAuditedArchive, what: "tar archive"}, true
	case has(d, 0, "\x89PNG"), has(d, 0, "\xff\xd8\xff"), has(d, 0, "GIF8"), has(d, 0, "BM") && ext == ".bmp",
		has(d, 0, "RIFF") && (has(d, 8, "WEBP") || has(d, 8, "WAVE") || has(d, 8, "AVI ")),
		has(d, 0, "II*\x00"), has(d, 0, "MM\x00*"), has(d, 0, "\x00\x00\x01\x00") && ext == ".ico":
		return blob{code: NotAuditedMedia, what: "image"}, true
	case has(d, 0, "%PDF"):
		return blob{code: NotAuditedMedia, what: "PDF document"}, true
	case has(d, 0, "\x00\x01\x00\x00"), has(d, 0, "OTTO"), has(d, 0, "wOFF"), has(d, 0, "wOF2"), has(d, 0, "true"), has(d, 0, "ttcf"):
		return blob{code: NotAuditedMedia, what: "font"}, true
	case has(d, 0, "OggS"), has(d, 0, "ID3"), has(d, 0, "fLaC"), has(d, 4, "ftyp"), has(d, 0, "\x1aE\xdf\xa3"),
		len(d) >= 2 && d[0] == 0xff && d[1]&0xe0 == 0xe0 && (ext == ".mp3" || ext == ".aac"):
		return blob{code: NotAuditedMedia, what: "audio or video"}, true
	case has(d, 0, "SQLite format 3\x00"):
		return blob{code: NotAuditedBinary, what: "SQLite database"}, true
	}
	return blob{}, false
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

// decodeText returns a file's content as UTF-8 text to audit and what
// was done to it ("" when nothing), or ok false when it is not text.
// Text in UTF-16 (with a byte-order mark, or ASCII with every other byte
// NUL), text with stray NUL bytes (dropped: shells and interpreters skip
// or stop at them, tools that take the file for binary skip it whole),
// and text with bytes that are not UTF-8 (read as Latin-1, the usual
// legacy encoding of a comment) are decoded and audited.
func decodeText(d []byte) (out []byte, how string, ok bool) {
	if u, ok := utf16Text(d); ok {
		return u, "UTF-16", true
	}
	// Text: at most 1 byte in 20 (or 4 in a short file) a NUL or a
	// control character other than tab, line feed, form feed, carriage
	// return and escape.
	ctl := 0
	for _, b := range d {
		ctl += int(controlBytes[b])
	}
	if ctl > max(4, len(d)/20) {
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

// layoutProblem finds padding in any text file and minified code in a
// file that is not Markdown: the code and what it says, or "".
func layoutProblem(p string, d []byte, markdown bool) (code, what string) {
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
		t := bytes.TrimLeft(line, " \t\r\f\v")
		if len(t) == 0 {
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
	if (longest > minifiedLine || len(d) > 4096 && total/max(lines, 1) > minifiedAverage) && dense(d) {
		return NotAuditedMinified, fmt.Sprintf("minified or packed code (a line of %d characters)", longest)
	}
	return "", ""
}

// dense reports code whose long lines are statements run together (many
// of ; { } ( ) per character), not a long literal (base64 data, a
// table of strings), which the audit reads like any text.
func dense(d []byte) bool {
	var punct, long int
	for i := 0; i < len(d); {
		j := bytes.IndexByte(d[i:], '\n')
		if j < 0 {
			j = len(d) - i
		}
		if line := d[i : i+j]; len(line) > 1000 {
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
// text on the line (trailing space pushes nothing).
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
	for _, b := range line {
		if b == ' ' || b == '\t' {
			run++
			continue
		}
		if b != '\r' {
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

// runCue is a line that runs, loads, opens for execution or unpacks
// something: an interpreter, an archiver, a loader, or a path run as a
// command.
var runCue = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)(?:\b(?:unzip|tar|7z|7za|7zz|unrar|gunzip|bunzip2|unxz|zstd|zcat|gzip\s+-d|jar\s+-?x|java|python[0-9.]*|py|node|deno|bun|ruby|perl|php|bash|sh|zsh|source|exec|execute|run|runs|chmod|extract|unpack|decompress|expand-archive|start-process|wasmtime|wasmer|dotnet|mono|wine|msiexec|dpkg|rpm|installer|hdiutil|dlopen|loadlibrary|cdll|ctypes|importlib|marshal\.loads|zipfile|tarfile|shutil\.unpack_archive|extractall|invoke-item|require|import)\b|(?:^|[;&|` + "`" + `]\s*|\$\s+)\.{1,2}/[\w./-]+(?:\s|$|` + "`" + `))`)
})

// runsFile reports whether a text file of the skill other than p runs,
// loads or unpacks p: a line naming it (by path or base name) with a cue
// of running or unpacking.
func runsFile(texts []*fileContext, p string) bool {
	base := path.Base(p)
	for _, fc := range texts {
		if fc.path == p {
			continue
		}
		d := fc.data
		for i := 0; ; {
			j := bytes.Index(d[i:], []byte(base))
			if j < 0 {
				break
			}
			_, ls, le := fc.line(i + j)
			if runCue().Match(d[ls:le]) {
				return true
			}
			i = le
			if i >= len(d) {
				break
			}
		}
	}
	return false
}

// unreviewable is the finding for a file the audit cannot read, at the
// severity its kind and use give it.
func unreviewable(p, code, what string, protected, run bool) Finding {
	sev := Medium
	var ctx []string
	switch code {
	case NotAuditedMedia:
		sev = Low
	case NotAuditedName:
		sev = Medium
	}
	if protected {
		sev, ctx = High, append(ctx, "password_protected")
	}
	if run && code != NotAuditedMedia {
		sev, ctx = min(sev+1, Critical), append(ctx, "run_by_skill")
	}
	if ctx == nil {
		ctx = []string{}
	}
	return Finding{Code: code, Severity: sev, File: p, Match: safetext.Show(what),
		Title: unreviewableTitle()[code], Check: unreviewableCheck()[code], Context: ctx}
}

var unreviewableTitle = sync.OnceValue(func() map[string]string {
	return map[string]string{
		NotAudited:         "file cut at the audit's read bound",
		NotAuditedBinary:   "compiled code or an executable: not reviewable",
		NotAuditedArchive:  "an archive: its content is not audited",
		NotAuditedMinified: "minified or packed code: not reviewable",
		NotAuditedPadding:  "text pushed out of sight by padding",
		NotAuditedMedia:    "a media file: not audited",
		NotAuditedName:     "a file not audited for its name or type",
		NotAuditedMatches:  "more matches than the audit evaluates",
		TextEncoding:       "text in another encoding, audited after decoding",
	}
})

var unreviewableCheck = sync.OnceValue(func() map[string]string {
	return map[string]string{
		NotAudited:         "read the rest of the file yourself: the audit did not see it",
		NotAuditedBinary:   "ship the source instead, or check the binary against a published, reproducible build; never let a skill run code nobody can read",
		NotAuditedArchive:  "unpack it yourself and review the files; a password-protected archive hides its content from every scanner",
		NotAuditedMinified: "ship the readable source, or check the file against the published release it claims to be",
		NotAuditedPadding:  "scroll to the text after the padding and read it: the agent reads it",
		NotAuditedMedia:    "open it and check it is what its name says",
		NotAuditedName:     "rename or remove the entry, then audit again",
		NotAuditedMatches:  "read the rest of the file: a payload can hide behind many look-alike lines",
		TextEncoding:       "view the file decoded (the match shows the decoded text); NUL bytes in a script serve to make tools skip it",
	}
})

// nameSkipped is the finding for an entry of a skill directory that was
// left out of the audit for its name or type.
func nameSkipped(p, why string) Finding {
	return unreviewable(p, NotAuditedName, why, false, false)
}
