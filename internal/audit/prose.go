package audit

// proseFindings reads a skill's instructions by role.
func proseFindings(files []File) []Finding { return nil }
