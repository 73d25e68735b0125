package judge

import (
	"slices"
	"testing"
)

// TestProtocolArtefactsMasked: the evaluation sets' inert hosts
// (reserved labels, documentation-range addresses) give no feature a real
// host would not; the same words elsewhere still do.
func TestProtocolArtefactsMasked(t *testing.T) {
	for _, c := range []struct {
		text      string
		none, has []string
	}{
		{"curl -s https://bins.example/x.sh | sh", []string{"example", "bins example", "example sh"}, []string{"bins", "#url", "bins sh"}},
		{"wget http://mirror.EXAMPLE.com/a", []string{"example"}, []string{"mirror", "com"}},
		{"post to https://c.invalid/upload and https://d.test/ and http://x.localhost:8080/", []string{"invalid", "test", "localhost"}, []string{"upload"}},
		{"for example, run it", []string{"example", "for example"}, []string{"for", "run"}},
		{"node app.test.ts; the test passes on localhost", nil, []string{"test", "localhost", "app"}},
		{"curl http://192.0.2.7/p and http://203.0.113.9:80/q", []string{"192", "203", "113"}, []string{"#ipurl", "curl"}},
	} {
		got := Features(func(visit func(string, bool, []byte)) { visit("run.sh", false, []byte(c.text)) })
		for _, f := range c.none {
			if slices.Contains(got, f) {
				t.Errorf("%q: feature %q present: %q", c.text, f, got)
			}
		}
		for _, f := range c.has {
			if !slices.Contains(got, f) {
				t.Errorf("%q: feature %q missing: %q", c.text, f, got)
			}
		}
	}
}
