package state

import (
	"fmt"
	"path"
	"path/filepath"

	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/install/safefile"
	"github.com/skillpin/skillpin/internal/lock/manifest"
)

// Auditor is the audit with the project's rules ([audit] rules in
// skills.toml) added to the built-in ones. A rule file that does not
// load, or whose examples the rules do not match as they say, is bad
// input naming the file.
func (s *State) Auditor() (*audit.Auditor, error) { return ManifestAuditor(s.dir, s.manifest) }

// ManifestAuditor is the audit with the rules the manifest m of the
// project in dir adds (none when m is nil).
func ManifestAuditor(dir string, m *manifest.Manifest) (*audit.Auditor, error) {
	if m == nil {
		return audit.Default(), nil
	}
	rules := audit.Builtin()
	for _, rel := range m.Audit.Rules {
		data, err := safefile.Read(dir, filepath.FromSlash(rel), safefile.MaxAuditRules)
		if err != nil {
			return nil, badInput(fmt.Errorf("audit rule file %s (skills.toml [audit] rules): %w", rel, err))
		}
		rs, err := audit.Parse(data, "project:"+path.Base(rel))
		if err != nil {
			return nil, badInput(fmt.Errorf("audit rule file %s: %w", rel, err))
		}
		if rules, err = rules.With(rs); err != nil {
			return nil, badInput(fmt.Errorf("audit rule file %s: %w", rel, err))
		}
	}
	a := audit.New(rules)
	if len(m.Audit.Rules) > 0 {
		if err := a.CheckExamples(); err != nil {
			return nil, badInput(fmt.Errorf("the project's audit rules do not match their own examples:\n%w", err))
		}
	}
	return a, nil
}
