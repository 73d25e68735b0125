package cmdutil

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"sync"
	"text/tabwriter"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/project"
	"github.com/skillpin/skillpin/internal/ui/hint"
	"github.com/skillpin/skillpin/internal/ui/humanize"
	"github.com/skillpin/skillpin/internal/ui/jsonout"
	"github.com/skillpin/skillpin/internal/ui/safetext"
	"github.com/skillpin/skillpin/internal/verify/state"
)

// WriteJSON is how every command prints --json: the one encoding of
// internal/ui/jsonout, which the --format json renderers of verify, diff and
// catalog use too.
func WriteJSON(w io.Writer, v any) error { return jsonout.Write(w, v) }

// Table writes aligned columns on w; every cell is escaped to one line.
type Table struct {
	tw *tabwriter.Writer
}

func NewTable(w io.Writer, header ...string) *Table {
	t := &Table{tw: tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)}
	t.Row(header...)
	return t
}

func (t *Table) Row(cells ...string) {
	for i, c := range cells {
		cells[i] = safetext.Line(c)
	}
	fmt.Fprintln(t.tw, strings.Join(cells, "\t"))
}

func (t *Table) Flush() error { return t.tw.Flush() }

// SafeWriter passes text to w one line at a time, each escaped and
// redacted (safetext.Show): what operations log and what git servers send
// as progress reaches the terminal without a control byte. With cr, a
// carriage return ends a segment as a newline does and is kept, so that
// progress counters still overwrite themselves.
type SafeWriter struct {
	mu  sync.Mutex
	w   io.Writer
	cr  bool
	buf []byte
	// scope is the scope the commands of a message written whole
	// (PrintMsg) are rendered for.
	scope hint.Scope
}

// PrintMsg writes m, rendered for the scope of the run, and a newline:
// operations log messages that name commands through it (hint.Fprintln).
func (s *SafeWriter) PrintMsg(m hint.Msg) {
	io.WriteString(s, m.Render(s.scope)+"\n")
}

// maxSegment bounds what SafeWriter holds back waiting for a line end.
const maxSegment = 4096

func NewSafeWriter(w io.Writer, cr bool) *SafeWriter { return &SafeWriter{w: w, cr: cr} }

func (s *SafeWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.buf = append(s.buf, p...)
	ends := "\n"
	if s.cr {
		ends = "\n\r"
	}
	for {
		i := bytes.IndexAny(s.buf, ends)
		if i < 0 {
			break
		}
		if err := s.emit(s.buf[:i], s.buf[i]); err != nil {
			return len(p), err
		}
		s.buf = s.buf[i+1:]
	}
	if len(s.buf) > maxSegment {
		// No line end in sight: write what is complete, cut at a rune.
		cut := len(s.buf)
		for cut > 0 && !utf8.RuneStart(s.buf[cut-1]) {
			cut--
		}
		if cut > 0 {
			cut-- // the start of a rune that may be incomplete stays
		}
		if err := s.emit(s.buf[:cut], 0); err != nil {
			return len(p), err
		}
		s.buf = s.buf[cut:]
	}
	if len(s.buf) == 0 {
		s.buf = nil
	}
	return len(p), nil
}

func (s *SafeWriter) emit(seg []byte, end byte) error {
	out := safetext.Show(string(seg))
	if end != 0 {
		out += string(end)
	}
	_, err := io.WriteString(s.w, out)
	return err
}

// Flush writes what is held back, ended by a newline.
func (s *SafeWriter) Flush() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.buf) > 0 {
		s.emit(s.buf, '\n')
		s.buf = nil
	}
}

// WriteOut writes rendered output (a catalog, an activation, a diff) on
// stdout, escaped when stdout is a terminal (see TerminalText). JSON is
// written as it is: the encoder escapes control characters, and escaping
// again would change the data.
func (f *Factory) WriteOut(b []byte, isJSON bool) error {
	if !isJSON {
		b = f.TerminalText(b)
	}
	_, err := f.IO.Out.Write(b)
	return err
}

