// Package sarif renders an audit's findings as SARIF 2.1.0, the subset
// GitHub code scanning reads: one run, the tool's rules (one per finding
// code, with help text), and results with a physical location.
package sarif

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/verify/gate"
)

const sarifSchema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

// Log is a SARIF file: written as JSON, it is what code scanning uploads.
type Log struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool    sarifTool     `json:"tool"`
	Results []sarifResult `json:"results"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	Version        string      `json:"version"`
	InformationURI string      `json:"informationUri"`
	Rules          []sarifRule `json:"rules"`
}

type sarifText struct {
	Text     string `json:"text"`
	Markdown string `json:"markdown,omitempty"`
}

type sarifRule struct {
	ID                   string         `json:"id"`
	Name                 string         `json:"name"`
	ShortDescription     sarifText      `json:"shortDescription"`
	FullDescription      sarifText      `json:"fullDescription"`
	Help                 sarifText      `json:"help"`
	HelpURI              string         `json:"helpUri"`
	DefaultConfiguration sarifConfig    `json:"defaultConfiguration"`
	Properties           map[string]any `json:"properties"`
}

type sarifConfig struct {
	Level string `json:"level"`
}

type sarifResult struct {
	RuleID              string            `json:"ruleId"`
	RuleIndex           int               `json:"ruleIndex"`
	Level               string            `json:"level"`
	Message             sarifText         `json:"message"`
	Locations           []sarifLocation   `json:"locations"`
	PartialFingerprints map[string]string `json:"partialFingerprints"`
	Properties          map[string]any    `json:"properties"`
	Suppressions        []sarifSuppress   `json:"suppressions,omitempty"`
}

type sarifSuppress struct {
	Kind          string `json:"kind"`
	Justification string `json:"justification"`
}

type sarifLocation struct {
	PhysicalLocation sarifPhysical  `json:"physicalLocation"`
	LogicalLocations []sarifLogical `json:"logicalLocations,omitempty"`
}

type sarifPhysical struct {
	ArtifactLocation sarifArtifact `json:"artifactLocation"`
	Region           *sarifRegion  `json:"region,omitempty"`
}

type sarifArtifact struct {
	URI string `json:"uri"`
}

type sarifRegion struct {
	StartLine int `json:"startLine"`
}

type sarifLogical struct {
	Name               string `json:"name"`
	FullyQualifiedName string `json:"fullyQualifiedName"`
	Kind               string `json:"kind"`
}

// sarifLevel maps a severity onto SARIF's levels.
func sarifLevel(s audit.Severity) string {
	switch s {
	case audit.Critical, audit.High:
		return "error"
	case audit.Medium:
		return "warning"
	}
	return "note"
}

// securitySeverity is GitHub's numeric severity (critical ≥ 9, high ≥ 7,
// medium ≥ 4, low above 0).
func securitySeverity(s audit.Severity) string {
	return map[audit.Severity]string{audit.Critical: "9.5", audit.High: "8.0", audit.Medium: "5.5", audit.Low: "3.0"}[s]
}

// sarifName is a code as a rule name: PIPE_TO_SHELL is PipeToShell.
func sarifName(code string) string {
	var b strings.Builder
	for _, w := range strings.Split(strings.ToLower(code), "_") {
		if w != "" {
			b.WriteString(strings.ToUpper(w[:1]) + w[1:])
		}
	}
	return b.String()
}

const docsURI = "https://github.com/skillpin/skillpin/blob/main/docs/review.md"

// Skill is one audited skill and what the audit found in it.
type Skill struct {
	Name string
	// Path is the skill's directory as given (a skill audited in a
	// directory); LockLine its entry's line in skills.lock (a locked skill).
	Path       string
	LockLine   int
	Findings   []audit.Finding
	Suppressed []gate.SuppressedFinding
}

// Audit renders the findings of skills under rules, for skillpin at
// version. Locked skills (project) are located at their entry in
// skills.lock: their files are not in the repository; a skill audited in
// a directory at its file.
func Audit(skills []Skill, rules audit.Rules, locked bool, version string) Log {
	driver := sarifDriver{Name: "skillpin", Version: version, InformationURI: "https://github.com/skillpin/skillpin", Rules: []sarifRule{}}
	index := map[string]int{}
	addRule := func(fd audit.Finding) int {
		if i, ok := index[fd.Code]; ok {
			return i
		}
		title, help, check, sev := fd.Title, fd.Title, fd.Check, fd.Severity
		if ru, ok := rules.Lookup(fd.Code); ok {
			title, help, check, sev = ru.Title, ru.Help, ru.Check, ru.Severity
		} else if h, ok := audit.OutsideHelp(fd.Code); ok {
			help = h
		}
		driver.Rules = append(driver.Rules, sarifRule{
			ID: fd.Code, Name: sarifName(fd.Code),
			ShortDescription: sarifText{Text: title},
			FullDescription:  sarifText{Text: help},
			Help: sarifText{Text: help + "\n\nWhat to check: " + check,
				Markdown: fmt.Sprintf("**%s** (`%s`)\n\n%s\n\n**What to check:** %s", title, fd.Code, help, check)},
			HelpURI:              docsURI + "#" + strings.ToLower(fd.Code),
			DefaultConfiguration: sarifConfig{Level: sarifLevel(sev)},
			Properties:           map[string]any{"tags": []string{"security", "agent-skills"}, "precision": "medium", "security-severity": securitySeverity(sev)},
		})
		index[fd.Code] = len(driver.Rules) - 1
		return index[fd.Code]
	}
	results := []sarifResult{}
	add := func(s Skill, fd audit.Finding, reason string) {
		i := addRule(fd)
		loc := fmt.Sprintf("%s:%d", fd.File, fd.Line)
		if fd.Line == 0 {
			loc = fd.File
		}
		msg := fmt.Sprintf("%s: %s in skill %s (%s)", fd.Severity, fd.Title, s.Name, loc)
		if fd.Match != "" {
			msg += ": " + fd.Match
		}
		phys := sarifPhysical{ArtifactLocation: sarifArtifact{URI: path.Join(s.Path, fd.File)}}
		if fd.Line > 0 {
			phys.Region = &sarifRegion{StartLine: fd.Line}
		}
		if locked {
			phys = sarifPhysical{ArtifactLocation: sarifArtifact{URI: lock.FileName}}
			if s.LockLine > 0 {
				phys.Region = &sarifRegion{StartLine: s.LockLine}
			}
		}
		res := sarifResult{
			RuleID: fd.Code, RuleIndex: i, Level: sarifLevel(fd.Severity),
			Message: sarifText{Text: msg},
			Locations: []sarifLocation{{PhysicalLocation: phys, LogicalLocations: []sarifLogical{{
				Name: fd.File, FullyQualifiedName: s.Name + "/" + fd.File, Kind: "module"}}}},
			PartialFingerprints: map[string]string{"skillpinFinding/v1": strings.Join([]string{s.Name, fd.Code, fd.File, fd.Match}, "|")},
			Properties: map[string]any{"severity": fd.Severity.String(), "skill": s.Name, "context": fd.Context,
				"capabilities": capabilityNames(audit.CapabilitiesOf(fd.Code))},
		}
		if reason != "" {
			res.Suppressions = []sarifSuppress{{Kind: "external", Justification: reason}}
		}
		results = append(results, res)
	}
	for _, s := range skills {
		for _, fd := range s.Findings {
			add(s, fd, "")
		}
		for _, sf := range s.Suppressed {
			add(s, sf.Finding, sf.Reason)
		}
	}
	slices.SortStableFunc(driver.Rules, func(a, b sarifRule) int { return strings.Compare(a.ID, b.ID) })
	for i, ru := range driver.Rules {
		index[ru.ID] = i
	}
	for i := range results {
		results[i].RuleIndex = index[results[i].RuleID]
	}
	return Log{Schema: sarifSchema, Version: "2.1.0", Runs: []sarifRun{{Tool: sarifTool{Driver: driver}, Results: results}}}
}

// capabilityNames makes no capabilities encode as [] rather than null.
func capabilityNames(cs []string) []string {
	if cs == nil {
		return []string{}
	}
	return cs
}
