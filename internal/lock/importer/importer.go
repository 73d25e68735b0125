// Package importer reads what other skill tools recorded about the skills
// a project (or a user) installed — vercel's skills CLI's skills-lock.json,
// the global .skill-lock.json that CLI and `gh skill` write, Sentry's
// dotagents agents.toml — as the sources skillpin would pin, and says what
// it cannot map and why. It only reads: the files are untrusted input (a
// checkout ships them), nothing in them is fetched, approved or written
// here.
package importer

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/BurntSushi/toml"

	"github.com/skillpin/skillpin/internal/lock/tomlfile"
)

// Format names a file another tool writes.
type Format string

// The formats Read knows.
const (
	VercelLock Format = "skills-lock.json" // vercel's skills CLI, per project
	GlobalLock Format = ".skill-lock.json" // vercel's skills CLI and gh skill, per user (~/.agents)
	Dotagents  Format = "agents.toml"      // Sentry's dotagents, per project or user
)

// Skill is one skill another tool installed, as skillpin would add it.
type Skill struct {
	// Name is the skill's name ("*" for every skill of the source: a
	// dotagents wildcard).
	Name string `json:"name"`
	// Source is a skillpin source spec: owner/repo (GitHub), a git URL, or
	// a local path relative to the file that named it ("./…").
	Source string `json:"source"`
	// Ref is the tag, branch or commit the tool pinned or tracked; "" for
	// the default branch.
	Ref string `json:"ref,omitempty"`
	// Path is the skill's directory in the source, "" when the tool did not
	// record it (the skill is then found by name).
	Path string `json:"path,omitempty"`
	// Exclude lists the skills a wildcard leaves out.
	Exclude []string `json:"exclude,omitempty"`
	// From is the file that recorded it.
	From string `json:"from"`
}

// Skipped is an entry that cannot be mapped, and why.
type Skipped struct {
	Name   string `json:"name"`
	From   string `json:"from"`
	Reason string `json:"reason"`
}

// Result is what one file maps to.
type Result struct {
	Skills  []Skill   `json:"skills"`
	Skipped []Skipped `json:"skipped"`
}

// Error is a file that cannot be read as its format at all.
type Error struct {
	From   string
	Format Format
	Reason string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s: skillpin cannot read this %s file: %s", e.From, e.Format, e.Reason)
}

// Detect names the format of a file by its name.
func Detect(name string) (Format, bool) {
	switch path.Base(strings.ReplaceAll(name, "\\", "/")) {
	case "skills-lock.json":
		return VercelLock, true
	case ".skill-lock.json":
		return GlobalLock, true
	case "agents.toml":
		return Dotagents, true
	}
	return "", false
}

// MaxFile bounds a file another tool wrote: real ones are a few KiB.
const MaxFile = 4 << 20

// MaxDepth bounds how deep a file another tool wrote may nest (arrays,
// objects, tables, dotted keys): the bound of skillpin's own TOML files
// (tomlfile.MaxDepth). These formats need three levels; a decoder's cost
// grows with the square of the depth, so a checkout's agents.toml nested
// thousands deep would cost gigabytes before any error.
const MaxDepth = tomlfile.MaxDepth

// Read maps data, the content of the file from, read as format f. A file
// over MaxFile bytes or nested deeper than MaxDepth is refused before it
// is decoded.
func Read(f Format, data []byte, from string) (*Result, error) {
	if len(data) > MaxFile {
		return nil, &Error{From: from, Format: f, Reason: fmt.Sprintf("it is over %d MiB", MaxFile>>20)}
	}
	var err error
	if f == Dotagents {
		err = tomlfile.CheckDepth(data)
	} else {
		err = checkJSONDepth(data)
	}
	if err != nil {
		return nil, &Error{From: from, Format: f, Reason: err.Error()}
	}
	switch f {
	case VercelLock:
		return readVercelLock(data, from)
	case GlobalLock:
		return readGlobalLock(data, from)
	case Dotagents:
		return readDotagents(data, from)
	}
	return nil, fmt.Errorf("importer: unknown format %q", f)
}

// vercelEntry is an entry of skills-lock.json (version 1): where the skill
// came from, the ref it was installed at (when one was given), and the
// CLI's own hash of the installed folder (not a digest skillpin can check:
// sha256 over paths and contents concatenated, a scheme of its own).
type vercelEntry struct {
	Source       string `json:"source"`
	Ref          string `json:"ref"`
	SourceType   string `json:"sourceType"`
	SkillPath    string `json:"skillPath"`
	ComputedHash string `json:"computedHash"`
}

