// Package safefile reads the files a checkout names — skills.toml,
// skills.lock, approvals, signature keys and trusted roots — as untrusted
// input: each must be a regular file inside its directory (a link may
// point elsewhere inside it, never out), and is read with a size bound, so
// that no name can make skillpin read a device, hang on a FIFO or exhaust
// memory.
package safefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// Size bounds of the files skillpin reads. Real files are far smaller;
// the bounds only stop a hostile name from exhausting memory.
const (
	MaxManifest    = 1 << 20  // skills.toml
	MaxLock        = 64 << 20 // skills.lock: ~150 bytes per file of every locked skill
	MaxApprovals   = 8 << 20  // .skillpin/approvals.toml
	MaxKey         = 64 << 10 // a PEM public key
	MaxTrustedRoot = 8 << 20  // trusted_root.json (or several, JSON lines)
	MaxAuditRules  = 1 << 20  // a project's audit rule file ([audit] rules)
	// MaxSelfApprovalSigners bounds the allowed-signers file
	// [settings] self_approval_signers names.
	MaxSelfApprovalSigners = 256 << 10
)

// Error is a file that may not be read as named.
type Error struct {
	Path string // as named, joined to its directory
	Rule string // what it breaks
}

func (e *Error) Error() string { return e.Path + ": " + e.Rule }

func (e *Error) Is(target error) bool { return target == errkind.Invalid }

// Read returns the content of name, a path relative to dir, after checking
// that it stays inside dir (links resolved, none leading out), is a regular
// file and holds at most max bytes. A missing file is an error matching
// fs.ErrNotExist.
func Read(dir, name string, max int64) ([]byte, error) {
	full := filepath.Join(dir, name)
	if filepath.IsAbs(name) {
		full = name
	}
	if !filepath.IsLocal(name) {
		return nil, &Error{Path: full, Rule: fmt.Sprintf("is outside %s; files the project names must be inside it: copy the file into the project", dir)}
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	defer root.Close()
	// Stat before opening: opening a FIFO would block until a writer
	// came, and a device could be anything.
	fi, err := root.Stat(name)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, fmt.Errorf("%s: %w", full, fs.ErrNotExist)
	case err != nil:
		if link := escapingLink(dir, name); link != "" {
			return nil, &Error{Path: link, Rule: "is a symbolic link that leads outside " + dir + "; skillpin never follows a link out of the project"}
		}
		return nil, err
	case !fi.Mode().IsRegular():
		return nil, &Error{Path: full, Rule: fmt.Sprintf("is a %s, not a regular file", kind(fi.Mode()))}
	case fi.Size() > max:
		return nil, &Error{Path: full, Rule: fmt.Sprintf("is %d bytes, over the %d-byte limit for this file", fi.Size(), max)}
	}
	f, err := root.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	fi, err = f.Stat()
	if err != nil || !fi.Mode().IsRegular() {
		return nil, &Error{Path: full, Rule: "changed into something other than a regular file while it was opened"}
	}
	return readBounded(f, full, fi.Size(), max)
}

// ReadNamed returns the content of a file the user named on the command
// line (a flag's FILE), which may be anywhere: it must be a regular file
// (a link to one is followed, as the user chose it) of at most max bytes,
// so that no name can make skillpin read a device, hang on a FIFO or
// exhaust memory.
func ReadNamed(name string, max int64) ([]byte, error) {
	fi, err := os.Stat(name)
	switch {
	case err != nil:
		return nil, err
	case !fi.Mode().IsRegular():
		return nil, &Error{Path: name, Rule: fmt.Sprintf("is a %s, not a regular file", kind(fi.Mode()))}
	case fi.Size() > max:
		return nil, &Error{Path: name, Rule: fmt.Sprintf("is %d bytes, over the %d-byte limit for this file", fi.Size(), max)}
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readBounded(f, name, fi.Size(), max)
}

// readBounded reads f, the file at path, to its end, refusing it past max
// bytes: a file that grew after its size was checked is still bounded.
// The buffer is sized by the size stat gave, and a byte more to see the
// end at once: io.ReadAll's doublings would copy a lock several times
// (two thirds of a warm install's allocations, enough to start the
// collector).
func readBounded(f io.Reader, path string, size, max int64) ([]byte, error) {
	r := io.LimitReader(f, max+1)
	data := make([]byte, 0, min(size, max)+1)
	for {
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)] // grew since stat: let append size it
		}
		n, err := r.Read(data[len(data):cap(data)])
		data = data[:len(data)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", path, err)
		}
	}
	if int64(len(data)) > max {
		return nil, &Error{Path: path, Rule: fmt.Sprintf("is over the %d-byte limit for this file", max)}
	}
	return data, nil
}

// escapingLink names the first symbolic link on the way to name under dir
// whose target lies outside dir ("" when there is none): what os.Root
// refused to follow.
func escapingLink(dir, name string) string {
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return ""
	}
	p := dir
	for _, el := range strings.Split(filepath.Clean(name), string(filepath.Separator)) {
		p = filepath.Join(p, el)
		fi, err := os.Lstat(p)
		if err != nil {
			return ""
		}
		if fi.Mode()&fs.ModeSymlink == 0 {
			continue
		}
		target, err := filepath.EvalSymlinks(p)
		if err != nil {
			return p // dangling, or a loop: nothing inside dir either
		}
		if rel, err := filepath.Rel(real, target); err != nil || !filepath.IsLocal(rel) {
			return p
		}
	}
	return ""
}

func kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "directory"
	case m&fs.ModeNamedPipe != 0:
		return "named pipe (FIFO)"
	case m&fs.ModeSocket != 0:
		return "socket"
	case m&fs.ModeDevice != 0:
		return "device"
	case m&fs.ModeSymlink != 0:
		return "symbolic link"
	}
	return "special file"
}
