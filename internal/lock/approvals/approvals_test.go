package approvals

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/faults"
	"github.com/skillpin/skillpin/internal/lock/tomlfile"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

var (
	digest1 = "sha256:" + strings.Repeat("1", 64)
	digest2 = "sha256:" + strings.Repeat("2", 64)
)

func TestApprovalsRoundTrip(t *testing.T) {
	path := filepath.Join(testfs.TempDir(t), "project", ".skillpin", "approvals.toml")
	a, err := Load(path)
	if err != nil || len(a.List) != 0 {
		t.Fatalf("missing file: %v, %v; want empty", a, err)
	}
	at := time.Date(2026, 5, 1, 14, 0, 0, 0, time.FixedZone("CEST", 2*3600))
	a.Put(NewApproval("zeta", "https://example.com/z.git", digest1, "zoe@example.com", at))
	a.Put(NewApproval("alpha", `C:\odd "source"`+"\n\ttab\x01", digest2, "Ünïcode Person", at))
	a.Put(NewApproval("zeta", "https://example.com/z.git", digest2, "zoe@example.com", at)) // replaces
	if err := a.Save(path); err != nil {
		t.Fatal(err)
	}
	first := testfs.ReadFile(t, path)
	b, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.List) != 2 || b.List[0].Name != "alpha" || b.List[1].Name != "zeta" {
		t.Fatalf("loaded %+v, want alpha, zeta", b.List)
	}
	if b.List[0].Source != `C:\odd "source"`+"\n\ttab\x01" || b.List[0].By != "Ünïcode Person" {
		t.Errorf("strings did not survive: %+v", b.List[0])
	}
	if b.List[1].Digest != digest2 || b.List[1].At != "2026-05-01T12:00:00Z" {
		t.Errorf("zeta = %+v, want the replacing approval in UTC", b.List[1])
	}
	if err := b.Save(path); err != nil {
		t.Fatal(err)
	}
	if testfs.ReadFile(t, path) != first {
		t.Error("saving what was loaded changed the bytes")
	}
	if !strings.Contains(first, "version = 1\n") || strings.Index(first, `name = "alpha"`) > strings.Index(first, `name = "zeta"`) {
		t.Errorf("file not versioned and sorted:\n%s", first)
	}
	if ap, ok := b.Get("zeta"); !ok || ap.By != "zoe@example.com" {
		t.Errorf("Get(zeta) = %+v, %v", ap, ok)
	}
	if !b.Delete("zeta") || b.Delete("zeta") {
		t.Error("Delete should report true once, then false")
	}
	if _, ok := b.Get("zeta"); ok {
		t.Error("zeta still there after Delete")
	}
}

func TestApprovalState(t *testing.T) {
	a := &Set{}
	a.Put(Approval{Name: "pdf", Digest: digest1})
	tests := []struct {
		name, skill, digest string
		want                ApprovalState
	}{
		{"same digest", "pdf", digest1, Approved},
		{"content changed", "pdf", digest2, Revoked},
		{"never approved", "xlsx", digest1, Pending},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ap := a.State(tt.skill, tt.digest)
			if got != tt.want {
				t.Errorf("State = %s, want %s", got, tt.want)
			}
			if (ap != nil) != (tt.want != Pending) || (ap != nil && ap.Digest != digest1) {
				t.Errorf("approval = %+v", ap)
			}
		})
	}
}

func TestLoadApprovalsRejectsMalformed(t *testing.T) {
	good := "version = 1\n\n[[approval]]\nname = \"pdf\"\ndigest = \"" + digest1 + "\"\n"
	tests := []struct {
		name     string
		content  string
		wantLine int
		wantMsg  string
	}{
		{"syntax", "version = 1\n\n[[approval]]\nname = \"pdf\n", 4, ""},
		{"unknown key", good + "digets = \"x\"\n", 6, "unknown key"},
		{"bad digest", good + "\n[[approval]]\nname = \"x\"\ndigest = \"sha256:abc\"\n", 9, "digest"},
		{"no name", good + "\n[[approval]]\ndigest = \"" + digest2 + "\"\n", 7, "no name"},
		{"duplicate", good + "\n[[approval]]\nname = \"pdf\"\ndigest = \"" + digest2 + "\"\n", 8, "approved twice"},
		{"bad time", "[[approval]]\nname = \"pdf\"\ndigest = \"" + digest1 + "\"\nat = \"yesterday\"\n", 4, "RFC 3339"},
		{"future version", "version = 2\n", 1, "upgrade skillpin"},
		{"wrong type", "version = 1\n[[approval]]\nname = 3\n", 3, "approval[1].name must be a string"},
		{"not utf-8", "version = 1\n# \xff\n", 2, "UTF-8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(testfs.TempDir(t), "approvals.toml")
			testfs.WriteFile(t, path, tt.content)
			_, err := Load(path)
			var pe *tomlfile.ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("Load = %v, want *tomlfile.ParseError", err)
			}
			if tt.wantLine != 0 && pe.Line != tt.wantLine {
				t.Errorf("line %d, want %d (%v)", pe.Line, tt.wantLine, err)
			}
			if !strings.Contains(err.Error(), tt.wantMsg) || !strings.Contains(err.Error(), path) {
				t.Errorf("message %q lacks %q or the path", err, tt.wantMsg)
			}
			if !errors.Is(err, errkind.Invalid) {
				t.Errorf("%v is not errkind.Invalid", err)
			}
			if testfs.ReadFile(t, path) != tt.content {
				t.Error("the malformed file was modified")
			}
		})
	}
	// A file without a version line (written by hand) is version 1.
	path := filepath.Join(testfs.TempDir(t), "approvals.toml")
	testfs.WriteFile(t, path, strings.TrimPrefix(good, "version = 1\n"))
	if a, err := Load(path); err != nil || len(a.List) != 1 {
		t.Errorf("unversioned file: %v, %v", a, err)
	}
}

