package catalog

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"github.com/skillpin/skillpin/internal/lock/names"
)

// SkillFile is the file that makes a directory a skill.
const SkillFile = "SKILL.md"

// Frontmatter is the parsed YAML header of a SKILL.md. The typed fields are
// the keys skillpin understands; Node keeps every key, known or not, in
// source order, so nothing the author wrote is lost.
type Frontmatter struct {
	Name        string
	Description string // surrounding whitespace trimmed, so every scalar style reads the same
	// Compatibility is the free-text environment requirement, "" when absent.
	Compatibility string
	// AllowedTools is normalized from "A B", "A, B" or a list; nil when
	// undeclared, empty (non-nil) when declared empty. Parentheses group,
	// so "Bash(git add:*)" stays one tool.
	AllowedTools []string
	// WhenToUse and WhenNotToUse accept a string (one item) or a list.
	WhenToUse, WhenNotToUse []string
	// DisableModelInvocation is `disable-model-invocation: true`.
	DisableModelInvocation bool
	// Arguments are the named arguments declared by `arguments`: a
	// mapping of name to {type, required, description}, a list of names
	// or of {name: …} entries, or a space-separated string.
	Arguments []Argument
	// Node is the mapping node, keys in source order, unknown keys kept.
	Node *yaml.Node

	raw []byte // the YAML text between the --- lines
}

// Document is a parsed SKILL.md.
type Document struct {
	Frontmatter *Frontmatter
	// Body is the verbatim text after the closing --- line (CRLF kept).
	Body string
}

// Get returns the value node of a top-level frontmatter key.
func (f *Frontmatter) Get(key string) (*yaml.Node, bool) {
	if f == nil || f.Node == nil {
		return nil, false
	}
	c := f.Node.Content
	for i := 0; i+1 < len(c); i += 2 {
		if c[i].Value == key {
			return c[i+1], true
		}
	}
	return nil, false
}

// YAML re-serialises the frontmatter (keys in source order, two-space
// indent), without the --- delimiters.
func (f *Frontmatter) YAML() []byte {
	if f == nil || f.Node == nil {
		return nil
	}
	if len(f.Node.Content) == 0 {
		return []byte("{}\n")
	}
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(encodable(f.Node)); err != nil || enc.Close() != nil {
		// The node came from the parser, so this does not happen; the
		// source text is the same data, only less tidy.
		return bytes.ReplaceAll(f.raw, []byte("\r\n"), []byte("\n"))
	}
	return buf.Bytes()
}

// encodable copies n for the encoder, spelling empty nulls as "null": the
// emitter writes an empty plain scalar inside a flow collection as a quoted
// empty string, which would turn null into a string.
func encodable(n *yaml.Node) *yaml.Node {
	c := *n
	if c.Kind == yaml.ScalarNode && c.Value == "" && isNull(n) {
		c.Value = "null"
	}
	// The emitter drops a leading line break from a folded or literal
	// block (">\n\n 0" is "\n0\n", written back as "0\n"): such a
	// value is written double-quoted, which keeps every byte.
	if c.Kind == yaml.ScalarNode && c.Style&(yaml.FoldedStyle|yaml.LiteralStyle) != 0 && strings.HasPrefix(c.Value, "\n") {
		c.Style = yaml.DoubleQuotedStyle
	}
	if len(n.Content) > 0 {
		c.Content = make([]*yaml.Node, len(n.Content))
		for i, child := range n.Content {
			c.Content[i] = encodable(child)
		}
	}
	return &c
}

