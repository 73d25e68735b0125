package shellcmd

import (
	"bytes"
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
)

// plistLabelRE finds a launch definition's Label in XML a file shows;
// heredocToRE a here-document written to a file (its delimiter).
var plistLabelLazy, heredocToLazy lazyre.RE

func plistLabelRE() *regexp.Regexp {
	return plistLabelLazy.Get(`<key>\s*Label\s*</key>\s*<string>\s*([^<\s]+)\s*</string>`)
}

func heredocToRE() *regexp.Regexp {
	return heredocToLazy.Get(`(?m)^[^\n]*\b(?:cat|tee)\b[^\n]*<<-?\s*['"]?(\w+)['"]?[^\n]*\n`)
}

// PlistShown reports a file's text that writes out in full the launch
// definition base (a .plist file's name) names: XML of a <plist> whose
// Label is base without its extension, as launchd's convention names the
// file after the label, or a here-document holding a <plist> that cat or
// tee writes to a path ending in base (fpc11). A file that shows one
// agent and only names another (com.x.clean shown, com.x.sync.plist
// downloaded) does not show the second.
func PlistShown(data []byte, base string) bool {
	label, ok := strings.CutSuffix(base, ".plist")
	if !ok || label == "" || !bytes.Contains(data, []byte("<plist")) || !bytes.Contains(data, []byte(label)) {
		return false
	}
	for _, m := range plistLabelRE().FindAllSubmatch(data, 64) {
		if string(m[1]) == label {
			return true
		}
	}
	for _, ix := range heredocToRE().FindAllSubmatchIndex(data, 64) {
		head := data[ix[0]:ix[1]]
		at := bytes.Index(head, []byte("<<"))
		if !bytes.Contains(head[:at], []byte("/"+base)) && !bytes.Contains(head[:at], []byte(" "+base)) {
			continue
		}
		body := data[ix[1]:]
		if end := bytes.Index(body, []byte("\n"+string(data[ix[2]:ix[3]])+"\n")); end >= 0 {
			body = body[:end]
		}
		if bytes.Contains(body, []byte("<plist")) {
			return true
		}
	}
	return false
}
