package main

import (
	"fmt"
	"os"
	"os/exec"
	"strings"

	_ "example.test/preflight/internal/resolver"
)

func run(name string, args ...string) (string, error) {
	out, err := exec.Command(name, args...).CombinedOutput()
	return strings.TrimSpace(string(out)), err
}

func main() {
	bad := 0
	check := func(ok bool, msg string) {
		if ok {
			fmt.Println("ok  ", msg)
		} else {
			fmt.Println("FAIL", msg)
			bad++
		}
	}
	tag, _ := run("git", "describe", "--tags", "--abbrev=0")
	check(strings.HasPrefix(tag, "v"), "tag "+tag+" starts with v")
	st, _ := run("git", "status", "--porcelain")
	check(st == "", "clean working tree")
	cl, _ := os.ReadFile("CHANGELOG.md")
	check(strings.Contains(string(cl), strings.TrimPrefix(tag, "v")), "CHANGELOG mentions "+tag)
	for _, t := range []string{"linux/amd64", "linux/arm64", "darwin/arm64", "windows/amd64"} {
		p := strings.Split(t, "/")
		cmd := exec.Command("go", "build", "-o", os.DevNull, "./...")
		cmd.Env = append(os.Environ(), "GOOS="+p[0], "GOARCH="+p[1], "CGO_ENABLED=0")
		check(cmd.Run() == nil, "builds for "+t)
	}
	if bad > 0 {
		os.Exit(1)
	}
}
