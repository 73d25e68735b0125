// Package settle dispatches the audit's conditions that settle a match
// by the structure of the skill around it, each judged by its own small
// package (fp19): a force-mirror push ending a scoped history purge
// (histpurge), a narrow sudoers grant (sudogrant), a reverse shell to a
// placeholder (revplace), a user unit a package provides (pkgunit), a
// backup timer to the user's own destination (ownbackup). It keeps the
// audit package's dispatch to one case.
package settle

import (
	"github.com/skillpin/skillpin/internal/catalog/audit/ownbackup"
	"github.com/skillpin/skillpin/internal/catalog/audit/shellcmd"
)

// Holds evaluates condition n for a match of text match on line (its
// line's text) in a skill of files; false for a name it does not know.
func Holds(n string, files []shellcmd.File, line, match string) bool {
	switch n {
	case "own_backup":
		return ownbackup.Shipped(files, line)
	}
	return false
}
