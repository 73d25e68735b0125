package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestDeployUnits checks the systemd units of deploy/ with systemd-analyze
// where it is installed: any complaint but the binary not being installed
// on this machine fails.
func TestDeployUnits(t *testing.T) {
	t.Parallel()
	if _, err := exec.LookPath("systemd-analyze"); err != nil {
		t.Skip("systemd-analyze is not installed")
	}
	units, _ := filepath.Glob("../../deploy/*.service")
	timers, _ := filepath.Glob("../../deploy/*.timer")
	if len(units) < 2 || len(timers) < 1 {
		t.Fatalf("deploy/ has units %v and timers %v", units, timers)
	}
	cmd := exec.Command("systemd-analyze", append([]string{"verify", "--man=no"}, append(units, timers...)...)...)
	cmd.Env = append(os.Environ(), "SYSTEMD_LOG_LEVEL=warning")
	out, _ := cmd.CombinedOutput()
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		if line != "" && !strings.Contains(line, "/usr/local/bin/skillpin is not executable") {
			t.Errorf("systemd-analyze verify: %s", line)
		}
	}
}

// TestDeployContainerfile reads deploy/Containerfile: a static build of
// cmd/skillpin with a Go at least as new as go.mod asks, a final image
// with nothing but the binary and CA certificates, a non-root numeric
// user, and a default command the CLI accepts.
func TestDeployContainerfile(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("../../deploy/Containerfile")
	if err != nil {
		t.Fatal(err)
	}
	var stages [][]string // instructions of each stage
	for _, line := range strings.Split(strings.ReplaceAll(string(data), "\\\n", " "), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		word, _, _ := strings.Cut(line, " ")
		switch word {
		case "FROM":
			stages = append(stages, nil)
		case "WORKDIR", "COPY", "RUN", "ENV", "USER", "EXPOSE", "ENTRYPOINT", "CMD":
		default:
			t.Errorf("unexpected instruction %q", line)
		}
		if len(stages) == 0 {
			t.Fatalf("%q before the first FROM", line)
		}
		stages[len(stages)-1] = append(stages[len(stages)-1], line)
	}
	if len(stages) != 2 {
		t.Fatalf("%d stages, want a build stage and the image", len(stages))
	}
	build, final := strings.Join(stages[0], "\n"), stages[1]
	gomod, _ := os.ReadFile("../../go.mod")
	want := regexp.MustCompile(`(?m)^go (\d+\.\d+)`).FindSubmatch(gomod)
	if want == nil || !strings.Contains(build, "golang:"+string(want[1])) {
		t.Errorf("the build stage does not use Go %s (go.mod):\n%s", want[1], build)
	}
	for _, s := range []string{"CGO_ENABLED=0", "./cmd/skillpin", "-trimpath"} {
		if !strings.Contains(build, s) {
			t.Errorf("the build stage lacks %s", s)
		}
	}
	var user string
	var cmdArgs []string
	for _, in := range final {
		switch word, rest, _ := strings.Cut(in, " "); word {
		case "FROM":
			if rest != "scratch" {
				t.Errorf("the image is FROM %s, want scratch", rest)
			}
		case "COPY":
			if !strings.HasPrefix(rest, "--from=build ") {
				t.Errorf("the image copies from outside the build: %s", in)
			}
		case "RUN":
			t.Errorf("the image runs a command (it has no shell): %s", in)
		case "USER":
			user = rest
		case "ENTRYPOINT":
			if rest != `["/usr/local/bin/skillpin"]` {
				t.Errorf("ENTRYPOINT %s", rest)
			}
		case "CMD":
			if err := json.Unmarshal([]byte(rest), &cmdArgs); err != nil {
				t.Errorf("CMD %s: %v", rest, err)
			}
		}
	}
	if !regexp.MustCompile(`^[1-9][0-9]*:[1-9][0-9]*$`).MatchString(user) {
		t.Errorf("USER %q: want a numeric user and group other than root", user)
	}
	// The default command must parse: the same flags, the same command.
	root := NewRootCmd(&Factory{IO: &IOStreams{}, Getenv: func(string) string { return "" }})
	c, flags, err := root.Find(cmdArgs)
	if err != nil || c.Name() != "serve" {
		t.Fatalf("CMD %v is not skillpin serve: %v", cmdArgs, err)
	}
	if err := c.ParseFlags(flags); err != nil {
		t.Errorf("CMD %v: %v", cmdArgs, err)
	}
	if h, _ := c.Flags().GetString("http"); h == "" {
		t.Errorf("CMD %v does not serve over HTTP", cmdArgs)
	}
}
