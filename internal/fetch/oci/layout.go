// Package oci holds skills as OCI artifacts: the artifact layout, source
// references (oci://REGISTRY/REPO:TAG or @sha256:…), resolving a tag to
// the manifest digest a lock pins, the selected skills of a pinned
// manifest as a read-only fs.FS, and pushing skills with their Sigstore
// bundles as referrers.
//
// Layout (docs/oci.md): an OCI image manifest with artifactType
// ArtifactType, the empty config, and one uncompressed tar layer per
// skill (LayerMediaType) whose entries are the skill's files relative to
// the skill directory; the layer's annotations name the skill and the
// directory it is found at in the artifact's tree.
package oci

import (
	"archive/tar"
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"hash"
	"io"
	"io/fs"
	"path"
	"sort"
	"strings"
	"time"
)

// Media types and annotation keys of the layout.
const (
	// ArtifactType is the manifest's artifactType.
	ArtifactType = "application/vnd.skillpin.skills.v1"
	// LayerMediaType is a skill's files as an uncompressed tar.
	LayerMediaType = "application/vnd.skillpin.skill.v1.tar"
	// EmptyConfigMediaType and emptyConfig are the OCI empty descriptor.
	EmptyConfigMediaType = "application/vnd.oci.empty.v1+json"
	// ManifestMediaType is the OCI image manifest.
	ManifestMediaType = "application/vnd.oci.image.manifest.v1+json"
	// BundleArtifactType is a Sigstore bundle attached as a referrer.
	BundleArtifactType = "application/vnd.dev.sigstore.bundle.v0.3+json"

	// AnnotationName (on a layer) is the skill's frontmatter name.
	AnnotationName = "dev.skillpin.skill.name"
	// AnnotationPath (on a layer) is the skill's directory in the
	// artifact's tree (its path in the source it was taken from).
	AnnotationPath = "dev.skillpin.skill.path"
	// AnnotationDigest (on a layer) is the skill digest (the canonical
	// file-set manifest's sha256), for tools; skillpin recomputes it.
	AnnotationDigest = "dev.skillpin.skill.digest"
	// AnnotationTitle is the OCI title of a layer: the skill's name.
	AnnotationTitle = "org.opencontainers.image.title"
	// AnnotationSource, AnnotationRevision and AnnotationRef (on the
	// manifest) say where mirrored skills came from: the source URL,
	// the commit, the requested ref.
	AnnotationSource   = "org.opencontainers.image.source"
	AnnotationRevision = "org.opencontainers.image.revision"
	AnnotationRef      = "dev.skillpin.source.ref"
)

var emptyConfig = []byte("{}")

// Descriptor is an OCI content descriptor.
type Descriptor struct {
	MediaType    string            `json:"mediaType"`
	ArtifactType string            `json:"artifactType,omitempty"`
	Digest       string            `json:"digest"`
	Size         int64             `json:"size"`
	Annotations  map[string]string `json:"annotations,omitempty"`
	Data         []byte            `json:"data,omitempty"`
}

// Manifest is an OCI image manifest.
type Manifest struct {
	SchemaVersion int               `json:"schemaVersion"`
	MediaType     string            `json:"mediaType"`
	ArtifactType  string            `json:"artifactType,omitempty"`
	Config        Descriptor        `json:"config"`
	Layers        []Descriptor      `json:"layers"`
	Subject       *Descriptor       `json:"subject,omitempty"`
	Annotations   map[string]string `json:"annotations,omitempty"`
}

// File is one file of a skill to pack.
type File struct {
	Path string // relative to the skill directory, slash-separated
	Data []byte
	Exec bool
}

