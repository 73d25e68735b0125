package fetch

import (
	"crypto/ed25519"
	"crypto/rand"
	"errors"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/crypto/ssh"
	"golang.org/x/crypto/ssh/agent"
	"golang.org/x/crypto/ssh/knownhosts"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
)

func newSigner(t *testing.T) ssh.Signer {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	s, err := ssh.NewSignerFromKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// serveSSH runs an SSH server on 127.0.0.1 that accepts the one client
// key and runs git-upload-pack for exec requests, like a git host.
func serveSSH(t *testing.T, host ssh.Signer, client ssh.PublicKey) string {
	cfg := &ssh.ServerConfig{
		PublicKeyCallback: func(_ ssh.ConnMetadata, k ssh.PublicKey) (*ssh.Permissions, error) {
			if string(k.Marshal()) == string(client.Marshal()) {
				return nil, nil
			}
			return nil, errors.New("unknown key")
		},
	}
	cfg.AddHostKey(host)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	go func() {
		for {
			conn, err := l.Accept()
			if err != nil {
				return
			}
			go serveSSHConn(conn, cfg)
		}
	}()
	return l.Addr().String()
}

func serveSSHConn(conn net.Conn, cfg *ssh.ServerConfig) {
	defer conn.Close()
	_, chans, reqs, err := ssh.NewServerConn(conn, cfg)
	if err != nil {
		return
	}
	go ssh.DiscardRequests(reqs)
	for nc := range chans {
		if nc.ChannelType() != "session" {
			nc.Reject(ssh.UnknownChannelType, "")
			continue
		}
		ch, chReqs, err := nc.Accept()
		if err != nil {
			return
		}
		go func() {
			defer ch.Close()
			for req := range chReqs {
				if req.Type != "exec" {
					req.Reply(false, nil)
					continue
				}
				var payload struct{ Command string }
				if err := ssh.Unmarshal(req.Payload, &payload); err != nil {
					req.Reply(false, nil)
					return
				}
				svc, arg, _ := strings.Cut(payload.Command, " ")
				if svc != "git-upload-pack" {
					req.Reply(false, nil)
					return
				}
				req.Reply(true, nil)
				cmd := exec.Command("git-upload-pack", strings.Trim(arg, "'"))
				cmd.Env = gittest.Env(time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC))
				cmd.Stdin, cmd.Stdout, cmd.Stderr = ch, ch, io.Discard
				status := uint32(0)
				if err := cmd.Run(); err != nil {
					status = 1
				}
				ch.SendRequest("exit-status", false, ssh.Marshal(struct{ Status uint32 }{status}))
				return
			}
		}()
	}
}

func TestSSHAgentAndKnownHosts(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	r.WriteFile("SKILL.md", "over ssh\n")
	commit := r.Commit("one")
	r.Tag("v1")

	hostKey := newSigner(t)
	_, clientPriv, _ := ed25519.GenerateKey(rand.Reader)
	clientSigner, _ := ssh.NewSignerFromKey(clientPriv)
	addr := serveSSH(t, hostKey, clientSigner.PublicKey())
	url := "ssh://git@" + addr + r.Dir

	knownHostsFor := func(key ssh.PublicKey) string {
		f := filepath.Join(testfs.TempDir(t), "known_hosts")
		line := knownhosts.Line([]string{knownhosts.Normalize(addr)}, key) + "\n"
		if err := os.WriteFile(f, []byte(line), 0o644); err != nil {
			t.Fatal(err)
		}
		return f
	}
	agentWith := func(keys ...any) string {
		ring := agent.NewKeyring()
		for _, k := range keys {
			if err := ring.Add(agent.AddedKey{PrivateKey: k}); err != nil {
				t.Fatal(err)
			}
		}
		sock := filepath.Join(testfs.TempDir(t), "agent.sock")
		l, err := net.Listen("unix", sock)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { l.Close() })
		go func() {
			for {
				conn, err := l.Accept()
				if err != nil {
					return
				}
				go func() { defer conn.Close(); _ = agent.ServeAgent(ring, conn) }()
			}
		}()
		return sock
	}
	_, otherPriv, _ := ed25519.GenerateKey(rand.Reader)
	goodAgent := agentWith(clientPriv)
	goodHosts := knownHostsFor(hostKey.PublicKey())
	otherHosts := filepath.Join(testfs.TempDir(t), "other_known_hosts")
	if err := os.WriteFile(otherHosts, []byte(knownhosts.Line([]string{"example.com"}, hostKey.PublicKey())+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}

	t.Run("ok", func(t *testing.T) {
		e := isolatedEnv(t)
		e["SSH_AUTH_SOCK"], e["SSH_KNOWN_HOSTS"] = goodAgent, goodHosts
		c := newTestClient(t, "", e)
		res, err := c.Resolve(ctx, url, "v1")
		if err != nil || res.Commit != commit {
			t.Fatalf("Resolve over ssh = %+v, %v", res, err)
		}
		fsys, err := c.Tree(ctx, url, commit, "v1")
		if err != nil {
			t.Fatal(err)
		}
		if s := readFile(t, fsys, "SKILL.md"); s != "over ssh\n" {
			t.Fatalf("SKILL.md = %q", s)
		}
	})
	t.Run("known_hosts in HOME", func(t *testing.T) {
		e := isolatedEnv(t)
		if err := os.MkdirAll(filepath.Join(e["HOME"], ".ssh"), 0o700); err != nil {
			t.Fatal(err)
		}
		b, _ := os.ReadFile(goodHosts)
		if err := os.WriteFile(filepath.Join(e["HOME"], ".ssh", "known_hosts"), b, 0o644); err != nil {
			t.Fatal(err)
		}
		e["SSH_AUTH_SOCK"] = goodAgent
		if _, err := newTestClient(t, "", e).Resolve(ctx, url, "v1"); err != nil {
			t.Fatal(err)
		}
	})

	failures := []struct {
		name      string
		agent     string
		hosts     string
		wantAuth  bool
		wantInMsg string
	}{
		{"no agent", "", goodHosts, true, "SSH_AUTH_SOCK is not set"},
		{"agent lacks the key", agentWith(otherPriv), goodHosts, true, "ssh-agent keys"},
		{"changed host key", goodAgent, knownHostsFor(newSigner(t).PublicKey()), false, "does not match the one in known_hosts"},
		{"unknown host", goodAgent, otherHosts, false, "is not in known_hosts"},
		{"no known_hosts", goodAgent, filepath.Join(testfs.TempDir(t), "missing"), false, "ssh-keyscan"},
	}
	for _, tt := range failures {
		t.Run(tt.name, func(t *testing.T) {
			e := isolatedEnv(t)
			e["SSH_AUTH_SOCK"], e["SSH_KNOWN_HOSTS"] = tt.agent, tt.hosts
			_, err := newTestClient(t, "", e).Resolve(ctx, url, "v1")
			var ae *AuthError
			var re *RemoteError
			switch {
			case tt.wantAuth && !errors.As(err, &ae):
				t.Fatalf("error %T %v, want *AuthError", err, err)
			case !tt.wantAuth && !errors.As(err, &re):
				t.Fatalf("error %T %v, want *RemoteError", err, err)
			}
			if !strings.Contains(err.Error(), tt.wantInMsg) {
				t.Errorf("message lacks %q: %v", tt.wantInMsg, err)
			}
		})
	}
}
