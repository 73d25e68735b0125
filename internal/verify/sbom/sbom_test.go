package sbom

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	spdxjson "github.com/spdx/tools-golang/json"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/verify/sbom/sbomtest"
)

func file(p, content string, exec bool) catalog.File {
	return catalog.File{Path: p, Size: int64(len(content)), Digest: catalog.DigestBytes([]byte(content)), Exec: exec}
}

func testInput() Input {
	pdfFiles := catalog.FileSet{file("SKILL.md", "---\nname: pdf\n---\n", false), file("scripts/run.sh", "#!/bin/sh\n", true)}
	detFiles := catalog.FileSet{file("SKILL.md", "---\nname: detector\n---\n", false), file("notes.md", "x", false), file("skill.oms.sig", "{}", false)}
	localFiles := catalog.FileSet{file("SKILL.md", "---\nname: local\n---\n", false)}
	return Input{
		Scope: "project", Name: "acme-app", Tool: "v1.2.3", Lock: catalog.DigestBytes([]byte("lock")),
		Skills: []Skill{
			{Name: "pdf", Description: "PDF tools <&>", Source: "anthropic", URL: "https://github.com/Anthropics/skills", Ref: "v1.2.0", Kind: "tag",
				Commit: strings.Repeat("a", 40), Path: "skills/pdf", Digest: pdfFiles.Digest(), AllowedTools: []string{"Bash(pdftotext:*)", "Read"}, Files: pdfFiles,
				Signature: &Signature{Format: "skillpin", Signer: "key sha256:" + strings.Repeat("1", 64), Bundle: catalog.DigestBytes([]byte("b"))},
				Approval:  Approved, Approver: "alice@example.com", ApprovedAt: "2026-05-01T10:00:00Z", SignedBy: []string{"alice@example.com"}, Policy: "required",
				Audit: "low", Findings: 2},
			{Name: "detector", Source: "nvidia", URL: "https://git.example.com/ai/skills.git", Ref: "main", Kind: "branch",
				Commit: strings.Repeat("b", 40), Path: "skills/detector", Digest: detFiles.Digest(), Files: detFiles,
				Signature: &Signature{Format: "oms", Signer: `certificate "CN=Signer" (chain sha256:` + strings.Repeat("2", 64) + ")", Bundle: detFiles[2].Digest, Unsigned: []string{"notes.md"}},
				Approval:  Pending, Audit: "none"},
			{Name: "local", Source: "mine", URL: "./skills", Kind: "path", Path: ".", Digest: localFiles.Digest(), Files: localFiles,
				Approval: Approved, Policy: "lock", AuditNote: "its content is not in the store"},
		},
	}
}

func ValidateCycloneDX(t testing.TB, b []byte) { t.Helper(); sbomtest.ValidateCycloneDX(t, b) }

func ValidateSPDX(t testing.TB, b []byte) { t.Helper(); sbomtest.ValidateSPDX(t, b) }

