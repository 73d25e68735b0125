//go:build !skillpin_slow

package audit

// everyTuneText is false in the default build: auditTexts reads a third
// of the tune set (texts_all_test.go has the exhaustive build).
const everyTuneText = false
