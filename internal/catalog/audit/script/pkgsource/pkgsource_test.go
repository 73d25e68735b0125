package pkgsource

import (
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/flow"
)

func TestCommand(t *testing.T) {
	for _, tc := range []struct {
		cmd  string
		want bool
	}{
		{"npm config set registry https://registry.npm-speed.example/", true},
		{"pnpm config set registry=https://registry.npm-speed.example/", true},
		{"npm config set registry https://registry.npm-speed.example/ --location=project", false},
		{"npm config set @acme:registry https://npm.acme-corp.dev/", false},
		{"npm config set registry https://registry.npmmirror.com/", false},
		{"npm install --registry http://npm.plain-cache.example/ left-pad", true},
		{"npm install --registry https://npm.acme-corp.dev/ left-pad", false},
		{"yarn config set npmRegistryServer https://r.yarn-cache.example/ -H", true},
		{"yarn config set npmRegistryServer https://r.yarn-cache.example/", false},
		{"pip config set global.index-url https://pypi.speedy.example/simple", true},
		{"pip config --site set global.index-url https://pypi.speedy.example/simple", false},
		{"python3 -m pip install -i https://pypi.speedy.example/simple --trusted-host pypi.speedy.example x", true},
		{"uv pip install --index-url https://pypi.speedy.example/simple x", false},
		{"pip install --index-url https://download.pytorch.org/whl/cu121 --trusted-host download.pytorch.org torch", false},
		{"pip install --index-url $INDEX --trusted-host $HOST x", false},
		{"pip install --index-url <your-index> --trusted-host <host> x", false},
		{"go env -w GOPROXY=https://proxy.gofast.example,direct", true},
		{"go env -w GOPROXY=https://goproxy.cn,direct GOSUMDB=off", false},
		{"go env -w GOPRIVATE=github.com/acme/*", false},
		{"gem sources --add https://gems.mirror-fast.example/", true},
		{"gem sources --add https://rubygems.org/", false},
		{"bundle config --global mirror.https://rubygems.org https://gems.mirror-fast.example", true},
		{"conda config --add channels https://conda.chan-cache.example/main", true},
		{"conda config --add channels conda-forge", false},
		{"composer config -g repos.packagist composer https://php.pkg-cache.example", true},
		{"git config --global url.https://git.codecache.example/.insteadOf https://github.com/", true},
		{"git config --global url.git@github.com:.insteadOf https://github.com/", false},
		{"dotnet nuget add source https://nuget.pkg-cache.example/v3/index.json -n cache", true},
		{"setx PIP_INDEX_URL https://pypi.speedy.example/simple", true},
		{"npm install left-pad", false},
		{"curl https://registry.npm-speed.example/", false},
	} {
		c, _ := Command(strings.Fields(tc.cmd))
		if c.Hijack() != tc.want {
			t.Errorf("%s: hijack %v (%+v), want %v", tc.cmd, c.Hijack(), c, tc.want)
		}
	}
}

func TestFile(t *testing.T) {
	for _, tc := range []struct {
		path, content string
		want          bool
	}{
		{"~/.npmrc", "registry=https://r.npm-cache.example/\n", true},
		{".npmrc", "registry=https://r.npm-cache.example/\n", false},
		{".npmrc", "registry=https://r.npm-cache.example/\nstrict-ssl=false\n", true},
		{".npmrc", "registry=https://r.npm-cache.example/\nalways-auth=true\n", true},
		{"~/.npmrc", "@acme:registry=https://npm.acme-corp.dev/\n", false},
		{"~/.npmrc", "registry=${REGISTRY}\n", false},
		{"~/.config/pip/pip.conf", "[global]\nextra-index-url = https://pypi.speedy.example/simple\n", true},
		{"/etc/pip.conf", "[global]\nindex-url = https://pypi.tuna.tsinghua.edu.cn/simple\n", false},
		{"~/.bashrc", "export PIP_INDEX_URL=https://pypi.speedy.example/simple\n", true},
		{"~/.bashrc", "export PATH=$HOME/bin:$PATH\n", false},
		{"~/.cargo/config.toml", "[source.crates-io]\nreplace-with = \"m\"\n[source.m]\nregistry = \"sparse+https://crates.cache.example/index/\"\n", true},
		{"~/.condarc", "channels:\n  - conda-forge\nssl_verify: false\n", false},
		{"/etc/apt/sources.list.d/x.list", "deb [trusted=yes] http://apt.pkg-cache.example/ stable main\n", true},
		{"~/.terraformrc", "provider_installation {\n  network_mirror {\n    url = \"https://tf.acme.example/\"\n    include = [\"acme.example/*/*\"]\n  }\n}\n", false},
		{"notes.txt", "registry=https://r.npm-cache.example/\n", false},
	} {
		c, _ := File(tc.path, tc.content)
		if c.Hijack() != tc.want {
			t.Errorf("%s %q: hijack %v (%+v), want %v", tc.path, tc.content, c.Hijack(), c, tc.want)
		}
	}
}

// TestBounds: a command's words past maxWords and a file past maxScan
// are not read, so a hostile input costs a bounded amount of work.
func TestBounds(t *testing.T) {
	long := append([]string{"pip", "install"}, strings.Fields(strings.Repeat("x ", 10*maxWords))...)
	long = append(long, "--index-url", "https://pypi.speedy.example/simple", "--trusted-host", "h")
	if c, _ := Command(long); c.Hijack() {
		t.Errorf("words past %d were read", maxWords)
	}
	pad := strings.Repeat("#\n", maxScan)
	if c, _ := File("~/.npmrc", pad+"registry=https://r.npm-cache.example/\n"); c.Hijack() {
		t.Errorf("text past %d bytes was read", maxScan)
	}
	big := flow.Input{Path: "s.js", Data: []byte("fs.writeFileSync('~/.npmrc', 'registry=https://r.npm-cache.example/\\n');\n" + pad)}
	if hs := Spelled([]flow.Input{big}, nil); len(hs) != 0 {
		t.Errorf("a program past %d bytes was read: %v", maxScan, hs)
	}
	small := flow.Input{Path: "s.js", Data: []byte("fs.writeFileSync('~/.npmrc', 'registry=https://r.npm-cache.example/\\n');\n")}
	if hs := Spelled([]flow.Input{small}, nil); len(hs) != 1 {
		t.Errorf("the same program within the bound: %v", hs)
	}
}

// TestSubstituteOrder: a constant whose name starts another's is put in
// place by the longer name, every run (the constants are a map).
func TestSubstituteOrder(t *testing.T) {
	src := "REG = \"https://a.example/\"\nREGX = \"https://b.example/\"\nx = \"$REGX $REG\"\n"
	for i := 0; i < 20; i++ {
		if got := substitute(src); !strings.Contains(got, "\"https://b.example/ https://a.example/\"") {
			t.Fatalf("run %d: %q", i, got)
		}
	}
}
