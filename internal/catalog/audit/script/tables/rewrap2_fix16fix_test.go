package tables

import (
	"strings"
	"testing"
)

// TestMoreRewrap (fix16fix): the command line watch, tmux, screen, sudo
// -i/-s, chroot, ip netns exec, faketime, prlimit, numactl, setarch,
// xvfb-run and dbus-run-session run.
func TestMoreRewrap(t *testing.T) {
	for _, tc := range []struct {
		line, want string
		ok         bool
	}{
		{"watch -n 600 P", "sh -c P", true},
		{"watch -n 5 kubectl get pods", "kubectl get pods", true},
		{"tmux new-session -d P", "sh -c P", true},
		{"tmux -L s new -d -s name P", "sh -c P", true},
		{"tmux ls", "", false},
		{"sudo -u deploy -i P", "sh -c P", true},
		{"sudo -s P", "sh -c P", true},
		{"sudo -u deploy P", "", false},
		{"chroot / sh -c CMD", "sh -c CMD", true},
		{"chroot --userspec u:g /srv/root prog", "prog", true},
		{"ip netns exec blue sh -c CMD", "sh -c CMD", true},
		{"ip -n blue addr", "", false},
		{"screen -dmS s sh -c CMD", "sh -c CMD", true},
		{"faketime 2020-01-01 sh -c CMD", "sh -c CMD", true},
		{"faketime -f +2d sh -c CMD", "sh -c CMD", true},
		{"prlimit --nofile=1024 sh -c CMD", "sh -c CMD", true},
		{"numactl -N 0 sh -c CMD", "sh -c CMD", true},
		{"setarch x86_64 -R sh -c CMD", "sh -c CMD", true},
		{"xvfb-run -a -s -screen sh -c CMD", "sh -c CMD", true},
		{"dbus-run-session -- sh -c CMD", "sh -c CMD", true},
	} {
		args := words(tc.line)
		head, used, ok := Rewrap(args[0].S, args)
		var got []string
		if ok {
			_, out := Splice(nil, head, args[used:])
			for _, w := range out {
				got = append(got, w.S)
			}
		}
		if ok != tc.ok || strings.Join(got, " ") != tc.want {
			t.Errorf("%s: %q %v, want %q %v", tc.line, strings.Join(got, " "), ok, tc.want, tc.ok)
		}
	}
}

// TestMoreRewrapChainLinear (fix16fix): chains of 120,000 of the new
// wrappers unwrap in at most a step a word.
func TestMoreRewrapChainLinear(t *testing.T) {
	for _, w := range []string{"watch -n 1 ", "chroot / ", "ip netns exec n ", "screen -dmS s ", "faketime t ", "prlimit --nofile=1 ", "numactl -N 0 ", "setarch x ", "xvfb-run -a ", "dbus-run-session -- ", "tmux new -d "} {
		args := words(strings.Repeat(w, 120000) + "sh x")
		total := len(args)
		left, steps, copied := unwrapCount(args, total+1)
		if len(left) == 0 || left[0].S != "sh" || steps > total || copied > 6*total {
			t.Errorf("%q: %d left, %d steps, %d copied for %d words", w, len(left), steps, copied, total)
		}
	}
}
