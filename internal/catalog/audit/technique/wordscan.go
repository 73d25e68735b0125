package technique

import (
	"bytes"
	"sync"
)

// wordScan finds several words in one pass over a text, trying them
// only where two bytes that begin one of them are: the byte gates of
// the hooks and of destruction looked for some twenty words one
// bytes.Index pass each, over every file.
type wordScan struct {
	pair  [1 << 16 / 64]uint64 // the words' first two bytes, as a set
	first []uint16             // each word's first two bytes
	words [][]byte
}

// newWordScan is the scan of words (each of at least two bytes).
func newWordScan(words ...string) *wordScan {
	s := &wordScan{}
	for _, w := range words {
		if len(w) < 2 {
			panic("technique: a scanned word of fewer than two bytes: " + w)
		}
		p := uint16(w[0])<<8 | uint16(w[1])
		s.pair[p>>6] |= 1 << (p & 63)
		s.first = append(s.first, p)
		s.words = append(s.words, []byte(w))
	}
	return s
}

// scan calls hit with each place in text one of the words starts at (k
// the word's index), in order, until hit returns true; it reports
// whether one did.
func (s *wordScan) scan(text []byte, hit func(k, at int) bool) bool {
	if len(text) < 2 {
		return false
	}
	p := uint16(text[0])
	for i := 1; i < len(text); i++ {
		p = p<<8 | uint16(text[i])
		if s.pair[p>>6]&(1<<(p&63)) == 0 {
			continue
		}
		for k, f := range s.first {
			if f == p && bytes.HasPrefix(text[i-1:], s.words[k]) && hit(k, i-1) {
				return true
			}
		}
	}
	return false
}

// any reports whether text holds one of the words.
func (s *wordScan) any(text []byte) bool {
	return s.scan(text, func(int, int) bool { return true })
}

// scans are the word scans, made on first use (a zero value: no work
// when the package starts).
var scans struct {
	once          sync.Once
	hook, destroy *wordScan
}

func makeScans() {
	scans.once.Do(func() {
		// The names hookFile looks for.
		scans.hook = newWordScan("preexec", "precmd", "zshaddhistory", "fish_p", "prompt_command", "addtohistoryhandler", "_run_cell", "pre_execute", "post_execute")
		var ws []string
		for _, d := range destroyWords {
			ws = append(ws, d.w)
		}
		scans.destroy = newWordScan(ws...)
	})
}

func hookScan() *wordScan    { makeScans(); return scans.hook }
func destroyScan() *wordScan { makeScans(); return scans.destroy }

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
