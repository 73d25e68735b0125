package prose

import "github.com/skillpin/skillpin/internal/catalog/audit/prose/tooltext"

// The functions normal_test.go checks, now in tooltext.
var (
	invisible        = tooltext.Invisible
	dropInvisible    = tooltext.DropInvisible
	dropInvisibleAll = tooltext.DropInvisibleAll
)
