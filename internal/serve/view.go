package serve

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/install"
	"github.com/skillpin/skillpin/internal/install/approvals"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/manifest"
)

// approvalsFile is where approvals live, relative to the project.
var approvalsFile = filepath.Join(install.StateDir, "approvals.toml")

// view is one request's reading of the root: the directory each root
// resolved to when the request began (for a project, the generation the
// trusted root link pointed at), and the lock and approvals read with it.
// Everything a request answers comes from one view.
type view struct {
	s    *Server
	gens []string // resolved roots, in precedence order

	// Project mode only.
	lock      *lock.Lock
	approvals *approvals.Set
	manifest  *manifest.Manifest // nil when skills.toml cannot be read

	found map[string]*catalog.Installed // candidates by name, after shadowing
	names []string                      // sorted
	built map[string]built

	notes []string   // once-notes, printed when the view is kept
	open  []*os.Root // closed with the view
}

type built struct {
	sk  *skill
	err error
}

// skill is a servable skill, built and checked from the bytes on disk.
type skill struct {
	name   string
	root   *os.Root // the skill directory, opened in the view's generation
	files  catalog.FileSet
	fm     *catalog.Frontmatter
	fmJSON json.RawMessage
	meta   mcp.Meta
}

// refusal says why a skill or a file is not served. An integrity refusal
// is content that does not match what it must (skills.lock, the listed
// entry): an internal error (-32603). Any other refusal means the URI
// names nothing served (-32602).
type refusal struct {
	integrity bool
	msg       string
}

func (r *refusal) Error() string { return r.msg }

// errAbsent is a name no root holds.
var errAbsent = errors.New("no such skill")

// resolve returns the directory each root resolves to now; a root that
// does not exist resolves to "" (nothing served from it).
func (s *Server) resolve() ([]string, error) {
	roots := s.cfg.Roots
	if len(roots) == 0 {
		roots = []string{s.RootPath()}
	}
	gens := make([]string, len(roots))
	for i, r := range roots {
		g, err := filepath.EvalSymlinks(r)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, internalError(fmt.Sprintf("resolve %s: %v", r, err))
		}
		gens[i] = g
	}
	return gens, nil
}

// openView reads the roots once: which skills they hold, and in project
// mode skills.lock, approvals and skills.toml.
func (s *Server) openView() (*view, error) {
	gens, err := s.resolve()
	if err != nil {
		return nil, err
	}
	v := &view{s: s, gens: gens, found: map[string]*catalog.Installed{}, built: map[string]built{}}
	if s.testHookViewOpened != nil {
		s.testHookViewOpened()
	}
	if s.cfg.Roots == nil {
		dir := s.cfg.ProjectDir
		if v.lock, err = lock.LoadLock(filepath.Join(dir, lock.FileName)); err != nil {
			return nil, internalError(fmt.Sprintf("cannot read skills.lock, so nothing can be checked and nothing is served: %v", err))
		}
		if v.approvals, err = approvals.Load(filepath.Join(dir, approvalsFile)); err != nil {
			v.notes = append(v.notes, fmt.Sprintf("approvals are left out of the provenance: %v", err))
			v.approvals = &approvals.Set{}
		}
		v.manifest, _ = manifest.LoadManifest(filepath.Join(dir, manifest.FileName))
		if gens[0] == "" {
			v.notes = append(v.notes, fmt.Sprintf("no trusted root at %s yet: nothing to serve until `skillpin install` publishes one", s.RootPath()))
		}
	}
	var dirs []string
	for _, g := range gens {
		if g != "" {
			dirs = append(dirs, g)
		}
	}
	if len(dirs) == 0 {
		return v, nil
	}
	d, err := catalog.Discover(dirs...)
	if err != nil {
		return nil, internalError(fmt.Sprintf("read skills: %v", err))
	}
	for _, p := range d.Problems {
		v.notes = append(v.notes, p.String())
	}
	for _, sh := range d.Shadowed {
		v.notes = append(v.notes, fmt.Sprintf("skill %s in %s is not served: a skill of the same name in an earlier root shadows it", sh.Name, sh.Dir))
	}
	for _, in := range d.Skills {
		v.found[in.Name] = in
		v.names = append(v.names, in.Name)
	}
	slices.Sort(v.names)
	return v, nil
}

func (v *view) close() {
	for _, r := range v.open {
		r.Close()
	}
}

