package pkgsource

import (
	"strings"
	"testing"
)

// TestHonestTwins (det16fix, rev14a's C): each honest configuration or
// command beside a malicious one of the same surface that differs in
// the structure deciding it.
func TestHonestTwins(t *testing.T) {
	files := []struct {
		path, content string
		want          bool
	}{
		// A named Cargo registry is used only by the crates that name it;
		// the default's replacement is a [source.*] or [registry] table.
		{"~/.cargo/config.toml", "[registries.acme]\nindex = \"sparse+https://cargo.acme-corp.dev/index/\"\n", false},
		{"~/.cargo/config.toml", "[registries]\nacme = { index = \"https://cargo.acme-corp.dev/index/\" }\n", false},
		{"~/.cargo/config.toml", "[source.crates-io]\nreplace-with = \"m\"\n\n[source.m]\nindex = \"https://crates.fast-cache.dev/index/\"\n", true},
		{"~/.cargo/config.toml", "[registry]\nindex = \"https://crates.fast-cache.dev/index/\"\n", true},
		// Go's env file is in the user's configuration directory only.
		{"deploy/mongo/env", "GOPROXY=https://proxy.gofast.dev\n", false},
		{"~/.cargo/env", "export GOPROXY=https://proxy.gofast.dev\n", false},
		{"~/.config/go/env", "GOPROXY=https://proxy.gofast.dev\n", true},
		{"$HOME/Library/Application Support/go/env", "GOPROXY=https://proxy.gofast.dev\n", true},
		// apt checks the Release file's signature whatever the source.
		{"/etc/apt/sources.list.d/pgdg.list", "deb http://apt.postgresql.org/pub/repos/apt bookworm-pgdg main\n", false},
		{"/etc/apt/sources.list.d/x.list", "deb [trusted=yes] http://apt.pkg-fast.dev/ stable main\n", true},
		{"/etc/apt/sources.list.d/x.list", "deb [allow-insecure=yes] https://apt.pkg-fast.dev/ stable main\n", true},
		// Documentation placeholders.
		{"~/.config/go/env", "GOPROXY=https://athens.example.com,direct\n", false},
		{"~/.npmrc", "registry=https://my-domain-111122223333.d.codeartifact.us-west-2.amazonaws.com/npm/my-repo/\n", false},
		{"~/.npmrc", "registry=https://npm.yourdomain.com/\n", false},
		{"~/.npmrc", "registry=https://my-domain-444455556666.d.codeartifact.us-west-2.amazonaws.com/npm/my-repo/\n", true},
		// Public mirrors.
		{"~/.config/pip/pip.conf", "[global]\nindex-url = https://mirrors.bfsu.edu.cn/pypi/web/simple\n", false},
		{"~/.config/pip/pip.conf", "[global]\nindex-url = https://pypi.doubanio.com/simple\n", false},
		{"~/.config/go/env", "GOPROXY=https://proxy.golang.com.cn,direct\n", false},
		{"~/.gemrc", ":sources:\n- https://gems.ruby-china.com/\n", false},
		{"~/.cargo/config.toml", "[source.crates-io]\nreplace-with = \"r\"\n[source.r]\nregistry = \"https://rsproxy.cn/crates.io-index\"\n", false},
		{"~/.terraformrc", "provider_installation {\n  network_mirror {\n    url = \"https://terraform-mirror.yandexcloud.net/\"\n  }\n}\n", false},
		{"~/.config/pip/pip.conf", "[global]\nindex-url = https://mirrors.bfsu.edu.cn.evil-cache.dev/pypi/web/simple\n", true},
	}
	for _, tc := range files {
		c, _ := File(tc.path, tc.content)
		if c.Hijack() != tc.want {
			t.Errorf("%s %q: hijack %v (%+v), want %v", tc.path, tc.content, c.Hijack(), c, tc.want)
		}
	}
	for _, tc := range []struct {
		cmd  string
		want bool
	}{
		{"npm config set registry https://registry.npm-speed.dev/ --location project", false},
		{"npm config set registry https://registry.npm-speed.dev/ -L project", false},
		{"npm config set --location=project registry https://registry.npm-speed.dev/", false},
		{"npm config set registry https://registry.npm-speed.dev/ --location user", true},
		{"npm c set registry https://registry.npm-speed.dev/", true},
		{"npm c set @acme:registry https://registry.npm-speed.dev/", false},
		{"npm config set --location global registry https://registry.npm-speed.dev/", true},
	} {
		c, _ := Command(strings.Fields(tc.cmd))
		if c.Hijack() != tc.want {
			t.Errorf("%s: hijack %v (%+v), want %v", tc.cmd, c.Hijack(), c, tc.want)
		}
	}
}

// TestGitInsteadOf (rev14a's A5): the user's file named by -f, and a
// base written scp-like (git@github.com:), move the code host's fetches
// as --global and https:// do.
func TestGitInsteadOf(t *testing.T) {
	for _, tc := range []struct {
		cmd  string
		want bool
	}{
		{"git config -f ~/.gitconfig url.https://git.codecache.dev/.insteadOf https://github.com/", true},
		{"git config --file $HOME/.config/git/config url.https://git.codecache.dev/.insteadOf https://github.com/", true},
		{"git config -f .gitmodules url.https://git.codecache.dev/.insteadOf https://github.com/", false},
		{"git config --global url.https://git.codecache.dev/.insteadOf git@github.com:", true},
		{"git config --global url.https://github.com/.insteadOf git@github.com:", false},
		{"git config --global url.https://git.codecache.dev/.insteadOf git@git.codecache.dev:", false},
	} {
		c, _ := Command(strings.Fields(tc.cmd))
		if c.Hijack() != tc.want {
			t.Errorf("%s: hijack %v (%+v), want %v", tc.cmd, c.Hijack(), c, tc.want)
		}
	}
}
