// Package cijob tells a CI job definition by its format: a YAML file
// that is a GitHub Actions workflow or a GitLab CI configuration runs on
// a runner, not on the user's machine.
package cijob

import (
	"bytes"
	"path"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
)

var ghaOn, ghaJobs, ghaRunsOn, glStages, glScript, glImage lazyre.RE

// Is reports whether the file at p with content d is a CI job
// definition.
func Is(p string, d []byte) bool {
	switch strings.ToLower(path.Ext(p)) {
	case ".yml", ".yaml":
	default:
		return false
	}
	if ghaOn.Get(`(?m)^["']?on["']?:`).Match(d) && ghaJobs.Get(`(?m)^jobs:\s*$`).Match(d) && ghaRunsOn.Get(`(?m)^\s+runs-on:\s*\S`).Match(d) {
		return true
	}
	return glScript.Get(`(?m)^\s+script:\s*$`).Match(d) && (glStages.Get(`(?m)^stages:\s*$`).Match(d) || glImage.Get(`(?m)^\s*image:\s*\S`).Match(d))
}

// maxBack is how far before a match a here-document's opening line is
// looked for (Heredoc's bound).
const maxBack = 64 << 10

// Heredoc reports whether at (an offset of the script at p) lies in the
// body of a here-document that cat or tee copies to a YAML file (`cat >
// .github/workflows/x.yml <<'EOF'`, `cat <<EOF | tee x.yaml`) whose body
// is a CI job definition (Is): a script that writes a workflow and
// commits it writes one the repository runs, not one it runs itself.
// What decides it is the shell's reading, not the look of the line
// (det22fix): every command of the opening line is cat or tee (which
// copy their input; `bash <<EOF > x.yml` runs the body), the line holds
// one here-document and no list, substitution or process; the end tag
// is the opener's word after quote removal (`<<"E"OF` ends at EOF) and
// must be found (no end: not a CI job); the file is a shell script, or a
// Markdown shell block the body stays inside; and the script names the
// written file elsewhere only in git commands (`bash x.yml` would run
// it). The gate: "<<" before at; the opening line is looked for at most
// maxBack bytes back.
func Heredoc(p string, data []byte, at int) bool {
	at = min(at, len(data))
	from := max(0, at-maxBack)
	if !bytes.Contains(data[from:at], []byte("<<")) {
		return false
	}
	md := false
	switch strings.ToLower(path.Ext(p)) {
	case ".sh", ".bash", ".zsh", "":
	case ".md", ".markdown":
		md = true
	default:
		return false
	}
	// The opener is the last line before at holding "<<".
	i := bytes.LastIndex(data[from:at], []byte("<<"))
	ls := from + bytes.LastIndexByte(data[from:from+i], '\n') + 1
	le := bytes.IndexByte(data[ls:], '\n')
	if le < 0 {
		return false
	}
	line := string(data[ls : ls+le])
	target, tag, dash, ok := opening(line)
	if !ok {
		return false
	}
	bodyStart := ls + le + 1
	if at < bodyStart {
		return false
	}
	bodyEnd := -1
	for off := bodyStart; off < len(data); {
		e := bytes.IndexByte(data[off:], '\n')
		if e < 0 {
			e = len(data) - off
		}
		l := string(data[off : off+e])
		if dash {
			l = strings.TrimLeft(l, "\t")
		}
		if strings.TrimSpace(l) == tag {
			bodyEnd = off
			break
		}
		if md && strings.HasPrefix(strings.TrimSpace(l), "```") {
			return false // the body leaves its block
		}
		off += e + 1
	}
	if bodyEnd < 0 || at >= bodyEnd || !Is(target, data[bodyStart:bodyEnd]) {
		return false
	}
	if md && !shellFence(data[:ls]) {
		return false
	}
	base := path.Base(target)
	for _, d := range [][]byte{data[:ls], data[bodyEnd:]} {
		for _, l := range strings.Split(string(d), "\n") {
			if strings.Contains(l, base) && !strings.HasPrefix(strings.TrimSpace(l), "git ") {
				return false
			}
		}
	}
	return true
}

// opening reads a here-document's opening line: the YAML file it is
// written to, the end tag after quote removal, whether it is <<-; ok
// only when every command of the line is cat or tee and the line holds
// one here-document and no list, substitution or subshell.
func opening(line string) (target, tag string, dash, ok bool) {
	if strings.Count(line, "<<") != 1 || strings.Contains(line, "<<<") || strings.ContainsAny(line, ";&`()\\") || strings.Contains(line, "||") {
		return "", "", false, false
	}
	segs := strings.Split(line, "|")
	if len(segs) > 2 {
		return "", "", false, false
	}
	for _, seg := range segs {
		f := strings.Fields(seg)
		if len(f) > 0 && f[0] == "sudo" {
			f = f[1:]
		}
		if len(f) == 0 || f[0] != "cat" && f[0] != "tee" {
			return "", "", false, false
		}
		for k := 1; k < len(f); k++ {
			w := f[k]
			switch {
			case strings.HasPrefix(w, "<<"):
				w = strings.TrimPrefix(w, "<<")
				if strings.HasPrefix(w, "-") {
					dash, w = true, w[1:]
				}
				if w == "" && k+1 < len(f) {
					k++
					w = f[k]
				}
				tag = strings.NewReplacer(`"`, "", "'", "").Replace(w)
			case strings.HasPrefix(w, ">"):
				w = strings.TrimLeft(w, ">")
				if w == "" && k+1 < len(f) {
					k++
					w = f[k]
				}
				if isYAML(w) && f[0] == "cat" {
					target = strings.Trim(w, `"'`)
				}
			case f[0] == "tee" && isYAML(w):
				target = strings.Trim(w, `"'`)
			}
		}
	}
	return target, tag, dash, target != "" && tag != ""
}

func isYAML(w string) bool {
	w = strings.ToLower(strings.Trim(w, `"'`))
	return strings.HasSuffix(w, ".yml") || strings.HasSuffix(w, ".yaml")
}

// shellFence reports whether md (a Markdown file up to a line) ends
// inside a fenced block that opens as a shell block (bash, sh, shell,
// zsh, console or no language).
func shellFence(md []byte) bool {
	open, lang := false, ""
	for _, l := range strings.Split(string(md), "\n") {
		t := strings.TrimSpace(l)
		if !strings.HasPrefix(t, "```") {
			continue
		}
		if open {
			open = false
			continue
		}
		open, lang = true, strings.TrimSpace(t[3:])
	}
	switch lang {
	case "", "bash", "sh", "shell", "zsh", "console":
		return open
	}
	return false
}
