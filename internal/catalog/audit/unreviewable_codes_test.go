package audit

import (
	"testing"

	"github.com/skillpin/skillpin/internal/catalog/audit/auditcode"
)

// TestUnreviewableTexts: every code of a file the audit could not review
// has its help, title and check in package auditcode, spelled as here.
func TestUnreviewableTexts(t *testing.T) {
	for _, c := range []string{NotAudited, NotAuditedBinary, NotAuditedArchive, NotAuditedMinified, NotAuditedPadding, NotAuditedMedia, NotAuditedName, NotAuditedMatches, TextEncoding} {
		if auditcode.UnreviewableTitle()[c] == "" || auditcode.UnreviewableCheck()[c] == "" {
			t.Errorf("%s: no title or no check in auditcode", c)
		}
		if c != NotAudited && auditcode.UnreviewableHelp()[c] == "" {
			t.Errorf("%s: no help in auditcode", c)
		}
	}
}
