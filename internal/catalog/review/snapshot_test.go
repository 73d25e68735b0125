package review

import (
	"errors"
	"io/fs"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog"
)

// Read takes a project's files through the read it is given: missing
// ones are empty, one that does not parse is an error naming it, and
// the files the policies name are recorded by digest (or why not).
func TestRead(t *testing.T) {
	files := map[string]string{
		"skills.toml": "[settings]\nself_approval_signers = \"signers\"\n\n[[source]]\nname = \"s\"\nurl = \"https://git.example/s\"\nskills = [\"pdf\"]\n[source.signature]\nkey = \"keys/s.pub\"\n",
		"signers":     "a@example.com ssh-ed25519 AAAA\n",
	}
	read := func(rel string, max int64) ([]byte, error) {
		if c, ok := files[rel]; ok {
			return []byte(c), nil
		}
		return nil, fs.ErrNotExist
	}
	label := func(rel string) string { return "HEAD:" + rel }
	s, err := Read(read, label, ".skillpin/approvals.toml", false)
	if err != nil {
		t.Fatal(err)
	}
	if s.Manifest == nil || s.Lock != nil || s.Approvals == nil {
		t.Fatalf("snapshot %+v: want the manifest, no lock, empty approvals", s)
	}
	if got := s.PolicyFiles["signers"]; got != catalog.DigestBytes([]byte(files["signers"])) {
		t.Errorf("signers recorded as %q", got)
	}
	if got := s.PolicyFiles["keys/s.pub"]; got != "missing" {
		t.Errorf("a missing key recorded as %q", got)
	}
	files["skills.lock"] = "not toml ["
	if _, err := Read(read, label, ".skillpin/approvals.toml", false); err == nil || !strings.Contains(err.Error(), "HEAD:skills.lock") {
		t.Errorf("a lock that does not parse = %v, want an error naming it", err)
	}
	broken := func(string, int64) ([]byte, error) { return nil, errors.New("disk on fire") }
	if _, err := Read(broken, label, ".skillpin/approvals.toml", false); err == nil || !strings.Contains(err.Error(), "read skills.toml") {
		t.Errorf("an unreadable manifest = %v", err)
	}
}
