package e2etest

import (
	"bytes"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/crypto/ssh"

	"github.com/skillpin/skillpin/internal/testfs"
)

// Project is one project driven through the built binary, with its own
// cache and home. Every run is a process of the binary: a package outside
// cmd/skillpin cannot run skillpin in the test process.
type Project struct {
	T     testing.TB
	Bin   string
	Dir   string // the project
	Cache string
	Home  string
	Env   []string
}

// NewProject is an empty project directory, run by skillpin built with
// tags (the build starts now; the first run waits for it).
func NewProject(t testing.TB, tags ...string) *Project {
	t.Helper()
	p := &Project{T: t, Bin: BinaryPath(tags...), Dir: testfs.TempDir(t), Cache: testfs.TempDir(t), Home: testfs.TempDir(t)}
	p.Env = Env(p.Home, p.Cache)
	return p
}

// Run executes skillpin -C <project> args and returns stdout, stderr and
// the exit code.
func (p *Project) Run(args ...string) (string, string, int) {
	p.T.Helper()
	WaitForBuilds(p.Bin)
	cmd := exec.Command(p.Bin, append([]string{"-C", p.Dir}, args...)...)
	cmd.Env = p.Env
	return RunCmd(p.T, cmd)
}

// RunCmd runs cmd, a run of skillpin not started yet, and returns its
// stdout, stderr and exit code; t fails when it could not run.
func RunCmd(t testing.TB, cmd *exec.Cmd) (string, string, int) {
	t.Helper()
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("run skillpin %v: %v", cmd.Args[1:], err)
	}
	return out.String(), errOut.String(), code
}

// Must runs skillpin and fails the test unless it exits 0.
func (p *Project) Must(args ...string) string {
	p.T.Helper()
	out, errOut, code := p.Run(args...)
	if code != 0 {
		p.T.Fatalf("skillpin %v: exit %d\nstdout:\n%s\nstderr:\n%s", args, code, out, errOut)
	}
	return out
}

// Read returns the project's file rel.
func (p *Project) Read(rel string) string {
	p.T.Helper()
	return testfs.ReadFile(p.T, filepath.Join(p.Dir, rel))
}

// Write writes the project's file rel, creating its directory.
func (p *Project) Write(rel, content string) {
	p.T.Helper()
	testfs.WriteFile(p.T, filepath.Join(p.Dir, rel), content)
}

// Git runs git in the project with the runs' environment and returns
// its stdout.
func (p *Project) Git(args ...string) string {
	p.T.Helper()
	return Git(p.T, p.Dir, p.Env, args...)
}

// Git runs git in dir with the environment env and returns its stdout;
// t fails, with git's stderr, when git fails.
func Git(t testing.TB, dir string, env []string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir, cmd.Env = dir, env
	out, err := cmd.Output()
	if err != nil {
		var stderr []byte
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = ee.Stderr
		}
		t.Fatalf("git %v: %v\n%s%s", args, err, out, stderr)
	}
	return string(out)
}

// SetEnv replaces (or adds) one variable of the runs' environment.
func (p *Project) SetEnv(k, v string) {
	p.Env = slices.DeleteFunc(p.Env, func(kv string) bool { return strings.HasPrefix(kv, k+"=") })
	p.Env = append(p.Env, k+"="+v)
}

// SSHKey writes an ed25519 key pair made in Go (no ssh-keygen needed)
// to dir/name and returns the private key's path and the public key as an
// authorized_keys line.
func SSHKey(t testing.TB, dir, name string) (priv, pub string) {
	t.Helper()
	_, k, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	block, err := ssh.MarshalPrivateKey(k, name)
	if err != nil {
		t.Fatal(err)
	}
	priv = filepath.Join(dir, name)
	if err := os.WriteFile(priv, pem.EncodeToMemory(block), 0o600); err != nil {
		t.Fatal(err)
	}
	s, _ := ssh.NewSignerFromKey(k)
	return priv, strings.TrimSpace(string(ssh.MarshalAuthorizedKey(s.PublicKey())))
}