func readVercelLock(data []byte, from string) (*Result, error) {
	var f struct {
		Version *int                   `json:"version"`
		Skills  map[string]vercelEntry `json:"skills"`
	}
	if err := decodeJSON(data, &f); err != nil {
		return nil, &Error{From: from, Format: VercelLock, Reason: err.Error()}
	}
	if f.Version == nil || f.Skills == nil {
		return nil, &Error{From: from, Format: VercelLock, Reason: `it has no "version" and "skills"`}
	}
	if *f.Version != 1 {
		return nil, &Error{From: from, Format: VercelLock, Reason: fmt.Sprintf("version %d (skillpin reads version 1)", *f.Version)}
	}
	res := &Result{}
	for _, name := range slices.Sorted(maps.Keys(f.Skills)) {
		e := f.Skills[name]
		res.add(mapEntry(name, e.Source, e.SourceType, "", e.Ref, e.SkillPath, from))
	}
	return res, nil
}

// globalEntry is an entry of ~/.agents/.skill-lock.json (version 3), as
// vercel's CLI writes it (ref: the branch or tag it tracks) and as gh skill
// writes it (sourceUrl on the GitHub host, pinnedRef).
type globalEntry struct {
	Source          string `json:"source"`
	SourceType      string `json:"sourceType"`
	SourceURL       string `json:"sourceUrl"`
	SkillPath       string `json:"skillPath"`
	SkillFolderHash string `json:"skillFolderHash"`
	Ref             string `json:"ref"`
	PinnedRef       string `json:"pinnedRef"`
	PluginName      string `json:"pluginName"`
}

func readGlobalLock(data []byte, from string) (*Result, error) {
	var f struct {
		Version *int                   `json:"version"`
		Skills  map[string]globalEntry `json:"skills"`
	}
	if err := decodeJSON(data, &f); err != nil {
		return nil, &Error{From: from, Format: GlobalLock, Reason: err.Error()}
	}
	if f.Version == nil || f.Skills == nil {
		return nil, &Error{From: from, Format: GlobalLock, Reason: `it has no "version" and "skills"`}
	}
	if *f.Version != 3 {
		// Both tools discard a file of another version themselves.
		return nil, &Error{From: from, Format: GlobalLock, Reason: fmt.Sprintf("version %d (skillpin reads version 3, which both vercel's CLI and gh skill write)", *f.Version)}
	}
	res := &Result{}
	for _, name := range slices.Sorted(maps.Keys(f.Skills)) {
		e := f.Skills[name]
		ref := e.PinnedRef
		if ref == "" {
			ref = e.Ref
		}
		res.add(mapEntry(name, e.Source, e.SourceType, e.SourceURL, ref, e.SkillPath, from))
	}
	return res, nil
}

// mapEntry maps one lock entry of vercel's CLI or gh skill.
func mapEntry(name, source, sourceType, sourceURL, ref, skillPath, from string) (Skill, *Skipped) {
	skip := func(reason string) (Skill, *Skipped) {
		return Skill{}, &Skipped{Name: name, From: from, Reason: reason}
	}
	if strings.TrimSpace(name) == "" {
		return Skill{}, &Skipped{Name: "(unnamed)", From: from, Reason: "it has no name"}
	}
	sk := Skill{Name: name, Ref: ref, From: from}
	if p, ok := skillDir(skillPath); ok {
		sk.Path = p
	} else {
		return skip(fmt.Sprintf("its skillPath %q is not a path inside the repository", skillPath))
	}
	switch sourceType {
	case "github", "":
		switch {
		case isOwnerRepo(source):
			sk.Source = source
		case isGitURL(sourceURL):
			sk.Source = strings.TrimSuffix(sourceURL, ".git")
		default:
			return skip(fmt.Sprintf("its source %q is not a GitHub owner/repo", source))
		}
		if sourceURL != "" && isGitURL(sourceURL) && !strings.HasPrefix(strings.ToLower(sourceURL), "https://github.com/") {
			// gh skill on another GitHub host: the URL says where.
			sk.Source = strings.TrimSuffix(sourceURL, ".git")
		}
	case "gitlab", "git":
		switch {
		case isGitURL(sourceURL):
			sk.Source = sourceURL
		case isGitURL(source):
			sk.Source = source
		default:
			return skip(fmt.Sprintf("its %s source %q has no URL skillpin can fetch", sourceType, source))
		}
	case "local":
		p, ok := localPath(source)
		if !ok {
			return skip(fmt.Sprintf("its local source %q is outside the directory of %s; skillpin adds local directories inside the project only: copy it in, or add it with skillpin add", source, from))
		}
		sk.Source, sk.Ref = p, ""
	default:
		return skip(fmt.Sprintf("it was installed from a %s source (%s), not from a git repository or a local directory: find the repository it is published from and add it with skillpin add", sourceType, source))
	}
	return sk, nil
}

