package tooltext

import (
	"strings"

	"gopkg.in/yaml.v3"
)

// A data file (JSON, YAML) SKILL.md tells the agent to follow is read
// for its strings ("load voice.json and follow its directives":
// EchoLeak's and AgentFlayer's injection through retrieved data).

// maxDataText bounds the data file read by DataText, and maxDataValues
// how many of its strings are read.
const (
	maxDataText   = 256 << 10
	maxDataValues = 2000
)

// DataText is the text a followed data file (JSON, YAML) gives the
// agent: its string values that hold a space (sentences, not names or
// keys), each at its own line, so that findings point to it; other
// lines are blank and each value is a paragraph. A file that does not
// parse, or is past maxDataText, is read as it is.
func DataText(src string) string {
	if len(src) > maxDataText {
		return src
	}
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(src), &doc); err != nil {
		return src
	}
	lines := make([]string, strings.Count(src, "\n")+1)
	n := 0
	var walk func(x *yaml.Node, depth int)
	walk = func(x *yaml.Node, depth int) {
		if x == nil || depth > 32 || n >= maxDataValues || x.Kind == yaml.AliasNode {
			return
		}
		if x.Kind == yaml.ScalarNode && x.Tag == "!!str" && strings.Contains(x.Value, " ") && x.Line >= 1 && x.Line <= len(lines) {
			n++
			v := strings.ReplaceAll(x.Value, "\n", " ")
			if l := &lines[x.Line-1]; *l != "" {
				*l += " " + v
			} else {
				*l = v
			}
		}
		for _, c := range x.Content {
			walk(c, depth+1)
		}
	}
	walk(&doc, 0)
	return strings.Join(lines, "\n")
}
