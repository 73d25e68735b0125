package prog

// SetPool turns the token pool on or off and poisoning of returned
// tokens on or off, and returns what they were.
func SetPool(on, poisoned bool) (bool, bool) {
	wasOn, wasPoisoned := pooled, poison
	pooled, poison = on, poisoned
	return wasOn, wasPoisoned
}
