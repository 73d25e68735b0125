package project

import (
	"io"
	"sync"

	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/catalog/audit"
)

// A skill stored in this run is audited from the bytes that went into the
// store, as they went in, instead of being read back from the store for
// the audit summary that add and install print: on the CI path (install
// --frozen of a 523-skill lock) reading every file back cost as much CPU
// as the audit itself. What is kept is exactly what Audit would have read
// (each file's first audit.MaxBytes, checked against the lock by the store
// on its way in), so the findings are the same; a skill whose bytes are
// not all seen (an entry already stored, a skill over the budget, a
// project with audit rules of its own) is audited by reading, as before.

// streamAuditBudget bounds the bytes one skill holds while it is stored
// and audited: workers(n) skills at once hold a few MiB; a bigger skill is
// read back for its audit.
const streamAuditBudget = 2 << 20

// streamedAudits are the findings of the skills audited as they were
// stored, by digest.
type streamedAudits struct {
	mu sync.Mutex
	m  map[string][]audit.Finding
}

func (s *streamedAudits) put(digest string, fs []audit.Finding) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.m == nil {
		s.m = map[string][]audit.Finding{}
	}
	s.m[digest] = fs
}

func (s *streamedAudits) get(digest string) ([]audit.Finding, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	fs, ok := s.m[digest]
	return fs, ok
}

// auditCapture keeps the bytes of one skill's files as the store reads
// them.
type auditCapture struct {
	mu    sync.Mutex
	files map[string][]byte // path -> its first MaxBytes+1 bytes
	held  int
	over  bool
}

// streamAuditable reports whether a skill stored now may be audited from
// its stored bytes: the project's audit is the built-in one.
func (p *Project) streamAuditable() bool {
	m := p.st.Manifest()
	return m == nil || len(m.Audit.Rules) == 0
}

func newAuditCapture() *auditCapture { return &auditCapture{files: map[string][]byte{}} }

// wrap returns r, whose bytes are also kept for f (up to MaxBytes+1).
func (c *auditCapture) wrap(f catalog.File, r io.ReadCloser) io.ReadCloser {
	// Sized once: growing by appends would leave garbage the size of the
	// file behind, for every file.
	return &capturing{ReadCloser: r, c: c, path: f.Path, buf: make([]byte, 0, min(max(f.Size, 0), audit.MaxBytes+1))}
}

type capturing struct {
	io.ReadCloser
	c    *auditCapture
	path string
	buf  []byte
}

func (r *capturing) Read(p []byte) (int, error) {
	n, err := r.ReadCloser.Read(p)
	if keep := min(n, audit.MaxBytes+1-len(r.buf)); keep > 0 {
		r.buf = append(r.buf, p[:keep]...)
	}
	return n, err
}

func (r *capturing) Close() error {
	c := r.c
	c.mu.Lock()
	if !c.over {
		c.held += len(r.buf)
		if c.held > streamAuditBudget {
			c.over, c.files = true, nil
		} else {
			c.files[r.path] = r.buf
		}
	}
	c.mu.Unlock()
	return r.ReadCloser.Close()
}

// audit audits sk (the locked files, in the lock's order, as Audit reads
// them) from the captured bytes, when every locked file was
// captured whole (the store read each to its end and checked it), and
// records the findings for Audit.
func (c *auditCapture) audit(a *audit.Auditor, sk []catalog.File, digest string, into *streamedAudits) {
	if c.over || len(c.files) != len(sk) {
		return
	}
	files := make([]audit.File, 0, len(sk))
	for _, f := range sk {
		data, ok := c.files[f.Path]
		if !ok || int64(len(data)) != min(f.Size, audit.MaxBytes+1) {
			return
		}
		partial := len(data) > audit.MaxBytes
		if partial {
			data = data[:audit.MaxBytes]
		}
		files = append(files, audit.File{Path: f.Path, Exec: f.Exec, Data: data, Partial: partial})
	}
	out := a.Files(files)
	audit.Sort(out)
	into.put(digest, out)
}
