package sigstore

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/verify/signature"
	"github.com/skillpin/skillpin/internal/verify/signature/sigstoretest"
)

func newKeyless(t *testing.T, ss *sigstoretest.Sigstore, identity, issuer string, rootJSON []byte) *KeylessSigner {
	t.Helper()
	svc, err := ParseSigningConfig(ss.SigningConfigJSON, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewKeylessSigner(context.Background(), svc, ss.Token(identity, issuer), KeylessOptions{TrustedRootJSON: rootJSON})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestKeylessBlobRoundTrip(t *testing.T) {
	ss := sigstoretest.New(t)
	const issuer = "https://issuer.example"
	s := newKeyless(t, ss, "alice@example.com", issuer, ss.TrustedRootJSON)
	if s.Identity != "alice@example.com" || s.Issuer != issuer {
		t.Fatalf("certified %q of %q", s.Identity, s.Issuer)
	}
	msg := []byte("skillpin approval v1\nname pdf\n")
	b1, err := s.SignBlob(context.Background(), msg)
	if err != nil {
		t.Fatal(err)
	}
	b2, err := s.SignBlob(context.Background(), []byte("another"))
	if err != nil {
		t.Fatal(err)
	}
	// One certificate serves every signature of a run; each signature
	// has its own timestamp.
	if certs, stamps, _ := ss.Counts(); certs != 1 || stamps != 2 {
		t.Errorf("certificates %d, timestamps %d; want 1, 2", certs, stamps)
	}
	v, err := NewBlobVerifier(ss.TrustedRootJSON)
	if err != nil {
		t.Fatal(err)
	}
	got, err := v.Verify(b1, msg)
	if err != nil || got.Identity != "alice@example.com" || got.Issuer != issuer {
		t.Fatalf("Verify = %+v, %v", got, err)
	}
	if who, ok := BundleSigner(b1); !ok || who != got {
		t.Errorf("BundleSigner = %+v, %v", who, ok)
	}

	other := sigstoretest.New(t)
	otherV, err := NewBlobVerifier(other.TrustedRootJSON)
	if err != nil {
		t.Fatal(err)
	}
	uri := newKeyless(t, ss, "https://ci.example/acme/skills/.github/workflows/approve.yml@refs/heads/main", issuer, nil)
	b3, err := uri.SignBlob(context.Background(), msg)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := v.Verify(b3, msg); err != nil || got.Identity != uri.Identity {
		t.Errorf("URI identity: %+v, %v", got, err)
	}
	for _, tc := range []struct {
		name        string
		v           *BlobVerifier
		bundle, msg []byte
	}{
		{"another message", v, b2, msg},
		{"edited message", v, b1, append([]byte{}, append(msg, 'x')...)},
		{"another deployment", otherV, b1, msg},
		{"not a bundle", v, []byte(`{"mediaType":"x"}`), msg},
		{"garbage", v, []byte("nope"), msg},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := tc.v.Verify(tc.bundle, tc.msg)
			var se *signature.SignatureError
			if !errors.As(err, &se) || se.Code != signature.SignatureInvalid {
				t.Fatalf("Verify = %v, want %s", err, signature.SignatureInvalid)
			}
		})
	}
}

func TestKeylessSignerChecksTrustedRoot(t *testing.T) {
	ss := sigstoretest.New(t)
	other := sigstoretest.New(t)
	s := newKeyless(t, ss, "alice@example.com", "https://issuer.example", other.TrustedRootJSON)
	if _, err := s.SignBlob(context.Background(), []byte("m")); err == nil {
		t.Fatal("a signature the policy's trusted root would refuse was made without error")
	}
}

func TestKeylessSignerErrors(t *testing.T) {
	ss := sigstoretest.New(t)
	svc, err := ParseSigningConfig(ss.SigningConfigJSON, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	forged := sigstoretest.New(t).Token("alice@example.com", "https://issuer.example")
	if _, err := NewKeylessSigner(ctx, svc, forged, KeylessOptions{}); !errors.Is(err, errkind.Invalid) || !strings.Contains(err.Error(), "refused") {
		t.Errorf("a token Fulcio refuses: %v, want invalid input", err)
	}
	if _, _, refused := ss.Counts(); refused != 1 {
		t.Errorf("Fulcio refused %d requests, want 1", refused)
	}
	down := httptest.NewServer(http.NotFoundHandler())
	down.Close()
	gone := svc
	gone.Fulcio = down.URL
	if _, err := NewKeylessSigner(ctx, gone, ss.Token("a@b.c", "https://i"), KeylessOptions{}); !errors.Is(err, errkind.Unavailable) {
		t.Errorf("Fulcio down: %v, want unavailable", err)
	}
}

func TestParseSigningConfig(t *testing.T) {
	ss := sigstoretest.New(t)
	svc, err := ParseSigningConfig(ss.SigningConfigJSON, time.Now())
	if err != nil || svc.Fulcio != ss.FulcioURL || len(svc.TSAs) != 1 || svc.TSAs[0] != ss.TSAURL || len(svc.Rekors) != 0 {
		t.Fatalf("ParseSigningConfig = %+v, %v", svc, err)
	}
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"not json", []byte("{"), "signing config"},
		{"wrong media type", []byte(`{"mediaType":"x"}`), "media type"},
		{"no fulcio", []byte(`{"mediaType":"application/vnd.dev.sigstore.signingconfig.v0.2+json"}`), "caUrls"},
		{"no witness", sigstoretest.SigningConfig(t, ss.FulcioURL, ""), "no timestamp authority"},
		{"not http", sigstoretest.SigningConfig(t, "file:///etc/passwd", ss.TSAURL), "not an http(s) URL"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseSigningConfig(tc.data, time.Now())
			var ie *signature.InputError
			if !errors.As(err, &ie) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v, want input error with %q", err, tc.want)
			}
		})
	}
}

