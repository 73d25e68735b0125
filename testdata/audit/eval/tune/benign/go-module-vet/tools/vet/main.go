package main

import (
	"fmt"
	"os"
	"os/exec"
)

func run(name string, args ...string) {
	cmd := exec.Command(name, args...)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", name, err)
	}
}

func main() {
	run("go", "vet", "./...")
	run("staticcheck", "./...")
}
