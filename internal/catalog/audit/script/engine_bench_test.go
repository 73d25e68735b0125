package script

import (
	"strings"
	"testing"
)

// benchDoc is a generated skill document about 256 KiB long: prose with
// the words a miner check looks at ("algorithm", numbers), fenced shell
// and Python blocks, and non-ASCII punctuation.
var benchDoc = func() []byte {
	para := "## Step — build\n\nThe algorithm sorts 4400 rows; run the examiner first.\n\n" +
		"```bash\nexport PATH=\"$HOME/.local/bin:$PATH\"\nnpm install --save-dev prettier && npm run build -- --mode=prod\ncurl -fsSL https://example.com/a.tar.gz -o a.tar.gz\n```\n\n" +
		"```python\nimport json, os\nwith open(\"data.json\") as f:\n    rows = json.load(f)\nprint(len(rows) ** 2 // 3, rows[0][\"id\"] != None)\n```\n\n"
	return []byte(strings.Repeat(para, (256<<10)/len(para)))
}()

// BenchmarkMarkdown is the analysis of one Markdown file's code blocks
// and the prose between them.
func BenchmarkMarkdown(b *testing.B) {
	in := []Input{{Path: "SKILL.md", Data: benchDoc}}
	b.SetBytes(int64(len(benchDoc)))
	b.ReportAllocs()
	for b.Loop() {
		Analyze(in)
	}
}
