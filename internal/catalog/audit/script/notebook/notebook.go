// Package notebook reads a Jupyter notebook's code cells as one Python
// file for the script analysis (a leaf).
package notebook

import (
	"bytes"
	"encoding/json"
	"strings"
)

// Code is the code of a Jupyter notebook's code cells as one
// Python file, each line of code at the line of the notebook that holds
// it (so a finding points into the .ipynb), other lines blank. A cell
// can be hidden from the notebook's reader (source_hidden, a collapsed
// input) and still runs with the others: the code is read whatever the
// cell's metadata says. A notebook whose JSON is not laid out one source
// line per line (minified) is read cell by cell from its parse, each
// cell's code after the one before.
func Code(data []byte) []byte {
	var out bytes.Buffer
	inCode, inSource, found := false, false, false
	for _, raw := range bytes.Split(data, []byte("\n")) {
		l := strings.TrimSpace(string(raw))
		code := ""
		switch {
		case strings.HasPrefix(l, `"cell_type":`):
			inCode, inSource = strings.Contains(l, `"code"`), false
		case strings.HasPrefix(l, `"source":`):
			rest := strings.TrimSpace(strings.TrimPrefix(l, `"source":`))
			inSource = rest == "["
			if inCode && strings.HasPrefix(rest, `"`) {
				code = jsonString(rest)
			}
		case inSource && (l == "]" || l == "],"):
			inSource = false
		case inSource && inCode && strings.HasPrefix(l, `"`):
			code = jsonString(l)
		}
		found = found || code != ""
		out.WriteString(strings.ReplaceAll(strings.TrimSuffix(code, "\n"), "\n", "; "))
		out.WriteByte('\n')
	}
	if found {
		return out.Bytes()
	}
	// Not laid out one line per source line: parse it.
	var nb struct {
		Cells []struct {
			Type   string          `json:"cell_type"`
			Source json.RawMessage `json:"source"`
		} `json:"cells"`
	}
	if json.Unmarshal(data, &nb) != nil {
		return nil
	}
	out.Reset()
	for _, c := range nb.Cells {
		if c.Type != "code" {
			continue
		}
		var lines []string
		var one string
		if json.Unmarshal(c.Source, &lines) != nil {
			if json.Unmarshal(c.Source, &one) != nil {
				continue
			}
			lines = []string{one}
		}
		out.WriteString(strings.Join(lines, ""))
		out.WriteByte('\n')
	}
	return out.Bytes()
}

// jsonString decodes the JSON string literal l starts with ("" when it
// is not one).
func jsonString(l string) string {
	l = strings.TrimSuffix(l, ",")
	var s string
	if json.Unmarshal([]byte(l), &s) != nil {
		return ""
	}
	return s
}