// dotagentsFile is the part of agents.toml that names skills; the rest
// (agents, mcp, hooks, trust) is dotagents' own business.
type dotagentsFile struct {
	Version *int `toml:"version"`
	Skills  []struct {
		Name    string   `toml:"name"`
		Source  string   `toml:"source"`
		Ref     string   `toml:"ref"`
		Path    string   `toml:"path"`
		Exclude []string `toml:"exclude"`
	} `toml:"skills"`
}

func readDotagents(data []byte, from string) (*Result, error) {
	var f dotagentsFile
	if _, err := toml.Decode(string(data), &f); err != nil {
		return nil, &Error{From: from, Format: Dotagents, Reason: err.Error()}
	}
	if f.Version == nil || *f.Version != 1 {
		return nil, &Error{From: from, Format: Dotagents, Reason: "it has no version = 1"}
	}
	res := &Result{}
	for _, s := range f.Skills {
		name := s.Name
		if name == "" {
			name = "(unnamed)"
		}
		skip := func(reason string) {
			res.Skipped = append(res.Skipped, Skipped{Name: name, From: from, Reason: reason})
		}
		sk := Skill{Name: s.Name, Ref: s.Ref, From: from, Exclude: s.Exclude}
		if strings.TrimSpace(s.Name) == "" {
			skip("it has no name")
			continue
		}
		src := s.Source
		switch {
		case strings.HasPrefix(src, "path:"):
			p, ok := localPath(strings.TrimPrefix(src, "path:"))
			if !ok {
				skip(fmt.Sprintf("its source %q is outside the directory of %s; skillpin adds local directories inside the project only", src, from))
				continue
			}
			sk.Source = p
		case strings.HasPrefix(src, "git:"):
			u := strings.TrimPrefix(src, "git:")
			if !isGitURL(u) {
				skip(fmt.Sprintf("its source %q is not the URL of a repository on another host (https://, ssh:// or user@host:path); a repository on this machine is imported only as path:DIR inside the project", src))
				continue
			}
			sk.Source = u
		default:
			repo, ref, hasRef := strings.Cut(src, "@")
			if !isOwnerRepo(repo) {
				skip(fmt.Sprintf("its source %q is not owner/repo, git:URL or path:DIR", src))
				continue
			}
			sk.Source = repo
			if hasRef && sk.Ref == "" {
				sk.Ref = ref
			}
		}
		if s.Path != "" {
			p, ok := skillDir(s.Path)
			if !ok {
				skip(fmt.Sprintf("its path %q is not a path inside the repository", s.Path))
				continue
			}
			sk.Path = p
		}
		if s.Name != "*" && len(s.Exclude) > 0 {
			skip("exclude is only for name = \"*\"")
			continue
		}
		res.Skills = append(res.Skills, sk)
	}
	return res, nil
}

func (r *Result) add(sk Skill, skipped *Skipped) {
	if skipped != nil {
		r.Skipped = append(r.Skipped, *skipped)
		return
	}
	r.Skills = append(r.Skills, sk)
}

// decodeJSON decodes one JSON object; unknown keys are the tool's own.
func decodeJSON(data []byte, v any) error {
	if err := json.Unmarshal(data, v); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			return fmt.Errorf("JSON syntax error at byte %d (%v)", se.Offset, err)
		}
		return err
	}
	return nil
}

// skillDir turns a recorded skill path ("skills/pdf/SKILL.md", "skills/pdf",
// "") into the skill's directory, refusing what leaves the repository.
func skillDir(p string) (string, bool) {
	p = strings.ReplaceAll(p, "\\", "/")
	p = strings.TrimSuffix(strings.TrimSuffix(p, "SKILL.md"), "/")
	p = strings.TrimPrefix(p, "./")
	if p == "" || p == "." {
		return "", true
	}
	if path.IsAbs(p) || !isLocalSlash(p) {
		return "", false
	}
	return path.Clean(p), true
}

// localPath is a local source spec for a path a file records, relative to
// that file's directory: only a path inside it (a checkout must not name
// directories elsewhere on the machine).
func localPath(p string) (string, bool) {
	p = strings.ReplaceAll(p, "\\", "/")
	if p == "" || path.IsAbs(p) || strings.HasPrefix(p, "~") || !isLocalSlash(path.Clean(p)) || driveLetter(p) {
		return "", false
	}
	c := path.Clean(p)
	if c == "." {
		return ".", true
	}
	return "./" + c, true
}

func isLocalSlash(p string) bool {
	c := path.Clean(p)
	return c != ".." && !strings.HasPrefix(c, "../") && !path.IsAbs(c)
}

