package fetch

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/go-git/go-git/v5/plumbing/transport"
	"github.com/go-git/go-git/v5/plumbing/transport/client"
	githttp "github.com/go-git/go-git/v5/plumbing/transport/http"
	gitssh "github.com/go-git/go-git/v5/plumbing/transport/ssh"
	"golang.org/x/crypto/ssh"
	"golang.org/x/crypto/ssh/agent"
)

// attempt is one way of authenticating to a remote.
type attempt struct {
	name   string // for AuthError.Tried: never the secret itself
	auth   transport.AuthMethod
	secret string // masked out of every message
	// cleanup releases what auth holds open (an ssh-agent connection);
	// attempts with one are used for one session only.
	cleanup func()
}

func (a attempt) release() {
	if a.cleanup != nil {
		a.cleanup()
	}
}

// attemptFn produces an attempt on demand (a credential helper runs only
// when the anonymous try was refused). ok=false means the source of
// credentials has nothing to offer; a.name still says what was looked at.
type attemptFn func(ctx context.Context) (a attempt, ok bool, err error)

func fixed(a attempt) attemptFn {
	return func(context.Context) (attempt, bool, error) { return a, true, nil }
}

// attempts lists, in order, the credentials to try against r:
//   - user and password in the URL: only those (the user was explicit);
//   - https to github.com: GITHUB_TOKEN or GH_TOKEN, then the git
//     credential helpers; tokens are never sent to other hosts;
//   - other http(s): no credentials, then the git credential helpers;
//   - ssh: keys from ssh-agent, host keys checked against known_hosts;
//   - file: nothing to authenticate.
//
// Credentials that worked before for this remote are tried first.
func (c *Client) attempts(r *remote) []attemptFn {
	var out []attemptFn
	c.mu.Lock()
	prev, hadPrev := c.auth[r.key]
	c.mu.Unlock()
	if hadPrev {
		out = append(out, fixed(prev))
	}
	switch r.ep.Protocol {
	case "http", "https":
		if r.ep.User != "" && r.ep.Password != "" {
			return append(out, fixed(attempt{
				name:   "user and password in the URL",
				auth:   &githttp.BasicAuth{Username: r.ep.User, Password: r.ep.Password},
				secret: r.ep.Password,
			}))
		}
		if r.ep.Protocol == "https" && strings.EqualFold(r.ep.Host, "github.com") {
			if name, tok := c.githubToken(); tok != "" {
				out = append(out, fixed(attempt{
					name:   name,
					auth:   &githttp.BasicAuth{Username: "x-access-token", Password: tok},
					secret: tok,
				}))
			} else {
				out = append(out, fixed(attempt{name: "no credentials"}))
			}
		} else {
			out = append(out, fixed(attempt{name: "no credentials"}))
		}
		return append(out, c.helperAttempt(r))
	case "ssh":
		return append(out, c.sshAttempt(r))
	default:
		return append(out, fixed(attempt{name: "no credentials"}))
	}
}

func (c *Client) githubToken() (name, token string) {
	for _, k := range []string{"GITHUB_TOKEN", "GH_TOKEN"} {
		if v := strings.TrimSpace(c.getenv(k)); v != "" {
			return k, v
		}
	}
	return "", ""
}

func (c *Client) helperAttempt(r *remote) attemptFn {
	return func(ctx context.Context) (attempt, bool, error) {
		u := r.ep.Protocol + "://"
		if r.ep.User != "" {
			u += r.ep.User + "@"
		}
		u += r.ep.Host
		if r.ep.Port != 0 {
			u += ":" + strconv.Itoa(r.ep.Port)
		}
		u += "/" + strings.TrimPrefix(r.ep.Path, "/")
		user, pass, ok, err := c.credFill(ctx, u)
		if err != nil || !ok {
			return attempt{name: "git credential helper (none configured or it had nothing)"}, false, nil
		}
		return attempt{
			name:   "git credential helper",
			auth:   &githttp.BasicAuth{Username: user, Password: pass},
			secret: pass,
		}, true, nil
	}
}

// gitEnv is the environment for git subprocesses: the process's, with
// the variables Options.Getenv may override taken from it, and every
// way git could prompt switched off.
func (c *Client) gitEnv() []string {
	overridden := []string{"HOME", "XDG_CONFIG_HOME", "GIT_CONFIG_GLOBAL", "GIT_CONFIG_SYSTEM", "GIT_CONFIG_NOSYSTEM"}
	drop := map[string]bool{"GIT_TERMINAL_PROMPT": true, "GIT_ASKPASS": true, "SSH_ASKPASS": true}
	for _, k := range overridden {
		drop[k] = true
	}
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if !drop[k] {
			env = append(env, kv)
		}
	}
	for _, k := range overridden {
		if v := c.getenv(k); v != "" {
			env = append(env, k+"="+v)
		}
	}
	// An empty GIT_ASKPASS stops git from trying core.askPass and
	// SSH_ASKPASS too: no window ever pops up.
	return append(env, "GIT_TERMINAL_PROMPT=0", "GIT_ASKPASS=", "SSH_ASKPASS=", "LC_ALL=C")
}