// withView answers one request from one view. When the root moved while
// the request was read (an install flipped the link, and may have
// removed the generation being read), the answer may be incomplete, so
// it is computed again from the new generation.
func withView[R any](s *Server, fn func(*view) (R, error)) (R, error) {
	for attempt := 0; ; attempt++ {
		v, err := s.openView()
		if err != nil {
			var zero R
			s.note(true, err.Error())
			return zero, err
		}
		r, err := fn(v)
		v.close()
		if attempt < 3 {
			if now, rerr := s.resolve(); rerr == nil && !slices.Equal(now, v.gens) {
				continue
			}
		}
		for _, n := range v.notes {
			s.note(true, n)
		}
		return r, err
	}
}

// skill builds and checks the named skill once per view. The error is
// errAbsent or a *refusal.
func (v *view) skill(name string) (*skill, error) {
	if b, ok := v.built[name]; ok {
		return b.sk, b.err
	}
	sk, err := v.build(name)
	if r, ok := err.(*refusal); ok {
		v.notes = append(v.notes, r.msg)
	}
	v.built[name] = built{sk, err}
	return sk, err
}

func (v *view) refuse(integrity bool, name, format string, args ...any) error {
	return &refusal{integrity: integrity, msg: fmt.Sprintf("skill %s is not served: ", name) + fmt.Sprintf(format, args...)}
}

const repairHint = "run `skillpin verify` to see what changed and `skillpin install` to repair the trusted root"

// hint says what to do about content that changed under the server.
func (v *view) hint() string {
	if v.lock != nil {
		return repairHint
	}
	return "the directory is being modified; list the skills again once it is settled"
}

func (v *view) build(name string) (*skill, error) {
	in := v.found[name]
	if in == nil {
		return nil, errAbsent
	}
	project := v.lock != nil
	var locked *lock.LockedSkill
	if project {
		if locked = v.lock.Skill(name); locked == nil {
			return nil, v.refuse(true, name, "it is in the trusted root %s but not in skills.lock; %s", v.gens[0], repairHint)
		}
	}
	// In project mode the lock admits only valid skills, so anything
	// wrong with a rooted one is damage to the root.
	if !in.Valid() {
		for _, p := range in.Problems {
			if p.Severity == catalog.Error {
				return nil, v.refuse(project, name, "%s", p)
			}
		}
	}
	if entry := filepath.Base(in.Dir); entry != name {
		return nil, v.refuse(project, name, "its directory %s does not carry its name; rename the directory to %s", in.Dir, name)
	}
	dir, err := filepath.EvalSymlinks(in.Dir)
	if err != nil {
		return nil, v.refuse(project, name, "cannot resolve %s: %v", in.Dir, err)
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, v.refuse(project, name, "cannot open %s: %v", dir, err)
	}
	v.open = append(v.open, root)
	files, probs := catalog.FileSetOf(root.FS(), ".", catalog.Limits{MaxFiles: MaxFiles, MaxBytes: MaxBytes})
	for _, p := range probs {
		if p.Severity != catalog.Error {
			continue
		}
		if p.Code == catalog.CodeLimitExceeded {
			return nil, v.refuse(false, name, "it is over the Skills extension's limits of %d files and %d MiB per skill (MCP hosts need not accept it): %s", MaxFiles, MaxBytes>>20, p.Message)
		}
		p.File = filepath.Join(dir, filepath.FromSlash(p.File))
		if project {
			return nil, v.refuse(true, name, "%s; %s", p, repairHint)
		}
		return nil, v.refuse(false, name, "%s", p)
	}
	if project {
		if diff := compareFiles(files, locked.Files); diff != "" {
			return nil, v.refuse(true, name, "its bytes in %s do not match skills.lock (%s); %s", dir, diff, repairHint)
		}
		if d := files.Digest(); d != locked.Digest {
			return nil, v.refuse(true, name, "skills.lock records digest %s but its files digest to %s; %s", locked.Digest, d, repairHint)
		}
	}
	md, ok := files.Lookup(catalog.SkillFile)
	if !ok {
		return nil, v.refuse(project, name, "%s has no SKILL.md", dir)
	}
	data, err := readVerified(root, md)
	if err != nil {
		return nil, v.refuse(true, name, "%v; %s", err, v.hint())
	}
	doc, mdProbs := catalog.ParseSkillMD(data)
	if catalog.HasErrors(mdProbs) || doc == nil {
		for _, p := range mdProbs {
			if p.Severity == catalog.Error {
				return nil, v.refuse(project, name, "%s", p)
			}
		}
		return nil, v.refuse(project, name, "SKILL.md has no usable frontmatter")
	}
	if doc.Frontmatter.Name != name {
		return nil, v.refuse(project, name, "its SKILL.md now names it %q", doc.Frontmatter.Name)
	}
	fm, err := doc.Frontmatter.MarshalJSON()
	if err != nil {
		return nil, v.refuse(project, name, "render frontmatter: %v", err)
	}
	sk := &skill{name: name, root: root, files: files, fm: doc.Frontmatter, fmJSON: fm}
	if project {
		sk.meta = v.provenance(locked)
	} else {
		sk.meta = mcp.Meta{MetaDigest: files.Digest()}
	}
	return sk, nil
}

