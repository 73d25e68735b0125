package hosts

import "testing"

// TestBrandTLD: a host under a brand's own top-level domain is that
// company's; a name spelling the brand elsewhere, or a plain-http URL to
// it, is not known (fpc11).
func TestBrandTLD(t *testing.T) {
	for _, tc := range []struct {
		url  string
		want bool
	}{
		{"https://antigravity.google/cli/install.sh", true},
		{"https://dl.antigravity.google/x", true},
		{"https://aka.microsoft/setup", true},
		{"https://developer.apple/x", true},
		{"https://antigravity.google.evil.dev/cli/install.sh", false},
		{"https://antigravity-google.dev/cli/install.sh", false},
		{"https://google/x", false},
		{"https://x.on.aws/install.sh", false},
		{"https://ep.endpoints.p.cloud.goog/install.sh", false},
		{"http://antigravity.google/cli/install.sh", false},
	} {
		us := URLs(tc.url)
		if len(us) != 1 {
			t.Fatalf("%s: %d URLs", tc.url, len(us))
		}
		if got := Known(us[0]); got != tc.want {
			t.Errorf("Known(%s) = %v, want %v", tc.url, got, tc.want)
		}
	}
}
