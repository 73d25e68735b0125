package hint

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"testing"
)

func TestCmdLine(t *testing.T) {
	for _, tc := range []struct {
		cmd     Cmd
		scope   Scope
		want    string
		wantSub string
	}{
		{Run("install"), Current, "skillpin install", "install"},
		{Run("install"), Project, "skillpin install", "install"},
		{Run("install", "--repair"), User, "skillpin -g install --repair", "install --repair"},
		{RunIn(User, "init"), Project, "skillpin -g init", "init"},
		{RunIn(Project, "init"), User, "skillpin init", "init"},
		{RunIn(None, "cache", "gc"), User, "skillpin cache gc", "cache gc"},
	} {
		if got := tc.cmd.Line(tc.scope); got != tc.want {
			t.Errorf("%v.Line(%v) = %q, want %q", tc.cmd.Args(), tc.scope, got, tc.want)
		}
		if got := tc.cmd.Sub(); got != tc.wantSub {
			t.Errorf("%v.Sub() = %q, want %q", tc.cmd.Args(), got, tc.wantSub)
		}
		if b, _ := tc.cmd.MarshalText(); string(b) != tc.wantSub {
			t.Errorf("%v.MarshalText() = %q, want %q", tc.cmd.Args(), b, tc.wantSub)
		}
	}
	name := "pdf"
	if Run("approve", name) != Run("approve", "pdf") || Run("approve") == RunIn(User, "approve") {
		t.Error("Cmds do not compare by value")
	}
	if !(Cmd{}).IsZero() || Run("x").IsZero() {
		t.Error("IsZero")
	}
	var c Cmd
	if err := c.UnmarshalText([]byte("approve --sign pdf")); err != nil || c.Line(User) != "skillpin -g approve --sign pdf" {
		t.Errorf("UnmarshalText: %v, %q", err, c.Line(User))
	}
}

// holder stands for a message that is not a hint: the command line of a
// run holding a lock, which is its own and never rendered again.
type holder struct{ cmd string }

func (h *holder) Error() string { return "waiting for a run of `skillpin " + h.cmd + "`" }

// typed stands for a typed error of another package whose text names a
// command.
type typed struct{ name string }

func (e *typed) Error() string { return e.Render(Current) }
func (e *typed) Render(s Scope) string {
	return "skill " + e.name + ": run `" + Run("update", e.name).Line(s) + "`"
}

func TestRender(t *testing.T) {
	base := Errorf("store entry %s is missing: run `%s` to fetch it", "sha256:ab", Run("install"))
	lockHeld := &holder{"-g install"}
	projHeld := &holder{"install"}
	for _, tc := range []struct {
		name          string
		err           error
		project, user string
	}{
		{"plain", errors.New("no `skillpin install` here"), "no `skillpin install` here", "no `skillpin install` here"},
		{"hint", base,
			"store entry sha256:ab is missing: run `skillpin install` to fetch it",
			"store entry sha256:ab is missing: run `skillpin -g install` to fetch it"},
		{"wrapped by fmt.Errorf", fmt.Errorf("skill pdf: %w", base),
			"skill pdf: store entry sha256:ab is missing: run `skillpin install` to fetch it",
			"skill pdf: store entry sha256:ab is missing: run `skillpin -g install` to fetch it"},
		{"wrapped in the middle", fmt.Errorf("a (%w) b", base),
			"a (store entry sha256:ab is missing: run `skillpin install` to fetch it) b",
			"a (store entry sha256:ab is missing: run `skillpin -g install` to fetch it) b"},
		{"two wrapped", fmt.Errorf("%w; %w", base, &typed{"pdf"}),
			"store entry sha256:ab is missing: run `skillpin install` to fetch it; skill pdf: run `skillpin update pdf`",
			"store entry sha256:ab is missing: run `skillpin -g install` to fetch it; skill pdf: run `skillpin -g update pdf`"},
		{"hint wrapping hint", Errorf("%w\n(`%s` checks the rest)", base, Run("verify", "--offline")),
			"store entry sha256:ab is missing: run `skillpin install` to fetch it\n(`skillpin verify --offline` checks the rest)",
			"store entry sha256:ab is missing: run `skillpin -g install` to fetch it\n(`skillpin -g verify --offline` checks the rest)"},
		{"a msg argument", Errorf("refused: %s", Sprintf("run `%s`", Run("approve", "pdf"))),
			"refused: run `skillpin approve pdf`", "refused: run `skillpin -g approve pdf`"},
		{"a lock holder is not a hint", Errorf("%w; or stop it and run `%s`", lockHeld, Run("install")),
			"waiting for a run of `skillpin -g install`; or stop it and run `skillpin install`",
			"waiting for a run of `skillpin -g install`; or stop it and run `skillpin -g install`"},
		{"a project holder under -g", fmt.Errorf("x: %w", Errorf("%v: run `%s`", projHeld, Run("status"))),
			"x: waiting for a run of `skillpin install`: run `skillpin status`",
			"x: waiting for a run of `skillpin install`: run `skillpin -g status`"},
		{"a fixed scope", Errorf("run `%s`", RunIn(User, "init")), "run `skillpin -g init`", "run `skillpin -g init`"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.err.Error(); got != tc.project {
				t.Errorf("Error() = %q, want %q", got, tc.project)
			}
			if got := Render(tc.err, Project); got != tc.project {
				t.Errorf("Render(Project) = %q, want %q", got, tc.project)
			}
			if got := Render(tc.err, User); got != tc.user {
				t.Errorf("Render(User) = %q, want %q", got, tc.user)
			}
		})
	}
	if Render(nil, User) != "" {
		t.Error("Render(nil)")
	}
}

