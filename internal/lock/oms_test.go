package lock

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog"
)

// omsLock is sampleLock with pdf signed the OMS way: a certificate-chain
// signer and a file accepted unsigned.
func omsLock() *Lock {
	l := sampleLock()
	l.Skills[0].Files = append(l.Skills[0].Files, file("skill.oms.sig", "{}", false))
	l.Skills[0].Files.Sort()
	l.Skills[0].Digest = l.Skills[0].Files.Digest()
	l.Skills[0].Signature = &LockedSignature{
		Bundle: catalog.DigestBytes([]byte("{}")), Format: "oms",
		Subject: "CN=Signer,O=Acme,C=US", Chain: catalog.DigestBytes([]byte("root")),
		Unsigned: []string{"reference/forms.md", "scripts/extract.py"},
	}
	return l
}

func TestOMSSignatureRoundTrip(t *testing.T) {
	l := omsLock()
	data := l.Marshal()
	for _, want := range []string{`format = "oms"`, `subject = "CN=Signer,O=Acme,C=US"`, `chain = "sha256:`, `unsigned = ["reference/forms.md", "scripts/extract.py"]`} {
		if !strings.Contains(string(data), want) {
			t.Fatalf("lock lacks %q:\n%s", want, data)
		}
	}
	// The fast parser reads what the decoder reads.
	fast, ok := parseCanonical(data)
	if !ok {
		t.Fatal("the fast parser refused a canonical lock with an OMS signature")
	}
	got, err := ParseLock(data, FileName)
	if err != nil {
		t.Fatal(err)
	}
	for _, l2 := range []*Lock{fast, got} {
		if !l2.Skills[0].Signature.Equal(l.Skills[0].Signature) {
			t.Errorf("read back %+v, want %+v", l2.Skills[0].Signature, l.Skills[0].Signature)
		}
	}
	if l.Skills[0].Signature.Signer() != "certificate CN=Signer,O=Acme,C=US (chain "+l.Skills[0].Signature.Chain+")" {
		t.Errorf("Signer() = %q", l.Skills[0].Signature.Signer())
	}
	if (&LockedSignature{Unsigned: []string{"a"}}).Equal(&LockedSignature{}) || (*LockedSignature)(nil).Equal(&LockedSignature{}) || !(*LockedSignature)(nil).Equal(nil) {
		t.Error("Equal ignores unsigned files or nil")
	}
}

func TestOMSSignatureInvalid(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(*LockedSignature)
		want string
	}{
		{"unknown format", func(s *LockedSignature) { s.Format = "x509" }, `signature format "x509" is not known`},
		{"subject without chain", func(s *LockedSignature) { s.Chain = "" }, "records a subject and a sha256: chain"},
		{"subject and key", func(s *LockedSignature) { s.Key = catalog.DigestBytes([]byte("k")) }, "records a subject and a sha256: chain"},
		{"subject without format", func(s *LockedSignature) { s.Format = "" }, "for OMS signatures only"},
		{"unsigned not a file", func(s *LockedSignature) { s.Unsigned = []string{"nope.md"} }, `signature.unsigned "nope.md" is not a file`},
		{"unsigned not sorted", func(s *LockedSignature) { s.Unsigned = []string{"scripts/extract.py", "reference/forms.md"} }, "not sorted and unique"},
		{"no signer", func(s *LockedSignature) { s.Subject, s.Chain = "", "" }, "names neither a key nor an identity"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := omsLock()
			tc.edit(l.Skills[0].Signature)
			err := l.Validate()
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Validate = %v, want %q", err, tc.want)
			}
		})
	}
}
