package script

import (
	"regexp"
	"testing"
)

// TestLiteralGates: a file that can match keyHookPat, otherEvalPat or
// otherPropPat always passes the byte test put before the pattern, so
// the gates skip only files the pattern could not match. One sample per
// alternative of each pattern; a gate missing a literal fails here.
func TestLiteralGates(t *testing.T) {
	tests := []struct {
		name    string
		pattern string
		gate    func(string) bool
		samples []string
	}{
		{"keyHookPat", keyHookPat, mayHookKeys, []string{
			"with keyboard.Listener(on_press=f) as l:",
			"keyboard.on_press(cb)", "keyboard.on_release(cb)", "keyboard.hook(cb)", "keyboard.record()", "keyboard.read_key()",
			"SetWindowsHookExW(13, proc, 0, 0)", "SetWindowsHookEx(WH_KEYBOARD_LL, p)",
			"GetAsyncKeyState(i)", "CGEventTapCreate(kCGSessionEventTap)",
			"NSEvent.addGlobalMonitorForEvents(matching: [.keyDown])",
			"require('iohook')", `require("uiohook-napi")`, "require('node-global-key-listener')",
			"import { uIOhook } from 'uiohook-napi'", `from "iohook"`, "from 'node-global-key-listener'",
		}},
		{"otherEvalPat", otherEvalPat, mayEval, []string{
			"eval(body)", "obj.instance_eval(code)", "Foo.class_eval code", "M.module_eval(s)",
			"loadstring(s)()", "dostring(s)", "load(s)()", "assert(s)", "create_function('', $s)",
		}},
		{"otherPropPat", otherPropPat, func(s string) bool { return containsProperty(s) }, []string{
			`props.getProperty("release.storePassword")`, `findProperty("signing.key")`, `getPropertyOrNull("token")`,
		}},
	}
	for _, tc := range tests {
		re := regexp.MustCompile(tc.pattern)
		for _, s := range tc.samples {
			if !re.MatchString(s) {
				t.Errorf("%s: sample %q does not match the pattern (fix the sample)", tc.name, s)
				continue
			}
			if !tc.gate(s) {
				t.Errorf("%s: the gate refuses %q, which the pattern matches", tc.name, s)
			}
		}
	}
	// The gates do refuse: keyloggers' old gate let every "Key" through.
	for _, s := range []string{"apiKey := os.Getenv(\"API_KEY\")", "except KeyError:"} {
		if mayHookKeys(s) {
			t.Errorf("mayHookKeys(%q) = true, want false", s)
		}
	}
}
