// Package tomlfile reads skillpin's TOML files strictly and edits them without
// losing their layout: unknown keys and wrong types are errors with a line
// and column, documents nested deeper than any skillpin file needs are
// refused before they reach the decoder, and a scanner records where every
// statement is so that errors can point at it and edits can splice it.
package tomlfile

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/BurntSushi/toml"

	"github.com/skillpin/skillpin/internal/install/safefile"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/ui/suggest"
)

// ParseError is a manifest or lockfile that cannot be used as written:
// TOML syntax, an unknown key, a value of the wrong type or one that fails
// validation. Line and Col are 1-based; 0 when the position is unknown.
type ParseError struct {
	File string
	Line int
	Col  int
	Msg  string
	// Fix ends the message when what to do names a command: "; run
	// `skillpin relock`" (package hint renders it for the scope).
	Fix hint.Msg
}

func (e *ParseError) Error() string { return e.Render(hint.Current) }

// Render is the error's text with the commands its Fix names rendered for
// scope s.
func (e *ParseError) Render(s hint.Scope) string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d", e.Line)
		if e.Col > 0 {
			fmt.Fprintf(&b, ":%d", e.Col)
		}
	}
	b.WriteString(": ")
	b.WriteString(e.Msg)
	if !e.Fix.IsZero() {
		b.WriteString(e.Fix.Render(s))
	}
	return b.String()
}

// Is makes a malformed file invalid input.
func (e *ParseError) Is(target error) bool { return target == errkind.Invalid }

// NotFoundError is a manifest or lockfile that does not exist. It wraps
// the os error, so errors.Is(err, fs.ErrNotExist) holds.
type NotFoundError struct {
	File string
	Hint hint.Msg // what to run to create it
	Err  error
}

func (e *NotFoundError) Error() string { return e.Render(hint.Current) }

// Render is the error's text with the commands its Hint names rendered
// for scope s.
func (e *NotFoundError) Render(s hint.Scope) string {
	return fmt.Sprintf("%s does not exist: %s", e.File, e.Hint.Render(s))
}
func (e *NotFoundError) Unwrap() error { return e.Err }

// Is makes a missing input file invalid input.
func (e *NotFoundError) Is(target error) bool { return target == errkind.Invalid }

// ReadFile reads a manifest or lockfile under the rules of package
// safefile (a regular file, at most max bytes), turning a missing file
// into a NotFoundError whose Hint is create (what to run to create it).
func ReadFile(path string, create hint.Msg, max int64) ([]byte, error) {
	data, err := safefile.Read(filepath.Dir(path), filepath.Base(path), max)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, &NotFoundError{File: path, Hint: create, Err: err}
	}
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	return data, nil
}

// FieldError is a problem with the value at an indexed key path; decode
// turns it into a ParseError with a position.
type FieldError struct {
	Path []string
	Msg  string
	Fix  hint.Msg // as ParseError's
}

// Error is the message without a position.
func (e FieldError) Error() string { return e.Render(hint.Current) }

// Render is the message with the commands its Fix names rendered for
// scope s.
func (e FieldError) Render(s hint.Scope) string { return e.Msg + e.Fix.Render(s) }

// CheckText refuses input that cannot be TOML text at all (binary junk),
// naming where it stops being text.
func CheckText(data []byte, file string) error {
	bad := -1
	if i := bytes.IndexByte(data, 0); i >= 0 {
		bad = i
	}
	if !utf8.Valid(data) {
		for i := 0; i < len(data); {
			r, n := utf8.DecodeRune(data[i:])
			if r == utf8.RuneError && n == 1 {
				if bad < 0 || i < bad {
					bad = i
				}
				break
			}
			i += n
		}
	}
	if bad < 0 {
		return nil
	}
	line := 1 + strings.Count(string(data[:bad]), "\n")
	col := bad - strings.LastIndexByte(string(data[:bad]), '\n')
	return &ParseError{File: file, Line: line, Col: col,
		Msg: "not a text file (NUL or invalid UTF-8 byte); restore it from version control"}
}

// Decode decodes TOML into v (a pointer to a struct), reporting syntax
// errors, unknown keys and type mismatches with their position.
func Decode(data []byte, file string, v any) error {
	if err := CheckText(data, file); err != nil {
		return err
	}
	var de *DepthError
	if err := CheckDepth(data); errors.As(err, &de) {
		return &ParseError{File: file, Line: de.Line, Col: de.Col, Msg: err.Error() + "; no skillpin file needs this, restore it from version control"}
	}
	src := string(data)
	md, err := toml.Decode(src, v)
	var pe toml.ParseError
	if errors.As(err, &pe) {
		return &ParseError{File: file, Line: pe.Position.Line, Col: pe.Position.Col, Msg: pe.Message}
	}
	if err == nil && len(md.Undecoded()) == 0 {
		return nil
	}
	// A type mismatch or unknown keys: find them again on the generic
	// form of the document, where array elements have indexes and so
	// positions.
	var generic map[string]any
	if _, gerr := toml.Decode(src, &generic); gerr != nil {
		return &ParseError{File: file, Msg: gerr.Error()}
	}
	var errs []FieldError
	checkSchema(generic, reflect.TypeOf(v), nil, &errs)
	if len(errs) == 0 {
		// The decoder saw something the schema walk does not; report
		// it as the decoder put it.
		msg := fmt.Sprint(err)
		if err == nil {
			msg = fmt.Sprintf("unknown key %q", md.Undecoded()[0].String())
		}
		return &ParseError{File: file, Msg: msg}
	}
	return Positioned(src, file, errs)
}

