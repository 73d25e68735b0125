package bulkwrite

import "testing"

// TestIntoWrapperValues (fix15): a wrapper option whose value is the next
// word (sudo -u USER, doas -u USER, env -u NAME, nice -n N) is skipped
// with its value, so the bulk writer after it is the program; the honest
// twin of each writes elsewhere.
func TestIntoWrapperValues(t *testing.T) {
	for _, tc := range []struct {
		data string
		want bool
	}{
		{"sudo -u deploy tar -xf kit.tar -C ~/.local/bin\n", true},
		{"sudo -E -u deploy cp tool ~/.local/bin/\n", true},
		{"doas -u deploy cp tool ~/.local/bin/\n", true},
		{"env -u PATH cp tool ~/.local/bin/\n", true},
		{"nice -n 5 tar -xf kit.tar -C ~/.local/bin\n", true},
		{"sudo -g staff unzip -o kit.zip -d ~/.local/bin\n", true},
		{"sudo -u deploy tar -xf kit.tar -C ./vendor\n", false},
		{"doas -u deploy cp tool ./build/\n", false},
		{"env -u PATH cp tool ./build/\n", false},
		{"sudo -u deploy ls ~/.local/bin\n", false},
	} {
		work := 0
		if got := Into(tc.data, "~/.local/bin", false, &work); got != tc.want {
			t.Errorf("%q: into ~/.local/bin %v, want %v", tc.data, got, tc.want)
		}
	}
}
