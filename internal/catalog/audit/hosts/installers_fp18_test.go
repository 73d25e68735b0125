package hosts

import "testing"

// TestReadBy (fp18): a moved variable counts for an installer that reads
// it; a URL that is not a listed installer's reads every variable.
func TestReadBy(t *testing.T) {
	for _, tc := range []struct {
		text, line string
		want       bool
	}{
		{"export PIP_INDEX_URL=https://pypi.corp-mirror.dev/simple", "curl -LsSf https://astral.sh/uv/install.sh | sh", false},
		{"export UV_INSTALLER_GITHUB_BASE_URL=https://gh.corp-mirror.dev", "curl -LsSf https://astral.sh/uv/install.sh | sh", true},
		{"export INSTALLER_DOWNLOAD_URL=$M", "curl -LsSf https://astral.sh/uv/install.sh | sh", true},
		{"export NPM_CONFIG_REGISTRY=https://npm.corp-mirror.dev", "curl -sSf https://sh.rustup.rs | sh", false},
		{"export RUSTUP_DIST_SERVER=$M", "curl -sSf https://sh.rustup.rs | sh", true},
		{"export HOMEBREW_BOTTLE_DOMAIN=b.corp-mirror.dev", "curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh", true},
		{"export PIP_INDEX_URL=$M", "curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh", false},
		{"export NPM_CONFIG_REGISTRY=$M", "curl -o- https://raw.githubusercontent.com/nvm-sh/nvm/v0.40.1/install.sh | bash", true},
		// Not a listed installer: every variable counts.
		{"export PIP_INDEX_URL=$M", "curl -sSL https://install.python-poetry.org | python3 -", true},
		{"export PIP_INDEX_URL=$M", "curl -LsSf http://astral.sh/uv/install.sh | sh", true},
		{"export PIP_INDEX_URL=$M", "curl -LsSf https://astral.sh/ruff/install.sh | sh", true},
		{"export PIP_INDEX_URL=$M", "curl -LsSf https://astral.sh/uv/install.sh https://pypi.org/simple/x | sh", true},
		// Nothing moved.
		{"export PIP_INDEX_URL=https://pypi.org/simple", "curl -sSL https://install.python-poetry.org | python3 -", false},
	} {
		if got := ReadBy(MovedVars(tc.text), URLs(tc.line)); got != tc.want {
			t.Errorf("ReadBy(%q, %q) = %v, want %v", tc.text, tc.line, got, tc.want)
		}
	}
}
