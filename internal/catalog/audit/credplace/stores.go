package credplace

import (
	"regexp"
	"sync"
)

// credentialStores are the credential stores SeveralStores counts, each
// once.
var credentialStores = sync.OnceValue(func() []*regexp.Regexp {
	var out []*regexp.Regexp
	for _, p := range []string{`\.ssh\b`, `\.aws\b`, `gcloud\b|application_default_credentials`, `\.azure\b`, `\.kube\b`,
		`\.docker[/\\]config`, `\.npmrc\b`, `\.pypirc\b`, `\.git-credentials\b`, `\.netrc\b`, `\bhosts\.yml\b`,
		`(?:^|[\s/"'*(])\.env\b`, `keychain|find-generic-password|secret-tool`, `wallet|\.electrum|exodus|metamask|\.solana`} {
		out = append(out, regexp.MustCompile(`(?i)`+p))
	}
	return out
})

// SeveralStores reports a line naming two or more credential stores (the
// audit's several_stores condition).
func SeveralStores(line string) bool {
	n := 0
	for _, re := range credentialStores() {
		if re.MatchString(line) {
			n++
		}
	}
	return n >= 2
}
