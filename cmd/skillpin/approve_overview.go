package main

import (
	"io"

	"github.com/skillpin/skillpin/internal/catalog/review"
	"github.com/skillpin/skillpin/internal/lock/lockdiff"
	"github.com/skillpin/skillpin/internal/verify/approval"
)

// writeApprovalOverview opens what approve shows with the short review
// diff opens with: one line per skill (what it is, what it can do, its
// worst finding) and the findings grouped by kind, before each skill's
// record and content.
func writeApprovalOverview(w io.Writer, previews []approval.Preview, o lockdiff.Options, follows string) error {
	rv := &review.Review{Skills: &lockdiff.Changes{}}
	for _, pv := range previews {
		if pv.Review == nil {
			continue
		}
		rv.Skills.Skills = append(rv.Skills.Skills, *pv.Review)
		ac := review.AuditChanges(pv.Name, nil, pv.Audit)
		if pv.PreviousDigest != "" {
			// What the approved version could do is not known here:
			// nothing is called new.
			ac.Gained = []string{}
		}
		rv.Audit = append(rv.Audit, ac)
	}
	return review.WriteOverview(w, rv, o, follows)
}