// Tar packs files into a layer: deterministic (sorted, no times, no
// owners), so the same files always make the same digest.
func Tar(files []File) ([]byte, error) {
	sorted := append([]File(nil), files...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].Path < sorted[j].Path })
	var buf bytes.Buffer
	tw := tar.NewWriter(&buf)
	for _, f := range sorted {
		if err := checkEntry(f.Path); err != nil {
			return nil, err
		}
		mode := int64(0o644)
		if f.Exec {
			mode = 0o755
		}
		if err := tw.WriteHeader(&tar.Header{Typeflag: tar.TypeReg, Name: f.Path, Mode: mode, Size: int64(len(f.Data)), Format: tar.FormatPAX}); err != nil {
			return nil, err
		}
		if _, err := tw.Write(f.Data); err != nil {
			return nil, err
		}
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// checkEntry refuses a path that is not a clean relative slash path.
func checkEntry(p string) error {
	if p == "" || p == "." || strings.HasPrefix(p, "/") || path.Clean(p) != p || p == ".." || strings.HasPrefix(p, "../") ||
		strings.ContainsAny(p, "\\\x00") {
		return fmt.Errorf("path %q is not a clean relative path", p)
	}
	return nil
}

// CheckDir refuses a skill directory annotation that is not "." or a
// clean relative path.
func CheckDir(dir string) error {
	if dir == "." {
		return nil
	}
	return checkEntry(dir)
}

// addAll adds a layer's files, read from b, under dir. A layer listed
// under many paths is read from its one blob.
func (m *layerFS) addAll(dir string, b *blob, files []tarFile) error {
	for _, f := range files {
		if err := m.add(path.Join(dir, f.name), &layerFile{blob: b, off: f.off, size: f.size, exec: f.exec, sum: f.sum}); err != nil {
			return err
		}
	}
	return nil
}

// layerFS is a read-only file system of skill files: the tree is in
// memory, each file's bytes are in its layer's blob on disk.
type layerFS struct {
	files map[string]*layerFile
	dirs  map[string]map[string]bool // dir -> child names
}

type layerFile struct {
	blob      *blob
	off, size int64
	exec      bool
	sum       [sha256.Size]byte // of the file's bytes, checked as they are read
}

func newLayerFS() *layerFS {
	return &layerFS{files: map[string]*layerFile{}, dirs: map[string]map[string]bool{".": {}}}
}

func (m *layerFS) add(p string, nf *layerFile) error {
	if f, ok := m.files[p]; ok {
		// A nested skill's files are files of the enclosing skill too:
		// both layers hold them, alike.
		if f.sum == nf.sum && f.size == nf.size && f.exec == nf.exec {
			return nil
		}
		return fmt.Errorf("file %q is in two layers with different content", p)
	}
	if _, ok := m.dirs[p]; ok {
		return fmt.Errorf("%q is both a file and a directory", p)
	}
	for d, child := path.Dir(p), p; ; d, child = path.Dir(d), d {
		if _, ok := m.files[d]; ok {
			return fmt.Errorf("%q is both a file and a directory", d)
		}
		if m.dirs[d] == nil {
			m.dirs[d] = map[string]bool{}
		}
		m.dirs[d][path.Base(child)] = true
		if d == "." {
			break
		}
	}
	m.files[p] = nf
	return nil
}

func (m *layerFS) Open(name string) (fs.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	if f, ok := m.files[name]; ok {
		ra, c, err := f.blob.open()
		if err != nil {
			return nil, &fs.PathError{Op: "open", Path: name, Err: err}
		}
		return &openFile{info: fileInfo{name: path.Base(name), size: f.size, mode: fileMode(f)},
			r: io.NewSectionReader(ra, f.off, f.size), c: c, want: f.sum, h: sha256.New()}, nil
	}
	if _, ok := m.dirs[name]; ok {
		entries, _ := m.ReadDir(name)
		return &openDir{info: fileInfo{name: path.Base(name), mode: fs.ModeDir | 0o755}, entries: entries}, nil
	}
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}

func fileMode(f *layerFile) fs.FileMode {
	if f.exec {
		return 0o755
	}
	return 0o644
}

func (m *layerFS) ReadDir(name string) ([]fs.DirEntry, error) {
	children, ok := m.dirs[name]
	if !ok {
		return nil, &fs.PathError{Op: "readdir", Path: name, Err: fs.ErrNotExist}
	}
	var out []fs.DirEntry
	for c := range children {
		full := path.Join(name, c)
		if f, ok := m.files[full]; ok {
			out = append(out, fs.FileInfoToDirEntry(fileInfo{name: c, size: f.size, mode: fileMode(f)}))
		} else {
			out = append(out, fs.FileInfoToDirEntry(fileInfo{name: c, mode: fs.ModeDir | 0o755}))
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name() < out[j].Name() })
	return out, nil
}

func (m *layerFS) ReadFile(name string) ([]byte, error) {
	f, err := m.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if st.IsDir() {
		return nil, &fs.PathError{Op: "read", Path: name, Err: fs.ErrInvalid}
	}
	buf := bytes.NewBuffer(make([]byte, 0, st.Size()+bytes.MinRead))
	if _, err := buf.ReadFrom(f); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func (m *layerFS) Stat(name string) (fs.FileInfo, error) {
	f, err := m.Open(name)
	if err != nil {
		return nil, err
	}
	return f.Stat()
}

type fileInfo struct {
	name string
	size int64
	mode fs.FileMode
}

func (i fileInfo) Name() string       { return i.name }
func (i fileInfo) Size() int64        { return i.size }
func (i fileInfo) Mode() fs.FileMode  { return i.mode }
func (i fileInfo) ModTime() time.Time { return time.Time{} }
func (i fileInfo) IsDir() bool        { return i.mode.IsDir() }
func (i fileInfo) Sys() any           { return nil }

// openFile reads a file from its blob, and hashes what it reads: at the
// end, bytes that are not those indexed (the blob changed on disk since it
// was checked) are an error, never a clean end of file.
type openFile struct {
	info fileInfo
	r    *io.SectionReader
	c    io.Closer
	want [sha256.Size]byte
	h    hash.Hash
}

// errBlobChanged is a file whose bytes in the blob cache are not those
// checked when its layer was read.
var errBlobChanged = errors.New("the layer's blob in the cache changed after it was checked against its digest")

func (f *openFile) Stat() (fs.FileInfo, error) { return f.info, nil }
func (f *openFile) Read(b []byte) (int, error) {
	n, err := f.r.Read(b)
	f.h.Write(b[:n])
	if err == io.EOF {
		var got [sha256.Size]byte
		if f.h.Sum(got[:0]); got != f.want {
			return n, &fs.PathError{Op: "read", Path: f.info.name, Err: errBlobChanged}
		}
	}
	return n, err
}
func (f *openFile) Close() error { return f.c.Close() }

type openDir struct {
	info    fileInfo
	entries []fs.DirEntry
	off     int
}

func (d *openDir) Stat() (fs.FileInfo, error) { return d.info, nil }
func (d *openDir) Read([]byte) (int, error) {
	return 0, &fs.PathError{Op: "read", Path: d.info.name, Err: fs.ErrInvalid}
}
func (d *openDir) Close() error { return nil }
func (d *openDir) ReadDir(n int) ([]fs.DirEntry, error) {
	rest := d.entries[d.off:]
	if n <= 0 {
		d.off = len(d.entries)
		return rest, nil
	}
	if len(rest) == 0 {
		return nil, io.EOF
	}
	if n > len(rest) {
		n = len(rest)
	}
	d.off += n
	return rest[:n], nil
}
