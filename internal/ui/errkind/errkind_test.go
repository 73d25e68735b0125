package errkind

import (
	"errors"
	"fmt"
	"testing"
)

type typed struct{}

func (typed) Error() string        { return "typed" }
func (typed) Is(target error) bool { return target == Unavailable }

func TestOf(t *testing.T) {
	base := errors.New("base")
	tests := []struct {
		name string
		err  error
		want error
	}{
		{"nil", nil, nil},
		{"plain", base, nil},
		{"marked", Mark(base, Invalid), Invalid},
		{"wrapped mark", fmt.Errorf("ctx: %w", Mark(base, CheckFailed)), CheckFailed},
		{"typed", fmt.Errorf("ctx: %w", typed{}), Unavailable},
	}
	for _, tt := range tests {
		if got := Of(tt.err); got != tt.want {
			t.Errorf("%s: Of = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestMark(t *testing.T) {
	if Mark(nil, Invalid) != nil {
		t.Fatal("Mark(nil) != nil")
	}
	base := errors.New("base")
	m := Mark(base, Invalid)
	if m.Error() != "base" || !errors.Is(m, base) || !errors.Is(m, Invalid) || errors.Is(m, CheckFailed) {
		t.Fatalf("Mark: message %q, is base %v, is Invalid %v", m, errors.Is(m, base), errors.Is(m, Invalid))
	}
}
