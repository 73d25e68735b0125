// Package sigstoretest runs a private Sigstore deployment for tests on
// 127.0.0.1: a Fulcio that certifies the identity an OIDC token names, a
// timestamp authority, optionally a Rekor transparency log, the
// trusted_root.json that verifies what they issue and the
// signing_config.json that names them.
package sigstoretest

import (
	"bytes"
	"crypto"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/asn1"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/digitorus/timestamp"
	"github.com/go-openapi/runtime"
	prototrustroot "github.com/sigstore/protobuf-specs/gen/pb-go/trustroot/v1"
	"github.com/sigstore/rekor/pkg/generated/models"
	"github.com/sigstore/rekor/pkg/types"
	_ "github.com/sigstore/rekor/pkg/types/hashedrekord/v0.0.1" // the entries keyless signing logs
	"github.com/sigstore/sigstore-go/pkg/root"
	"github.com/sigstore/sigstore-go/pkg/testing/ca"
	"github.com/sigstore/sigstore-go/pkg/tlog"
)

// Sigstore is a running deployment. Tokens it makes (Token) are the only
// ones its Fulcio accepts.
type Sigstore struct {
	// FulcioURL and TSAURL are the services' base URLs on 127.0.0.1;
	// RekorURL too, in a deployment with a log (NewWithLog).
	FulcioURL, TSAURL, RekorURL string
	// TrustedRootJSON verifies certificates and timestamps issued here.
	TrustedRootJSON []byte
	// SigningConfigJSON names FulcioURL and TSAURL (a Sigstore
	// signing_config.json, media type v0.2).
	SigningConfigJSON []byte

	secret []byte // signs tokens

	caCert  *x509.Certificate
	caKey   *ecdsa.PrivateKey
	tsaCert *x509.Certificate
	tsaKey  *ecdsa.PrivateKey

	log *ca.VirtualSigstore // the log's keys, with a log

	mu                 sync.Mutex
	certs, timestamps  int
	entries            int
	refused            int
	rejectCertificates bool
}

// New starts a deployment of a Fulcio and a timestamp authority, whose
// servers stop when the test ends.
func New(t testing.TB) *Sigstore { return start(t, false) }

// NewWithLog starts a deployment with a Rekor (API v1) as well: its
// trusted root lists the log, so every signature must be logged, and
// its signing config names the log beside the timestamp authority.
func NewWithLog(t testing.TB) *Sigstore { return start(t, true) }

func start(t testing.TB, withLog bool) *Sigstore {
	t.Helper()
	s := &Sigstore{secret: make([]byte, 32)}
	if _, err := rand.Read(s.secret); err != nil {
		t.Fatal(err)
	}
	rootCert, rootKey, err := ca.GenerateRootCa()
	if err != nil {
		t.Fatal(err)
	}
	if s.caCert, s.caKey, err = ca.GenerateFulcioIntermediate(rootCert, rootKey); err != nil {
		t.Fatal(err)
	}
	tsaInter, tsaInterKey, err := ca.GenerateTSAIntermediate(rootCert, rootKey)
	if err != nil {
		t.Fatal(err)
	}
	if s.tsaKey, err = ecdsa.GenerateKey(elliptic.P256(), rand.Reader); err != nil {
		t.Fatal(err)
	}
	if s.tsaCert, err = tsaLeaf(s.tsaKey, tsaInter, tsaInterKey); err != nil {
		t.Fatal(err)
	}

	fulcio := serve(t, http.HandlerFunc(s.signingCert))
	tsa := serve(t, http.HandlerFunc(s.timestamp))
	s.FulcioURL, s.TSAURL = fulcio.URL, tsa.URL+"/api/v1/timestamp"

	var logs map[string]*root.TransparencyLog
	if withLog {
		vs, err := ca.NewVirtualSigstore()
		if err != nil {
			t.Fatal(err)
		}
		// The virtual log's ID is the hex text of its key hash; a
		// trusted root carries the raw hash, which entries name.
		s.log, logs = vs, map[string]*root.TransparencyLog{}
		for id, tl := range vs.RekorLogs() {
			raw, err := hex.DecodeString(id)
			if err != nil {
				t.Fatal(err)
			}
			c := *tl
			c.ID = raw
			logs[id] = &c
		}
		s.RekorURL = serve(t, http.HandlerFunc(s.logEntry)).URL
	}
	start, end := time.Now().Add(-5*time.Hour), time.Now().Add(2*time.Hour)
	tr, err := root.NewTrustedRoot(root.TrustedRootMediaType01,
		[]root.CertificateAuthority{&root.FulcioCertificateAuthority{
			Root: rootCert, Intermediates: []*x509.Certificate{s.caCert},
			ValidityPeriodStart: start, ValidityPeriodEnd: end, URI: s.FulcioURL}},
		nil,
		[]root.TimestampingAuthority{&root.SigstoreTimestampingAuthority{
			Root: rootCert, Intermediates: []*x509.Certificate{tsaInter}, Leaf: s.tsaCert,
			ValidityPeriodStart: start, ValidityPeriodEnd: end, URI: s.TSAURL}},
		logs)
	if err != nil {
		t.Fatal(err)
	}
	if s.TrustedRootJSON, err = tr.MarshalJSON(); err != nil {
		t.Fatal(err)
	}
	s.SigningConfigJSON = SigningConfig(t, s.FulcioURL, s.TSAURL, s.RekorURL)
	return s
}

