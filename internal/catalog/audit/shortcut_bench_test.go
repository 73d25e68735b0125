package audit

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/sniff"
)

// benchDoc is a generated skill document (prose, lists, commands in
// fenced blocks, a table), about 1 MiB, for the benchmarks of the
// audit's passes over a whole file.
var benchDoc = func() []byte {
	para := "## Setup\n\nRun the helper to build the **report** and check the [guide](docs/guide.md) first.\n" +
		"- Install the tools with `npm install --save-dev prettier` or `pip install requests`.\n" +
		"- Keep the bundle small; the upload step posts it to the CI server.\n\n" +
		"```bash\nexport PATH=\"$HOME/.local/bin:$PATH\"\ncurl -fsSL https://example.com/setup.sh -o setup.sh\nbash setup.sh --prefix \"$PWD\"\n```\n\n" +
		"| step | what | how |\n|---|---|---|\n| 1 | lint | `make lint` |\n\n"
	return []byte(strings.Repeat(para, (1<<20)/len(para)))
}()

// BenchmarkLayoutProblem is the scan of every text file for padding and
// minified code.
func BenchmarkLayoutProblem(b *testing.B) {
	b.SetBytes(int64(len(benchDoc)))
	for b.Loop() {
		sniff.Layout("SKILL.md", benchDoc, true)
	}
}

// BenchmarkDecodeText is the test of every file for text and its
// encoding.
func BenchmarkDecodeText(b *testing.B) {
	b.SetBytes(int64(len(benchDoc)))
	for b.Loop() {
		sniff.DecodeText(benchDoc)
	}
}
