package serve

import (
	"context"
	"errors"
	"fmt"
	"path"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/serve/skilluri"
)

// Cursor kinds, so that a cursor of one listing is refused by another.
const (
	cursorSkills    = "skills"
	cursorResources = "resources"
	cursorDirectory = "dir"
)

// entry is the Skills-extension entry of sk; a checked skill keeps the
// one it built (ent).
func (sk *skill) entry() *Skill {
	if sk.ent != nil {
		return sk.ent
	}
	res := make([]SkillResource, len(sk.files))
	for i, f := range sk.files {
		res[i] = SkillResource{URI: skilluri.File(sk.name, f.Path), Digest: f.Digest, Size: f.Size}
	}
	return &Skill{URI: skilluri.File(sk.name, catalog.SkillFile), Frontmatter: sk.fmJSON, Resources: res, Meta: sk.meta}
}

// resource is the resource metadata of one file of sk. SKILL.md is named
// and described by its frontmatter and carries the provenance. A file
// whose extension says nothing is read (and checked) to tell text from
// binary.
func (sk *skill) resource(f catalog.File) (*mcp.Resource, error) {
	r := &mcp.Resource{URI: skilluri.File(sk.name, f.Path), Name: path.Base(f.Path), Size: f.Size}
	if f.Path == catalog.SkillFile {
		r.Name = sk.name
		r.Description = sk.fm.Description
		r.MIMEType = "text/markdown"
		r.Meta = sk.meta
		return r, nil
	}
	if skilluri.Known(f.Path) {
		r.MIMEType = skilluri.MIMEType(f.Path, false)
		return r, nil
	}
	data, err := readVerified(sk, f)
	if err != nil {
		return nil, err
	}
	r.MIMEType = skilluri.MIMEType(f.Path, utf8.Valid(data))
	return r, nil
}

// versionFields are the result fields only 2026-07-28 sessions get:
// resultType, and for skills/list and skills/get the cache hints.
func (s *Server) versionFields(version string) (resultType string, ttlMs *int64, scope string) {
	if !modern(version) {
		return "", nil, ""
	}
	ms := s.ttl.Milliseconds()
	return "complete", &ms, cacheScope
}

// failure turns a view error about the skill name into the error a client
// gets: -32602 for a skill that is not served, -32603 for one whose
// content does not match.
func (s *Server) failure(uri string, err error) error {
	var r *refusal
	switch {
	case errors.Is(err, errStale):
		return err // answered again by withView
	case errors.Is(err, errAbsent):
		return invalidParams(fmt.Sprintf("No skill is served at %s", uri))
	case errors.As(err, &r) && r.integrity:
		return internalError(r.msg)
	case errors.As(err, &r):
		return invalidParams(r.msg)
	}
	return err
}

// metaOf is the _meta of params that may be absent (a nil pointer, which
// must not reach an interface: it would not compare equal to nil there).
func metaOf(p *mcp.ParamsBase) mcp.Meta {
	if p == nil {
		return nil
	}
	return p.Meta
}

// listSkills answers skills/list: served skills by name, pageSize at a
// time. Skills that are not served are left out (and said so on stderr).
func (s *Server) listSkills(ctx context.Context, ss *mcp.ServerSession, p *ListSkillsParams) (*ListSkillsResult, error) {
	var cursor string
	var base *mcp.ParamsBase
	if p != nil {
		cursor, base = p.Cursor, &p.ParamsBase
	}
	version := protocolVersion(ss, metaOf(base))
	after, ok := skilluri.DecodeCursor(cursor, cursorSkills, "")
	if !ok {
		return nil, invalidParams("invalid cursor: pass back the nextCursor of the previous skills/list result")
	}
	return withView(s, func(v *reading) (*ListSkillsResult, error) {
		res := &ListSkillsResult{Skills: []*Skill{}}
		res.ResultType, res.TTLMs, res.CacheScope = s.versionFields(version)
		next, err := s.page(v, after, func(sk *skill) error {
			res.Skills = append(res.Skills, sk.entry())
			return nil
		})
		if next != "" {
			res.NextCursor = skilluri.EncodeCursor(cursorSkills, "", next)
		}
		if sp := spliceOf(ctx); err == nil && sp != nil && !s.noSplice {
			raw, fresh, err := v.snap.page(after, res.Skills)
			if err != nil {
				return nil, err
			}
			if fresh {
				s.encodedPages.Add(1)
			}
			sp.setList(raw)
			res.Skills = []*Skill{sp.placeholderEntry()}
		}
		return res, err
	})
}

