package view

import "github.com/skillpin/skillpin/internal/catalog"

// Cost is what a skill costs a model at each step of progressive
// disclosure: its catalog entry in every prompt, its body when invoked,
// and each resource file when read.
type Cost struct {
	Name    string     `json:"name"`
	Catalog int        `json:"catalog"` // tokens of the catalog entry, hints included
	Body    int        `json:"body"`    // tokens of the SKILL.md body
	Files   []FileCost `json:"files"`   // every file but SKILL.md, sorted by path
	Tokens  int        `json:"tokens"`  // the sum of all of the above
}

// FileCost is one resource file's size and token estimate.
type FileCost struct {
	Path   string `json:"path"`
	Bytes  int64  `json:"bytes"`
	Tokens int    `json:"tokens"`
}

// CostOf splits a skill's estimated tokens into its catalog entry, its
// body and each of its other files.
func CostOf(entry Entry, body string, files catalog.FileSet) *Cost {
	c := &Cost{Name: entry.Name, Catalog: entry.Tokens, Body: EstimateTokens(len(body)), Files: []FileCost{}}
	c.Tokens = c.Catalog + c.Body
	for _, f := range files {
		if f.Path == catalog.SkillFile {
			continue
		}
		fc := FileCost{Path: f.Path, Bytes: f.Size, Tokens: EstimateTokens(int(f.Size))}
		c.Files = append(c.Files, fc)
		c.Tokens += fc.Tokens
	}
	return c
}
