package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/verify/sbom/sbomtest"
)

type cdxBill struct {
	Metadata struct {
		Properties []struct{ Name, Value string }
	}
	Components []struct {
		Name       string
		PURL       string
		Properties []struct{ Name, Value string }
		Components []struct {
			Name   string
			Hashes []struct{ Content string }
		}
	}
}

func parseBill(t *testing.T, b []byte) cdxBill {
	t.Helper()
	var bill cdxBill
	if err := json.Unmarshal(b, &bill); err != nil {
		t.Fatal(err)
	}
	return bill
}

func billProp(props []struct{ Name, Value string }, name string) string {
	for _, p := range props {
		if p.Name == name {
			return p.Value
		}
	}
	return ""
}

// TestSBOM: sbom through the binary, for the project and the user scope:
// the approved skills (with --pending, the others marked), valid against
// the CycloneDX 1.6 schema, SPDX read back by the SPDX module, the same
// bytes from the same lock, and verify --sbom in CI.
func TestSBOM(t *testing.T) {
	t.Parallel()
	up := sharedUpstream(t)
	e := newE2E(t)
	e.must("init", "--no-targets")
	e.must("add", up.FileURL()+"@v1", "--skill", "pdf", "--skill", "xlsx")
	e.must("approve", "pdf", "--yes")

	out := e.must("sbom")
	sbomtest.ValidateCycloneDX(t, []byte(out))
	if again := e.must("sbom"); again != out {
		t.Fatal("the same lock gave another bill")
	}
	bill := parseBill(t, []byte(out))
	if len(bill.Components) != 1 || bill.Components[0].Name != "pdf" {
		t.Fatalf("components %+v", bill.Components)
	}
	pdf := bill.Components[0]
	lock := e.read("skills.lock")
	for _, tc := range []struct{ got, want string }{
		{billProp(pdf.Properties, "skillpin:approval"), "approved"},
		{billProp(pdf.Properties, "skillpin:approval:by"), "e2e@example.com"},
		{billProp(pdf.Properties, "skillpin:audit:max-severity"), "none"},
		{billProp(bill.Metadata.Properties, "skillpin:scope"), "project"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q\n%s", tc.got, tc.want, out)
		}
	}
	if !strings.HasPrefix(pdf.PURL, "pkg:generic/pdf@") || !strings.Contains(pdf.PURL, "vcs_url=git%2Bfile") {
		t.Errorf("purl %q", pdf.PURL)
	}
	for _, f := range pdf.Components {
		if !strings.Contains(lock, `path = "`+f.Name+`"`) || !strings.Contains(lock, "sha256:"+f.Hashes[0].Content) {
			t.Errorf("file %s %s is not the lock's", f.Name, f.Hashes[0].Content)
		}
	}

	pending := parseBill(t, []byte(e.must("sbom", "--pending")))
	if len(pending.Components) != 2 || billProp(pending.Components[1].Properties, "skillpin:approval") != "pending" {
		t.Errorf("--pending: %+v", pending.Components)
	}

	e.must("sbom", "--format", "spdx", "-o", "skills.spdx.json")
	doc := sbomtest.ValidateSPDX(t, []byte(e.read("skills.spdx.json")))
	if len(doc.Packages) != 1 || doc.Packages[0].PackageName != "pdf" || len(doc.Annotations) != 1 || doc.Annotations[0].Annotator.Annotator != "e2e@example.com" {
		t.Errorf("SPDX packages %+v, annotations %+v", doc.Packages, doc.Annotations)
	}

	// The CI gate writes the bill whatever its verdict (xlsx is pending).
	e.expect(1, []string{"APPROVAL_PENDING xlsx", "wrote the cyclonedx bill of 1 skill to out/skills.cdx.json"}, "verify", "--offline", "--strict", "--sbom", "out/skills.cdx.json")
	if got := e.read("out/skills.cdx.json"); got != out {
		t.Errorf("verify --sbom wrote another bill than sbom")
	}
	e.must("approve", "xlsx", "--yes")
	e.expect(0, []string{"spdx bill of 2 skills"}, "verify", "--offline", "--sbom", "skills.spdx.json")
	sbomtest.ValidateSPDX(t, []byte(e.read("skills.spdx.json")))

	e.expect(2, []string{`--format "xml"`}, "sbom", "--format", "xml")
	e.expect(2, []string{"no arguments"}, "sbom", "pdf")
	if err := os.MkdirAll(filepath.Join(e.dir, "dir.json"), 0o755); err != nil {
		t.Fatal(err)
	}
	if _, _, code := e.run("sbom", "-o", "dir.json"); code == 0 {
		t.Error("sbom -o onto a directory succeeded")
	}

	// The user scope.
	u := newUserScope(t, false)
	u.must("-g", "init")
	u.must("-g", "add", up.FileURL()+"@v1", "--skill", "pdf")
	empty := parseBill(t, []byte(u.must("-g", "sbom")))
	if len(empty.Components) != 0 || billProp(empty.Metadata.Properties, "skillpin:scope") != "user" {
		t.Errorf("user scope before approval: %+v", empty)
	}
	u.must("-g", "approve", "pdf", "--yes")
	user := u.must("-g", "sbom")
	sbomtest.ValidateCycloneDX(t, []byte(user))
	if b := parseBill(t, []byte(user)); len(b.Components) != 1 || b.Components[0].Name != "pdf" {
		t.Errorf("user scope: %+v", b.Components)
	}
}
