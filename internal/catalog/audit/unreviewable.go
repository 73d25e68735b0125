package audit

import (
	"bytes"
	"path"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
	"github.com/skillpin/skillpin/internal/catalog/audit/sniff"
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
	// known kind (see package sniff for this code and the next four).
	NotAuditedBinary = sniff.NotAuditedBinary
	// NotAuditedArchive: an archive or compressed file; a
	// password-protected one is high alone.
	NotAuditedArchive = sniff.NotAuditedArchive
	// NotAuditedMinified: minified or packed code.
	NotAuditedMinified = sniff.NotAuditedMinified
	// NotAuditedPadding: text pushed out of sight by padding.
	NotAuditedPadding = sniff.NotAuditedPadding
	// NotAuditedMedia: an image, a font, audio, video or a PDF.
	NotAuditedMedia = sniff.NotAuditedMedia
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

// runsFile reports whether a text file of the skill other than p runs,
// loads or unpacks p: a line naming it (by path or base name) with a cue
// of running or unpacking, a variable it is assigned to used so, or an
// import of it by its module name.
func runsFile(texts []*fileContext, p string) bool {
	base, stem := path.Base(p), strings.TrimSuffix(path.Base(p), path.Ext(p))
	if stem == "" {
		stem = base
	}
	follow := 8 // assignments followed through a file: a bound on a hostile one
	for _, fc := range texts {
		if fc.path == p {
			continue
		}
		d := fc.data
		for i := 0; ; {
			j := bytes.Index(d[i:], []byte(stem))
			if j < 0 {
				break
			}
			_, ls, le := fc.line(i + j)
			if l := d[ls:le]; bytes.Contains(l, []byte(base)) && (sniff.RunCue(l) || sniff.RunsThroughName(d, l, &follow) || sniff.Deserializes(d[ls:min(len(d), le+400)])) || sniff.ImportsModule(l, p) { // named, then pickle.load(f)
				return true
			}
			i = le
			if i >= len(d) {
				break
			}
		}
		if sniff.RunsByTemplate(fc.data, base, !strings.HasSuffix(fc.path, ".md")) {
			return true
		}
	}
	return false
}

// membersAct reports an unpacked archive (its members' paths begin with
// prefix) of which a line of the skill runs a member (an interpreter or
// ./ before its name), or that holds a hidden file other than a
// project's own (.gitignore…), which unpacking into the home would make
// a start-up file: what it holds, audited, then acts beyond the files a
// reviewer reads. So does one a line unpacks outside the project (the
// home, a hidden directory: shellcmd.UnpacksOutside).
func (sc *skillContext) membersAct(prefix string) bool {
	for _, fc := range sc.files {
		if shellcmd.UnpacksOutside(fc.data, path.Base(strings.TrimSuffix(prefix, "/"))) {
			return true
		}
		if rest, ok := strings.CutPrefix(fc.path, prefix); ok && (sc.runsAsCode(fc.path) || sc.dotRun(path.Base(rest)) ||
			(strings.HasPrefix(rest, ".") || strings.Contains(rest, "/.")) && !projectDotFile(path.Base(rest))) {
			return true
		}
	}
	return false
}

// dotRun reports a file of the skill naming base by a relative path
// (./post-install): run as a command.
func (sc *skillContext) dotRun(base string) bool {
	for _, fc := range sc.files {
		if bytes.Contains(fc.data, []byte("./"+base)) {
			return true
		}
	}
	return false
}

func projectDotFile(name string) bool {
	switch name {
	case ".gitignore", ".gitattributes", ".editorconfig", ".dockerignore", ".prettierrc", ".eslintrc.json", ".nvmrc":
		return true
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
