package flow

import (
	"html"
	"regexp"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/githook"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/tables"
)

// CI systems other than GitHub Actions keep their jobs' shell in lists
// of commands: GitLab CI's script, before_script and after_script,
// Bitbucket Pipelines' and Travis's script, Drone's and Woodpecker's
// commands, Azure Pipelines' script and bash. Each item (a plain or
// quoted scalar, or a block scalar) is a shell command the runner
// executes with the project's CI variables in its environment, so a
// template of such a job a skill has the agent add is code of the skill,
// read as shell like a workflow's run: steps.
//
// Build files run commands too: Maven's exec-maven-plugin
// (<executable> and its <argument>s), Ant's <exec executable=…> with its
// <arg value=…/>, MSBuild's <Exec Command=…/>; each is the command line
// it makes, read as shell.

// maxCIScripts bounds the command lists of one file that are read, and
// the items of one list.
const (
	maxCIScripts = 256
	maxCIItems   = 256
)

var ciRE struct {
	once                                                                       sync.Once
	key, item, mvnExe, mvnArg, antExec, antArg, ms, gradle, gradleArg, msEvent *regexp.Regexp
}

func ciREs() *struct {
	once                                                                       sync.Once
	key, item, mvnExe, mvnArg, antExec, antArg, ms, gradle, gradleArg, msEvent *regexp.Regexp
} {
	ciRE.once.Do(func() {
		ciRE.key = regexp.MustCompile(`^(\s*)(?:-\s+)?(script|before_script|after_script|commands|command|bash|pwsh|powershell|install|before_install|args|entry|run):\s*(.*)$`)
		ciRE.item = regexp.MustCompile(`^(\s*)-\s+(.*)$`)
		ciRE.mvnExe = regexp.MustCompile(`<executable>\s*([^<]{1,200}?)\s*</executable>`)
		ciRE.mvnArg = regexp.MustCompile(`<argument>([^<]*)</argument>`)
		ciRE.antExec = regexp.MustCompile(`<exec\s[^>]{0,400}?executable\s*=\s*"([^"]{1,200})"`)
		ciRE.antArg = regexp.MustCompile(`<arg\s+(value|line)\s*=\s*"([^"]*)"`)
		ciRE.gradle = regexp.MustCompile(`commandLine\s*\(?\s*((?:(?:'[^'\n]*'|"[^"\n]*")\s*,?\s*){1,64})`)
		ciRE.gradleArg = regexp.MustCompile(`'([^'\n]*)'|"([^"\n]*)"`)
		ciRE.ms = regexp.MustCompile(`<Exec\s[^>]{0,400}?Command\s*=\s*"([^"]+)"`)
		ciRE.msEvent = regexp.MustCompile(`<(?:(?:Pre|Post)(?:Build|Link)Event|CustomBuildStep|CustomBuild)\b[^>]*>(?:\s*<\w+\b[^>]*>[^<]*</\w+>)*?\s*<Command\b[^>]*>([^<]+)</Command>|<(?:Pre|Post)BuildEvent\b[^>]*>([^<]+)</(?:Pre|Post)BuildEvent>`)
	})
	return &ciRE
}

// mayHoldCIScripts is the cheap test before the patterns run: a YAML
// file holding one of the list keys.
func mayHoldCIScripts(p, src string) bool {
	l := strings.ToLower(p)
	if !strings.HasSuffix(l, ".yml") && !strings.HasSuffix(l, ".yaml") {
		return false
	}
	return strings.Contains(src, "script:") || strings.Contains(src, "commands:") || strings.Contains(src, "command:") || strings.Contains(src, "bash:") || strings.Contains(src, "install:") ||
		(strings.Contains(src, "entry:") || strings.Contains(src, "run:")) && githook.Hook(p)
}

