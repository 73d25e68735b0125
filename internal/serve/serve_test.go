package serve

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"path"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
	"gopkg.in/yaml.v3"

	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

func TestCapabilities(t *testing.T) {
	t.Parallel()
	for _, ver := range versions {
		t.Run(ver, func(t *testing.T) {
			s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}})
			cs := connect(t, s, ver)
			caps := cs.InitializeResult().Capabilities
			if caps == nil || caps.Resources == nil {
				t.Fatalf("resources capability not declared: %+v", caps)
			}
			got, err := json.Marshal(caps.Extensions[ExtensionID])
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != `{"directoryRead":true}` {
				t.Errorf("extensions[%q] = %s, want {\"directoryRead\":true}", ExtensionID, got)
			}
			if _, ok := caps.Experimental[ExtensionID]; ok {
				t.Errorf("the extension is declared under experimental too: %v", caps.Experimental)
			}
		})
	}
}

// TestListPagination pages through skills/list with a page size of 2:
// every served skill once, in name order, no entry split, and the
// skills that are not served left out and named on stderr.
func TestListPagination(t *testing.T) {
	t.Parallel()
	for _, ver := range versions {
		t.Run(ver, func(t *testing.T) {
			root := plainRoot(t)
			addBig(t, root)
			s, log := newServer(t, Config{Roots: []string{root}, PageSize: 2})
			cs := connect(t, s, ver)
			pages := listAll(t, cs)
			if len(pages) != 3 {
				t.Errorf("%d pages, want 3 (5 skills, 2 per page)", len(pages))
			}
			var got []*Skill
			for i, p := range pages {
				if len(p.Skills) == 0 || len(p.Skills) > 2 {
					t.Errorf("page %d has %d skills, want 1 or 2", i, len(p.Skills))
				}
				got = append(got, p.Skills...)
			}
			if n := skillNames(got); !slices.Equal(n, servedPlain) {
				t.Fatalf("served %v, want %v", n, servedPlain)
			}
			for _, sk := range got {
				// An entry never splits: each one lists its whole skill.
				name := strings.TrimSuffix(strings.TrimPrefix(sk.URI, "skill://"), "/SKILL.md")
				if want := len(diskFiles(t, filepath.Join(root, name))); len(sk.Resources) != want {
					t.Errorf("%s lists %d resources, its directory holds %d files", name, len(sk.Resources), want)
				}
			}
			for _, why := range []string{"skill broken is not served", "skill big is not served", "limits", "skill zeta is not served"} {
				if !strings.Contains(log.String(), why) {
					t.Errorf("stderr does not say %q:\n%s", why, log)
				}
			}
		})
	}
}

func TestListCursorErrors(t *testing.T) {
	t.Parallel()
	s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}, PageSize: 2})
	cs := connect(t, s, "")
	first := decode[ListSkillsResult](t, mustCall(t, cs, MethodListSkills, nil))
	dir := decode[ReadDirectoryResult](t, mustCall(t, cs, MethodReadDirectory, &rawParams{URI: "skill://alpha"}))
	if dir.NextCursor == "" {
		t.Fatal("directory listing of alpha has one page; the test needs a cursor")
	}
	for _, c := range []string{"!!not-base64", "Zm9v", dir.NextCursor} {
		_, err := call(t, cs, MethodListSkills, &rawParams{Cursor: c})
		wantCode(t, err, -32602, "skills/list cursor "+c)
	}
	_, err := call(t, cs, MethodReadDirectory, &rawParams{URI: "skill://alpha", Cursor: first.NextCursor})
	wantCode(t, err, -32602, "directory read with a skills/list cursor")
	_, err = call(t, cs, MethodReadDirectory, &rawParams{URI: "skill://alpha/assets", Cursor: dir.NextCursor})
	wantCode(t, err, -32602, "directory read with another directory's cursor")
}