// ParseSkillMD parses SKILL.md content and checks every frontmatter rule.
// Problems name File "SKILL.md"; callers re-base them onto the real path.
// The Document is nil when the frontmatter cannot be parsed at all (also
// for duplicate keys, non-string keys and anchors, which make it ambiguous).
func ParseSkillMD(data []byte) (*Document, []Problem) {
	var probs []Problem
	if !utf8.Valid(data) {
		probs = append(probs, Problem{
			Code: CodeNotUTF8, Severity: Error, File: SkillFile,
			Message: fmt.Sprintf("not valid UTF-8 (first invalid byte at offset %d)", invalidUTF8Offset(data)),
			Hint:    "save SKILL.md as UTF-8",
		})
	}
	fm, body, line0, p := splitFrontmatter(data)
	if p != nil {
		return nil, append(probs, *p)
	}
	if !utf8.Valid(fm) {
		return nil, probs // reported above; the YAML parser would only repeat it
	}
	node, p := decodeFrontmatter(fm, line0)
	if p != nil {
		return nil, append(probs, *p)
	}
	if sp := checkStructure(node, line0); len(sp) > 0 {
		return nil, append(probs, sp...)
	}
	f := &Frontmatter{Node: node, raw: fm}
	probs = append(probs, f.extract(line0)...)
	return &Document{Frontmatter: f, Body: body}, probs
}

func invalidUTF8Offset(b []byte) int {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return len(b)
}

const bom = "\xEF\xBB\xBF"

func frontmatterProblem(format string, args ...any) *Problem {
	return &Problem{
		Code: CodeInvalidFrontmatter, Severity: Error, File: SkillFile,
		Message: fmt.Sprintf(format, args...),
		Hint:    "start SKILL.md with a line ---, then YAML with at least name and description, then a closing line ---",
	}
}

// splitFrontmatter cuts data into the YAML between the first line "---"
// and the next "---" line, and the body after it. line0 is the number of
// lines before the YAML (1), for error positions.
func splitFrontmatter(data []byte) (fm []byte, body string, line0 int, p *Problem) {
	data = bytes.TrimPrefix(data, []byte(bom))
	first, rest, hasNL := cutLine(data)
	if !isDelimiter(first) {
		// Say whether there is frontmatter further down: a blank line or a
		// title before --- is a common mistake worth naming.
		for n := 2; len(rest) > 0; n++ {
			var l []byte
			l, rest, _ = cutLine(rest)
			if isDelimiter(l) {
				return nil, "", 0, frontmatterProblem("frontmatter must start on line 1, found --- on line %d", n)
			}
		}
		return nil, "", 0, frontmatterProblem("no YAML frontmatter: line 1 is not ---")
	}
	if !hasNL {
		return nil, "", 0, frontmatterProblem("unterminated frontmatter: no closing --- line")
	}
	start := len(data) - len(rest)
	off := start
	for len(rest) > 0 {
		l, next, _ := cutLine(rest)
		if isDelimiter(l) {
			return data[start:off], string(next), 1, nil
		}
		off += len(rest) - len(next)
		rest = next
	}
	return nil, "", 0, frontmatterProblem("unterminated frontmatter: no closing --- line")
}

// FrontmatterBody returns what follows SKILL.md's frontmatter, cut where
// the catalog cuts it (a byte-order mark, "\r\n" and blanks after "---"
// allowed): data whole when line 1 is not "---", nil when the frontmatter
// is never closed. Readers that must not see the frontmatter (the audit's
// judgement, which the author's name and description may not steer) use
// it rather than a cut of their own.
func FrontmatterBody(data []byte) []byte {
	data = bytes.TrimPrefix(data, []byte(bom))
	first, rest, _ := cutLine(data)
	if !isDelimiter(first) {
		return data
	}
	for len(rest) > 0 {
		l, next, _ := cutLine(rest)
		if isDelimiter(l) {
			return next
		}
		rest = next
	}
	return nil
}

// cutLine returns the first line of b without its terminator ("\n" or
// "\r\n"), the remainder, and whether a "\n" ended the line.
func cutLine(b []byte) (line, rest []byte, nl bool) {
	i := bytes.IndexByte(b, '\n')
	if i < 0 {
		return bytes.TrimSuffix(b, []byte("\r")), nil, false
	}
	return bytes.TrimSuffix(b[:i], []byte("\r")), b[i+1:], true
}

func isDelimiter(line []byte) bool {
	return string(bytes.TrimRight(line, " \t")) == "---"
}

var yamlLineRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^yaml: line (\d+): `) })

// decodeFrontmatter parses exactly one YAML document into a mapping node.
func decodeFrontmatter(fm []byte, line0 int) (*yaml.Node, *Problem) {
	dec := yaml.NewDecoder(bytes.NewReader(fm))
	var doc yaml.Node
	err := dec.Decode(&doc)
	if errors.Is(err, io.EOF) {
		return &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}, nil // empty frontmatter
	}
	if err != nil {
		return nil, frontmatterProblem("YAML: %s", shiftYAMLError(err.Error(), line0))
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); !errors.Is(err, io.EOF) {
		return nil, frontmatterProblem("frontmatter holds more than one YAML document (a stray --- or ... line)")
	}
	n := &doc
	if n.Kind == yaml.DocumentNode {
		if len(n.Content) == 0 {
			return &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}, nil
		}
		n = n.Content[0]
	}
	if n.Kind == yaml.ScalarNode && isNull(n) {
		return &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}, nil // only comments
	}
	if n.Kind != yaml.MappingNode {
		return nil, frontmatterProblem("frontmatter is a %s, want a mapping of keys (name: …, description: …)", kindName(n))
	}
	return n, nil
}

// shiftYAMLError rewrites "yaml: line N: msg" to count lines of SKILL.md.
func shiftYAMLError(msg string, line0 int) string {
	m := yamlLineRE().FindStringSubmatch(msg)
	if m == nil {
		return strings.TrimPrefix(msg, "yaml: ")
	}
	n, _ := strconv.Atoi(m[1])
	return fmt.Sprintf("line %d: %s", n+line0, msg[len(m[0]):])
}

func kindName(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "mapping"
	case yaml.SequenceNode:
		return "list"
	case yaml.AliasNode:
		return "alias"
	case yaml.ScalarNode:
		switch scalarType(n) {
		case typeNull:
			return "null"
		case typeBool:
			return "boolean"
		case typeInt, typeFloat:
			return "number"
		}
		return "string"
	}
	return "document"
}

// checkStructure refuses what makes a frontmatter ambiguous or dangerous:
// anchors and aliases (billion-laughs bombs; no skill needs them),
// duplicate keys (readers disagree on which wins) and non-string keys.
func checkStructure(root *yaml.Node, line0 int) []Problem {
	var probs []Problem
	aliasSeen := false
	var walk func(n *yaml.Node)
	walk = func(n *yaml.Node) {
		if (n.Anchor != "" || n.Kind == yaml.AliasNode) && !aliasSeen {
			aliasSeen = true
			probs = append(probs, Problem{
				Code: CodeInvalidFrontmatter, Severity: Error, File: SkillFile,
				Message: fmt.Sprintf("line %d: YAML anchors and aliases are not allowed", n.Line+line0),
				Hint:    "write the value out instead of using &anchor / *alias",
			})
		}
		switch n.Kind {
		case yaml.MappingNode:
			seen := make(map[string]int, len(n.Content)/2)
			for i := 0; i+1 < len(n.Content); i += 2 {
				k := n.Content[i]
				if !isStringKey(k) {
					probs = append(probs, Problem{
						Code: CodeInvalidFrontmatter, Severity: Error, File: SkillFile,
						Message: fmt.Sprintf("line %d: key is a %s, keys must be strings", k.Line+line0, kindName(k)),
						Hint:    "quote the key",
					})
				} else if first, dup := seen[k.Value]; dup {
					probs = append(probs, Problem{
						Code: CodeInvalidFrontmatter, Severity: Error, File: SkillFile,
						Message: fmt.Sprintf("line %d: duplicate key %q (first on line %d)", k.Line+line0, k.Value, first),
						Hint:    "keep one of the two; readers disagree on which one wins",
					})
				} else {
					seen[k.Value] = k.Line + line0
				}
				walk(k)
				walk(n.Content[i+1])
			}
		case yaml.SequenceNode, yaml.DocumentNode:
			for _, c := range n.Content {
				walk(c)
			}
		}
	}
	walk(root)
	return probs
}

func isStringKey(k *yaml.Node) bool {
	if k.Kind != yaml.ScalarNode {
		return false
	}
	if k.Tag == "!!merge" && k.Style&yaml.TaggedStyle == 0 {
		return true // "<<" is a plain string in YAML 1.2
	}
	return scalarType(k) == typeStr
}

func problemf(code Code, sev Severity, hint, format string, args ...any) Problem {
	return Problem{Code: code, Severity: sev, File: SkillFile, Message: fmt.Sprintf(format, args...), Hint: hint}
}

// Field bounds from the Agent Skills specification (warnings).
const (
	maxDescription   = 1024
	maxCompatibility = 500
	maxHints         = 5
	maxHintLen       = 200
)

// extract fills the typed fields and checks each known key.
func (f *Frontmatter) extract(line0 int) []Problem {
	var probs []Problem
	at := func(n *yaml.Node) int { return n.Line + line0 }

	// name
	if v, ok := f.Get("name"); !ok {
		probs = append(probs, problemf(CodeMissingField, Error,
			"add `name: <skill-name>`: lowercase letters, digits and single hyphens, usually the directory name",
			"frontmatter has no name"))
	} else if v.Kind != yaml.ScalarNode {
		probs = append(probs, problemf(CodeFieldInvalid, Error, "write the name as a plain string",
			"line %d: name is a %s, want a string", at(v), kindName(v)))
	} else if isNull(v) || v.Value == "" {
		probs = append(probs, problemf(CodeMissingField, Error, "give the skill a name",
			"line %d: name is empty", at(v)))
	} else {
		f.Name = v.Value
		if err := names.Skill(v.Value); err != nil {
			probs = append(probs, problemf(CodeNameInvalid, Error,
				"use 1-64 characters of a-z, 0-9 and single hyphens, not starting or ending with a hyphen, e.g. pdf-tools",
				"line %d: %v", at(v), err))
		}
	}

	// description
	if v, ok := f.Get("description"); !ok {
		probs = append(probs, problemf(CodeMissingField, Error,
			"add `description:` saying what the skill does and when to use it; agents choose skills by it",
			"frontmatter has no description"))
	} else if v.Kind != yaml.ScalarNode {
		probs = append(probs, problemf(CodeFieldInvalid, Error, "write the description as a string",
			"line %d: description is a %s, want a string", at(v), kindName(v)))
	} else if d := strings.TrimSpace(v.Value); isNull(v) || d == "" {
		probs = append(probs, problemf(CodeMissingField, Error,
			"say what the skill does and when to use it", "line %d: description is empty", at(v)))
	} else {
		f.Description = d
		if n := utf8.RuneCountInString(d); n > maxDescription {
			probs = append(probs, problemf(CodeFieldTooLong, Warning,
				"shorten the description; harnesses may truncate it in the skill catalog",
				"line %d: description is %d characters, over the %d limit", at(v), n, maxDescription))
		}
	}

	// compatibility
	if v, ok := f.Get("compatibility"); ok {
		if v.Kind != yaml.ScalarNode {
			probs = append(probs, problemf(CodeFieldInvalid, Error, "write compatibility as a short string",
				"line %d: compatibility is a %s, want a string", at(v), kindName(v)))
		} else if !isNull(v) {
			f.Compatibility = strings.TrimSpace(v.Value)
			if n := utf8.RuneCountInString(f.Compatibility); n > maxCompatibility {
				probs = append(probs, problemf(CodeFieldTooLong, Warning, "shorten compatibility to the essentials",
					"line %d: compatibility is %d characters, over the %d limit", at(v), n, maxCompatibility))
			}
		}
	}

	// allowed-tools
	if v, ok := f.Get("allowed-tools"); ok {
		tools, err := toolList(v)
		if err != nil {
			probs = append(probs, problemf(CodeFieldInvalid, Error,
				"write allowed-tools as a list or a space- or comma-separated string, e.g. `allowed-tools: Read Grep`",
				"line %d: allowed-tools %v", at(v), err))
		} else {
			f.AllowedTools = tools
		}
	}

	// when_to_use, when_not_to_use
	for _, h := range []struct {
		key string
		dst *[]string
	}{{"when_to_use", &f.WhenToUse}, {"when_not_to_use", &f.WhenNotToUse}} {
		v, ok := f.Get(h.key)
		if !ok {
			continue
		}
		items, err := stringList(v)
		if err != nil {
			probs = append(probs, problemf(CodeFieldInvalid, Error,
				"write "+h.key+" as a string or a list of strings",
				"line %d: %s %v", at(v), h.key, err))
			continue
		}
		*h.dst = items
		if len(items) > maxHints {
			probs = append(probs, problemf(CodeFieldTooLong, Warning, "keep the five most useful items",
				"line %d: %s has %d items, over the %d limit", at(v), h.key, len(items), maxHints))
		}
		for i, it := range items {
			if n := utf8.RuneCountInString(it); n > maxHintLen {
				probs = append(probs, problemf(CodeFieldTooLong, Warning, "shorten the item to one sentence",
					"line %d: %s item %d is %d characters, over the %d limit", at(v), h.key, i+1, n, maxHintLen))
			}
		}
	}

	// disable-model-invocation
	if v, ok := f.Get("disable-model-invocation"); ok {
		if b, isBool := boolValue(v); isBool {
			f.DisableModelInvocation = b
		} else {
			probs = append(probs, problemf(CodeFieldInvalid, Error, "write `disable-model-invocation: true` or false",
				"line %d: disable-model-invocation is a %s, want true or false", at(v), kindName(v)))
		}
	}

	// arguments
	if v, ok := f.Get("arguments"); ok {
		args, aprobs := parseArguments(v, at)
		f.Arguments = args
		probs = append(probs, aprobs...)
	}
	return probs
}

// toolList normalizes allowed-tools. Declared-but-empty yields an empty,
// non-nil list, so "no tools" stays distinct from "undeclared".
func toolList(v *yaml.Node) ([]string, error) {
	out := []string{}
	switch v.Kind {
	case yaml.ScalarNode:
		if !isNull(v) {
			out = appendUnique(out, splitTools(v.Value)...)
		}
	case yaml.SequenceNode:
		for i, it := range v.Content {
			if it.Kind != yaml.ScalarNode || isNull(it) {
				return nil, fmt.Errorf("item %d is a %s, want a tool name", i+1, kindName(it))
			}
			if s := strings.TrimSpace(it.Value); s != "" {
				out = appendUnique(out, s)
			}
		}
	default:
		return nil, fmt.Errorf("is a %s, want a string or a list", kindName(v))
	}
	return out, nil
}

// splitTools splits on commas and whitespace outside parentheses, so that
// "Bash(git add:*), Read" is two tools.
func splitTools(s string) []string {
	var out []string
	depth, start := 0, -1
	for i, r := range s {
		sep := depth == 0 && (r == ',' || r == ' ' || r == '\t' || r == '\n' || r == '\r')
		switch {
		case sep:
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
			continue
		case r == '(':
			depth++
		case r == ')' && depth > 0:
			depth--
		}
		if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, s[start:])
	}
	return out
}

func appendUnique(list []string, items ...string) []string {
	for _, it := range items {
		dup := false
		for _, have := range list {
			if have == it {
				dup = true
				break
			}
		}
		if !dup {
			list = append(list, it)
		}
	}
	return list
}

// stringList accepts a string (one item) or a list of strings.
func stringList(v *yaml.Node) ([]string, error) {
	out := []string{}
	switch v.Kind {
	case yaml.ScalarNode:
		if s := strings.TrimSpace(v.Value); !isNull(v) && s != "" {
			out = append(out, s)
		}
	case yaml.SequenceNode:
		for i, it := range v.Content {
			if it.Kind != yaml.ScalarNode || isNull(it) {
				return nil, fmt.Errorf("item %d is a %s, want a string", i+1, kindName(it))
			}
			if s := strings.TrimSpace(it.Value); s != "" {
				out = append(out, s)
			}
		}
	default:
		return nil, fmt.Errorf("is a %s, want a string or a list", kindName(v))
	}
	return out, nil
}

// mustName is the trimmed scalar `name` of a mapping, "" when absent.
func (f *Frontmatter) mustName() string {
	v, ok := f.Get("name")
	if !ok || v.Kind != yaml.ScalarNode || isNull(v) {
		return ""
	}
	return strings.TrimSpace(v.Value)
}