// Positioned turns field errors into a ParseError for the one that comes
// first in the file.
func Positioned(src, file string, errs []FieldError) *ParseError {
	sc := Scan(src)
	var first *ParseError
	firstOff := -1
	for _, fe := range errs {
		off, ok := sc.Locate(fe.Path)
		pe := &ParseError{File: file, Msg: fe.Msg, Fix: fe.Fix}
		if ok {
			pe.Line, pe.Col = sc.Pos(off)
		} else {
			off = len(src) + 1 // unknown positions sort last
		}
		if first == nil || off < firstOff {
			first, firstOff = pe, off
		}
	}
	return first
}

// checkSchema walks a generic TOML value against the Go type it decodes
// into, collecting unknown keys and type mismatches with their paths.
func checkSchema(v any, t reflect.Type, path []string, errs *[]FieldError) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	bad := func(want string) {
		*errs = append(*errs, FieldError{Path: slices.Clone(path),
			Msg: fmt.Sprintf("%s must be %s, not %s", describeKey(path), want, tomlType(v))})
	}
	switch t.Kind() {
	case reflect.Struct:
		m, ok := v.(map[string]any)
		if !ok {
			bad("a table")
			return
		}
		fields := tomlFields(t)
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			sub := append(slices.Clone(path), k)
			f, ok := fields[k]
			if !ok {
				*errs = append(*errs, FieldError{Path: sub, Msg: unknownKeyMsg(sub, fields)})
				continue
			}
			checkSchema(m[k], f.Type, sub, errs)
		}
	case reflect.Slice:
		var elems []any
		switch x := v.(type) {
		case []any:
			elems = x
		case []map[string]any:
			for _, e := range x {
				elems = append(elems, e)
			}
		default:
			bad("an array")
			return
		}
		for i, e := range elems {
			checkSchema(e, t.Elem(), append(slices.Clone(path), IndexSeg(i)), errs)
		}
	case reflect.String:
		if _, ok := v.(string); !ok {
			bad("a string")
		}
	case reflect.Bool:
		if _, ok := v.(bool); !ok {
			bad("true or false")
		}
	case reflect.Int, reflect.Int64:
		if _, ok := v.(int64); !ok {
			bad("an integer")
		}
	}
}

// tomlFields maps TOML keys to the struct fields they decode into.
func tomlFields(t reflect.Type) map[string]reflect.StructField {
	fields := map[string]reflect.StructField{}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("toml"), ",")
		if name == "-" || !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		fields[name] = f
	}
	return fields
}

func unknownKeyMsg(path []string, fields map[string]reflect.StructField) string {
	key := path[len(path)-1]
	known := make([]string, 0, len(fields))
	for k := range fields {
		known = append(known, k)
	}
	slices.Sort(known)
	where := "at the top level"
	if parent := describeKey(path[:len(path)-1]); parent != "" {
		where = "in " + parent
	}
	msg := fmt.Sprintf("unknown key %q %s", key, where)
	if s := closest(key, known); s != "" {
		msg += fmt.Sprintf(" (did you mean %q?)", s)
	}
	return msg + "; known keys: " + strings.Join(known, ", ")
}

// describeKey renders an indexed path for people: source[2].signature.key.
func describeKey(path []string) string {
	var b strings.Builder
	for _, seg := range path {
		if i, ok := indexSegment(seg); ok {
			fmt.Fprintf(&b, "[%d]", i+1)
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(seg)
	}
	return b.String()
}

func tomlType(v any) string {
	switch v.(type) {
	case string:
		return "a string"
	case int64:
		return "an integer"
	case float64:
		return "a float"
	case bool:
		return "a boolean"
	case map[string]any:
		return "a table"
	case []any, []map[string]any:
		return "an array"
	default:
		return "a date/time"
	}
}

// closest returns the candidate s was probably meant to be, if any.
func closest(s string, candidates []string) string {
	if c := suggest.Closest(s, candidates, 1); len(c) > 0 {
		return c[0]
	}
	return ""
}

// ConflictMarker returns the line (1-based) of the first git merge
// conflict marker in data, 0 when there is none: a file left half-merged
// is reported as that, not as the TOML error the marker makes.
func ConflictMarker(data []byte) int {
	line := 1
	for len(data) > 0 {
		end := bytes.IndexByte(data, '\n')
		l := data
		if end >= 0 {
			l = data[:end]
		}
		l = bytes.TrimSuffix(l, []byte("\r"))
		if bytes.HasPrefix(l, []byte("<<<<<<< ")) || bytes.HasPrefix(l, []byte(">>>>>>> ")) || string(l) == "=======" || bytes.HasPrefix(l, []byte("||||||| ")) {
			return line
		}
		if end < 0 {
			break
		}
		data = data[end+1:]
		line++
	}
	return 0
}
