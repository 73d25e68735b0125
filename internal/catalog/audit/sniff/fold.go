package sniff

// FoldNeedle is a piece of name, in lower case, that every text holding
// name under Unicode simple case folding ((?i) of package regexp) holds
// in ASCII of either case: the longest run of its ASCII bytes other than
// k and s, the two ASCII letters with a fold outside ASCII (U+212A, U+017F).
// "" when there is no such byte.
func FoldNeedle(name string) string {
	best, start := "", 0
	for i := 0; i <= len(name); i++ {
		if i < len(name) {
			c := name[i]
			if c < 0x80 && c != 'k' && c != 'K' && c != 's' && c != 'S' {
				continue
			}
		}
		if i-start > len(best) {
			best = name[start:i]
		}
		start = i + 1
	}
	return string(LowerASCII([]byte(best)))
}

// LowerASCII is b with its ASCII capitals in lower case, in a new slice.
func LowerASCII(b []byte) []byte {
	out := make([]byte, len(b))
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		out[i] = c
	}
	return out
}
