package main

import (
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
)

// Credentials never enter skills.toml, skills.lock or the cache, and no
// output path prints them: each case plants a credential where a careless
// user or an attacker would, then walks every command and format through
// the binary, against a loopback git server that records what it receives.

const (
	secretUser  = "deploy"
	secretPass  = "s3cretPassw0rd"
	secretToken = "ghp_0123456789abcdefghijABCDEFGHIJ012345"
)

// requestLog records what a loopback git server received.
type requestLog struct {
	mu   sync.Mutex
	seen []string
}

func (l *requestLog) record(r *http.Request) {
	l.mu.Lock()
	defer l.mu.Unlock()
	u, p, _ := r.BasicAuth()
	l.seen = append(l.seen, r.URL.String()+" user="+u+" pass="+p+" auth="+r.Header.Get("Authorization"))
}

func (l *requestLog) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return strings.Join(l.seen, "\n")
}

// specialPasswords are hand-written passwords, not percent-encoded, each
// holding a character that ends a URL's user info for a parser that
// reads them by the RFC (so a naive redaction leaves them in view). Each
// is "s3cret", the character, "Passw0rd": leaks finds either half.
var specialPasswords = func() []string {
	var out []string
	for _, c := range []string{"#", "?", "/", " ", "@", "%40", "\"", "'", "<", ",", "@\"", "@ "} {
		out = append(out, "s3cret"+c+"Passw0rd")
	}
	return out
}()

// leaks lists the planted secrets found in s.
func leaks(s string) []string {
	var out []string
	for _, sec := range []string{secretPass, secretToken, secretUser + ":", "s3cret", "Passw0rd"} {
		if strings.Contains(s, sec) {
			out = append(out, sec)
		}
	}
	return out
}

// everyOutput runs the read and write commands in every format and
// returns all they printed.
func everyOutput(e *e2e) string {
	var b strings.Builder
	for _, args := range [][]string{
		{"status"}, {"status", "--json"}, {"list"}, {"list", "--json"},
		{"install"}, {"install", "--frozen"}, {"update"}, {"outdated"},
		{"verify"}, {"verify", "--offline"}, {"verify", "--format", "json"}, {"verify", "--format", "github"},
		{"diff"}, {"diff", "--format", "markdown"}, {"diff", "--format", "json"},
		{"approve", "--all", "--yes"}, {"catalog"}, {"remove", "pdf"},
	} {
		r := e.runGuarded(nil, args...)
		b.WriteString(r.out + r.errOut)
	}
	return b.String()
}

// cacheHolds lists the secrets found in any file of the cache.
func cacheHolds(t *testing.T, cache string) []string {
	t.Helper()
	var found []string
	filepath.WalkDir(cache, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		if data, err := os.ReadFile(p); err == nil {
			for _, l := range leaks(string(data)) {
				found = append(found, p+": "+l)
			}
		}
		return nil
	})
	return found
}

