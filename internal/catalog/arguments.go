package catalog

import (
	"fmt"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/ui/suggest"
	"gopkg.in/yaml.v3"
)

// Argument is a named argument a skill declares in its frontmatter: the
// Agent Skill tool contract's {type, required, description}.
type Argument struct {
	Name string `json:"name"`
	// Type is the declared JSON type of the value (one of ArgumentTypes);
	// "" when undeclared, which means a string.
	Type        string `json:"type,omitempty"`
	Required    bool   `json:"required,omitempty"`
	Description string `json:"description,omitempty"`
}

// ArgumentTypes are the types an argument may declare: JSON Schema's
// types of a value other than null.
var ArgumentTypes = []string{"string", "number", "integer", "boolean", "array", "object"}

// ArgumentNames are the names of the declared arguments, in order.
func (f *Frontmatter) ArgumentNames() []string {
	if f == nil {
		return nil
	}
	var out []string
	for _, a := range f.Arguments {
		out = append(out, a.Name)
	}
	return out
}

// Argument returns the declared argument name.
func (f *Frontmatter) Argument(name string) (Argument, bool) {
	if f != nil {
		for _, a := range f.Arguments {
			if a.Name == name {
				return a, true
			}
		}
	}
	return Argument{}, false
}

const argumentsHint = "declare arguments as a mapping of name to {type, required, description} " +
	"(arguments: {path: {type: string, required: true}}), a list of names or of {name: …} entries, or a space-separated string"

// parseArguments reads `arguments` in each of its forms:
//
//	arguments: {path: {type: string, required: true, description: …}}
//	arguments: [path, {name: pages, type: integer}]
//	arguments: path pages
//
// Names must be usable as ${name} placeholders and unique; type, required
// and description must have their types. Other keys of a declaration are
// kept in the frontmatter, warned about (a misspelled key would silently
// drop what it meant) and otherwise ignored.
func parseArguments(v *yaml.Node, at func(*yaml.Node) int) ([]Argument, []Problem) {
	var out []Argument
	var probs []Problem
	bad := func(n *yaml.Node, format string, args ...any) {
		probs = append(probs, problemf(CodeFieldInvalid, Error, argumentsHint,
			"line %d: arguments: %s", at(n), fmt.Sprintf(format, args...)))
	}
	// A key the contract does not have is kept but means nothing: most
	// often a misspelling, which would silently drop what it meant.
	unknownKeys := func(name string, m *yaml.Node) {
		for i := 0; i+1 < len(m.Content); i += 2 {
			k := m.Content[i].Value
			if slices.Contains(argumentKeys, k) {
				continue
			}
			hint := "the keys of a declaration are " + strings.Join(argumentKeys[1:], ", ")
			if close := suggest.Closest(k, argumentKeys, 1); len(close) > 0 {
				hint = "did you mean " + close[0] + "?"
			}
			probs = append(probs, problemf(CodeFieldInvalid, Warning, hint,
				"line %d: arguments: argument %q: key %q means nothing to skillpin and is ignored", at(m.Content[i]), name, k))
		}
	}
	add := func(at *yaml.Node, a Argument) {
		switch {
		case a.Name == "":
			bad(at, "an argument has no name")
		case strings.ContainsAny(a.Name, "{}$ \t\r\n"):
			bad(at, "argument name %q cannot be written as a ${name} placeholder (no braces, $ or spaces)", a.Name)
		case slices.ContainsFunc(out, func(b Argument) bool { return b.Name == a.Name }):
			bad(at, "argument %q is declared twice", a.Name)
		default:
			out = append(out, a)
		}
	}
	switch v.Kind {
	case yaml.ScalarNode:
		if !isNull(v) {
			for _, name := range strings.Fields(v.Value) {
				add(v, Argument{Name: name})
			}
		}
	case yaml.SequenceNode:
		for i, it := range v.Content {
			switch {
			case it.Kind == yaml.ScalarNode && !isNull(it) && strings.TrimSpace(it.Value) != "":
				add(it, Argument{Name: strings.TrimSpace(it.Value)})
			case it.Kind == yaml.MappingNode:
				name := (&Frontmatter{Node: it}).mustName()
				if name == "" {
					bad(it, "entry %d has no name", i+1)
					continue
				}
				unknownKeys(name, it)
				if a, ok := argumentSpec(name, it, bad); ok {
					add(it, a)
				}
			default:
				bad(it, "entry %d is a %s, want a name or {name: …}", i+1, kindName(it))
			}
		}
	case yaml.MappingNode:
		c := v.Content
		for i := 0; i+1 < len(c); i += 2 {
			name, spec := strings.TrimSpace(c[i].Value), c[i+1]
			switch {
			case isNull(spec):
				add(c[i], Argument{Name: name})
			case spec.Kind == yaml.MappingNode:
				unknownKeys(name, spec)
				if a, ok := argumentSpec(name, spec, bad); ok {
					add(c[i], a)
				}
			default:
				bad(spec, "argument %q is a %s, want {type, required, description}", name, kindName(spec))
			}
		}
	default:
		bad(v, "is a %s, want a mapping, a list or a string", kindName(v))
	}
	return out, probs
}

// argumentKeys are the keys of a declaration ("name" in the list form).
var argumentKeys = []string{"name", "type", "required", "description"}

// argumentSpec reads the {type, required, description} of a declaration.
func argumentSpec(name string, m *yaml.Node, bad func(*yaml.Node, string, ...any)) (Argument, bool) {
	a := Argument{Name: name}
	spec := &Frontmatter{Node: m}
	ok := true
	if t, has := spec.Get("type"); has {
		switch {
		case t.Kind != yaml.ScalarNode || isNull(t):
			bad(t, "argument %q: type is a %s, want one of %s", name, kindName(t), strings.Join(ArgumentTypes, ", "))
			ok = false
		case !slices.Contains(ArgumentTypes, t.Value):
			bad(t, "argument %q: type %q is not one of %s", name, t.Value, strings.Join(ArgumentTypes, ", "))
			ok = false
		default:
			a.Type = t.Value
		}
	}
	if r, has := spec.Get("required"); has {
		if b, isBool := boolValue(r); isBool {
			a.Required = b
		} else {
			bad(r, "argument %q: required is a %s, want true or false", name, kindName(r))
			ok = false
		}
	}
	if d, has := spec.Get("description"); has && !isNull(d) {
		if d.Kind != yaml.ScalarNode {
			bad(d, "argument %q: description is a %s, want a string", name, kindName(d))
			ok = false
		} else {
			a.Description = strings.TrimSpace(d.Value)
		}
	}
	return a, ok
}
