package store

import (
	"io/fs"
	"os"
	"path/filepath"

	"github.com/skillpin/skillpin/internal/install/layout"
)

// Stored is the store entry of digest in the cache cacheDir, as a file
// system rooted at the entry, when the store holds one. It does not
// re-hash (Check does): it is what the trust decision's audit reads
// (state.Where.Stored).
func Stored(cacheDir, digest string) (fs.FS, bool) {
	st := &Store{Dir: filepath.Join(cacheDir, layout.StoreDir)}
	if !st.Has(digest) {
		return nil, false
	}
	return os.DirFS(st.Path(digest)), true
}
