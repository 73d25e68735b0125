package sigstoretest

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"testing"
	"time"
)

// PKI is a private certificate hierarchy as publishers who sign with
// their own root use it (NVIDIA's OMS signatures have this shape): a
// self-signed root, an intermediate CA, and a signing certificate whose
// key signs, all ECDSA P-384.
type PKI struct {
	// RootPEM is the root certificate, what a consumer configures as
	// the trust anchor.
	RootPEM []byte
	// ChainPEM is the signing certificate, then the intermediate, then
	// the root: what a signature's bundle carries.
	ChainPEM []byte
	// KeyPEM is the signing certificate's private key (PKCS#8).
	KeyPEM []byte
	// Subject is the signing certificate's subject as crypto/x509 spells
	// it ("CN=…,O=…,C=…").
	Subject string
}

// PKIOptions shape a PKI; the zero value is a hierarchy valid for a year
// around now.
type PKIOptions struct {
	// Org names the organisation in every subject ("Example Corp").
	Org string
	// IntermediateExpired makes the intermediate expire before the
	// signing certificate was issued.
	IntermediateExpired bool
	// LeafExpired makes the signing certificate expired now, though valid
	// when issued (signatures made then still verify, as in OMS).
	LeafExpired bool
}

// NewPKI generates a root, an intermediate and a signing certificate.
func NewPKI(t testing.TB, opts PKIOptions) PKI {
	t.Helper()
	if opts.Org == "" {
		opts.Org = "Example Corp"
	}
	now := time.Now().Truncate(time.Second)
	newKey := func() *ecdsa.PrivateKey {
		k, err := ecdsa.GenerateKey(elliptic.P384(), rand.Reader)
		if err != nil {
			t.Fatal(err)
		}
		return k
	}
	serial := int64(0)
	issue := func(tmpl *x509.Certificate, parent *x509.Certificate, pub *ecdsa.PublicKey, signer *ecdsa.PrivateKey) *x509.Certificate {
		serial++
		tmpl.SerialNumber = big.NewInt(serial)
		if parent == nil {
			parent = tmpl
		}
		der, err := x509.CreateCertificate(rand.Reader, tmpl, parent, pub, signer)
		if err != nil {
			t.Fatal(err)
		}
		c, err := x509.ParseCertificate(der)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	name := func(cn string) pkix.Name {
		return pkix.Name{CommonName: cn, Organization: []string{opts.Org}, Country: []string{"US"}}
	}
	rootKey, interKey, leafKey := newKey(), newKey(), newKey()
	root := issue(&x509.Certificate{
		Subject: name(opts.Org + " Agent Root CA"), NotBefore: now.Add(-48 * time.Hour), NotAfter: now.Add(10 * 365 * 24 * time.Hour),
		IsCA: true, BasicConstraintsValid: true, KeyUsage: x509.KeyUsageCertSign | x509.KeyUsageCRLSign,
	}, nil, &rootKey.PublicKey, rootKey)
	interEnd := now.Add(5 * 365 * 24 * time.Hour)
	leafStart, leafEnd := now.Add(-time.Hour), now.Add(365*24*time.Hour)
	if opts.LeafExpired {
		leafStart, leafEnd = now.Add(-20*time.Hour), now.Add(-time.Hour)
	}
	if opts.IntermediateExpired {
		interEnd = now.Add(-2 * time.Hour)
	}
	inter := issue(&x509.Certificate{
		Subject: name(opts.Org + " Agent ICA 01"), NotBefore: now.Add(-24 * time.Hour), NotAfter: interEnd,
		IsCA: true, BasicConstraintsValid: true, MaxPathLenZero: true, KeyUsage: x509.KeyUsageCertSign | x509.KeyUsageCRLSign,
	}, root, &interKey.PublicKey, rootKey)
	leaf := issue(&x509.Certificate{
		Subject: name(opts.Org + " Agent Skills Signing 001"), NotBefore: leafStart, NotAfter: leafEnd,
		BasicConstraintsValid: true, KeyUsage: x509.KeyUsageDigitalSignature,
	}, inter, &leafKey.PublicKey, interKey)

	certPEM := func(c *x509.Certificate) []byte {
		return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: c.Raw})
	}
	der, err := x509.MarshalPKCS8PrivateKey(leafKey)
	if err != nil {
		t.Fatal(err)
	}
	var chain []byte
	for _, c := range []*x509.Certificate{leaf, inter, root} {
		chain = append(chain, certPEM(c)...)
	}
	return PKI{
		RootPEM:  certPEM(root),
		ChainPEM: chain,
		KeyPEM:   pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der}),
		Subject:  leaf.Subject.String(),
	}
}
