package lockdiff

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/lock"
)

var (
	claimKey    = "sha256:" + strings.Repeat("0", 64)
	claimBundle = catalog.DigestBytes([]byte("forged bundle"))
)

// claimed is sampleLock with a signature record appended to the unsigned
// deploy skill, content unchanged (what a hand edit of the lock does), and
// a new skill that arrives with a signature record.
func claimed() *Changes {
	newer := editLock(func(l *lock.Lock) {
		l.Skill("deploy").Signature = &lock.LockedSignature{Bundle: claimBundle, Key: claimKey}
		s := skill("fresh", "anthropic", "skills/fresh", file("SKILL.md", "fresh", false))
		s.Signature = &lock.LockedSignature{Bundle: claimBundle, Key: claimKey}
		l.Skills = append(l.Skills, s)
	})
	return Diff(sampleLock(), newer)
}

func renderAll(t *testing.T, c *Changes) map[string]string {
	t.Helper()
	out := map[string]string{}
	for format, render := range map[string]func(*bytes.Buffer, *Changes) error{
		"text":     func(b *bytes.Buffer, c *Changes) error { return RenderText(b, c) },
		"markdown": func(b *bytes.Buffer, c *Changes) error { return RenderMarkdown(b, c) },
		"json":     func(b *bytes.Buffer, c *Changes) error { return RenderJSON(b, c) },
	} {
		var b bytes.Buffer
		if err := render(&b, c); err != nil {
			t.Fatal(err)
		}
		out[format] = b.String()
	}
	return out
}

// TestSignatureRecordIsAClaim: a signature record in a lock is what the
// lock claims, and no rendering shows it as a signer; only a signature
// marked verified is shown as "signed by".
func TestSignatureRecordIsAClaim(t *testing.T) {
	out := renderAll(t, claimed())
	wants := map[string][]string{
		"text": {
			"  signature added: skills.lock claims a signature by key " + claimKey + ", not verified by this review; `skillpin verify` checks it\n",
			"\n  skills.lock claims a signature by key " + claimKey + ", not verified by this review",
		},
		"markdown": {"| Signature | none recorded | skills.lock claims `key " + claimKey + "` |", "this review did not verify them"},
		"json":     {`"claimed_signer": "key ` + claimKey + `"`},
	}
	for format, o := range out {
		for _, w := range wants[format] {
			if !strings.Contains(o, w) {
				t.Errorf("%s lacks %q:\n%s", format, w, o)
			}
		}
		for _, bad := range []string{"signed by key " + claimKey, "signed by `key " + claimKey, `"signer": "key ` + claimKey} {
			if strings.Contains(o, bad) {
				t.Errorf("%s shows the claim as a signer (%q):\n%s", format, bad, o)
			}
		}
	}

	// Verified (as approve does after verifying): now it is a signer.
	c := claimed()
	for i := range c.Skills {
		c.Skills[i].To.Verified("key " + claimKey)
	}
	out = renderAll(t, c)
	for format, w := range map[string]string{
		"text":     "  signature added: signed by key " + claimKey + " (verified)\n",
		"markdown": "| Signature | none recorded | signed by `key " + claimKey + "` (verified) |",
		"json":     `"signer": "key ` + claimKey + `"`,
	} {
		if !strings.Contains(out[format], w) {
			t.Errorf("verified: %s lacks %q:\n%s", format, w, out[format])
		}
		if strings.Contains(out[format], "skills.lock claims") || strings.Contains(out[format], "claimed_signer") {
			t.Errorf("verified: %s still calls the signature a claim:\n%s", format, out[format])
		}
	}
	// Another signer than the recorded one does not verify the record.
	c = claimed()
	c.Skills[0].To.Verified("key sha256:" + strings.Repeat("1", 64))
	if c.Skills[0].To.Signer != "" {
		t.Errorf("Verified with another signer marked the record verified: %+v", c.Skills[0].To)
	}
}

// bundles is a BundleSource: the bundle digest at each skill path ("" for
// none); a path not in the map cannot be read.
type bundles struct {
	mapStore
	at map[string]string
}

func (b bundles) BundleDigest(v *Version) (string, error) {
	d, ok := b.at[v.Path]
	if !ok {
		return "", errors.New("not fetched")
	}
	return d, nil
}

// TestSignatureNotUpstream: a signature record whose bundle the pinned
// commit does not hold is a risk; one it holds, or a commit that cannot
// be read, is not.
func TestSignatureNotUpstream(t *testing.T) {
	tests := []struct {
		name string
		at   map[string]string // path -> bundle digest at the commit
		want bool
	}{
		{"no bundle at the commit", map[string]string{"skills/fresh": ""}, true},
		{"another bundle at the commit", map[string]string{"skills/fresh": catalog.DigestBytes([]byte("real"))}, true},
		{"the recorded bundle", map[string]string{"skills/fresh": claimBundle}, false},
		{"commit not readable", map[string]string{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := claimed()
			c.AttachContent(bundles{mapStore{}, tt.at})
			got := slices.Contains(riskCodes(risksOf(c, "fresh")), RiskSignatureNotUpstream)
			if got != tt.want {
				t.Errorf("SIGNATURE_NOT_UPSTREAM = %v, want %v: %+v", got, tt.want, risksOf(c, "fresh"))
			}
		})
	}
	// A content source that cannot read bundles reports nothing.
	c := claimed()
	c.AttachContent(mapStore{})
	if slices.Contains(riskCodes(risksOf(c, "fresh")), RiskSignatureNotUpstream) {
		t.Error("SIGNATURE_NOT_UPSTREAM without a bundle source")
	}
}
