// Package fold folds values of the script analysis into text as the
// languages' formatting and joining do: Python's % formatting, a list
// joined with a separator, a URL's escapes decoded (a leaf beneath prog).
package fold

import (
	"net/url"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// Format is Python's f % args: each conversion filled with the next
// argument's text, unknown where the arguments run out.
func Format(f, args value.Value) value.Value {
	list := args.List
	if list == nil {
		list = []value.Value{args}
	}
	v := value.Known("")
	v.Join(f)
	v.Join(args)
	var b strings.Builder
	k := 0
	s := f.S
	for i := 0; i < len(s); i++ {
		if s[i] != '%' || i+1 >= len(s) {
			b.WriteByte(s[i])
			continue
		}
		i++
		if s[i] == '%' {
			b.WriteByte('%')
			continue
		}
		for i < len(s) && strings.IndexByte("0123456789.-+ #", s[i]) >= 0 {
			i++
		}
		if k < len(list) {
			b.WriteString(list[k].S)
			v.Known = v.Known && list[k].Known
			k++
		} else {
			b.WriteString(value.UnknownPart)
			v.Known = false
		}
	}
	v.S = b.String()
	v.List = nil
	return v
}

// JoinList joins a list's texts with sep.
func JoinList(list, sep value.Value) value.Value {
	if list.List == nil {
		if list.Known && len(list.S) > 0 && sep.Known {
			return list
		}
		v := list
		v.S, v.Known, v.Rev = value.UnknownPart, false, list.Rev && sep.Known && sep.S == "" // reversed text joined back whole
		return v
	}
	v := value.Known("")
	parts := make([]string, len(list.List))
	for i, x := range list.List {
		parts[i] = x.S
		v.Join(x)
		v.Known = v.Known && x.Known
	}
	v.S = strings.Join(parts, sep.S)
	v.Known = v.Known && sep.Known
	v.Join(sep)
	// What was added to the list without its elements being known
	// (hits.append(open(f).read()) in a loop) is in the text too.
	v.Join(list)
	v.Dec = max(v.Dec, list.Dec) // the list was decoded (codes, reversed)
	return v
}

// URLUnescape is s with its %XX escapes decoded.
func URLUnescape(s string) (string, bool) {
	r, err := url.PathUnescape(s)
	return r, err == nil
}
