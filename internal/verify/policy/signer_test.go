package policy

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/crypto/ssh"
	"golang.org/x/crypto/ssh/agent"

	"github.com/skillpin/skillpin/internal/testfs"
)

// serveAgent runs an in-memory ssh-agent holding key on a unix socket
// and returns the socket's path.
func serveAgent(t *testing.T, key ed25519.PrivateKey) string {
	t.Helper()
	keyring := agent.NewKeyring()
	if err := keyring.Add(agent.AddedKey{PrivateKey: key}); err != nil {
		t.Fatal(err)
	}
	sock := filepath.Join(testfs.TempDir(t), "agent.sock")
	l, err := net.Listen("unix", sock)
	if err != nil {
		t.Skipf("unix sockets: %v", err)
	}
	t.Cleanup(func() { l.Close() })
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			go func() { defer c.Close(); agent.ServeAgent(keyring, c) }()
		}
	}()
	return sock
}

// TestLoadSigner: every way git's user.signingkey names a key signs
// approvals that verify.
func TestLoadSigner(t *testing.T) {
	dir := testfs.TempDir(t)
	_, key, _ := ed25519.GenerateKey(rand.Reader)
	signer, _ := ssh.NewSignerFromKey(key)
	pubLine := strings.TrimSpace(string(ssh.MarshalAuthorizedKey(signer.PublicKey())))
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	block, _ := ssh.MarshalPrivateKey(key, "")
	plain := write("id", pem.EncodeToMemory(block))
	block, _ = ssh.MarshalPrivateKeyWithPassphrase(key, "", []byte("secret"))
	locked := write("id_locked", pem.EncodeToMemory(block))
	pub := write("id.pub", []byte(pubLine+"\n"))
	sock := serveAgent(t, key)
	env := map[string]string{"HOME": dir, "SSH_AUTH_SOCK": sock}
	getenv := func(k string) string { return env[k] }
	allowed := signers(t, "me@example.com "+pubLine)
	msg := ApprovalMessage("pdf", digestA, "me@example.com", "2026-01-02T03:04:05Z")
	for _, spec := range []string{plain, "~/id", pub, locked, "key::" + pubLine} {
		s, err := LoadSigner(spec, getenv)
		if err != nil {
			t.Fatalf("LoadSigner(%q): %v", spec, err)
		}
		sig, err := Sign(msg, s)
		if err != nil {
			t.Fatalf("%s: sign: %v", spec, err)
		}
		if _, err := allowed.Verify(msg, sig, "me@example.com", time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC), time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)); err != nil {
			t.Fatalf("%s: %v", spec, err)
		}
	}
	// Without an agent, a public key or a locked private key cannot sign,
	// and the message says what to do.
	delete(env, "SSH_AUTH_SOCK")
	for spec, want := range map[string]string{
		pub:                           "SSH_AUTH_SOCK is not set",
		locked:                        "ssh-add",
		"":                            "git config user.signingkey",
		filepath.Join(dir, "nope"):    "signing key",
		write("junk", []byte("junk")): "neither an SSH public key nor a private key",
	} {
		if _, err := LoadSigner(spec, getenv); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("LoadSigner(%q) = %v, want an error containing %q", spec, err, want)
		}
	}
	// An agent that does not hold the key.
	_, other, _ := ed25519.GenerateKey(rand.Reader)
	env["SSH_AUTH_SOCK"] = serveAgent(t, other)
	if _, err := LoadSigner(pub, getenv); err == nil || !strings.Contains(err.Error(), "holds no key") {
		t.Errorf("an agent without the key: %v", err)
	}
}
