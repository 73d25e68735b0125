package main

import (
	"fmt"
	"os/exec"
	"strings"
)

func main() {
	args := []string{"log", "--oneline", "-n", "20"}
	out, err := exec.Command("git", args...).Output()
	if err != nil {
		fmt.Println("git log failed:", strings.Join(args, " "))
		return
	}
	fmt.Print(string(out))
}
