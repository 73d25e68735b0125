// Package shparam folds the shell parameter expansions that spell a
// command without writing it: the substring ${v:offset:length} (a
// program's name picked letter by letter from an alphabet, or
// ${IFS:0:0}, nothing, splitting a word so that no line says "bash"),
// and $IFS left as the shell sets it (a blank between a command's words
// where no blank is written). It is a leaf: the shell analysis hands it
// the expansion and what it knows of the variable.
package shparam

import (
	"strconv"

	"mvdan.cc/sh/v3/syntax"
)

// DefaultIFS is the value of IFS in a shell that did not set it.
const DefaultIFS = " \t\n"

// maxArith bounds the nesting of an offset's arithmetic that is folded.
const maxArith = 8

// Slice is ${v:offset:length} of s, the value of v, as bash computes it
// (a negative offset counts from the end, a negative length ends that
// far from the end); ok is false when an offset or a length is not a
// number the expansion spells (nums gives the integer variables known).
func Slice(sl *syntax.Slice, s string, nums func(string) (int, bool)) (string, bool) {
	if sl == nil || sl.Offset == nil {
		return "", false
	}
	off, ok := arith(sl.Offset, nums, 0)
	if !ok {
		return "", false
	}
	n := len(s)
	if off < 0 {
		if off += n; off < 0 {
			return "", true // bash: an offset before the start gives nothing
		}
	}
	if off > n {
		return "", true
	}
	end := n
	if sl.Length != nil {
		l, ok := arith(sl.Length, nums, 0)
		if !ok {
			return "", false
		}
		if l >= 0 {
			end = min(off+l, n)
		} else {
			end = n + l
		}
	}
	if end < off {
		return "", true
	}
	return s[off:end], true
}

// arith evaluates the integer arithmetic an offset is written with:
// numbers, known integer variables, parentheses, unary minus and plus,
// + - * and / .
func arith(e syntax.ArithmExpr, nums func(string) (int, bool), depth int) (int, bool) {
	if depth > maxArith {
		return 0, false
	}
	switch e := e.(type) {
	case *syntax.Word:
		lit := e.Lit()
		if lit == "" {
			return 0, false
		}
		if v, err := strconv.Atoi(lit); err == nil {
			return v, true
		}
		if nums != nil {
			return nums(lit)
		}
	case *syntax.ParenArithm:
		return arith(e.X, nums, depth+1)
	case *syntax.UnaryArithm:
		v, ok := arith(e.X, nums, depth+1)
		switch {
		case !ok:
		case e.Op == syntax.Minus:
			return -v, true
		case e.Op == syntax.Plus:
			return v, true
		}
	case *syntax.BinaryArithm:
		x, ok1 := arith(e.X, nums, depth+1)
		y, ok2 := arith(e.Y, nums, depth+1)
		if !ok1 || !ok2 {
			return 0, false
		}
		switch e.Op {
		case syntax.Add:
			return x + y, true
		case syntax.Sub:
			return x - y, true
		case syntax.Mul:
			return x * y, true
		case syntax.Quo:
			if y != 0 {
				return x / y, true
			}
		}
	}
	return 0, false
}
