package contentscan

import (
	"fmt"
	"path"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/skillpin/skillpin/internal/catalog"
)

// KnownFields are the frontmatter keys of the Agent Skills format and of
// the harnesses that extend it, spelled as they are read.
var KnownFields = []string{
	"name", "description", "license", "compatibility", "metadata", "allowed-tools",
	"when_to_use", "when_not_to_use", "disable-model-invocation", "user-invocable",
	"argument-hint", "arguments", "model", "context", "agent", "hooks", "version",
}

// fieldKey folds a key's spelling: case, and '-', '_', ' ' and '.' away,
// so that allowed_tools, allowedTools and "Allowed Tools" all fold to
// allowedtools.
func fieldKey(k string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case '-', '_', ' ', '.':
			return -1
		}
		return r
	}, strings.ToLower(k))
}

var canonicalField = func() map[string]string {
	m := map[string]string{}
	for _, k := range KnownFields {
		m[fieldKey(k)] = k
	}
	// Keys some harnesses read as tool grants under another name
	// (a subagent's "tools"): flagged as allowed-tools spelled another
	// way, since skillpin, the lock and the policy's tool ceiling read
	// allowed-tools only (issue 38, item 14).
	m["tools"] = "allowed-tools"
	return m
}()

// misspelledFields reports frontmatter keys that spell a known field
// another way. skillpin, the lock and the review read the canonical key
// only; a harness that is lenient about spelling may honour the other.
func misspelledFields(p string, data []byte) []Finding {
	doc, _ := catalog.ParseSkillMD(data)
	if doc == nil || doc.Frontmatter == nil || doc.Frontmatter.Node == nil {
		return nil
	}
	var out []Finding
	c := doc.Frontmatter.Node.Content
	line0 := frontmatterLine(data)
	for i := 0; i+1 < len(c); i += 2 {
		k, v := c[i], c[i+1]
		canon, known := canonicalField[fieldKey(k.Value)]
		if !known || canon == k.Value {
			continue
		}
		what := "skillpin reads only " + canon
		if _, both := doc.Frontmatter.Get(canon); both {
			what = "the file has " + canon + " too, and skillpin reads only that one"
		}
		out = append(out, Finding{Code: FieldMisspelled, File: p, Line: k.Line + line0, Message: fmt.Sprintf(
			"%s line %d: frontmatter key %q is a spelling of %q; %s (the lock and this review do not show its value), but a harness lenient about spelling may honour it: %q",
			show(p), k.Line+line0, excerpt(k.Value, 60), canon, what, excerpt(nodeText(v), 160))})
	}
	return out
}

// frontmatterLine is the file line before the frontmatter's first line
// (the opening --- is line 1, so YAML line 1 is file line 2).
func frontmatterLine(data []byte) int {
	if strings.HasPrefix(strings.TrimPrefix(string(data), "\ufeff"), "---") {
		return 1
	}
	return 0
}

// nodeText is a YAML value as text: a scalar's value, a sequence's items
// joined, a mapping's keys.
func nodeText(n *yaml.Node) string {
	switch n.Kind {
	case yaml.ScalarNode:
		return n.Value
	case yaml.SequenceNode, yaml.MappingNode:
		var parts []string
		for _, c := range n.Content {
			parts = append(parts, nodeText(c))
		}
		return strings.Join(parts, " ")
	}
	return ""
}

// nestedMessage describes a SKILL.md below the skill's own: the skill a
// harness scanning recursively would load from it.
func nestedMessage(p string, data []byte) string {
	dir := path.Dir(p)
	doc, problems := catalog.ParseSkillMD(data)
	what := "its frontmatter does not parse"
	if doc != nil && doc.Frontmatter != nil {
		fm := doc.Frontmatter
		what = fmt.Sprintf("name %q", excerpt(fm.Name, 64))
		switch {
		case fm.AllowedTools == nil:
			what += ", no allowed-tools"
		case len(fm.AllowedTools) == 0:
			what += ", allowed-tools empty"
		default:
			what += ", allowed-tools " + excerpt(strings.Join(fm.AllowedTools, ", "), 200)
		}
	} else if len(problems) > 0 {
		what += ": " + excerpt(problems[0].Message, 120)
	}
	return fmt.Sprintf("%s is a skill inside this skill (%s): it is published with this skill, and harnesses that scan skill directories recursively load %s/ as a skill of its own, with its own description and tools",
		show(p), what, show(dir))
}