// ciScripts reads the command lists of a CI configuration as shell.
func (a *Skill) ciScripts(p, src string) {
	if !mayHoldCIScripts(p, src) {
		return
	}
	re := ciREs()
	lines := strings.Split(src, "\n")
	shC := -1 // the indentation of a container's command: [sh, -c]
	for i, n := 0, 0; i < len(lines) && n < maxCIScripts; i++ {
		m := re.key.FindStringSubmatch(lines[i])
		if m == nil {
			continue
		}
		n++
		ind := len(m[1])
		key, body := m[2], strings.TrimSpace(m[3])
		if key == "args" && ind != shC {
			continue // a container's args are its command's script only after sh -c
		}
		if (key == "entry" || key == "run") && !githook.Hook(p) {
			continue // a pre-commit hook's entry, a lefthook command's run
		}
		var items []string
		var bases []int
		if strings.HasPrefix(body, "[") {
			// A flow sequence may go on over the next lines (a
			// container's command with its script on a line of its own).
			body, i = flowJoin(body, lines, i)
		}
		switch {
		case body == "":
			// A list of items at or past the key's indentation.
			j := i + 1
			for j < len(lines) && len(items) < maxCIItems {
				if strings.TrimSpace(lines[j]) == "" || strings.HasPrefix(strings.TrimSpace(lines[j]), "#") {
					j++
					continue
				}
				im := re.item.FindStringSubmatch(lines[j])
				if im == nil || len(im[1]) < ind {
					break
				}
				v := strings.TrimSpace(im[2])
				if strings.HasPrefix(v, "|") || strings.HasPrefix(v, ">") {
					k := blockEnd(lines, j+1, len(im[1])+1)
					items, bases = append(items, strings.Join(lines[j+1:k], "\n")), append(bases, j+1)
					j = k
					continue
				}
				items, bases = append(items, yamlScalar(v)), append(bases, j)
				j++
			}
			i = j - 1
		case strings.HasPrefix(body, "|") || strings.HasPrefix(body, ">"):
			k := blockEnd(lines, i+1, ind+1)
			sep := "\n"
			if body[0] == '>' {
				sep = " " // a folded scalar's lines are one line
			}
			items, bases = append(items, strings.Join(lines[i+1:k], sep)), append(bases, i+1)
			i = k - 1
		case strings.HasPrefix(body, "[") && key == "command":
			// An argument list (a container's or CircleCI's command):
			// one command of its words.
			var words []string
			for _, s := range flowSeq(body) {
				words = append(words, shQuote(yamlScalar(strings.TrimSpace(s))))
			}
			items, bases = append(items, strings.Join(words, " ")), append(bases, i)
		case strings.HasPrefix(body, "["):
			for _, s := range flowSeq(body) {
				items, bases = append(items, yamlScalar(strings.TrimSpace(s))), append(bases, i)
			}
		default:
			items, bases = append(items, yamlScalar(body)), append(bases, i)
		}
		if key == "command" {
			shC = map[bool]int{true: ind, false: -1}[tables.ShellDashC(items)]
		}
		for k, it := range items {
			if strings.TrimSpace(it) == "" {
				continue
			}
			u := &Unit{Skill: a, Path: p, Lang: "sh", LineBase: bases[k]}
			u.runTop(it)
		}
	}
}

// blockEnd is the first line from j not indented past ind (blank lines
// belong to the block).
func blockEnd(lines []string, j, ind int) int {
	for j < len(lines) && (strings.TrimSpace(lines[j]) == "" || len(lines[j])-len(strings.TrimLeft(lines[j], " ")) >= ind) {
		j++
	}
	return j
}

// yamlScalar is a flow scalar's text: quotes removed (” and \" undone).
func yamlScalar(v string) string {
	if len(v) > 1 && v[0] == '\'' && v[len(v)-1] == '\'' {
		return strings.ReplaceAll(v[1:len(v)-1], "''", "'")
	}
	if len(v) > 1 && v[0] == '"' && v[len(v)-1] == '"' {
		return jsonUnquote(v)
	}
	return v
}

// buildExecFile reports a Maven, Ant, MSBuild or Gradle file by its name.
func buildExecFile(p string) bool {
	l := strings.ToLower(p)
	for _, e := range []string{".xml", ".csproj", ".fsproj", ".vbproj", ".vcxproj", ".vcproj", ".proj", ".targets", ".props", ".gradle", ".gradle.kts"} {
		if strings.HasSuffix(l, e) {
			return true
		}
	}
	return false
}

