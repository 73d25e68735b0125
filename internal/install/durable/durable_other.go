//go:build !linux && !darwin

package durable

// flushNoted flushes each file and directory: platforms without a
// whole-file-system flush pay one per file.
func flushNoted(files, dirs []string) error { return flushEach(files, dirs) }
