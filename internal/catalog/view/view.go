// Package view renders skills the way harnesses and agents read them: the
// prompt-ready catalog, a skill's activation (its body with arguments
// substituted and its resources listed), its cost in tokens and its
// outline. The views share one token estimate so that every number they
// print is comparable.
package view

// EstimateTokens estimates how many model tokens n bytes of text cost: one
// token per 4 bytes, rounded up. It is a budget figure, not a tokenizer:
// English prose runs close to it, code and non-Latin text cost more.
func EstimateTokens(n int) int {
	if n <= 0 {
		return 0
	}
	return (n + 3) / 4
}
