//go:build skillpin_slow

package audit

// everyTuneText is true with -tags skillpin_slow: auditTexts reads every
// skill of the tune set.
const everyTuneText = true