// isOwnerRepo reports whether s is GitHub's owner/repo: names of letters,
// digits, "-", "_" (and "." in the repository's), so that no spelling of
// a local path ("~/x", "../x", "./x") passes for one.
func isOwnerRepo(s string) bool {
	return ownerRepo().MatchString(s) && strings.Trim(s[strings.IndexByte(s, '/')+1:], ".") != ""
}

var ownerRepo = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[A-Za-z0-9_][A-Za-z0-9_-]*/[A-Za-z0-9._-]+$`)
})

// isGitURL reports whether s names a repository on another host:
// https://, http:// or ssh:// with a host, or scp-like user@host:path.
// No spelling of a path on this machine is one (/abs, ./, ../, a bare
// "..", ~, file://, host-less URLs): a file another tool wrote is the
// checkout author's, and must not pin a repository elsewhere on the
// machine (only path:DIR inside the project is imported, see localPath).
func isGitURL(s string) bool {
	l := strings.ToLower(s)
	for _, scheme := range []string{"https://", "http://", "ssh://"} {
		if rest, ok := strings.CutPrefix(l, scheme); ok {
			host, _, _ := strings.Cut(rest, "/")
			host = host[strings.LastIndex(host, "@")+1:]
			return host != "" && !strings.HasPrefix(host, ":")
		}
	}
	return scpURL().MatchString(s)
}

// scpURL is git's scp-like syntax with a user: user@host:path (the
// host at least two characters, so no drive letter; never "::", git's
// remote-helper syntax).
var scpURL = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[^@/:\\]+@[^@/:\\]{2,}:[^:]`) })

// Group is the skills of one source at one ref: one skillpin source.
type Group struct {
	Source  string   `json:"source"`
	Ref     string   `json:"ref,omitempty"`
	Names   []string `json:"names,omitempty"` // by name (no path recorded)
	Paths   []string `json:"paths,omitempty"` // by directory
	All     bool     `json:"all,omitempty"`
	Exclude []string `json:"exclude,omitempty"`
	// Skills names every skill the group takes (for messages); From the
	// files that named them.
	Skills []string `json:"skills"`
	From   []string `json:"from"`
}

// Spec is the group's source spec for `skillpin add`: SOURCE[@REF].
func (g Group) Spec() string {
	if g.Ref == "" {
		return g.Source
	}
	return g.Source + "@" + g.Ref
}

// Groups merges the skills of several results into one group per source
// and ref, in a stable order; the same skill named twice is taken once.
func Groups(skills []Skill) []Group {
	var out []Group
	index := map[string]int{}
	for _, sk := range skills {
		key := sk.Source + "\x00" + sk.Ref
		i, ok := index[key]
		if !ok {
			i = len(out)
			index[key] = i
			out = append(out, Group{Source: sk.Source, Ref: sk.Ref})
		}
		g := &out[i]
		if !slices.Contains(g.From, sk.From) {
			g.From = append(g.From, sk.From)
		}
		switch {
		case sk.Name == "*":
			g.All = true
			g.Exclude = append(g.Exclude, sk.Exclude...)
		case sk.Path != "":
			if !slices.Contains(g.Paths, sk.Path) {
				g.Paths = append(g.Paths, sk.Path)
				g.Skills = append(g.Skills, sk.Name)
			}
		default:
			if !slices.Contains(g.Names, sk.Name) && !slices.Contains(g.Skills, sk.Name) {
				g.Names = append(g.Names, sk.Name)
				g.Skills = append(g.Skills, sk.Name)
			}
		}
	}
	for i := range out {
		if out[i].All {
			out[i].Names, out[i].Paths, out[i].Skills = nil, nil, []string{"*"}
		}
	}
	return out
}

// driveLetter reports whether p starts with a Windows drive ("C:"),
// which names a directory outside on that system.
func driveLetter(p string) bool {
	return len(p) >= 2 && p[1] == ':' && ('a' <= p[0]|0x20 && p[0]|0x20 <= 'z')
}

// checkJSONDepth refuses JSON nested deeper than MaxDepth, lexically
// (brackets in strings do not count), before it is decoded.
func checkJSONDepth(data []byte) error {
	depth := 0
	for i := 0; i < len(data); i++ {
		switch data[i] {
		case '"':
			for i++; i < len(data) && data[i] != '"'; i++ {
				if data[i] == '\\' {
					i++
				}
			}
		case '[', '{':
			if depth++; depth > MaxDepth {
				return fmt.Errorf("it is nested more than %d levels deep (at byte %d)", MaxDepth, i)
			}
		case ']', '}':
			if depth > 0 {
				depth--
			}
		}
	}
	return nil
}
