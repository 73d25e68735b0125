package shellcmd

import "testing"

// TestHostMountsWorkspaceVariable: a devcontainer's bind mount of its own
// workspace variable (source=${localWorkspaceFolder}) is the project, read
// whole; the home by a variable, or a path climbing out of the workspace,
// is the host.
func TestHostMountsWorkspaceVariable(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{`{ "workspaceMount": "source=${localWorkspaceFolder},target=/workspace,type=bind" }`, false},
		{`{ "mounts": ["source=${localWorkspaceFolder}/.cache,target=/c,type=bind"] }`, false},
		{`{ "workspaceMount": "source=${localWorkspaceFolder}/..,target=/workspace,type=bind" }`, true},
		{`{ "workspaceMount": "source=${localWorkspaceFolder}/../..,target=/w,type=bind" }`, true},
		{`{ "mounts": ["source=${localEnv:HOME},target=/host,type=bind"] }`, true},
		{`{ "mounts": ["source=${localEnv:HOME}/.ssh,target=/root/.ssh,type=bind"] }`, true},
		{`{ "mounts": [{ source=/var/run/docker.sock, target=/var/run/docker.sock }] }`, true},
	} {
		if got := HostMounts(tc.text); got != tc.want {
			t.Errorf("HostMounts(%s) = %v, want %v", tc.text, got, tc.want)
		}
	}
}
