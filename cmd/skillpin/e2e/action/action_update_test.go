package action

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// fakePulls is the part of GitHub's REST API the update mode uses: list
// a repository's open pull requests by head, open one, edit one. It
// accepts only the token it was given, and records every call.
type fakePulls struct {
	t     *testing.T
	repo  string
	token string

	mu    sync.Mutex
	pulls []fakePull
	calls []string // "METHOD PATH?QUERY"
}

type fakePull struct {
	Number int    `json:"number"`
	Title  string `json:"title"`
	Body   string `json:"body"`
	Head   string `json:"head"`
	Base   string `json:"base"`
}

func (f *fakePulls) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.calls = append(f.calls, r.Method+" "+r.URL.RequestURI())
	if r.Header.Get("Authorization") != "Bearer "+f.token || r.Header.Get("Accept") != "application/vnd.github+json" {
		http.Error(w, `{"message": "Bad credentials"}`, http.StatusUnauthorized)
		return
	}
	owner, _, _ := strings.Cut(f.repo, "/")
	base := "/repos/" + f.repo + "/pulls"
	switch {
	case r.Method == http.MethodGet && r.URL.Path == base:
		out := []fakePull{}
		for _, p := range f.pulls {
			if r.URL.Query().Get("state") == "open" && owner+":"+p.Head == r.URL.Query().Get("head") {
				out = append(out, p)
			}
		}
		json.NewEncoder(w).Encode(out)
	case r.Method == http.MethodPost && r.URL.Path == base:
		var p fakePull
		if err := json.NewDecoder(r.Body).Decode(&p); err != nil || p.Head == "" || p.Base == "" || p.Title == "" {
			http.Error(w, `{"message": "Validation Failed"}`, http.StatusUnprocessableEntity)
			return
		}
		p.Number = len(f.pulls) + 1
		f.pulls = append(f.pulls, p)
		w.WriteHeader(http.StatusCreated)
		json.NewEncoder(w).Encode(p)
	case r.Method == http.MethodPatch && strings.HasPrefix(r.URL.Path, base+"/"):
		var n int
		fmt.Sscanf(strings.TrimPrefix(r.URL.Path, base+"/"), "%d", &n)
		if n < 1 || n > len(f.pulls) {
			http.NotFound(w, r)
			return
		}
		var edit struct{ Title, Body string }
		b, _ := io.ReadAll(r.Body)
		if err := json.Unmarshal(b, &edit); err != nil {
			http.Error(w, `{"message": "Problems parsing JSON"}`, http.StatusBadRequest)
			return
		}
		f.pulls[n-1].Title, f.pulls[n-1].Body = edit.Title, edit.Body
		json.NewEncoder(w).Encode(f.pulls[n-1])
	default:
		http.NotFound(w, r)
	}
}

