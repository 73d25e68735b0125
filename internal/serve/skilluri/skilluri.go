// Package skilluri names what the MCP server hands out: the skill:// URI
// of a skill and of each of its files (one canonical spelling, parsed
// strictly back), the opaque cursors of its paginated listings, and the
// MIME type a file is described with. It reads nothing.
package skilluri

import (
	"encoding/base64"
	"net/url"
	"path"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/lock/names"
)

// Scheme is the URI scheme skills are served under.
const Scheme = "skill"

// Root is the directory URI of a skill: skill://<name>.
func Root(name string) string { return Scheme + "://" + name }

// File is the URI of a skill-relative slash path. Each segment is
// percent-encoded, so that every file has exactly one URI and the URI
// matches the skill://{+path} template whatever the file is called.
func File(name, rel string) string {
	if rel == "" {
		return Root(name)
	}
	segs := strings.Split(rel, "/")
	for i, s := range segs {
		segs[i] = url.PathEscape(s)
	}
	return Root(name) + "/" + strings.Join(segs, "/")
}

// Parse splits a skill URI into the skill name and the skill-relative
// path ("" for the skill's root directory). It accepts only the canonical
// spelling File produces: no trailing slash, no empty, "." or ".."
// segment, no needless or lowercase-hex escapes.
func Parse(uri string) (name, rel string, ok bool) {
	rest, ok := strings.CutPrefix(uri, Scheme+"://")
	if !ok {
		return "", "", false
	}
	name, rel, _ = strings.Cut(rest, "/")
	if names.Skill(name) != nil {
		return "", "", false
	}
	if rel == "" {
		if strings.HasSuffix(rest, "/") {
			return "", "", false
		}
		return name, "", true
	}
	segs := strings.Split(rel, "/")
	for i, s := range segs {
		d, err := url.PathUnescape(s)
		if err != nil || catalog.ValidName(d) != nil {
			return "", "", false
		}
		segs[i] = d
	}
	rel = strings.Join(segs, "/")
	if File(name, rel) != uri {
		return "", "", false
	}
	return name, rel, true
}

// EncodeCursor: cursors are opaque to clients: base64url of a kind tag, the scope they
// belong to and the last name returned. A cursor from one listing is
// refused by another.
func EncodeCursor(kind, scope, after string) string {
	return base64.RawURLEncoding.EncodeToString([]byte(kind + "\x00" + scope + "\x00" + after))
}

// DecodeCursor is the name after which a listing of kind in scope
// resumes; ok is false for a cursor of another listing.
func DecodeCursor(cursor, kind, scope string) (after string, ok bool) {
	if cursor == "" {
		return "", true
	}
	b, err := base64.RawURLEncoding.DecodeString(cursor)
	if err != nil {
		return "", false
	}
	parts := strings.SplitN(string(b), "\x00", 3)
	if len(parts) != 3 || parts[0] != kind || parts[1] != scope || parts[2] == "" {
		return "", false
	}
	return parts[2], true
}

// mimeTypes maps the extensions skills commonly hold. It is fixed rather
// than read from the system's mime tables, so that the same skill is
// described the same way on every machine.
var mimeTypes = map[string]string{
	".md":       "text/markdown",
	".markdown": "text/markdown",
	".txt":      "text/plain",
	".text":     "text/plain",
	".csv":      "text/csv",
	".tsv":      "text/tab-separated-values",
	".html":     "text/html",
	".htm":      "text/html",
	".css":      "text/css",
	".js":       "text/javascript",
	".mjs":      "text/javascript",
	".cjs":      "text/javascript",
	".ts":       "text/x-typescript",
	".py":       "text/x-python",
	".sh":       "text/x-shellscript",
	".bash":     "text/x-shellscript",
	".rb":       "text/x-ruby",
	".go":       "text/x-go",
	".rs":       "text/x-rust",
	".java":     "text/x-java",
	".c":        "text/x-c",
	".h":        "text/x-c",
	".sql":      "application/sql",
	".json":     "application/json",
	".jsonl":    "application/jsonl",
	".yaml":     "application/yaml",
	".yml":      "application/yaml",
	".toml":     "application/toml",
	".xml":      "application/xml",
	".xsd":      "application/xml",
	".svg":      "image/svg+xml",
	".png":      "image/png",
	".jpg":      "image/jpeg",
	".jpeg":     "image/jpeg",
	".gif":      "image/gif",
	".webp":     "image/webp",
	".ico":      "image/vnd.microsoft.icon",
	".pdf":      "application/pdf",
	".zip":      "application/zip",
	".gz":       "application/gzip",
	".tar":      "application/x-tar",
	".wasm":     "application/wasm",
	".docx":     "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
	".xlsx":     "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
	".pptx":     "application/vnd.openxmlformats-officedocument.presentationml.presentation",
	".ttf":      "font/ttf",
	".otf":      "font/otf",
	".woff":     "font/woff",
	".woff2":    "font/woff2",
}

// MIMEType describes a file by its extension; a file with another
// extension (or none, like LICENSE) is text/plain when it is UTF-8 text
// and application/octet-stream otherwise, the same test resources/read
// uses to choose text or blob.
func MIMEType(rel string, text bool) string {
	if t, ok := mimeTypes[strings.ToLower(path.Ext(rel))]; ok {
		return t
	}
	if text {
		return "text/plain"
	}
	return "application/octet-stream"
}

// Known reports whether rel's extension alone gives its MIME type, so
// that its bytes need not be read to tell text from binary.
func Known(rel string) bool {
	_, ok := mimeTypes[strings.ToLower(path.Ext(rel))]
	return ok
}