// compareFiles describes how got differs from the locked set, "" when it
// does not: the first few differences, then a count.
func compareFiles(got, want catalog.FileSet) string {
	var diffs []string
	i, j := 0, 0
	for i < len(got) || j < len(want) {
		switch {
		case j == len(want) || (i < len(got) && got[i].Path < want[j].Path):
			diffs = append(diffs, got[i].Path+" is not in the lock")
			i++
		case i == len(got) || want[j].Path < got[i].Path:
			diffs = append(diffs, want[j].Path+" is missing")
			j++
		default:
			g, w := got[i], want[j]
			switch {
			case g.Size != w.Size || g.Digest != w.Digest:
				diffs = append(diffs, g.Path+" was modified")
			case g.Exec != w.Exec:
				diffs = append(diffs, g.Path+" changed its executable bit")
			}
			i++
			j++
		}
	}
	const show = 3
	if len(diffs) > show {
		return fmt.Sprintf("%s and %d more", strings.Join(diffs[:show], ", "), len(diffs)-show)
	}
	return strings.Join(diffs, ", ")
}

// provenance is a locked skill's _meta: where it came from, what the lock
// pins, and why it is approved.
func (v *view) provenance(sk *lock.LockedSkill) mcp.Meta {
	m := mcp.Meta{MetaDigest: sk.Digest, MetaPath: sk.Path}
	var trusted bool
	if src := v.lock.Source(sk.Source); src != nil {
		m[MetaSource] = src.URL
		if src.Ref != "" {
			m[MetaRef] = src.Ref
		}
		if src.Commit != "" {
			m[MetaCommit] = src.Commit
		}
	}
	if sk.Signature != nil {
		m[MetaSignature] = sk.Signature.Signer()
	}
	state, ap := v.approvals.State(sk.Name, sk.Digest)
	approval := map[string]any{"state": string(state)}
	if state == approvals.Approved && ap != nil {
		approval["by"] = ap.By
		approval["at"] = ap.At
	}
	if v.manifest != nil {
		if ms := v.manifest.Source(sk.Source); ms != nil && ms.Trusted {
			trusted = true
		}
		switch {
		case trusted:
			approval["policy"] = "trusted-source"
		default:
			approval["policy"] = v.manifest.Settings.ApprovalPolicy()
		}
	}
	m[MetaApproval] = approval
	return m
}

// MismatchError is content that no longer matches the entry it was
// listed with.
type MismatchError struct {
	File       string
	WantSize   int64
	GotSize    int64
	WantDigest string
	GotDigest  string
}

func (e *MismatchError) Error() string {
	switch {
	case e.GotSize > e.WantSize:
		return fmt.Sprintf("%s changed on disk: it is larger than the %d bytes its entry lists", e.File, e.WantSize)
	case e.GotSize != e.WantSize:
		return fmt.Sprintf("%s changed on disk: it is %d bytes, its entry lists %d", e.File, e.GotSize, e.WantSize)
	}
	return fmt.Sprintf("%s changed on disk: its digest is %s, its entry lists %s", e.File, e.GotDigest, e.WantDigest)
}

// readVerified reads f from the skill directory and returns its bytes
// only when their size and sha256 are the ones f records. It reads at
// most one byte more than f.Size, however large the file has become.
func readVerified(root *os.Root, f catalog.File) ([]byte, error) {
	file, err := catalog.OpenFile(root.FS(), ".", f)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", f.Path, err)
	}
	defer file.Close()
	data, err := io.ReadAll(io.LimitReader(file, f.Size+1))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", f.Path, err)
	}
	got := catalog.DigestBytes(data)
	if int64(len(data)) != f.Size || got != f.Digest {
		return nil, &MismatchError{File: f.Path, WantSize: f.Size, GotSize: int64(len(data)), WantDigest: f.Digest, GotDigest: got}
	}
	return data, nil
}
