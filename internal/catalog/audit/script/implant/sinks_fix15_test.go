package implant

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/flow"
)

// TestWebShellEverySink (fix15): harmless sinks before the one a request
// reaches do not hide it (a cap on the sinks read did, at 64), and PHP's
// backticks run their text as a shell command. The honest twin of each
// runs a fixed or escaped command.
func TestWebShellEverySink(t *testing.T) {
	pad := strings.Repeat("<?php eval('1;'); ?>\n", 200)
	for _, tc := range []struct {
		name, path, src string
		want            bool
	}{
		{"php system after 200 evals", "s.php", pad + "<?php system($_GET['c']); ?>\n", true},
		{"php name after 200 evals", "s.php", pad + "<?php $c = $_POST['c'];\nexec($c); ?>\n", true},
		{"python after 200 os.system", "app.py", strings.Repeat("os.system('true')\n", 200) + "os.system(request.args['c'])\n", true},
		{"php backticks", "s.php", "<?php echo `$_GET[c]`; ?>\n", true},
		{"php backticks, a name", "s.php", "<?php $c = $_REQUEST['c'];\necho `$c 2>&1`; ?>\n", true},
		{"php backticks after 200 evals", "s.php", pad + "<?php print `{$_GET['c']}`; ?>\n", true},
		{"twin: php escaped after 200 evals", "s.php", pad + "<?php system('ls ' . escapeshellarg($_GET['d'])); ?>\n", false},
		{"twin: php fixed command", "s.php", pad + "<?php $d = $_GET['d']; system('uptime'); ?>\n", false},
		{"twin: php backticks, fixed", "s.php", "<?php $d = $_GET['d']; echo `uptime`; ?>\n", false},
		{"twin: php backticks, escaped", "s.php", "<?php echo `ls ` . escapeshellarg($_GET['d']); ?>\n", false},
	} {
		got := false
		for _, h := range Find([]flow.Input{{Path: tc.path, Data: []byte(tc.src)}}) {
			got = got || h.Kind == flow.ReverseShell
		}
		if got != tc.want {
			t.Errorf("%s: web shell %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestWebShellWorkLinear counts the argument bytes read of a file of
// many sinks each with a request's spelling near it but not in it: at
// most maxArg a sink, so linear in the file, with no cap on the sinks.
func TestWebShellWorkLinear(t *testing.T) {
	for _, n := range []int{1000, 4000} {
		src := "<?php $x = 1; ?>\n" + strings.Repeat("<?php eval('1'); // $_GET\n", n)
		work := 0
		sinkWork = func(k int) { work += k }
		Find([]flow.Input{{Path: "s.php", Data: []byte(src)}})
		sinkWork = nil
		if work > n*maxArg {
			t.Errorf("%d sinks: %d argument bytes read, more than %d", n, work, n*maxArg)
		}
	}
}