func TestIdentityToken(t *testing.T) {
	ctx := context.Background()
	dir := testfs.TempDir(t)
	file := filepath.Join(dir, "token")
	if err := os.WriteFile(file, []byte("tok-from-file\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	var asked []string
	gh := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		asked = append(asked, r.URL.Query().Get("audience")+" "+r.Header.Get("Authorization"))
		if r.Header.Get("Authorization") != "bearer request-token" {
			http.Error(w, "no", http.StatusForbidden)
			return
		}
		w.Write([]byte(`{"value":"tok-from-actions"}`))
	}))
	defer gh.Close()
	env := func(kv ...string) func(string) string {
		m := map[string]string{}
		for i := 0; i+1 < len(kv); i += 2 {
			m[kv[i]] = kv[i+1]
		}
		return func(k string) string { return m[k] }
	}
	actions := []string{"ACTIONS_ID_TOKEN_REQUEST_URL", gh.URL + "/token?api-version=2.0", "ACTIONS_ID_TOKEN_REQUEST_TOKEN", "request-token"}
	for _, tc := range []struct {
		name   string
		file   string
		getenv func(string) string
		want   string
		kind   error
	}{
		{"file wins", file, env(append([]string{"SIGSTORE_ID_TOKEN", "env"}, actions...)...), "tok-from-file", nil},
		{"environment", "", env(append([]string{"SIGSTORE_ID_TOKEN", "tok-from-env"}, actions...)...), "tok-from-env", nil},
		{"github actions", "", env(actions...), "tok-from-actions", nil},
		{"github refuses", "", env("ACTIONS_ID_TOKEN_REQUEST_URL", gh.URL, "ACTIONS_ID_TOKEN_REQUEST_TOKEN", "wrong"), "", errkind.Unavailable},
		{"none", "", env(), "", errkind.Invalid},
		{"missing file", filepath.Join(dir, "nope"), env(), "", errkind.Invalid},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := IdentityToken(ctx, tc.file, tc.getenv, http.DefaultClient)
			if tc.kind != nil {
				if !errors.Is(err, tc.kind) {
					t.Fatalf("err = %v, want %v", err, tc.kind)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("IdentityToken = %q, %v; want %q", got, err, tc.want)
			}
		})
	}
	if len(asked) == 0 || !strings.HasPrefix(asked[0], "sigstore bearer ") {
		t.Errorf("GitHub was asked %q, want audience sigstore with the request token", asked)
	}
}

// TestKeylessSignerRenewsCertificate: a certificate that expired while
// the approver reviewed is renewed with the same token before signing.
func TestKeylessSignerRenewsCertificate(t *testing.T) {
	ss := sigstoretest.New(t)
	s := newKeyless(t, ss, "alice@example.com", "https://issuer.example", ss.TrustedRootJSON)
	if _, err := s.SignBlob(context.Background(), []byte("a")); err != nil {
		t.Fatal(err)
	}
	s.now = func() time.Time { return time.Now().Add(20 * time.Minute) }
	b, err := s.SignBlob(context.Background(), []byte("b"))
	if err != nil {
		t.Fatal(err)
	}
	if certs, _, _ := ss.Counts(); certs != 2 {
		t.Errorf("%d certificates issued, want 2 (the expired one renewed)", certs)
	}
	v, err := NewBlobVerifier(ss.TrustedRootJSON)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := v.Verify(b, []byte("b")); err != nil {
		t.Errorf("signature with the renewed certificate: %v", err)
	}
	ss.RejectCertificates()
	if _, err := s.SignBlob(context.Background(), []byte("c")); err == nil || !strings.Contains(err.Error(), "expired") {
		t.Errorf("renewal refused: err = %v, want one saying the certificate expired", err)
	}
}

// TestKeylessWithLog: with a Rekor in the signing config, each signature
// is logged; a trusted root that lists the log requires the entry, and
// the log's integrated time alone witnesses a signature.
func TestKeylessWithLog(t *testing.T) {
	ss := sigstoretest.NewWithLog(t)
	v, err := NewBlobVerifier(ss.TrustedRootJSON)
	if err != nil {
		t.Fatal(err)
	}
	msg := []byte("skillpin approval v1\n")
	for _, tc := range []struct {
		name    string
		config  []byte
		logged  bool
		entries int
	}{
		{"timestamp and log", ss.SigningConfigJSON, true, 1},
		{"log only", sigstoretest.SigningConfig(t, ss.FulcioURL, "", ss.RekorURL), true, 1},
		{"timestamp only", sigstoretest.SigningConfig(t, ss.FulcioURL, ss.TSAURL), false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			svc, err := ParseSigningConfig(tc.config, time.Now())
			if err != nil {
				t.Fatal(err)
			}
			k, err := NewKeylessSigner(context.Background(), svc, ss.Token("alice@example.com", "https://issuer.example"), KeylessOptions{})
			if err != nil {
				t.Fatal(err)
			}
			before := ss.LogEntries()
			b, err := k.SignBlob(context.Background(), msg)
			if err != nil {
				t.Fatal(err)
			}
			if got := ss.LogEntries() - before; got != tc.entries {
				t.Errorf("%d log entries, want %d", got, tc.entries)
			}
			_, err = v.Verify(b, msg)
			switch {
			case tc.logged && err != nil:
				t.Fatalf("Verify: %v", err)
			case !tc.logged && err == nil:
				t.Fatal("a signature the root's log never saw verified")
			}
			if tc.logged {
				if _, err := v.Verify(b, append([]byte{}, append(msg, '!')...)); err == nil {
					t.Error("a logged signature verified for another message")
				}
			}
		})
	}
}
