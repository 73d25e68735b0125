package main

import (
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/skillpin/skillpin/internal/ui/suggest"
)

// unknownFlag matches pflag's error for a long flag the command lacks.
var unknownFlag = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^unknown flag: --([^\s=]+)`)
})

// flagSuggestion is " (did you mean --x?)" for an unknown long flag that
// looks like a mistyped flag of c (its own or inherited), else "".
func flagSuggestion(c *cobra.Command, err error) string {
	m := unknownFlag().FindStringSubmatch(err.Error())
	if m == nil {
		return ""
	}
	var names []string
	add := func(f *pflag.Flag) {
		if !f.Hidden && !slices.Contains(names, f.Name) {
			names = append(names, f.Name)
		}
	}
	c.Flags().VisitAll(add)
	c.InheritedFlags().VisitAll(add)
	best := suggest.Closest(m[1], names, 2)
	if len(best) == 0 {
		return ""
	}
	return " (did you mean --" + strings.Join(best, " or --") + "?)"
}
