package catalog

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// SignatureFile is a skill's detached publisher signature. It signs the
// file set, so it is never part of it.
const SignatureFile = "SKILL.sigstore.json"

// Limits bound one skill's file set. Zero fields mean the defaults.
type Limits struct {
	MaxFiles int   // [settings] max_files
	MaxBytes int64 // [settings] max_bytes
}

// The MCP skills extension's limits per skill: the defaults of
// [settings] max_files and max_bytes, and what served roots are read
// under. Declared here once.
const (
	DefaultMaxFiles = 512
	DefaultMaxBytes = 16 << 20
)

// DefaultLimits are the MCP skills extension's limits.
var DefaultLimits = Limits{MaxFiles: DefaultMaxFiles, MaxBytes: DefaultMaxBytes}

func (l Limits) withDefaults() Limits {
	if l.MaxFiles <= 0 {
		l.MaxFiles = DefaultLimits.MaxFiles
	}
	if l.MaxBytes <= 0 {
		l.MaxBytes = DefaultLimits.MaxBytes
	}
	return l
}

const limitHint = "raise %s in the [settings] table of skills.toml, or make the skill smaller"

// maxLinkHops bounds how many links one resolution follows, like the
// kernel's ELOOP limit.
const maxLinkHops = 40

// FileSetOf walks one skill directory of fsys and hashes its files,
// streaming. It applies every hostile-tree rule: unsafe entry names,
// case/Unicode collisions, submodules and other non-regular entries, and
// links that are not links to a regular file inside the skill are refused;
// a link that is one contributes its target's bytes and exec bit. It never
// opens anything outside dir. SKILL.sigstore.json at the skill's top is not
// part of the set, but follows the same rules (a regular file, or a link to
// one inside the skill); ".git" is skipped. The set is sorted, paths
// skill-relative; problem paths are relative to fsys. When any problem is
// an error the set is nil: a refused skill has no file set.
func FileSetOf(fsys fs.FS, dir string, limits Limits) (FileSet, []Problem) {
	return fileSetOf(fsys, dir, limits, nil)
}

// ListFiles walks one skill directory as FileSetOf does and applies the
// same tree rules, but reads no file content: each file's Size is the
// listed size (for a git tree, read from the object header, so nothing is
// inflated to learn it) and Digest is empty. max_files and max_bytes are
// checked against the listing. A caller that writes the files anyway (the
// store) hashes them on their way and compares with the lock, so that each
// file is read once.
func ListFiles(fsys fs.FS, dir string, limits Limits) (FileSet, []Problem) {
	w := &treeWalker{fsys: fsys, dir: dir, limits: limits.withDefaults(), keys: newCollisionKeys()}
	if !w.checkRoot() {
		return nil, w.probs
	}
	w.walk()
	if HasErrors(w.probs) {
		return nil, w.probs
	}
	w.files.Sort()
	return w.files, w.probs
}

// hashed is a file's content identity, cached per scan so that files shared
// by nested skills are read once.
type hashed struct {
	size   int64
	digest string
	lfs    bool
}

func fileSetOf(fsys fs.FS, dir string, limits Limits, cache map[string]hashed) (FileSet, []Problem) {
	w := &treeWalker{fsys: fsys, dir: dir, limits: limits.withDefaults(), keys: newCollisionKeys(), cache: cache}
	if !w.checkRoot() {
		return nil, w.probs
	}
	w.walk()
	if !HasErrors(w.probs) {
		w.hash()
	}
	if HasErrors(w.probs) {
		return nil, w.probs
	}
	w.files.Sort()
	return w.files, w.probs
}

type treeWalker struct {
	fsys   fs.FS
	dir    string
	limits Limits
	keys   *collisionKeys
	cache  map[string]hashed

	files FileSet
	size  int64 // sum of listed sizes
	probs []Problem
	stop  bool // a limit was hit: go no further
}

