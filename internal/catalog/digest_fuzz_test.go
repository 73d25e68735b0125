package catalog

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"slices"
	"sort"
	"strings"
	"testing"
)

// fuzzFileSet turns fuzz input into a file set: paths are the NUL-separated
// pieces of data (at most 64), each file's content digest is the digest of
// its index and path, and bit i of exec sets the executable bit of file i.
func fuzzFileSet(data []byte, exec uint64) FileSet {
	var set FileSet
	for i, p := range strings.Split(string(data), "\x00") {
		if i == 64 {
			break
		}
		set = append(set, File{Path: p, Digest: DigestBytes([]byte(string(rune('A'+i)) + p)), Exec: exec&(1<<i) != 0})
	}
	return set
}

// referenceDigest is the README's definition, written independently: lines
// "<hex> <mode> <path>\n" sorted by path bytes, sha256 over them.
func referenceDigest(set FileSet) string {
	lines := make([]string, 0, len(set))
	for _, f := range set {
		mode := "644"
		if f.Exec {
			mode = "755"
		}
		lines = append(lines, strings.TrimPrefix(f.Digest, "sha256:")+" "+mode+" "+f.Path+"\n")
	}
	// Sorting whole lines would order by digest; the order is by path.
	sort.SliceStable(lines, func(i, j int) bool { return pathOf(lines[i]) < pathOf(lines[j]) })
	sum := sha256.Sum256([]byte(strings.Join(lines, "")))
	return "sha256:" + hex.EncodeToString(sum[:])
}

func pathOf(line string) string { return strings.TrimSuffix(line[64+5:], "\n") }

func FuzzDigest(f *testing.F) {
	f.Add([]byte("SKILL.md\x00scripts/run.sh\x00references/a.md"), uint64(2))
	f.Add([]byte("SKILL.md"), uint64(0))
	f.Add([]byte(""), uint64(1))
	f.Add([]byte("b\x00a\x00a"), uint64(5))
	f.Add([]byte("x\n0000 644 y\x00x"), uint64(0)) // a path that forges a manifest line
	f.Add([]byte("é/ü\x00e\u0301\x00Z\x00z"), uint64(3))
	f.Fuzz(func(t *testing.T, data []byte, exec uint64) {
		set := fuzzFileSet(data, exec)
		d := set.Digest()
		if !ValidDigest(d) {
			t.Fatalf("Digest = %q, not a valid digest", d)
		}
		if hasDuplicatePaths(set) {
			return // no file set has them; their order would be arbitrary
		}
		if want := referenceDigest(set); d != want {
			t.Fatalf("Digest = %s, the README's definition gives %s", d, want)
		}
		rev := slices.Clone(set)
		slices.Reverse(rev)
		if got := rev.Digest(); got != d {
			t.Fatalf("Digest depends on order: %s vs %s", d, got)
		}
		if !validUnique(set) {
			return
		}
		// For the sets a lock can hold (valid, unique paths), the
		// manifest is a commitment: it parses back to exactly the set,
		// and any change to a path, mode or content changes the digest.
		sorted := slices.Clone(set)
		sorted.Sort()
		var buf bytes.Buffer
		if err := sorted.Manifest(&buf); err != nil {
			t.Fatal(err)
		}
		back := parseManifest(t, buf.String())
		if !slices.Equal(back, stripFrom(sorted)) {
			t.Fatalf("manifest does not parse back:\n%q\n%v\n%v", buf.String(), back, sorted)
		}
		for i := range set {
			changed := slices.Clone(set)
			changed[i].Exec = !changed[i].Exec
			if changed.Digest() == d {
				t.Fatalf("flipping the exec bit of %q keeps the digest", set[i].Path)
			}
			changed = slices.Clone(set)
			changed[i].Digest = DigestBytes([]byte("other " + set[i].Path))
			if changed.Digest() == d {
				t.Fatalf("changing the content of %q keeps the digest", set[i].Path)
			}
			changed = slices.Clone(set)
			changed[i].Path += ".renamed"
			if _, taken := set.lookupAny(changed[i].Path); !taken && ValidPath(changed[i].Path) == nil && changed.Digest() == d {
				t.Fatalf("renaming %q keeps the digest", set[i].Path)
			}
		}
	})
}

// FuzzHasher: hashing a stream in any chunks gives the digest of the whole.
func FuzzHasher(f *testing.F) {
	f.Add([]byte("hello, world"), uint8(3))
	f.Fuzz(func(t *testing.T, data []byte, chunk uint8) {
		h := NewHasher()
		step := int(chunk) + 1
		for i := 0; i < len(data); i += step {
			h.Write(data[i:min(i+step, len(data))])
		}
		if h.Digest() != DigestBytes(data) || h.Size() != int64(len(data)) {
			t.Fatalf("Hasher gives %s (%d bytes), DigestBytes %s (%d bytes)", h.Digest(), h.Size(), DigestBytes(data), len(data))
		}
	})
}

func hasDuplicatePaths(set FileSet) bool {
	seen := map[string]bool{}
	for _, f := range set {
		if seen[f.Path] {
			return true
		}
		seen[f.Path] = true
	}
	return false
}

func validUnique(set FileSet) bool {
	for _, f := range set {
		if ValidPath(f.Path) != nil {
			return false
		}
	}
	return !hasDuplicatePaths(set)
}

func (s FileSet) lookupAny(path string) (File, bool) {
	for _, f := range s {
		if f.Path == path {
			return f, true
		}
	}
	return File{}, false
}

func stripFrom(set FileSet) FileSet {
	out := slices.Clone(set)
	for i := range out {
		out[i].From = ""
	}
	return out
}

// parseManifest reads manifest lines back into files (sizes are not part
// of the manifest).
func parseManifest(t *testing.T, m string) FileSet {
	t.Helper()
	var out FileSet
	for _, line := range strings.SplitAfter(m, "\n") {
		if line == "" {
			continue
		}
		hexPart, rest, ok1 := strings.Cut(strings.TrimSuffix(line, "\n"), " ")
		mode, path, ok2 := strings.Cut(rest, " ")
		if !ok1 || !ok2 || (mode != "644" && mode != "755") || !strings.HasSuffix(line, "\n") {
			t.Fatalf("malformed manifest line %q", line)
		}
		out = append(out, File{Path: path, Digest: "sha256:" + hexPart, Exec: mode == "755"})
	}
	return out
}
