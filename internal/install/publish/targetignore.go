package publish

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/install/atomicfile"
)

// targetIgnoreHeader starts the .gitignore skillpin writes in a target. A
// file that does not start with it is someone else's and is never touched.
const targetIgnoreHeader = "# Written by skillpin: the entries it installs in this directory"

// writeTargetIgnore keeps a .gitignore in a target directory naming the
// entries skillpin owns there (and itself), so that `git status` stays
// clean after an install: the entries are rebuilt from skills.lock on
// every machine and are not committed. A team's own skills in the same
// directory are not named, so they stay tracked (and a name git already
// tracks is never hidden by an ignore rule anyway). A .gitignore that
// skillpin did not write is left alone; with no owned entry left, skillpin's
// own file is removed.
func writeTargetIgnore(dir string, owned []string) error {
	p := filepath.Join(dir, ".gitignore")
	var want []byte
	if len(owned) > 0 {
		want = targetIgnore(owned)
	}
	fi, err := os.Lstat(p)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if want == nil {
			return nil
		}
	case err != nil:
		return fmt.Errorf("target %s: %w", dir, err)
	case !fi.Mode().IsRegular():
		return nil // not a file skillpin wrote
	default:
		// No more is read than tells whose the file is (the header) and
		// whether it is current (one byte past what it should hold).
		old, err := readBounded(p, int64(max(len(want), len(targetIgnoreHeader))+1))
		if err != nil {
			return fmt.Errorf("target %s: %w", dir, err)
		}
		if !bytes.HasPrefix(old, []byte(targetIgnoreHeader)) {
			return nil // the team's own
		}
		if want == nil {
			if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return fmt.Errorf("target %s: %w", dir, err)
			}
			return nil
		}
		if bytes.Equal(old, want) {
			return nil
		}
	}
	return atomicfile.WriteFile(p, want, 0o644, "")
}

// targetIgnore is the content of skillpin's .gitignore for the owned names.
func targetIgnore(owned []string) []byte {
	var b strings.Builder
	b.WriteString(targetIgnoreHeader + "\n")
	b.WriteString("# from the trusted root; `skillpin install` rebuilds them on every machine.\n")
	b.WriteString("# Skills of your own in this directory are not listed and stay tracked.\n")
	b.WriteString("/.gitignore\n")
	for _, n := range slices.Sorted(slices.Values(owned)) {
		b.WriteString("/" + escapeIgnore(n) + "\n") // a directory, or a link with install = "symlink"
	}
	return []byte(b.String())
}

// escapeIgnore escapes the characters gitignore patterns give a meaning.
// Skill names are [a-z0-9-], so this only guards a future rule change.
func escapeIgnore(name string) string {
	var b strings.Builder
	for _, r := range name {
		if strings.ContainsRune(`\*?[]!# `, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// readBounded reads at most limit bytes of a file.
func readBounded(p string, limit int64) ([]byte, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, limit))
}
