package technique

import (
	"bytes"
	"path"
	"regexp"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
)

// credWord is a word naming a credential store of the runner's home (or
// the checkout's .git/config); credRel the same relative to the home (a
// `tar -C "$HOME"` or `cd ~` before it).
var reCredWord, reCredRel, reHomeWord lazyre.RE

func credWord() *regexp.Regexp {
	return reCredWord.Get(`(?i)^(?:~|\$\{?HOME\}?|/home/runner|/root|\$\{\{\s*env\.HOME\s*\}\})/\.(?:aws|docker|npmrc|config/gh|config/gcloud|ssh|kube|netrc|git-credentials|gnupg|pypirc|azure)\b|(?:^|/)\.git/config\b`)
}

func credRel() *regexp.Regexp {
	return reCredRel.Get(`(?i)^(?:\./)?\.(?:aws|docker|npmrc|config/gh|config/gcloud|ssh|kube|netrc|git-credentials|gnupg|pypirc|azure)\b`)
}

func homeWord() *regexp.Regexp {
	return reHomeWord.Get(`(?i)^(?:~|\$\{?HOME\}?|/home/runner|/root|\$\{\{\s*env\.HOME\s*\}\})/?$`)
}

// maxWords bounds the words of one copy command read.
const maxWords = 64

// credCopies reads one line of a run: for each cp, rsync, tar, zip, mv,
// ln or Copy-Item command that takes a credential store as a source
// (not as its destination, not after an exclusion: zip's -x, tar's
// --exclude), the destination it writes (cp's last word, tar's -f
// archive, zip's archive), normalised (normPath). cwd is the directory
// of the last `cd` (updated; "" for the workspace). rev16b: det22 read
// any line naming a credential store next to a copy word, whatever the
// direction.
func credCopies(line string, cwd *string) []string {
	var out []string
	line = strings.TrimSpace(line)
	line = strings.TrimPrefix(line, "- ")
	line = strings.TrimPrefix(line, "run:")
	for _, cmd := range splitCommands(line) {
		w := cmd
		if len(w) > maxWords {
			w = w[:maxWords]
		}
		for len(w) > 0 && (w[0] == "sudo" || strings.Contains(w[0], "=") && !strings.HasPrefix(w[0], "-")) {
			w = w[1:]
		}
		if len(w) == 0 {
			continue
		}
		name := strings.ToLower(path.Base(w[0]))
		if name == "cd" {
			if len(w) > 1 {
				*cwd = w[1]
			} else {
				*cwd = "~"
			}
			continue
		}
		src, dst := copyArgs(name, w[1:])
		if dst == "" {
			continue
		}
		inHome := homeWord().MatchString(*cwd)
		cred := false
		for _, s := range src {
			if credWord().MatchString(s.word) || (s.home || inHome && s.dir == "") && credRel().MatchString(s.word) {
				cred = true
			}
		}
		if cred {
			out = append(out, normPath(dst, *cwd))
		}
	}
	return out
}

type srcWord struct {
	word string
	dir  string // tar's -C directory before it
	home bool   // that directory is the home
}

// copyArgs splits a copy command's arguments into its sources and its
// destination ("" when it is not a copy command).
func copyArgs(name string, args []string) ([]srcWord, string) {
	var src []srcWord
	switch name {
	case "cp", "rsync", "mv", "ln", "copy-item":
		var pos []string
		dst := ""
		for i := 0; i < len(args); i++ {
			a := args[i]
			switch {
			case strings.EqualFold(a, "-Destination") && i+1 < len(args):
				i++
				dst = args[i]
			case strings.EqualFold(a, "-t") && i+1 < len(args) && name != "rsync":
				i++
				dst = args[i]
			case strings.HasPrefix(a, "-"):
			default:
				pos = append(pos, a)
			}
		}
		if dst == "" && len(pos) >= 2 {
			dst, pos = pos[len(pos)-1], pos[:len(pos)-1]
		}
		for _, p := range pos {
			src = append(src, srcWord{word: p})
		}
		return src, dst
	case "tar":
		dst, dir, create := "", "", false
		for i := 0; i < len(args); i++ {
			a := args[i]
			switch {
			case a == "-C" || a == "--directory":
				if i+1 < len(args) {
					i++
					dir = args[i]
				}
			case strings.HasPrefix(a, "--directory="):
				dir = strings.TrimPrefix(a, "--directory=")
			case a == "--exclude" || a == "-X" || a == "--exclude-from":
				i++
			case strings.HasPrefix(a, "--file="):
				dst = strings.TrimPrefix(a, "--file=")
			case a == "--file" || a == "-f":
				if i+1 < len(args) {
					i++
					dst = args[i]
				}
			case strings.HasPrefix(a, "--"):
				create = create || a == "--create"
			case i == 0 && !strings.HasPrefix(a, "-") || strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--"):
				create = create || strings.Contains(a, "c") || strings.Contains(a, "r")
				if strings.Contains(a, "f") && i+1 < len(args) {
					i++
					dst = args[i]
				}
			default:
				src = append(src, srcWord{word: a, dir: dir, home: homeWord().MatchString(dir)})
			}
		}
		if !create {
			return nil, ""
		}
		return src, dst
	case "zip", "7z":
		dst := ""
		for i := 0; i < len(args); i++ {
			a := args[i]
			switch {
			case a == "-x" || a == "-i" || a == "-x@" || strings.HasPrefix(a, "-x"):
				return src, dst // the rest are exclusions (or inclusions)
			case strings.HasPrefix(a, "-"), name == "7z" && a == "a" && dst == "":
			case dst == "":
				dst = a
			default:
				src = append(src, srcWord{word: a})
			}
		}
		return src, dst
	}
	return nil, ""
}

