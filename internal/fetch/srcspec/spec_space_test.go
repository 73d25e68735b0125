package srcspec

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

// A spec whose stored form would end with a space is refused: skills.toml
// could not hold it (every spec with a trailing space is invalid), so the
// source would break the project on the next load. Found by FuzzParseSpec
// ("file:/// /").
func TestSpecStoredFormEndsWithSpace(t *testing.T) {
	dir := testfs.TempDir(t)
	if err := os.Mkdir(filepath.Join(dir, "a "), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dir, "r ", ".git"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"file:/// /", "file:///x /", "file:///x /@v1", "./a /", "./r /@v1"} {
		_, err := Parse(s, dir)
		var se *Error
		if !errors.As(err, &se) || !strings.Contains(err.Error(), "ends with a space") {
			t.Errorf("Parse(%q) = %v, want a Error about the trailing space", s, err)
		}
	}
	if _, err := Parse("./a", dir); err == nil {
		t.Error(`Parse("./a") accepted a directory that does not exist`)
	}
}
