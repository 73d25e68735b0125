// Package srcspec parses a source spec (SOURCE[@REF]: owner/repo, a git
// URL, a local path, oci://…) into the place it names and the form the
// manifest and lock store, and gives a URL's normal form for policy. It
// only reads the local file system (to tell a repository from a plain
// directory); fetching what a spec names is fetch's.
package srcspec

import (
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/skillpin/skillpin/internal/fetch/oci"
	"github.com/skillpin/skillpin/internal/lock/names"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// Kind says what kind of place a source spec names.
type Kind string

// Source kinds.
const (
	KindGitHub Kind = "github" // owner/repo shorthand, fetched over HTTPS from github.com
	KindHTTPS  Kind = "https"  // smart HTTP(S) URL (plain http is allowed, for local servers)
	KindSSH    Kind = "ssh"    // ssh:// URL or scp-like git@host:path
	KindFile   Kind = "file"   // file:// URL of a repository
	KindRepo   Kind = "repo"   // local path to a git repository
	KindPath   Kind = "path"   // local directory that is not a repository: no ref, pinned by digests
	KindOCI    Kind = "oci"    // oci://REGISTRY/REPO: skills as an OCI artifact, pinned by manifest digest
)

// Spec is a parsed SOURCE[@REF].
type Spec struct {
	Raw  string
	Kind Kind
	// URL is the clone URL as stored in the manifest and lock:
	// https://github.com/owner/repo for owner/repo, the URL as given
	// for https, ssh and file (file URLs cleaned), and for local
	// repositories and directories the path as given, cleaned, relative
	// paths kept relative to the project directory and starting with
	// "./" or "../" so that they never read as owner/repo.
	URL string
	// Ref is the requested ref, "" when none was given. Path sources
	// never have one.
	Ref string
	// Name is the default source name: the last path element of the
	// repository without ".git".
	Name string
	// Owner is the path element before the repository's (the GitHub
	// owner, the parent directory), "" when there is none: Name qualified
	// by it ("owner-repo") tells two sources of the same name apart.
	Owner string
	// Path is the skill directory in the repository that a pasted tree or
	// blob URL points at ("" otherwise).
	Path string
	// TreeRef is, for a tree or blob URL, the text after tree/ or blob/
	// up to the skill: the ref and the path, which a ref holding '/'
	// makes ambiguous. Ref and Path hold the split at its first '/';
	// fetch.SplitTreeRef splits it against the remote's refs instead.
	TreeRef string
}

// QualifiedName is Name prefixed with Owner ("anthropics-skills"), or
// Name when there is no owner or the result is no usable source name.
func (s Spec) QualifiedName() string {
	q := sanitizeName(s.Owner) + "-" + s.Name
	if s.Owner == "" || !names.ValidSource(q) {
		return s.Name
	}
	return q
}

func sanitizeName(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '.' || r == '_' || r == '-' {
			return r
		}
		return '-'
	}, s)
}

// IsLocal reports whether the spec names something on this machine read
// without any transport (a local repository or directory).
func (s Spec) IsLocal() bool { return s.Kind == KindRepo || s.Kind == KindPath }

// AcceptedForms lists the source spec forms, for messages and help text.
const AcceptedForms = `accepted forms (REF: a tag, branch or commit; without it, the default branch):
  owner/repo[@REF]                 GitHub repository (also github.com/owner/repo, owner/repo#REF)
  https://github.com/owner/repo/tree/REF/path/to/skill
                                   a skill's page on GitHub (also …/blob/REF/path/to/skill/SKILL.md)
  https://gitlab.com/group/repo/-/tree/REF/path/to/skill
                                   a skill's page on GitLab (or any GitLab host)
  https://git.example.com/owner/repo.git[@REF]
                                   any git host over HTTPS
  git@git.example.com:owner/repo.git[@REF]
                                   SSH, scp-like (also ssh://git.example.com:2222/owner/repo.git)
  file:///abs/path/repo[@REF]      repository on this machine
  ./path/to/repo[@REF]             local git repository (absolute or relative to the project)
  ./path/to/dir                    local directory that is not a repository (no @REF)
  oci://registry/repo:TAG          skills pushed to an OCI registry (or pinned by digest, see docs/oci.md)`

// Error reports a source spec that cannot be used.
type Error struct {
	Input  string // the spec as given, secrets removed
	Reason string
}

