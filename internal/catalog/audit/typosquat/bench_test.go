package typosquat

import (
	"strings"
	"testing"
)

// benchDoc is a generated skill document (prose, lists, commands in
// fenced blocks, a table), about 1 MiB: a copy of the audit's, for the
// benchmark of the search over a whole file.
var benchDoc = func() []byte {
	para := "## Setup\n\nRun the helper to build the **report** and check the [guide](docs/guide.md) first.\n" +
		"- Install the tools with `npm install --save-dev prettier` or `pip install requests`.\n" +
		"- Keep the bundle small; the upload step posts it to the CI server.\n\n" +
		"```bash\nexport PATH=\"$HOME/.local/bin:$PATH\"\ncurl -fsSL https://example.com/setup.sh -o setup.sh\nbash setup.sh --prefix \"$PWD\"\n```\n\n" +
		"| step | what | how |\n|---|---|---|\n| 1 | lint | `make lint` |\n\n"
	return []byte(strings.Repeat(para, (1<<20)/len(para)))
}()

// BenchmarkInstallLines compares the one-pass search for the lines that
// name a package manager with the search word by word it fronts.
func BenchmarkInstallLines(b *testing.B) {
	b.Run("one-pass", func(b *testing.B) {
		b.SetBytes(int64(len(benchDoc)))
		for b.Loop() {
			installLinesOnePass(benchDoc, maxLines)
		}
	})
	b.Run("by-word", func(b *testing.B) {
		b.SetBytes(int64(len(benchDoc)))
		for b.Loop() {
			installLinesByWord(benchDoc, maxLines)
		}
	})
}
