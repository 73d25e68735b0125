package catalog

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/lock/names"
	"github.com/skillpin/skillpin/internal/ui/errkind"
	"github.com/skillpin/skillpin/internal/ui/hint"
)

// Skill is one directory holding a SKILL.md, as found by Scan.
type Skill struct {
	Name     string    // frontmatter name; "" when unparsable
	Dir      string    // slash path of the skill directory in the scanned fs.FS ("." for the root)
	Doc      *Document // nil when SKILL.md failed to parse
	Files    FileSet   // nil unless hashed (and nil for a skill refused by a tree rule)
	Digest   string    // Files.Digest(), "" unless hashed
	Problems []Problem // File paths relative to the scanned FS root
}

// Valid reports whether the skill has no Error-severity problem.
func (s *Skill) Valid() bool { return !HasErrors(s.Problems) }

// ScanOptions configure Scan.
type ScanOptions struct {
	Limits Limits
	// Hash builds each skill's file set and digest (FileSetOf). Without it
	// Scan reads no file content except SKILL.md files, and the
	// hostile-tree rules, which need the file set, are not checked.
	Hash bool
	// RootName is the name of the directory fsys is rooted at, used to
	// check the name of a skill at the root; empty skips that check (a git
	// tree's root has no name of its own).
	RootName string
}

// Result is what Scan found.
type Result struct {
	Skills []*Skill // sorted by Dir
	// Problems are about the tree rather than one skill: entries skipped
	// because their names are unsafe, unreadable directories, and
	// DUPLICATE_NAME warnings.
	Problems []Problem
}

// Named returns the skills whose frontmatter name is name, sorted by Dir.
func (r *Result) Named(name string) []*Skill {
	var out []*Skill
	for _, s := range r.Skills {
		if s.Name == name {
			out = append(out, s)
		}
	}
	return out
}

// MaxTreeDepth bounds how deeply the directories of a tree Scan walks may
// nest, as git's core.maxTreeDepth does (4096 by default), and
// MaxTreePathLen how long a directory's path may be: a tree with a
// directory more than MaxTreeDepth levels below its root, or with a longer
// path, is hostile. Each of its directories costs a path as long as its
// depth, so an unbounded one costs time quadratic in its depth, wherever
// it is. No skill needs anything near either bound (a skill's own paths
// are at most MaxPathLen bytes, and no file system holds a path of
// MaxTreePathLen bytes: Linux and macOS stop at 4096 and 1024).
const (
	MaxTreeDepth   = 4096
	MaxTreePathLen = 32 << 10
)

// TreeError is a tree Scan refuses as a whole, not one skill of it: one
// nested deeper than MaxTreeDepth, or with a directory path longer than
// MaxTreePathLen. Problem says what, where and what to do.
type TreeError struct{ Problem Problem }

func (e *TreeError) Error() string { return e.Problem.String() }

// Is makes a refused tree a failed check (exit 1), as a refused skill is.
func (e *TreeError) Is(target error) bool { return target == errkind.CheckFailed }

// tooDeep is the TreeError for the directory name of dir, which is
// deeper than MaxTreeDepth (depth true) or has a path longer than
// MaxTreePathLen.
func tooDeep(dir, name string, depth bool) *TreeError {
	what := fmt.Sprintf("nests directories more than %d deep", MaxTreeDepth)
	if !depth {
		what = fmt.Sprintf("has a directory path longer than %d bytes", MaxTreePathLen)
	}
	return &TreeError{Problem{Code: CodeLimitExceeded, Severity: Error, File: clipPath(fsJoin(dir, name)),
		Message: fmt.Sprintf("the tree %s: refused as hostile, without walking it further (git refuses a tree nested more than %d deep too: core.maxTreeDepth)", what, MaxTreeDepth),
		Hint:    fmt.Sprintf("the repository must not nest directories more than %d deep, nor have a directory path of more than %d bytes; remove or flatten that directory upstream", MaxTreeDepth, MaxTreePathLen),
	}}
}

// clipPath shortens a path too long to print whole (a deep one can be
// megabytes): its first elements, then how long it is.
func clipPath(p string) string {
	const keep = 64
	if len(p) <= keep {
		return p
	}
	cut := strings.LastIndexByte(p[:keep], '/')
	if cut < 0 {
		cut = keep
		for cut > 0 && !utf8.RuneStart(p[cut]) {
			cut--
		}
	}
	return fmt.Sprintf("%s/… (%d bytes)", p[:cut], len(p))
}