// TestEveryFileVerified reads every listed file of every skill and checks
// it the way a verifying host does: the listing is complete (every file
// on disk, each once, SKILL.md included), and each read's size and sha256
// match its entry and the bytes on disk.
func TestEveryFileVerified(t *testing.T) {
	t.Parallel()
	for _, ver := range versions {
		t.Run(ver, func(t *testing.T) {
			root := plainRoot(t)
			s, _ := newServer(t, Config{Roots: []string{root}})
			cs := connect(t, s, ver)
			ctx := context.Background()
			reads := 0
			for _, sk := range allSkills(t, cs) {
				var fm struct{ Name string }
				if err := json.Unmarshal(sk.Frontmatter, &fm); err != nil {
					t.Fatal(err)
				}
				if last := path.Base(path.Dir(sk.URI)); last != fm.Name || path.Base(sk.URI) != "SKILL.md" {
					t.Errorf("entry URI %s does not end in <frontmatter.name>/SKILL.md (name %q)", sk.URI, fm.Name)
				}
				disk := diskFiles(t, filepath.Join(root, fm.Name))
				seen := map[string]bool{}
				for _, r := range sk.Resources {
					rel := relOf(t, fm.Name, r.URI)
					if seen[rel] {
						t.Errorf("%s listed twice", r.URI)
					}
					seen[rel] = true
					want, ok := disk[rel]
					if !ok {
						t.Errorf("%s is listed but not on disk", r.URI)
						continue
					}
					if r.Size != int64(len(want)) || r.Digest != sha(want) {
						t.Errorf("%s listed as %d bytes %s, disk has %d bytes %s", r.URI, r.Size, r.Digest, len(want), sha(want))
					}
					res, err := cs.ReadResource(ctx, &mcp.ReadResourceParams{URI: r.URI})
					if err != nil {
						t.Fatalf("read %s: %v", r.URI, err)
					}
					got, c := contentOf(t, res)
					reads++
					if int64(len(got)) != r.Size || sha(got) != r.Digest {
						t.Errorf("read %s: %d bytes %s, entry says %d bytes %s", r.URI, len(got), sha(got), r.Size, r.Digest)
					}
					if c.URI != r.URI {
						t.Errorf("read %s answered for %s", r.URI, c.URI)
					}
					if rel == "SKILL.md" && c.MIMEType != "text/markdown" {
						t.Errorf("%s has mimeType %q, want text/markdown", r.URI, c.MIMEType)
					}
				}
				for rel := range disk {
					if !seen[rel] {
						t.Errorf("skill %s: %s is on disk but not listed", fm.Name, rel)
					}
				}
				if !seen["SKILL.md"] {
					t.Errorf("skill %s does not list SKILL.md", fm.Name)
				}
			}
			if reads < len(alphaFiles)+len(betaFiles)+3 {
				t.Errorf("read %d files, want every file of every skill", reads)
			}
		})
	}
}

// TestReadContent checks text/blob choice and mime types.
func TestReadContent(t *testing.T) {
	t.Parallel()
	s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}})
	cs := connect(t, s, "")
	tests := []struct {
		uri, mime string
		blob      bool
	}{
		{"skill://alpha/SKILL.md", "text/markdown", false},
		{"skill://alpha/references/guide.md", "text/markdown", false},
		{"skill://alpha/scripts/run.sh", "text/x-shellscript", false},
		{"skill://alpha/assets/logo.png", "image/png", true},
		{"skill://alpha/assets/deep/nested/data.bin", "application/octet-stream", true},
		{"skill://alpha/notes%20and%20ideas.txt", "text/plain", false},
		{"skill://alpha/LICENSE", "text/plain", false},
		{"skill://alpha/blob", "application/octet-stream", true},
		{"skill://alpha/empty.txt", "text/plain", true},
		{"skill://beta/sub/inner/SKILL.md", "text/markdown", false},
	}
	for _, tt := range tests {
		res, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: tt.uri})
		if err != nil {
			t.Errorf("read %s: %v", tt.uri, err)
			continue
		}
		_, c := contentOf(t, res)
		if c.MIMEType != tt.mime {
			t.Errorf("%s: mimeType %q, want %q", tt.uri, c.MIMEType, tt.mime)
		}
		if (c.Blob != nil) != tt.blob {
			t.Errorf("%s: blob = %v, want %v", tt.uri, c.Blob != nil, tt.blob)
		}
	}
}

