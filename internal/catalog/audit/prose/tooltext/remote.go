package tooltext

import "strings"

// maxRemote is how many addresses RemoteCode looks at, and maxRemoteRead
// how many bytes of a text.
const (
	maxRemote     = 1000
	maxRemoteRead = 256 << 10
)

// remoteMarks are what stands before an address that code is loaded from
// or data sent to, in HTML or JavaScript: a script's src, a beacon, a
// fetch, an image made in code, a dynamic import.
var remoteMarks = []string{"<script", "sendbeacon", "fetch(", "image().src", "import(", "xmlhttprequest"}

// RemoteCode is the first address an HTML or JavaScript text loads code
// from or sends data to ("<script src=\"https://cdn…/wp.min.js\">",
// navigator.sendBeacon('https://px…')), "" for none (det19): a snippet
// the agent is told to add to the user's pages. Linear: each "://" is
// looked at once, with the 128 bytes before it; at most maxRemote of
// them in the first maxRemoteRead bytes.
func RemoteCode(text string) string {
	text = text[:min(len(text), maxRemoteRead)]
	for off, n := 0, 0; n < maxRemote; n++ {
		k := strings.Index(text[off:], "://")
		if k < 0 {
			return ""
		}
		j := off + k
		off = j + 3
		s := j
		for s > 0 && (text[s-1] >= 'a' && text[s-1] <= 'z' || text[s-1] >= 'A' && text[s-1] <= 'Z') {
			s--
		}
		before := strings.ToLower(text[max(0, s-128):s])
		if s == j || !anyOf(before, remoteMarks) {
			continue
		}
		e := off
		for e < len(text) && !strings.ContainsRune(" \t\n\"'`<>()", rune(text[e])) {
			e++
		}
		if e > off {
			return text[s:e]
		}
	}
	return ""
}

func anyOf(s string, ws []string) bool {
	for _, w := range ws {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
