package cmdutil

import (
	"bytes"
	"errors"
	"os/exec"
	"strings"
)

// Page writes long text for a person to read (a skill under review)
// through a pager when stdout is a terminal: $PAGER, else less -FRX
// (which prints text that fits one screen and quits). Never with -q or
// when stdout is not a terminal: then the text is written as it is.
// The text is escaped for the terminal first, as WriteOut does.
func (f *Factory) Page(b []byte) error {
	b = f.TerminalText(b)
	var argv []string
	if f.IO.OutTTY && !f.Quiet {
		argv = f.pager()
	}
	if argv == nil {
		_, err := f.IO.Out.Write(b)
		return err
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = bytes.NewReader(b), f.IO.Out, f.IO.ErrOut
	err := cmd.Run()
	var exit *exec.ExitError
	switch {
	case err == nil || errors.As(err, &exit):
		// The pager ran; quitting it early is not a failure.
		return nil
	default:
		f.Debugf("pager %s did not start: %v", argv[0], err)
		_, err := f.IO.Out.Write(b)
		return err
	}
}

// pager is the pager command: $PAGER split into words, or less -FRX
// when less is installed; nil when there is none.
func (f *Factory) pager() []string {
	if words := strings.Fields(f.Getenv("PAGER")); len(words) > 0 {
		return words
	}
	if _, err := exec.LookPath("less"); err == nil {
		return []string{"less", "-FRX"}
	}
	return nil
}
