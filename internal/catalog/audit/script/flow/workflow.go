package flow

import (
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// A CI workflow is a program: each step's run: is a shell script the CI
// runner executes with the repository's secrets in its environment. A
// skill that has the agent install a workflow (a GitHub Actions file, a
// template of one) ships that code to run with the project's secrets,
// where no one runs it locally. The run: scripts of a workflow are read
// as shell, with ${{ secrets.X }} and the env: names bound to them as
// secrets.

// maxWorkflowRuns bounds the run: scripts of one file that are read.
const maxWorkflowRuns = 256

// workflowFile reports a YAML file whose steps run shell: a GitHub
// Actions workflow or action, by its keys.
func workflowFile(p string, data []byte) bool {
	l := strings.ToLower(p)
	if !strings.HasSuffix(l, ".yml") && !strings.HasSuffix(l, ".yaml") {
		return false
	}
	s := string(data)
	return strings.Contains(s, "run:") && (strings.Contains(s, "steps:") || strings.Contains(s, "runs-on:"))
}

// secretValue is the value of the CI secret name.
func secretValue(name string, line int) value.Value {
	v := EnvValue(name, line, "secrets."+name)
	if v.T != value.EnvSecret {
		v.T, v.Name, v.Src, v.NS, v.Svc = value.EnvSecret, name, value.SrcAt("secrets."+name, line), 1, strings.ToLower(name)
	}
	return v
}

// workflow reads the run: scripts of a CI workflow as shell.
func (a *Skill) workflow(p, text string) {
	lines := strings.Split(text, "\n")
	env := map[string]value.Value{}
	// Each pattern runs only on the lines holding its literal text
	// ("secrets.", "run:"): a workflow's other lines are most of it,
	// and a pattern's run on a line costs more than the search.
	for i, l := range lines {
		if !strings.Contains(l, "secrets.") {
			continue
		}
		if m := buildREs().secretEnv.FindStringSubmatch(l); m != nil {
			env[m[1]] = secretValue(m[2], i+1)
		}
	}
	for i, n := 0, 0; i < len(lines) && n < maxWorkflowRuns; i++ {
		if !strings.Contains(lines[i], "run:") {
			continue
		}
		m := buildREs().runKey.FindStringSubmatch(lines[i])
		if m == nil {
			continue
		}
		n++
		body, base := strings.TrimSpace(m[2]), i
		if strings.HasPrefix(body, "|") || strings.HasPrefix(body, ">") {
			// A block scalar: the lines indented past the key.
			ind := len(m[1]) + 1
			j := i + 1
			for j < len(lines) && (strings.TrimSpace(lines[j]) == "" || len(lines[j])-len(strings.TrimLeft(lines[j], " ")) > ind) {
				j++
			}
			body, base = strings.Join(lines[i+1:j], "\n"), i+1
			i = j - 1
		} else if len(body) > 1 && (body[0] == '"' || body[0] == '\'') && body[len(body)-1] == body[0] {
			body = body[1 : len(body)-1]
		}
		if strings.TrimSpace(body) == "" {
			continue
		}
		uenv := map[string]value.Value{}
		for k, v := range env {
			uenv[k] = v
		}
		body = buildREs().secretRef.ReplaceAllStringFunc(body, func(ref string) string {
			name := buildREs().secretRef.FindStringSubmatch(ref)[1]
			uenv["__secret_"+name] = secretValue(name, base+1)
			return "${__secret_" + name + "}"
		})
		body = ciExprs(body) // any other ${{ … }}: a value the runner fills in
		u := &Unit{Skill: a, Path: p, Lang: "sh", LineBase: base, Env: uenv}
		u.runTop(body)
	}
}

// maxCIExprs bounds the ${{ … }} expressions replaced in one run:
// script; past it the script is left as written, which the parser drops
// (as before det18), so a hostile run of them costs no shell analysis
// (fix14; honest workflows hold a few dozen per file).
const maxCIExprs = 1024

// ciExprs replaces each ${{ … }} by an unknown variable, in one pass.
func ciExprs(s string) string {
	if n := strings.Count(s, "${{"); n == 0 || n > maxCIExprs {
		return s
	}
	var b strings.Builder
	for k := strings.Index(s, "${{"); k >= 0; k = strings.Index(s, "${{") {
		e := strings.Index(s[k:], "}}")
		if e < 0 {
			break
		}
		b.WriteString(s[:k] + "${__ci_expr}")
		s = s[k+e+2:]
	}
	b.WriteString(s)
	return b.String()
}
