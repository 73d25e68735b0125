package audit

import (
	"bytes"
	"strings"

	"gopkg.in/yaml.v3"
)

// yamlDecoded marks the text audited for SKILL.md's frontmatter as YAML
// reads it: a double-quoted scalar may spell "curl" as "\x63url", which
// a pattern over the bytes as written does not see and every harness
// decodes. Findings in it carry the context "yaml_decoded" and show the
// decoded text.
const yamlDecoded = "yaml_decoded"

// maxFrontmatter bounds the frontmatter decoded (the catalog's own bound
// on SKILL.md is larger; a frontmatter longer than this is not a
// harness's).
const maxFrontmatter = 64 << 10

// decodedFrontmatter returns SKILL.md's frontmatter with every
// double-quoted scalar holding an escape replaced by its decoded value on
// the line where it starts (other lines empty, so line numbers stay those
// of the file), or nil when no scalar holds an escape or the frontmatter
// does not parse (the catalog reports that).
func decodedFrontmatter(d []byte) []byte {
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
