package main

import (
	"encoding/base64"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
	"github.com/skillpin/skillpin/internal/fetch/oci/ocitest"
	"github.com/skillpin/skillpin/internal/testfs"
)

var lockDigestRE = regexp.MustCompile(`(?m)^digest = "(sha256:[0-9a-f]{64})"`)

// skillDigest is the digest skills.lock records for the skill name.
func skillDigest(t *testing.T, lockText, name string) string {
	t.Helper()
	i := strings.Index(lockText, "name = \""+name+"\"")
	if i < 0 {
		t.Fatalf("skills.lock has no skill %s:\n%s", name, lockText)
	}
	m := lockDigestRE.FindStringSubmatch(lockText[i:])
	if m == nil {
		t.Fatalf("skills.lock: no digest after skill %s", name)
	}
	return m[1]
}

// TestE2EOCI: skills pushed from a directory and a project mirrored to a
// registry are added, approved, installed and verified as git skills
// are, with the same digests; only the selected skills' layers are
// fetched; a moved tag is TAG_MOVED; a digest pins.
func TestE2EOCI(t *testing.T) {
	t.Parallel()
	reg := ocitest.New(t)
	up := e2etest.Upstream(t)

	// A project pinned to git, mirrored to the registry.
	src := newE2E(t)
	src.must("init")
	src.must("add", up.FileURL()+"@v1", "--all", "--approve", "--name", "up")
	gitLock := src.read("skills.lock")
	mirror := "oci://" + reg.Host + "/mirror/skills:v1"
	out := src.must("mirror", "--to", mirror, "--json")
	for _, want := range []string{`"to": "` + mirror + `"`, `"digest": "sha256:`, `"skills": [`, `"pdf"`, `"xlsx"`} {
		if !strings.Contains(out, want) {
			t.Errorf("mirror --json lacks %s:\n%s", want, out)
		}
	}

	// A consumer adds one skill of the mirror: only its layer is read.
	e := newE2E(t)
	e.must("init")
	blobs := reg.Count("GET /v2/mirror/skills/blobs/")
	e.expect(0, []string{"added pdf", "pending approval"}, "add", mirror, "--skill", "pdf")
	if n := reg.Count("GET /v2/mirror/skills/blobs/") - blobs; n != 1 {
		t.Errorf("add --skill pdf downloaded %d blobs, want 1 (pdf's layer)", n)
	}
	lock := e.read("skills.lock")
	if got, want := skillDigest(t, lock, "pdf"), skillDigest(t, gitLock, "pdf"); got != want {
		t.Errorf("pdf from the mirror locks %s, from git %s", got, want)
	}
	for _, want := range []string{`url = "oci://` + reg.Host + `/mirror/skills"`, `ref = "v1"`, `kind = "tag"`, `commit = "sha256:`, `exec = true`} {
		if !strings.Contains(lock, want) {
			t.Errorf("skills.lock lacks %s:\n%s", want, lock)
		}
	}
	e.expect(0, []string{"approved pdf"}, "approve", "pdf", "--yes")
	root := strings.TrimSpace(e.must("root"))
	if b, err := os.ReadFile(filepath.Join(root, "pdf", "scripts", "run.sh")); err != nil || !strings.Contains(string(b), "echo pdf") {
		t.Fatalf("trusted root: run.sh %q, %v", b, err)
	}
	e.expect(0, []string{"verify ok"}, "verify")
	e.expect(0, []string{"verify ok"}, "verify", "--offline")
	e.expect(0, []string{"pdf", "approved"}, "status")

	// The same content from a directory, pushed and pinned by digest.
	e.write("mine/pdf/SKILL.md", e2etest.Skill("pdf"))
	e.write("mine/pdf/scripts/run.sh", "#!/bin/sh\necho pdf\n")
	os.Chmod(filepath.Join(e.dir, "mine/pdf/scripts/run.sh"), 0o755)
	e.write("mine/other/SKILL.md", e2etest.Skill("other"))
	pushed := e.must("push", "mine", "--to", "oci://"+reg.Host+"/team/skills:v2", "--skill", "other", "--json")
	m := regexp.MustCompile(`"digest": "(sha256:[0-9a-f]{64})"`).FindStringSubmatch(pushed)
	if m == nil || !strings.Contains(pushed, `"skills": [`) || strings.Contains(pushed, `"pdf"`) {
		t.Fatalf("push --skill other --json: %s", pushed)
	}
	e.expect(0, []string{"added other"}, "add", "oci://"+reg.Host+"/team/skills@"+m[1], "--skill", "other", "--approve")
	if lock := e.read("skills.lock"); !strings.Contains(lock, `kind = "digest"`) || !strings.Contains(lock, `ref = "`+m[1]+`"`) {
		t.Errorf("a digest source is not locked as kind digest:\n%s", lock)
	}
	e.expect(0, []string{"pushed other", "pushed pdf", "oci://" + reg.Host + "/team/skills:v2"}, "push", "mine", "--to", "oci://"+reg.Host+"/team/skills:v2")
	e.expect(0, []string{"verify ok"}, "verify") // a digest pins: the tag moved, the source did not

	// The mirror's tag moves to other content: TAG_MOVED, as for git.
	up.WriteFile("skills/pdf/SKILL.md", e2etest.Skill("pdf")+"\nChanged.\n")
	up.Commit("change")
	up.Git("tag", "-f", "v1")
	src.must("update", "up", "--accept-moved-tag")
	src.must("approve", "--all", "--yes") // mirror pushes approved skills only
	src.must("mirror", "--to", mirror)
	e.expect(1, []string{"TAG_MOVED", "moved in the registry", "--accept-moved-tag"}, "verify")
	e.expect(1, []string{"TAG_MOVED", "nothing was written"}, "update", "mirror-skills")
	e.expect(0, []string{"pdf"}, "update", "mirror-skills", "--accept-moved-tag")
	e.expect(0, []string{"revoked"}, "status")
}

