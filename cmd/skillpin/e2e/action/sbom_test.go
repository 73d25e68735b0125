package action

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/skillpin/skillpin/internal/verify/sbom/sbomtest"
)

// TestActionSBOM: the action's sbom input writes the bill in the verify
// step, into a directory the job has not made yet.
func TestActionSBOM(t *testing.T) {
	if testing.Short() {
		t.Skip("builds skillpin through the action")
	}
	t.Parallel()
	origin := sharedActionProject(t)
	ws := clone(t, origin, ".")
	r := newActionRunner(t, ws, map[string]string{"sbom": "artifacts/skills.cdx.json"})
	log, failed := r.run()
	if failed != "" {
		t.Fatalf("step %q failed:\n%s", failed, log)
	}
	b, err := os.ReadFile(filepath.Join(ws, "artifacts", "skills.cdx.json"))
	if err != nil {
		t.Fatalf("no bill: %v\n%s", err, log)
	}
	sbomtest.ValidateCycloneDX(t, b)
	var bill struct{ Components []json.RawMessage }
	if err := json.Unmarshal(b, &bill); err != nil {
		t.Fatal(err)
	}
	if len(bill.Components) != 1 {
		t.Errorf("the bill lists %d skills, want the approved one", len(bill.Components))
	}
}