// Scan finds every directory of fsys holding a SKILL.md, at any depth, dot
// directories included and .git never, and parses each SKILL.md. Nested
// skills are skills of their own (and their files also belong to the
// enclosing skill). With opts.Hash it also builds each skill's file set.
// One bad skill never stops the scan. The error is for a root that cannot
// be listed at all, or a *TreeError for a tree refused as a whole (nested
// deeper than MaxTreeDepth, or with a longer path than MaxTreePathLen:
// nothing past either bound is listed).
func Scan(fsys fs.FS, opts ScanOptions) (*Result, error) {
	opts.Limits = opts.Limits.withDefaults()
	if _, err := fs.ReadDir(fsys, "."); err != nil {
		return nil, fmt.Errorf("scan for skills: %w", err)
	}
	res := &Result{}
	var cache map[string]hashed
	if opts.Hash {
		cache = make(map[string]hashed)
	}
	// A directory's path is built once, when it is found; every
	// directory costs one, so a deep tree costs its depth squared in
	// bytes: MaxTreeDepth and MaxTreePathLen bound that.
	type pending struct {
		dir   string
		depth int // the number of elements of dir
	}
	stack := []pending{{".", 0}}
	inSkill := map[string]bool{}
	for len(stack) > 0 {
		top := stack[len(stack)-1]
		dir := top.dir
		stack = stack[:len(stack)-1]
		entries, err := fs.ReadDir(fsys, dir)
		if err != nil {
			res.Problems = append(res.Problems, Problem{Code: CodeReadFailed, Severity: Error, File: dir,
				Message: fmt.Sprintf("cannot list directory: %v", err), Hint: "check that the tree is complete and readable"})
			continue
		}
		var skillMD fs.DirEntry
		for _, e := range entries {
			if t := e.Type(); e.Name() == SkillFile && (t.IsRegular() || t&fs.ModeSymlink != 0) {
				skillMD = e
			}
		}
		isSkill := skillMD != nil
		var subdirs []string
		for _, e := range entries {
			name := e.Name()
			if err := ValidName(name); err != nil {
				if !isSkill && !inSkill[dir] { // inside a skill, hashing reports it against the skill
					res.Problems = append(res.Problems, Problem{Code: CodePathUnsafe, Severity: Warning, File: dir,
						Message: fmt.Sprintf("skipped unsafe entry in %s: %v", dir, err),
						Hint:    "skills under this entry are not found; rename it"})
				}
				continue
			}
			if strings.EqualFold(name, ".git") {
				continue
			}
			if e.Type().IsDir() {
				if top.depth >= MaxTreeDepth {
					return nil, tooDeep(dir, name, true)
				}
				plen := len(name)
				if dir != "." {
					plen += len(dir) + 1
				}
				if plen > MaxTreePathLen {
					return nil, tooDeep(dir, name, false)
				}
				subdirs = append(subdirs, fsJoin(dir, name))
			}
		}
		if isSkill {
			res.Skills = append(res.Skills, scanSkill(fsys, dir, skillMD, opts, cache))
		}
		for i := len(subdirs) - 1; i >= 0; i-- {
			if isSkill || inSkill[dir] {
				inSkill[subdirs[i]] = true
			}
			stack = append(stack, pending{subdirs[i], top.depth + 1})
		}
		delete(inSkill, dir)
	}
	slices.SortFunc(res.Skills, func(a, b *Skill) int { return strings.Compare(a.Dir, b.Dir) })
	res.Problems = append(res.Problems, duplicateNames(res.Skills)...)
	return res, nil
}

