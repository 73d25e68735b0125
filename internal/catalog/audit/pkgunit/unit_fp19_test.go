package pkgunit

import (
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
)

// TestEnabled: enabling the user unit a package installed by name
// provides is accepted; the same line beside a unit the skill writes, a
// package source it adds, a package file, a unit of another name, a
// shipped script or an edited unit is not.
func TestEnabled(t *testing.T) {
	const enable = "systemctl --user enable --now syncthing.service"
	for _, tc := range []struct {
		name, md, other string
		line            string
		want            bool
	}{
		{"apt", "sudo apt install syncthing   # or: sudo dnf install syncthing\n" + enable + "\nGUI: http://127.0.0.1:8384\n", "", enable, true},
		{"dnf, two units", "sudo dnf install -y syncthing pipewire\nsystemctl --user enable syncthing.service pipewire.socket\n", "", "systemctl --user enable syncthing.service pipewire.socket", true},
		{"not installed", "sudo apt install syncthing\n" + enable + "\n", "", "systemctl --user enable --now syncthing-relay.service", false},
		{"no install", enable + "\n", "", enable, false},
		{"unit written", "sudo apt install syncthing\nmkdir -p ~/.config/systemd/user\ncp assets/s.service ~/.config/systemd/user/syncthing.service\n" + enable + "\n", "", enable, false},
		{"unit shipped", "sudo apt install syncthing\n" + enable + "\n", "[Service]\nExecStart=%h/.local/bin/sync\n", enable, false},
		{"unit edited", "sudo apt install syncthing\nsystemctl --user edit syncthing.service\n" + enable + "\n", "", enable, false},
		{"ppa", "sudo add-apt-repository -y ppa:x/sync\nsudo apt install syncthing\n" + enable + "\n", "", enable, false},
		{"repository added", "sudo add-apt-repository 'deb [trusted=yes] http://pkgs.example-x.net/ stable main'\nsudo apt install syncthing\n" + enable + "\n", "", enable, false},
		{"script shipped", "sudo apt install syncthing\n" + enable + "\n", "#!/bin/sh\necho hi\n", enable, false},
		{"package file", "sudo apt install ./syncthing.deb\nsudo apt install syncthing\n" + enable + "\n", "", enable, false},
		{"named elsewhere", "sudo apt install syncthing\nWrite syncthing.service as shown below.\n" + enable + "\n", "", enable, false},
		{"second command", "sudo apt install syncthing\n", "", enable + "; ~/.cache/x &", false},
		{"placeholder", "sudo apt install syncthing\n", "", "systemctl --user enable --now <name>.service", false},
	} {
		files := []shellcmd.File{{Path: "SKILL.md", Data: []byte("```\n" + tc.md + "```\n"), Markdown: true}}
		if tc.other != "" {
			p := "assets/s.service"
			if tc.other[0] == '#' {
				p = "scripts/setup.sh"
			}
			files = append(files, shellcmd.File{Path: p, Data: []byte(tc.other)})
		}
		if got := Enabled(files, tc.line); got != tc.want {
			t.Errorf("%s: Enabled = %v, want %v", tc.name, got, tc.want)
		}
	}
}
