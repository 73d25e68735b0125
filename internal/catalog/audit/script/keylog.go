package script

import (
	"cmp"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/flow"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
)

// A keylogger: a program that installs a global keyboard hook (every
// key typed in any window: pynput's keyboard.Listener, the keyboard
// module's hook and on_press, SetWindowsHookEx with WH_KEYBOARD_LL,
// GetAsyncKeyState polling, a macOS event tap or global key monitor,
// Node's iohook and uiohook) and, in the same file, sends data out over
// the network. What is typed includes passwords; a hotkey (one chord
// registered, the keyboard module's add_hotkey, pynput's GlobalHotKeys)
// is not a hook of every key.
const (
	keyHookPat = `\bkeyboard\.Listener\s*\(|\bkeyboard\.(?:on_press|on_release|hook|record|read_key)\s*\(|SetWindowsHookEx[AW]?\s*\(\s*(?:13\b|WH_KEYBOARD_LL)|GetAsyncKeyState|CGEventTapCreate|addGlobalMonitorForEvents\s*\(\s*matching:\s*\[?\s*\.keyDown|require\s*\(\s*['"](?:iohook|uiohook-napi|node-global-key-listener)['"]|from\s+['"](?:iohook|uiohook-napi|node-global-key-listener)['"]`
	keySendPat = `\brequests\.(?:post|put|patch)\s*\(|\burlopen\s*\(|\bhttpx\.(?:post|put)\s*\(|\.post\s*\(|\bfetch\s*\(|\bhttps?\.request\s*\(|XMLHttpRequest|sendBeacon|new\s+WebSocket\s*\(|\.sendall?\s*\(|Invoke-RestMethod|Invoke-WebRequest|UploadString|PostAsync|smtplib|\bcurl\s+-|URLSession`
)

var keyREs struct {
	once       sync.Once
	hook, send *regexp.Regexp
}

// keyloggers reports each file that hooks every key and sends.
func keyloggers(files []Input) []Hit {
	var out []Hit
	for _, f := range files {
		if f.Data == nil || len(f.Data) > 4<<20 || tables.LangOfPath(f.Path) == "" {
			continue
		}
		src := string(f.Data)
		// The cheap test: a word every hook's spelling holds.
		if !mayHookKeys(src) {
			continue
		}
		keyREs.once.Do(func() { keyREs.hook, keyREs.send = regexp.MustCompile(keyHookPat), regexp.MustCompile(keySendPat) })
		h := keyREs.hook.FindStringIndex(src)
		if h == nil {
			continue
		}
		s := keyREs.send.FindStringIndex(src)
		if s == nil {
			continue
		}
		line := func(off int) int { return 1 + strings.Count(src[:off], "\n") }
		out = append(out, Hit{Kind: SecretFlow, Path: f.Path, Line: line(s[0]), Level: 2,
			Source: "keystrokes (a global keyboard hook, line " + strconv.Itoa(line(h[0])) + ")", Sink: strings.TrimSpace(src[s[0]:s[1]]), Text: flow.LineText(src, s[0])})
	}
	return out
}

// addHits merges extra into hits, sorted by file and line.
func addHits(hits, extra []Hit) []Hit {
	if len(extra) == 0 {
		return hits
	}
	hits = append(hits, extra...)
	slices.SortStableFunc(hits, func(a, b Hit) int { return cmp.Or(cmp.Compare(a.Path, b.Path), cmp.Compare(a.Line, b.Line)) })
	return hits
}

// keyHookLiterals holds a literal of each alternative of keyHookPat
// ("uiohook-napi" holds "iohook"): a file without any of them cannot
// match, so the pattern, which has no literal prefix to skip by, is run
// only on files holding one.
var keyHookLiterals = [...]string{"keyboard.", "SetWindowsHookEx", "GetAsyncKeyState", "CGEventTapCreate", "addGlobalMonitorForEvents", "iohook", "node-global-key-listener"}

func mayHookKeys(src string) bool {
	for _, l := range keyHookLiterals {
		if strings.Contains(src, l) {
			return true
		}
	}
	return false
}
