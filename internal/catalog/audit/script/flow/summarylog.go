package flow

import "github.com/skillpin/skillpin/internal/catalog/audit/script/value"

// The summaries of a skill's functions are shared state, yet a run that
// touched them need not be evaluated again in the second pass. Such a
// run records what it did to them, in order (its log): each summary it
// took to write into (Summary), each it found and read (Lookup, with the
// summary as it read it), each file it ran or imported (Runs: the file
// queued, and its summary or none as read), and each write (FnSends,
// FnExec, FnOut). In
// the second pass, the log is played over copies of the summaries as
// they stand: when every summary the run read is as the run read it then
// (the run's own writes played before each read, as an evaluation would
// make them), evaluating the unit again would read the same things, so
// do the same (its hits, skips and output) and write the same; the
// writes played on the copies are then what the summaries become. When
// one read differs, the unit is evaluated again. Writes are played, not
// assumed done: a join is not idempotent (NS adds up), so the copies
// end as the evaluation would leave the summaries.

// opKind is what one entry of a run's log did.
type opKind uint8

const (
	opGet  opKind = iota // took the summary to write into (Summary)
	opLook               // found and read it (Lookup); snap is what it read
	opSend               // its function sends parameters param to sink, host, by sk
	opExec               // its function runs parameters param
	opOut                // its function returns v (joined into Out)
	opRuns               // queued file key in lang sink (Runs), and read its summary snap (nil: none)
)

// op is one entry of a run's log of the summaries it touched.
type op struct {
	kind       opKind
	key        string
	param      uint64
	sink, host string
	sk         SendKind
	v          value.Value // opOut: what was joined
	snap       *Summary    // opLook: the summary as it was read
}

// logOp records o for the run under way.
func (a *Skill) logOp(o op) {
	if a.cur != nil {
		a.cur.log = append(a.cur.log, o)
	}
}

// FnSends records that the function being analysed sends its parameters
// param to sink (at host, by kind): where a helper sends what it is given.
func (u *Unit) FnSends(param uint64, sink, host string, kind SendKind) {
	if u.Fn == nil {
		return
	}
	u.Fn.SendsParam |= param
	u.Fn.SendSink, u.Fn.SendHost, u.Fn.SendKind = sink, host, kind
	u.Skill.logOp(op{kind: opSend, key: u.Fn.key, param: param, sink: sink, host: host, sk: kind})
}

// FnExec records that the function being analysed runs its parameters
// param as code.
func (u *Unit) FnExec(param uint64) {
	if u.Fn == nil {
		return
	}
	u.Fn.ExecParam |= param
	u.Skill.logOp(op{kind: opExec, key: u.Fn.key, param: param})
}

// FnOut records that the function being analysed returns what v carries.
func (u *Unit) FnOut(v value.Value) {
	if u.Fn == nil {
		return
	}
	u.Fn.Out.Join(v)
	u.Skill.logOp(op{kind: opOut, key: u.Fn.key, v: v})
}

// playLog plays a run's log over copies of the summaries as they stand:
// the copies the writes leave (to be stored if the run is given again),
// and false when a summary the run read is not as it read it.
func (a *Skill) playLog(log []op) (map[string]*Summary, bool) {
	var cp map[string]*Summary
	get := func(k string) *Summary {
		if c := cp[k]; c != nil {
			return c
		}
		c := &Summary{key: k}
		if s := a.Summaries[k]; s != nil {
			*c = *s
		}
		if cp == nil {
			cp = map[string]*Summary{}
		}
		cp[k] = c
		return c
	}
	for i := range log {
		o := &log[i]
		switch o.kind {
		case opGet:
			get(o.key)
		case opLook:
			if a.Summaries[o.key] == nil && cp[o.key] == nil || !sameSummary(get(o.key), o.snap) {
				return nil, false
			}
		case opRuns:
			if a.Summaries[o.key] == nil && cp[o.key] == nil {
				if o.snap != nil {
					return nil, false
				}
			} else if o.snap == nil || !sameSummary(get(o.key), o.snap) {
				return nil, false
			}
		case opSend:
			c := get(o.key)
			c.SendsParam |= o.param
			c.SendSink, c.SendHost, c.SendKind = o.sink, o.host, o.sk
		case opExec:
			get(o.key).ExecParam |= o.param
		case opOut:
			get(o.key).Out.Join(o.v)
		}
	}
	return cp, true
}

// storeLog makes the summaries what playLog left in its copies, and
// queues the files the run queued (as it would: those not analysed yet).
func (a *Skill) storeLog(log []op, cp map[string]*Summary) {
	for k, c := range cp {
		if s := a.Summaries[k]; s != nil {
			*s = *c
		} else {
			a.Summaries[k] = c
		}
	}
	for i := range log {
		if log[i].kind == opRuns {
			a.queueRun(log[i].key, log[i].sink)
		}
	}
}

// sameSummary reports whether a and b carry the same (a summary's Out is
// made by joins only: its list and receiver are always empty; one that is
// not is never taken as the same).
func sameSummary(a, b *Summary) bool {
	if a.SendsParam != b.SendsParam || a.SendSink != b.SendSink || a.SendHost != b.SendHost || a.SendKind != b.SendKind || a.ExecParam != b.ExecParam || a.key != b.key {
		return false
	}
	x, y := &a.Out, &b.Out
	if len(x.List) > 0 || len(y.List) > 0 || x.Recv != nil || y.Recv != nil {
		return false
	}
	return x.S == y.S && x.Known == y.Known && x.T == y.T && x.A == y.A && x.DL == y.DL && x.Multi == y.Multi && x.Enc == y.Enc && x.Asm == y.Asm && x.Rev == y.Rev &&
		x.Src == y.Src && x.Name == y.Name && x.Dec == y.Dec && x.Obj == y.Obj && x.Param == y.Param && x.NS == y.NS && x.Svc == y.Svc && x.From == y.From
}
