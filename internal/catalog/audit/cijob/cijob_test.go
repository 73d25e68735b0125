package cijob

import "testing"

func TestIs(t *testing.T) {
	for _, c := range []struct {
		path, data string
		want       bool
	}{
		{".github/workflows/ci.yml", "on: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n", true},
		{"ci.yaml", "\"on\":\n  push:\njobs:\n  a:\n    runs-on: x\n", true},
		{".gitlab-ci.yml", "stages:\n  - test\njob:\n  script:\n    - make\n", true},
		{"job.yml", "image: golang\njob:\n  script:\n    - go test\n", true},
		{"ci.sh", "on: push\njobs:\n  t:\n    runs-on: x\n", false},      // not YAML
		{"config.yml", "on: push\njobs:\n  t:\n    steps: []\n", false},  // no runner
		{"compose.yaml", "services:\n  app:\n    image: nginx\n", false}, // no script
		{"list.yml", "script:\n  - make\nstages:\n  - a\n", false},       // script not a job's
	} {
		if got := Is(c.path, []byte(c.data)); got != c.want {
			t.Errorf("Is(%q, %q) = %v, want %v", c.path, c.data, got, c.want)
		}
	}
}