// scanSkill reads and checks one skill's SKILL.md, and its file set when
// asked to.
func scanSkill(fsys fs.FS, dir string, entry fs.DirEntry, opts ScanOptions, cache map[string]hashed) *Skill {
	s := &Skill{Dir: dir}
	mdPath := fsJoin(dir, SkillFile)
	from := mdPath
	if entry.Type()&fs.ModeSymlink != 0 {
		from = ""
		target, err := fs.ReadLink(fsys, mdPath)
		if err != nil {
			s.Problems = append(s.Problems, Problem{Code: CodeReadFailed, Severity: Error, File: mdPath,
				Message: fmt.Sprintf("cannot read link: %v", err), Hint: "check that the tree is complete and readable"})
		} else if rel, _, why := resolveLink(fsys, dir, nil, target); why != "" {
			s.Problems = append(s.Problems, Problem{Code: CodeSymlinkEscape, Severity: Error, File: mdPath,
				Message: fmt.Sprintf("link %s -> %s %s", SkillFile, target, why),
				Hint:    "make SKILL.md a regular file, or a link to a file inside the skill"})
		} else {
			from = fsJoin(dir, rel)
		}
	}
	if from != "" {
		data, err := readBounded(fsys, from, opts.Limits.MaxBytes)
		switch {
		case errors.Is(err, errTooLarge):
			// Refused, but named: the frontmatter at its head says which
			// skill this is, so that selecting it by name reports the
			// limit rather than no such skill.
			s.Name = peekName(fsys, from)
			who := ""
			if s.Name != "" {
				who = fmt.Sprintf(" of skill %s", s.Name)
			}
			s.Problems = append(s.Problems, Problem{Code: CodeLimitExceeded, Severity: Error, File: mdPath,
				Message: fmt.Sprintf("SKILL.md%s is over %s (limit max_bytes = %d)", who, humanBytes(opts.Limits.MaxBytes), opts.Limits.MaxBytes),
				Hint:    fmt.Sprintf(limitHint, "max_bytes")})
		case err != nil:
			s.Problems = append(s.Problems, Problem{Code: CodeReadFailed, Severity: Error, File: mdPath,
				Message: fmt.Sprintf("cannot read SKILL.md: %v", err), Hint: "check that the tree is complete and readable"})
		default:
			doc, probs := ParseSkillMD(data)
			for _, p := range probs {
				p.File = mdPath
				s.Problems = append(s.Problems, p)
			}
			s.Doc = doc
			if doc != nil {
				s.Name = doc.Frontmatter.Name
			}
		}
	}
	dirName := path.Base(dir)
	if dir == "." {
		dirName = opts.RootName
	}
	if p, ok := nameMismatch(s.Name, dirName, mdPath); ok {
		s.Problems = append(s.Problems, p)
	}
	if opts.Hash {
		files, probs := fileSetOf(fsys, dir, opts.Limits, cache)
		for _, p := range probs {
			// A SKILL.md link already reported above is not news.
			if !slices.ContainsFunc(s.Problems, func(q Problem) bool {
				return q.Code == p.Code && q.File == p.File && q.Message == p.Message
			}) {
				s.Problems = append(s.Problems, p)
			}
		}
		if files != nil {
			s.Files, s.Digest = files, files.Digest()
		}
	}
	return s
}

// nameMismatch is the NAME_MISMATCH warning for a valid name that differs
// from its directory's name.
func nameMismatch(name, dirName, file string) (Problem, bool) {
	if name == "" || dirName == "" || name == dirName || names.Skill(name) != nil {
		return Problem{}, false
	}
	return Problem{Code: CodeNameMismatch, Severity: Warning, File: file,
		Message: fmt.Sprintf("name %q differs from its directory %q", name, dirName),
		Hint:    fmt.Sprintf("rename the directory to %s or the name to %s; installed skills always live in a directory named after the skill", name, dirName),
	}, true
}

// duplicateNames warns once per name that several skills share.
func duplicateNames(skills []*Skill) []Problem {
	dirs := map[string][]string{}
	var names []string
	for _, s := range skills {
		if s.Name == "" {
			continue
		}
		if len(dirs[s.Name]) == 0 {
			names = append(names, s.Name)
		}
		dirs[s.Name] = append(dirs[s.Name], s.Dir)
	}
	var probs []Problem
	for _, n := range names {
		if d := dirs[n]; len(d) > 1 {
			probs = append(probs, Problem{Code: CodeDuplicateName, Severity: Warning, File: d[0],
				Message: fmt.Sprintf("%d skills are named %q: %s", len(d), n, strings.Join(d, ", ")),
				Hint:    "pick one by path (" + hint.Run("add", "SOURCE", "--path", "DIR").String() + ") or rename one of them"})
		}
	}
	return probs
}

var errTooLarge = errors.New("file too large")

// maxPeek bounds what is read of a SKILL.md over the size limit to learn
// its name: the frontmatter at its head, nothing more.
const maxPeek = 64 << 10

// peekName is the valid name in the frontmatter of the SKILL.md at name,
// read from at most its first maxPeek bytes; "" when those do not hold a
// whole frontmatter with a valid name.
func peekName(fsys fs.FS, name string) string {
	f, err := fsys.Open(name)
	if err != nil {
		return ""
	}
	defer f.Close()
	head, err := io.ReadAll(io.LimitReader(f, maxPeek))
	if err != nil {
		return ""
	}
	_, body, _, p := splitFrontmatter(head)
	if p != nil {
		return ""
	}
	doc, _ := ParseSkillMD(head[:len(head)-len(body)])
	if doc == nil || names.Skill(doc.Frontmatter.Name) != nil {
		return ""
	}
	return doc.Frontmatter.Name
}

// readBounded reads a file of at most max bytes. The size is checked
// before reading (for a git tree, from the object header), so a file over
// the limit is refused without its content being inflated.
func readBounded(fsys fs.FS, name string, max int64) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if info, err := f.Stat(); err == nil && info.Mode().IsRegular() && info.Size() > max {
		return nil, errTooLarge
	}
	return readAllBounded(f, max)
}

func readAllBounded(r io.Reader, max int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, max+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > max {
		return nil, errTooLarge
	}
	return data, nil
}