// page calls add for the served skills after the cursor position after,
// in name order, until a page is full. It returns the name to resume
// after when more skills remain ("" on the last page). Skills that cannot
// be served are skipped, as in every listing: a host never sees them.
func (s *Server) page(v *reading, after string, add func(*skill) error) (string, error) {
	var last string
	n := 0
	for _, name := range v.names() {
		if name <= after {
			continue
		}
		sk, err := v.skill(name)
		if errors.Is(err, errStale) {
			return "", err
		}
		if err != nil {
			continue
		}
		if n == s.pageSize {
			return last, nil
		}
		if err := add(sk); err != nil {
			return "", err
		}
		n++
		last = name
	}
	return "", nil
}

// getSkill answers skills/get: the entry of the skill whose SKILL.md is
// params.uri.
func (s *Server) getSkill(ctx context.Context, ss *mcp.ServerSession, p *GetSkillParams) (*GetSkillResult, error) {
	if p == nil || p.URI == "" {
		return nil, invalidParams("skills/get needs params.uri, the URI of a skill's SKILL.md (skill://<name>/SKILL.md)")
	}
	version := protocolVersion(ss, metaOf(&p.ParamsBase))
	name, rel, ok := skilluri.Parse(p.URI)
	if !ok || rel != catalog.SkillFile {
		return nil, invalidParams(fmt.Sprintf("No skill is served at %s: skill URIs have the form skill://<name>/SKILL.md", p.URI))
	}
	return withView(s, func(v *reading) (*GetSkillResult, error) {
		sk, err := v.skill(name)
		if err != nil {
			return nil, s.failure(p.URI, err)
		}
		res := &GetSkillResult{Skill: sk.entry()}
		res.ResultType, res.TTLMs, res.CacheScope = s.versionFields(version)
		return res, nil
	})
}

// readResource answers resources/read for skill:// URIs: the bytes of a
// listed file, re-read and checked against its entry (and the lock).
func (s *Server) readResource(ctx context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
	uri := req.Params.URI
	name, rel, ok := skilluri.Parse(uri)
	if !ok || rel == "" {
		return nil, mcp.ResourceNotFoundError(uri)
	}
	return withView(s, func(v *reading) (*mcp.ReadResourceResult, error) {
		sk, err := v.skill(name)
		if err != nil {
			if errors.Is(err, errAbsent) {
				return nil, mcp.ResourceNotFoundError(uri)
			}
			var r *refusal
			if errors.As(err, &r) && !r.integrity {
				return nil, notFound(uri, r.msg)
			}
			return nil, s.failure(uri, err)
		}
		f, ok := sk.files.Lookup(rel)
		if !ok {
			return nil, mcp.ResourceNotFoundError(uri)
		}
		sp := spliceOf(ctx)
		if sp != nil && !s.noSplice {
			// The file's bytes are held until they are written out.
			if err := sp.grant.AcquireWait(f.Size + spliceChunk); err != nil {
				sp.refuse(err)
				return nil, internalError(err.Error())
			}
			if s.testHookRead != nil {
				s.testHookRead()
			}
		}
		data, err := readVerified(sk, f)
		if err != nil {
			v.distrust(name)
			msg := fmt.Sprintf("skill %s: refusing to serve %s: %v; %s", name, uri, err, v.hint())
			s.note(false, msg)
			return nil, internalError(msg)
		}
		text := utf8.Valid(data)
		c := &mcp.ResourceContents{URI: uri}
		if rel == catalog.SkillFile {
			c.MIMEType = "text/markdown"
			c.Meta = sk.meta
		} else {
			c.MIMEType = skilluri.MIMEType(rel, text)
		}
		switch {
		case len(data) == 0:
			// "text" is omitted when empty; an empty blob still says
			// "here are zero bytes".
			c.Blob = []byte{}
		case sp != nil && !s.noSplice:
			// The bytes go to the connection as they are encoded, in
			// place of the token (see splice).
			sp.setData(data, !text)
			if text {
				c.Text = sp.token
			} else {
				c.Blob = []byte(sp.token)
			}
		case text:
			c.Text = string(data)
		default:
			c.Blob = data
		}
		return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{c}}, nil
	})
}

// notFound is the go-sdk's resource-not-found error for uri, saying why.
func notFound(uri, msg string) error {
	err := mcp.ResourceNotFoundError(uri)
	if je, ok := err.(*jsonrpc.Error); ok {
		e := *je
		e.Message = msg
		return &e
	}
	return err
}

