package flow

import "github.com/skillpin/skillpin/internal/catalog/audit/script/value"

// The second pass (Analyze) runs again only the units whose first run
// touched what the first pass learned: a top-level unit (a file, a
// Markdown block) whose run read nothing of the skill's shared state but
// its own text is a function of that text, and the second pass gives
// what it did the first time (its hits and skips in their order, the
// bounds it spent, what it printed) instead of evaluating it again.
//
// The shared state a run can read, and how a run that read it is told
// apart: a summary found (Lookup, Runs of a skill file, Summary: the
// run is impure), a summary looked up and not found (recorded: the
// replay needs it still missing), a file the skill's code wrote
// (likewise), a URL found by decoding in the same file (impure if read;
// the replay needs none for the file yet), the decoding and statement
// bounds (impure if one ran out; the replay needs what the run spent
// left).

// replay is off in the tests that compare the analysis with and
// without it.
var replay = true

// unitKey names a top-level unit's run: the same key, the same code
// read the same way.
type unitKey struct {
	path, lang, module, src string
	lineBase                int
	file                    bool
}

// unitRun is what a pure run of a top-level unit did.
type unitRun struct {
	hits          []Hit  // every hit it recorded, in order (addHit keeps or drops each as it did)
	skips         []Skip // every Skip it made, in order
	budget, steps int    // decoded bytes and statements it spent
	misses        []string
	wmisses       []string
	out           value.Value
	log           []op // the summaries it touched (summarylog.go)
}

// unitRec is the record of the run under way; impure: the run read
// shared state the second pass may have changed.
type unitRec struct {
	unitRun
	impure bool
}

// impure marks the run under way as one to evaluate again.
func (a *Skill) impure() {
	if a.cur != nil {
		a.cur.impure = true
	}
}

// Lookup is the summary of file or function k, nil if there is none
// (a miss is recorded: a replay needs it still missing; what was found
// is logged as it was read: a replay needs it the same).
func (a *Skill) Lookup(k string) *Summary {
	s := a.Summaries[k]
	if a.cur != nil {
		if s != nil {
			snap := *s
			a.logOp(op{kind: opLook, key: k, snap: &snap})
		} else {
			a.cur.misses = append(a.cur.misses, k)
		}
	}
	return s
}

// lookWritten is what the skill's code wrote to the file at path.
func (a *Skill) lookWritten(p string) (value.Value, bool) {
	w, ok := a.written[p]
	if a.cur != nil {
		if ok {
			a.cur.impure = true
		} else {
			a.cur.wmisses = append(a.cur.wmisses, p)
		}
	}
	return w, ok
}

// runTop runs a top-level unit, or gives again what its earlier pure
// run did when nothing it depends on has changed.
func (u *Unit) runTop(src string) {
	a := u.Skill
	k := unitKey{path: u.Path, lang: u.Lang, module: u.Module, src: src, lineBase: u.LineBase, file: u.File}
	if r := a.units[k]; r != nil && replay && a.replayable(u.Path, r) {
		cp, ok := a.playLog(r.log)
		if !ok {
			a.evalTop(u, k, src)
			return
		}
		a.storeLog(r.log, cp)
		for _, h := range r.hits {
			a.addHit(h)
		}
		for _, s := range r.skips {
			a.Skip(s.Path, s.Why)
		}
		a.budget -= r.budget
		a.steps -= r.steps
		u.Out = r.out
		return
	}
	if a.cur != nil { // not top-level after all: part of the run recorded
		u.run(src)
		return
	}
	a.evalTop(u, k, src)
}

// evalTop evaluates top-level unit u (key k), recording what it does.
func (a *Skill) evalTop(u *Unit, k unitKey, src string) {
	rec := &unitRec{}
	a.cur = rec
	defer func() { a.cur = nil }()
	b0, s0 := a.budget, a.steps
	u.run(src)
	if rec.impure {
		return
	}
	rec.budget, rec.steps, rec.out = b0-a.budget, s0-a.steps, u.Out
	if a.units == nil {
		a.units = map[unitKey]*unitRun{}
	}
	a.units[k] = &rec.unitRun
}

// replayable reports whether run r would go as it did: the bounds it
// spent are left, what it missed is still missing, and no URL decoded in
// its file is waiting for a network call.
func (a *Skill) replayable(p string, r *unitRun) bool {
	if a.budget < r.budget || a.steps < r.steps {
		return false
	}
	for _, k := range r.misses {
		if a.Summaries[k] != nil {
			return false
		}
	}
	for _, k := range r.wmisses {
		if _, ok := a.written[k]; ok {
			return false
		}
	}
	for _, d := range a.decURLs {
		if d.path == p {
			return false
		}
	}
	return true
}
