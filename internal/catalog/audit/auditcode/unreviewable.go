package auditcode

// UnreviewableHelp is, for each code of a file the audit could not
// review (NOT_AUDITED and the codes beginning NOT_AUDITED_, TEXT_ENCODING),
// what it means: the SARIF help and the docs. (Functions, not
// variables: the package runs no initialiser.)
func UnreviewableHelp() map[string]string {
	return map[string]string{
		"NOT_AUDITED_BINARY":   "Compiled code or an executable (ELF, Mach-O, PE, Python bytecode, Java classes, WebAssembly) or binary data of no known kind: nobody can review what it does by reading it. Medium alone, high when a script or an instruction of the skill runs or loads it.",
		"NOT_AUDITED_ARCHIVE":  "An archive or compressed file (zip, docx, xlsx, jar, tar, gzip, 7z, rar…): its content is not audited. Medium alone; high when a script or an instruction of the skill unpacks or runs it, or when it is password-protected (the classic way to get malware past scanners).",
		"NOT_AUDITED_MINIFIED": "Minified or packed code: lines far longer than anyone reads, so a reviewer cannot see what it does. Medium alone, high when a script or an instruction of the skill runs it.",
		"NOT_AUDITED_PADDING":  "Text pushed out of sight by hundreds of blank lines or spaces: a reader scrolling the file or a diff does not see it, the agent does. Medium alone, high in SKILL.md or a file an instruction runs.",
		"NOT_AUDITED_MEDIA":    "An image, a font, audio, video or a PDF: the audit does not read it. Low: reported so that nothing is skipped without a line.",
		"NOT_AUDITED_NAME":     "A file left out of what skillpin locks for its name or its type (an unsafe name, a name that collides with another on some file system, a special file), but in the directory audited. A regular file with an unsafe name is still audited (its findings are listed under that name): names with a trailing space, a device name or a backslash serve to keep a payload out of scanners and globs.",
		"NOT_AUDITED_MATCHES":  "A rule matched one file more times than the audit evaluates: the matches after that were not looked at. Read the rest of the file.",
		"TEXT_ENCODING":        "Text that is not UTF-8 (Latin-1, UTF-16) or that holds NUL bytes: the audit decoded it and audited the text, but editors, diffs and other scanners may show it differently or skip it as binary. NUL bytes in text are medium: they serve only to make tools skip the file.",
	}
}

// UnreviewableTitle is the title of each such code's finding.
func UnreviewableTitle() map[string]string {
	return map[string]string{
		"NOT_AUDITED":          "file cut at the audit's read bound",
		"NOT_AUDITED_BINARY":   "compiled code or an executable: not reviewable",
		"NOT_AUDITED_ARCHIVE":  "an archive: its content is not audited",
		"NOT_AUDITED_MINIFIED": "minified or packed code: not reviewable",
		"NOT_AUDITED_PADDING":  "text pushed out of sight by padding",
		"NOT_AUDITED_MEDIA":    "a media file: not audited",
		"NOT_AUDITED_NAME":     "a file not audited for its name or type",
		"NOT_AUDITED_MATCHES":  "more matches than the audit evaluates",
		"TEXT_ENCODING":        "text in another encoding, audited after decoding",
	}
}

// UnreviewableCheck is what to check for each such code's finding.
func UnreviewableCheck() map[string]string {
	return map[string]string{
		"NOT_AUDITED":          "read the rest of the file yourself: the audit did not see it",
		"NOT_AUDITED_BINARY":   "ship the source instead, or check the binary against a published, reproducible build; never let a skill run code nobody can read",
		"NOT_AUDITED_ARCHIVE":  "unpack it yourself and review the files; a password-protected archive hides its content from every scanner",
		"NOT_AUDITED_MINIFIED": "ship the readable source, or check the file against the published release it claims to be",
		"NOT_AUDITED_PADDING":  "scroll to the text after the padding and read it: the agent reads it",
		"NOT_AUDITED_MEDIA":    "open it and check it is what its name says",
		"NOT_AUDITED_NAME":     "rename or remove the entry, then audit again",
		"NOT_AUDITED_MATCHES":  "read the rest of the file: a payload can hide behind many look-alike lines",
		"TEXT_ENCODING":        "view the file decoded (the match shows the decoded text); NUL bytes in a script serve to make tools skip it",
	}
}