func (w *treeWalker) problem(code Code, sev Severity, file, hint, format string, args ...any) {
	w.probs = append(w.probs, Problem{Code: code, Severity: sev, File: file, Message: fmt.Sprintf(format, args...), Hint: hint})
}

// fsJoin joins a directory of fsys ("." for the root) and a relative path.
func fsJoin(dir, rel string) string {
	switch {
	case dir == "." || dir == "":
		if rel == "" {
			return "."
		}
		return rel
	case rel == "":
		return dir
	}
	return dir + "/" + rel
}

func (w *treeWalker) checkRoot() bool {
	if w.dir != "." {
		if err := ValidPath(w.dir); err != nil || !fs.ValidPath(w.dir) {
			w.problem(CodePathUnsafe, Error, w.dir, "pass a slash path inside the tree", "skill directory %q is not a valid path", w.dir)
			return false
		}
	}
	info, err := fs.Lstat(w.fsys, w.dir)
	if err != nil {
		w.problem(CodeReadFailed, Error, w.dir, "check that the directory exists and is readable", "cannot read skill directory: %v", err)
		return false
	}
	if !info.IsDir() {
		w.problem(CodePathUnsafe, Error, w.dir, "a skill is a real directory, not a link or a file", "skill directory %s is a %s", w.dir, modeName(info.Mode()))
		return false
	}
	return true
}

func modeName(m fs.FileMode) string {
	switch {
	case m&fs.ModeSymlink != 0:
		return "symbolic link"
	case m.IsDir():
		return "directory"
	case m.IsRegular():
		return "regular file"
	case m&fs.ModeNamedPipe != 0:
		return "named pipe"
	case m&fs.ModeSocket != 0:
		return "socket"
	case m&fs.ModeDevice != 0:
		return "device"
	}
	return "irregular entry"
}

func (w *treeWalker) walk() {
	stack := []string{""}
	dirs := 0
	for len(stack) > 0 && !w.stop {
		rel := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if dirs++; dirs > w.limits.MaxFiles {
			w.problem(CodeLimitExceeded, Error, w.dir, fmt.Sprintf(limitHint, "max_files"),
				"skill has more than %d directories (limit max_files = %d)", w.limits.MaxFiles, w.limits.MaxFiles)
			return
		}
		fsDir := fsJoin(w.dir, rel)
		entries, err := fs.ReadDir(w.fsys, fsDir)
		if err != nil {
			w.problem(CodeReadFailed, Error, fsDir, "check that the tree is complete and readable", "cannot list directory: %v", err)
			continue
		}
		seen := make(map[string]string, len(entries))
		var subdirs []string
		for _, e := range entries {
			w.entry(rel, fsDir, e, seen, &subdirs)
			if w.stop {
				return
			}
		}
		for i := len(subdirs) - 1; i >= 0; i-- {
			stack = append(stack, subdirs[i])
		}
	}
}

