package implant

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/flow"
)

// TestWebShellAnyDistance (fix16): a request's value reaches a sink
// however far inside the sink's parentheses it is written: padding of
// spaces, a long comment, a long string or many arguments before it do
// not hide it, nor in PHP's backticks. The honest twin of each pads the
// same way and runs a fixed or escaped command.
func TestWebShellAnyDistance(t *testing.T) {
	sp := strings.Repeat(" ", 600)
	cm := "/* " + strings.Repeat("x", 2000) + " */"
	str := "'" + strings.Repeat("a", 1000) + "' . "
	args := strings.Repeat("0, ", 400)
	for _, tc := range []struct {
		name, path, src string
		want            bool
	}{
		{"php system, spaces", "s.php", "<?php system(" + sp + "$_GET['c']); ?>\n", true},
		{"php passthru, a comment", "s.php", "<?php passthru(" + cm + " $_POST['c']); ?>\n", true},
		{"php exec, a long string", "s.php", "<?php exec(" + str + "$_REQUEST['c']); ?>\n", true},
		{"php name, spaces over lines", "s.php", "<?php $c = $_GET['c'];\nshell_exec(\n" + strings.Repeat(sp+"\n", 4) + "$c); ?>\n", true},
		{"php call_user_func-like args", "s.php", "<?php proc_open(" + args + "$_COOKIE['c']); ?>\n", true},
		{"php backticks, spaces", "s.php", "<?php echo `" + sp + "$_GET[c]`; ?>\n", true},
		{"python os.system, spaces", "app.py", "os.system(" + sp + "request.args['c'])\n", true},
		{"twin: php system, spaces, fixed", "s.php", "<?php $d = $_GET['d']; system(" + sp + "'uptime'); ?>\n", false},
		{"twin: php passthru, spaces, escaped", "s.php", "<?php passthru(" + sp + "'ls ' . escapeshellarg($_POST['d'])); ?>\n", false},
		{"twin: php exec, a long string, intval", "s.php", "<?php exec(" + str + "intval($_REQUEST['n'])); ?>\n", false},
		{"twin: php backticks, spaces, fixed", "s.php", "<?php $d = $_GET['d']; echo `" + sp + "uptime`; ?>\n", false},
		{"twin: python os.system, spaces, fixed", "app.py", "d = request.args['d']\nos.system(" + sp + "'uptime')\n", false},
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

// TestWebShellWorkCounted (fix16): the lookups of a file of nested
// sinks, of a 1 MiB line of spaces inside one sink and of many unclosed
// parentheses are counted: a few per sink plus the bytes of the file,
// never a sink's argument each time.
func TestWebShellWorkCounted(t *testing.T) {
	for _, src := range []string{
		"<?php $x = $_GET['x']; " + strings.Repeat("eval(", 1<<16) + "1" + strings.Repeat(")", 1<<16) + "\n",
		"<?php $x = $_GET['x']; system(" + strings.Repeat(" ", 1<<20) + "'uptime');\n",
		"<?php $x = $_GET['x']; " + strings.Repeat("system((", 1<<15) + "\n",
		"<?php " + strings.Repeat("`$_GET ", 1<<15) + "\n",
	} {
		work := 0
		sinkWork = func(k int) { work += k }
		hits := Find([]flow.Input{{Path: "s.php", Data: []byte(src)}})
		sinkWork = nil
		if limit := 2*len(src) + 64; work > limit {
			t.Errorf("%d bytes: %d lookups, more than %d", len(src), work, limit)
		}
		_ = hits
	}
}
