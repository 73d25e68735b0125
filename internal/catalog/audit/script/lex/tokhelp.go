package lex

// FindIdent is the index of the identifier s at ts's top level (outside
// brackets), -1 if none.
func FindIdent(ts []Tok, s string) int {
	d := 0
	for i, t := range ts {
		if t.Kind == Op {
			switch t.S {
			case "(", "[", "{":
				d++
			case ")", "]", "}":
				d--
			}
		}
		if d == 0 && t.Kind == Ident && t.S == s {
			return i
		}
	}
	return -1
}

// SplitTop splits ts at top-level separators.
func SplitTop(ts []Tok, sep string) [][]Tok {
	return SplitTopInto(nil, ts, sep)
}

// SplitTopInto is SplitTop appending to out (a caller's array on the
// stack, for the arguments of every call).
func SplitTopInto(out [][]Tok, ts []Tok, sep string) [][]Tok {
	d, start := 0, 0
	for i, t := range ts {
		if t.Kind != Op {
			continue
		}
		switch t.S {
		case "(", "[", "{", "$(":
			d++
		case ")", "]", "}":
			d--
		default:
			if t.S == sep && d == 0 {
				out = append(out, ts[start:i])
				start = i + 1
			}
		}
	}
	return append(out, ts[start:])
}

// Closing is the index of the bracket that closes ts[0], -1 if none.
func Closing(ts []Tok) int {
	d := 0
	for i, t := range ts {
		if t.Kind != Op {
			continue
		}
		switch t.S {
		case "(", "[", "{", "$(", "?.(":
			d++
		case ")", "]", "}":
			d--
			if d == 0 {
				return i
			}
		}
	}
	return -1
}

// IndexOp is the index of the first operator op in ts, -1 if none.
func IndexOp(ts []Tok, op string) int {
	for i, t := range ts {
		if t.Kind == Op && t.S == op {
			return i
		}
	}
	return -1
}