func TestApprovalsSaveFaultKeepsOldFile(t *testing.T) {
	path := filepath.Join(testfs.TempDir(t), ".skillpin", "approvals.toml")
	a := &Set{}
	a.Put(Approval{Name: "pdf", Digest: digest1})
	if err := a.Save(path); err != nil {
		t.Fatal(err)
	}
	old := testfs.ReadFile(t, path)
	a.Put(Approval{Name: "xlsx", Digest: digest2})
	restore := faults.Set(faults.FailAt("approvals.save", 1))
	err := a.Save(path)
	restore()
	if !errors.Is(err, faults.ErrInjected) {
		t.Fatalf("save = %v, want the injected fault", err)
	}
	if testfs.ReadFile(t, path) != old {
		t.Error("a failed save changed the file")
	}
	if err := a.Save(path); err != nil {
		t.Fatal(err)
	}
	b, err := Load(path)
	if err != nil || len(b.List) != 2 {
		t.Errorf("after repair: %v, %v", b, err)
	}
}

func TestApprover(t *testing.T) {
	home := testfs.TempDir(t)
	project := filepath.Join(home, "work", "project", "sub")
	os.MkdirAll(project, 0o755)
	env := map[string]string{"HOME": home, "USER": "alice"}
	getenv := func(k string) string { return env[k] }

	if got := Approver(project, getenv); got != "alice" {
		t.Errorf("no git config: %q, want $USER", got)
	}
	testfs.WriteFile(t, filepath.Join(home, ".config", "git", "config"), "[user]\n\temail = xdg@example.com\n")
	if got := Approver(project, getenv); got != "xdg@example.com" {
		t.Errorf("XDG git config: %q", got)
	}
	testfs.WriteFile(t, filepath.Join(home, ".gitconfig"), "[user]\n\tname = Alice\n\temail = global@example.com\n")
	if got := Approver(project, getenv); got != "global@example.com" {
		t.Errorf("global git config: %q", got)
	}
	testfs.WriteFile(t, filepath.Join(home, "work", "project", ".git", "config"), "[core]\n\tbare = false\n[user]\n\temail = repo@example.com\n")
	if got := Approver(project, getenv); got != "repo@example.com" {
		t.Errorf("repository git config: %q", got)
	}
	env["SKILLPIN_USER"] = "ci@example.com"
	if got := Approver(project, getenv); got != "ci@example.com" {
		t.Errorf("SKILLPIN_USER: %q", got)
	}
	if got := Approver(testfs.TempDir(t), func(string) string { return "" }); got != "unknown" {
		t.Errorf("nothing known: %q", got)
	}
}

func TestSignaturesRoundTrip(t *testing.T) {
	path := filepath.Join(testfs.TempDir(t), "approvals.toml")
	a := &Set{}
	ap := NewApproval("pdf", "https://example.com/s.git", digest1, "alice@example.com", time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC))
	ap.AddSignature(Signature{By: "bob@example.com", At: ap.At, Key: "SHA256:abc", Sig: "c3NoIHNpZw=="})
	ap.AddSignature(Signature{By: "alice@example.com", At: ap.At, Identity: "alice@example.com", Issuer: "https://issuer.example", Bundle: "eyJidW5kbGUiOnt9fQ=="})
	a.Put(ap)
	if err := a.Save(path); err != nil {
		t.Fatal(err)
	}
	data := testfs.ReadFile(t, path)
	b, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	got, _ := b.Get("pdf")
	if !got.Equal(ap) {
		t.Fatalf("round trip:\n got %+v\nwant %+v", got, ap)
	}
	if !got.Signatures[0].Keyless() || got.Signatures[1].Keyless() || got.Signatures[0].Signer() != "identity alice@example.com, issuer https://issuer.example" {
		t.Errorf("signatures %+v", got.Signatures)
	}
	// An SSH signature has no keyless keys, and the other way round.
	if strings.Count(data, "identity = ") != 1 || strings.Count(data, "sig = ") != 1 || strings.Count(data, "key = ") != 1 {
		t.Errorf("file:\n%s", data)
	}
	for _, tc := range []struct{ name, sig string }{
		{"both", "by = \"a\"\nat = \"2026-05-01T12:00:00Z\"\nsig = \"x\"\nbundle = \"y\"\n"},
		{"neither", "by = \"a\"\nat = \"2026-05-01T12:00:00Z\"\nidentity = \"a\"\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			file := "version = 1\n[[approval]]\nname = \"pdf\"\ndigest = \"" + digest1 + "\"\n[[approval.signature]]\n" + tc.sig
			if _, err := Parse("approvals.toml", []byte(file)); err == nil || !strings.Contains(err.Error(), "one of sig") {
				t.Fatalf("err = %v", err)
			}
		})
	}
}