// SigningConfig is a signing_config.json naming a Fulcio and, unless
// they are "", a timestamp authority and a Rekor (API v1).
func SigningConfig(t testing.TB, fulcioURL, tsaURL string, rekorURL ...string) []byte {
	t.Helper()
	since := time.Now().Add(-time.Hour)
	var tsas, logs []root.Service
	if tsaURL != "" {
		tsas = append(tsas, root.Service{URL: tsaURL, MajorAPIVersion: 1, ValidityPeriodStart: since, Operator: "test"})
	}
	for _, u := range rekorURL {
		if u != "" {
			logs = append(logs, root.Service{URL: u, MajorAPIVersion: 1, ValidityPeriodStart: since, Operator: "test"})
		}
	}
	sc, err := root.NewSigningConfig(root.SigningConfigMediaType02,
		[]root.Service{{URL: fulcioURL, MajorAPIVersion: 1, ValidityPeriodStart: since, Operator: "test"}},
		nil, logs, root.ServiceConfiguration{Selector: prototrustroot.ServiceSelector_ANY},
		tsas, root.ServiceConfiguration{Selector: prototrustroot.ServiceSelector_ANY})
	if err != nil {
		t.Fatal(err)
	}
	b, err := sc.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func serve(t testing.TB, h http.Handler) *httptest.Server {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &httptest.Server{Listener: l, Config: &http.Server{Handler: h}}
	srv.Start()
	t.Cleanup(srv.Close)
	return srv
}

// Token is an OIDC identity token for subject (an email when it has an
// @, which Fulcio certifies as an email address; otherwise a URI, as a CI
// workflow identity) from issuer, signed so that this deployment's Fulcio
// accepts it.
func (s *Sigstore) Token(subject, issuer string) string {
	claims := map[string]any{"iss": issuer, "sub": subject, "aud": "sigstore",
		"iat": time.Now().Unix(), "exp": time.Now().Add(10 * time.Minute).Unix()}
	if strings.Contains(subject, "@") {
		claims["email"], claims["email_verified"] = subject, true
	}
	return s.sign(claims)
}

func (s *Sigstore) sign(claims map[string]any) string {
	enc := base64.RawURLEncoding
	head, _ := json.Marshal(map[string]string{"alg": "HS256", "typ": "JWT"})
	body, _ := json.Marshal(claims)
	msg := enc.EncodeToString(head) + "." + enc.EncodeToString(body)
	mac := hmac.New(sha256.New, s.secret)
	mac.Write([]byte(msg))
	return msg + "." + enc.EncodeToString(mac.Sum(nil))
}

// Counts are the certificates and timestamps issued, and the
// certificate requests refused.
func (s *Sigstore) Counts() (certs, timestamps, refused int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.certs, s.timestamps, s.refused
}

// LogEntries is how many entries the log added.
func (s *Sigstore) LogEntries() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.entries
}

