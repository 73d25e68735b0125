package cijob

import (
	"strings"
	"testing"
)

// TestHeredocDet22: a match inside a here-document that a script
// writes to a YAML file is in a CI job definition when that body is
// one; the opening line is looked for at most maxBack bytes back.
func TestHeredocDet22(t *testing.T) {
	const wf = "on: discussion\njobs:\n  p:\n    runs-on: [self-hosted]\n    steps:\n      - run: echo ${{ github.event.discussion.body }}\n"
	for _, c := range []struct {
		name, data, at string
		want           bool
	}{
		{"cat > file <<'WF'", "mkdir -p .github/workflows\ncat > .github/workflows/d.yaml <<'WF'\n" + wf + "WF\ngit add .\n", "echo ${{", true},
		{"cat <<EOF | tee file", "cat <<EOF | tee .github/workflows/d.yml\n" + wf + "EOF\n", "echo ${{", true},
		{"after the terminator", "cat > .github/workflows/d.yml <<'WF'\n" + wf + "WF\necho ${{ x }}\n", "echo ${{ x", false},
		{"a fragment, no job", "cat > step.yml <<'S'\n- run: echo ${{ github.event.discussion.body }}\nS\n", "echo ${{", false},
		{"a shell file, not YAML", "cat > d.sh <<'WF'\n" + wf + "WF\n", "echo ${{", false},
		{"no here-document", wf, "echo ${{", false},
	} {
		at := strings.Index(c.data, c.at)
		if got := Heredoc("s.sh", []byte(c.data), at); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
	// The opener is looked for maxBack bytes back, no further.
	far := "cat > .github/workflows/d.yml <<'WF'\n" + strings.Repeat("# pad\n", maxBack/6+1) + wf + "WF\n"
	if Heredoc("s.sh", []byte(far), strings.Index(far, "echo ${{")) {
		t.Error("an opener beyond maxBack was read")
	}
}
