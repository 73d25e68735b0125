// Package settle dispatches the audit's conditions that settle a match
// by the structure of the skill around it, each judged by its own small
// package (fp19): a backup timer to the user's own destination
// (ownbackup). (fp19's histpurge, sudogrant, revplace and pkgunit were
// reverted after review rev17a.) It keeps the audit package's dispatch
// to one case, and holds each condition's per-skill facts so a skill
// with many matching lines is read once.
package settle

import (
	"github.com/skillpin/skillpin/internal/catalog/audit/ownbackup"
	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
)

// Skill holds one skill's judgements; its zero value is ready and it
// belongs to one skill's audit (one goroutine).
type Skill struct {
	backup ownbackup.Skill
}

// Holds evaluates condition n for a match of text match on line (its
// line's text) in a skill of files, always the same skill for one s;
// false for a name it does not know.
func (s *Skill) Holds(n string, files []shellcmd.File, line, match string) bool {
	switch n {
	case "own_backup":
		return s.backup.Shipped(files, line)
	}
	return false
}
