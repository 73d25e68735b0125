package project

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/skillpin/skillpin/internal/install/harness"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/publish"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// InitUser writes the user scope's commented skills.toml into the config
// directory of l. Its targets are req.Targets, none with req.NoTargets,
// else the user-level skills directories of the harnesses found in l.Base
// (the home directory). It returns the path written and, when it looked
// for them, the harnesses found.
func InitUser(l layout.Layout, req InitRequest) (string, []harness.UserChoice, error) {
	if req.NoTargets && req.Targets != nil {
		return "", nil, badInput(fmt.Errorf("--targets names the targets and --no-targets writes none: pass one of them"))
	}
	var found []harness.UserChoice
	targets := req.Targets
	if targets == nil && !req.NoTargets {
		found = harness.DetectUser(l.Base)
		for _, c := range found {
			targets = append(targets, c.Dir)
		}
	}
	// Checked as install will check them, so that init never writes a
	// manifest the next command refuses.
	clean, err := publish.CleanTargets(l, targets)
	if err != nil {
		return "", nil, badInput(fmt.Errorf("targets: %w", err))
	}
	path, err := writeInit(l.Config, manifest.InitUserManifest(clean))
	return path, found, err
}

// writeInit writes data as dir's skills.toml, refusing to overwrite one.
func writeInit(dir string, data []byte) (string, error) {
	path := filepath.Join(dir, ManifestFile)
	if _, err := os.Lstat(path); err == nil {
		return path, badInput(hint.Errorf("%s already exists; edit it or use `%s`", path, hint.Run("add")))
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return path, badInput(err)
	}
	if err := manifest.SaveManifestFile(path, data); err != nil {
		return path, err
	}
	return path, nil
}
