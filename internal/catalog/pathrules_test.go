package catalog

import (
	"strings"
	"testing"
)

// Names some file system resolves to .git, names Windows cannot write, and
// names that display as something else are refused in every skill path.
func TestValidPathRefusesAliasesAndHiddenNames(t *testing.T) {
	refused := []struct{ path, why string }{
		{".git/config", "git metadata"},
		{"a/.GIT/hooks", "git metadata"},
		{".git./x", "git metadata"},
		{".git ./x", "git metadata"},
		{".git::$INDEX_ALLOCATION/x", "git metadata"},
		{"GIT~1/config", "git metadata"},
		{".g\u200cit/config", "git metadata"},
		{"scripts/evil\u202egnp.sh", "invisible"},
		{"zero\u200bwidth.md", "invisible"},
		{"tag\U000E0041.md", "invisible"},
		{"CON", "device name"},
		{"docs/nul.txt", "device name"},
		{"aux.md", "device name"},
		{"COM1.log", "device name"},
		{"lpt9", "device name"},
		{"trailing.", "ends with a dot"},
		{"trailing ", "ends with a dot or a space"},
		{"a:b", "hidden stream"},
		{"notes.md:hidden", "hidden stream"},
	}
	for _, tt := range refused {
		err := ValidPath(tt.path)
		if err == nil || !strings.Contains(err.Error(), tt.why) {
			t.Errorf("ValidPath(%q) = %v, want a refusal saying %q", tt.path, err, tt.why)
		}
	}
	for _, ok := range []string{".gitignore", ".github/x.md", "git", "gitx/.gitkeep", "console.md", "com10", "lpt", "LICENSE", "notes/día.md", "名前.md", ".hidden", "what?.md", "a*b.md"} {
		if err := ValidPath(ok); err != nil {
			t.Errorf("ValidPath(%q) = %v, want nil", ok, err)
		}
	}
	// isDotGit applies to the HFS+ form even without hidden characters
	// rejected elsewhere.
	if !isDotGit(".g\u200cit") || !isDotGit(".Git\ufeff") || isDotGit(".gitmodules") {
		t.Error("isDotGit wrong")
	}
}
