package importer

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/install/safefile"
)

// File is a file another tool wrote, with its format.
type File struct {
	Path   string
	Format Format
}

// Candidates are the files of other tools a scope has, found where those
// tools write them: skills-lock.json and agents.toml in the project dir;
// for the user scope (user), the global .skill-lock.json
// ($XDG_STATE_HOME/skills, else ~/.agents) and dotagents'
// ~/.agents/agents.toml ($DOTAGENTS_HOME). Only regular files that
// exist are returned, each once.
func Candidates(user bool, dir string, getenv func(string) string) []File {
	var cands []File
	if user {
		home := getenv("HOME")
		if x := getenv("XDG_STATE_HOME"); x != "" {
			cands = append(cands, File{filepath.Join(x, "skills", ".skill-lock.json"), GlobalLock})
		}
		if home != "" {
			cands = append(cands, File{filepath.Join(home, ".agents", ".skill-lock.json"), GlobalLock})
		}
		dot := getenv("DOTAGENTS_HOME")
		if dot == "" && home != "" {
			dot = filepath.Join(home, ".agents")
		}
		if dot != "" {
			cands = append(cands, File{filepath.Join(dot, "agents.toml"), Dotagents})
		}
	} else {
		cands = []File{{filepath.Join(dir, "skills-lock.json"), VercelLock}, {filepath.Join(dir, "agents.toml"), Dotagents}}
	}
	var out []File
	for _, c := range cands {
		if fi, err := os.Stat(c.Path); err == nil && fi.Mode().IsRegular() && !slices.ContainsFunc(out, func(f File) bool { return f.Path == c.Path }) {
			out = append(out, c)
		}
	}
	return out
}

// Files is what ReadFiles read: the files (as display shows them), the
// skills they pin that can be imported into the project, and what was
// skipped and why.
type Files struct {
	Read    []string
	Skills  []Skill
	Skipped []Skipped
}

// ReadFiles reads files (each bounded by MaxFile) for the project in dir.
// A skill whose source is a local path is imported only from a file in
// the project, and only when the path, links evaluated, stays inside it;
// the others are skipped with the reason. display is how messages show a
// path. A file that cannot be read or parsed is an error.
func ReadFiles(files []File, dir string, display func(string) string) (*Files, error) {
	out := &Files{Read: []string{}, Skipped: []Skipped{}}
	for _, f := range files {
		data, err := safefile.Read(filepath.Dir(f.Path), filepath.Base(f.Path), MaxFile)
		if err != nil {
			return nil, fmt.Errorf("import: %w", err)
		}
		r, err := Read(f.Format, data, display(f.Path))
		if err != nil {
			return nil, err
		}
		out.Read = append(out.Read, display(f.Path))
		out.Skipped = append(out.Skipped, r.Skipped...)
		for _, sk := range r.Skills {
			if strings.HasPrefix(sk.Source, ".") && filepath.Dir(f.Path) != dir {
				// A local path is relative to the file that names it;
				// only a file in the project names directories of it.
				out.Skipped = append(out.Skipped, Skipped{Name: sk.Name, From: sk.From,
					Reason: fmt.Sprintf("its local source %s is relative to a file outside the project", sk.Source)})
				continue
			}
			if strings.HasPrefix(sk.Source, ".") && !inside(dir, sk.Source) {
				// ./link where link leads out of the project is a
				// directory elsewhere on the machine, as /abs is.
				out.Skipped = append(out.Skipped, Skipped{Name: sk.Name, From: sk.From,
					Reason: fmt.Sprintf("its local source %s leads out of the project (a link to a directory elsewhere); skillpin imports local directories inside the project only", sk.Source)})
				continue
			}
			out.Skills = append(out.Skills, sk)
		}
	}
	return out, nil
}

// inside reports whether rel, relative to dir, is inside it with every
// link evaluated. A path that does not exist is inside (add then says it
// names nothing).
func inside(dir, rel string) bool {
	root, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return false
	}
	got, err := filepath.EvalSymlinks(filepath.Join(dir, filepath.FromSlash(rel)))
	if errors.Is(err, fs.ErrNotExist) {
		return true
	}
	if err != nil {
		return false
	}
	r, err := filepath.Rel(root, got)
	return err == nil && r != ".." && !strings.HasPrefix(r, ".."+string(filepath.Separator))
}
