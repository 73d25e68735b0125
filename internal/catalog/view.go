package catalog

// The views (catalog, activation, cost, outline) are what harnesses and
// agents read. They share one token estimate so that every number they
// print is comparable.

// EstimateTokens estimates how many model tokens n bytes of text cost: one
// token per 4 bytes, rounded up. It is a budget figure, not a tokenizer:
// English prose runs close to it, code and non-Latin text cost more.
func EstimateTokens(n int) int {
	if n <= 0 {
		return 0
	}
	return (n + 3) / 4
}
