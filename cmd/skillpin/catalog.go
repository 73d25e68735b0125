package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/view"
	"github.com/skillpin/skillpin/internal/errkind"
	"github.com/skillpin/skillpin/internal/install"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/suggest"
)

type catalogOptions struct {
	f *Factory

	Format string // text, json or xml
	JSON   bool
	Hints  bool
	Roots  []string
}

var catalogFormats = []string{"text", "json", "xml"}

func newCmdCatalog(f *Factory, runF func(context.Context, *catalogOptions) error) *cobra.Command {
	opts := &catalogOptions{f: f}
	if runF == nil {
		runF = runCatalog
	}
	cmd := &cobra.Command{
		Use:   "catalog [--format text|json|xml] [--hints=false] [--root DIR]...",
		Short: "Print the trusted skills as a prompt-ready catalog",
		Long: `Print every skill of the project's trusted root as a catalog a harness puts in
front of the model: name, description, the when_to_use / when_not_to_use hints
(unless --hints=false) and the origin (the source name in skills.lock), sorted
by name. The text form starts with a short preamble telling the model to invoke
a skill when its description matches; --format xml prints an
<available_skills> element instead, --format json (or --json) the same data with
an estimated token count per entry and in total (bytes/4, rounded up, of the
text form). The output depends only on the root: it is byte-identical from run
to run.

Skills with disable-model-invocation: true are left out: a person invokes them
(skillpin show NAME --user), the model does not. Skills that fail to parse are
left out and named on stderr.

With --root, read plain directories laid out like a trusted root
(DIR/<name>/SKILL.md) instead; an earlier --root shadows a later one, and the
origin is the root directory.`,
		Example: `  skillpin catalog
  skillpin catalog --format xml --hints=false
  skillpin catalog --root ~/.claude/skills --json`,
		Args: noArgs("pass directories with --root DIR"),
		RunE: func(cmd *cobra.Command, args []string) error {
			format, err := resolveFormat(cmd, opts.Format, opts.JSON, catalogFormats...)
			if err != nil {
				return err
			}
			opts.Format = format
			return runF(cmd.Context(), opts)
		},
	}
	formatFlag(cmd, &opts.Format, &opts.JSON, catalogFormats...)
	cmd.Flags().BoolVar(&opts.Hints, "hints", true, "include when_to_use / when_not_to_use")
	rootFlag(cmd, &opts.Roots)
	return cmd
}

// rootFlag defines --root, read by the views and serve.
func rootFlag(cmd *cobra.Command, roots *[]string) {
	cmd.Flags().StringArrayVar(roots, "root", nil, "read the skills in `DIR` instead of the project's trusted root (repeatable)")
	completeFlag(cmd, "root", completeDirs)
}

func runCatalog(_ context.Context, opts *catalogOptions) error {
	f := opts.f
	v, err := openSkillView(f, opts.Roots)
	if err != nil {
		return err
	}
	var entries []view.Entry
	for _, in := range v.disc.Skills {
		switch {
		case v.refused[in.Name] != "":
			f.Infof("catalog: left out: %s", v.refused[in.Name])
		case in.Doc.Frontmatter.DisableModelInvocation:
			f.Debugf("catalog: skill %s is left out: disable-model-invocation is true (user-invoked only)", in.Name)
		default:
			entries = append(entries, view.EntryOf(in.Doc.Frontmatter, v.origin(in), opts.Hints))
		}
	}
	c := view.NewCatalog(entries)

	var out bytes.Buffer
	switch opts.Format {
	case "json":
		err = c.WriteJSON(&out)
	case "xml":
		err = c.WriteXML(&out)
	default:
		err = c.WriteText(&out)
	}
	if err != nil {
		return err
	}
	if err := f.writeOut(out.Bytes(), opts.Format == "json"); err != nil {
		return err
	}
	for _, e := range c.Skills {
		f.Debugf("catalog: %s ~%d tokens", e.Name, e.Tokens)
	}
	f.Infof("catalog: %d %s, %d bytes (~%d tokens)", len(c.Skills), noun(len(c.Skills), "skill", "skills"), out.Len(), view.EstimateTokens(out.Len()))
	return nil
}

func viewFirstError(ps []catalog.Problem) string {
	for _, p := range ps {
		if p.Severity == catalog.Error {
			return p.String()
		}
	}
	return "SKILL.md has no usable frontmatter"
}

// skillView is what the view commands (catalog, show, inspect) read: the
// roots, each resolved once so that an install flipping the trusted root
// meanwhile never mixes two generations, and in project mode the lock.
type skillView struct {
	f       *Factory
	project bool
	roots   []viewRoot
	lock    *lock.Lock // project mode only
	disc    *catalog.Discovery
	// refused says why a discovered skill is not to be read, by name.
	refused map[string]string
}

