package review

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/install/safefile"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/lock/manifest"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// ReadFunc reads a project file (a path relative to the project
// directory) with a size bound; a missing file matches fs.ErrNotExist.
type ReadFunc func(rel string, max int64) ([]byte, error)

// Read reads skills.toml, skills.lock, the approvals (approvalsFile,
// relative to the project's config directory) and the files the signature
// policies name. A file that is missing counts as empty; one
// that does not parse is an error naming it.
//
// base says the files are the base of the review, only shown and
// compared: credentials in its skills.toml are masked instead of refused,
// so that a change which removes them can be reviewed (the work tree's
// are refused as everywhere).
func Read(read ReadFunc, label func(string) string, approvalsFile string, base bool) (*Snapshot, error) {
	s := &Snapshot{PolicyFiles: map[string]string{}}
	parseManifest := manifest.ParseManifest
	if base {
		parseManifest = manifest.ParseManifestMasked
	}
	data, err := read(manifest.FileName, safefile.MaxManifest)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return nil, errkind.Mark(fmt.Errorf("read %s: %w", manifest.FileName, err), errkind.Invalid)
	default:
		if s.Manifest, err = parseManifest(data, label(manifest.FileName)); err != nil {
			return nil, err
		}
	}
	data, err = read(lock.FileName, safefile.MaxLock)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return nil, errkind.Mark(fmt.Errorf("read %s: %w", lock.FileName, err), errkind.Invalid)
	default:
		if s.Lock, err = lock.ParseLock(data, label(lock.FileName)); err != nil {
			return nil, err
		}
	}
	data, err = read(filepath.ToSlash(approvalsFile), safefile.MaxApprovals)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		s.Approvals = &approvals.Set{}
	case err != nil:
		return nil, errkind.Mark(fmt.Errorf("read %s: %w", approvalsFile, err), errkind.Invalid)
	default:
		if s.Approvals, err = approvals.Parse(label(filepath.ToSlash(approvalsFile)), data); err != nil {
			return nil, err
		}
	}
	if s.Manifest != nil {
		for _, src := range s.Manifest.Sources {
			if sig := src.Signature; sig != nil {
				policyFile(s.PolicyFiles, read, sig.Key, safefile.MaxKey)
				policyFile(s.PolicyFiles, read, sig.TrustedRoot, safefile.MaxTrustedRoot)
			}
		}
		for _, r := range s.Manifest.Audit.Rules {
			policyFile(s.PolicyFiles, read, r, safefile.MaxAuditRules)
		}
		if f := s.Manifest.Settings.SelfApprovalSigners; f != "" {
			policyFile(s.PolicyFiles, read, f, safefile.MaxSelfApprovalSigners)
		}
	}
	return s, nil
}

// policyFile records the digest of a file a signature policy names, or
// why there is none.
func policyFile(files map[string]string, read ReadFunc, name string, max int64) {
	if name == "" {
		return
	}
	data, err := read(name, max)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		files[name] = "missing"
	case err != nil:
		files[name] = "unreadable"
	default:
		files[name] = catalog.DigestBytes(data)
	}
}
