package technique

import (
	"bytes"
	"slices"
	"sync"
)

// wordScan finds several words in one pass over a text, trying them
// only where two bytes that begin one of them are: the byte gates of
// the hooks and of destruction looked for some twenty words one
// bytes.Index pass each, over every file.
type wordScan struct {
	// head is, by a word's first two bytes, 1 + the first word (in the
	// order given) that begins with them, 0 for none; chain is, by word,
	// 1 + the next word with the same two bytes.
	head  []uint8
	chain []uint8
	words [][]byte
}

// newWordScan is the scan of words (each of at least two bytes, at most
// 255 words).
func newWordScan(words ...string) *wordScan {
	s := &wordScan{head: make([]uint8, 1<<16), chain: make([]uint8, len(words))}
	if len(words) > 255 {
		panic("technique: more than 255 scanned words")
	}
	last := map[uint16]int{}
	for k, w := range words {
		if len(w) < 2 {
			panic("technique: a scanned word of fewer than two bytes: " + w)
		}
		p := uint16(w[0])<<8 | uint16(w[1])
		if j, ok := last[p]; ok {
			s.chain[j] = uint8(k + 1)
		} else {
			s.head[p] = uint8(k + 1)
		}
		last[p] = k
		s.words = append(s.words, []byte(w))
	}
	return s
}

// scan calls hit with each place in text one of the words starts at (k
// the word's index), in the order of the places (at one place, of the
// words), until hit returns true; it reports whether one did.
func (s *wordScan) scan(text []byte, hit func(k, at int) bool) bool {
	if len(text) < 2 {
		return false
	}
	head := s.head[:1<<16]
	p := uint16(text[0])
	for i := 1; i < len(text); i++ {
		p = p<<8 | uint16(text[i])
		if head[p] == 0 {
			continue
		}
		for k := int(head[p]) - 1; k >= 0; k = int(s.chain[k]) - 1 {
			if bytes.HasPrefix(text[i-1:], s.words[k]) && hit(k, i-1) {
				return true
			}
		}
	}
	return false
}

// scans is the word scan of the byte gates, made on first use (a zero
// value: no work when the package starts): the hook names hookFile looks
// for, then destroyWords, then ciWords.
var scans struct {
	once  sync.Once
	gates *wordScan
}

// hookNames are the names hookFile looks for.
var hookNames = []string{"preexec", "precmd", "zshaddhistory", "fish_p", "prompt_command", "addtohistoryhandler", "_run_cell", "pre_execute", "post_execute"}

func gateScan() *wordScan {
	scans.once.Do(func() {
		ws := slices.Clone(hookNames)
		for _, d := range destroyWords {
			ws = append(ws, d.w)
		}
		for _, c := range ciWords {
			ws = append(ws, c.w)
		}
		scans.gates = newWordScan(ws...)
	})
	return scans.gates
}

// Words is what one pass over a file's lower-cased bytes found of the
// words the techniques' byte gates ask for: a shell hook's name
// (hookFile), a destroying word (destroyWord), and a piece of each
// needle of ciGate (ci: its kinds). The caller keeps one per file, the
// zero value, read on first use: each technique read the whole file for
// its own words.
type Words struct {
	read          bool
	hook, destroy bool
	ci            uint8
}

// of reads lower once (later calls are given the same file).
func (w *Words) of(lower []byte) *Words {
	if w.read {
		return w
	}
	w.read = true
	s := gateScan()
	s.scan(lower, func(k, at int) bool {
		switch k -= len(hookNames); {
		case k < 0:
			w.hook = true
		case k >= len(destroyWords):
			w.ci |= ciWords[k-len(destroyWords)].kind
		case destroyWords[k].next == nil || spacedThen(lower[at+len(destroyWords[k].w):], destroyWords[k].next):
			w.destroy = true
		}
		return w.hook && w.destroy && w.ci == ciAll
	})
	return w
}

// destroyWords are the words destroyWord looks for: alone, or (with
// next) before white space and one of the words next.
var destroyWords = []struct {
	w    string
	next []string
}{
	{"truncate", nil}, {"pg_terminate_backend", nil}, {"dropdatabase", nil}, {"flushall", nil}, {"flushdb", nil}, {"rmtree", nil},
	{"remove-item", nil}, {"shred", nil}, {"rmsync", nil}, {"fs.rm(", nil}, {"fs.promises.rm(", nil}, {"rimraf", nil}, {"removeall", nil},
	{"drop", []string{"table", "database", "schema", "index"}}, {"delete", []string{"from"}}, {"rm", []string{"-"}}, {"dd", []string{"if="}},
}

// spacedThen reports whether rest starts with white space (\s) and then
// one of next.
func spacedThen(rest []byte, next []string) bool {
	j := 0
	for j < len(rest) && spaceByte(rest[j]) {
		j++
	}
	if j == 0 {
		return false
	}
	for _, n := range next {
		if bytes.HasPrefix(rest[j:], []byte(n)) {
			return true
		}
	}
	return false
}

// The kinds of ciGate's needles.
const (
	ciEscaped = 1 << iota
	ciPwn
	ciInject
	ciArtifact
	ciAll = ciEscaped | ciPwn | ciInject | ciArtifact
)

// ciWords are a piece of each of ciGate's needles in lower case, each
// starting at two bytes rarer than the needle's first two ("is", "gi"
// and "up" begin many English words): a needle in the file puts its
// piece in the lower case the Words read.
var ciWords = []struct {
	w    string
	kind uint8
}{
	{`\x`, ciEscaped}, {`\u`, ciEscaped}, {`\1`, ciEscaped},
	{"_request_target", ciPwn}, {"w_run", ciPwn}, {"e_comment", ciPwn},
	{"b.event", ciInject}, {"b.head_ref", ciInject},
	{"d-artifact", ciArtifact},
}

// ciGate is the byte gate of ESCAPED_API_NAME (an escape's backslash),
// CI_PWN_REQUEST (a trigger that runs with the base repository's
// secrets), CI_SCRIPT_INJECTION (an event's text) and
// CI_ARTIFACT_SECRETS (an upload) on data, asked only when the file's
// Words hold a piece of one of its needles.
func ciGate(kind uint8, data, lower []byte, w *Words) bool {
	if w.of(lower).ci&kind == 0 {
		return false
	}
	switch kind {
	case ciEscaped:
		return bytes.Contains(data, []byte(`\x`)) || bytes.Contains(data, []byte(`\u`)) || bytes.Contains(data, []byte(`\X`)) || bytes.Contains(data, []byte(`\1`))
	case ciPwn:
		return bytes.Contains(data, []byte("pull_request_target")) || bytes.Contains(data, []byte("workflow_run")) || bytes.Contains(data, []byte("issue_comment"))
	case ciInject:
		return bytes.Contains(data, []byte("github.event")) || bytes.Contains(data, []byte("github.head_ref"))
	}
	return bytes.Contains(data, []byte("upload-artifact"))
}
