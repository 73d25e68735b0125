package view

import (
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// Arguments are the values a skill is invoked with: one argument string,
// or named values for a skill whose frontmatter declares `arguments`.
type Arguments struct {
	// String is the argument string; HasString says one was given, so
	// that an empty string is still a value.
	String    string
	HasString bool
	// Named maps declared argument names to values.
	Named map[string]string
}

// Given reports whether any argument was passed.
func (a Arguments) Given() bool { return a.HasString || len(a.Named) > 0 }

// ArgumentError is arguments whose shape does not fit the skill: a string
// for a skill that declares named arguments, named values for one that
// declares none, an undeclared name, or a string with an open quote.
type ArgumentError struct {
	Skill    string
	Declared []string // the skill's named arguments, nil when none
	// Shape says the arguments were of the wrong kind for the skill
	// (string vs. named, an undeclared name, a missing required one), as
	// opposed to malformed.
	Shape bool
	// Missing are the required arguments that were not given.
	Missing []string
	Msg     string
}

func (e *ArgumentError) Error() string { return fmt.Sprintf("skill %s: %s", e.Skill, e.Msg) }

// Is makes wrong arguments invalid input.
func (e *ArgumentError) Is(target error) bool { return target == errkind.Invalid }

// placeholderRE matches every placeholder form in one pass, so that a
// value which itself looks like a placeholder is never expanded again.
// $ARGUMENTS[N] comes before $ARGUMENTS: Go picks the first alternative
// that matches at a position.
var placeholderRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`\$ARGUMENTS\[(\d+)\]|\$ARGUMENTS|\$(\d+)|\$\{([^{}\s]+)\}`)
})

// SubstituteArguments fills the placeholders of body:
//
//   - $ARGUMENTS is the argument string as given;
//   - $1 … $N are its words, split like a shell does (quotes group,
//     backslash escapes), $1 being the first;
//   - $ARGUMENTS[0] … are the same words counted from 0;
//   - ${name} is the value of a named argument the frontmatter declares.
//
// Named arguments are checked against their declarations: an undeclared
// name, a missing required argument or a value that is not of the
// declared type (number, integer, boolean, JSON array or object) is an
// *ArgumentError.
//
// A placeholder with no value ($3 of two words, ${pages} not given, $0)
// stays as written, and with no arguments at all the body is returned
// unchanged. It also returns how many placeholders it filled.
func SubstituteArguments(fm *catalog.Frontmatter, body string, args Arguments) (string, int, error) {
	if !args.Given() {
		return body, 0, nil
	}
	declared := fm.ArgumentNames()
	bad := func(format string, a ...any) error {
		return &ArgumentError{Skill: fm.Name, Declared: declared, Shape: true, Msg: fmt.Sprintf(format, a...)}
	}
	switch {
	case args.HasString && len(args.Named) > 0:
		return "", 0, bad("pass either an argument string or named arguments, not both")
	case args.HasString && len(declared) > 0:
		return "", 0, bad("it declares named arguments (%s), so it takes name=value pairs, not an argument string", strings.Join(declared, ", "))
	case len(args.Named) > 0 && len(declared) == 0:
		return "", 0, bad("it declares no named arguments, so it takes an argument string, not name=value pairs")
	}
	var names []string
	for k := range args.Named {
		names = append(names, k)
	}
	slices.Sort(names)
	for _, k := range names {
		if !slices.Contains(declared, k) {
			return "", 0, bad("it declares no argument %q; its arguments are: %s", k, strings.Join(declared, ", "))
		}
	}
	if len(args.Named) > 0 {
		if err := checkNamed(fm, args.Named); err != nil {
			return "", 0, err
		}
	}
	var words []string
	if args.HasString {
		var err error
		if words, err = SplitArguments(args.String); err != nil {
			return "", 0, &ArgumentError{Skill: fm.Name, Declared: declared, Msg: err.Error()}
		}
	}

	used := 0
	out := placeholderRE().ReplaceAllStringFunc(body, func(m string) string {
		sub := placeholderRE().FindStringSubmatch(m)
		switch {
		case sub[1] != "": // $ARGUMENTS[N]
			if i, err := strconv.Atoi(sub[1]); err == nil && args.HasString && i < len(words) {
				used++
				return words[i]
			}
		case m == "$ARGUMENTS":
			if args.HasString {
				used++
				return args.String
			}
		case sub[2] != "": // $N
			if i, err := strconv.Atoi(sub[2]); err == nil && args.HasString && i >= 1 && i <= len(words) {
				used++
				return words[i-1]
			}
		case sub[3] != "": // ${name}
			if v, ok := args.Named[sub[3]]; ok {
				used++
				return v
			}
		}
		return m
	})
	return out, used, nil
}

