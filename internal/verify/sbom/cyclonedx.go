package sbom

import (
	"fmt"
	"io"
	"strconv"

	cdx "github.com/CycloneDX/cyclonedx-go"
)

// Property names skillpin writes; the "skillpin:" namespace is its own
// (CycloneDX property taxonomy: a tool's names are prefixed with it).
const (
	propScope         = "skillpin:scope"
	propSource        = "skillpin:source"
	propRef           = "skillpin:ref"
	propCommit        = "skillpin:commit"
	propPath          = "skillpin:path"
	propDigest        = "skillpin:digest"
	propTools         = "skillpin:allowed-tools"
	propSigFormat     = "skillpin:signature:format"
	propSigner        = "skillpin:signature:signer"
	propSigBundle     = "skillpin:signature:bundle"
	propUnsigned      = "skillpin:signature:unsigned-file"
	propApproval      = "skillpin:approval"
	propApprover      = "skillpin:approval:by"
	propApprovedAt    = "skillpin:approval:at"
	propApprovalSig   = "skillpin:approval:signed-by"
	propApprovalBasis = "skillpin:approval:policy"
	propAudit         = "skillpin:audit:max-severity"
	propFindings      = "skillpin:audit:findings"
	propAuditNote     = "skillpin:audit:note"
	propExec          = "skillpin:exec"
	propSize          = "skillpin:size"
)

// CycloneDX writes the bill as CycloneDX 1.6 JSON: a component per skill
// (type application) holding a component per file (type file) with its
// SHA-256, the skill's purl and repository, and what skillpin verified
// as properties.
func CycloneDX(w io.Writer, in Input) error {
	in = sorted(in)
	bom := cdx.NewBOM()
	bom.SerialNumber = "urn:uuid:" + id(in, FormatCycloneDX)
	bom.Metadata = &cdx.Metadata{
		Tools: &cdx.ToolsChoice{Components: &[]cdx.Component{{Type: cdx.ComponentTypeApplication, Name: "skillpin", Version: in.Tool}}},
		Component: &cdx.Component{
			BOMRef: "skillpin-" + in.Scope, Type: cdx.ComponentTypeApplication, Name: in.Name,
			Description: "the agent skills locked in " + scopeText(in.Scope),
		},
		Properties: &[]cdx.Property{{Name: propScope, Value: in.Scope}},
	}
	comps := make([]cdx.Component, 0, len(in.Skills))
	deps := make([]cdx.Dependency, 0, len(in.Skills)+1)
	top := make([]string, 0, len(in.Skills))
	for _, s := range in.Skills {
		c := skillComponent(s)
		comps = append(comps, c)
		top = append(top, c.BOMRef)
	}
	bom.Components = &comps
	deps = append(deps, cdx.Dependency{Ref: bom.Metadata.Component.BOMRef, Dependencies: &top})
	bom.Dependencies = &deps
	enc := cdx.NewBOMEncoder(w, cdx.BOMFileFormatJSON)
	enc.SetPretty(true)
	enc.SetEscapeHTML(false)
	if err := enc.EncodeVersion(bom, cdx.SpecVersion1_6); err != nil {
		return fmt.Errorf("write CycloneDX: %w", err)
	}
	return nil
}

func scopeText(scope string) string {
	if scope == "user" {
		return "the user scope"
	}
	return "this project"
}

func skillComponent(s Skill) cdx.Component {
	ref := "skill:" + s.Name
	props := []cdx.Property{}
	add := func(name, value string) {
		if value != "" {
			props = append(props, cdx.Property{Name: name, Value: value})
		}
	}
	add(propSource, s.Source)
	add(propRef, s.Ref)
	add(propCommit, s.Commit)
	add(propPath, s.Path)
	add(propDigest, s.Digest)
	trustFacts(s, add)

	files := make([]cdx.Component, 0, len(s.Files))
	for _, f := range s.Files {
		fp := []cdx.Property{{Name: propSize, Value: strconv.FormatInt(f.Size, 10)}}
		if f.Exec {
			fp = append(fp, cdx.Property{Name: propExec, Value: "true"})
		}
		files = append(files, cdx.Component{
			BOMRef: ref + "/" + f.Path, Type: cdx.ComponentTypeFile, Name: f.Path,
			Hashes:     &[]cdx.Hash{{Algorithm: cdx.HashAlgoSHA256, Value: hexOf(f.Digest)}},
			Properties: &fp,
		})
	}
	c := cdx.Component{
		BOMRef: ref, Type: cdx.ComponentTypeApplication, Name: s.Name, Version: version(s),
		Description: s.Description,
		PackageURL:  PURL(s),
		Properties:  &props,
		Components:  &files,
	}
	if s.Kind != "path" && s.URL != "" {
		c.ExternalReferences = &[]cdx.ExternalReference{{URL: vcsURL(s), Type: cdx.ERTypeVCS, Comment: "the repository at the locked commit"}}
	}
	return c
}