// logEntry is Rekor's POST /api/v1/log/entries: it canonicalizes the
// proposed entry and answers with a signed entry timestamp and an
// inclusion proof in a one-entry tree with a signed checkpoint.
func (s *Sigstore) logEntry(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/api/v1/log/entries" {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	pe, err := models.UnmarshalProposedEntry(io.LimitReader(r.Body, 1<<20), runtime.JSONConsumer())
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	entry, err := types.CreateVersionedEntry(pe)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	canon, err := types.CanonicalizeEntry(r.Context(), entry)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	logID, err := s.log.RekorLogID()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	body := base64.StdEncoding.EncodeToString(canon)
	now, index := time.Now().Unix(), int64(0)
	set, err := s.log.RekorSignPayload(tlog.RekorPayload{Body: body, IntegratedTime: now, LogIndex: index, LogID: logID})
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	proof, err := s.log.GetInclusionProof(canon)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	leaf := sha256.Sum256(append([]byte{0}, canon...))
	uuid := hex.EncodeToString(leaf[:])
	s.mu.Lock()
	s.entries++
	s.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("ETag", uuid)
	w.Header().Set("Location", "/api/v1/log/entries/"+uuid)
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(map[string]models.LogEntryAnon{uuid: {
		Body: body, IntegratedTime: &now, LogID: &logID, LogIndex: &index,
		Verification: &models.LogEntryAnonVerification{SignedEntryTimestamp: set, InclusionProof: proof},
	}})
}

// RejectCertificates makes Fulcio refuse every request from now on, as a
// deployment that does not accept the caller's issuer does.
func (s *Sigstore) RejectCertificates() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.rejectCertificates = true
}

// claims checks a token made by Token and returns its claims.
func (s *Sigstore) claims(tok string) (map[string]any, error) {
	parts := strings.Split(tok, ".")
	if len(parts) != 3 {
		return nil, fmt.Errorf("not a JWT")
	}
	mac := hmac.New(sha256.New, s.secret)
	mac.Write([]byte(parts[0] + "." + parts[1]))
	sig, err := base64.RawURLEncoding.DecodeString(parts[2])
	if err != nil || !hmac.Equal(sig, mac.Sum(nil)) {
		return nil, fmt.Errorf("the token's signature does not verify")
	}
	body, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		return nil, err
	}
	var c map[string]any
	if err := json.Unmarshal(body, &c); err != nil {
		return nil, err
	}
	if exp, _ := c["exp"].(float64); time.Now().Unix() > int64(exp) {
		return nil, fmt.Errorf("the token expired")
	}
	return c, nil
}

