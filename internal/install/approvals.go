package install

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/BurntSushi/toml"
	gitconfig "github.com/go-git/go-git/v5/plumbing/format/config"
	"github.com/skillpin/skillpin/internal/atomicfile"
	"github.com/skillpin/skillpin/internal/catalog"
	"github.com/skillpin/skillpin/internal/tomlguard"
)

// ApprovalsVersion is the approvals file format this skillpin writes and reads.
const ApprovalsVersion = 1

// Approval says that skill Name with exactly Digest was reviewed and
// approved. It holds only while the lock pins the same digest.
type Approval struct {
	Name   string `toml:"name" json:"name"`
	Source string `toml:"source" json:"source"` // source URL at approval time, for the record
	Digest string `toml:"digest" json:"digest"` // the approved skill digest
	By     string `toml:"by" json:"by"`         // who approved: git user.email, or $USER
	At     string `toml:"at" json:"at"`         // when: RFC 3339, UTC
}

// Approvals is the content of .skillpin/approvals.toml, sorted by name.
type Approvals struct {
	List []Approval
}

// ApprovalState is how a locked skill stands against the approvals.
type ApprovalState string

const (
	Approved ApprovalState = "approved" // approved for exactly the locked digest
	Pending  ApprovalState = "pending"  // never approved (or the approval was revoked by hand)
	Revoked  ApprovalState = "revoked"  // approved for other content: the locked content changed since
)

// ParseError is an approvals file skillpin cannot read. The file is left
// as it is.
type ParseError struct {
	Path string
	Line int // 1-based; 0 when the problem has no single line
	Msg  string
}

func (e *ParseError) Error() string {
	loc := e.Path
	if e.Line > 0 {
		loc = fmt.Sprintf("%s:%d", e.Path, e.Line)
	}
	return fmt.Sprintf("%s: %s; fix the file by hand (it is left unchanged), or delete it and approve the skills again", loc, e.Msg)
}

// ExitCode: a malformed input file.
func (e *ParseError) ExitCode() int { return 2 }

type approvalsFile struct {
	Version  *int       `toml:"version"`
	Approval []Approval `toml:"approval"`
}

var tomlTypeError = regexp.MustCompile(`^toml: line (\d+) \(last key "([^"]*)"\): (.*)$`)

var approvalHeader = regexp.MustCompile(`^[ \t]*\[\[[ \t]*"?approval"?[ \t]*\]\]`)

// LoadApprovals reads the approvals file at path. A missing file is an
// empty set. A malformed file is a *ParseError naming the line.
func LoadApprovals(path string) (*Approvals, error) {
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return &Approvals{}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("read approvals: %w", err)
	}
	return parseApprovals(path, data)
}

func parseApprovals(path string, data []byte) (*Approvals, error) {
	perr := func(line int, format string, args ...any) error {
		return &ParseError{Path: path, Line: line, Msg: fmt.Sprintf(format, args...)}
	}
	if !utf8.Valid(data) {
		return nil, perr(0, "not valid UTF-8")
	}
	var de *tomlguard.DepthError
	if err := tomlguard.Check(data); errors.As(err, &de) {
		return nil, perr(de.Line, "%v", err)
	}
	var f approvalsFile
	md, err := toml.NewDecoder(bytes.NewReader(data)).Decode(&f)
	if err != nil {
		var te toml.ParseError
		if errors.As(err, &te) {
			return nil, perr(te.Position.Line, "%s", te.Message)
		}
		// Type errors carry their position only in the message.
		if m := tomlTypeError.FindStringSubmatch(err.Error()); m != nil {
			line, _ := strconv.Atoi(m[1])
			return nil, perr(line, "%s: %s", m[2], m[3])
		}
		return nil, perr(0, "%v", err)
	}
	// Line of the i-th [[approval]] header, for errors about one entry.
	var headers []int
	for i, l := range strings.Split(string(data), "\n") {
		if approvalHeader.MatchString(l) {
			headers = append(headers, i+1)
		}
	}
	lineOf := func(i int) int {
		if i < len(headers) {
			return headers[i]
		}
		return 0
	}
	if und := md.Undecoded(); len(und) > 0 {
		key := und[0].String()
		line := 0
		last := und[0][len(und[0])-1]
		for i, l := range strings.Split(string(data), "\n") {
			if k, _, ok := strings.Cut(strings.TrimSpace(l), "="); ok && strings.Trim(strings.TrimSpace(k), `"'`) == last {
				line = i + 1
				break
			}
		}
		return nil, perr(line, "unknown key %q (known: version, and per [[approval]]: name, source, digest, by, at)", key)
	}
	if f.Version != nil && *f.Version != ApprovalsVersion {
		return nil, perr(1, "approvals file version %d is not supported (this skillpin reads version %d); upgrade skillpin", *f.Version, ApprovalsVersion)
	}
	seen := map[string]int{}
	for i, a := range f.Approval {
		switch {
		case a.Name == "":
			return nil, perr(lineOf(i), "approval #%d has no name", i+1)
		case !catalog.ValidDigest(a.Digest):
			return nil, perr(lineOf(i), "approval of %q: digest %q is not sha256: followed by 64 lowercase hex digits", a.Name, a.Digest)
		}
		if a.At != "" {
			if _, err := time.Parse(time.RFC3339, a.At); err != nil {
				return nil, perr(lineOf(i), "approval of %q: at = %q is not an RFC 3339 time", a.Name, a.At)
			}
		}
		if j, dup := seen[a.Name]; dup {
			return nil, perr(lineOf(i), "%q is approved twice (also at approval #%d); keep one entry", a.Name, j+1)
		}
		seen[a.Name] = i
	}
	a := &Approvals{List: f.Approval}
	a.sort()
	return a, nil
}