func (e *Error) Error() string {
	return "invalid source " + quote(e.Input) + ": " + e.Reason + "\n" + AcceptedForms
}

func (e *Error) Is(target error) bool { return target == errkind.Invalid }

func quote(s string) string { return strconv.Quote(s) }

func specErr(input, reason string) *Error {
	return &Error{Input: safetext.Redact(input), Reason: reason}
}

var (
	// GitHub owners: alphanumerics and single inner hyphens (<= 39).
	ghOwner = `[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})`
	// GitHub repository names: alphanumerics, '.', '-', '_'.
	ghRepo      = `[A-Za-z0-9._-]{1,100}`
	ghShorthand = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^(?:github\.com/)?(` + ghOwner + `)/(` + ghRepo + `)$`)
	})
	// scp-like: [user@]host:path; host is a DNS name or [IPv6].
	scpLike = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`^(?:([A-Za-z0-9._~-]+)@)?([A-Za-z0-9][A-Za-z0-9.-]*|\[[0-9A-Fa-f:.]+\]):(.+)$`)
	})
)

// Parse parses SOURCE[@REF]. projectDir resolves relative local paths
// when checking whether they exist and are repositories; the returned URL
// keeps them relative. A malformed spec is a *Error.
//
// The ref is split off at the first "@" of the repository path (after
// any user@ of the host), so refs may contain "@" but remote repository
// paths may not. Local paths are tried as given first, so a directory
// whose name holds "@" still works.
func Parse(s, projectDir string) (Spec, error) {
	raw := s
	if strings.TrimSpace(s) == "" {
		return Spec{}, specErr(raw, "empty source")
	}
	if strings.ContainsFunc(s, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
		return Spec{}, specErr(raw, "control characters are not allowed")
	}
	if strings.TrimSpace(s) != s {
		return Spec{}, specErr(raw, "leading or trailing spaces are not allowed")
	}

	if lower := strings.ToLower(s); (strings.HasPrefix(lower, "github.com/") || strings.HasPrefix(lower, "gitlab.com/")) &&
		(strings.Contains(s, "/tree/") || strings.Contains(s, "/blob/") || strings.Contains(s, "/-/")) {
		s = "https://" + s // a browser address copied without its scheme
	}
	if scheme, rest, ok := strings.Cut(s, "://"); ok && isScheme(scheme) {
		return parseURLSpec(raw, strings.ToLower(scheme), rest)
	}
	if looksLocal(s) {
		return parseLocal(raw, s, projectDir)
	}
	if safetext.HasUserinfo(s) {
		// user:password@host:path (scp-like ssh with a password)
		return Spec{}, credentialsErr(raw)
	}
	repoPart, ref, hasRef := strings.Cut(s, "@")
	if !hasRef {
		// owner/repo#REF, as other skill installers write it.
		if rp, r, ok := strings.Cut(s, "#"); ok && ghShorthand().MatchString(rp) {
			repoPart, ref, hasRef = rp, r, true
		}
	}
	if m := ghShorthand().FindStringSubmatch(repoPart); m != nil {
		// owner/repo that exists on disk is a local path: the user
		// pointed at something concrete. (./owner/repo always is.)
		if isDir(expandLocal(repoPart, projectDir)) || isDir(expandLocal(s, projectDir)) {
			return parseLocal(raw, s, projectDir)
		}
		owner, repo := m[1], strings.TrimSuffix(m[2], ".git")
		if strings.Trim(repo, ".") == "" {
			return Spec{}, specErr(raw, "repository name "+quote(m[2])+" is not valid")
		}
		if strings.Contains(owner, "--") || strings.HasSuffix(owner, "-") {
			return Spec{}, specErr(raw, "GitHub owner "+quote(owner)+" is not valid")
		}
		if hasRef {
			if err := checkRef(ref); err != nil {
				return Spec{}, specErr(raw, err.Error())
			}
		}
		return Spec{Raw: raw, Kind: KindGitHub, URL: "https://github.com/" + owner + "/" + repo, Ref: ref, Name: repo, Owner: owner}, nil
	}
	if m := scpLike().FindStringSubmatch(s); m != nil && len(m[2]) > 1 {
		return parseSCP(raw, m[1], m[2], m[3])
	}
	if strings.Contains(s, "://") {
		return Spec{}, specErr(raw, "unsupported URL scheme")
	}
	// Anything else can only be a relative local path ("skills", "a/b/c").
	if _, err := os.Stat(expandLocal(repoPart, projectDir)); err == nil {
		return parseLocal(raw, s, projectDir)
	}
	if segs := strings.Split(repoPart, "/"); len(segs) > 2 && ghShorthand().MatchString(segs[0]+"/"+segs[1]) {
		// owner/repo/path/to/skill: a path in a repository.
		return Spec{}, specErr(raw, "a skill inside a repository is chosen with --path: skillpin add "+safetext.Redact(segs[0]+"/"+segs[1])+
			" --path "+safetext.Redact(strings.Join(segs[2:], "/"))+" (or paste its page: https://github.com/"+safetext.Redact(segs[0]+"/"+segs[1])+"/tree/REF/"+safetext.Redact(strings.Join(segs[2:], "/"))+")")
	}
	return Spec{}, specErr(raw, "not a GitHub owner/repo, a URL, or an existing local directory (write ./"+safetext.Redact(s)+" for a local path)")
}

// urlHasCredentials reports whether a scheme://authority/... source holds
// user info. A hand-written password need not be percent-encoded, so it
// may hold '#', '?' or a space (the authority holds an '@'), or a '/'
// (what is left before the first '/' is no host and port, and an '@'
// follows): safetext reads the user info as a person wrote it.
func urlHasCredentials(scheme, authority, rest string) bool {
	if safetext.HasUserinfo(scheme + "://" + authority) {
		return true
	}
	if !strings.Contains(rest, "@") {
		return false
	}
	_, err := url.Parse(scheme + "://" + authority)
	return err != nil && safetext.HasUserinfo(scheme+"://"+rest)
}

// credentialsErr refuses a source that holds credentials, masked whole.
// A token is often the "user" of an https URL: any user info there (and a
// password anywhere) is a credential, and skillpin never writes one to
// skills.toml or skills.lock, sends one it was not asked to, or prints one.
func credentialsErr(raw string) *Error {
	return &Error{Input: safetext.RedactURL(raw), Reason: "the source holds credentials (user info before the host), which would be written to skills.toml and skills.lock; " +
		"remove them and authenticate with GITHUB_TOKEN or GH_TOKEN (github.com), a git credential helper (`git config --global credential.helper ...`), or ssh with ssh-agent"}
}

func isScheme(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && (r >= '0' && r <= '9' || r == '+' || r == '-' || r == '.')) {
			return false
		}
	}
	return true
}

func looksLocal(s string) bool {
	return s == "." || s == ".." || strings.HasPrefix(s, "/") || strings.HasPrefix(s, "./") ||
		strings.HasPrefix(s, "../") || s == "~" || strings.HasPrefix(s, "~/") ||
		strings.HasPrefix(s, ".@") || strings.HasPrefix(s, "..@")
}

func parseURLSpec(raw, scheme, rest string) (Spec, error) {
	switch scheme {
	case "http", "https", "ssh", "file":
	case "oci":
		return parseOCISpec(raw)
	case "git":
		return Spec{}, specErr(raw, "the unauthenticated git:// protocol is not supported; use https:// or ssh://")
	default:
		return Spec{}, specErr(raw, "unsupported URL scheme "+quote(scheme))
	}
	authority, p, _ := strings.Cut(rest, "/")
	p = "/" + p
	if urlHasCredentials(scheme, authority, rest) {
		return Spec{}, credentialsErr(raw)
	}
	if scheme == "file" {
		if authority != "" && authority != "localhost" {
			return Spec{}, specErr(raw, "file URLs name a path on this machine: file:///abs/path")
		}
		authority = ""
	} else if authority == "" {
		return Spec{}, specErr(raw, "URL has no host")
	}
	if scheme == "http" || scheme == "https" {
		if repoPath, treeRef, ok, err := treeURL(authority, p); ok || err != nil {
			if err != nil {
				return Spec{}, specErr(raw, err.Error())
			}
			return treeSpec(raw, scheme, authority, repoPath, treeRef)
		}
	}
	repoPath, ref, hasRef := strings.Cut(p, "@")
	if !hasRef && scheme != "file" {
		// https://host/owner/repo#REF
		repoPath, ref, hasRef = strings.Cut(p, "#")
	}
	if hasRef {
		if err := checkRef(ref); err != nil {
			return Spec{}, specErr(raw, err.Error())
		}
	}
	if scheme == "file" {
		clean := path.Clean(repoPath)
		if clean == "/" {
			return Spec{}, specErr(raw, "file URL has no path")
		}
		if strings.TrimSpace(clean) != clean {
			// Cleaning "/x /" leaves "/x ", which skills.toml could
			// not hold: specs never end in a space.
			return Spec{}, specErr(raw, "file URL path ends with a space")
		}
		name := RepoName(clean)
		if name == "" {
			return Spec{}, specErr(raw, "file URL has no repository name (file:///abs/path/repo)")
		}
		return Spec{Raw: raw, Kind: KindFile, URL: "file://" + clean, Ref: ref, Name: name, Owner: ownerOf(clean)}, nil
	}
	u, err := url.Parse(scheme + "://" + authority + repoPath)
	if err != nil {
		return Spec{}, specErr(raw, "malformed URL: "+safetext.Show(err.Error()))
	}
	if u.Hostname() == "" {
		return Spec{}, specErr(raw, "URL has no host")
	}
	if _, hasPass := u.User.Password(); hasPass || (u.User != nil && scheme != "ssh") {
		return Spec{}, credentialsErr(raw)
	}
	if u.RawQuery != "" || u.Fragment != "" || strings.Contains(repoPath, "?") || strings.Contains(repoPath, "#") {
		return Spec{}, specErr(raw, "URL must not have a query or fragment")
	}
	if err := checkRemotePath(repoPath, u.Path); err != nil {
		return Spec{}, specErr(raw, err.Error())
	}
	name := RepoName(u.Path)
	if name == "" {
		return Spec{}, specErr(raw, "URL has no repository path")
	}
	kind := KindHTTPS
	if scheme == "ssh" {
		kind = KindSSH
	}
	return Spec{Raw: raw, Kind: kind, URL: scheme + "://" + authority + repoPath, Ref: ref, Name: name, Owner: ownerOf(u.Path)}, nil
}

// treeURL recognizes the address of a directory or file on a forge's web
// pages: GitHub's /owner/repo/tree/REF/PATH and /blob/REF/PATH/SKILL.md
// (on github.com only: elsewhere "tree" may be a repository's name), and
// GitLab's /group/repo/-/tree/REF/PATH and /-/blob/… on any host (the
// "/-/" is GitLab's). It returns the repository's path and the
// REF/PATH text, ok when p is such an address; err when it is one that
// names no skill (a blob other than SKILL.md, an empty ref).
func treeURL(authority, p string) (repoPath, treeRef string, ok bool, err error) {
	// A page address may carry a query (?plain=1) or an anchor (#L10).
	if i := strings.IndexAny(p, "?#"); i >= 0 {
		p = p[:i]
	}
	var rest string
	blob := false
	if i := strings.Index(p, "/-/"); i > 0 {
		kind, r, _ := strings.Cut(p[i+3:], "/")
		if kind != "tree" && kind != "blob" {
			return "", "", false, nil
		}
		repoPath, rest, blob = p[:i], r, kind == "blob"
	} else {
		host := strings.ToLower(authority)
		if host != "github.com" && host != "www.github.com" {
			return "", "", false, nil
		}
		segs := strings.SplitN(strings.TrimPrefix(p, "/"), "/", 4)
		if len(segs) < 3 || segs[2] != "tree" && segs[2] != "blob" {
			return "", "", false, nil
		}
		repoPath, blob = "/"+segs[0]+"/"+segs[1], segs[2] == "blob"
		if len(segs) == 4 {
			rest = segs[3]
		}
	}
	rest = strings.Trim(rest, "/")
	if rest == "" {
		return "", "", true, errors.New("the address names no ref: paste the page of a skill's directory (…/tree/REF/path/to/skill)")
	}
	if blob {
		dir, ok := strings.CutSuffix(rest, "/SKILL.md")
		if !ok {
			return "", "", true, errors.New("the address is the page of one file; paste the page of the skill's directory (…/tree/REF/path/to/skill) or of its SKILL.md")
		}
		rest = dir
	}
	for _, c := range strings.Split(rest, "/") {
		if c == "" || c == "." || c == ".." {
			return "", "", true, errors.New("the path " + quote(rest) + " has an empty, '.' or '..' component")
		}
	}
	return repoPath, rest, true, nil
}

// treeSpec is the source a tree or blob address names: the repository,
// the ref and path split at the first '/' (fetch.SplitTreeRef splits it
// against the remote's refs), and the whole REF/PATH text.
func treeSpec(raw, scheme, authority, repoPath, treeRef string) (Spec, error) {
	u, err := url.Parse(scheme + "://" + authority + repoPath)
	if err != nil || u.Hostname() == "" {
		return Spec{}, specErr(raw, "malformed URL")
	}
	if err := checkRemotePath(repoPath, u.Path); err != nil {
		return Spec{}, specErr(raw, err.Error())
	}
	name := RepoName(repoPath)
	if name == "" {
		return Spec{}, specErr(raw, "URL has no repository path")
	}
	ref, path, _ := strings.Cut(treeRef, "/")
	if err := checkRef(ref); err != nil {
		return Spec{}, specErr(raw, err.Error())
	}
	kind := KindHTTPS
	repoURL := scheme + "://" + authority + strings.TrimSuffix(repoPath, "/")
	if h := strings.ToLower(authority); h == "github.com" || h == "www.github.com" {
		kind, repoURL = KindGitHub, "https://github.com"+strings.TrimSuffix(strings.TrimSuffix(repoPath, "/"), ".git")
	}
	return Spec{Raw: raw, Kind: kind, URL: repoURL, Ref: ref, Name: name, Owner: ownerOf(repoPath), Path: path, TreeRef: treeRef}, nil
}

// ownerOf is the path element before the last one ("" when none).
func ownerOf(p string) string {
	p = strings.TrimRight(p, "/")
	if i := strings.LastIndexAny(p, "/:"); i >= 0 {
		p = p[:i]
	} else {
		return ""
	}
	if i := strings.LastIndexAny(p, "/:"); i >= 0 {
		p = p[i+1:]
	}
	if p == "." || p == ".." || p == "~" {
		return ""
	}
	return p
}

func parseSCP(raw, user, host, p string) (Spec, error) {
	if strings.HasPrefix(p, ":") {
		// git reads "transport::address" as "run git-remote-<transport>"
		// (ext:: runs any command); never store a source git would read so.
		return Spec{}, specErr(raw, quote(host+"::")+" is git's remote-helper syntax, which skillpin does not support; use an https://, ssh:// or file:// URL")
	}
	repoPath, ref, hasRef := strings.Cut(p, "@")
	if hasRef {
		if err := checkRef(ref); err != nil {
			return Spec{}, specErr(raw, err.Error())
		}
	}
	if err := checkRemotePath(repoPath, repoPath); err != nil {
		return Spec{}, specErr(raw, err.Error())
	}
	name := RepoName(repoPath)
	if name == "" {
		return Spec{}, specErr(raw, "SSH source has no repository path")
	}
	u := host + ":" + repoPath
	if user != "" {
		u = user + "@" + u
	}
	return Spec{Raw: raw, Kind: KindSSH, URL: u, Ref: ref, Name: name, Owner: ownerOf(repoPath)}, nil
}

// parseLocal handles a local repository or directory. The whole string is
// tried as a path first; then each "@", left to right, as the ref split.
func parseLocal(raw, s, projectDir string) (Spec, error) {
	type cand struct{ p, ref string }
	cands := []cand{{s, ""}}
	for i := 0; i < len(s); i++ {
		if s[i] == '@' {
			cands = append(cands, cand{s[:i], s[i+1:]})
		}
	}
	for _, c := range cands {
		if c.p == "" {
			continue
		}
		full := expandLocal(c.p, projectDir)
		if !isDir(full) {
			continue
		}
		isRepo := isGitRepo(full)
		if c.ref != "" || strings.HasSuffix(c.p, "@") {
			if !isRepo {
				return Spec{}, specErr(raw, quote(c.p)+" is a directory, not a git repository, so it cannot take @REF")
			}
			if err := checkRef(c.ref); err != nil {
				return Spec{}, specErr(raw, err.Error())
			}
		}
		kind := KindPath
		if isRepo {
			kind = KindRepo
		}
		abs, err := filepath.Abs(full)
		if err != nil {
			return Spec{}, specErr(raw, err.Error())
		}
		name := RepoName(filepath.ToSlash(abs))
		if name == "" {
			return Spec{}, specErr(raw, "the file system root cannot be a source")
		}
		stored := cleanLocal(c.p)
		if strings.TrimSpace(stored) != stored {
			return Spec{}, specErr(raw, "local path "+quote(stored)+" ends with a space, which skills.toml cannot hold; rename the directory")
		}
		return Spec{Raw: raw, Kind: kind, URL: stored, Ref: c.ref, Name: name, Owner: ownerOf(filepath.ToSlash(abs))}, nil
	}
	p := s
	if i := strings.IndexByte(s, '@'); i > 0 {
		p = s[:i]
	}
	if _, err := os.Stat(expandLocal(p, projectDir)); err == nil {
		return Spec{}, specErr(raw, quote(p)+" is not a directory")
	}
	return Spec{}, specErr(raw, "local directory "+quote(p)+" does not exist")
}

// RelativeTo is s as a project in toDir records it, s having been parsed
// against fromDir (the directory the user typed it in): a relative local
// path is made relative to toDir, or absolute when toDir is "". Other
// specs are returned as they are.
func (s Spec) RelativeTo(fromDir, toDir string) Spec {
	if !s.IsLocal() || s.URL == "~" || strings.HasPrefix(s.URL, "~/") || filepath.IsAbs(filepath.FromSlash(s.URL)) {
		return s
	}
	abs := filepath.Join(fromDir, filepath.FromSlash(s.URL))
	if toDir == "" {
		s.URL = filepath.ToSlash(abs)
		return s
	}
	rel, err := filepath.Rel(toDir, abs)
	if err != nil {
		return s
	}
	s.URL = cleanLocal(rel)
	return s
}

// expandLocal resolves a local spec path against projectDir (and ~).
func expandLocal(p, projectDir string) string {
	if p == "~" || strings.HasPrefix(p, "~/") {
		if home, err := os.UserHomeDir(); err == nil {
			return filepath.Join(home, p[1:])
		}
	}
	p = filepath.FromSlash(p)
	if filepath.IsAbs(p) {
		return p
	}
	// Not filepath.Join: that would clean "missing/.." away lexically,
	// where the file system says "missing" does not exist.
	return projectDir + string(filepath.Separator) + p
}

// cleanLocal cleans a local path for storage: relative paths start with
// "./" or "../" so they cannot be mistaken for owner/repo.
func cleanLocal(p string) string {
	if p == "~" || strings.HasPrefix(p, "~/") {
		return path.Clean(p)
	}
	c := path.Clean(filepath.ToSlash(p))
	if path.IsAbs(c) || c == "." || c == ".." || strings.HasPrefix(c, "../") {
		return c
	}
	return "./" + c
}

func isDir(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}

// isGitRepo reports whether dir is a work tree (has .git) or a bare
// repository (HEAD, objects/ and refs/).
func isGitRepo(dir string) bool {
	if _, err := os.Stat(filepath.Join(dir, ".git")); err == nil {
		return true
	}
	head, err := os.Stat(filepath.Join(dir, "HEAD"))
	if err != nil || head.IsDir() {
		return false
	}
	return isDir(filepath.Join(dir, "objects")) && isDir(filepath.Join(dir, "refs"))
}

// RepoName is the last element of a repository path without ".git".
func RepoName(p string) string {
	p = strings.TrimRight(p, "/")
	if i := strings.LastIndexAny(p, "/:"); i >= 0 {
		p = p[i+1:]
	}
	if strings.HasSuffix(p, ".git") && p != ".git" {
		p = strings.TrimSuffix(p, ".git")
	}
	if p == "." || p == ".." {
		return ""
	}
	return p
}

// checkRef applies git's ref name rules (git check-ref-format) to a
// requested ref, so that typos fail here instead of at the remote.
func checkRef(ref string) error {
	bad := func(why string) error { return errors.New("ref " + quote(ref) + " " + why) }
	switch {
	case ref == "":
		return errors.New("empty ref after @ (write SOURCE@REF, or leave @ out for the default branch)")
	case ref == "@":
		return bad("is not a valid ref name")
	case strings.HasPrefix(ref, "-"):
		return bad("must not start with '-'")
	case strings.HasPrefix(ref, "/") || strings.HasSuffix(ref, "/") || strings.Contains(ref, "//"):
		return bad("has an empty path component")
	case strings.HasSuffix(ref, ".") || strings.HasSuffix(ref, ".lock"):
		return bad("must not end with '.' or '.lock'")
	case strings.Contains(ref, ".."):
		return bad("must not contain '..'")
	case strings.Contains(ref, "@{"):
		return bad("must not contain '@{'")
	case strings.ContainsAny(ref, " ~^:?*[\\\x7f"):
		return bad("must not contain spaces or any of ~ ^ : ? * [ \\")
	}
	for _, c := range strings.Split(ref, "/") {
		if strings.HasPrefix(c, ".") {
			return bad("has a component starting with '.'")
		}
	}
	for _, r := range ref {
		if r < 0x20 {
			return bad("must not contain control characters")
		}
	}
	return nil
}

// parseOCISpec parses oci://REGISTRY/REPO[:TAG|@sha256:DIGEST]: the URL
// keeps registry and repository, the ref is the tag or the digest.
func parseOCISpec(raw string) (Spec, error) {
	r, err := oci.Parse(raw)
	if err != nil {
		return Spec{}, &Error{Input: safetext.RedactURL(raw), Reason: err.Error()}
	}
	// The default source name: the repository's last two elements
	// (team/skills -> team-skills), as "skills" alone names many.
	name := path.Base(r.Repository)
	if d := path.Dir(r.Repository); d != "." {
		name = path.Base(d) + "-" + name
	}
	return Spec{Raw: raw, Kind: KindOCI, URL: r.URL(), Ref: r.Version(), Name: name}, nil
}

// checkRemotePath refuses a remote repository path that is not already
// in the form a server resolves it to: a policy judges a source by its
// path (deny_sources, allow_sources), and "acme/../evil/skills" or
// "acme/%2e%2e/evil/skills" is fetched from evil/skills. raw is the path
// as written, decoded the path with percent-escapes decoded. An encoded
// "/" (%2F) is refused too: whether a server splits a path element at
// it is the server's choice, so it cannot be normalised.
func checkRemotePath(raw, decoded string) error {
	if strings.Contains(strings.ToLower(raw), "%2f") {
		return fmt.Errorf("the repository path holds an encoded \"/\" (%%2F), which cannot be normalised: write the path with plain \"/\"")
	}
	for _, seg := range strings.Split(decoded, "/") {
		if seg == "." || seg == ".." {
			return fmt.Errorf("the repository path has a %q segment: write the path it resolves to (%s), which is the repository a server would serve", seg, resolvedPath(decoded))
		}
	}
	return nil
}

// resolvedPath is p with dot segments removed as a server removes them
// (RFC 3986, 5.2.4: ".." above the root stays at the root).
func resolvedPath(p string) string {
	lead := strings.HasPrefix(p, "/")
	c := path.Clean("/" + p)
	if !lead {
		c = strings.TrimPrefix(c, "/")
	}
	return c
}

// Loc is where url, of the skills.toml in projectDir, is fetched from
// (url itself when it does not parse).
func Loc(url, projectDir string) string {
	spec, err := Parse(url, projectDir)
	if err != nil {
		return url
	}
	return spec.Loc(projectDir)
}

// Loc is where s, parsed from the skills.toml in projectDir, is fetched
// from: a relative local path is relative to projectDir, not the cwd.
func (s Spec) Loc(projectDir string) string {
	if s.IsLocal() && !filepath.IsAbs(s.URL) {
		return filepath.Join(projectDir, filepath.FromSlash(s.URL))
	}
	return s.URL
}

// Remote turns a manifest URL of the project in dir into the parsed
// spec and the location fetch should use: relative local paths are
// relative to the project, not the cwd.
func Remote(url, dir string, offline bool) (Spec, string, error) {
	spec, err := Parse(url, dir)
	if err != nil {
		return spec, "", err
	}
	if spec.Kind == KindFile && !offline {
		// Like a local path that names nothing, a file:// URL that names
		// nothing is bad input, not a remote that could not be reached.
		// (Offline, the cache answers for it.)
		path := filepath.FromSlash(strings.TrimPrefix(spec.URL, "file://"))
		if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
			return spec, "", errkind.Mark(fmt.Errorf("source %q: %s does not exist (a file:// URL names a repository on this machine)", url, path), errkind.Invalid)
		}
	}
	return spec, spec.Loc(dir), nil
}
