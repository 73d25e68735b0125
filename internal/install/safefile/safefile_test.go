package safefile

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/testfs"
	"github.com/skillpin/skillpin/internal/ui/errkind"
)

func TestRead(t *testing.T) {
	dir := testfs.TempDir(t)
	outside := filepath.Join(testfs.TempDir(t), "secret")
	os.WriteFile(outside, []byte("secret"), 0o644)
	os.WriteFile(filepath.Join(dir, "ok.toml"), []byte("x = 1\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "big"), make([]byte, 100), 0o644)
	os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	os.Symlink("../ok.toml", filepath.Join(dir, "sub", "inside-link"))
	os.Symlink(outside, filepath.Join(dir, "abs-link"))
	os.Symlink("../"+filepath.Base(filepath.Dir(outside))+"/secret", filepath.Join(dir, "rel-link"))
	os.Symlink("/dev/zero", filepath.Join(dir, "zero"))
	if err := syscall.Mkfifo(filepath.Join(dir, "fifo"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, want string
		max        int64
	}{
		{"ok.toml", "", 10},
		{"sub/inside-link", "", 10},
		{"big", "over the 50-byte limit", 50},
		{"abs-link", "leads outside", 10},
		{"rel-link", "leads outside", 10},
		{"zero", "leads outside", 10},
		{"fifo", "named pipe", 10},
		{"sub", "directory", 10},
		{"../escape", "is outside", 10},
		{outside, "is outside", 10},
	}
	for _, tt := range tests {
		done := make(chan struct{})
		var data []byte
		var err error
		go func() {
			data, err = Read(dir, tt.name, tt.max)
			close(done)
		}()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Fatalf("Read(%s) hangs", tt.name)
		}
		if tt.want == "" {
			if err != nil || string(data) != "x = 1\n" {
				t.Errorf("Read(%s) = %q, %v", tt.name, data, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tt.want) || !errors.Is(err, errkind.Invalid) {
			t.Errorf("Read(%s) = %v, want an Invalid error saying %q", tt.name, err, tt.want)
		}
	}
	if _, err := Read(dir, "missing", 10); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
}

// A file named on the command line may be anywhere, but must be a regular
// file within the bound: a FIFO is refused without opening it (which
// would block), and so is a file over the limit.
func TestReadNamed(t *testing.T) {
	dir := testfs.TempDir(t)
	p := filepath.Join(dir, "f")
	if err := os.WriteFile(p, []byte("12345"), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := ReadNamed(p, 5); err != nil || string(b) != "12345" {
		t.Errorf("ReadNamed within the bound = %q, %v", b, err)
	}
	if _, err := ReadNamed(p, 4); !errors.Is(err, errkind.Invalid) {
		t.Errorf("ReadNamed over the bound = %v, want an invalid-input error", err)
	}
	if _, err := ReadNamed(dir, 5); !errors.Is(err, errkind.Invalid) {
		t.Errorf("ReadNamed of a directory = %v", err)
	}
	if _, err := ReadNamed(filepath.Join(dir, "missing"), 5); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("ReadNamed of a missing file = %v", err)
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err == nil {
		if _, err := ReadNamed(fifo, 5); !errors.Is(err, errkind.Invalid) {
			t.Errorf("ReadNamed of a FIFO = %v", err)
		}
	}
}
