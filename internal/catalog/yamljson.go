package catalog

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// scalarKind is a scalar's type under the YAML 1.2 core schema.
type scalarKind int

const (
	typeStr scalarKind = iota
	typeNull
	typeBool
	typeInt
	typeFloat
)

// scalarType resolves a scalar node the way a YAML 1.2 core-schema reader
// does. yaml.v3's own tags follow YAML 1.1 habits (timestamps, 0b1010,
// 1_000), which would turn a date into a time and a version into a number;
// skillpin keeps anything that is not plainly null, bool, int or float a
// string.
func scalarType(n *yaml.Node) scalarKind {
	if n.Style&yaml.TaggedStyle != 0 {
		switch n.Tag {
		case "!!null":
			return typeNull
		case "!!bool":
			if _, ok := coreBool(n.Value); ok {
				return typeBool
			}
		case "!!int":
			if _, ok := coreInt(n.Value); ok {
				return typeInt
			}
		case "!!float":
			if coreFloat(n.Value) || isDecimalInt(n.Value) {
				return typeFloat
			}
		}
		return typeStr
	}
	if n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle|yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
		return typeStr
	}
	return coreType(n.Value)
}

// coreType resolves a plain scalar's text under the core schema.
func coreType(s string) scalarKind {
	switch s {
	case "", "~", "null", "Null", "NULL":
		return typeNull
	}
	if _, ok := coreBool(s); ok {
		return typeBool
	}
	if _, ok := coreInt(s); ok {
		return typeInt
	}
	if coreFloat(s) {
		return typeFloat
	}
	return typeStr
}

func isNull(n *yaml.Node) bool { return n.Kind == yaml.ScalarNode && scalarType(n) == typeNull }

func coreBool(s string) (value, ok bool) {
	switch s {
	case "true", "True", "TRUE":
		return true, true
	case "false", "False", "FALSE":
		return false, true
	}
	return false, false
}

// boolValue is the value of a boolean scalar node.
func boolValue(n *yaml.Node) (value, ok bool) {
	if n.Kind != yaml.ScalarNode || scalarType(n) != typeBool {
		return false, false
	}
	return coreBool(n.Value)
}

func isDigits(s string, ok func(byte) bool) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !ok(s[i]) {
			return false
		}
	}
	return true
}

func isDec(c byte) bool { return c >= '0' && c <= '9' }
func isOct(c byte) bool { return c >= '0' && c <= '7' }
func isHex(c byte) bool { return isDec(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F') }

func isDecimalInt(s string) bool {
	if s != "" && (s[0] == '+' || s[0] == '-') {
		s = s[1:]
	}
	return isDigits(s, isDec)
}

// coreInt parses [-+]?[0-9]+, 0o[0-7]+ and 0x[0-9a-fA-F]+.
func coreInt(s string) (*big.Int, bool) {
	base, digits := 10, s
	switch {
	case strings.HasPrefix(s, "0o"):
		base, digits = 8, s[2:]
		if !isDigits(digits, isOct) {
			return nil, false
		}
	case strings.HasPrefix(s, "0x"):
		base, digits = 16, s[2:]
		if !isDigits(digits, isHex) {
			return nil, false
		}
	default:
		if !isDecimalInt(s) {
			return nil, false
		}
	}
	v, ok := new(big.Int).SetString(strings.TrimPrefix(digits, "+"), base)
	return v, ok
}

// coreFloat matches [-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?,
// [-+]?\.(inf|Inf|INF) and \.(nan|NaN|NAN).
func coreFloat(s string) bool {
	switch s {
	case ".nan", ".NaN", ".NAN":
		return true
	}
	t := s
	if t != "" && (t[0] == '+' || t[0] == '-') {
		t = t[1:]
	}
	switch t {
	case ".inf", ".Inf", ".INF":
		return true
	}
	mant, exp := t, ""
	if i := strings.IndexAny(t, "eE"); i >= 0 {
		mant, exp = t[:i], t[i+1:]
		if exp != "" && (exp[0] == '+' || exp[0] == '-') {
			exp = exp[1:]
		}
		if !isDigits(exp, isDec) {
			return false
		}
	}
	intPart, frac, hasDot := strings.Cut(mant, ".")
	if !hasDot {
		return isDigits(intPart, isDec)
	}
	if intPart == "" {
		return isDigits(frac, isDec)
	}
	return isDigits(intPart, isDec) && (frac == "" || isDigits(frac, isDec))
}

// MarshalJSON renders the frontmatter as a JSON object with keys in source
// order and the values a YAML 1.2 core-schema reader gets: null, booleans,
// integers and floats typed, everything else (dates like 2024-01-02
// included) a string; nested mappings and lists recursively. Infinities and
// NaN, which JSON cannot hold, stay strings with their source text.
func (f *Frontmatter) MarshalJSON() ([]byte, error) {
	if f == nil || f.Node == nil {
		return []byte("null"), nil
	}
	var buf bytes.Buffer
	if err := writeJSON(&buf, f.Node); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func writeJSON(buf *bytes.Buffer, n *yaml.Node) error {
	switch n.Kind {
	case yaml.DocumentNode:
		if len(n.Content) == 0 {
			buf.WriteString("null")
			return nil
		}
		return writeJSON(buf, n.Content[0])
	case yaml.MappingNode:
		buf.WriteByte('{')
		for i := 0; i+1 < len(n.Content); i += 2 {
			if i > 0 {
				buf.WriteByte(',')
			}
			writeJSONString(buf, n.Content[i].Value)
			buf.WriteByte(':')
			if err := writeJSON(buf, n.Content[i+1]); err != nil {
				return err
			}
		}
		buf.WriteByte('}')
	case yaml.SequenceNode:
		buf.WriteByte('[')
		for i, c := range n.Content {
			if i > 0 {
				buf.WriteByte(',')
			}
			if err := writeJSON(buf, c); err != nil {
				return err
			}
		}
		buf.WriteByte(']')
	case yaml.ScalarNode:
		writeJSONScalar(buf, n)
	default:
		return fmt.Errorf("frontmatter line %d: cannot render a YAML alias as JSON", n.Line)
	}
	return nil
}

func writeJSONScalar(buf *bytes.Buffer, n *yaml.Node) {
	switch scalarType(n) {
	case typeNull:
		buf.WriteString("null")
	case typeBool:
		b, _ := coreBool(n.Value)
		buf.WriteString(strconv.FormatBool(b))
	case typeInt:
		v, _ := coreInt(n.Value)
		buf.WriteString(v.String())
	case typeFloat:
		v, err := strconv.ParseFloat(n.Value, 64)
		if err != nil || math.IsInf(v, 0) || math.IsNaN(v) {
			writeJSONString(buf, n.Value)
			return
		}
		b, _ := json.Marshal(v)
		buf.Write(b)
	default:
		writeJSONString(buf, n.Value)
	}
}

func writeJSONString(buf *bytes.Buffer, s string) {
	b, _ := json.Marshal(s) // a string always marshals
	buf.Write(b)
}
