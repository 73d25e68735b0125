package lockdiff

import (
	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/lock"
)

// Fixtures shared by the lockdiff tests: the lock package's sample lock.

// file builds a catalog.File whose digest is that of content.
func file(path, content string, exec bool) catalog.File {
	return catalog.File{Path: path, Size: int64(len(content)), Digest: catalog.DigestBytes([]byte(content)), Exec: exec}
}

// skill builds a locked skill whose digest matches its files.
func skill(name, source, path string, files ...catalog.File) lock.LockedSkill {
	fs := catalog.FileSet(files)
	fs.Sort()
	return lock.LockedSkill{Name: name, Source: source, Path: path, Digest: fs.Digest(), Files: fs}
}

const (
	commitA = "0123456789abcdef0123456789abcdef01234567"
	commitB = "fedcba9876543210fedcba9876543210fedcba98"
	tagObj  = "1111111111111111111111111111111111111111"
)

func sampleLock() *lock.Lock {
	pdf := skill("pdf", "anthropic", "skills/pdf",
		file("SKILL.md", "---\nname: pdf\n---\n", false),
		file("scripts/extract.py", "print('hi')\n", true),
		file("reference/forms.md", "# Forms\n", false))
	pdf.Description = "Read \"PDF\" files.\nTab\there, ünïcödé, and a backslash \\ and \x1b escape."
	pdf.AllowedTools = []string{"Bash(python:*)", "Read"}
	pdf.Signature = &lock.LockedSignature{Bundle: catalog.DigestBytes([]byte("bundle")), Key: catalog.DigestBytes([]byte("key"))}
	xlsx := skill("xlsx", "anthropic", "skills/xlsx", file("SKILL.md", "x", false))
	xlsx.AllowedTools = []string{}
	xlsx.Signature = &lock.LockedSignature{Bundle: catalog.DigestBytes([]byte("b2")), Identity: "ci@example.com", Issuer: "https://issuer"}
	local := skill("deploy", "local", ".", file("SKILL.md", "deploy", false), file("run.sh", "#!/bin/sh\n", true))
	return &lock.Lock{
		Version: lock.LockVersion,
		Sources: []lock.LockedSource{
			{Name: "anthropic", URL: "https://github.com/anthropics/skills", Ref: "v1.2.0", Kind: lock.KindTag, Commit: commitA, TagObject: tagObj},
			{Name: "local", URL: "./tools/skills", Kind: lock.KindPath},
		},
		Skills: []lock.LockedSkill{pdf, xlsx, local},
	}
}
