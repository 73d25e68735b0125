package lock

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"reflect"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/BurntSushi/toml"

	"github.com/skillpin/skillpin/internal/suggest"
	"github.com/skillpin/skillpin/internal/tomlguard"
)

// ParseError is a manifest or lockfile that cannot be used as written:
// TOML syntax, an unknown key, a value of the wrong type or one that fails
// validation. Line and Col are 1-based; 0 when the position is unknown.
type ParseError struct {
	File string
	Line int
	Col  int
	Msg  string
}

func (e *ParseError) Error() string {
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
	return b.String()
}

// ExitCode marks a malformed file as bad input.
func (e *ParseError) ExitCode() int { return 2 }

// VersionError is a lockfile written in a format this skillpin does not
// read. Such a file is never rewritten.
type VersionError struct {
	File    string
	Version int64
}

func (e *VersionError) Error() string {
	return fmt.Sprintf("%s: lockfile version %d is not supported: this skillpin reads version %d; "+
		"upgrade skillpin to use this lockfile (it was left untouched)", e.File, e.Version, LockVersion)
}

// ExitCode marks an unreadable lockfile as bad input.
func (e *VersionError) ExitCode() int { return 2 }

// NotFoundError is a manifest or lockfile that does not exist. It wraps
// the os error, so errors.Is(err, fs.ErrNotExist) holds.
type NotFoundError struct {
	File string
	Hint string // what to run to create it
	Err  error
}

func (e *NotFoundError) Error() string {
	return fmt.Sprintf("%s does not exist: %s", e.File, e.Hint)
}
func (e *NotFoundError) Unwrap() error { return e.Err }

// ExitCode marks a missing input file as bad input.
func (e *NotFoundError) ExitCode() int { return 2 }

// EditError is a manifest edit that cannot be made: adding a source whose
// name is taken, or replacing or removing one that does not exist.
type EditError struct {
	Op   string // "add", "replace" or "remove"
	Name string // the source name
	Err  error  // ErrSourceExists, ErrNoSource, or what is wrong with the new source
}

// Errors wrapped by EditError.
var (
	ErrSourceExists = errors.New("a source with this name already exists")
	ErrNoSource     = errors.New("no source with this name")
)

func (e *EditError) Error() string {
	msg := fmt.Sprintf("%s source %q: %v", e.Op, e.Name, e.Err)
	switch {
	case errors.Is(e.Err, ErrSourceExists):
		msg += " (pick another name with --name, or remove the existing source first)"
	case errors.Is(e.Err, ErrNoSource):
		msg += " (`skillpin list` shows the sources)"
	}
	return msg
}
func (e *EditError) Unwrap() error { return e.Err }

// ExitCode marks a bad source name as bad usage.
func (e *EditError) ExitCode() int { return 2 }

// readFile reads a manifest or lockfile, turning a missing file into a
// NotFoundError with hint.
func readFile(path, hint string) ([]byte, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, &NotFoundError{File: path, Hint: hint, Err: err}
	}
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	return data, nil
}

// fieldError is a problem with the value at an indexed key path; decode
// turns it into a ParseError with a position.
type fieldError struct {
	path []string
	msg  string
}

// checkText refuses input that cannot be TOML text at all (binary junk),
// naming where it stops being text.
func checkText(data []byte, file string) error {
	bad := -1
	if i := strings.IndexByte(string(data), 0); i >= 0 {
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

// decode decodes TOML into v (a pointer to a struct), reporting syntax
// errors, unknown keys and type mismatches with their position.
func decode(data []byte, file string, v any) error {
	if err := checkText(data, file); err != nil {
		return err
	}
	var de *tomlguard.DepthError
	if err := tomlguard.Check(data); errors.As(err, &de) {
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
	var errs []fieldError
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
	return positioned(src, file, errs)
}

// positioned turns field errors into a ParseError for the one that comes
// first in the file.
func positioned(src, file string, errs []fieldError) *ParseError {
	sc := scanTOML(src)
	var first *ParseError
	firstOff := -1
	for _, fe := range errs {
		off, ok := sc.locate(fe.path)
		pe := &ParseError{File: file, Msg: fe.msg}
		if ok {
			pe.Line, pe.Col = sc.pos(off)
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
func checkSchema(v any, t reflect.Type, path []string, errs *[]fieldError) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	bad := func(want string) {
		*errs = append(*errs, fieldError{path: slices.Clone(path),
			msg: fmt.Sprintf("%s must be %s, not %s", describeKey(path), want, tomlType(v))})
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
				*errs = append(*errs, fieldError{path: sub, msg: unknownKeyMsg(sub, fields)})
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
			checkSchema(e, t.Elem(), append(slices.Clone(path), indexSeg(i)), errs)
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
