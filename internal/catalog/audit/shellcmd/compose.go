package shellcmd

import (
	"path"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"mvdan.cc/sh/v3/syntax"
)

// composeRuns reports docker compose (podman compose, docker-compose)
// bringing the working directory's project up or down: up, down, start,
// stop or restart with no argument but -d, --detach, --remove-orphans or
// --wait. The compose file is the project's, found in the working
// directory; TasksLocal refuses the command when the skill supplies a
// compose file itself (ProvidesCompose).
func composeRuns(prog string, rest []string) bool {
	if prog == "docker" || prog == "podman" {
		if len(rest) == 0 || rest[0] != "compose" {
			return false
		}
		rest = rest[1:]
	} else if prog != "docker-compose" {
		return false
	}
	if len(rest) == 0 {
		return false
	}
	switch rest[0] {
	case "up", "down", "start", "stop", "restart":
	default:
		return false
	}
	for _, a := range rest[1:] {
		switch a {
		case "-d", "--detach", "--remove-orphans", "--wait":
		default:
			return false
		}
	}
	return true
}

var composeDocRE lazyre.RE

// composeElsewhere reports a task file that points compose away from the
// working directory's project: a compose file, project directory or
// daemon set in its environment, or an environment file whose settings
// cannot be seen.
func composeElsewhere(data string) bool {
	for _, w := range []string{"COMPOSE_FILE", "COMPOSE_PROJECT_DIR", "DOCKER_HOST", "EnvironmentFile", "EnvironmentVariables", "--project-directory", "--file"} {
		if strings.Contains(data, w) {
			return true
		}
	}
	return false
}

// ProvidesCompose reports a skill that supplies a compose file: one named
// like one, a file naming one (a download or copy to compose.yml), or a
// file (a fenced block of Markdown too) with a services: key. A task
// running docker compose then could run the skill's containers, not the
// project's.
func ProvidesCompose(files []File) bool {
	for _, f := range files {
		b := path.Base(f.Path)
		if strings.Contains(b, "compose") && (strings.HasSuffix(b, ".yml") || strings.HasSuffix(b, ".yaml")) ||
			composeDocRE.Get(`(?m)^\s*services:\s*$|compose(?:\.[\w-]+)?\.ya?ml\b`).Match(f.Data) {
			return true
		}
	}
	return false
}

// systemctlUnits are the units a systemctl command enables or starts by
// a bare name, which systemctl reads as NAME.service.
func systemctlUnits(s string) []string {
	f := parseShell(s)
	if f == nil {
		return nil
	}
	var units []string
	syntax.Walk(f, func(n syntax.Node) bool {
		c, ok := n.(*syntax.CallExpr)
		if !ok || len(c.Args) < 3 {
			return true
		}
		if name, _ := lit(c.Args[0]); name != "systemctl" {
			return true
		}
		verb := ""
		for _, w := range c.Args[1:] {
			v, ok := lit(w)
			switch {
			case !ok:
			case strings.HasPrefix(v, "-"):
			case verb == "":
				verb = v
			case (verb == "enable" || verb == "start" || verb == "restart" || verb == "reenable") && bareUnitRE.Get(`^[A-Za-z0-9][\w@-]*$`).MatchString(v):
				units = append(units, v+".service")
			}
		}
		return true
	})
	return units
}

var bareUnitRE lazyre.RE

// composeWordRE: a task definition's text that runs compose.
var composeWordRE lazyre.RE