// readDirectory answers resources/directory/read: the direct children of
// a directory of a served skill, from its checked entry, so that a
// directory read never shows a file that is not served.
func (s *Server) readDirectory(ctx context.Context, ss *mcp.ServerSession, p *ReadDirectoryParams) (*ReadDirectoryResult, error) {
	if p == nil || p.URI == "" {
		return nil, invalidParams("resources/directory/read needs params.uri, a directory URI such as skill://<name> or skill://<name>/scripts")
	}
	version := protocolVersion(ss, metaOf(&p.ParamsBase))
	name, rel, ok := skilluri.Parse(p.URI)
	if !ok {
		return nil, invalidParams(fmt.Sprintf("%s is not a directory resource served here: directory URIs have the form skill://<name>[/<dir>], without a trailing slash", p.URI))
	}
	after, ok := skilluri.DecodeCursor(p.Cursor, cursorDirectory, p.URI)
	if !ok {
		return nil, invalidParams("invalid cursor: pass back the nextCursor of the previous resources/directory/read result for the same uri")
	}
	return withView(s, func(v *reading) (*ReadDirectoryResult, error) {
		sk, err := v.skill(name)
		if err != nil {
			return nil, s.failure(p.URI, err)
		}
		if _, isFile := sk.files.Lookup(rel); isFile {
			return nil, invalidParams(fmt.Sprintf("%s is a file, not a directory resource; read it with resources/read", p.URI))
		}
		children, found := childrenOf(sk.files, rel)
		if !found {
			return nil, invalidParams(fmt.Sprintf("%s is not a directory resource: skill %s has no directory %s", p.URI, name, rel))
		}
		res := &ReadDirectoryResult{Resources: []*mcp.Resource{}}
		res.ResultType, _, _ = s.versionFields(version)
		var last string
		for _, c := range children {
			if c.name <= after {
				continue
			}
			if len(res.Resources) == s.pageSize {
				res.NextCursor = skilluri.EncodeCursor(cursorDirectory, p.URI, last)
				break
			}
			var r *mcp.Resource
			if c.dir {
				r = &mcp.Resource{URI: skilluri.File(name, c.path), Name: c.name, MIMEType: DirectoryMIMEType}
			} else if r, err = sk.resource(c.file); err != nil {
				msg := fmt.Sprintf("skill %s: %v; %s", name, err, v.hint())
				s.note(false, msg)
				return nil, internalError(msg)
			}
			res.Resources = append(res.Resources, r)
			last = c.name
		}
		return res, nil
	})
}

type child struct {
	name string
	path string // skill-relative
	dir  bool
	file catalog.File
}

// childrenOf lists the direct children of directory rel ("" for the
// skill's root) as the sorted file set implies them: files, and the
// directories their paths pass through. found is false when no file lies
// under rel.
func childrenOf(files catalog.FileSet, rel string) (children []child, found bool) {
	prefix := ""
	if rel != "" {
		prefix = rel + "/"
	}
	for _, f := range files {
		rest, ok := strings.CutPrefix(f.Path, prefix)
		if !ok {
			continue
		}
		found = true
		head, _, nested := strings.Cut(rest, "/")
		switch {
		case !nested:
			children = append(children, child{name: head, path: f.Path, file: f})
		case len(children) > 0 && children[len(children)-1].dir && children[len(children)-1].name == head:
			// another file in the same subdirectory
		default:
			children = append(children, child{name: head, path: prefix + head, dir: true})
		}
	}
	// Paths sort byte-wise with "/" (0x2f) inside them, so "a/x" sorts
	// before "a.txt" but after "a-b"; order the children by name.
	sortChildren(children)
	return children, found
}

func sortChildren(children []child) {
	slices.SortFunc(children, func(a, b child) int { return strings.Compare(a.name, b.name) })
}

// listResourcesMiddleware answers resources/list with the SKILL.md of
// every served skill, so that a host without the Skills extension still
// finds them (the skill://*/SKILL.md convention). The files of a skill
// are reached through its entry or resources/directory/read.
func (s *Server) listResourcesMiddleware(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		lr, ok := req.(*mcp.ListResourcesRequest)
		if method != "resources/list" || !ok {
			return next(ctx, method, req)
		}
		var cursor string
		if lr.Params != nil {
			cursor = lr.Params.Cursor
		}
		after, ok := skilluri.DecodeCursor(cursor, cursorResources, "")
		if !ok {
			return nil, invalidParams("invalid cursor: pass back the nextCursor of the previous resources/list result")
		}
		res, err := withView(s, func(v *reading) (*mcp.ListResourcesResult, error) {
			res := &mcp.ListResourcesResult{Resources: []*mcp.Resource{}}
			res.TTLMs = int(s.ttl.Milliseconds())
			res.CacheScope = cacheScope
			next, err := s.page(v, after, func(sk *skill) error {
				md, _ := sk.files.Lookup(catalog.SkillFile)
				r, err := sk.resource(md)
				if err != nil {
					return internalError(err.Error())
				}
				res.Resources = append(res.Resources, r)
				return nil
			})
			if err != nil {
				return nil, err
			}
			if next != "" {
				res.NextCursor = skilluri.EncodeCursor(cursorResources, "", next)
			}
			return res, nil
		})
		if err != nil {
			return nil, err // not a typed nil in the interface
		}
		return res, nil
	}
}
