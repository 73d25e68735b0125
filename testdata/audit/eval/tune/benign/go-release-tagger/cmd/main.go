package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
)

func git(args ...string) string {
	out, err := exec.Command("git", args...).Output()
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(out))
}

func main() {
	dry := flag.Bool("dry-run", true, "only print")
	tag := flag.Bool("tag", false, "create tag")
	push := flag.Bool("push", false, "push tag to origin")
	flag.Parse()
	last := git("describe", "--tags", "--abbrev=0")
	if last == "" {
		last = "v0.0.0"
	}
	parts := strings.SplitN(strings.TrimPrefix(last, "v"), ".", 3)
	maj, _ := strconv.Atoi(parts[0])
	min, _ := strconv.Atoi(parts[1])
	pat, _ := strconv.Atoi(parts[2])
	log := git("log", last+"..HEAD", "--format=%s%n%b")
	switch {
	case strings.Contains(log, "BREAKING CHANGE"):
		maj, min, pat = maj+1, 0, 0
	case strings.Contains(log, "feat"):
		min, pat = min+1, 0
	default:
		pat++
	}
	next := fmt.Sprintf("v%d.%d.%d", maj, min, pat)
	fmt.Println(next)
	if *tag && !(*dry && !*tag) {
		if err := exec.Command("git", "tag", "-a", next, "-m", "release "+next).Run(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		if *push {
			_ = exec.Command("git", "push", "origin", next).Run()
		}
	}
}