// entry checks one directory entry. Its name is validated before anything
// is built from it: a crafted tree may name an entry "..", "/etc" or "a\x00".
func (w *treeWalker) entry(rel, fsDir string, e fs.DirEntry, seen map[string]string, subdirs *[]string) {
	name := e.Name()
	if err := ValidName(name); err != nil {
		w.problem(CodePathUnsafe, Error, fsDir, "remove or rename the entry; skillpin refuses names that are unsafe on some platform",
			"unsafe entry in %s: %v", fsDir, err)
		return
	}
	rp := name
	if rel != "" {
		rp = rel + "/" + name
	}
	fp := fsJoin(w.dir, rp)
	if len(rp) > MaxPathLen {
		w.problem(CodePathUnsafe, Error, fsDir, "shorten the directory names; a path this long cannot be installed on every platform",
			"entry %q makes a path of %d bytes inside the skill, over the limit of %d", name, len(rp), MaxPathLen)
		return
	}
	switch {
	case rel == "" && name == SignatureFile:
		w.signature(rp, fp, e)
		return
	case name == ".git":
		return // version-control metadata of a local checkout
	case isDotGit(name):
		w.problem(CodePathUnsafe, Error, fp, "rename the entry; it would be git metadata on a case-insensitive file system, on Windows or on macOS",
			"entry %q looks like .git on a case-insensitive, NTFS or HFS+ file system", safetext.Line(name))
		return
	}
	k := w.keys.key(name)
	if other, dup := seen[k]; dup {
		w.problem(CodeCaseCollision, Error, fp, "rename one of them so that the names differ in more than case or Unicode normalization",
			"%q and %q in %s are the same file on case-insensitive or Unicode-normalizing file systems", other, name, fsDir)
		return
	}
	seen[k] = name

	typ := e.Type()
	switch {
	case typ.IsDir():
		*subdirs = append(*subdirs, rp)
	case typ&fs.ModeSymlink != 0:
		w.link(rp, fp)
	case typ.IsRegular():
		info, err := e.Info()
		if err != nil {
			w.problem(CodeReadFailed, Error, fp, "check that the tree is complete and readable", "cannot stat file: %v", err)
			return
		}
		w.add(File{Path: rp, From: fp, Exec: info.Mode().Perm()&0o111 != 0}, info.Size())
	case typ&fs.ModeIrregular != 0 && isSubmodule(e):
		w.problem(CodeSubmodule, Error, fp, "vendor the files into the skill instead of a submodule; skillpin pins one tree",
			"%s is a git submodule", fp)
	default:
		w.problem(CodePathUnsafe, Error, fp, "a skill holds only regular files, directories and links to files inside it",
			"%s is a %s", fp, modeName(typ))
	}
}

func isSubmodule(e fs.DirEntry) bool {
	info, err := e.Info()
	if err != nil {
		return false
	}
	s, ok := info.Sys().(interface{ IsSubmodule() bool })
	return ok && s.IsSubmodule()
}

// signature checks the skill's signature bundle, which signs the file
// set and so is not part of it, under the rules every file of the skill
// follows: a regular file, or a link to a regular file inside the skill
// (whether or not a signature policy will read it: a link that leaves
// the skill refuses the skill either way).
func (w *treeWalker) signature(rp, fp string, e fs.DirEntry) {
	typ := e.Type()
	switch {
	case typ.IsRegular():
	case typ&fs.ModeSymlink != 0:
		w.follow(rp, fp)
	case typ&fs.ModeIrregular != 0 && isSubmodule(e):
		w.problem(CodeSubmodule, Error, fp, "a signature bundle is a regular file of the skill",
			"%s is a git submodule", fp)
	default:
		w.problem(CodePathUnsafe, Error, fp, "a signature bundle is a regular file of the skill ("+hint.RunIn(hint.None, "sign", "DIR", "--key", "KEY").String()+" writes one)",
			"%s is a %s", fp, modeName(typ))
	}
}

// link resolves the link at rp and adds its target's content.
func (w *treeWalker) link(rp, fp string) {
	rel, info, ok := w.follow(rp, fp)
	if !ok {
		return
	}
	w.add(File{Path: rp, From: fsJoin(w.dir, rel), Exec: info.Mode().Perm()&0o111 != 0}, info.Size())
}

// follow resolves the link at rp to the regular file it reaches inside
// the skill (rel, skill-relative); a link that reaches none is a problem.
func (w *treeWalker) follow(rp, fp string) (rel string, info fs.FileInfo, ok bool) {
	target, err := fs.ReadLink(w.fsys, fp)
	if err != nil {
		w.problem(CodeReadFailed, Error, fp, "check that the tree is complete and readable", "cannot read link: %v", err)
		return "", nil, false
	}
	parent := strings.Split(rp, "/")
	parent = parent[:len(parent)-1]
	rel, info, why := resolveLink(w.fsys, w.dir, parent, target)
	if why != "" {
		w.problem(CodeSymlinkEscape, Error, fp,
			"replace the link with the file itself, or link to a regular file inside the skill",
			"link %s -> %s %s", rp, target, why)
		return "", nil, false
	}
	return rel, info, true
}

