package publish

import (
	"fmt"
	"strings"

	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// A target is a harness discovery directory (relative to the layout's
// base: the project, or the home directory in the user scope, such as
// ".claude/skills") that skillpin keeps equal to the trusted root: one
// entry per rooted skill. The directory is shared with the user, so
// skillpin records which entries it created (.skillpin/targets.json, with
// each entry's device and inode) and only ever changes or removes those.
// An entry of the user's with a skill's name is a clash: reported, left
// alone, and that skill is not exported to that target.

// TargetReport is what SyncTargets did in one target. Names are skill names.
type TargetReport struct {
	Target  string   `json:"target"`
	Added   []string `json:"added,omitempty"`
	Updated []string `json:"updated,omitempty"`
	Removed []string `json:"removed,omitempty"`
	// Clashes are entries of the user's with a rooted skill's name and
	// other content; they are left alone and the skill is missing from
	// this target.
	Clashes []string `json:"clashes,omitempty"`
	// Unowned are entries skillpin did not write that hold exactly the
	// rooted skill (a copy committed to the repository, or made with
	// another cache): a harness sees the approved bytes, so they are no
	// clash, but skillpin never takes them over: it will not update or
	// remove them.
	Unowned []string `json:"unowned,omitempty"`
	// Kept are entries skillpin made and would have removed, updated or
	// restored, left as they are because files were added to them since:
	// skillpin never deletes what it did not write. They stay in the
	// ledger, and CheckTargets reports them, until someone removes them
	// (or, for a rooted skill, moves the files out and repairs).
	Kept []KeptEntry `json:"kept,omitempty"`
}

// KeptEntry is a target entry skillpin made and left in place because it
// no longer holds only what skillpin wrote.
type KeptEntry struct {
	Name string `json:"name"`
	// Path is the entry, slash-separated and relative to the layout's base
	// (the target and the name).
	Path string `json:"path"`
	// Added are names in the entry skillpin did not write (up to
	// maxNamed), relative to it; a directory ends in "/". Empty when
	// skillpin can no longer tell (the skill's store entry is gone).
	Added []string `json:"added,omitempty"`
	// Rooted: the skill is still rooted, and the entry was not updated or
	// restored; otherwise the skill left the root (revoked, removed) and
	// agents still load this entry.
	Rooted bool `json:"rooted"`
}

// What says in words what was kept and why, for a warning.
func (k KeptEntry) What() hint.Msg {
	why := "skillpin can no longer tell which files in it are its own (the skill's store entry is gone)"
	if len(k.Added) > 0 {
		why = "it holds files skillpin did not write (" + strings.Join(k.Added, ", ") + ")"
	}
	if k.Rooted {
		return hint.Sprintf("%s was not updated or restored: skillpin made it, but %s; move them out of it, then run `%s`", k.Path, why, hint.Run("install", "--repair"))
	}
	return hint.Sprintf("%s stays although the skill is no longer approved or locked: skillpin made it, but %s, and never deletes what it did not write; agents still load it: remove it yourself (rm -r %s)", k.Path, why, k.Path)
}

// maxNamed bounds the names a kept entry or a finding lists.
const maxNamed = 5

// Changed reports whether the sync wrote anything in this target.
func (r TargetReport) Changed() bool {
	return len(r.Added)+len(r.Updated)+len(r.Removed) > 0
}

// TargetMismatch is a difference between a target and the lock.
type TargetMismatch struct {
	Target string `json:"target"`
	store.Mismatch
}

func (m TargetMismatch) String() string { return m.Target + ": " + m.Mismatch.String() }

// TargetError is a target setting skillpin cannot use.
type TargetError struct {
	Target string
	Reason string
}

func (e *TargetError) Error() string {
	return fmt.Sprintf("target %q: %s", e.Target, e.Reason)
}

func (e *TargetError) Is(target error) bool { return target == errkind.Invalid }

const (
	targetsFile      = "targets.json"
	targetsVersion   = 1
	targetTmpPrefix  = "target-"        // build and trash names under .skillpin/tmp
	inTargetTmpMark  = ".skillpin-tmp-" // fallback build names inside a target on another file system
	targetsSyncPoint = "targets.sync"
)
