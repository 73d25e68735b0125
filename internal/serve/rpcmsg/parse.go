package rpcmsg

import (
	"bytes"
	"slices"
	"strconv"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Call is what Parse reads of a request.
type Call struct {
	ID     jsonrpc.ID
	Method string
	Params Params
}

// Params are the params Parse reads: a cursor (skills/list,
// resources/list) or a uri (resources/read), with an optional _meta.
type Params struct {
	Cursor, URI       string
	HasCursor, HasURI bool
	HasMeta           bool
	Meta              Meta
}

// Meta is what Parse reads of a SEP-2575 _meta.
type Meta struct {
	Version string
	Caps    bool // clientCapabilities present (and decodable)
}

// Parse reads body as one JSON-RPC call in the plain form: members
// jsonrpc "2.0", id, method and params, each once and nothing else; no
// escapes in strings; an id of at most 15 digits or a plain string;
// params of cursor, uri and _meta only. ok is false for anything else,
// which is then the go-sdk's to read. Which methods take which params is
// the caller's to judge.
func Parse(body []byte) (m Call, ok bool) {
	sc := scanner{b: body}
	var hasVersion, hasID, hasParams bool
	ok = sc.object(func(key string) bool {
		switch key {
		case "jsonrpc":
			v, ok := sc.str()
			hasVersion = ok && v == "2.0"
			return hasVersion
		case "id":
			m.ID, hasID = sc.id()
			return hasID
		case "method":
			var ok bool
			m.Method, ok = sc.str()
			return ok
		case "params":
			hasParams = sc.params(&m.Params)
			return hasParams
		}
		return false
	})
	sc.ws()
	if !ok || sc.i != len(body) || !hasVersion || !hasID || !hasParams {
		return m, false
	}
	return m, true
}

// scanner reads the plain form of JSON Parse takes.
type scanner struct {
	b []byte
	i int
}

func (s *scanner) ws() {
	for s.i < len(s.b) {
		switch s.b[s.i] {
		case ' ', '\t', '\n', '\r':
			s.i++
		default:
			return
		}
	}
}

// next consumes c, after any whitespace.
func (s *scanner) next(c byte) bool {
	s.ws()
	if s.i < len(s.b) && s.b[s.i] == c {
		s.i++
		return true
	}
	return false
}

// str reads a string of printable ASCII without escapes: every decoder
// reads it the same, and every encoder writes it back unchanged.
func (s *scanner) str() (string, bool) {
	s.ws()
	if s.i >= len(s.b) || s.b[s.i] != '"' {
		return "", false
	}
	start := s.i + 1
	for j := start; j < len(s.b); j++ {
		switch c := s.b[j]; {
		case c == '"':
			s.i = j + 1
			return string(s.b[start:j]), true
		case c < 0x20 || c > 0x7e || c == '\\':
			return "", false
		}
	}
	return "", false
}

// object reads an object, calling member at the value of each key; a key
// given twice is refused (decoders differ on which one counts).
func (s *scanner) object(member func(key string) bool) bool {
	if !s.next('{') {
		return false
	}
	if s.next('}') {
		return true
	}
	var seen []string
	for {
		k, ok := s.str()
		if !ok || slices.Contains(seen, k) || !s.next(':') || !member(k) {
			return false
		}
		seen = append(seen, k)
		if s.next('}') {
			return true
		}
		if !s.next(',') {
			return false
		}
	}
}

// id reads a request id: a string (as str), or a whole number of at most
// 15 digits, which a float64 holds exactly (the go-sdk decodes a numeric
// id as one).
func (s *scanner) id() (jsonrpc.ID, bool) {
	s.ws()
	if s.i < len(s.b) && s.b[s.i] == '"' {
		v, ok := s.str()
		if !ok {
			return jsonrpc.ID{}, false
		}
		id, err := jsonrpc.MakeID(v)
		return id, err == nil
	}
	start := s.i
	for s.i < len(s.b) && s.b[s.i] >= '0' && s.b[s.i] <= '9' {
		s.i++
	}
	digits := s.b[start:s.i]
	if len(digits) == 0 || len(digits) > 15 || (len(digits) > 1 && digits[0] == '0') {
		return jsonrpc.ID{}, false
	}
	n, err := strconv.ParseInt(string(digits), 10, 64)
	if err != nil {
		return jsonrpc.ID{}, false
	}
	id, err := jsonrpc.MakeID(float64(n))
	return id, err == nil
}

// params reads the params of skills/list and resources/list (cursor) or
// resources/read (uri), with an optional _meta.
func (s *scanner) params(p *Params) bool {
	return s.object(func(key string) bool {
		var ok bool
		switch key {
		case "cursor":
			p.Cursor, ok = s.str()
			p.HasCursor = ok
		case "uri":
			p.URI, ok = s.str()
			p.HasURI = ok
		case "_meta":
			ok = s.meta(&p.Meta)
			p.HasMeta = ok
		}
		return ok
	})
}

// capability reads one client capability as the go-sdk decodes it (into
// its ClientCapabilities, unknown fields ignored): roots with a boolean
// listChanged, and the others objects whose fields are objects (the Go
// types are empty structs and maps) or, for experimental and extensions,
// any value.
func (s *scanner) capability(key string) bool {
	switch key {
	case "roots":
		return s.object(func(k string) bool { return k == "listChanged" && s.boolean() })
	case "sampling", "elicitation":
		known := []string{"context", "tools"}
		if key == "elicitation" {
			known = []string{"form", "url"}
		}
		return s.object(func(k string) bool { return slices.Contains(known, k) && s.anyObject(0) })
	case "experimental", "extensions":
		return s.anyObject(0)
	}
	return false
}

// maxDepth bounds how deep the values of capabilities nest.
const maxDepth = 16

// anyObject reads an object of any values (see value).
func (s *scanner) anyObject(depth int) bool {
	return depth < maxDepth && s.object(func(string) bool { return s.value(depth + 1) })
}

// value reads any JSON value but null (which decodes into a Go field as
// nothing at all, whatever its type): an object, an array, a string (as
// str), a number, true or false.
func (s *scanner) value(depth int) bool {
	s.ws()
	if s.i >= len(s.b) || depth >= maxDepth {
		return false
	}
	switch c := s.b[s.i]; {
	case c == '{':
		return s.anyObject(depth)
	case c == '[':
		s.i++
		if s.next(']') {
			return true
		}
		for {
			if !s.value(depth + 1) {
				return false
			}
			if s.next(']') {
				return true
			}
			if !s.next(',') {
				return false
			}
		}
	case c == '"':
		_, ok := s.str()
		return ok
	case c == 't' || c == 'f':
		return s.boolean()
	}
	return s.number()
}

// boolean reads true or false.
func (s *scanner) boolean() bool {
	s.ws()
	for _, lit := range []string{"true", "false"} {
		if bytes.HasPrefix(s.b[s.i:], []byte(lit)) {
			s.i += len(lit)
			return true
		}
	}
	return false
}

// number reads a JSON number.
func (s *scanner) number() bool {
	digits := func() int {
		n := 0
		for s.i < len(s.b) && s.b[s.i] >= '0' && s.b[s.i] <= '9' {
			s.i++
			n++
		}
		return n
	}
	if s.i < len(s.b) && s.b[s.i] == '-' {
		s.i++
	}
	start := s.i
	if n := digits(); n == 0 || (n > 1 && s.b[start] == '0') {
		return false
	}
	if s.i < len(s.b) && s.b[s.i] == '.' {
		s.i++
		if digits() == 0 {
			return false
		}
	}
	if s.i < len(s.b) && (s.b[s.i] == 'e' || s.b[s.i] == 'E') {
		s.i++
		if s.i < len(s.b) && (s.b[s.i] == '+' || s.b[s.i] == '-') {
			s.i++
		}
		if digits() == 0 {
			return false
		}
	}
	return true
}

// clientInfoKeys are the string fields of the client's Implementation.
var clientInfoKeys = []string{"name", "title", "description", "version", "websiteUrl"}

// meta reads the SEP-2575 _meta of a 2026-07-28 request: the protocol
// version, the client's capabilities (see capability), and its name and
// version. Any other key is the go-sdk's to read.
func (s *scanner) meta(m *Meta) bool {
	return s.object(func(key string) bool {
		switch key {
		case mcp.MetaKeyProtocolVersion:
			var ok bool
			m.Version, ok = s.str()
			return ok
		case mcp.MetaKeyClientCapabilities:
			m.Caps = s.object(s.capability)
			return m.Caps
		case mcp.MetaKeyClientInfo:
			return s.object(func(k string) bool {
				_, ok := s.str()
				return ok && slices.Contains(clientInfoKeys, k)
			})
		}
		return false
	})
}
