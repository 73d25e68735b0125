package prefilter

import "slices"

// At gives, for a literal, the offsets in a file's lower-cased text at
// which it starts, every one (overlapping ones too), in order: what one
// pass of a multi-literal automaton over the file finds for all the
// rules' literals at once. A window [w0, w1) of the file holds the
// literal exactly when one of them starts at w0 or after and ends at w1
// or before. On a file whose windows are long (a one-line document of a
// megabyte is one window), answering the rules' Filters and prefixes from
// the positions replaces a search of the window per literal per rule.
type At func(lit []byte) []int

// in reports whether lit lies within [w0, w1): the first occurrence at
// or after w0 ends there at the earliest.
func in(at At, lit []byte, w0, w1 int) bool {
	ps := at(lit)
	i, _ := slices.BinarySearch(ps, w0)
	return i < len(ps) && ps[i]+len(lit) <= w1
}

// countAt is bytes.Count(lower[w0:w1], lit), lower being the text at
// describes: the occurrences that do not overlap one counted before.
func countAt(at At, lit []byte, w0, w1 int) int {
	ps := at(lit)
	i, _ := slices.BinarySearch(ps, w0)
	c, next := 0, w0
	for ; i < len(ps) && ps[i]+len(lit) <= w1; i++ {
		if ps[i] >= next {
			c, next = c+1, ps[i]+len(lit)
		}
	}
	return c
}

// HoldsAt is Holds(lower[w0:w1]), lower being the text at describes.
func (p *Filter) HoldsAt(at At, w0, w1 int) bool {
	switch p.op {
	case pfLit:
		return in(at, p.lit, w0, w1)
	case pfAnd:
		for _, s := range p.subs {
			if !s.HoldsAt(at, w0, w1) {
				return false
			}
		}
		return true
	case pfOr:
		for _, s := range p.subs {
			if s.HoldsAt(at, w0, w1) {
				return true
			}
		}
		return false
	}
	return true
}

// Literals appends the literals the Filter tests to dst (none for nil).
func (p *Filter) Literals(dst []string) []string {
	if p == nil {
		return dst
	}
	if p.op == pfLit {
		return append(dst, string(p.lit))
	}
	for _, s := range p.subs {
		dst = s.Literals(dst)
	}
	return dst
}

// Literals appends the literals the branches' Filters test to dst (none
// for nil).
func (b *Branches) Literals(dst []string) []string {
	if b == nil {
		return dst
	}
	for _, f := range b.pres {
		dst = f.Literals(dst)
	}
	return dst
}

// StartsAt gives the offsets, relative to w0, at which one of the
// prefixes starts and lies within [w0, w1), in order and each once: the
// offsets bytes.Index finds for each prefix in lower[w0:w1], sorted and
// compacted.
func StartsAt(at At, prefixes [][]byte, w0, w1 int) []int {
	var out []int
	for _, p := range prefixes {
		ps := at(p)
		i, _ := slices.BinarySearch(ps, w0)
		for ; i < len(ps) && ps[i]+len(p) <= w1; i++ {
			out = append(out, ps[i]-w0)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}
