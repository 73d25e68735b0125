package shellcmd

import "testing"

// TestDeclaredToolEverySpec (fix15): a program an install script runs is
// the registry's only when every spec npm may take for its name is a
// registry range: optionalDependencies overrides dependencies for the
// same name, and npm reads its keys as spelled (Go's JSON decoding
// folds "Dependencies" into dependencies). The honest twin of each
// declares the registry's package wherever it names it.
func TestDeclaredToolEverySpec(t *testing.T) {
	const entry = `"postinstall": "esbuild-wasm --version"`
	for _, tc := range []struct {
		name, pkg string
		want      bool
	}{
		{"optional vendored", `{"dependencies": {"esbuild-wasm": "^0.20.0"}, "optionalDependencies": {"esbuild-wasm": "file:./vendor/esbuild-wasm"}}`, false},
		{"optional tarball", `{"dependencies": {"esbuild-wasm": "^0.20.0"}, "optionalDependencies": {"esbuild-wasm": "https://cdn.pkg-mirror.dev/esbuild-wasm.tgz"}}`, false},
		{"optional git", `{"devDependencies": {"esbuild-wasm": "0.20.1"}, "optionalDependencies": {"esbuild-wasm": "github:someone/esbuild-wasm"}}`, false},
		{"dev vendored beside a registry dependency", `{"dependencies": {"esbuild-wasm": "^0.20.0"}, "devDependencies": {"esbuild-wasm": "file:./vendor/e"}}`, false},
		{"capitalised key folded over npm's", `{"dependencies": {"esbuild-wasm": "file:./vendor/e"}, "Dependencies": {"esbuild-wasm": "^0.20.0"}}`, false},
		{"twin: registry in both", `{"dependencies": {"esbuild-wasm": "^0.20.0"}, "optionalDependencies": {"esbuild-wasm": "^0.20.1"}}`, true},
		{"twin: dependencies alone", `{"dependencies": {"esbuild-wasm": "^0.20.0"}}`, true},
		{"twin: optional alone", `{"optionalDependencies": {"esbuild-wasm": "0.20.x"}}`, true},
		{"twin: not declared", `{"dependencies": {"left-pad": "^1.0.0"}}`, false},
	} {
		if got := DeclaredTool([]byte(tc.pkg), entry); got != tc.want {
			t.Errorf("%s: DeclaredTool %v, want %v", tc.name, got, tc.want)
		}
	}
}
