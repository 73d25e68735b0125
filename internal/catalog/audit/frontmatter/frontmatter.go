// Package frontmatter is the audit's own light reading of SKILL.md's
// frontmatter: the line that declares the skill's name (Name), and the
// double-quoted scalars whose escapes hide words from a pattern, decoded
// (Decoded). The catalog checks the frontmatter in full; this reads only
// what the audit matches against. It is a leaf: bytes in, text out.
package frontmatter

import (
	"bytes"
	"strings"

	"gopkg.in/yaml.v3"
)

// maxFrontmatter bounds the frontmatter decoded (the catalog's own bound
// on SKILL.md is larger; a frontmatter longer than this is not a
// harness's).
const maxFrontmatter = 64 << 10

// Decoded returns SKILL.md's frontmatter with every
// double-quoted scalar holding an escape replaced by its decoded value on
// the line where it starts (other lines empty, so line numbers stay those
// of the file), or nil when no scalar holds an escape or the frontmatter
// does not parse (the catalog reports that).
func Decoded(d []byte) []byte {
	d = bytes.TrimPrefix(d, []byte("\ufeff"))
	if !bytes.HasPrefix(d, []byte("---\n")) && !bytes.HasPrefix(d, []byte("---\r\n")) {
		return nil
	}
	end := bytes.Index(d[3:], []byte("\n---"))
	if end < 0 || end > maxFrontmatter {
		return nil
	}
	fm := d[:3+end+1]
	if !bytes.Contains(fm, []byte(`\`)) {
		return nil
	}
	var root yaml.Node
	if err := yaml.Unmarshal(fm[bytes.IndexByte(fm, '\n')+1:], &root); err != nil {
		return nil
	}
	lines := strings.Split(string(fm), "\n")
	out := make([]string, len(lines))
	out[0] = "---"
	found := false
	var walk func(n *yaml.Node, depth int)
	walk = func(n *yaml.Node, depth int) {
		if depth > 32 {
			return
		}
		if n.Kind == yaml.ScalarNode && n.Style&yaml.DoubleQuotedStyle != 0 {
			ln := n.Line // 1-based within the YAML, which starts on line 2
			if ln >= 1 && ln < len(lines) {
				raw := lines[ln]
				if strings.Contains(raw, `\`) || ln+1 < len(lines) && strings.Contains(lines[ln+1], `\`) {
					prefix := ""
					if i := strings.IndexByte(raw, '"'); i >= 0 {
						prefix = raw[:i]
					}
					out[ln] = prefix + strings.Join(strings.Fields(n.Value), " ")
					found = true
				}
			}
		}
		for _, c := range n.Content {
			walk(c, depth+1)
		}
	}
	walk(&root, 0)
	if !found {
		return nil
	}
	return []byte(strings.Join(out, "\n") + "\n---\n")
}

// Name returns the name SKILL.md's frontmatter declares and
// the offset of the line that declares it (only the line is parsed: the
// audit reads every file of every skill, and SKILL.md's frontmatter is
// checked in full by lint and when locking).
func Name(data []byte) (string, int, bool) {
	rest, ok := bytes.CutPrefix(data, []byte("---"))
	if !ok {
		return "", 0, false
	}
	off := len(data) - len(rest)
	for off < len(data) {
		end := bytes.IndexByte(data[off:], '\n')
		if end < 0 {
			end = len(data) - off
		}
		line := bytes.TrimRight(data[off:off+end], "\r")
		if bytes.Equal(line, []byte("---")) {
			break
		}
		if bytes.HasPrefix(line, []byte("name:")) {
			var v struct {
				Name string `yaml:"name"`
			}
			if err := yaml.Unmarshal(line, &v); err != nil || strings.TrimSpace(v.Name) == "" {
				return "", 0, false
			}
			return strings.TrimSpace(v.Name), off, true
		}
		off += end + 1
	}
	return "", 0, false
}