func (a *Approvals) sort() {
	slices.SortFunc(a.List, func(x, y Approval) int { return strings.Compare(x.Name, y.Name) })
}

// Marshal is the file content: a comment, the version, and one
// [[approval]] table per skill, sorted by name. Equal sets give equal bytes.
func (a *Approvals) Marshal() []byte {
	list := slices.Clone(a.List)
	slices.SortFunc(list, func(x, y Approval) int { return strings.Compare(x.Name, y.Name) })
	var b bytes.Buffer
	b.WriteString(`# skillpin approvals: the exact skill contents someone reviewed and approved.
# Written by ` + "`skillpin approve` and `skillpin revoke`" + `. An approval holds only while
# skills.lock pins the same digest; changed content is revoked until approved again.
# Commit this file to share approvals with your team.
`)
	fmt.Fprintf(&b, "version = %d\n", ApprovalsVersion)
	for _, ap := range list {
		b.WriteString("\n[[approval]]\n")
		fmt.Fprintf(&b, "name = %s\n", tomlString(ap.Name))
		fmt.Fprintf(&b, "source = %s\n", tomlString(ap.Source))
		fmt.Fprintf(&b, "digest = %s\n", tomlString(ap.Digest))
		fmt.Fprintf(&b, "by = %s\n", tomlString(ap.By))
		fmt.Fprintf(&b, "at = %s\n", tomlString(ap.At))
	}
	return b.Bytes()
}

// tomlString quotes s as a TOML basic string.
func tomlString(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\u%04X`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// Save writes the approvals to path atomically (fault point
// "approvals.save"), creating its directory.
func (a *Approvals) Save(path string) error { return a.save(path, nil) }

func (a *Approvals) save(path string, hit hitFunc) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("save approvals: %w", err)
	}
	if hit == nil {
		// The fault point sits between writing the temporary file and
		// renaming it over the old one.
		return atomicfile.WriteFile(path, a.Marshal(), 0o644, "approvals.save")
	}
	if err := hit("approvals.save"); err != nil {
		return fmt.Errorf("save approvals %s: %w", path, err)
	}
	return atomicfile.WriteFile(path, a.Marshal(), 0o644, "")
}

// Get returns the approval recorded for name.
func (a *Approvals) Get(name string) (Approval, bool) {
	for _, ap := range a.List {
		if ap.Name == name {
			return ap, true
		}
	}
	return Approval{}, false
}

// Set records ap, replacing any approval of the same name.
func (a *Approvals) Set(ap Approval) {
	for i := range a.List {
		if a.List[i].Name == ap.Name {
			a.List[i] = ap
			return
		}
	}
	a.List = append(a.List, ap)
	a.sort()
}

// Delete drops the approval of name and reports whether there was one.
func (a *Approvals) Delete(name string) bool {
	for i := range a.List {
		if a.List[i].Name == name {
			a.List = slices.Delete(a.List, i, i+1)
			return true
		}
	}
	return false
}

// State is how the locked skill name with digest stands: approved for
// exactly this digest, revoked (an approval exists, for other content), or
// pending (no approval). The approval, when any, is returned with it.
func (a *Approvals) State(name, digest string) (ApprovalState, *Approval) {
	ap, ok := a.Get(name)
	switch {
	case !ok:
		return Pending, nil
	case ap.Digest == digest:
		return Approved, &ap
	default:
		return Revoked, &ap
	}
}

// NewApproval is an approval of name at digest by who, at t (stored in UTC).
func NewApproval(name, source, digest, by string, t time.Time) Approval {
	return Approval{Name: name, Source: source, Digest: digest, By: by, At: t.UTC().Format(time.RFC3339)}
}

// Approver names the person approving: $SKILLPIN_USER when set (for CI
// and scripts), else git's user.email as git would resolve it for
// projectDir (repository config, then ~/.gitconfig, then
// $XDG_CONFIG_HOME/git/config), else $USER, else "unknown".
func Approver(projectDir string, getenv func(string) string) string {
	if u := getenv("SKILLPIN_USER"); u != "" {
		return u
	}
	var files []string
	if dir := findGitDir(projectDir); dir != "" {
		files = append(files, filepath.Join(dir, "config"))
	}
	if home := getenv("HOME"); home != "" {
		files = append(files, filepath.Join(home, ".gitconfig"))
	}
	if xdg := getenv("XDG_CONFIG_HOME"); xdg != "" {
		files = append(files, filepath.Join(xdg, "git", "config"))
	} else if home := getenv("HOME"); home != "" {
		files = append(files, filepath.Join(home, ".config", "git", "config"))
	}
	for _, f := range files {
		if email := gitEmail(f); email != "" {
			return email
		}
	}
	for _, k := range []string{"USER", "USERNAME", "LOGNAME"} {
		if u := getenv(k); u != "" {
			return u
		}
	}
	return "unknown"
}

func findGitDir(dir string) string {
	for {
		p := filepath.Join(dir, ".git")
		if fi, err := os.Stat(p); err == nil && fi.IsDir() {
			return p
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

func gitEmail(path string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	cfg := gitconfig.New()
	if err := gitconfig.NewDecoder(f).Decode(cfg); err != nil {
		return ""
	}
	return strings.TrimSpace(cfg.Section("user").Option("email"))
}
