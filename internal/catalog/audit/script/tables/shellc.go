package tables

import "strings"

// ShellDashC reports a container's or job's command that is a shell
// told to run its next argument (sh -c, /bin/bash -ec): the words of a
// list (one item a word) or of one line (words quoted in ' or ").
func ShellDashC(items []string) bool {
	words := items
	if len(items) == 1 {
		words = strings.Fields(items[0])
	}
	if len(words) < 2 || len(words) > 8 {
		return false
	}
	first := strings.Trim(strings.TrimSpace(words[0]), `'"`)
	last := strings.Trim(strings.TrimSpace(words[len(words)-1]), `'"`)
	first = first[strings.LastIndexByte(first, '/')+1:]
	return Shells[first] && strings.HasPrefix(last, "-") && !strings.HasPrefix(last, "--") && strings.HasSuffix(last, "c")
}