func TestCredentialsNeverStoredOrPrinted(t *testing.T) {
	t.Parallel()
	up := e2etest.Upstream(t)
	var log requestLog
	url := gittest.ServeHTTP(t, up.BareClone(), gittest.ServeOptions{OnRequest: log.record})
	host := strings.TrimPrefix(url, "http://")

	t.Run("add refuses user info", func(t *testing.T) {
		e := newE2E(t)
		e.must("init")
		before := e.read("skills.toml")
		for _, spec := range []string{
			"http://" + secretToken + "@" + host + "@v1",
			"http://" + secretUser + ":" + secretPass + "@" + host + "@v1",
			"http://" + secretUser + ":p@ss@" + secretPass + "@" + host + "@v1",
		} {
			r := e.runGuarded(nil, "add", spec, "--skill", "pdf")
			check(t, r, 2, "credentials", "GITHUB_TOKEN")
			if l := leaks(r.out + r.errOut); len(l) > 0 {
				t.Errorf("add %s printed %v:\n%s", "…", l, r)
			}
		}
		if e.read("skills.toml") != before {
			t.Error("a refused add changed skills.toml")
		}
		if _, err := os.Stat(filepath.Join(e.dir, "skills.lock")); err == nil {
			t.Error("a refused add wrote skills.lock")
		}
		if l := cacheHolds(t, e.cache); len(l) > 0 {
			t.Errorf("the cache holds secrets: %v", l)
		}
	})

	t.Run("credentials written into skills.toml by hand", func(t *testing.T) {
		e := newE2E(t)
		e.must("init")
		e.must("add", url+"@v1", "--skill", "pdf", "--approve", "--name", "up")
		e.edit("skills.toml", func(s string) string {
			return strings.Replace(s, "http://"+host, "http://"+secretUser+":"+secretPass+"@"+host, 1)
		})
		out := everyOutput(e)
		if l := leaks(out); len(l) > 0 {
			t.Errorf("output holds %v:\n%s", l, clip(out))
		}
		if !strings.Contains(out, "holds credentials") {
			t.Errorf("no command said why the manifest is refused:\n%s", clip(out))
		}
		if strings.Contains(e.read("skills.lock"), secretPass) {
			t.Error("skills.lock holds the password")
		}
	})

	t.Run("credentials written into skills.lock by hand", func(t *testing.T) {
		e := newE2E(t)
		e.must("init")
		e.must("add", url+"@v1", "--skill", "pdf", "--approve", "--name", "up")
		e.edit("skills.lock", func(s string) string {
			return strings.Replace(s, "http://"+host, "http://"+secretToken+"@"+host, 1)
		})
		out := everyOutput(e)
		if l := leaks(out); len(l) > 0 {
			t.Errorf("output holds %v:\n%s", l, clip(out))
		}
		e.expect(1, []string{"LOCK_INVALID", "credentials"}, "verify", "--offline")
	})

	t.Run("passwords holding special characters", func(t *testing.T) {
		e := newE2E(t)
		e.must("init")
		e.must("add", url+"@v1", "--skill", "pdf", "--approve", "--name", "up")
		manifest, lockfile := e.read("skills.toml"), e.read("skills.lock")
		for _, pass := range specialPasswords {
			cred := "http://" + secretUser + ":" + pass + "@" + host
			r := e.runGuarded(nil, "add", cred+"@v1", "--skill", "pdf", "--name", "other")
			check(t, r, 2, "credentials", "GITHUB_TOKEN")
			if l := leaks(r.out + r.errOut); len(l) > 0 {
				t.Errorf("add with password %q printed %v:\n%s", pass, l, r)
			}
			if e.read("skills.toml") != manifest || e.read("skills.lock") != lockfile {
				t.Fatalf("a refused add with password %q changed skills.toml or skills.lock", pass)
			}

			// The same credential written into skills.toml by hand.
			toml := strings.ReplaceAll(strings.ReplaceAll(cred, `\`, `\\`), `"`, `\"`)
			e.write("skills.toml", strings.Replace(manifest, `"http://`+host, `"`+toml, 1))
			out := everyOutput(e)
			if l := leaks(out); len(l) > 0 {
				t.Errorf("password %q in skills.toml: output holds %v:\n%s", pass, l, clip(out))
			}
			if !strings.Contains(out, "holds credentials") {
				t.Errorf("password %q in skills.toml: no command said why the manifest is refused:\n%s", pass, clip(out))
			}
			if l := leaks(e.read("skills.lock")); len(l) > 0 {
				t.Errorf("password %q in skills.toml: skills.lock holds %v", pass, l)
			}

			// And into skills.lock.
			e.write("skills.toml", manifest)
			e.write("skills.lock", strings.Replace(lockfile, `"http://`+host, `"`+toml, 1))
			out = everyOutput(e)
			if l := leaks(out); len(l) > 0 {
				t.Errorf("password %q in skills.lock: output holds %v:\n%s", pass, l, clip(out))
			}
			e.expect(1, []string{"LOCK_INVALID", "credentials"}, "verify", "--offline")
			e.write("skills.lock", lockfile)
		}
		if l := cacheHolds(t, e.cache); len(l) > 0 {
			t.Errorf("the cache holds secrets: %v", l)
		}
	})

	if l := leaks(log.String()); len(l) > 0 {
		t.Errorf("the server received credentials skillpin was never asked to send: %v", l)
	}
}

// A pull request that removes credentials from skills.toml can be
// reviewed: the base revision's credential is masked and the review goes
// on; a pull request that adds them is refused as everywhere.
func TestReviewOfBaseWithCredentials(t *testing.T) {
	t.Parallel()
	up := e2etest.Upstream(t)
	url := gittest.ServeHTTP(t, up.BareClone(), gittest.ServeOptions{})
	host := strings.TrimPrefix(url, "http://")
	pass := `s3cret#? /@"Passw0rd`
	credURL := "http://" + secretUser + ":" + strings.ReplaceAll(pass, `"`, `\"`) + "@" + host

	e := newE2E(t)
	e.git("init", "-q", "-b", "main")
	e.must("init")
	e.must("add", url+"@v1", "--skill", "pdf", "--approve", "--name", "up")
	clean := e.read("skills.toml")
	// The source holding the credential was written by hand and never
	// installed; the pull request removes it.
	withCreds := clean + "\n[[source]]\nname = \"old\"\nurl = \"" + credURL + "\"\nskills = [\"xlsx\"]\n"
	commit := func(msg string) {
		e.git("add", "-A")
		e.git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", msg)
	}
	e.write("skills.toml", withCreds)
	commit("base: a credential written by hand")
	e.git("checkout", "-q", "-b", "pr")
	e.write("skills.toml", clean)
	commit("pr: remove the credential")

	for _, args := range [][]string{
		{"diff", "main"}, {"diff", "main", "--format", "markdown"}, {"diff", "main", "--format", "json"},
		{"verify", "--approvals-base", "main"}, {"verify", "--approvals-base", "main", "--format", "github"},
	} {
		r := e.runGuarded(nil, args...)
		if r.code != 0 {
			t.Errorf("skillpin %v: exit %d, want 0 (the base is only reviewed)\n%s", args, r.code, r)
		}
		if l := leaks(r.out + r.errOut); len(l) > 0 {
			t.Errorf("skillpin %v printed %v:\n%s", args, l, r)
		}
		if args[0] == "diff" && !strings.Contains(r.out, "http://***@"+host) {
			t.Errorf("skillpin %v does not show the source with its credential masked going away:\n%s", args, r)
		}
	}

	// The other way round: the pull request adds the credential.
	e.git("checkout", "-q", "main")
	e.git("checkout", "-q", "-b", "adds")
	e.write("skills.toml", clean)
	commit("clean base")
	e.write("skills.toml", withCreds)
	r := e.runGuarded(nil, "diff", "HEAD")
	check(t, r, 2, "holds credentials")
	if l := leaks(r.out + r.errOut); len(l) > 0 {
		t.Errorf("diff HEAD printed %v:\n%s", l, r)
	}
}