// TestFrontmatterRoundTrip parses the served SKILL.md with an independent
// YAML parser, as a host does, and compares it with the entry.
func TestFrontmatterRoundTrip(t *testing.T) {
	t.Parallel()
	for _, ver := range versions {
		t.Run(ver, func(t *testing.T) {
			s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}})
			cs := connect(t, s, ver)
			entry := decode[GetSkillResult](t, mustCall(t, cs, MethodGetSkill, &rawParams{URI: "skill://alpha/SKILL.md"})).Skill
			res, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: entry.URI})
			if err != nil {
				t.Fatal(err)
			}
			text, _ := contentOf(t, res)
			parts := strings.SplitN(string(text), "---\n", 3)
			if len(parts) != 3 {
				t.Fatalf("served SKILL.md has no frontmatter:\n%s", text)
			}
			var doc yaml.Node
			if err := yaml.Unmarshal([]byte(parts[1]), &doc); err != nil {
				t.Fatal(err)
			}
			j, err := json.Marshal(coreValue(t, doc.Content[0]))
			if err != nil {
				t.Fatal(err)
			}
			var fromYAML, fromEntry map[string]any
			if err := json.Unmarshal(j, &fromYAML); err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(entry.Frontmatter, &fromEntry); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(fromYAML, fromEntry) {
				t.Errorf("entry frontmatter differs from the served SKILL.md's:\nentry %s\nyaml  %s", entry.Frontmatter, j)
			}
			want := map[string]any{
				"created":     "2024-01-15",
				"description": "Folded description that spans two source lines.\n",
				"version":     1.0,
			}
			for k, v := range want {
				if fromEntry[k] != v {
					t.Errorf("frontmatter[%s] = %#v, want %#v", k, fromEntry[k], v)
				}
			}
			if got := fromEntry["metadata"].(map[string]any)["reviewed"]; got != "2025-03-01T10:00:00Z" {
				t.Errorf("nested timestamp = %#v, want the string as written", got)
			}
			// Keys keep their source order.
			if !strings.HasPrefix(string(entry.Frontmatter), `{"name":"alpha","description":`) {
				t.Errorf("frontmatter keys out of source order: %s", entry.Frontmatter)
			}
		})
	}
}

func TestDirectoryRead(t *testing.T) {
	t.Parallel()
	type kid struct{ name, mime string }
	dir := func(n string) kid { return kid{n, DirectoryMIMEType} }
	tests := []struct {
		uri  string
		want []kid
	}{
		{"skill://alpha", []kid{
			{"LICENSE", "text/plain"}, {"alpha", "text/markdown"}, dir("assets"), {"blob", "application/octet-stream"},
			{"empty.txt", "text/plain"}, {"notes and ideas.txt", "text/plain"}, dir("references"), dir("scripts"),
		}},
		{"skill://alpha/assets", []kid{dir("deep"), {"logo.png", "image/png"}}},
		{"skill://alpha/assets/deep", []kid{dir("nested")}},
		{"skill://alpha/assets/deep/nested", []kid{{"data.bin", "application/octet-stream"}}},
		{"skill://beta", []kid{{"beta", "text/markdown"}, dir("sub")}},
		{"skill://beta/sub/inner", []kid{{"SKILL.md", "text/markdown"}, {"ref.md", "text/markdown"}}},
	}
	for _, ver := range versions {
		t.Run(ver, func(t *testing.T) {
			s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}})
			cs := connect(t, s, ver)
			for _, tt := range tests {
				res := decode[ReadDirectoryResult](t, mustCall(t, cs, MethodReadDirectory, &rawParams{URI: tt.uri}))
				if res.NextCursor != "" {
					t.Errorf("%s: unexpected nextCursor", tt.uri)
				}
				var got []kid
				for _, r := range res.Resources {
					got = append(got, kid{r.Name, r.MIMEType})
					// Every child is addressable: directories by another
					// directory read, files by resources/read.
					if r.MIMEType == DirectoryMIMEType {
						if strings.HasSuffix(r.URI, "/") || r.URI != tt.uri+"/"+r.Name {
							t.Errorf("%s: directory URI %q, want %s/%s without trailing slash", tt.uri, r.URI, tt.uri, r.Name)
						}
						mustCall(t, cs, MethodReadDirectory, &rawParams{URI: r.URI})
					} else if _, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: r.URI}); err != nil {
						t.Errorf("%s: child %s is not readable: %v", tt.uri, r.URI, err)
					}
				}
				if !slices.Equal(got, tt.want) {
					t.Errorf("%s:\n got  %v\n want %v", tt.uri, got, tt.want)
				}
			}
			// The skill's own SKILL.md carries its metadata.
			res := decode[ReadDirectoryResult](t, mustCall(t, cs, MethodReadDirectory, &rawParams{URI: "skill://beta"}))
			if md := res.Resources[0]; md.URI != "skill://beta/SKILL.md" || md.Description != "Beta does beta things." || md.Size == 0 {
				t.Errorf("beta's SKILL.md in the directory read: %+v", md)
			}
		})
	}
}