type viewRoot struct {
	shown    string // as the user knows it: the trusted root path, or --root as given
	abs      string // absolute, links not resolved: stable across generations
	resolved string // what it pointed at when the command started; "" when absent
}

// openSkillView reads the project's trusted root, or the --root
// directories in precedence order.
func openSkillView(f *Factory, roots []string) (*skillView, error) {
	dir, err := f.ProjectDir()
	if err != nil {
		return nil, err
	}
	v := &skillView{f: f, project: len(roots) == 0, refused: map[string]string{}}
	if v.project {
		p := (&install.Root{ProjectDir: dir}).Path()
		v.roots = []viewRoot{{shown: p, abs: p}}
	}
	for _, r := range roots {
		if r == "" {
			return nil, usageErrorf("--root needs a directory, got an empty string")
		}
		abs := r
		if !filepath.IsAbs(abs) {
			abs = filepath.Join(dir, r) // relative to -C, like every path
		}
		v.roots = append(v.roots, viewRoot{shown: filepath.Clean(r), abs: filepath.Clean(abs)})
	}
	var dirs []string
	for i := range v.roots {
		r := &v.roots[i]
		g, err := filepath.EvalSymlinks(r.abs)
		switch {
		case errors.Is(err, fs.ErrNotExist):
			if v.project {
				f.Infof("no trusted root at %s yet: run `skillpin install` to publish the locked skills", r.abs)
			} else {
				f.Infof("--root %s does not exist; it holds no skills", r.shown)
			}
			continue
		case err != nil:
			return nil, usageErrorf("resolve %s: %v", r.abs, err)
		}
		r.resolved = g
		dirs = append(dirs, g)
	}
	if v.project && len(dirs) > 0 {
		if v.lock, err = lock.LoadLock(filepath.Join(dir, lock.FileName)); err != nil {
			return nil, fmt.Errorf("the trusted root %s is there but skills.lock cannot be read: %w", v.roots[0].abs, err)
		}
	}
	v.disc = &catalog.Discovery{}
	if len(dirs) > 0 {
		if v.disc, err = catalog.Discover(dirs...); err != nil {
			return nil, err
		}
	}
	for _, p := range v.disc.Problems {
		f.Infof("%s", p)
	}
	for _, in := range v.disc.Skills {
		switch {
		case !in.Valid() || in.Doc == nil:
			v.refused[in.Name] = fmt.Sprintf("skill %s in %s cannot be read: %s", in.Name, v.dirOf(in), viewFirstError(in.Problems))
		case v.project:
			if why := v.checkLocked(in); why != "" {
				v.refused[in.Name] = why
			}
		}
	}
	for _, s := range v.disc.Shadowed {
		f.Infof("skill %s in %s is hidden by the one in %s (an earlier root wins)", s.Name, v.dirOf(s), v.dirOf(v.named(s.Name)))
	}
	return v, nil
}

// root returns the root a discovered skill was read from.
func (v *skillView) root(in *catalog.Installed) *viewRoot {
	for i := range v.roots {
		if v.roots[i].resolved != "" && v.roots[i].resolved == in.Root {
			return &v.roots[i]
		}
	}
	return &viewRoot{shown: in.Root, abs: in.Root}
}

// dirOf is the skill directory as harnesses and models should use it:
// under the root's stable path, not the generation it resolved to.
func (v *skillView) dirOf(in *catalog.Installed) string {
	if in == nil {
		return ""
	}
	return filepath.Join(v.root(in).abs, filepath.Base(in.Dir))
}

// origin is the source name skills.lock records, or the root directory.
func (v *skillView) origin(in *catalog.Installed) string {
	if v.lock != nil {
		if s := v.lock.Skill(in.Name); s != nil {
			return s.Source
		}
	}
	return v.root(in).shown
}

func (v *skillView) named(name string) *catalog.Installed {
	for _, s := range v.disc.Skills {
		if s.Name == name {
			return s
		}
	}
	return nil
}

// find returns the named skill, ready to be read: valid, and (unless
// user) one the model may invoke.
func (v *skillView) find(name string, user bool) (*catalog.Installed, error) {
	in := v.named(name)
	if in == nil {
		var names []string
		for _, s := range v.disc.Skills {
			names = append(names, s.Name)
		}
		where := "the trusted root"
		if !v.project {
			where = "the --root directories"
		}
		e := &viewError{Kind: "not_found", Name: name, Suggestions: suggest.Closest(name, names, 3), kind: errkind.Invalid}
		e.Message = fmt.Sprintf("no skill %q in %s", name, where)
		if len(e.Suggestions) > 0 {
			e.Message += "; did you mean " + strings.Join(e.Suggestions, ", ") + "?"
		} else {
			e.Message += "; `skillpin catalog` lists the skills"
		}
		return nil, e
	}
	if why := v.refused[name]; why != "" {
		return nil, &viewError{Kind: "invalid", Name: name, kind: errkind.CheckFailed, Message: why}
	}
	if in.Doc.Frontmatter.DisableModelInvocation && !user {
		return nil, &viewError{Kind: "user_only", Name: name, kind: errkind.CheckFailed,
			Message: fmt.Sprintf("skill %s is user-invoked only (disable-model-invocation: true); pass --user when a person asked for it", name)}
	}
	return in, nil
}