func render(t testing.TB, format string, in Input) []byte {
	t.Helper()
	var buf bytes.Buffer
	var err error
	if format == FormatSPDX {
		err = SPDX(&buf, in)
	} else {
		err = CycloneDX(&buf, in)
	}
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func TestCycloneDX(t *testing.T) {
	in := testInput()
	b := render(t, FormatCycloneDX, in)
	ValidateCycloneDX(t, b)
	// The same input, in another order: the same bytes.
	in2 := testInput()
	in2.Skills[0], in2.Skills[2] = in2.Skills[2], in2.Skills[0]
	if b2 := render(t, FormatCycloneDX, in2); !bytes.Equal(b, b2) {
		t.Fatal("the same input gave other bytes")
	}
	var bom struct {
		SpecVersion  string `json:"specVersion"`
		SerialNumber string `json:"serialNumber"`
		Metadata     struct {
			Timestamp string `json:"timestamp"`
		} `json:"metadata"`
		Components []struct {
			BOMRef     string `json:"bom-ref"`
			Name       string `json:"name"`
			Version    string `json:"version"`
			PURL       string `json:"purl"`
			Properties []struct{ Name, Value string }
			Components []struct {
				Name   string
				Hashes []struct{ Alg, Content string }
			}
			ExternalReferences []struct{ URL, Type string }
		} `json:"components"`
	}
	if err := json.Unmarshal(b, &bom); err != nil {
		t.Fatal(err)
	}
	if bom.SpecVersion != "1.6" || bom.Metadata.Timestamp != "" || !strings.HasPrefix(bom.SerialNumber, "urn:uuid:") {
		t.Errorf("spec %q, timestamp %q, serial %q", bom.SpecVersion, bom.Metadata.Timestamp, bom.SerialNumber)
	}
	if len(bom.Components) != 3 || bom.Components[0].Name != "detector" || bom.Components[2].Name != "pdf" {
		t.Fatalf("components %+v", bom.Components)
	}
	props := func(i int) map[string][]string {
		m := map[string][]string{}
		for _, p := range bom.Components[i].Properties {
			m[p.Name] = append(m[p.Name], p.Value)
		}
		return m
	}
	pdf, det, local := bom.Components[2], bom.Components[0], bom.Components[1]
	for _, tc := range []struct{ got, want string }{
		{pdf.PURL, "pkg:github/anthropics/skills@" + strings.Repeat("a", 40) + "#skills/pdf"},
		{pdf.Version, "v1.2.0"},
		{pdf.ExternalReferences[0].URL, "git+https://github.com/Anthropics/skills@" + strings.Repeat("a", 40)},
		{det.PURL, "pkg:generic/detector@" + strings.Repeat("b", 40) + "?vcs_url=git%2Bhttps%3A%2F%2Fgit.example.com%2Fai%2Fskills.git%40" + strings.Repeat("b", 40) + "#skills/detector"},
		{local.PURL, ""},
		{pdf.Components[1].Name, "scripts/run.sh"},
		{pdf.Components[1].Hashes[0].Content, strings.TrimPrefix(testInput().Skills[0].Files[1].Digest, "sha256:")},
		{strings.Join(props(2)[propApprover], ","), "alice@example.com"},
		{strings.Join(props(2)[propApprovedAt], ","), "2026-05-01T10:00:00Z"},
		{strings.Join(props(2)[propApprovalSig], ","), "alice@example.com"},
		{strings.Join(props(2)[propAudit], ","), "low"},
		{strings.Join(props(2)[propFindings], ","), "2"},
		{strings.Join(props(0)[propApproval], ","), Pending},
		{strings.Join(props(0)[propSigFormat], ","), "oms"},
		{strings.Join(props(0)[propUnsigned], ","), "notes.md"},
		{strings.Join(props(1)[propAuditNote], ","), "its content is not in the store"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
	// Another approval, another bill id.
	in3 := testInput()
	in3.Skills[1].Approval = Approved
	var again struct{ SerialNumber string }
	_ = json.Unmarshal(render(t, FormatCycloneDX, in3), &again)
	if again.SerialNumber == bom.SerialNumber {
		t.Error("the serial number does not change with the approvals")
	}
}

// TestCycloneDXSchemaCatches shows the schema check is not vacuous: a
// bill with a hash that is not hex fails it.
func TestCycloneDXSchemaCatches(t *testing.T) {
	in := testInput()
	in.Skills[0].Files[0].Digest = "sha256:not-hex"
	b := render(t, FormatCycloneDX, in)
	if sbomtest.CheckCycloneDX(b) == nil {
		t.Fatal("a bill with a malformed SHA-256 validates")
	}
}

// TestSPDXSchemaCatches shows the SPDX schema check is not vacuous: a
// checksum algorithm outside the schema's list fails it.
func TestSPDXSchemaCatches(t *testing.T) {
	b := render(t, FormatSPDX, testInput())
	if err := sbomtest.CheckSPDX(b); err != nil {
		t.Fatalf("a good bill fails the schema: %v", err)
	}
	bad := bytes.Replace(b, []byte(`"algorithm": "SHA256"`), []byte(`"algorithm": "SHA257"`), 1)
	if bytes.Equal(bad, b) {
		t.Fatal("the bill has no SHA256 checksum to break")
	}
	if sbomtest.CheckSPDX(bad) == nil {
		t.Fatal("a bill with an unknown checksum algorithm validates")
	}
}

func TestSPDX(t *testing.T) {
	in := testInput()
	b := render(t, FormatSPDX, in)
	ValidateSPDX(t, b)
	if !bytes.Equal(b, render(t, FormatSPDX, testInput())) {
		t.Fatal("the same input gave other bytes")
	}
	doc, _ := spdxjson.Read(bytes.NewReader(b))
	if doc.CreationInfo.Created != "2026-05-01T10:00:00Z" {
		t.Errorf("created %q, want the latest approval", doc.CreationInfo.Created)
	}
	if len(doc.Packages) != 3 || len(doc.Files) != 6 || len(doc.Annotations) != 1 {
		t.Fatalf("%d packages, %d files, %d annotations", len(doc.Packages), len(doc.Files), len(doc.Annotations))
	}
	pdf := doc.Packages[2]
	if pdf.PackageName != "pdf" || pdf.PackageDownloadLocation != "git+https://github.com/Anthropics/skills@"+strings.Repeat("a", 40)+"#skills/pdf" ||
		pdf.PackageExternalReferences[0].Locator != PURL(testInput().Skills[0]) || !strings.Contains(pdf.PackageComment, "skillpin:approval:by: alice@example.com") {
		t.Errorf("pdf package %+v", pdf)
	}
	a := doc.Annotations[0]
	if a.Annotator.Annotator != "alice@example.com" || a.AnnotationDate != "2026-05-01T10:00:00Z" || !strings.Contains(a.AnnotationComment, "signed by alice@example.com") {
		t.Errorf("annotation %+v", a)
	}
	if doc.Packages[1].PackageDownloadLocation != "NOASSERTION" {
		t.Errorf("a local source has download location %q", doc.Packages[1].PackageDownloadLocation)
	}
	none := Input{Scope: "user", Name: "user scope", Tool: "dev"}
	nb := render(t, FormatSPDX, none)
	ValidateSPDX(t, nb)
	ValidateCycloneDX(t, render(t, FormatCycloneDX, none))
	if !strings.Contains(string(nb), `"created": "1970-01-01T00:00:00Z"`) {
		t.Errorf("an empty bill's time:\n%s", nb)
	}
}

// benchInput is a lock of n skills of 10 files each.
func benchInput(n int) Input {
	in := Input{Scope: "project", Name: "bench", Tool: "dev", Lock: catalog.DigestBytes([]byte("lock"))}
	for i := range n {
		var fs catalog.FileSet
		for j := range 10 {
			fs = append(fs, file(fmt.Sprintf("references/f%02d.md", j), fmt.Sprintf("%d/%d", i, j), false))
		}
		in.Skills = append(in.Skills, Skill{Name: fmt.Sprintf("skill-%04d", i), Source: "s", URL: "https://github.com/acme/skills", Ref: "v1", Kind: "tag",
			Commit: strings.Repeat("c", 40), Path: fmt.Sprintf("skills/skill-%04d", i), Digest: fs.Digest(), Files: fs,
			Approval: Approved, Approver: "alice@example.com", ApprovedAt: "2026-05-01T10:00:00Z", Audit: "none"})
	}
	return in
}

func BenchmarkSBOM(b *testing.B) {
	in := benchInput(500)
	for _, format := range []string{FormatCycloneDX, FormatSPDX} {
		b.Run(format+"/skills=500", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				render(b, format, in)
			}
		})
	}
}