// TestActionUpdateMode runs the action's scheduled update mode against a
// git server that takes pushes with the workflow's token and a fake
// pull-request API, both on 127.0.0.1: each source with a newer version
// gets a branch of its own with `skillpin update` committed, and one pull
// request whose body is the review (overview first); a source that is up
// to date gets none; nothing is approved; a second run refreshes the same
// pull requests instead of opening more.
func TestActionUpdateMode(t *testing.T) {
	if testing.Short() {
		t.Skip("builds skillpin through the action")
	}
	t.Parallel()
	const token = "ghs_test-token-0123456789"
	newUp := func(skill string) *gittest.Repo {
		r := gittest.NewRepo(t)
		r.WriteFile("skills/"+skill+"/SKILL.md", e2etest.Skill(skill))
		r.Commit("v1")
		r.Tag("v1")
		return r
	}
	pdfs, docs, notes := newUp("pdf"), newUp("docx"), newUp("notes")

	// The project on its main branch, pushed to "origin".
	e := e2etest.NewProject(t)
	e.Git("init", "-q", "-b", "main")
	e.Must("init", "--no-targets")
	e.Must("add", pdfs.FileURL()+"@v1", "--name", "pdfs")
	e.Must("add", docs.FileURL()+"@v1", "--name", "docs")
	e.Must("add", notes.FileURL()+"@v1", "--name", "notes")
	e.Must("approve", "--all", "--yes")
	e.Git("add", "skills.toml", "skills.lock", ".skillpin/.gitignore", ".skillpin/approvals.toml")
	e.Git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "skills")
	approvals := e.Read(".skillpin/approvals.toml")
	originDir := filepath.Join(testfs.TempDir(t), "proj.git")
	gitCmd(t, "", "clone", "-q", "--bare", e.Dir, originDir)
	origin := gittest.ServeHTTP(t, originDir, gittest.ServeOptions{User: "x-access-token", Password: token, AllowPush: true})
	server := strings.TrimSuffix(origin, "/proj.git")

	// Upstream moves on: pdfs and docs get v2 (docs with a new
	// executable), notes does not.
	pdfs.WriteFile("skills/pdf/SKILL.md", e2etest.Skill("pdf")+"Now fills forms too.\n")
	pdfs.Commit("v2")
	pdfs.Tag("v2")
	docs.WriteExec("skills/docx/scripts/convert.sh", "#!/bin/sh\necho convert\n")
	docs.Commit("v2")
	docs.Tag("v2")

	// The runner's checkout: the default branch, with the credentials
	// actions/checkout leaves in the repository's config (here: stale
	// ones, which the action must replace, not add to).
	ws := filepath.Join(testfs.TempDir(t), "ws")
	basic := func(user, pass string) string {
		return "AUTHORIZATION: basic " + base64.StdEncoding.EncodeToString([]byte(user+":"+pass))
	}
	gitCmd(t, "", "-c", "http.extraheader="+basic("x-access-token", token), "clone", "-q", origin, ws)
	gitCmd(t, ws, "config", "http."+server+"/.extraheader", basic("x-access-token", "stale"))

	api := &fakePulls{t: t, repo: "acme/proj", token: token}
	apiServer := httptest.NewServer(api)
	t.Cleanup(apiServer.Close)

	runUpdate := func() string {
		r := newActionRunner(t, ws, map[string]string{"mode": "update", "token": token})
		r.env = []string{"GITHUB_API_URL=" + apiServer.URL, "GITHUB_REPOSITORY=acme/proj", "GITHUB_SERVER_URL=" + server}
		log, failed := r.run()
		if failed != "" {
			t.Fatalf("step %q failed:\n%s", failed, log)
		}
		if strings.Contains(log, token) {
			t.Errorf("the token is in the log:\n%s", log)
		}
		return log
	}
	log := runUpdate()
	for _, want := range []string{"pdfs: opened pull request #", "docs: opened pull request #"} {
		if !strings.Contains(log, want) {
			t.Errorf("the log lacks %q:\n%s", want, log)
		}
	}
	if len(api.pulls) != 2 {
		t.Fatalf("%d pull requests, want 2 (one per source that moved):\n%+v\n%s", len(api.pulls), api.pulls, log)
	}
	for _, p := range api.pulls {
		src := strings.TrimPrefix(p.Head, "skillpin/update-")
		if p.Base != "main" || p.Title != "skillpin: update "+src+" to v2" || (src != "pdfs" && src != "docs") {
			t.Errorf("pull request %+v", p)
		}
		ov := strings.Index(p.Body, "### Overview")
		if !strings.HasPrefix(p.Body, "## skillpin: skill changes") || ov < 0 || !strings.Contains(p.Body, "Nothing is approved") {
			t.Errorf("pull request %s: the body is not the review:\n%s", p.Head, p.Body)
		}
		// The branch holds the update, and no approval.
		lock := gitCmd(t, originDir, "show", p.Head+":skills.lock")
		if !strings.Contains(lock, `ref = "v2"`) {
			t.Errorf("%s: skills.lock not updated:\n%s", p.Head, lock)
		}
		if got := gitCmd(t, originDir, "show", p.Head+":.skillpin/approvals.toml"); got != approvals {
			t.Errorf("%s approves something:\n%s", p.Head, got)
		}
	}
	docsPR := api.pulls[0]
	if docsPR.Head != "skillpin/update-docs" {
		docsPR = api.pulls[1]
	}
	if !strings.Contains(docsPR.Body, "NEW_EXECUTABLE") || !strings.Contains(docsPR.Body, "scripts/convert.sh") {
		t.Errorf("the docs pull request does not show the new executable first:\n%s", docsPR.Body)
	}
	if out := gitCmd(t, originDir, "branch", "--list", "skillpin/update-notes"); out != "" {
		t.Errorf("notes is up to date, yet has a branch: %s", out)
	}

	// The next scheduled run refreshes the same pull requests.
	api.calls = nil
	log = runUpdate()
	if len(api.pulls) != 2 || !strings.Contains(log, "pdfs: refreshed pull request #") {
		t.Errorf("a second run: %d pull requests\n%s", len(api.pulls), log)
	}
	for _, c := range api.calls {
		if strings.HasPrefix(c, "POST") {
			t.Errorf("a second run opened another pull request: %s", c)
		}
	}
}

// TestActionUpdateModeRefuses: the update mode needs a token and a
// branch; without either it fails (exit 2) before changing anything.
func TestActionUpdateModeRefuses(t *testing.T) {
	if testing.Short() {
		t.Skip("builds skillpin through the action")
	}
	t.Parallel()
	origin := sharedActionProject(t)
	ws := clone(t, origin, ".")
	for _, tc := range []struct {
		name, token, want string
	}{
		{"no token", "", "mode update needs a token"},
		{"detached HEAD", "t0ken", "mode update runs on a branch"},
		{"unknown mode", "", `input mode is "updates"`},
	} {
		in := map[string]string{"mode": "update", "token": tc.token}
		if tc.name == "unknown mode" {
			in["mode"] = "updates"
		}
		if tc.name == "detached HEAD" {
			gitCmd(t, ws, "checkout", "-q", "--detach")
		}
		r := newActionRunner(t, ws, in)
		r.env = []string{"GITHUB_REPOSITORY=acme/proj", "GITHUB_API_URL=http://127.0.0.1:1"}
		log, failed := r.run()
		if failed == "" || !strings.Contains(log, tc.want) {
			t.Errorf("%s: failed step %q, log:\n%s", tc.name, failed, log)
		}
	}
}

// gitCmd runs git in dir ("" for the test's directory) without the
// user's or the system's configuration and returns its output.
func gitCmd(t *testing.T, dir string, args ...string) string {
	t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL="+os.DevNull, "GIT_TERMINAL_PROMPT=0")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}
