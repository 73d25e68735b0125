package implant

import "testing"

// TestWebShellMethods: in JavaScript a sink spelled as a method runs a
// command only on a process module (the review of det18 found JavaScript's
// /re/.exec(req.query.id) and assert(req.body.email) read as web
// shells at high).
func TestWebShellMethods(t *testing.T) {
	for _, c := range []struct {
		path, src string
		shell     bool
	}{
		{"server.js", "const m = /^[0-9]+$/.exec(req.query.id);\n", false},
		{"server.js", "const m = idPattern.exec(req.query.id);\n", false},
		{"server.js", "assert(req.body.email, 'email required');\n", false},
		{"server.js", "db.exec(req.body.sql);\n", false},
		{"server.js", "require('child_process').exec(req.query.c);\n", true},
		{"server.js", "const runner = require('child_process');\nrunner.exec(req.query.c);\n", true},
		{"server.js", "const cp = require('node:child_process');\ncp.execSync(req.body.cmd);\n", true},
		{"server.js", "const { exec } = require('child_process');\nexec(req.query.c);\n", true},
		{"app.py", "os.system(request.args['c'])\n", true},
		{"shell.php", "<?php assert($_GET['c']); ?>\n", true},
		{"shell.php", "<?php $o->exec($_GET['c']); ?>\n", true},
		{"status.jsp", "<% String c = request.getParameter(\"c\"); Runtime.getRuntime().exec(c); %>\n", true},
		{"run.aspx", "<% System.Diagnostics.Process.Start(Request.Headers[\"X-C\"]); %>\n", true},
	} {
		if got := webShell(c.path, c.src) != nil; got != c.shell {
			t.Errorf("%s %q: web shell %v, want %v", c.path, c.src, got, c.shell)
		}
	}
}
