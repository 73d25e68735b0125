// Package sbomtest checks bills of materials in tests against the
// official JSON schemas, CycloneDX 1.6 and SPDX 2.3 (vendored in schema/,
// with their source and licence in schema/README.md); SPDX bills are also
// read back with the SPDX project's Go module and validated there.
package sbomtest

import (
	"bytes"
	"embed"
	"fmt"
	"sync"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	spdxjson "github.com/spdx/tools-golang/json"
	spdx "github.com/spdx/tools-golang/spdx/v2/v2_3"
	"github.com/spdx/tools-golang/spdxlib"
)

//go:embed schema/*.json
var schemas embed.FS

var cdxSchema = sync.OnceValues(func() (*jsonschema.Schema, error) {
	c := jsonschema.NewCompiler()
	for _, name := range []string{"bom-1.6.schema.json", "spdx.schema.json", "jsf-0.82.schema.json"} {
		b, err := schemas.ReadFile("schema/" + name)
		if err != nil {
			return nil, err
		}
		doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		// The schemas refer to each other by names relative to the
		// CycloneDX schema's $id.
		if err := c.AddResource("http://cyclonedx.org/schema/"+name, doc); err != nil {
			return nil, err
		}
	}
	return c.Compile("http://cyclonedx.org/schema/bom-1.6.schema.json")
})

var spdxSchema = sync.OnceValues(func() (*jsonschema.Schema, error) {
	b, err := schemas.ReadFile("schema/spdx-2.3.schema.json")
	if err != nil {
		return nil, err
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("spdx-2.3.schema.json: %w", err)
	}
	c := jsonschema.NewCompiler()
	const id = "http://spdx.org/rdf/terms/2.3"
	if err := c.AddResource(id, doc); err != nil {
		return nil, err
	}
	return c.Compile(id)
})

// CheckSPDX validates b against the official SPDX 2.3 JSON schema.
func CheckSPDX(b []byte) error { return check(spdxSchema, b) }

// CheckCycloneDX validates b against the CycloneDX 1.6 JSON schema.
func CheckCycloneDX(b []byte) error { return check(cdxSchema, b) }

// check validates b against the schema compiled by schema.
func check(schema func() (*jsonschema.Schema, error), b []byte) error {
	s, err := schema()
	if err != nil {
		return err
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
	if err != nil {
		return err
	}
	return s.Validate(inst)
}

// ValidateCycloneDX fails t unless b is a valid CycloneDX 1.6 bill.
func ValidateCycloneDX(t testing.TB, b []byte) {
	t.Helper()
	if err := CheckCycloneDX(b); err != nil {
		t.Fatalf("the CycloneDX bill does not validate against the 1.6 schema: %v\n%s", err, b)
	}
}

// ValidateSPDX fails t unless b validates against the SPDX 2.3 JSON
// schema and reads back as an SPDX 2.3 document that the SPDX project's Go
// module validates; it returns the document.
func ValidateSPDX(t testing.TB, b []byte) *spdx.Document {
	t.Helper()
	if err := CheckSPDX(b); err != nil {
		t.Fatalf("the SPDX bill does not validate against the 2.3 schema: %v\n%s", err, b)
	}
	doc, err := spdxjson.Read(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("the SPDX bill does not read back: %v\n%s", err, b)
	}
	if err := spdxlib.ValidateDocument(doc); err != nil {
		t.Fatalf("the SPDX bill does not validate: %v", err)
	}
	if doc.SPDXVersion != "SPDX-2.3" {
		t.Fatalf("SPDX version %q", doc.SPDXVersion)
	}
	return doc
}
