package shellcmd

import "strings"

// UnpacksOutside reports a line of data naming the archive base with tar
// or unzip whose destination (-C, --directory, unzip's -d) is outside
// the project: the home (~, $HOME), an absolute path, a path with .. or
// through a hidden directory (.git/hooks, ~/.config/autostart), or a
// variable data assigns such a value (DEST="$HOME/.local/…"). Extracted
// there, files act without being run by name: a git hook, an autostart
// entry, a start-up file. No destination is the working directory.
// Linear in data.
func UnpacksOutside(data []byte, base string) bool {
	for l := range strings.Lines(string(data)) {
		if !strings.Contains(l, base) || !strings.Contains(l, "tar") && !strings.Contains(l, "unzip") {
			continue
		}
		w := strings.Fields(l)
		for i := range w {
			var dest string
			switch {
			case i+1 < len(w) && (w[i] == "-C" || w[i] == "--directory" || w[i] == "-d" && strings.Contains(l, "unzip")):
				dest = w[i+1]
			case strings.HasPrefix(w[i], "--directory="):
				dest = strings.TrimPrefix(w[i], "--directory=")
			default:
				continue
			}
			if outsideDest(strings.Trim(dest, `"'`), data) {
				return true
			}
		}
	}
	return false
}

// outsideDest reports an extraction directory outside the project; a
// variable is judged by the value data assigns it (one level).
func outsideDest(d string, data []byte) bool {
	if strings.HasPrefix(d, "~") || strings.HasPrefix(d, "/") || strings.Contains(d, "..") || strings.Contains(d, "$HOME") ||
		strings.Contains(d, "${HOME}") || strings.Contains(d, "$(") || strings.Contains(d, "`") {
		return true
	}
	for _, c := range strings.Split(d, "/") {
		if len(c) > 1 && c[0] == '.' {
			return true
		}
	}
	if data == nil || !strings.HasPrefix(d, "$") {
		return false
	}
	name := strings.TrimPrefix(strings.TrimPrefix(d, "$"), "{")
	if i := strings.IndexAny(name, "/}:-"); i >= 0 {
		name = name[:i]
	}
	for l := range strings.Lines(string(data)) {
		l = strings.TrimPrefix(strings.TrimSpace(l), "export ")
		if val, ok := strings.CutPrefix(l, name+"="); ok && outsideDest(strings.Trim(strings.TrimSpace(val), `"'`), nil) {
			return true
		}
	}
	return false
}
