package policy

import (
	"strings"
	"testing"
)

// TestSignedApprovalsForbidStandIns: a layer that requires signed
// approvals makes approval = "lock" and trusted = true not count, even
// when a layer says lock = "allow" (issue 38, item 3): a stand-in has no
// signature, so counting it would make the requirement moot.
func TestSignedApprovalsForbidStandIns(t *testing.T) {
	_, pub := goKey(t)
	const signed = "[approval]\nsigned = true\nallowed_signers = \"allowed\"\n"
	layer := func(t *testing.T, name, text string) Layer {
		t.Helper()
		p, err := Parse([]byte(text), name+".toml", func(string) ([]byte, error) { return []byte("a@example.com " + pub + "\n"), nil }, nil)
		if err != nil {
			t.Fatal(err)
		}
		return Layer{Name: name, Origin: name + ".toml", Policy: p}
	}
	for _, tc := range []struct {
		name   string
		layers []Layer
		want   string // the rule that forbids, "" for none
	}{
		{"no rule", []Layer{layer(t, LayerProject, "")}, ""},
		{"signed", []Layer{layer(t, LayerOrganisation, signed)}, "approval.signed"},
		{"signed, a later layer allows lock", []Layer{layer(t, LayerOrganisation, signed), layer(t, LayerProject, "[approval]\nlock = \"allow\"\ntrusted_sources = \"allow\"\n")}, "approval.signed"},
		{"signed in the user layer", []Layer{layer(t, LayerProject, ""), layer(t, LayerUser, signed)}, "approval.signed"},
		{"signed = false", []Layer{layer(t, LayerOrganisation, "[approval]\nsigned = false\n")}, ""},
	} {
		eff := &Effective{Layers: tc.layers}
		for _, standIn := range []string{"lock", "trusted-source"} {
			v, ok := eff.ForbiddenStandIn(standIn)
			if got := map[bool]string{true: v.Rule}[ok]; got != tc.want {
				t.Errorf("%s, %s: forbidden by %q, want %q", tc.name, standIn, got, tc.want)
			}
			if ok && !strings.Contains(v.Message.String(), "approve --sign") {
				t.Errorf("%s, %s: %q does not name the fix", tc.name, standIn, v.Message)
			}
		}
		if _, ok := eff.ForbiddenStandIn(""); ok {
			t.Errorf("%s: no stand-in is forbidden", tc.name)
		}
	}
}
