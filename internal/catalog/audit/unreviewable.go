package audit

import (
	"bytes"
	"path"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/auditcode"
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
		Title: auditcode.UnreviewableTitle()[code], Check: auditcode.UnreviewableCheck()[code], Context: ctx}
}

// nameSkipped is the finding for an entry of a skill directory that was
// left out of the audit for its name or type.
func nameSkipped(p, why string) Finding {
	return unreviewable(p, NotAuditedName, why, false, false)
}
