package codeliteral

import "bytes"

// FenceMarks are the lines of Markdown text d that open or close a
// code fence, as FindAllSubmatchIndex of the regexp
// (?m)^[ \t]{0,3}(```+|~~~+) gives them (the match and the marker's
// bounds): at each line's start, up to three blanks, then a run of three
// or more backticks or tildes. The regexp, with no literal to look for,
// ran its automaton from every byte of every Markdown file.
func FenceMarks(d []byte) [][]int {
	var out [][]int
	for st := 0; st < len(d); {
		i := st
		for i < len(d) && i-st < 3 && (d[i] == ' ' || d[i] == '\t') {
			i++
		}
		if i < len(d) && (d[i] == '`' || d[i] == '~') {
			j := i
			for j < len(d) && d[j] == d[i] {
				j++
			}
			if j-i >= 3 {
				out = append(out, []int{st, j, i, j})
			}
		}
		nl := bytes.IndexByte(d[i:], '\n')
		if nl < 0 {
			break
		}
		st = i + nl + 1
	}
	return out
}
