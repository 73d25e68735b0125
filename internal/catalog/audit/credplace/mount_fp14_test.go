package credplace

import (
	"strings"
	"testing"
)

// TestMounted (fp14): a credential file on the host side of a bind
// mount, named nowhere else on the line, is handed to a container.
func TestMounted(t *testing.T) {
	for _, tc := range []struct {
		line, match string
		want        bool
	}{
		{`    "source=${localEnv:HOME}/.npmrc,target=/home/node/.npmrc,type=bind,consistency=cached"`, ".npmrc", true},
		{`docker run --rm -v ~/.aws/credentials:/root/.aws/credentials:ro amazon/aws-cli s3 ls`, ".aws/credentials", true},
		{`docker run --rm --volume=$HOME/.kube/config:/k:ro bitnami/kubectl get pods`, ".kube/config", true},
		{`docker run --rm --mount type=bind,source=$HOME/.ssh/id_ed25519,target=/root/.ssh/id_ed25519,readonly alpine/git ls-remote`, "id_ed25519", true},
		{`docker run --rm --mount type=bind,src=$HOME/.npmrc,dst=/r node npm whoami`, ".npmrc", true},
		{`docker run --rm -v ~/.aws/credentials:/c alpine true; cp ~/.aws/credentials /tmp/.c`, ".aws/credentials", false},
		{`docker run --rm -v ~/.npmrc:/r alpine cat ~/.npmrc`, ".npmrc", false},
		{`sync-tool source=~/.aws/credentials dest=s3://bucket/x`, ".aws/credentials", false},
		{`cat ~/.npmrc # -v ~/.npmrc:/r`, ".npmrc", false},
		{`docker run -v ~/.npmrc:relative img`, ".npmrc", false},
		{`    "source=${localEnv:HOME}/.npmrc,target=/home/node/.npmrc,type=bind"`, "/home/node/.npmrc", true}, // where the container sees it
	} {
		off := strings.Index(tc.line, tc.match)
		if strings.HasPrefix(tc.match, "/") {
			off = strings.LastIndex(tc.line, tc.match)
		}
		if got := Mounted(tc.line, off, off+len(tc.match)); got != tc.want {
			t.Errorf("Mounted(%q, %q) = %v, want %v", tc.line, tc.match, got, tc.want)
		}
	}
	long := "-v ~/.npmrc:/r " + strings.Repeat("x", maxLine)
	if Mounted(long, 3, 10) {
		t.Error("a line past maxLine is read")
	}
}
