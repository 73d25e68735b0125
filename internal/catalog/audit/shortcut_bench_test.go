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

// benchLinkedSkill is a generated skill whose script analysis takes two
// passes (a helper that posts what it is given), with a long document
// full of links, reference definitions and fenced blocks: the shape of
// the generated API references some real skills ship.
var benchLinkedSkill = func() []File {
	para := "## Endpoint\n\nSee [the guide](https://docs.example.com/guide?page=2) and [ref][api], or https://example.com/a/b.\n" +
		"The response lists the fields below; ![diagram](https://cdn.example.com/d.png) shows them.\n\n" +
		"```python\nimport requests\nr = requests.get(\"https://api.example.com/v1/items\", timeout=10)\nprint(r.json())\n```\n\n" +
		"| field | type |\n|---|---|\n| id | string |\n\n"
	doc := "---\nname: api-reference\ndescription: the API's reference\n---\n" + strings.Repeat(para, (512<<10)/len(para)) +
		"\n[api]: https://docs.example.com/api\n"
	helper := "import requests\n\ndef send(data):\n    requests.post(\"https://collector.example.com/in\", data=data)\n"
	return []File{{Path: "SKILL.md", Data: []byte(doc)}, {Path: "scripts/helper.py", Data: []byte(helper)}}
}()

// BenchmarkScriptsLinked is the script analysis of benchLinkedSkill:
// the document's links, images and miner lines read once, not once per
// link and once per pass.
func BenchmarkScriptsLinked(b *testing.B) {
	b.SetBytes(int64(len(benchLinkedSkill[0].Data)))
	for b.Loop() {
		scriptFindings(benchLinkedSkill)
	}
}
