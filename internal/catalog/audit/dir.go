package audit

import (
	"context"
	"io/fs"
	"path"
	"runtime"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// DirSkill is the audit of one skill found in a directory tree.
type DirSkill struct {
	Dir      string    // slash path of the skill directory within the tree
	Name     string    // frontmatter name; "" when SKILL.md does not say
	Findings []Finding // file paths relative to the skill directory
}

// LinkOutside is the code of a symbolic link that leaves the skill
// (catalog's SYMLINK_ESCAPE): a link to ~/.ssh or another file outside
// hands its content to whoever copies the skill by following links.
const LinkOutside = "SYMLINK_ESCAPE"

// Tree audits every skill in fsys (as catalog.Scan finds them): the
// files of each as catalog lists them, without hashing. A skill whose
// tree catalog refuses is still audited, file by file as far as its
// regular files go, and a link leaving it is a critical finding.
func (a *Auditor) Tree(fsys fs.FS, rootName string) ([]DirSkill, []catalog.Problem, error) {
	return a.TreeContext(context.Background(), fsys, rootName)
}

// TreeContext is Tree stopping once ctx is done: no skill is started
// after, a skill under way stops at its next file (SkillContext), and it
// returns ctx's error.
func (a *Auditor) TreeContext(ctx context.Context, fsys fs.FS, rootName string) ([]DirSkill, []catalog.Problem, error) {
	res, err := catalog.Scan(fsys, catalog.ScanOptions{RootName: rootName})
	if err != nil {
		return nil, nil, err
	}
	// Skills are audited in parallel, one worker per CPU: they share
	// nothing but the (read-only) rules.
	out := make([]DirSkill, len(res.Skills))
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), max(len(res.Skills), 1)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				out[i] = a.treeSkill(ctx, fsys, res.Skills[i])
			}
		}()
	}
	for i := 0; i < len(res.Skills) && ctx.Err() == nil; i++ {
		select {
		case next <- i:
		case <-ctx.Done():
		}
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, nil, err
	}
	return out, res.Problems, nil
}

// treeSkill audits one skill of a tree.
func (a *Auditor) treeSkill(ctx context.Context, fsys fs.FS, s *catalog.Skill) DirSkill {
	files, probs := catalog.ListFiles(fsys, s.Dir, catalog.Limits{})
	var extra []Finding
	for _, p := range probs {
		if p.Code == catalog.CodeSymlinkEscape {
			rel := p.File
			if s.Dir != "." {
				if r, ok := cutDir(p.File, s.Dir); ok {
					rel = r
				}
			}
			extra = append(extra, Finding{Code: LinkOutside, Severity: Critical, File: rel,
				Match: safetext.Show(p.Message), Title: "a symbolic link leaves the skill",
				Check: "a link to a file outside the skill (~/.ssh, ~/.aws, /etc) hands that file to whoever follows it; skillpin refuses such a skill, other installers copy the target", Context: []string{}})
		}
	}
	if files == nil {
		var skipped []Finding
		files, skipped = regularFiles(fsys, s.Dir)
		extra = append(extra, skipped...)
	}
	fs, _ := a.SkillContext(ctx, fsys, s.Dir, files) // ctx's error: TreeContext's
	fs = append(fs, extra...)
	Sort(fs)
	return DirSkill{Dir: s.Dir, Name: s.Name, Findings: fs}
}

func cutDir(p, dir string) (string, bool) {
	if len(p) > len(dir) && p[:len(dir)] == dir && p[len(dir)] == '/' {
		return p[len(dir)+1:], true
	}
	return p, false
}

// regularFiles lists the regular files under dir (links and other
// entries left out, nothing followed), for a skill catalog refused; each
// entry left out is a NOT_AUDITED_NAME finding, so that nothing is
// skipped without a line in the report. A regular file whose name
// skillpin refuses (a trailing space or dot, a device name, a
// backslash) is reported for its name and audited all the same, read
// through the path the walk found: such names are chosen to keep a
// payload out of scanners and globs, and its content is what runs.
func regularFiles(fsys fs.FS, dir string) (catalog.FileSet, []Finding) {
	var out catalog.FileSet
	var skipped []Finding
	_ = fs.WalkDir(fsys, dir, func(p string, d fs.DirEntry, err error) error {
		rel := p
		if dir != "." {
			rel, _ = cutDir(p, dir)
		}
		if err != nil {
			if p != dir {
				skipped = append(skipped, nameSkipped(safetext.Show(rel), "could not be read: "+err.Error()))
			}
			return nil
		}
		if d.IsDir() {
			if d.Name() == ".git" {
				return fs.SkipDir
			}
			if p != dir && catalog.ValidPath(rel) != nil {
				skipped = append(skipped, nameSkipped(safetext.Show(rel), "a directory with an unsafe name: "+catalog.ValidPath(rel).Error()))
				return fs.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() {
			if d.Type()&fs.ModeSymlink == 0 { // links leaving the skill are SYMLINK_ESCAPE
				skipped = append(skipped, nameSkipped(safetext.Show(rel), "not a regular file"))
			}
			return nil
		}
		info, err := d.Info()
		if err != nil {
			skipped = append(skipped, nameSkipped(safetext.Show(rel), "could not be read: "+err.Error()))
			return nil
		}
		f := catalog.File{Path: path.Clean(rel), Size: info.Size(), Exec: info.Mode()&0o111 != 0}
		if err := catalog.ValidPath(rel); err != nil {
			skipped = append(skipped, nameSkipped(safetext.Show(rel), "an unsafe name: "+err.Error()+" (not part of what skillpin locks; its content is audited below)"))
			f.Path, f.From = rel, p
		}
		out = append(out, f)
		return nil
	})
	out.Sort()
	return out, skipped
}
