//go:build !unix

package project

import "os"

// ownedByUs: without file owners to compare, any directory that exists.
func ownedByUs(d string) bool {
	_, err := os.Stat(d)
	return err == nil
}