func TestDirectoryReadPages(t *testing.T) {
	t.Parallel()
	s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}, PageSize: 3})
	cs := connect(t, s, "")
	var got []string
	cursor := ""
	pages := 0
	for {
		res := decode[ReadDirectoryResult](t, mustCall(t, cs, MethodReadDirectory, &rawParams{URI: "skill://alpha", Cursor: cursor}))
		pages++
		for _, r := range res.Resources {
			got = append(got, r.Name)
		}
		if res.NextCursor == "" {
			break
		}
		cursor = res.NextCursor
	}
	want := []string{"LICENSE", "alpha", "assets", "blob", "empty.txt", "notes and ideas.txt", "references", "scripts"}
	if !slices.Equal(got, want) || pages != 3 {
		t.Errorf("paged children %v in %d pages, want %v in 3", got, pages, want)
	}
}

// TestInvalidParams provokes every -32602 of the three methods and of
// resources/read.
func TestInvalidParams(t *testing.T) {
	t.Parallel()
	root := plainRoot(t)
	addBig(t, root)
	s, _ := newServer(t, Config{Roots: []string{root}})
	for _, ver := range versions {
		t.Run(ver, func(t *testing.T) {
			cs := connect(t, s, ver)
			for _, uri := range []string{
				"",                                  // missing
				"skill://nope/SKILL.md",             // no such skill
				"skill://alpha",                     // a directory
				"skill://alpha/",                    // trailing slash
				"skill://alpha/references/guide.md", // a file, not SKILL.md
				"skill://beta/sub/inner/SKILL.md",   // a nested skill is a file of beta, not served on its own
				"file:///etc/passwd",                // another scheme
				"skill://Alpha/SKILL.md",            // not a skill name
				"skill://broken/SKILL.md",           // refused: broken frontmatter
				"skill://big/SKILL.md",              // refused: over the limits
				"skill://zeta/SKILL.md",             // refused: wrong directory
			} {
				_, err := call(t, cs, MethodGetSkill, &rawParams{URI: uri})
				wantCode(t, err, -32602, "skills/get "+uri)
			}
			for _, uri := range []string{
				"",
				"skill://nope",
				"skill://alpha/",
				"skill://alpha/nope",
				"skill://alpha/SKILL.md",        // a file
				"skill://alpha/assets/logo.png", // a file
				"skill://alpha/assets/",
				"skill://alpha/assets//deep",
				"skill://alpha/assets/../scripts",
				"skill://big",
				"other://alpha",
			} {
				_, err := call(t, cs, MethodReadDirectory, &rawParams{URI: uri})
				wantCode(t, err, -32602, "resources/directory/read "+uri)
			}
			for _, uri := range []string{
				"skill://alpha/nope.md",
				"skill://nope/SKILL.md",
				"skill://alpha",                     // a directory
				"skill://alpha/assets",              // a directory
				"skill://alpha/notes and ideas.txt", // not the canonical (escaped) URI
				"skill://alpha/notes%20and%20ideas%2Etxt",
				"skill://alpha/./SKILL.md",
				"skill://alpha/references/../SKILL.md",
				"skill://big/SKILL.md",
				"skill://broken/SKILL.md",
				"skill://zeta/SKILL.md",
			} {
				_, err := cs.ReadResource(context.Background(), &mcp.ReadResourceParams{URI: uri})
				wantCode(t, err, -32602, "resources/read "+uri)
			}
		})
	}
}

// TestVersionFields checks the result fields that only 2026-07-28
// sessions get, on the wire.
func TestVersionFields(t *testing.T) {
	t.Parallel()
	for _, ver := range versions {
		t.Run(ver, func(t *testing.T) {
			s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}, TTL: 90_000_000_000})
			cs := connect(t, s, ver)
			modern := ver == v2026
			check := func(method string, p *rawParams, cacheable bool) {
				raw := mustCall(t, cs, method, p)
				var m map[string]json.RawMessage
				if err := json.Unmarshal(raw, &m); err != nil {
					t.Fatal(err)
				}
				want := map[string]string{}
				if modern {
					want["resultType"] = `"complete"`
					if cacheable {
						want["ttlMs"] = "90000"
						want["cacheScope"] = `"private"`
					}
				}
				for _, k := range []string{"resultType", "ttlMs", "cacheScope"} {
					got, ok := m[k]
					w, wok := want[k]
					switch {
					case wok && !ok:
						t.Errorf("%s at %s: no %s in %s", method, ver, k, raw)
					case !wok && ok:
						t.Errorf("%s at %s: unexpected %s=%s", method, ver, k, got)
					case wok && string(got) != w:
						t.Errorf("%s at %s: %s=%s, want %s", method, ver, k, got, w)
					}
				}
			}
			check(MethodListSkills, nil, true)
			check(MethodGetSkill, &rawParams{URI: "skill://gamma/SKILL.md"}, true)
			check(MethodReadDirectory, &rawParams{URI: "skill://gamma"}, false)
		})
	}
}

