// Package skillstatus is what `skillpin status` reports of a locked
// skill, judged from values: stored and whole, trusted (approved, or what
// stands in for an approval), in the trusted root, and the state of each
// target's copy.
package skillstatus

import (
	"fmt"
	"strings"

	"github.com/skillpin/skillpin/internal/install/publish"
	"github.com/skillpin/skillpin/internal/install/store"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/lock/approvals"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// Skill is everything status reports about one locked skill.
type Skill struct {
	Name   string `json:"name"`
	Source string `json:"source"`
	URL    string `json:"url"`
	Ref    string `json:"ref"`
	Commit string `json:"commit"`
	Digest string `json:"digest"`
	// Approval is "approved", "pending" or "revoked".
	Approval string `json:"approval"`
	// ApprovalNote says why: who approved and when, the policy or trust
	// that stands in for an approval, or what changed since it was given.
	ApprovalNote string `json:"approval_note,omitempty"`
	ApprovedBy   string `json:"approved_by,omitempty"`
	ApprovedAt   string `json:"approved_at,omitempty"`
	// Store is "ok", "missing" or "tampered".
	Store string `json:"store"`
	// InRoot says whether the trusted root holds this skill at the locked digest.
	InRoot bool `json:"in_root"`
	// Reason says why the skill is not in the root ("" when it is): the
	// Problems as one line, each with the command that fixes it.
	Reason string `json:"reason,omitempty"`
	// Problems are the reasons as data, for callers that branch on them.
	Problems []state.Problem `json:"problems,omitempty"`
	// Targets maps each target dir to "synced", "missing", "clash",
	// "modified", "extra", or "refused" (skillpin may not write the target
	// at all: `skillpin verify` says why). For a skill not in the root it
	// names only the targets that still hold skillpin's entry of it:
	// "kept" (files were added to it, so skillpin leaves it: remove it
	// yourself) or "extra" (`skillpin install` removes it).
	Targets map[string]string `json:"targets,omitempty"`
}

// Of is the state of the locked skill sk of the source ls: stored says
// whether the store holds its entry, mm how that entry differs from the
// lock (none when it was not re-hashed, or is whole), trust the trust
// decision; changeNote, when set, says what changed since a revoked
// approval. ok says the skill belongs in the trusted root; the problems
// that keep it out are rendered for scope.
func Of(sk *lock.LockedSkill, ls *lock.LockedSource, stored bool, mm []store.Mismatch, trust state.Trust, changeNote func() string, scope hint.Scope) (st Skill, ok bool) {
	st = Skill{Name: sk.Name, Source: sk.Source, Digest: sk.Digest, Store: "ok"}
	if ls != nil {
		st.URL, st.Ref, st.Commit = ls.URL, ls.Ref, ls.Commit
	}
	var reasons []state.Problem

	switch {
	case !stored:
		st.Store = "missing"
		reasons = append(reasons, state.Problem{Code: state.ProblemStoreMissing, Message: hint.Text("not in the store"), Fix: hint.Run("install")})
	default:
		if len(mm) > 0 {
			st.Store = "tampered"
			reasons = append(reasons, state.Problem{Code: state.ProblemStoreTampered, Message: hint.Text("store entry does not match the lock: " + DescribeMismatches(mm)), Fix: hint.Run("install", "--repair")})
		}
	}

	st.Approval, st.ApprovalNote = string(trust.Approval), trust.Note
	if trust.Record != nil {
		st.ApprovedBy, st.ApprovedAt = trust.Record.By, trust.Record.At
	}
	if trust.Approval == approvals.Revoked && changeNote != nil {
		st.ApprovalNote += ": " + changeNote()
	}
	reasons = append(reasons, trust.Problems...)

	if len(reasons) > 0 {
		st.Reason, st.Problems = state.ProblemsText(reasons, scope), reasons
	}
	return st, len(reasons) == 0
}

// Targets fills in each state's targets from the mismatches CheckTargets
// found in targets (with the entries the trusted root holds), and returns
// the leftovers: entries skillpin made for skills no longer locked, kept
// because files were added to them (store.KindKept), or not yet removed
// (store.KindExtra).
func Targets(states []Skill, targets []string, mismatches []publish.TargetMismatch) (leftovers []publish.TargetMismatch) {
	index := map[string]int{}
	for i := range states {
		index[states[i].Name] = i
	}
	problems := map[string]string{} // target + "\x00" + skill -> kind
	unsafe := map[string]bool{}
	for _, m := range mismatches {
		if m.Path == "." {
			// The target itself cannot be used (it leads into .git,
			// outside the project…): nothing in it is synced.
			unsafe[m.Target] = true
			continue
		}
		skill, _, _ := strings.Cut(m.Path, "/")
		i, locked := index[skill]
		switch {
		case !locked:
			leftovers = append(leftovers, m)
		case states[i].InRoot:
			problems[m.Target+"\x00"+skill] = m.Kind
		default:
			// Held back from the root, but skillpin's entry is still in
			// the target (kept, or not yet removed).
			if states[i].Targets == nil {
				states[i].Targets = map[string]string{}
			}
			states[i].Targets[m.Target] = m.Kind
		}
	}
	for i := range states {
		if !states[i].InRoot || len(targets) == 0 {
			continue
		}
		states[i].Targets = map[string]string{}
		for _, t := range targets {
			state := "synced"
			if k, ok := problems[t+"\x00"+states[i].Name]; ok {
				state = k
			}
			if unsafe[t] {
				state = "refused"
			}
			states[i].Targets[t] = state
		}
	}
	return leftovers
}

// DescribeMismatches says in one line how a store entry differs from the
// lock: the first five files and how many more.
func DescribeMismatches(mm []store.Mismatch) string {
	var parts []string
	for i, m := range mm {
		if i == 5 {
			parts = append(parts, fmt.Sprintf("… %d more", len(mm)-5))
			break
		}
		parts = append(parts, fmt.Sprintf("%s %s", m.Path, m.Kind))
	}
	return strings.Join(parts, ", ")
}
