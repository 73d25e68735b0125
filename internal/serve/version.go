package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Fields that exist only from 2026-07-28 on: the result type, and the
// cache hints of CacheableResult.
var modernOnly = []string{"resultType", "ttlMs", "cacheScope"}

// exactVersion keeps results to the protocol revision a request is
// answered at. The go-sdk puts ttlMs and cacheScope on every result type
// that has them in 2026-07-28 (resources/list, resources/read,
// resources/templates/list...), whatever the session's revision; an older
// session gets them removed. The Skills-extension results build their
// version-dependent fields themselves (versionFields).
func (s *Server) exactVersion(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		res, err := next(ctx, method, req)
		if err != nil || res == nil {
			return res, err
		}
		var meta mcp.Meta
		if p := req.GetParams(); p != nil && !reflect.ValueOf(p).IsNil() {
			meta = p.GetMeta() // params may be absent: a nil pointer
		}
		var ss *mcp.ServerSession
		if sr, ok := req.GetSession().(*mcp.ServerSession); ok {
			ss = sr
		}
		return atVersion(res, protocolVersion(ss, meta)), nil
	}
}

// atVersion is res as a request answered at version gets it (see
// exactVersion).
func atVersion(res mcp.Result, version string) mcp.Result {
	if modern(version) {
		return res
	}
	if _, ok := res.(mcp.CacheableResult); !ok {
		return res
	}
	return legacyResult{res}
}

// legacyResult is a result encoded without the fields older revisions do
// not have. Embedding the interface keeps it an mcp.Result.
type legacyResult struct{ mcp.Result }

func (r legacyResult) MarshalJSON() ([]byte, error) {
	// The results the server sends, field for field without the cache
	// hints (and without what only 2026-07-28 has: input requests); any
	// other result is encoded and the keys dropped.
	switch v := r.Result.(type) {
	case *mcp.ReadResourceResult:
		return json.Marshal(struct {
			Meta     mcp.Meta                `json:"_meta,omitempty"`
			Contents []*mcp.ResourceContents `json:"contents"`
		}{v.Meta, v.Contents})
	case *mcp.ListResourcesResult:
		return json.Marshal(struct {
			Meta       mcp.Meta        `json:"_meta,omitempty"`
			NextCursor string          `json:"nextCursor,omitempty"`
			Resources  []*mcp.Resource `json:"resources"`
		}{v.Meta, v.NextCursor, v.Resources})
	case *mcp.ListResourceTemplatesResult:
		return json.Marshal(struct {
			Meta              mcp.Meta                `json:"_meta,omitempty"`
			NextCursor        string                  `json:"nextCursor,omitempty"`
			ResourceTemplates []*mcp.ResourceTemplate `json:"resourceTemplates"`
		}{v.Meta, v.NextCursor, v.ResourceTemplates})
	}
	b, err := json.Marshal(r.Result)
	if err != nil {
		return nil, err
	}
	return dropKeys(b, modernOnly)
}

// dropKeys removes the top-level keys of a JSON object, keeping the rest
// in order.
func dropKeys(obj []byte, keys []string) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(obj))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil, fmt.Errorf("result is not a JSON object")
	}
	var out bytes.Buffer
	out.WriteByte('{')
	first := true
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, err
		}
		key, _ := t.(string)
		var val json.RawMessage
		if err := dec.Decode(&val); err != nil {
			return nil, err
		}
		if slices.Contains(keys, key) {
			continue
		}
		if !first {
			out.WriteByte(',')
		}
		first = false
		k, _ := json.Marshal(key)
		out.Write(k)
		out.WriteByte(':')
		out.Write(val)
	}
	out.WriteByte('}')
	return out.Bytes(), nil
}