func (w *treeWalker) add(f File, size int64) {
	f.Size = size // as listed; hashing sets what was read
	w.files = append(w.files, f)
	w.size += size
	switch {
	case len(w.files) > w.limits.MaxFiles:
		w.problem(CodeLimitExceeded, Error, w.dir, fmt.Sprintf(limitHint, "max_files"),
			"skill has more than %d files (limit max_files = %d)", w.limits.MaxFiles, w.limits.MaxFiles)
		w.stop = true
	case w.size > w.limits.MaxBytes:
		w.limitBytes()
		w.stop = true
	}
}

func (w *treeWalker) limitBytes() {
	w.problem(CodeLimitExceeded, Error, w.dir, fmt.Sprintf(limitHint, "max_bytes"),
		"skill has more than %s (limit max_bytes = %d)", humanBytes(w.limits.MaxBytes), w.limits.MaxBytes)
}

func humanBytes(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// resolveLink follows target, the destination of a link in directory cur
// (skill-relative elements), to the regular file it reaches inside the
// skill dir of fsys. It resolves element by element with Lstat, so links
// inside the target are followed as the kernel would, and any step that
// leaves the skill, or ends anywhere but a regular file, is refused; why
// says how.
func resolveLink(fsys fs.FS, dir string, cur []string, target string) (rel string, info fs.FileInfo, why string) {
	hops := 0
	parts, why := followLink(fsys, dir, slices.Clone(cur), target, &hops)
	if why != "" {
		return "", nil, why
	}
	if len(parts) == 0 {
		return "", nil, "points to the skill directory"
	}
	rel = strings.Join(parts, "/")
	info, err := fs.Lstat(fsys, fsJoin(dir, rel))
	switch {
	case err != nil:
		return "", nil, "is dangling"
	case info.IsDir():
		return "", nil, "points to a directory"
	case !info.Mode().IsRegular():
		return "", nil, "points to a " + modeName(info.Mode())
	}
	return rel, info, ""
}

func followLink(fsys fs.FS, dir string, cur []string, target string, hops *int) ([]string, string) {
	if *hops++; *hops > maxLinkHops {
		return nil, fmt.Sprintf("loops or chains more than %d links", maxLinkHops)
	}
	switch {
	case target == "":
		return nil, "has an empty target"
	case strings.HasPrefix(target, "/"), strings.Contains(target, "\\"), isDrivePath(target):
		return nil, "is absolute"
	case strings.HasSuffix(target, "/"):
		return nil, "points to a directory"
	}
	for el := range strings.SplitSeq(target, "/") {
		switch el {
		case "", ".":
			continue
		case "..":
			if len(cur) == 0 {
				return nil, "leaves the skill"
			}
			cur = cur[:len(cur)-1]
			continue
		}
		if err := ValidName(el); err != nil {
			return nil, "has an unsafe target: " + err.Error()
		}
		if strings.EqualFold(el, ".git") {
			return nil, "points into .git"
		}
		next := append(cur[:len(cur):len(cur)], el)
		p := fsJoin(dir, strings.Join(next, "/"))
		info, err := fs.Lstat(fsys, p)
		if err != nil {
			return nil, "is dangling"
		}
		switch m := info.Mode(); {
		case m&fs.ModeSymlink != 0:
			t, err := fs.ReadLink(fsys, p)
			if err != nil {
				return nil, "is dangling"
			}
			var why string
			if cur, why = followLink(fsys, dir, cur, t, hops); why != "" {
				return nil, why
			}
		case m.IsDir(), m.IsRegular():
			cur = next // a regular file followed by more elements fails the next Lstat
		default:
			return nil, "points to a " + modeName(m)
		}
	}
	return cur, ""
}

func isDrivePath(p string) bool {
	return len(p) >= 2 && p[1] == ':' && (p[0]|0x20) >= 'a' && (p[0]|0x20) <= 'z' && (len(p) == 2 || p[2] == '/')
}

// lfsPrefix starts every Git LFS pointer file.
var lfsPrefixes = [][]byte{
	[]byte("version https://git-lfs.github.com/spec/"),
	[]byte("version https://hawser.github.com/spec/"),
}

// maxLFSPointer is the size below which LFS pointer files are recognized.
const maxLFSPointer = 1024

// hash streams every listed file through a Hasher, enforcing max_bytes on
// the bytes actually read (a listing may understate them).
func (w *treeWalker) hash() {
	buf := make([]byte, 32<<10)
	var total int64
	for i := range w.files {
		f := &w.files[i]
		h, err := w.hashFile(f.From, buf, w.limits.MaxBytes-total)
		if err != nil {
			w.problem(CodeReadFailed, Error, fsJoin(w.dir, f.Path), "check that the tree is complete and readable", "cannot read file: %v", err)
			continue
		}
		total += h.size
		if total > w.limits.MaxBytes {
			w.limitBytes()
			return
		}
		f.Size, f.Digest = h.size, h.digest
		if h.lfs {
			w.problem(CodeLFSPointer, Warning, fsJoin(w.dir, f.Path),
				"commit the real file: skillpin pins git objects and does not fetch LFS content",
				"%s is a Git LFS pointer, not the file's content", f.Path)
		}
	}
}

func (w *treeWalker) hashFile(from string, buf []byte, budget int64) (hashed, error) {
	if h, ok := w.cache[from]; ok {
		return h, nil
	}
	file, err := w.fsys.Open(from)
	if err != nil {
		return hashed{}, err
	}
	defer file.Close()
	h := NewHasher()
	head := headWriter{max: len(lfsPrefixes[0])}
	// Read at most one byte over the budget: enough to know it is over.
	if _, err := io.CopyBuffer(io.MultiWriter(h, &head), io.LimitReader(file, budget+1), buf); err != nil {
		return hashed{}, err
	}
	r := hashed{size: h.Size(), digest: h.Digest()}
	if r.size < maxLFSPointer {
		for _, p := range lfsPrefixes {
			if bytes.HasPrefix(head.b, p) {
				r.lfs = true
			}
		}
	}
	if w.cache != nil && r.size <= budget {
		w.cache[from] = r
	}
	return r, nil
}

// headWriter keeps the first max bytes written to it.
type headWriter struct {
	b   []byte
	max int
}

func (h *headWriter) Write(p []byte) (int, error) {
	if n := h.max - len(h.b); n > 0 {
		h.b = append(h.b, p[:min(n, len(p))]...)
	}
	return len(p), nil
}

// OpenFile opens the content of f, a file of the skill at dir in fsys. A
// file from FileSetOf opens File.From; a file read back from a lock (no
// From) is resolved inside the skill as a link target would be, so a
// tampered path or a link swapped in since can never open anything
// outside the skill.
func OpenFile(fsys fs.FS, dir string, f File) (fs.File, error) {
	from := f.From
	if from == "" {
		if err := ValidPath(f.Path); err != nil {
			return nil, fmt.Errorf("open %s in %s: %w", f.Path, dir, err)
		}
		rel, _, why := resolveLink(fsys, dir, nil, f.Path)
		if why != "" {
			return nil, fmt.Errorf("open %s in %s: path %s", f.Path, dir, why)
		}
		from = fsJoin(dir, rel)
	}
	file, err := fsys.Open(from)
	if err != nil {
		return nil, fmt.Errorf("open %s in %s: %w", f.Path, dir, err)
	}
	st, err := file.Stat()
	if err == nil && !st.Mode().IsRegular() {
		err = fmt.Errorf("%s is a %s, not a regular file", from, modeName(st.Mode()))
	}
	if err != nil {
		file.Close()
		return nil, fmt.Errorf("open %s in %s: %w", f.Path, dir, err)
	}
	return file, nil
}
