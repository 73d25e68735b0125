package view

import (
	"encoding/xml"
	"io"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/ui/jsonout"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// CatalogPreamble opens the text catalog: it tells a model what the list
// is and when to use an entry.
const CatalogPreamble = "The skills below hold instructions for specific tasks. When a task matches a skill's\n" +
	"description, invoke that skill to load its full instructions before you act.\n"

// Entry is one skill as a catalog lists it.
type Entry struct {
	Name         string   `json:"name"`
	Description  string   `json:"description"`
	WhenToUse    []string `json:"when_to_use,omitempty"`
	WhenNotToUse []string `json:"when_not_to_use,omitempty"`
	// Origin is where the skill came from: the source name in
	// skills.lock, or the root directory it was read from.
	Origin string `json:"origin"`
	// Scope is whose trusted root the skill is in: "project" or "user";
	// "" for a plain directory.
	Scope string `json:"scope,omitempty"`
	// Arguments are the named arguments the skill declares, in the order
	// declared, whichever form the frontmatter used (a mapping of name to
	// {type, required, description}, a list, a string): what a model
	// passes when it invokes the skill. Absent when it declares none.
	Arguments []catalog.Argument `json:"arguments,omitempty"`
	// Tokens estimates the entry's lines in the text catalog.
	Tokens int `json:"tokens"`
}

// Catalog is the prompt-ready list of skills a harness injects so that a
// model knows what it can invoke.
type Catalog struct {
	Skills []Entry `json:"skills"` // sorted by name
	// Tokens estimates the whole text catalog, preamble included.
	Tokens int `json:"tokens"`
}

// EntryOf is the catalog entry of a skill. With hints, when_to_use and
// when_not_to_use come along.
func EntryOf(fm *catalog.Frontmatter, origin string, hints bool) Entry {
	e := Entry{Name: fm.Name, Description: fm.Description, Origin: origin, Arguments: slices.Clone(fm.Arguments)}
	if hints {
		e.WhenToUse = slices.Clone(fm.WhenToUse)
		e.WhenNotToUse = slices.Clone(fm.WhenNotToUse)
	}
	e.Tokens = EstimateTokens(len(e.text()))
	return e
}

// NewCatalog sorts entries by name and totals their tokens.
func NewCatalog(entries []Entry) *Catalog {
	c := &Catalog{Skills: slices.Clone(entries)}
	if c.Skills == nil {
		c.Skills = []Entry{}
	}
	slices.SortFunc(c.Skills, func(a, b Entry) int { return strings.Compare(a.Name, b.Name) })
	c.Tokens = EstimateTokens(len(c.text()))
	return c
}

// text is the text catalog: the preamble, a blank line, then one entry
// after another; nothing at all when there are no skills, so that an
// empty catalog costs no tokens.
func (c *Catalog) text() string {
	if len(c.Skills) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString(CatalogPreamble)
	b.WriteString("\n")
	for _, e := range c.Skills {
		b.WriteString(e.text())
	}
	return b.String()
}

// text is the entry's lines: "name: description (from origin)", then
// the hints, each list on one indented line, then the arguments on one
// ("arguments: path (string, required): the file; pages (integer)").
func (e Entry) text() string {
	var b strings.Builder
	b.WriteString(e.Name)
	b.WriteString(": ")
	b.WriteString(oneLine(e.Description))
	if e.Origin != "" {
		b.WriteString(" (from ")
		b.WriteString(oneLine(e.Origin))
		b.WriteString(")")
	}
	b.WriteString("\n")
	for _, h := range []struct {
		label string
		items []string
	}{{"use when", e.WhenToUse}, {"not when", e.WhenNotToUse}} {
		if len(h.items) == 0 {
			continue
		}
		items := make([]string, len(h.items))
		for i, it := range h.items {
			items[i] = oneLine(it)
		}
		b.WriteString("  " + h.label + ": " + strings.Join(items, "; ") + "\n")
	}
	if len(e.Arguments) > 0 {
		items := make([]string, len(e.Arguments))
		for i, a := range e.Arguments {
			items[i] = argumentText(a)
		}
		b.WriteString("  arguments: " + strings.Join(items, "; ") + "\n")
	}
	return b.String()
}

// argumentText is one declared argument: its name, its type and whether
// it is required in parentheses, then its description.
func argumentText(a catalog.Argument) string {
	s := oneLine(a.Name)
	var attrs []string
	if a.Type != "" {
		attrs = append(attrs, a.Type)
	}
	if a.Required {
		attrs = append(attrs, "required")
	}
	if len(attrs) > 0 {
		s += " (" + strings.Join(attrs, ", ") + ")"
	}
	if d := oneLine(a.Description); d != "" {
		s += ": " + d
	}
	return s
}

// oneLine folds every run of whitespace to one space, so that one entry
// is one line however its YAML was written, then shows what is left of
// hidden characters escaped (safetext.Line): no terminal escape, bidi
// control, Unicode tag character or CI workflow command reaches a
// terminal, a log or a prompt unseen.
func oneLine(s string) string {
	return safetext.Line(strings.Join(strings.Fields(s), " "))
}

// WriteText writes the text catalog.
func (c *Catalog) WriteText(w io.Writer) error {
	_, err := io.WriteString(w, c.text())
	return err
}

// WriteJSON writes the catalog as indented JSON.
func (c *Catalog) WriteJSON(w io.Writer) error {
	return jsonout.Write(w, c)
}

type xmlCatalog struct {
	XMLName xml.Name   `xml:"available_skills"`
	Skills  []xmlSkill `xml:"skill"`
}

type xmlSkill struct {
	Name         string        `xml:"name"`
	Description  string        `xml:"description"`
	Origin       string        `xml:"origin,omitempty"`
	WhenToUse    []string      `xml:"when_to_use"`
	WhenNotToUse []string      `xml:"when_not_to_use"`
	Arguments    []xmlArgument `xml:"argument"`
}

type xmlArgument struct {
	Name        string `xml:"name,attr"`
	Type        string `xml:"type,attr,omitempty"`
	Required    bool   `xml:"required,attr,omitempty"`
	Description string `xml:",chardata"`
}

// WriteXML writes the catalog as an <available_skills> element, one
// <skill> with <name> and <description> each (the shape the Agent Skills
// integration guide suggests), plus <origin> and one <when_to_use> or
// <when_not_to_use> per hint, and one <argument name="…" type="…"
// required="true">description</argument> per declared argument.
func (c *Catalog) WriteXML(w io.Writer) error {
	// Text keeps its lines; hidden characters are shown escaped, as in
	// every other output (XML itself could not even hold most controls).
	block := safetext.Block
	blocks := func(ss []string) []string {
		out := make([]string, len(ss))
		for i, s := range ss {
			out[i] = block(s)
		}
		return out
	}
	x := xmlCatalog{Skills: make([]xmlSkill, len(c.Skills))}
	for i, e := range c.Skills {
		x.Skills[i] = xmlSkill{Name: safetext.Line(e.Name), Description: block(e.Description), Origin: safetext.Line(e.Origin), WhenToUse: blocks(e.WhenToUse), WhenNotToUse: blocks(e.WhenNotToUse)}
		for _, a := range e.Arguments {
			x.Skills[i].Arguments = append(x.Skills[i].Arguments, xmlArgument{Name: safetext.Line(a.Name), Type: safetext.Line(a.Type), Required: a.Required, Description: block(a.Description)})
		}
	}
	out, err := xml.MarshalIndent(x, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(out, '\n'))
	return err
}
