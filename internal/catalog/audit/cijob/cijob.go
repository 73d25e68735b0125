// Package cijob tells a CI job definition by its format: a YAML file
// that is a GitHub Actions workflow or a GitLab CI configuration runs on
// a runner, not on the user's machine.
package cijob

import (
	"path"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
)

var ghaOn, ghaJobs, ghaRunsOn, glStages, glScript, glImage lazyre.RE

// Is reports whether the file at p with content d is a CI job
// definition.
func Is(p string, d []byte) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".yml", ".yaml":
	default:
		return false
	}
	if ghaOn.Get(`(?m)^["']?on["']?:`).Match(d) && ghaJobs.Get(`(?m)^jobs:\s*$`).Match(d) && ghaRunsOn.Get(`(?m)^\s+runs-on:\s*\S`).Match(d) {
		return true
	}
	return glScript.Get(`(?m)^\s+script:\s*$`).Match(d) && (glStages.Get(`(?m)^stages:\s*$`).Match(d) || glImage.Get(`(?m)^\s*image:\s*\S`).Match(d))
}
