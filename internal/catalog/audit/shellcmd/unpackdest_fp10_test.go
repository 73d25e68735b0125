package shellcmd

import "testing"

// TestUnpacksOutside (issue 37, fp10): an archive extracted into the
// project is data; extracted into the home or a hidden directory its
// files act (a hook, an autostart entry) without being run by name.
func TestUnpacksOutside(t *testing.T) {
	for _, tc := range []struct {
		data string
		want bool
	}{
		{`mkdir -p "$NAME" && tar xzf assets/skel.tar.gz -C "$NAME" --strip-components=1`, false},
		{`tar -xzf assets/skel.tar.gz -C src/templates`, false},
		{`tar xzf assets/skel.tar.gz`, false},
		{`tar xzf assets/skel.tar.gz -C .git`, true},
		{`tar -C ~/.config -xzf assets/skel.tar.gz`, true},
		{`tar xzf assets/skel.tar.gz --directory="$HOME"`, true},
		{`tar xzf assets/skel.tar.gz -C /etc`, true},
		{`tar xzf assets/skel.tar.gz -C ../..`, true},
		{"DEST=\"$HOME/.local/share/x\"\ntar xzf assets/skel.tar.gz -C \"$DEST\"", true},
		{"DEST=build/x\ntar xzf assets/skel.tar.gz -C \"$DEST\"", false},
		{`unzip -q assets/skel.tar.gz -d ~/.vscode/extensions`, true},
		{`tar xzf assets/skel.tar.gz -C "$(mktemp -d)"`, true},
	} {
		if got := UnpacksOutside([]byte(tc.data+"\n"), "skel.tar.gz"); got != tc.want {
			t.Errorf("UnpacksOutside(%q) = %v, want %v", tc.data, got, tc.want)
		}
	}
}