// TestE2EOCIHostile: what a registry sends is checked through the
// binary: layers over the limit, content that does not match its digest,
// manifests that are not skill artifacts, and credentials that must
// reach the registry only, never a host it redirects to, never output.
func TestE2EOCIHostile(t *testing.T) {
	t.Parallel()
	reg := ocitest.New(t)
	e := newE2E(t)
	e.must("init")
	e.write("skills/big/SKILL.md", e2etest.Skill("big"))
	e.write("skills/big/data.txt", strings.Repeat("x\n", 3<<20/2))
	e.write("skills/small/SKILL.md", e2etest.Skill("small"))
	url := "oci://" + reg.Host + "/skills"
	e.must("push", "skills", "--to", url+":v1")

	// Oversize layer: refused before it is downloaded.
	manifest := e.read("skills.toml")
	e.write("skills.toml", strings.Replace(manifest, "[settings]", "[settings]\nmax_bytes = 1048576", 1))
	blobs := reg.Count("GET /v2/skills/blobs/")
	e.expect(2, []string{"over the bound", "max_bytes"}, "add", url+":v1", "--skill", "big")
	if n := reg.Count("GET /v2/skills/blobs/") - blobs; n != 0 {
		t.Errorf("an oversize layer was downloaded (%d requests)", n)
	}
	if e.read("skills.toml") != strings.Replace(manifest, "[settings]", "[settings]\nmax_bytes = 1048576", 1) {
		t.Error("a failed add changed skills.toml")
	}
	e.write("skills.toml", manifest)

	// A layer whose bytes do not match its digest.
	reg.SetHook(func(w http.ResponseWriter, r *http.Request) bool {
		if r.Method == http.MethodGet && strings.Contains(r.URL.Path, "/blobs/") {
			io.WriteString(w, "not the layer")
			return true
		}
		return false
	})
	e.expect(1, []string{"the registry sent content with digest"}, "add", url+":v1", "--skill", "small")

	// A manifest that is not a skill artifact.
	reg.SetHook(func(w http.ResponseWriter, r *http.Request) bool {
		if r.Method == http.MethodGet && strings.HasSuffix(r.URL.Path, "/manifests/v1") {
			w.Header().Set("Content-Type", "application/vnd.oci.image.manifest.v1+json")
			io.WriteString(w, `{"schemaVersion":2,"mediaType":"application/vnd.oci.image.manifest.v1+json","config":{"mediaType":"application/vnd.oci.image.config.v1+json","digest":"sha256:`+strings.Repeat("0", 64)+`","size":2},"layers":[]}`)
			return true
		}
		return false
	})
	e.expect(2, []string{"not skills pushed by skillpin"}, "add", url+":v1", "--skill", "small")
	reg.SetHook(nil)

	// Credentials in the source are refused, never written or shown.
	_, errOut := e.expect(2, []string{"credentials", "docker login"}, "add", "oci://user:s3cret-pw@"+reg.Host+"/skills:v1")
	if strings.Contains(errOut, "s3cret-pw") {
		t.Errorf("the password was printed: %s", errOut)
	}

	// Docker's config.json holds credentials for the registry: they go to
	// the registry, not to the host its blob download redirects to, and
	// never into output, even when the registry fails.
	const user, pass = "robot", "p4ss-w0rd-secret"
	docker := testfs.TempDir(t)
	auth := base64.StdEncoding.EncodeToString([]byte(user + ":" + pass))
	os.WriteFile(filepath.Join(docker, "config.json"), []byte(`{"auths": {"`+reg.Host+`": {"auth": "`+auth+`"}}}`), 0o600)
	e.env = append(e.env, "DOCKER_CONFIG="+docker)
	var otherAuth []string
	var mu sync.Mutex
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		otherAuth = append(otherAuth, r.Header.Get("Authorization"))
		mu.Unlock()
		// Serve the blob the registry would have.
		r2 := r.Clone(r.Context())
		r2.URL.Path = strings.TrimPrefix(r.URL.Path, "/elsewhere")
		reg.SetHook(nil)
		resp, err := http.Get(reg.Server.URL + r2.URL.Path)
		if err != nil {
			http.Error(w, err.Error(), 500)
			return
		}
		defer resp.Body.Close()
		io.Copy(w, resp.Body)
	}))
	defer other.Close()
	reg.SetHook(func(w http.ResponseWriter, r *http.Request) bool {
		if r.Method == http.MethodGet && strings.Contains(r.URL.Path, "/blobs/") {
			http.Redirect(w, r, other.URL+"/elsewhere"+r.URL.Path, http.StatusTemporaryRedirect)
			return true
		}
		return false
	})
	e.expect(0, []string{"added small"}, "add", url+":v1", "--skill", "small")
	mu.Lock()
	if len(otherAuth) == 0 {
		t.Error("the blob download was not redirected")
	}
	for _, a := range otherAuth {
		if a != "" {
			t.Errorf("the host the registry redirected to got Authorization %q", a)
		}
	}
	mu.Unlock()
	sent := false
	for _, r := range reg.Requests() {
		sent = sent || r.Auth == "Basic "+auth
	}
	if !sent {
		t.Error("the registry never got the credentials of config.json")
	}
	reg.SetHook(func(w http.ResponseWriter, r *http.Request) bool {
		if strings.Contains(r.URL.Path, "/manifests/") {
			// An error that echoes what the request carried.
			w.WriteHeader(http.StatusBadRequest)
			io.WriteString(w, `{"errors":[{"code":"MANIFEST_INVALID","message":"`+r.Header.Get("Authorization")+` `+pass+`"}]}`)
			return true
		}
		return false
	})
	out, errOut := e.expect(3, []string{"HTTP 400"}, "push", "skills", "--to", url+":v2")
	if strings.Contains(out+errOut, pass) || strings.Contains(out+errOut, auth) {
		t.Errorf("a credential reached the output:\n%s%s", out, errOut)
	}
	_, errOut = e.expect(3, []string{"HTTP 400"}, "verify")
	if strings.Contains(errOut, pass) || strings.Contains(errOut, auth) {
		t.Errorf("a credential reached the output:\n%s", errOut)
	}
}