// copyWords is credCopies' gate: a word of a copy command or cd.
func copyWords(t []byte) bool {
	for _, w := range []string{"cp ", "rsync ", "tar ", "zip ", "7z ", "mv ", "ln ", "cd ", "cd\n", "Copy-Item"} {
		if bytes.Contains(t, []byte(w)) {
			return true
		}
	}
	return bytes.HasSuffix(t, []byte("cd"))
}

// splitCommands splits a line into its simple commands' words (on ;,
// &&, || and |), quotes trimmed; a comment ends it.
func splitCommands(line string) [][]string {
	var out [][]string
	var cur []string
	for _, f := range strings.Fields(cmdSep().Replace(line)) {
		if f == "\x00" {
			if len(cur) > 0 {
				out = append(out, cur)
			}
			cur = nil
			continue
		}
		if strings.HasPrefix(f, "#") {
			break
		}
		cur = append(cur, strings.Trim(f, `"'`))
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

var (
	cmdSepOnce sync.Once
	cmdSepR    *strings.Replacer
)

// cmdSep replaces a line's command separators with a NUL word (built
// when first used: no initialiser runs at start).
func cmdSep() *strings.Replacer {
	cmdSepOnce.Do(func() { cmdSepR = strings.NewReplacer("&&", " \x00 ", "||", " \x00 ", ";", " \x00 ", "|", " \x00 ") })
	return cmdSepR
}

// normPath makes a path comparable with an upload's: the workspace's
// prefixes and ./ dropped (relative names are the workspace's), the
// runner's temp directory spelled one way, no trailing slash; a
// relative name after a cd is joined to it.
func normPath(p, cwd string) string {
	p = strings.Trim(strings.TrimSpace(p), `"'`)
	for _, ws := range []string{"${{ github.workspace }}", "${{github.workspace}}", "${GITHUB_WORKSPACE}", "$GITHUB_WORKSPACE"} {
		if p == ws {
			p = "."
		}
		p = strings.TrimPrefix(p, ws+"/")
	}
	for _, tmp := range []string{"${{ runner.temp }}", "${{runner.temp}}", "${RUNNER_TEMP}"} {
		if strings.HasPrefix(p, tmp) {
			p = "$RUNNER_TEMP" + p[len(tmp):]
		}
	}
	for _, home := range []string{"${{ env.HOME }}", "${HOME}", "$HOME", "/home/runner", "/root"} {
		if strings.HasPrefix(p, home) {
			p = "~" + p[len(home):]
		}
	}
	if cwd != "" && !strings.HasPrefix(p, "/") && !strings.HasPrefix(p, "~") && !strings.HasPrefix(p, "$") {
		p = normPath(cwd, "") + "/" + p
	}
	p = path.Clean(p)
	return p
}

// covers reports whether an upload's path up covers the written path p
// (both normPath'd): the same, one inside the other, or a glob matching
// p or a directory above it.
func covers(up, p string) bool {
	if up == "." && !strings.HasPrefix(p, "/") && !strings.HasPrefix(p, "~") && !strings.HasPrefix(p, "$") {
		return true
	}
	if up == p || strings.HasPrefix(p, up+"/") || strings.HasPrefix(up, p+"/") {
		return true
	}
	if strings.ContainsAny(up, "*?[") {
		for q := p; q != "." && q != "/" && q != ""; q = path.Dir(q) {
			if ok, _ := path.Match(up, q); ok {
				return true
			}
		}
	}
	return false
}

// homeWhole reports a reference to the home (or working) directory in
// b (home's matches, at most maxPlaces) that names it whole or one of
// its key directories (.ssh, .gnupg, .config, Documents, Desktop,
// Pictures), not a path below it (`$HOME/.cache/tool`): a cache below
// the home is not what the user keeps (det22fix, after
// DESTRUCTIVE_DELETE).
func homeWhole(home *regexp.Regexp, b []byte) bool {
	for _, m := range home.FindAllIndex(b, maxPlaces) {
		rest := b[m[1]:min(len(b), m[1]+64)]
		if m[1] > 0 && b[m[1]-1] == '/' {
			rest = b[m[1]-1 : min(len(b), m[1]+64)] // "~/" matched with its slash
		}
		rest = bytes.TrimLeft(rest, "})")
		var sub []byte
		switch {
		case bytes.HasPrefix(rest, []byte("/")):
			sub = rest[1:]
		case joined(rest):
			sub = bytes.TrimLeft(bytes.TrimLeft(bytes.TrimLeft(rest, " "), "/,"), " \"'")
		case bytes.HasPrefix(rest, []byte("\"~/")), bytes.HasPrefix(rest, []byte("'~/")):
			sub = rest[3:]
		}
		if len(sub) == 0 || sub[0] == '*' || sub[0] == '"' || sub[0] == '\'' || sub[0] == ' ' {
			return true
		}
		for _, k := range []string{".ssh", ".gnupg", ".config", "Documents", "Desktop", "Pictures"} {
			if bytes.HasPrefix(sub, []byte(k)) && (len(sub) == len(k) || !isWordByte(sub[len(k)]) && sub[len(k)] != '/' && sub[len(k)] != '.') {
				return true
			}
		}
	}
	return false
}

// joined reports a path join after a home reference: `, "x"` or
// pathlib's `/ "x"`.
func joined(rest []byte) bool {
	r := bytes.TrimLeft(rest, " ")
	if len(r) == 0 || r[0] != ',' && r[0] != '/' {
		return false
	}
	r = bytes.TrimLeft(r[1:], " ")
	return len(r) > 0 && (r[0] == '"' || r[0] == '\'')
}

func isWordByte(c byte) bool {
	return c == '_' || c == '-' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}
