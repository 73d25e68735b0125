package flow

// SetReplay turns the second pass's replay of pure runs on or off, and
// returns what it was.
func SetReplay(on bool) bool {
	was := replay
	replay = on
	return was
}
