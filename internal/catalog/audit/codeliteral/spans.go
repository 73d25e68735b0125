package codeliteral

// BlankCodeSpans replaces the text of every closed code span with spaces
// (a verb there is a literal, not an instruction); an unclosed span, the
// one that holds the file's name, is kept.
func BlankCodeSpans(s []byte) []byte {
	out := []byte(nil)
	open := -1
	for i, c := range s {
		if c != '`' {
			continue
		}
		if open < 0 {
			open = i
			continue
		}
		if out == nil {
			out = append([]byte(nil), s...)
		}
		for k := open + 1; k < i; k++ {
			out[k] = ' '
		}
		open = -1
	}
	if out == nil {
		return s
	}
	return out
}
