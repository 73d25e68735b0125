package manifest

import (
	"strings"
	"testing"
)

func TestManifestRefusesUnanchoredRegexps(t *testing.T) {
	const head = "[[source]]\nname = \"a\"\nurl = \"x\"\nskills = [\"s\"]\n[source.signature]\ntrusted_root = \"r\"\n"
	tests := []struct{ sig, want string }{
		{"identity_regexp = 'acme/skills'\nissuer = \"i\"\n", `skills.toml:7:1: source "a": signature: identity_regexp "acme/skills" is not anchored, so it matches anywhere in the certificate's identity`},
		{"identity = \"me\"\nissuer_regexp = '^https://token\\.actions\\.githubusercontent\\.com'\n", `skills.toml:8:1: source "a": signature: issuer_regexp "^https://token\\.actions\\.githubusercontent\\.com" is not anchored at its end ($), so it accepts every issuer that begins with a match`},
	}
	for _, tt := range tests {
		_, err := ParseManifest([]byte(head+tt.sig), "skills.toml")
		if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "write ") {
			t.Errorf("%q: error %v\nwant %q", tt.sig, err, tt.want)
		}
	}
}