// signingCert is Fulcio's POST /api/v2/signingCert: it checks the token
// and the proof of possession (the token's subject signed with the key)
// and certifies the key for the token's identity for ten minutes.
func (s *Sigstore) signingCert(w http.ResponseWriter, r *http.Request) {
	refuse := func(code int, msg string) {
		s.mu.Lock()
		s.refused++
		s.mu.Unlock()
		http.Error(w, msg, code)
	}
	s.mu.Lock()
	reject := s.rejectCertificates
	s.mu.Unlock()
	if r.Method != http.MethodPost || r.URL.Path != "/api/v2/signingCert" {
		refuse(http.StatusNotFound, "not found")
		return
	}
	if reject {
		refuse(http.StatusForbidden, "issuer not accepted")
		return
	}
	claims, err := s.claims(strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer "))
	if err != nil {
		refuse(http.StatusUnauthorized, err.Error())
		return
	}
	var req struct {
		PublicKeyRequest struct {
			PublicKey struct {
				Content string `json:"content"`
			} `json:"publicKey"`
			ProofOfPossession string `json:"proofOfPossession"`
		} `json:"publicKeyRequest"`
	}
	if err := json.NewDecoder(io.LimitReader(r.Body, 1<<20)).Decode(&req); err != nil {
		refuse(http.StatusBadRequest, err.Error())
		return
	}
	block, _ := pem.Decode([]byte(req.PublicKeyRequest.PublicKey.Content))
	if block == nil {
		refuse(http.StatusBadRequest, "no PEM public key")
		return
	}
	pub, err := x509.ParsePKIXPublicKey(block.Bytes)
	if err != nil {
		refuse(http.StatusBadRequest, err.Error())
		return
	}
	subject, _ := claims["sub"].(string)
	if email, _ := claims["email"].(string); email != "" {
		subject = email
	}
	issuer, _ := claims["iss"].(string)
	pop, err := base64.StdEncoding.DecodeString(req.PublicKeyRequest.ProofOfPossession)
	ek, ok := pub.(*ecdsa.PublicKey)
	digest := sha256.Sum256([]byte(subject))
	if err != nil || !ok || !ecdsa.VerifyASN1(ek, digest[:], pop) {
		refuse(http.StatusBadRequest, "the proof of possession does not verify")
		return
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(time.Now().UnixNano()),
		NotBefore:    time.Now().Add(-time.Minute),
		NotAfter:     time.Now().Add(10 * time.Minute),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageCodeSigning},
		ExtraExtensions: []pkix.Extension{{
			Id:    asn1.ObjectIdentifier{1, 3, 6, 1, 4, 1, 57264, 1, 1}, // OIDC issuer (v1)
			Value: []byte(issuer),
		}},
	}
	if strings.Contains(subject, "@") {
		tmpl.EmailAddresses = []string{subject}
	} else if u, err := url.Parse(subject); err == nil {
		tmpl.URIs = []*url.URL{u}
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, s.caCert, pub, s.caKey)
	if err != nil {
		refuse(http.StatusInternalServerError, err.Error())
		return
	}
	s.mu.Lock()
	s.certs++
	s.mu.Unlock()
	pemCert := string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}))
	pemCA := string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: s.caCert.Raw}))
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"signedCertificateEmbeddedSct": map[string]any{
		"chain": map[string]any{"certificates": []string{pemCert, pemCA}}}})
}

// timestamp is an RFC 3161 timestamp authority.
func (s *Sigstore) timestamp(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	req, err := timestamp.ParseRequest(body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	ts := timestamp.Timestamp{
		HashAlgorithm:   req.HashAlgorithm,
		HashedMessage:   req.HashedMessage,
		Time:            time.Now(),
		Policy:          asn1.ObjectIdentifier{1, 3, 6, 1, 4, 1, 57264, 2},
		ExtraExtensions: req.Extensions,
	}
	resp, err := ts.CreateResponseWithOpts(s.tsaCert, s.tsaKey, crypto.SHA256)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	s.mu.Lock()
	s.timestamps++
	s.mu.Unlock()
	w.Header().Set("Content-Type", "application/timestamp-reply")
	_, _ = io.Copy(w, bytes.NewReader(resp))
}

// tsaLeaf is a timestamping certificate valid for two hours, so that a
// long test run does not outlive it.
func tsaLeaf(key *ecdsa.PrivateKey, parent *x509.Certificate, parentKey crypto.Signer) (*x509.Certificate, error) {
	eku, err := asn1.Marshal([]asn1.ObjectIdentifier{{1, 3, 6, 1, 5, 5, 7, 3, 8}})
	if err != nil {
		return nil, err
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		NotBefore:    time.Now().Add(-5 * time.Minute),
		NotAfter:     time.Now().Add(2 * time.Hour),
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtraExtensions: []pkix.Extension{
			{Id: asn1.ObjectIdentifier{2, 5, 29, 37}, Critical: true, Value: eku},
		},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, parent, &key.PublicKey, parentKey)
	if err != nil {
		return nil, err
	}
	return x509.ParseCertificate(der)
}
