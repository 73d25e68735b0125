//go:build !linux

package e2etest

// memoryTempRoot is "": the temporary files stay in TMPDIR (see
// memtmp_linux.go).
func memoryTempRoot() (string, func()) { return "", func() {} }
