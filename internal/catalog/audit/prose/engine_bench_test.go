package prose

import (
	"strings"
	"testing"
)

// BenchmarkSentences is the reading of a document into normalised,
// tokenised sentences: plain ASCII lines, lines with entities and
// non-ASCII punctuation, lists and a table, about 256 KiB.
func BenchmarkSentences(b *testing.B) {
	para := "## Setup\n\nRead the **guide** in [docs](docs/guide.md) first — then run `make` &amp; check the output.\n" +
		"- Send the report to the team’s channel when the build passes.\n- Keep `.env` files out of the archive.\n\n" +
		"| step | what |\n|---|---|\n| 1 | lint |\n\n"
	text := strings.Repeat(para, (256<<10)/len(para))
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	var r Result
	for b.Loop() {
		r.sentences(nil, text, true, true, Options{}, func(int) {})
	}
}