// Errorf wraps as fmt.Errorf does: callers still find what it wraps.
func TestErrorfWraps(t *testing.T) {
	err := Errorf("read: %w; run `%s`", fs.ErrNotExist, Run("install"))
	if !errors.Is(err, fs.ErrNotExist) {
		t.Error("errors.Is does not find the wrapped error")
	}
	var h *Error
	if !errors.As(fmt.Errorf("ctx: %w", err), &h) {
		t.Error("errors.As does not find the *Error")
	}
	if Errorf("no verbs").(*Error).Unwrap() != nil {
		t.Error("an error wrapping nothing unwraps to something")
	}
	two := Errorf("%w %w", fs.ErrNotExist, fs.ErrExist)
	if !errors.Is(two, fs.ErrExist) || !errors.Is(two, fs.ErrNotExist) {
		t.Error("errors.Is does not find both wrapped errors")
	}
}

type printer struct{ bytes.Buffer }

func (p *printer) PrintMsg(m Msg) { p.WriteString(m.Render(User) + "\n") }

func TestMsg(t *testing.T) {
	m := Sprintf("%d skills: run `%s`", 2, Run("approve", "--all"))
	if m.String() != "2 skills: run `skillpin approve --all`" || m.Render(User) != "2 skills: run `skillpin -g approve --all`" {
		t.Errorf("%q / %q", m.String(), m.Render(User))
	}
	var back Msg
	if b, err := m.MarshalText(); err != nil || back.UnmarshalText(b) != nil || back.Render(User) != m.String() {
		t.Errorf("MarshalText round trip: %q", back.Render(User))
	}
	if Text("100% plain").Render(User) != "100% plain" {
		t.Error("Text is formatted")
	}
	if !(Msg{}).IsZero() || Text("").IsZero() {
		t.Error("IsZero")
	}
	j := Join([]Msg{Text("a 100%"), m}, "\n  %")
	if j.String() != "a 100%\n  %2 skills: run `skillpin approve --all`" || j.Render(User) != "a 100%\n  %2 skills: run `skillpin -g approve --all`" {
		t.Errorf("Join: %q / %q", j.String(), j.Render(User))
	}
	if Join(nil, ", ").String() != "" {
		t.Error("Join(nil)")
	}
	var plain strings.Builder
	Fprintln(&plain, m)
	var p printer
	Fprintln(&p, m)
	if plain.String() != "2 skills: run `skillpin approve --all`\n" || p.String() != "2 skills: run `skillpin -g approve --all`\n" {
		t.Errorf("Fprintln: %q / %q", plain.String(), p.String())
	}
}