// gitCredentialFill asks the user's git credential helpers for rawURL,
// only when one is configured, never prompting.
func (c *Client) gitCredentialFill(ctx context.Context, rawURL string) (user, pass string, ok bool, err error) {
	git, err := exec.LookPath("git")
	if err != nil {
		return "", "", false, nil // no git, no helpers
	}
	env := c.gitEnv()
	check := exec.CommandContext(ctx, git, "config", "--get-urlmatch", "credential.helper", rawURL)
	check.Env = env
	if out, err := check.Output(); err != nil || len(bytes.TrimSpace(out)) == 0 {
		return "", "", false, nil
	}
	cmd := exec.CommandContext(ctx, git, "-c", "credential.interactive=false", "credential", "fill")
	cmd.Env = env
	cmd.Stdin = strings.NewReader("url=" + rawURL + "\n\n")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr // may echo the URL; never shown
	out, err := cmd.Output()
	if err != nil {
		return "", "", false, nil
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		k, v, _ := strings.Cut(sc.Text(), "=")
		switch k {
		case "username":
			user = v
		case "password":
			pass = v
		}
	}
	return user, pass, user != "" || pass != "", nil
}

func (c *Client) sshAttempt(r *remote) attemptFn {
	return func(ctx context.Context) (attempt, bool, error) {
		sock := c.getenv("SSH_AUTH_SOCK")
		if sock == "" {
			return attempt{name: "ssh-agent (SSH_AUTH_SOCK is not set)"}, false, nil
		}
		hostKeys, algos, err := c.knownHosts(r)
		if err != nil {
			return attempt{}, false, err
		}
		user := r.ep.User
		if user == "" {
			user = "git"
		}
		var d net.Dialer
		conn, err := d.DialContext(ctx, "unix", sock)
		if err != nil {
			return attempt{name: "ssh-agent (cannot connect to SSH_AUTH_SOCK)"}, false, nil
		}
		// The connection serves the handshake's signing requests; it
		// is closed with the session.
		ag := agent.NewClient(conn)
		return attempt{
			name:    "ssh-agent keys",
			cleanup: func() { conn.Close() },
			auth: &gitssh.PublicKeysCallback{
				User:     user,
				Callback: ag.Signers,
				HostKeyCallbackHelper: gitssh.HostKeyCallbackHelper{
					HostKeyCallback:   hostKeys,
					HostKeyAlgorithms: algos,
				},
			},
		}, true, nil
	}
}

// knownHosts reads SSH_KNOWN_HOSTS (a list of files) or
// ~/.ssh/known_hosts and /etc/ssh/ssh_known_hosts. Unknown or changed
// host keys fail the connection: there is no trust on first use.
func (c *Client) knownHosts(r *remote) (ssh.HostKeyCallback, []string, error) {
	var files []string
	if v := c.getenv("SSH_KNOWN_HOSTS"); v != "" {
		files = filepath.SplitList(v)
	} else {
		if home := c.getenv("HOME"); home != "" {
			files = append(files, filepath.Join(home, ".ssh", "known_hosts"))
		}
		files = append(files, "/etc/ssh/ssh_known_hosts")
	}
	var existing []string
	for _, f := range files {
		if _, err := os.Stat(f); err == nil {
			existing = append(existing, f)
		}
	}
	if len(existing) == 0 {
		return nil, nil, fmt.Errorf("no known_hosts file (looked at %s): add the host key first, e.g. ssh-keyscan %s >> ~/.ssh/known_hosts, after checking its fingerprint",
			strings.Join(files, ", "), r.ep.Host)
	}
	db, err := gitssh.NewKnownHostsDb(existing...)
	if err != nil {
		return nil, nil, fmt.Errorf("reading known_hosts: %w", err)
	}
	port := r.ep.Port
	if port == 0 {
		port = 22
	}
	return db.HostKeyCallback(), db.HostKeyAlgorithms(net.JoinHostPort(r.ep.Host, strconv.Itoa(port))), nil
}

// transportFor picks go-git's transport for the endpoint's protocol.
func transportFor(ep *transport.Endpoint) (transport.Transport, error) {
	switch ep.Protocol {
	case "http", "https", "ssh", "file":
		return client.NewClient(ep)
	}
	return nil, errors.New("unsupported protocol " + strconv.Quote(ep.Protocol))
}
