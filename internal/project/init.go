package project

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"github.com/skillpin/skillpin/internal/install/harness"
	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/publish"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// InitRequest is what `skillpin init` asks for.
type InitRequest struct {
	// Targets are the targets to write (--targets); nil detects them from
	// the harnesses the project uses.
	Targets []string
	// NoTargets writes none (--no-targets).
	NoTargets bool
}

// How init chose the targets.
const (
	TargetsDetected = "detected" // from the harnesses the project shows
	TargetsDefault  = "default"  // no harness found: harness.DefaultTargets
	TargetsGiven    = "given"    // --targets
	TargetsNone     = "none"     // --no-targets
)

// InitResult says what Init wrote and why.
type InitResult struct {
	Path string
	// How is TargetsDetected, TargetsDefault, TargetsGiven or TargetsNone.
	How string
	// Targets are the targets written, each with the harnesses it was
	// chosen for (detected) or none (default, given).
	Targets []harness.Choice
	// Linked are harness directories that already link to the trusted
	// root: they need no target, and none was written for them.
	Linked []string
}

// Init writes a commented skills.toml into dir, with targets for the
// harnesses the project uses (see InitRequest).
func Init(dir string, req InitRequest) (*InitResult, error) {
	res := &InitResult{Path: filepath.Join(dir, ManifestFile)}
	if req.NoTargets && req.Targets != nil {
		return res, badInput(fmt.Errorf("--targets names the targets and --no-targets writes none: pass one of them"))
	}
	if _, err := os.Lstat(res.Path); err == nil {
		return res, badInput(hint.Errorf("%s already exists; edit it or use `%s`", res.Path, hint.Run("add")))
	}
	layout := layout.ProjectLayout(dir)
	root := layout.RootPath()
	res.Linked = harness.LinkedTo(dir, root)
	switch {
	case req.NoTargets:
		res.How = TargetsNone
	case req.Targets != nil:
		res.How = TargetsGiven
		clean, err := publish.CleanTargets(layout, req.Targets)
		if err != nil {
			return res, badInput(fmt.Errorf("--targets: %w", err))
		}
		for _, t := range clean {
			res.Targets = append(res.Targets, harness.Choice{Dir: t})
		}
	default:
		found := harness.Detect(dir)
		res.How = TargetsDetected
		if len(found) == 0 {
			res.How = TargetsDefault
		}
		for _, c := range harness.Choose(found) {
			// A harness directory that links to the trusted root already
			// shows it, and install refuses it as a target.
			if !slices.Contains(res.Linked, c.Dir) {
				res.Targets = append(res.Targets, c)
			}
		}
	}
	var targets []string
	for _, c := range res.Targets {
		targets = append(targets, c.Dir)
	}
	data := manifest.InitManifestWith(targets)
	if _, err := manifest.ParseManifest(data, res.Path); err != nil {
		return res, badInput(fmt.Errorf("--targets: %w", err))
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return res, badInput(err)
	}
	if err := manifest.SaveManifestFile(res.Path, data); err != nil {
		return res, err
	}
	return res, nil
}
