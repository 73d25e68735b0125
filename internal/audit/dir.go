package audit

import (
	"io/fs"
	"path"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/safetext"
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
	res, err := catalog.Scan(fsys, catalog.ScanOptions{RootName: rootName})
	if err != nil {
		return nil, nil, err
	}
	var out []DirSkill
	for _, s := range res.Skills {
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
			files = regularFiles(fsys, s.Dir)
		}
		fs := append(a.Skill(fsys, s.Dir, files), extra...)
		Sort(fs)
		out = append(out, DirSkill{Dir: s.Dir, Name: s.Name, Findings: fs})
	}
	return out, res.Problems, nil
}

func cutDir(p, dir string) (string, bool) {
	if len(p) > len(dir) && p[:len(dir)] == dir && p[len(dir)] == '/' {
		return p[len(dir)+1:], true
	}
	return p, false
}

// regularFiles lists the regular files under dir (links and other
// entries left out, nothing followed), for a skill catalog refused.
func regularFiles(fsys fs.FS, dir string) catalog.FileSet {
	var out catalog.FileSet
	_ = fs.WalkDir(fsys, dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && d.Name() == ".git" {
			return fs.SkipDir
		}
		if !d.Type().IsRegular() {
			return nil
		}
		rel := p
		if dir != "." {
			rel, _ = cutDir(p, dir)
		}
		if catalog.ValidPath(rel) != nil {
			return nil
		}
		info, err := d.Info()
		if err != nil {
			return nil
		}
		out = append(out, catalog.File{Path: path.Clean(rel), Size: info.Size(), Exec: info.Mode()&0o111 != 0})
		return nil
	})
	out.Sort()
	return out
}