// TerminalText escapes verbatim content (a skill body, a section) for a
// terminal: hidden characters become visible, line ends stay. What is not
// a terminal (a harness reading stdout) gets the bytes as they are.
func (f *Factory) TerminalText(b []byte) []byte {
	if !f.IO.OutTTY {
		return b
	}
	s := strings.ReplaceAll(string(b), "\r\n", "\n")
	return []byte(safetext.Block(s))
}

// PrintInstall summarises an install step on stderr (nothing with -q).
func (f *Factory) PrintInstall(res *project.InstallResult) {
	if res == nil {
		return
	}
	for _, w := range res.Warnings {
		f.Warnf("%s", w)
	}
	for _, name := range res.Fetched {
		f.Infof("stored %s", name)
	}
	inRoot, out := 0, 0
	var pending, revoked []string
	for _, s := range res.Skills {
		if s.InRoot {
			inRoot++
			continue
		}
		out++
		// A skill held back only for its approval is counted, not
		// listed: big sources hold hundreds. Other reasons are named.
		code, _ := state.OnlyApproval(s.Problems)
		switch code {
		case state.ProblemApprovalPending:
			pending = append(pending, s.Name)
		case state.ProblemApprovalRevoked:
			revoked = append(revoked, s.Name)
		default:
			f.Infof("not in root: %s: %s", s.Name, s.Reason)
		}
	}
	if len(pending) > 0 {
		f.Infof("%s pending approval: %s, or see %s", humanize.Count(len(pending), "skill", "skills"), f.CmdLine("approve --all"), f.CmdLine("status"))
		f.Debugf("pending approval: %s", strings.Join(pending, ", "))
	}
	if len(revoked) > 0 {
		f.Infof("%s changed since approved and left the root: %s says what changed; %s after review", humanize.Count(len(revoked), "skill", "skills"), f.CmdLine("status"), f.CmdLine("approve NAME"))
		f.Debugf("revoked: %s", strings.Join(revoked, ", "))
	}
	for _, t := range res.Targets {
		for _, c := range t.Clashes {
			f.Warnf("target %s: %s already exists with other content and is not managed by skillpin; left untouched", t.Target, c)
		}
		if len(t.Unowned) > 0 {
			f.Infof("target %s: %s already there with exactly the locked content, not managed by skillpin (committed, or made with another cache): left as it is, never updated or removed by skillpin", t.Target, strings.Join(t.Unowned, ", "))
		}
		for _, k := range t.Kept {
			f.Warnf("target %s: %s", t.Target, k.What())
		}
		if n := len(t.Added) + len(t.Updated) + len(t.Removed); n > 0 {
			f.Infof("target %s: %d added, %d updated, %d removed", t.Target, len(t.Added), len(t.Updated), len(t.Removed))
		}
	}
	if res.Published {
		// Not after a failure: the root was left as it was.
		f.Infof("trusted root: %d skill(s) published, %d held back", inRoot, out)
	}
}

// WarnUnseen prints one line when no agent can see the project's skills:
// skills are locked, but skills.toml has no targets and no harness
// directory links to the trusted root.
func (f *Factory) WarnUnseen(st *state.State) {
	if l := st.Lock(); l == nil || len(l.Skills) == 0 || st.Reach().Visible() {
		return
	}
	f.Warnf("agents cannot see these skills: skills.toml has no targets and no harness directory links to .skillpin/root; add targets = [\".agents/skills\", \".claude/skills\"] under [settings] and run skillpin install (see docs/harnesses.md)")
}

func ShortHex(d string) string {
	d = strings.TrimPrefix(d, "sha256:")
	if len(d) > 12 {
		d = d[:12]
	}
	return "sha256:" + d
}

func ShortCommit(c string) string {
	if len(c) > 12 {
		return c[:12]
	}
	return c
}

func Dash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// NonNil makes an empty list encode as [] rather than null.
func NonNil[T any](xs []T) []T {
	if xs == nil {
		return []T{}
	}
	return xs
}
