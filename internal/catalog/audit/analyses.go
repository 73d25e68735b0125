package audit

// analyses are the audits that read a skill's files as programs and as
// instructions rather than line by line: scripts parsed, values followed
// from where they are read to where they are sent (scripts.go), and the
// prose of SKILL.md and the files it points to read by role (prose.go).
// Their findings join the rules' findings of the same skill.
func (a *Auditor) analyses(files []File) []Finding {
	var out []Finding
	out = append(out, scriptFindings(files)...)
	out = append(out, proseFindings(files)...)
	return out
}
