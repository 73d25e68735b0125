package serve

import (
	"encoding/json"
	"errors"
	"slices"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/install/approvals"
	"github.com/skillpin/skillpin/internal/lock"
	"github.com/skillpin/skillpin/internal/project"
)

// view is one request's reading of the roots (a project.View: each root
// resolved once, every skill admitted by the project's trust decision and
// checked against skills.lock), plus what the Skills extension adds to
// each skill. Everything a request answers comes from one view.
type view struct {
	s     *Server
	pv    *project.View
	built map[string]built
}

type built struct {
	sk  *skill
	err error
}

// skill is a servable skill: a checked project.ViewSkill and its entry.
type skill struct {
	*project.ViewSkill
	name   string
	files  catalog.FileSet
	fm     *catalog.Frontmatter
	fmJSON json.RawMessage
	meta   mcp.Meta
}

// refusal says why a skill or a file is not served. An integrity refusal
// is content that does not match what it must (skills.lock, the listed
// entry): an internal error (-32603). Any other refusal means the URI
// names nothing served (-32602).
type refusal struct {
	integrity bool
	msg       string
}

func (r *refusal) Error() string { return r.msg }

// errAbsent is a name no root holds.
var errAbsent = errors.New("no such skill")

const repairHint = "run `skillpin verify` to see what changed and `skillpin install` to repair the trusted root"

func (s *Server) viewRoots() []project.ViewRoot {
	if len(s.cfg.Roots) > 0 {
		roots := make([]project.ViewRoot, len(s.cfg.Roots))
		for i, r := range s.cfg.Roots {
			roots[i] = project.ViewRoot{Dir: r}
		}
		return roots
	}
	if len(s.cfg.Scopes) > 0 {
		return s.cfg.Scopes
	}
	return []project.ViewRoot{{Dir: s.cfg.ProjectDir, Project: true, Env: s.cfg.Env, Scope: "project"}}
}

// openView reads the roots once.
func (s *Server) openView() (*view, error) {
	pv, err := project.OpenView(s.viewRoots()...)
	if err != nil {
		return nil, internalError("cannot read the project, so nothing can be checked and nothing is served: " + err.Error())
	}
	if s.testHookViewOpened != nil {
		s.testHookViewOpened()
	}
	return &view{s: s, pv: pv, built: map[string]built{}}, nil
}

func (v *view) names() []string { return v.pv.Names() }

func (v *view) close() { v.pv.Close() }

// withView answers one request from one view. When a root moved while the
// request was read (an install flipped the link, and may have removed the
// generation being read), the answer may be incomplete, so it is computed
// again from the new generation.
func withView[R any](s *Server, fn func(*view) (R, error)) (R, error) {
	for attempt := 0; ; attempt++ {
		v, err := s.openView()
		if err != nil {
			var zero R
			s.note(true, err.Error())
			return zero, err
		}
		r, err := fn(v)
		v.close()
		if attempt < 3 {
			if now, nerr := project.OpenView(s.viewRoots()...); nerr == nil {
				moved := !slices.Equal(now.Resolved(), v.pv.Resolved())
				now.Close()
				if moved {
					continue
				}
			}
		}
		for _, n := range v.pv.Notes() {
			s.note(true, n)
		}
		return r, err
	}
}

// hint says what to do about content that changed under the server.
func (v *view) hint() string {
	if len(v.s.cfg.Roots) == 0 {
		return repairHint
	}
	return "the directory is being modified; list the skills again once it is settled"
}

// skill builds and checks the named skill once per view. The error is
// errAbsent or a *refusal.
func (v *view) skill(name string) (*skill, error) {
	if b, ok := v.built[name]; ok {
		return b.sk, b.err
	}
	sk, err := v.build(name)
	v.built[name] = built{sk, err}
	return sk, err
}

func (v *view) build(name string) (*skill, error) {
	vs, err := v.pv.Skill(name)
	var r *project.Refusal
	switch {
	case errors.Is(err, project.ErrNoSkill):
		return nil, errAbsent
	case errors.As(err, &r):
		msg := "skill " + name + " is not served: " + r.Reason
		if len(v.s.cfg.Roots) > 0 && r.Integrity {
			msg += "; " + v.hint()
		}
		v.s.note(true, msg)
		return nil, &refusal{integrity: r.Integrity, msg: msg}
	case err != nil:
		return nil, &refusal{integrity: true, msg: err.Error()}
	}
	if vs.Locked != nil {
		// An entry lists every file with its digest: all of them must be
		// the locked bytes before the skill is listed at all.
		if err := vs.Verify(); err != nil {
			msg := "skill " + name + " is not served: " + err.Error() + "; " + repairHint
			v.s.note(true, msg)
			return nil, &refusal{integrity: true, msg: msg}
		}
	}
	fm, err := vs.Doc.Frontmatter.MarshalJSON()
	if err != nil {
		return nil, &refusal{msg: "skill " + name + " is not served: render frontmatter: " + err.Error()}
	}
	sk := &skill{ViewSkill: vs, name: name, files: vs.Files, fm: vs.Doc.Frontmatter, fmJSON: fm}
	if vs.Locked != nil {
		sk.meta = provenance(vs)
	} else {
		sk.meta = mcp.Meta{MetaDigest: vs.Files.Digest()}
	}
	return sk, nil
}

// provenance is a locked skill's _meta: where it came from, what the lock
// pins, and why it may reach an agent.
func provenance(vs *project.ViewSkill) mcp.Meta {
	sk := vs.Locked
	m := mcp.Meta{MetaDigest: sk.Digest, MetaPath: sk.Path}
	if src := vs.Source; src != nil {
		m[MetaSource] = src.URL
		if src.Ref != "" {
			m[MetaRef] = src.Ref
		}
		if src.Commit != "" {
			m[MetaCommit] = src.Commit
		}
	}
	if sk.Signature != nil {
		m[MetaSignature] = signer(sk.Signature)
	}
	approval := map[string]any{"state": string(vs.Trust.Approval), "policy": vs.Trust.Policy}
	if vs.Trust.Approval == approvals.Approved && vs.Trust.Record != nil {
		approval["by"] = vs.Trust.Record.By
		approval["at"] = vs.Trust.Record.At
	}
	m[MetaApproval] = approval
	if vs.Scope != "" {
		m[MetaScope] = vs.Scope
	}
	return m
}

func signer(s *lock.LockedSignature) string { return s.Signer() }

// readVerified reads f of sk, checked against its entry.
func readVerified(sk *skill, f catalog.File) ([]byte, error) { return sk.ReadFile(f) }
