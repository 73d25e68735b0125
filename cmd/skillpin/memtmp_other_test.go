//go:build !linux

package main

// memoryTempRoot is "": the temporary files stay in TMPDIR (see
// memtmp_linux_test.go).
func memoryTempRoot() string { return "" }
