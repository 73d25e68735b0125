package fetch

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	githttp "github.com/go-git/go-git/v5/plumbing/transport/http"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

const (
	user     = "alice"
	password = "s3cret-pa55"
)

// privateRepo serves a repository behind basic auth.
func privateRepo(t *testing.T) (url, commit string) {
	r := gittest.NewRepo(t)
	r.WriteFile("SKILL.md", "private\n")
	commit = r.Commit("one")
	r.Tag("v1")
	return gittest.ServeHTTP(t, r.BareClone(), gittest.ServeOptions{User: user, Password: password}), commit
}

// helperEnv is an isolated environment whose git configuration names a
// credential helper answering with the given user and password; every
// call appends the helper's input to the returned log file.
func helperEnv(t *testing.T, u, p string) (env, string) {
	e := isolatedEnv(t)
	dir := testfs.TempDir(t)
	log := filepath.Join(dir, "helper.log")
	script := filepath.Join(dir, "helper.sh")
	body := "#!/bin/sh\necho \"$1\" >> " + log + "\ncat >> " + log + "\necho username=" + u + "\necho password=" + p + "\n"
	if err := os.WriteFile(script, []byte(body), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(e["GIT_CONFIG_GLOBAL"], []byte("[credential]\n\thelper = "+script+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return e, log
}

func helperCalls(t *testing.T, log string) int {
	b, err := os.ReadFile(log)
	if os.IsNotExist(err) {
		return 0
	}
	if err != nil {
		t.Fatal(err)
	}
	return strings.Count(string(b), "get\n")
}

func TestBasicAuth(t *testing.T) {
	t.Parallel()
	url, commit := privateRepo(t)
	withCreds := func(u, p string) string {
		return strings.Replace(url, "http://", "http://"+u+":"+p+"@", 1)
	}
	t.Run("url userinfo", func(t *testing.T) {
		c := newTestClient(t, "", nil)
		res, err := c.Resolve(ctx, withCreds(user, password), "v1")
		if err != nil || res.Commit != commit {
			t.Fatalf("Resolve = %+v, %v", res, err)
		}
		fsys, err := c.Tree(ctx, withCreds(user, password), commit, "v1")
		if err != nil {
			t.Fatal(err)
		}
		if s := readFile(t, fsys, "SKILL.md"); s != "private\n" {
			t.Fatalf("SKILL.md = %q", s)
		}
	})
	t.Run("credential helper", func(t *testing.T) {
		e, log := helperEnv(t, user, password)
		c := newTestClient(t, "", e)
		res, err := c.Resolve(ctx, url, "v1")
		if err != nil || res.Commit != commit {
			t.Fatalf("Resolve = %+v, %v", res, err)
		}
		if _, err := c.Tree(ctx, url, commit, "v1"); err != nil {
			t.Fatal(err)
		}
		if n := helperCalls(t, log); n != 1 {
			t.Errorf("helper asked %d times, want once (credentials that worked are reused)", n)
		}
		b, _ := os.ReadFile(log)
		if !strings.Contains(string(b), "host="+strings.TrimPrefix(url, "http://")[:strings.Index(strings.TrimPrefix(url, "http://"), "/")]) {
			t.Errorf("helper was not told the host:\n%s", b)
		}
	})
	wrong := []struct {
		name  string
		url   string
		env   env
		tried []string
	}{
		{"wrong password in url", withCreds(user, "wr0ng-pa55"), nil, []string{"user and password in the URL"}},
		{"no credentials", url, nil, []string{"no credentials", "git credential helper (none configured or it had nothing)"}},
		{"wrong password from helper", url, func() env { e, _ := helperEnv(t, user, "wr0ng-pa55"); return e }(), []string{"no credentials", "git credential helper"}},
	}
	for _, tt := range wrong {
		t.Run(tt.name, func(t *testing.T) {
			c := newTestClient(t, "", tt.env)
			for _, call := range []func() error{
				func() error { _, err := c.Resolve(ctx, tt.url, "v1"); return err },
				func() error { _, err := c.Tree(ctx, tt.url, commit, "v1"); return err },
				func() error { _, err := c.ListRefs(ctx, tt.url); return err },
			} {
				err := call()
				var ae *AuthError
				if !errors.As(err, &ae) {
					t.Fatalf("error %T %v, want *AuthError", err, err)
				}
				if !errors.Is(ae, errkind.Unavailable) || strings.Join(ae.Tried, "|") != strings.Join(tt.tried, "|") {
					t.Errorf("%v: tried %q; want errkind.Unavailable, %q", ae, ae.Tried, tt.tried)
				}
				msg := err.Error()
				for _, secret := range []string{"wr0ng-pa55", password, "alice:"} {
					if strings.Contains(msg, secret) {
						t.Errorf("message leaks %q: %s", secret, msg)
					}
				}
				if !strings.Contains(msg, "credential helper") || !strings.Contains(msg, "127.0.0.1") {
					t.Errorf("message does not say what to do: %s", msg)
				}
			}
		})
	}
}

// Credential helpers are asked only when a remote asks for credentials.
func TestHelperNotAskedForPublicRemote(t *testing.T) {
	t.Parallel()
	r := gittest.NewRepo(t)
	r.Commit("c")
	url := gittest.ServeHTTP(t, r.Dir, gittest.ServeOptions{})
	e, log := helperEnv(t, user, password)
	if _, err := newTestClient(t, "", e).Resolve(ctx, url, ""); err != nil {
		t.Fatal(err)
	}
	if n := helperCalls(t, log); n != 0 {
		t.Fatalf("helper asked %d times for a public remote", n)
	}
}

// GITHUB_TOKEN (else GH_TOKEN) goes to github.com over HTTPS only.
func TestGitHubTokenOnlyForGitHub(t *testing.T) {
	t.Parallel()
	tests := []struct {
		url      string
		env      env
		first    string // name of the first attempt
		username string
		password string
	}{
		{"https://github.com/o/r", env{"GITHUB_TOKEN": "ghp_a"}, "GITHUB_TOKEN", "x-access-token", "ghp_a"},
		{"https://GitHub.com/o/r", env{"GH_TOKEN": "gho_b"}, "GH_TOKEN", "x-access-token", "gho_b"},
		{"https://github.com/o/r", env{"GITHUB_TOKEN": "ghp_a", "GH_TOKEN": "gho_b"}, "GITHUB_TOKEN", "x-access-token", "ghp_a"},
		{"https://github.com/o/r", env{}, "no credentials", "", ""},
		{"http://github.com/o/r", env{"GITHUB_TOKEN": "ghp_a"}, "no credentials", "", ""},
		{"https://github.com.evil.example/o/r", env{"GITHUB_TOKEN": "ghp_a"}, "no credentials", "", ""},
		{"https://gitlab.com/o/r", env{"GITHUB_TOKEN": "ghp_a"}, "no credentials", "", ""},
		{"https://x:y@github.com/o/r", env{"GITHUB_TOKEN": "ghp_a"}, "user and password in the URL", "x", "y"},
	}
	for _, tt := range tests {
		c := New(Options{Getenv: tt.env.get})
		r, err := c.remote(tt.url)
		if err != nil {
			t.Fatal(err)
		}
		as := c.attempts(r)
		a, ok, err := as[0](ctx)
		if err != nil || !ok {
			t.Fatalf("%s: first attempt %v %v", tt.url, ok, err)
		}
		if a.name != tt.first {
			t.Errorf("%s with %v: first attempt %q, want %q", tt.url, tt.env, a.name, tt.first)
		}
		if tt.username != "" {
			ba, _ := a.auth.(*githttp.BasicAuth)
			if ba == nil || ba.Username != tt.username || ba.Password != tt.password {
				t.Errorf("%s: auth %v", tt.url, a.auth)
			}
		} else if a.auth != nil {
			t.Errorf("%s: sent credentials %v", tt.url, a.auth)
		}
		for _, next := range as[1:] {
			a, _, _ := next(ctx)
			if ba, _ := a.auth.(*githttp.BasicAuth); ba != nil && strings.HasPrefix(ba.Password, "gh") && !strings.EqualFold(r.ep.Host, "github.com") {
				t.Errorf("%s: token offered to another host", tt.url)
			}
		}
	}
}

func TestRedact(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"https://alice:pw@host/r.git":                    "https://***@host/r.git",
		"Get \"http://a:b@127.0.0.1:80/x\": refused":     "Get \"http://***@127.0.0.1:80/x\": refused",
		"git@github.com:o/r.git":                         "git@github.com:o/r.git",
		"ssh://git@host/r and https://t@h/x":             "ssh://git@host/r and https://***@h/x",
		"no urls here, user@example.com is not a secret": "no urls here, user@example.com is not a secret",
	} {
		if got := Redact(in); got != want {
			t.Errorf("Redact(%q) = %q, want %q", in, got, want)
		}
	}
}
