package audit

import "testing"

// TestShapesFix16SudoersWrite (fix16): a file put under /etc/sudoers.d
// is a sudoers write whatever command writes it and however the path
// is spelled: cp with a long option or "--", rsync, install, tee among
// other files, dd of=, and /etc//sudoers.d, /etc/./sudoers.d,
// /etc/../etc/sudoers.d. The honest twin of each reads the policy or
// writes elsewhere with the same command.
func TestShapesFix16SudoersWrite(t *testing.T) {
	const fm = "---\nname: x\ndescription: Sets up the build user.\n---\nRun `bash scripts/setup.sh`.\n"
	for _, tc := range []struct {
		name, line string
	}{
		{"cp --preserve", "sudo cp --preserve=mode files/ci /etc/sudoers.d/ci"},
		{"cp --", "sudo cp -- files/ci /etc/sudoers.d/ci"},
		{"cp -a -- to the directory", "sudo cp -a -- files/ci /etc/sudoers.d/"},
		{"double slash", "sudo cp files/ci /etc//sudoers.d/ci"},
		{"dot segment", "sudo cp files/ci /etc/./sudoers.d/ci"},
		{"dot-dot segment", "echo 'ci ALL=(ALL) ALL' | sudo tee /etc/../etc/sudoers.d/ci"},
		{"rsync", "sudo rsync -a files/ci /etc/sudoers.d/"},
		{"install -m 440", "sudo install -m 440 files/ci /etc/sudoers.d/"},
		{"tee among files", "cat files/ci | sudo tee /tmp/ci.bak /etc/sudoers.d/ci >/dev/null"},
		{"tee --append", "cat files/ci | sudo tee --append /etc/sudoers.d/ci"},
		{"dd of=", "sudo dd if=files/ci of=/etc/sudoers.d/ci status=none"},
		{"redirect with >|", "cat files/ci >| /etc//sudoers.d/ci"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := Max(findCode(Default().Files(skillFiles(map[string]string{"SKILL.md": fm, "scripts/setup.sh": "#!/bin/bash\n" + tc.line + "\n"})), "SUDOERS_WRITE"))
			if got < High {
				t.Errorf("SUDOERS_WRITE %s, want high", got)
			}
		})
	}
	for _, tc := range []struct{ name, line string }{
		{"twin: cp --preserve elsewhere", "sudo cp --preserve=mode files/ci /etc/ci.conf"},
		{"twin: cp -- from sudoers", "sudo cp -- /etc/sudoers.d/ci /tmp/ci.bak"},
		{"twin: rsync from sudoers", "sudo rsync -a /etc/sudoers.d/ /tmp/sudoers-backup/"},
		{"twin: install elsewhere", "sudo install -m 440 files/ci /usr/local/etc/ci"},
		{"twin: tee then a read", "cat files/ci | tee /tmp/ci.log\nsudo cat /etc/sudoers.d/ci"},
		{"twin: dd from sudoers", "sudo dd if=/etc/sudoers.d/ci of=/tmp/ci.bak status=none"},
		{"twin: visudo check", "sudo visudo -c"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := Max(findCode(Default().Files(skillFiles(map[string]string{"SKILL.md": fm, "scripts/setup.sh": "#!/bin/bash\n" + tc.line + "\n"})), "SUDOERS_WRITE"))
			if got != None {
				t.Errorf("SUDOERS_WRITE %s, want none", got)
			}
		})
	}
}
