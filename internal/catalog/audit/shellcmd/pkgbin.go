package shellcmd

import (
	"regexp"
	"strings"
	"sync"
)

// packageBinRE finds a program named by its path in a package manager's
// directory of installed programs (Homebrew's /opt/homebrew/bin and
// /usr/local/bin, Linuxbrew's, MacPorts' /opt/local/bin) where a task
// definition gives it: a launch agent's <string>, a unit's Exec…= value,
// or the next command of a list a login shell runs there (zsh -lc
// '/opt/homebrew/bin/brew update && /opt/homebrew/bin/brew upgrade').
var packageBinRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(<string>\s*|Exec\w*=[-@:+!]*|(?:&amp;&amp;|&&|;)\s*)(?:/opt/homebrew/bin|/usr/local/bin|/home/linuxbrew/\.linuxbrew/bin|/opt/local/bin)/([A-Za-z0-9][\w.+-]*)\b`)
})

// PackagePrograms is a task definition's text with each program named
// by its path in a package manager's bin directory written by its name
// instead: a launch agent must name its program by a full path, and a
// tool the user installed with Homebrew lives there. The caller decides
// whether the skill may be trusted not to have put something there
// (WritesPackageBin).
func PackagePrograms(data string) string {
	return packageBinRE().ReplaceAllString(data, "$1$2")
}

// packageDirs are the package managers' bin directories PackagePrograms
// reads programs from.
var packageDirs = []string{"/opt/homebrew/bin", "/usr/local/bin", "/home/linuxbrew/.linuxbrew/bin", "/opt/local/bin"}

// WritesPackageBin reports a file's text (other than a task definition)
// that names a package manager's bin directory: a skill that copies,
// downloads or links something there could have placed the program its
// task runs, so the path names nothing the user installed.
func WritesPackageBin(data string) bool {
	for _, d := range packageDirs {
		if strings.Contains(data, d) {
			return true
		}
	}
	return false
}
