package lock

import (
	"bytes"
	"strconv"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/lock/tomlfile"
)

// Every command reads the lockfile, and a general TOML decoder spends most
// of its time on the generality: a lock of 1,000 skills × 10 files took
// ~200 ms to decode. parseCanonical reads exactly the layout Marshal
// writes, line by line, and gives up (ok=false) at the first line that
// differs in any way, leaving the file to the general decoder. So a
// hand-formatted lockfile still loads; it is only slower. Anything the
// fast path accepts, the general decoder accepts with the same result:
// FuzzParseLock checks that.

// parseCanonical parses a lockfile in Marshal's layout.
func parseCanonical(data []byte) (l *Lock, ok bool) {
	for _, c := range data {
		if c < 0x20 && c != '\n' || c == 0x7f {
			return nil, false // Marshal escapes every control character
		}
	}
	l = &Lock{}
	state := inRoot
	var seen map[string]bool // keys of the current table, against duplicates
	var sk *LockedSkill
	var src *LockedSource
	sawVersion := false

	for len(data) > 0 {
		var line []byte
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			line, data = data, nil
		}
		if len(line) == 0 || line[0] == '#' {
			continue
		}
		switch string(line) {
		case "[[source]]":
			l.Sources = append(l.Sources, LockedSource{})
			src, sk, state, seen = &l.Sources[len(l.Sources)-1], nil, inSource, map[string]bool{}
			continue
		case "[[skill]]":
			l.Skills = append(l.Skills, LockedSkill{})
			sk, src, state, seen = &l.Skills[len(l.Skills)-1], nil, inSkill, map[string]bool{}
			continue
		case "[policy]":
			if state != inRoot || l.Policy != nil {
				return nil, false
			}
			l.Policy = &LockedPolicy{}
			state, seen = inPolicy, map[string]bool{}
			continue
		case "[skill.signature]":
			if state != inSkill || sk.Signature != nil {
				return nil, false
			}
			sk.Signature = &LockedSignature{}
			state, seen = inSignature, map[string]bool{}
			continue
		}
		key, rest, found := bytes.Cut(line, []byte(" = "))
		if !found || seen[string(key)] {
			return nil, false
		}
		if state != inRoot {
			seen[string(key)] = true
		}
		switch state {
		case inRoot:
			if string(key) != "version" || sawVersion {
				return nil, false
			}
			v, ok := parseInt(rest)
			if !ok || v > 1<<31-1 {
				return nil, false
			}
			l.Version, sawVersion = int(v), true
			continue
		case inSignature:
			if string(key) == "unsigned" {
				list, ok := parseStringArray(rest)
				if !ok {
					return nil, false
				}
				sk.Signature.Unsigned = list
				continue
			}
		case inSkill:
			switch string(key) {
			case "allowed_tools":
				tools, ok := parseStringArray(rest)
				if !ok {
					return nil, false
				}
				sk.AllowedTools = tools
				continue
			case "files":
				if string(rest) != "[" {
					return nil, false
				}
				sk.Files = catalog.FileSet{}
				for {
					var fl []byte
					i := bytes.IndexByte(data, '\n')
					if i < 0 {
						return nil, false
					}
					fl, data = data[:i], data[i+1:]
					if string(fl) == "]" {
						break
					}
					f, ok := parseFileLine(fl)
					if !ok {
						return nil, false
					}
					sk.Files = append(sk.Files, f)
				}
				continue
			}
		}
		dst := stringField(state, key, src, sk, l.Policy)
		if dst == nil {
			return nil, false
		}
		s, rest, ok := tomlfile.ParseBasicString(rest)
		if !ok || len(rest) > 0 {
			return nil, false
		}
		*dst = s
	}
	return l, true
}

// Tables of a lockfile, for parseCanonical.
const (
	inRoot = iota
	inSource
	inSkill
	inSignature
	inPolicy
)

// stringField is where the string value of key goes in the current table.
func stringField(state int, key []byte, src *LockedSource, sk *LockedSkill, pol *LockedPolicy) *string {
	switch state {
	case inPolicy:
		switch string(key) {
		case "url":
			return &pol.URL
		case "ref":
			return &pol.Ref
		case "kind":
			return &pol.Kind
		case "commit":
			return &pol.Commit
		case "file":
			return &pol.File
		case "digest":
			return &pol.Digest
		}
	case inSource:
		switch string(key) {
		case "name":
			return &src.Name
		case "url":
			return &src.URL
		case "ref":
			return &src.Ref
		case "kind":
			return &src.Kind
		case "commit":
			return &src.Commit
		case "tag_object":
			return &src.TagObject
		}
	case inSkill:
		switch string(key) {
		case "name":
			return &sk.Name
		case "source":
			return &sk.Source
		case "path":
			return &sk.Path
		case "digest":
			return &sk.Digest
		case "description":
			return &sk.Description
		}
	case inSignature:
		switch string(key) {
		case "bundle":
			return &sk.Signature.Bundle
		case "key":
			return &sk.Signature.Key
		case "identity":
			return &sk.Signature.Identity
		case "issuer":
			return &sk.Signature.Issuer
		case "format":
			return &sk.Signature.Format
		case "subject":
			return &sk.Signature.Subject
		case "chain":
			return &sk.Signature.Chain
		}
	}
	return nil
}

// parseFileLine parses `  { path = "…", size = N, digest = "…"[, exec = true] },`.
func parseFileLine(line []byte) (catalog.File, bool) {
	var f catalog.File
	rest, ok := bytes.CutPrefix(line, []byte(`  { path = `))
	if !ok {
		return f, false
	}
	if f.Path, rest, ok = tomlfile.ParseBasicString(rest); !ok {
		return f, false
	}
	if rest, ok = bytes.CutPrefix(rest, []byte(", size = ")); !ok {
		return f, false
	}
	i := bytes.IndexByte(rest, ',')
	if i < 0 {
		return f, false
	}
	if f.Size, ok = parseInt(rest[:i]); !ok {
		return f, false
	}
	if rest, ok = bytes.CutPrefix(rest[i:], []byte(", digest = ")); !ok {
		return f, false
	}
	if f.Digest, rest, ok = tomlfile.ParseBasicString(rest); !ok {
		return f, false
	}
	switch string(rest) {
	case " },":
	case ", exec = true },":
		f.Exec = true
	default:
		return f, false
	}
	return f, true
}

// parseInt parses a plain TOML decimal integer (no sign, no underscores,
// no leading zero).
func parseInt(b []byte) (int64, bool) {
	if len(b) == 0 || len(b) > 1 && b[0] == '0' {
		return 0, false
	}
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
	}
	n, err := strconv.ParseInt(string(b), 10, 64)
	return n, err == nil
}

// parseStringArray parses a one-line array of basic strings: ["a", "b"].
func parseStringArray(b []byte) ([]string, bool) {
	rest, ok := bytes.CutPrefix(b, []byte("["))
	if !ok {
		return nil, false
	}
	list := []string{}
	if string(rest) == "]" {
		return list, true
	}
	for {
		var s string
		if s, rest, ok = tomlfile.ParseBasicString(rest); !ok {
			return nil, false
		}
		list = append(list, s)
		if string(rest) == "]" {
			return list, true
		}
		if rest, ok = bytes.CutPrefix(rest, []byte(", ")); !ok {
			return nil, false
		}
	}
}
