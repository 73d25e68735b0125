package script

import (
	"slices"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/flow"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/gated"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/implant"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/lolbin"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/notebook"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/pkgsource"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/prog"
	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// The analysis's input and results are package flow's, named here for
// package audit.
type (
	// Input is one file of a skill.
	Input = flow.Input
	// Hit is one thing found, at the line of the sink.
	Hit = flow.Hit
	// Kind is what a Hit found.
	Kind = flow.Kind
	// Skip is a part of a file the analysis could not read whole.
	Skip = flow.Skip
	// Taint is a set of kinds of secret a value carries.
	Taint = value.Taint
)

// The kinds of hit (see flow's).
const (
	ReverseShell  = flow.ReverseShell
	DecodeToShell = flow.DecodeToShell
	DecodeAndExec = flow.DecodeAndExec
	EnvExfil      = flow.EnvExfil
	SecretFlow    = flow.SecretFlow
	Miner         = flow.Miner
	DownloadRun   = flow.DownloadRun
	RemoteExec    = flow.RemoteExec
	Harvest       = flow.Harvest
	HiddenDest    = flow.HiddenDest
	ExternalExec  = flow.ExternalExec
	StagedPayload = flow.StagedPayload
	ClipboardSwap = flow.ClipboardSwap
	AddressSwap   = flow.AddressSwap
	KeyImplant    = flow.KeyImplant
	AgentSettings = flow.AgentSettings
	Wiper         = flow.Wiper
	Lookalike     = flow.Lookalike
	PackageSource = flow.PackageSource
)

// ProxyExec reports a hit's sink that is a signed Windows program
// fetching and running code no setup step documents (mshta URL).
func ProxyExec(sink string) bool { return lolbin.NotSetup(sink) }

// Analyze reads the code of one skill's files: scripts by extension or
// #! line, fenced code blocks of its Markdown files, and files another
// file runs. Hits are sorted by file and line.
func Analyze(files []Input) ([]Hit, []Skip) {
	files = slices.Clone(files)
	for i := range files {
		if f := &files[i]; f.Data != nil && strings.HasSuffix(strings.ToLower(f.Path), ".ipynb") {
			// A notebook's code cells are Python (tables.LangOfPath).
			f.Data = notebook.Code(f.Data)
		}
	}
	hits, skips := flow.Analyze(files, flow.Langs{Shell: shellUnit, Program: prog.Run, Other: otherUnit})
	return addHits(hits, slices.Concat(keyloggers(files), pkgsource.Shipped(files), pkgsource.Spelled(files, hits), implant.Find(files), gated.Find(files))), skips
}
