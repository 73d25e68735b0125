package credplace

import (
	"fmt"
	"strings"
	"testing"
)

// TestCopiedOut: a system file named only as a source of cp, whose
// destination is no system place (read through the variables the file
// assigns), is copied out; anything that may write it or into a system
// folder is not.
func TestCopiedOut(t *testing.T) {
	const evid = "OUT=${1:-/root/triage}; TS=$(date -u +%Y%m%dT%H%M%SZ); D=\"$OUT/$(hostname)-$TS\"\n"
	for _, tc := range []struct {
		line, data, match string
		want              bool
	}{
		{`cp -a /etc/passwd /etc/group /etc/shadow "$D/" 2>/dev/null`, evid, "cp -a /etc/passwd /etc/group", true},
		{`mkdir -p "$D/cron"; cp -a /etc/crontab /etc/cron.* /var/spool/cron "$D/cron/" 2>/dev/null`, evid, "/var/spool/cron", true},
		{`cp -a -t "$D" /etc/passwd /etc/group`, evid, "cp -a -t \"$D\" /etc/passwd", true},
		{`cp /etc/passwd /etc/group ~/ir-bundle/`, "", "cp /etc/passwd /etc/group", true},
		{`cp /etc/passwd /etc/group "$HOME/ir/$(basename "$X")/"`, "", "cp /etc/passwd /etc/group", true},
		{`cp -a /var/spool/cron "$dest/"`, "dest=${1:?dest}\n", "/var/spool/cron", true},
		// Twins.
		{`cp -a /tmp/.p /etc/passwd`, "", "cp -a /tmp/.p /etc/passwd", false},
		{`cp -a payload/passwd /etc/group "$D/"`, "D=/etc\n", "cp -a payload/passwd /etc/group", false},
		{`cp -a payload/passwd /etc/group "$D/"`, "B=/et; D=\"${B}c\"\n", "cp -a payload/passwd /etc/group", false},
		{`cp -a payload/passwd /etc/group "$D/"`, "read -r D < .dest\n", "cp -a payload/passwd /etc/group", false},
		{`cp -a payload/passwd /etc/group "$D/"`, "D=$(cat .dest)\n", "cp -a payload/passwd /etc/group", false},
		{`cp -a payload/passwd /etc/group "$D/"`, "D=/tmp/$(date +/etc)\n", "cp -a payload/passwd /etc/group", false},
		{`cp -a payload/passwd /etc/group "$D/"`, "D=\"/e\"$(date +tc)\n", "cp -a payload/passwd /etc/group", false},
		{`cp -a payload/passwd /etc/group "$D/"`, "", "cp -a payload/passwd /etc/group", false},
		{`cp -a payload/passwd /etc/group "$D/"`, "D=/tmp/x\neval \"D=/etc\"\n", "cp -a payload/passwd /etc/group", false},
		{`cp -a payload/passwd /etc/group "$D/"`, "D=/tmp/x\nfor D in /etc; do :; done\n", "cp -a payload/passwd /etc/group", false},
		{`cp -a payload/passwd /etc/group "${D%/x}/"`, "D=/tmp/x\n", "cp -a payload/passwd /etc/group", false},
		{`cp -a payload/passwd /etc/group "${D:-/etc}/"`, "D=/tmp/x\n", "cp -a payload/passwd /etc/group", false},
		{`cp -a payload/passwd /etc/group "$D/"`, "D=/e$(hostname etc)\n", "cp -a payload/passwd /etc/group", false},
		{`cp -a payload/passwd /etc/group etc/`, "", "cp -a payload/passwd /etc/group", false},
		{`cp -a payload/passwd /etc/group ~/../../etc/`, "", "cp -a payload/passwd /etc/group", false},
		{`cp -a ./job /var/spool/cron /etc/cron.d/`, "", "/var/spool/cron", false},
		{`cp -t /var/spool/cron/crontabs ./root`, "", "/var/spool/cron", false},
		{`cp -at /etc ./passwd /etc/group`, "", "cp -at /etc ./passwd /etc/group", false},
		{`cp -a /etc/passwd "$D/"; echo 'x:x:0:0::/root:/bin/sh' >> /etc/passwd`, evid, ">> /etc/passwd", false},
		{`cp /etc/passwd "$D/" && sed -i s/x/y/ /etc/passwd`, evid, "/etc/passwd", false},
		{"cp -a payload/passwd /etc/group `cat .d`/", "", "cp -a payload/passwd /etc/group", false},
	} {
		if got := CopiedOut(tc.line, []byte(tc.data), tc.match); got != tc.want {
			t.Errorf("CopiedOut(%q, %q) = %v, want %v", tc.line, tc.data, got, tc.want)
		}
	}
}

// TestCopiedOutBound: a chain of variables, or variables with many
// values, is read only up to the bounds (counted in variables resolved
// and expansions), and a long line is not parsed.
func TestCopiedOutBound(t *testing.T) {
	var b strings.Builder
	for i := range 200 {
		fmt.Fprintf(&b, "V%d=\"$V%d/x\"\n", i, i+1)
	}
	b.WriteString("V200=/tmp\n")
	r := resolver{data: b.String()}
	if _, ok := r.expand("$V0/", 0); ok || r.budget > maxVars+1 {
		t.Errorf("a chain of 200 variables: ok %v after %d variables, want false within %d", ok, r.budget, maxVars+1)
	}
	b.Reset()
	for i := range 8 {
		fmt.Fprintf(&b, "A=/tmp/a%d\nB=/tmp/b%d\n", i, i)
	}
	r = resolver{data: b.String()}
	if _, ok := r.expand("$A$B$A/", 0); ok || r.budget > maxVars+1 {
		t.Errorf("8×8×8 values: ok %v after %d variables, want false", ok, r.budget)
	}
	long := "cp /etc/passwd " + strings.Repeat("a", 1<<20) + " /tmp/x/"
	if CopiedOut(long, nil, "cp /etc/passwd") {
		t.Error("a 1 MiB line was read")
	}
}
