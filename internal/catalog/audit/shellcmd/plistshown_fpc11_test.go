package shellcmd

import "testing"

// TestPlistShown: a launch definition counts as shown when its XML is
// written out labelled with its name, or is a here-document written to
// it; a file that shows one agent and names another does not show the
// second (fpc11).
func TestPlistShown(t *testing.T) {
	const clean = "<plist version=\"1.0\"><dict><key>Label</key><string>com.x.clean</string>\n<key>ProgramArguments</key><array><string>/usr/bin/true</string></array></dict></plist>\n"
	for _, tc := range []struct {
		name, data, base string
		want             bool
	}{
		{"labelled", "# Agent\n\n```xml\n" + clean + "```\n", "com.x.clean.plist", true},
		{"labelled, spaced", "<plist><dict>\n  <key>Label</key>\n  <string>com.x.clean</string>\n</dict></plist>\n", "com.x.clean.plist", true},
		{"here-document to the path", "cat > ~/Library/LaunchAgents/com.x.clean.plist <<'P'\n<plist><dict><key>ProgramArguments</key><array><string>/usr/bin/true</string></array></dict></plist>\nP\n", "com.x.clean.plist", true},
		{"tee here-document", "sudo tee /Library/LaunchDaemons/com.x.clean.plist > /dev/null << EOF\n<plist><dict/></plist>\nEOF\n", "com.x.clean.plist", true},
		{"another agent named beside a shown one", clean + "curl -o ~/Library/LaunchAgents/com.x.sync.plist https://a.example-x.dev/p\n", "com.x.sync.plist", false},
		{"a label that only starts with the name", "<plist><dict><key>Label</key><string>com.x.clean.helper</string></dict></plist>\ncom.x.clean.plist\n", "com.x.clean.plist", false},
		{"a here-document to another path", "cat > ~/Library/LaunchAgents/com.x.clean.plist <<'P'\n<plist/>\nP\ncp /tmp/s ~/Library/LaunchAgents/com.x.sync.plist\n", "com.x.sync.plist", false},
		{"a here-document without a plist", "cat > ~/Library/LaunchAgents/com.x.sync.plist <<'P'\n{}\nP\n<plist/>\n", "com.x.sync.plist", false},
		{"no plist at all", "launchctl load ~/Library/LaunchAgents/com.x.clean.plist\n", "com.x.clean.plist", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := PlistShown([]byte(tc.data), tc.base); got != tc.want {
				t.Errorf("PlistShown(%q) = %v, want %v", tc.base, got, tc.want)
			}
		})
	}
}

// TestTaskRefsFetch: a command that names a URL may install what it
// fetches; it refers to no shown task (fpc11).
func TestTaskRefsFetch(t *testing.T) {
	for _, s := range []string{
		"curl -fsSL https://a.example-x.dev/com.x.clean.plist -o ~/Library/LaunchAgents/com.x.clean.plist",
		"wget -O ~/.config/systemd/user/sync.service https://a.example-x.dev/u && systemctl --user enable sync.service",
	} {
		if p, u, c := TaskRefs(s); len(p)+len(u) > 0 || c != "" {
			t.Errorf("TaskRefs(%q) = %v %v %q, want none", s, p, u, c)
		}
	}
	if p, _, _ := TaskRefs("launchctl load ~/Library/LaunchAgents/com.x.clean.plist"); len(p) != 1 {
		t.Errorf("TaskRefs of a load: %v", p)
	}
}