// checkNamed checks named values against the declarations: every
// required argument is given, and each value reads as its declared type.
func checkNamed(fm *catalog.Frontmatter, named map[string]string) error {
	var missing []string
	for _, a := range fm.Arguments {
		if _, ok := named[a.Name]; a.Required && !ok {
			missing = append(missing, a.Name)
		}
	}
	if len(missing) > 0 {
		noun := "argument"
		if len(missing) > 1 {
			noun = "arguments"
		}
		return &ArgumentError{Skill: fm.Name, Declared: fm.ArgumentNames(), Shape: true, Missing: missing,
			Msg: fmt.Sprintf("missing required %s %s", noun, strings.Join(quoteAll(missing), ", "))}
	}
	for _, a := range fm.Arguments {
		v, ok := named[a.Name]
		if !ok {
			continue
		}
		if why := typeMismatch(a.Type, v); why != "" {
			return &ArgumentError{Skill: fm.Name, Declared: fm.ArgumentNames(),
				Msg: fmt.Sprintf("argument %q is declared %s, and %q %s", a.Name, a.Type, v, why)}
		}
	}
	return nil
}

// typeMismatch says why value is not of the declared type ("" when it is).
func typeMismatch(typ, value string) string {
	switch typ {
	case "number":
		if f, err := strconv.ParseFloat(value, 64); err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
			return "is not a number"
		}
	case "integer":
		if _, err := strconv.ParseInt(value, 10, 64); err != nil {
			return "is not an integer"
		}
	case "boolean":
		if value != "true" && value != "false" {
			return "is not true or false"
		}
	case "array", "object":
		var v any
		if err := json.Unmarshal([]byte(value), &v); err != nil {
			return "is not JSON"
		}
		if _, isArray := v.([]any); typ == "array" && !isArray {
			return "is not a JSON array"
		}
		if _, isObject := v.(map[string]any); typ == "object" && !isObject {
			return "is not a JSON object"
		}
	}
	return ""
}

func quoteAll(list []string) []string {
	out := make([]string, len(list))
	for i, s := range list {
		out[i] = strconv.Quote(s)
	}
	return out
}

// SplitArguments splits an argument string into words the way a POSIX
// shell does, without expansions: whitespace separates, single quotes
// keep everything literally, double quotes keep everything but a
// backslash before " or \, and a backslash outside quotes keeps the next
// character. An unterminated quote is an error.
func SplitArguments(s string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inWord := false
	const (
		plain = iota
		single
		double
	)
	state := plain
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch state {
		case single:
			if r == '\'' {
				state = plain
				continue
			}
			cur.WriteRune(r)
		case double:
			switch {
			case r == '"':
				state = plain
			case r == '\\' && i+1 < len(rs) && (rs[i+1] == '"' || rs[i+1] == '\\'):
				i++
				cur.WriteRune(rs[i])
			default:
				cur.WriteRune(r)
			}
		default:
			switch {
			case r == ' ' || r == '\t' || r == '\n' || r == '\r':
				if inWord {
					words = append(words, cur.String())
					cur.Reset()
					inWord = false
				}
			case r == '\'':
				state, inWord = single, true
			case r == '"':
				state, inWord = double, true
			case r == '\\' && i+1 < len(rs):
				i++
				cur.WriteRune(rs[i])
				inWord = true
			default:
				cur.WriteRune(r)
				inWord = true
			}
		}
	}
	if state != plain {
		q := `'`
		if state == double {
			q = `"`
		}
		return nil, fmt.Errorf("argument string %q has an unterminated %s quote; close it or escape it with a backslash", s, q)
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words, nil
}
