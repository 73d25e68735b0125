//go:build integration

package testharness

import (
	"os"
	"os/exec"
	"testing"
)

func TestMain(m *testing.M) {
	up := exec.Command("docker", "run", "-d", "--rm", "--name", "it-pg", "-e", "POSTGRES_PASSWORD=pg", "-p", "55432:5432", "postgres:16")
	up.Run()
	defer exec.Command("docker", "rm", "-f", "it-pg").Run()
	warm()
	os.Exit(m.Run())
}
