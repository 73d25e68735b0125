package githook

import (
	"strings"
	"testing"
)

func TestHook(t *testing.T) {
	for p, want := range map[string]bool{
		"hooks/post-commit": true, ".husky/pre-commit": true, ".githooks/pre-push.sh": true, "a/.git/hooks/commit-msg": true,
		".pre-commit-config.yaml": true, "pre-commit-config.yaml": true, "lefthook.yml": true,
		"post-commit": false, "scripts/post-commit": false, "hooks/install.sh": false, "hooks/README.md": false, "docs/pre-commit.md": false,
	} {
		if got := Hook(p); got != want {
			t.Errorf("Hook(%q) = %v, want %v", p, got, want)
		}
	}
}

func TestContent(t *testing.T) {
	for cmd, want := range map[string]bool{
		"show HEAD": true, "show --format=%H%n%ae%n%s HEAD": true, "diff --cached": true, "-C . diff HEAD~1": true,
		"log -p -1": true, "format-patch -1 --stdout": true, "archive HEAD": true, "remote get-url origin": true,
		"config --get remote.origin.url": true, "ls-remote --get-url": true,
		"show --stat HEAD": false, "show -s --format=%s": false, "diff --cached --name-only": false, "diff --quiet": false,
		"log -1 --format=%s": false, "log --oneline": false, "rev-parse HEAD": false, "remote -v": true, "remote": false, "config --get user.email": false,
		"diff-index --quiet HEAD": false, "status --porcelain": false,
	} {
		if _, got := Content(strings.Fields(cmd)); got != want {
			t.Errorf("Content(%q) = %v, want %v", cmd, got, want)
		}
	}
}