// TestE2EOCICredentialHelper: a credential helper named in docker's
// config.json (credHelpers) is run, and what it answers reaches the
// registry.
func TestE2EOCICredentialHelper(t *testing.T) {
	t.Parallel()
	reg := ocitest.New(t)
	e := newE2E(t)
	e.write("skills/small/SKILL.md", e2etest.Skill("small"))
	bin := testfs.TempDir(t)
	helper := "#!/bin/sh\n[ \"$1\" = get ] || exit 1\nread server\nprintf '{\"ServerURL\":\"%s\",\"Username\":\"robot\",\"Secret\":\"helper-token\"}' \"$server\"\n"
	if err := os.WriteFile(filepath.Join(bin, "docker-credential-skillpintest"), []byte(helper), 0o755); err != nil {
		t.Fatal(err)
	}
	docker := testfs.TempDir(t)
	os.WriteFile(filepath.Join(docker, "config.json"), []byte(`{"credHelpers": {"`+reg.Host+`": "skillpintest"}}`), 0o600)
	for i, kv := range e.env {
		if strings.HasPrefix(kv, "PATH=") {
			e.env[i] = "PATH=" + bin + string(os.PathListSeparator) + strings.TrimPrefix(kv, "PATH=")
		}
	}
	e.env = append(e.env, "DOCKER_CONFIG="+docker)
	e.expect(0, []string{"pushed small"}, "push", "skills", "--to", "oci://"+reg.Host+"/skills:v1")
	want := "Basic " + base64.StdEncoding.EncodeToString([]byte("robot:helper-token"))
	n := 0
	for _, r := range reg.Requests() {
		if r.Auth == want {
			n++
		} else if strings.Contains(r.Line, "/manifests/") {
			t.Errorf("%s came with Authorization %q, want the helper's credentials", r.Line, r.Auth)
		}
	}
	if n == 0 {
		t.Error("the credential helper's credentials never reached the registry")
	}
}