// buildExecs reads the commands a Maven, Ant, MSBuild or Gradle file
// runs as shell.
func (a *Skill) buildExecs(p, src string) {
	re := ciREs()
	run := func(off int, words []string) {
		line := 1 + strings.Count(src[:off], "\n")
		u := &Unit{Skill: a, Path: p, Lang: "sh", LineBase: line - 1}
		u.runTop(strings.Join(words, " "))
	}
	if strings.Contains(src, "<executable>") {
		for _, m := range re.mvnExe.FindAllStringSubmatchIndex(src, maxRecords) {
			words := []string{shQuote(html.UnescapeString(src[m[2]:m[3]]))}
			// Its arguments: those of the same <configuration>, up to the
			// next <executable> or the end of the element.
			rest := src[m[1]:min(len(src), m[1]+64<<10)]
			if e := strings.Index(rest, "</configuration>"); e >= 0 {
				rest = rest[:e]
			}
			for _, am := range re.mvnArg.FindAllStringSubmatch(rest, 64) {
				words = append(words, shQuote(html.UnescapeString(am[1])))
			}
			run(m[0], words)
		}
	}
	if strings.Contains(src, "<exec") {
		for _, m := range re.antExec.FindAllStringSubmatchIndex(src, maxRecords) {
			words := []string{shQuote(html.UnescapeString(src[m[2]:m[3]]))}
			rest := src[m[1]:min(len(src), m[1]+64<<10)]
			if e := strings.Index(rest, "</exec>"); e >= 0 {
				rest = rest[:e]
			} else if e := strings.Index(rest, "/>"); e >= 0 {
				rest = ""
			}
			for _, am := range re.antArg.FindAllStringSubmatch(rest, 64) {
				w := html.UnescapeString(am[2])
				if am[1] == "value" {
					w = shQuote(w) // one argument; line= is split as words
				}
				words = append(words, w)
			}
			run(m[0], words)
		}
	}
	if strings.Contains(src, "commandLine") {
		for _, m := range re.gradle.FindAllStringSubmatchIndex(src, maxRecords) {
			var words []string
			for _, am := range re.gradleArg.FindAllStringSubmatch(src[m[2]:m[3]], 64) {
				words = append(words, shQuote(am[1]+am[2]))
			}
			run(m[0], words)
		}
	}
	if strings.Contains(src, "<Exec") {
		for _, m := range re.ms.FindAllStringSubmatchIndex(src, maxRecords) {
			run(m[0], []string{html.UnescapeString(src[m[2]:m[3]])})
		}
	}
	if strings.Contains(src, "BuildEvent") || strings.Contains(src, "LinkEvent") || strings.Contains(src, "CustomBuild") { // Visual Studio's build events and custom build steps (with a Condition, a Message first: lead17): cmd.exe lines
		for _, m := range re.msEvent.FindAllStringSubmatchIndex(src, maxRecords) {
			g := map[bool]int{true: 2, false: 4}[m[2] >= 0]
			(&Unit{Skill: a, Path: p, Lang: "bat", LineBase: strings.Count(src[:m[g]], "\n")}).runTop(html.UnescapeString(src[m[g]:m[g+1]]))
		}
	}
}

// flowItems are the items of a flow sequence [a, "b, c"], split at the
// commas outside quotes, and whether its closing bracket was read.
func flowItems(body string) (out []string, closed bool) {
	body = strings.TrimSpace(strings.TrimPrefix(body, "["))
	q, start := byte(0), 0
	for i := 0; i < len(body); i++ {
		switch c := body[i]; {
		case q == '"' && c == '\\':
			i++
		case q != 0:
			if c == q {
				q = 0
			}
		case c == '"' || c == '\'':
			q = c
		case c == ',' || c == ']':
			out = append(out, body[start:i])
			if start = i + 1; c == ']' {
				return out, true
			}
		}
	}
	return append(out, body[start:]), false
}

func flowClosed(body string) bool { _, c := flowItems(body); return c }

// flowJoin joins to body, a flow sequence begun on lines[i], the lines
// after it until the sequence closes (as flowClosed reads it), at most
// maxCIItems lines and 64 KiB: it returns the joined body and the last
// line taken. Each byte is read once: the scan's state is carried from
// line to line instead of reading the body again for every line joined.
func flowJoin(body string, lines []string, i int) (string, int) {
	var st flowState
	if st.scan(body[1:]); st.closed {
		return body, i
	}
	var b strings.Builder
	b.WriteString(body)
	last := i
	for j := i + 1; j < len(lines) && j <= i+maxCIItems && b.Len() < 1<<16 && !st.closed; j++ {
		piece := " " + strings.TrimSpace(lines[j])
		st.scan(piece)
		b.WriteString(piece)
		last = j
	}
	return b.String(), last
}

// flowState is flowItems' reading of quotes and the closing bracket,
// carried over the pieces of a body.
type flowState struct {
	q           byte
	esc, closed bool
}

func (s *flowState) scan(p string) {
	for k := 0; k < len(p) && !s.closed; k++ {
		switch c := p[k]; {
		case s.esc:
			s.esc = false
		case s.q == '"' && c == '\\':
			s.esc = true
		case s.q != 0:
			if c == s.q {
				s.q = 0
			}
		case c == '"' || c == '\'':
			s.q = c
		case c == ']':
			s.closed = true
		}
	}
}
func flowSeq(body string) []string { s, _ := flowItems(body); return s }