func TestShadowing(t *testing.T) {
	t.Parallel()
	first, second := testfs.TempDir(t), testfs.TempDir(t)
	writeTree(t, filepath.Join(first, "gamma"), []tfile{{path: "SKILL.md", data: skillMD("gamma", "First gamma.")}})
	writeTree(t, filepath.Join(second, "gamma"), []tfile{{path: "SKILL.md", data: skillMD("gamma", "Second gamma.")}})
	writeTree(t, filepath.Join(second, "delta"), []tfile{{path: "SKILL.md", data: skillMD("delta", "Only in the second root.")}})
	s, log := newServer(t, Config{Roots: []string{first, second}})
	cs := connect(t, s, "")
	skills := allSkills(t, cs)
	if n := skillNames(skills); !slices.Equal(n, []string{"delta", "gamma"}) {
		t.Fatalf("served %v", n)
	}
	if !strings.Contains(string(skills[1].Frontmatter), "First gamma.") {
		t.Errorf("the later root's gamma was served: %s", skills[1].Frontmatter)
	}
	if !strings.Contains(log.String(), "shadows it") {
		t.Errorf("stderr does not report the shadowed skill:\n%s", log)
	}
}

func TestResourcesList(t *testing.T) {
	t.Parallel()
	s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}, PageSize: 2})
	cs := connect(t, s, v2025)
	var got []string
	for r, err := range cs.Resources(context.Background(), nil) {
		if err != nil {
			t.Fatal(err)
		}
		if r.MIMEType != "text/markdown" || r.Description == "" || r.Meta[MetaDigest] == nil {
			t.Errorf("resource %+v lacks SKILL.md metadata", r)
		}
		got = append(got, r.URI)
	}
	var want []string
	for _, n := range servedPlain {
		want = append(want, "skill://"+n+"/SKILL.md")
	}
	if !slices.Equal(got, want) {
		t.Errorf("resources/list = %v, want %v", got, want)
	}
	tmpl, err := cs.ListResourceTemplates(context.Background(), nil)
	if err != nil || len(tmpl.ResourceTemplates) != 1 || tmpl.ResourceTemplates[0].URITemplate != "skill://{+path}" {
		t.Errorf("resource templates = %+v, %v", tmpl, err)
	}
}

func TestPlainMeta(t *testing.T) {
	t.Parallel()
	s, _ := newServer(t, Config{Roots: []string{plainRoot(t)}})
	cs := connect(t, s, "")
	sk := decode[GetSkillResult](t, mustCall(t, cs, MethodGetSkill, &rawParams{URI: "skill://gamma/SKILL.md"})).Skill
	keys := slices.Sorted(maps.Keys(sk.Meta))
	if !slices.Equal(keys, []string{MetaDigest}) {
		t.Errorf("plain-root _meta keys %v, want only %s", keys, MetaDigest)
	}
	for k := range sk.Meta {
		if strings.HasPrefix(k, "io.modelcontextprotocol.skills/") {
			t.Errorf("reserved _meta key %s used", k)
		}
	}
}

func TestNewErrors(t *testing.T) {
	t.Parallel()
	file := filepath.Join(testfs.TempDir(t), "f")
	writeTree(t, filepath.Dir(file), []tfile{{path: "f", data: "x"}})
	for _, cfg := range []Config{
		{},
		{Roots: []string{filepath.Join(testfs.TempDir(t), "missing")}},
		{Roots: []string{file}},
		{ProjectDir: testfs.TempDir(t)}, // no skills.lock
	} {
		_, err := New(cfg)
		var ce *ConfigError
		if err == nil || !asConfigError(err, &ce) || !errors.Is(ce, errkind.Invalid) {
			t.Errorf("New(%+v) = %v, want a *ConfigError (exit 2)", cfg, err)
		}
	}
}

func asConfigError(err error, ce **ConfigError) bool {
	c, ok := err.(*ConfigError)
	*ce = c
	return ok
}

