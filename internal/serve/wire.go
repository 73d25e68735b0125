package serve

import (
	"encoding/json"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// SkillResource is one file of a skill entry: the digest and size cover
// the raw bytes resources/read returns for URI.
type SkillResource struct {
	URI    string `json:"uri"`
	Digest string `json:"digest"` // "sha256:" + 64 lowercase hex
	Size   int64  `json:"size"`
}

// Skill is the Skills-extension entry of one skill.
type Skill struct {
	// URI is skill://<name>/SKILL.md; its last path segment is the name.
	URI string `json:"uri"`
	// Frontmatter is the SKILL.md frontmatter as JSON, scalars typed as a
	// YAML 1.2 core-schema parser types them (dates stay strings).
	Frontmatter json.RawMessage `json:"frontmatter"`
	// Resources is every file of the skill, SKILL.md and nested skills'
	// files included, sorted by path.
	Resources []SkillResource `json:"resources"`
	// Meta holds skillpin's provenance keys (MetaPrefix).
	Meta mcp.Meta `json:"_meta,omitempty"`

	// raw is the entry as JSON, once a checked skill encoded it: every
	// listing of the skill sends the same bytes.
	raw json.RawMessage
}

// MarshalJSON encodes the entry (once, for a checked skill's entry).
func (s *Skill) MarshalJSON() ([]byte, error) {
	if s.raw != nil {
		return s.raw, nil
	}
	type plain Skill
	return json.Marshal((*plain)(s))
}

// ListSkillsParams are the params of skills/list.
type ListSkillsParams struct {
	mcp.ParamsBase
	Cursor string `json:"cursor,omitempty"`
}

// ListSkillsResult is the result of skills/list. ResultType, TTLMs and
// CacheScope are set only on 2026-07-28 sessions: go-sdk adds resultType
// to its own result types only, and embedding mcp.Cacheable would put the
// cache fields on older sessions too.
type ListSkillsResult struct {
	mcp.ResultBase
	ResultType string   `json:"resultType,omitempty"`
	Skills     []*Skill `json:"skills"`
	NextCursor string   `json:"nextCursor,omitempty"`
	TTLMs      *int64   `json:"ttlMs,omitempty"`
	CacheScope string   `json:"cacheScope,omitempty"`
}

// GetSkillParams are the params of skills/get.
type GetSkillParams struct {
	mcp.ParamsBase
	URI string `json:"uri"`
}

// GetSkillResult is the result of skills/get; see ListSkillsResult for
// the version-dependent fields.
type GetSkillResult struct {
	mcp.ResultBase
	ResultType string `json:"resultType,omitempty"`
	Skill      *Skill `json:"skill"`
	TTLMs      *int64 `json:"ttlMs,omitempty"`
	CacheScope string `json:"cacheScope,omitempty"`
}

// ReadDirectoryParams are the params of resources/directory/read.
type ReadDirectoryParams struct {
	mcp.ParamsBase
	URI    string `json:"uri"`
	Cursor string `json:"cursor,omitempty"`
}

// ReadDirectoryResult is the result of resources/directory/read.
// ResultType is set only on 2026-07-28 sessions.
type ReadDirectoryResult struct {
	mcp.ResultBase
	ResultType string          `json:"resultType,omitempty"`
	Resources  []*mcp.Resource `json:"resources"`
	NextCursor string          `json:"nextCursor,omitempty"`
}

// cacheScope is "private": the listing describes one project on one
// machine, not something a shared intermediary should keep.
const cacheScope = "private"

// protocolVersion is the protocol revision one request is answered at.
// A 2026-07-28 request says so itself: SEP-2575 puts the version in every
// request's _meta (and go-sdk has already refused a version it does not
// support). Without it the session ran the initialize handshake, whose
// negotiated version go-sdk does not expose; the initialize params hold
// the version the client asked for, and the handshake never negotiates
// 2026-07-28 or later (initialize is replaced there by server/discover),
// so a request for such a version was answered with 2025-11-25.
func protocolVersion(ss *mcp.ServerSession, meta mcp.Meta) string {
	if v, ok := meta[mcp.MetaKeyProtocolVersion].(string); ok && v != "" {
		return v
	}
	if ss != nil {
		if p := ss.InitializeParams(); p != nil && p.ProtocolVersion != "" {
			if p.ProtocolVersion >= ModernProtocol {
				return legacyFallback
			}
			return p.ProtocolVersion
		}
	}
	return legacyFallback
}

// modern reports whether version carries resultType and cache fields.
func modern(version string) bool { return version >= ModernProtocol }

// invalidParams is the -32602 error of an unknown skill, file or
// directory, or malformed params.
func invalidParams(msg string) error {
	return &jsonrpc.Error{Code: jsonrpc.CodeInvalidParams, Message: msg}
}

// internalError is the -32603 error of content that does not match what
// it must match; the message says what and what to do.
func internalError(msg string) error {
	return &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: msg}
}