const viewRepairHint = "run `skillpin verify` to see what changed and `skillpin install` to repair the trusted root"

// checkLocked holds a skill of the trusted root to skills.lock: it must be
// locked, and its SKILL.md must be the locked bytes, which are then what
// every view reads. A root is published complete, so a difference is
// tampering (or a root left behind by an older lock), never a normal state.
// It returns why the skill is refused, "" when it is not.
func (v *skillView) checkLocked(in *catalog.Installed) string {
	locked := v.lock.Skill(in.Name)
	if locked == nil {
		return fmt.Sprintf("skill %s is in the trusted root but not in skills.lock; %s", in.Name, viewRepairHint)
	}
	want, ok := locked.Files.Lookup(catalog.SkillFile)
	if !ok {
		return fmt.Sprintf("skill %s: skills.lock lists no SKILL.md for it; %s", in.Name, viewRepairHint)
	}
	md := filepath.Join(in.Dir, catalog.SkillFile)
	file, err := os.Open(md)
	if err != nil {
		return fmt.Sprintf("skill %s: %v; %s", in.Name, err, viewRepairHint)
	}
	defer file.Close()
	data, err := io.ReadAll(io.LimitReader(file, want.Size+1))
	if err != nil {
		return fmt.Sprintf("skill %s: read %s: %v; %s", in.Name, md, err, viewRepairHint)
	}
	if int64(len(data)) != want.Size || catalog.DigestBytes(data) != want.Digest {
		return fmt.Sprintf("skill %s: %s does not match skills.lock (it changed after install); %s", in.Name, filepath.Join(v.dirOf(in), catalog.SkillFile), viewRepairHint)
	}
	doc, probs := catalog.ParseSkillMD(data)
	if doc == nil || catalog.HasErrors(probs) {
		return fmt.Sprintf("skill %s: %s", in.Name, viewFirstError(probs))
	}
	in.Doc = doc
	return ""
}

// files is the skill's file set: in project mode the locked one (what was
// approved), otherwise read from the directory under the hostile-tree
// rules and the Skills extension's limits.
func (v *skillView) files(in *catalog.Installed) (catalog.FileSet, error) {
	if v.project {
		return v.lock.Skill(in.Name).Files, nil // checkLocked made sure it is there
	}
	dir, err := filepath.EvalSymlinks(in.Dir)
	if err != nil {
		return nil, &viewError{Kind: "invalid", Name: in.Name, kind: errkind.CheckFailed, Message: fmt.Sprintf("skill %s: %v", in.Name, err)}
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, &viewError{Kind: "invalid", Name: in.Name, kind: errkind.CheckFailed, Message: fmt.Sprintf("skill %s: %v", in.Name, err)}
	}
	defer root.Close()
	files, probs := catalog.FileSetOf(root.FS(), ".", catalog.DefaultLimits)
	for _, p := range probs {
		if p.Severity == catalog.Error {
			p.File = filepath.Join(v.dirOf(in), filepath.FromSlash(p.File))
			return nil, &viewError{Kind: "invalid", Name: in.Name, kind: errkind.CheckFailed,
				Message: fmt.Sprintf("skill %s is refused: %s", in.Name, p)}
		}
	}
	return files, nil
}

// viewError is a failure of show or inspect; with --json it is printed as
// {"kind": …} on stdout as well.
type viewError struct {
	Kind        string   `json:"kind"` // not_found, user_only, invalid, invalid_arguments, no_section
	Name        string   `json:"name"`
	Message     string   `json:"message"`
	Suggestions []string `json:"suggestions,omitempty"`
	kind        error    // errkind.Invalid or errkind.CheckFailed
}

func (e *viewError) Error() string        { return e.Message }
func (e *viewError) Is(target error) bool { return target == e.kind }

// failJSON prints err as a {"kind": …} object on stdout when --json
// asked for one, and returns it for the exit code and stderr.
func viewFailJSON(f *Factory, asJSON bool, name string, err error) error {
	if !asJSON || err == nil {
		return err
	}
	var ve *viewError
	if !errors.As(err, &ve) {
		var ae *view.ArgumentError
		if errors.As(err, &ae) {
			ve = &viewError{Kind: "invalid_arguments", Name: name, Message: err.Error(), kind: errkind.Invalid}
		} else {
			return err
		}
	}
	if werr := writeJSON(f.IO.Out, ve); werr != nil {
		return werr
	}
	return err
}
