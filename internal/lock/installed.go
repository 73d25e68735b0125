package lock

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"

	"github.com/skillpin/skillpin/internal/install/layout"
	"github.com/skillpin/skillpin/internal/install/safefile"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// LoadInstalled reads the lock as of the last successful install, kept
// where the layout says (see layout.Layout.InstalledLock); nil when
// there is none yet.
func LoadInstalled(l layout.Layout) (*Lock, error) {
	if l.InstalledLock == "" {
		return nil, nil
	}
	data, err := safefile.Read(filepath.Dir(l.InstalledLock), filepath.Base(l.InstalledLock), safefile.MaxLock)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, errkind.Mark(fmt.Errorf("read the lock of the last install: %w", err), errkind.Invalid)
	}
	return ParseLock(data, l.InstalledLock)
}
