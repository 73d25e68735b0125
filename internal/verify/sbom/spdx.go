package sbom

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	spdxjson "github.com/spdx/tools-golang/json"
	"github.com/spdx/tools-golang/spdx/v2/common"
	spdx "github.com/spdx/tools-golang/spdx/v2/v2_3"
)

// SPDX writes the bill as SPDX 2.3 JSON: a package per skill (its
// download location the repository at the locked commit, its purl, the
// skill digest as a SHA256 checksum) containing a file per skill file
// with its SHA256; the signer, approval and audit are the package's
// comment, and an approval is also an annotation by the approver, dated
// when they approved.
func SPDX(w io.Writer, in Input) error {
	in = sorted(in)
	doc := &spdx.Document{
		SPDXVersion:       spdx.Version,
		DataLicense:       spdx.DataLicense,
		SPDXIdentifier:    "DOCUMENT",
		DocumentName:      in.Name + " (skillpin " + in.Scope + ")",
		DocumentNamespace: "https://skillpin.dev/spdx/" + id(in, FormatSPDX),
		DocumentComment:   "The agent skills locked in " + scopeText(in.Scope) + ". Created is the latest approval of a skill listed (the Unix epoch when none is approved): skillpin writes the same bytes for the same lock and approvals.",
		CreationInfo: &spdx.CreationInfo{
			Creators: []common.Creator{{Creator: "skillpin-" + in.Tool, CreatorType: "Tool"}},
			Created:  created(in),
		},
	}
	for _, s := range in.Skills {
		pkgID := common.ElementID("Skill-" + s.Name)
		pkg := &spdx.Package{
			PackageName:             s.Name,
			PackageSPDXIdentifier:   pkgID,
			PackageVersion:          version(s),
			PackageDownloadLocation: "NOASSERTION",
			FilesAnalyzed:           false,
			PackageChecksums:        []common.Checksum{{Algorithm: common.SHA256, Value: hexOf(s.Digest)}},
			PackageLicenseConcluded: "NOASSERTION",
			PackageLicenseDeclared:  "NOASSERTION",
			PackageCopyrightText:    "NOASSERTION",
			PackageDescription:      s.Description,
			PackageComment:          packageComment(s),
			PrimaryPackagePurpose:   "APPLICATION",
		}
		if s.Kind != "path" && s.URL != "" {
			pkg.PackageDownloadLocation = vcsURL(s)
			if s.Path != "" && s.Path != "." {
				pkg.PackageDownloadLocation += "#" + s.Path
			}
		}
		if p := PURL(s); p != "" {
			pkg.PackageExternalReferences = []*spdx.PackageExternalReference{{Category: common.CategoryPackageManager, RefType: common.TypePackageManagerPURL, Locator: p}}
		}
		doc.Packages = append(doc.Packages, pkg)
		doc.Relationships = append(doc.Relationships, &spdx.Relationship{
			RefA: common.MakeDocElementID("", "DOCUMENT"), RefB: common.MakeDocElementID("", string(pkgID)), Relationship: common.TypeRelationshipDescribe,
		})
		if s.Approval == Approved && s.Approver != "" && s.ApprovedAt != "" {
			comment := "approved skill digest " + s.Digest
			if len(s.SignedBy) > 0 {
				comment += "; approval signed by " + strings.Join(s.SignedBy, ", ")
			}
			doc.Annotations = append(doc.Annotations, &spdx.Annotation{
				Annotator:                common.Annotator{Annotator: s.Approver, AnnotatorType: "Person"},
				AnnotationDate:           s.ApprovedAt,
				AnnotationType:           "REVIEW",
				AnnotationSPDXIdentifier: common.MakeDocElementID("", string(pkgID)),
				AnnotationComment:        comment,
			})
		}
		for i, f := range s.Files {
			fileID := common.ElementID(string(pkgID) + "-F" + strconv.Itoa(i+1))
			file := &spdx.File{
				FileName:           "./" + f.Path,
				FileSPDXIdentifier: fileID,
				Checksums:          []common.Checksum{{Algorithm: common.SHA256, Value: hexOf(f.Digest)}},
				LicenseConcluded:   "NOASSERTION",
				FileCopyrightText:  "NOASSERTION",
			}
			if f.Exec {
				file.FileComment = "executable (mode 755)"
			}
			doc.Files = append(doc.Files, file)
			doc.Relationships = append(doc.Relationships, &spdx.Relationship{
				RefA: common.MakeDocElementID("", string(pkgID)), RefB: common.MakeDocElementID("", string(fileID)), Relationship: common.TypeRelationshipContains,
			})
		}
	}
	if err := spdxjson.Write(doc, w, spdxjson.Indent("  "), spdxjson.EscapeHTML(false)); err != nil {
		return fmt.Errorf("write SPDX: %w", err)
	}
	return nil
}

// packageComment says what skillpin verified about a skill, one fact a
// line, in the property names of the CycloneDX bill.
func packageComment(s Skill) string {
	var lines []string
	add := func(name, value string) {
		if value != "" {
			lines = append(lines, name+": "+value)
		}
	}
	add(propSource, s.Source)
	add(propCommit, s.Commit)
	add(propPath, s.Path)
	trustFacts(s, add)
	return strings.Join(lines, "\n")
}

// trustFacts gives add what skillpin verified about a skill beyond its
// pin (tools, signature, approval, audit), in the order both formats
// show them.
func trustFacts(s Skill, add func(name, value string)) {
	add(propTools, strings.Join(s.AllowedTools, " "))
	if sig := s.Signature; sig != nil {
		add(propSigFormat, sig.Format)
		add(propSigner, sig.Signer)
		add(propSigBundle, sig.Bundle)
		for _, u := range sig.Unsigned {
			add(propUnsigned, u)
		}
	}
	add(propApproval, s.Approval)
	add(propApprover, s.Approver)
	add(propApprovedAt, s.ApprovedAt)
	for _, by := range s.SignedBy {
		add(propApprovalSig, by)
	}
	add(propApprovalBasis, s.Policy)
	add(propAudit, s.Audit)
	if s.Audit != "" {
		add(propFindings, strconv.Itoa(s.Findings))
	}
	add(propAuditNote, s.AuditNote)
}
