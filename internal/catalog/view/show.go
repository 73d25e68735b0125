package view

import (
	"fmt"
	"io"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
)

// ResourceFolders are the folders an activation lists, in this order:
// the Agent Skills conventions for code, documentation and templates.
var ResourceFolders = []string{"scripts", "references", "assets"}

// MaxListedResources is how many files of one folder an activation
// names; the rest are counted, so that a skill with thousands of assets
// does not flood the context.
const MaxListedResources = 10

// ResourceFolder is one resource folder of an activation.
type ResourceFolder struct {
	Folder string `json:"folder"` // "scripts", "references" or "assets"
	// Files are skill-relative paths, sorted, at most MaxListedResources.
	Files []string `json:"files"`
	More  int      `json:"more"` // files not named
}

// ResourcesOf lists the non-empty resource folders of a file set.
func ResourcesOf(files catalog.FileSet) []ResourceFolder {
	out := []ResourceFolder{}
	for _, folder := range ResourceFolders {
		rf := ResourceFolder{Folder: folder, Files: []string{}}
		for _, f := range files {
			if !strings.HasPrefix(f.Path, folder+"/") {
				continue
			}
			if len(rf.Files) < MaxListedResources {
				rf.Files = append(rf.Files, f.Path)
			} else {
				rf.More++
			}
		}
		if len(rf.Files) > 0 {
			out = append(out, rf)
		}
	}
	return out
}

// Activation is what a model reads when it invokes a skill: the
// frontmatter, the instructions with arguments filled in, and which
// resource files it can read next.
type Activation struct {
	Name string `json:"name"`
	// Dir is the skill directory resource paths are relative to.
	Dir         string               `json:"dir"`
	Body        string               `json:"body"`
	Frontmatter *catalog.Frontmatter `json:"frontmatter"`
	Resources   []ResourceFolder     `json:"resources"`
	Bytes       int                  `json:"bytes"` // of Body
	// Filled counts the placeholders arguments filled in.
	Filled int `json:"-"`
}

// Activate renders doc, the SKILL.md of the skill at dir whose files are
// files, with args substituted into the body (see SubstituteArguments).
func Activate(doc *catalog.Document, dir string, files catalog.FileSet, args Arguments) (*Activation, error) {
	body, filled, err := SubstituteArguments(doc.Frontmatter, doc.Body, args)
	if err != nil {
		return nil, err
	}
	return &Activation{
		Name:        doc.Frontmatter.Name,
		Dir:         dir,
		Body:        body,
		Frontmatter: doc.Frontmatter,
		Resources:   ResourcesOf(files),
		Bytes:       len(body),
		Filled:      filled,
	}, nil
}

// WriteText writes the activation as a <skill> element: the frontmatter
// re-serialised, the body verbatim in <instructions>, the resource files
// in <resources>, then a one-line note with the body's size.
func (a *Activation) WriteText(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "<skill name=\"%s\" dir=\"%s\">\n", attr(a.Name), attr(a.Dir))
	b.WriteString("<frontmatter>\n")
	b.Write(a.Frontmatter.YAML())
	b.WriteString("</frontmatter>\n")
	b.WriteString("<instructions>\n")
	b.WriteString(a.Body)
	if a.Body != "" && !strings.HasSuffix(a.Body, "\n") {
		b.WriteString("\n")
	}
	b.WriteString("</instructions>\n")
	if len(a.Resources) > 0 {
		b.WriteString("<resources>\n")
		for _, rf := range a.Resources {
			for _, f := range rf.Files {
				b.WriteString(f + "\n")
			}
			if rf.More > 0 {
				fmt.Fprintf(&b, "%s/ (… %d more)\n", rf.Folder, rf.More)
			}
		}
		b.WriteString("</resources>\n")
	}
	b.WriteString("</skill>\n")
	fmt.Fprintf(&b, "(SKILL.md body: %d bytes, ~%d tokens; resource paths are relative to dir)\n", a.Bytes, EstimateTokens(a.Bytes))
	_, err := io.WriteString(w, b.String())
	return err
}

var attrEscaper = strings.NewReplacer(`&`, "&amp;", `<`, "&lt;", `>`, "&gt;", `"`, "&quot;", "\n", "&#10;", "\r", "&#13;", "\t", "&#9;")

func attr(s string) string { return attrEscaper.Replace(s) }