// coreValue converts a YAML node the way a YAML 1.2 core-schema parser
// (the JavaScript yaml package's default, say) reads it. yaml.v3 follows
// YAML 1.1 for one thing: it resolves 2024-01-15 to a timestamp, which
// the core schema does not have; there it is the string as written.
func coreValue(t *testing.T, n *yaml.Node) any {
	t.Helper()
	switch n.Kind {
	case yaml.MappingNode:
		m := map[string]any{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			m[n.Content[i].Value] = coreValue(t, n.Content[i+1])
		}
		return m
	case yaml.SequenceNode:
		l := []any{}
		for _, c := range n.Content {
			l = append(l, coreValue(t, c))
		}
		return l
	}
	if n.Tag == "!!timestamp" {
		return n.Value
	}
	var v any
	if err := n.Decode(&v); err != nil {
		t.Fatal(err)
	}
	return v
}

func TestServed(t *testing.T) {
	t.Parallel()
	root := plainRoot(t)
	s, log := newServer(t, Config{Roots: []string{root}})
	got, err := s.Served()
	if err != nil || !slices.Equal(got, servedPlain) {
		t.Errorf("Served() = %v, %v; want %v", got, err, servedPlain)
	}
	if !strings.Contains(log.String(), "skill broken is not served") {
		t.Errorf("stderr:\n%s", log)
	}
	// Once-notes print once: a second look adds nothing.
	before := log.String()
	if _, err := s.Served(); err != nil {
		t.Fatal(err)
	}
	if log.String() != before {
		t.Errorf("the same problems were reported twice:\n%s", log)
	}
}

// TestLimits: a skill over either limit of the Skills extension is not
// served, and stderr says which limit.
func TestLimits(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		files func() []tfile
		why   string
	}{
		{"files", func() []tfile {
			fs := []tfile{{path: "SKILL.md", data: skillMD("over", "Too many files.")}}
			for i := range MaxFiles {
				fs = append(fs, tfile{path: fmt.Sprintf("d/%03d", i), data: "x"})
			}
			return fs
		}, "more than 512 files"},
		{"bytes", func() []tfile {
			return []tfile{
				{path: "SKILL.md", data: skillMD("over", "Too many bytes.")},
				{path: "huge.bin", data: strings.Repeat("\x00", MaxBytes)},
			}
		}, "more than 16 MiB"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := testfs.TempDir(t)
			writeTree(t, filepath.Join(root, "over"), tt.files())
			writeTree(t, filepath.Join(root, "ok"), []tfile{{path: "SKILL.md", data: skillMD("ok", "Fine.")}})
			s, log := newServer(t, Config{Roots: []string{root}})
			cs := connect(t, s, "")
			if n := skillNames(allSkills(t, cs)); !slices.Equal(n, []string{"ok"}) {
				t.Errorf("served %v", n)
			}
			_, err := call(t, cs, MethodGetSkill, &rawParams{URI: "skill://over/SKILL.md"})
			we := wantCode(t, err, -32602, "skills/get of an oversized skill")
			if !strings.Contains(we.Message, "limits") {
				t.Errorf("message %q does not name the limits", we.Message)
			}
			if !strings.Contains(log.String(), "skill over is not served") || !strings.Contains(log.String(), tt.why) {
				t.Errorf("stderr does not say %q:\n%s", tt.why, log)
			}
		})
	}
}

// TestNamedArgumentsCarried: a skill that declares its arguments as the
// tool contract does (a mapping of name to {type, required, description})
// is served, its frontmatter carrying the declaration as written.
func TestNamedArgumentsCarried(t *testing.T) {
	t.Parallel()
	root := testfs.TempDir(t)
	md := "---\nname: typed\ndescription: Reads a PDF.\narguments:\n  path: {type: string, required: true, description: the PDF}\n  pages:\n    type: integer\n---\n\nRead ${path}, pages ${pages}.\n"
	writeTree(t, filepath.Join(root, "typed"), []tfile{{path: "SKILL.md", data: md}})
	s, log := newServer(t, Config{Roots: []string{root}})
	cs := connect(t, s, v2025)
	sk := decode[GetSkillResult](t, mustCall(t, cs, MethodGetSkill, &rawParams{URI: "skill://typed/SKILL.md"})).Skill
	var fm struct {
		Arguments json.RawMessage `json:"arguments"`
	}
	if err := json.Unmarshal(sk.Frontmatter, &fm); err != nil {
		t.Fatal(err)
	}
	if want := `{"path":{"type":"string","required":true,"description":"the PDF"},"pages":{"type":"integer"}}`; string(fm.Arguments) != want {
		t.Errorf("frontmatter arguments = %s, want %s", fm.Arguments, want)
	}
	if log.String() != "" {
		t.Errorf("stderr: %s", log)
	}
}
