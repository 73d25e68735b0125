package shellcmd

import (
	"bytes"
	"encoding/json"
)

// DeniedRule reports that byte offset off of a JSON file's text lies in
// a string of an array under "deny" or "ask" of a "permissions" object
// (an agent's settings: "deny": ["Read(~/.ssh/**)"]): a rule that keeps
// the agent from the path, or makes it ask first, reads nothing. The
// keys are the settings format's own, not words an author chooses; a
// path in "allow", in a hook's command or anywhere else is not one.
func DeniedRule(data []byte, off int) bool {
	// Decoded once per match: a settings file is small, and one past
	// maxSettings (a hostile file of a thousand matches) keeps its
	// findings rather than be decoded a thousand times.
	if off < 0 || off >= len(data) || len(data) > maxSettings || !json.Valid(data) {
		return false
	}
	type frame struct {
		obj       bool
		name      string // the key this container is the value of
		key       string // an object's current key
		expectKey bool
	}
	var stack []frame
	dec := json.NewDecoder(bytes.NewReader(data))
	prev := int64(0)
	for {
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		end := dec.InputOffset()
		var top *frame
		if len(stack) > 0 {
			top = &stack[len(stack)-1]
		}
		name := ""
		if top != nil && top.obj && !top.expectKey {
			name = top.key
		}
		switch t := tok.(type) {
		case json.Delim:
			switch t {
			case '{', '[':
				if top != nil && top.obj {
					top.expectKey = true // the value is this container
				}
				stack = append(stack, frame{obj: t == '{', name: name, expectKey: t == '{'})
			default:
				stack = stack[:len(stack)-1]
			}
		case string:
			if top != nil && top.obj && top.expectKey {
				top.key, top.expectKey = t, false
				break
			}
			if top != nil && top.obj {
				top.expectKey = true
			}
			if int64(off) >= prev && int64(off) < end {
				n := len(stack)
				return n >= 2 && !stack[n-1].obj && (stack[n-1].name == "deny" || stack[n-1].name == "ask") &&
					stack[n-2].obj && stack[n-2].name == "permissions"
			}
		default:
			if top != nil && top.obj {
				top.expectKey = true
			}
		}
		if int64(off) < end {
			return false // the offset is in a key, a number or punctuation
		}
		prev = end
	}
}

// maxSettings bounds the settings file DeniedRule reads.
const maxSettings = 64 << 10
