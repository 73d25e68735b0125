package project

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/skillpin/skillpin/internal/fetch/gittest"
	"github.com/skillpin/skillpin/internal/testfs"
)

// benchProject is an upstream of n skills × m files of size bytes (tagged
// v1) and a project that adds all of them, for profiling the operations
// bench/run.sh times end to end.
type benchProject struct {
	b     *testing.B
	up    *gittest.Repo
	url   string
	dir   string
	cache string
	env   map[string]string
}

func newBenchProject(b *testing.B, n, m, size int) *benchProject {
	b.Helper()
	bp := &benchProject{b: b, up: gittest.NewRepo(b)}
	line := strings.Repeat("benchmark text for a skill file. ", 3) + "\n"
	body := strings.Repeat(line, size/len(line)+1)
	for i := range n {
		name := fmt.Sprintf("skill-%04d", i)
		dir := "skills/" + name
		md := fmt.Sprintf("---\nname: %s\ndescription: Benchmark skill %d.\n---\n# %s\n", name, i, name)
		bp.up.WriteFile(dir+"/SKILL.md", md+body[:size-len(md)])
		for j := 1; j < m; j++ {
			// Distinct content per file, as in a real repository.
			tag := fmt.Sprintf(" %d %d\n", i, j)
			content := body[:size-len(tag)] + tag
			bp.up.WriteFile(fmt.Sprintf("%s/%s/file-%03d.txt", dir, []string{"scripts", "references", "assets"}[j%3], j), content)
		}
	}
	bp.up.Commit("bench")
	bp.up.Tag("v1")
	bp.url = bp.up.FileURL() + "@v1"
	return bp
}

// reset gives the next run a fresh project (approval = "lock", so every
// skill is published) and, when cold, a fresh cache.
func (bp *benchProject) reset(cold bool) {
	bp.b.Helper()
	bp.dir = testfs.TempDir(bp.b)
	if cold || bp.cache == "" {
		cache := testfs.TempDir(bp.b)
		// Store entries are read-only: make them removable before the
		// temp dir is removed (cleanups run last-registered first).
		bp.b.Cleanup(func() {
			_ = filepath.WalkDir(cache, func(p string, d os.DirEntry, err error) error {
				if err == nil && d.IsDir() {
					_ = os.Chmod(p, 0o755)
				}
				return nil
			})
		})
		bp.cache = cache
	}
	bp.env = map[string]string{"SKILLPIN_CACHE": bp.cache, "HOME": bp.dir, "GIT_CONFIG_GLOBAL": os.DevNull, "GIT_CONFIG_NOSYSTEM": "1", "GIT_TERMINAL_PROMPT": "0"}
	if err := os.WriteFile(filepath.Join(bp.dir, ManifestFile), []byte("[settings]\napproval = \"lock\"\n"), 0o644); err != nil {
		bp.b.Fatal(err)
	}
}

func (bp *benchProject) open(offline bool) *Project {
	bp.b.Helper()
	p, err := Open(Env{
		Dir:     bp.dir,
		Getenv:  func(k string) string { return bp.env[k] },
		Offline: offline,
		Now:     func() time.Time { return time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC) },
		Command: "bench",
	})
	if err != nil {
		bp.b.Fatal(err)
	}
	return p
}

func (bp *benchProject) add() {
	bp.b.Helper()
	if _, err := bp.open(false).Add(context.Background(), AddRequest{Spec: bp.url, All: true, Name: "bench"}); err != nil {
		bp.b.Fatal(err)
	}
}

// BenchmarkAddCold is `skillpin add URL@v1 --all` of 100 skills × 10
// files × 4 KiB into an empty cache. Every run gets new directories, all
// removed at the end: removing thousands of files right before a run
// would make creating files slower on some file systems (ext4 without a
// journal avoids reusing recently freed inodes).
func BenchmarkAddCold(b *testing.B) {
	bp := newBenchProject(b, 100, 10, 4096)
	for b.Loop() {
		b.StopTimer()
		bp.reset(true)
		b.StartTimer()
		bp.add()
	}
}

// BenchmarkInstallCold is `skillpin install` from an existing lock into
// an empty cache.
func BenchmarkInstallCold(b *testing.B) {
	bp := newBenchProject(b, 100, 10, 4096)
	bp.reset(true)
	bp.add()
	manifest, lockData := readFile(b, filepath.Join(bp.dir, ManifestFile)), readFile(b, filepath.Join(bp.dir, LockFile))
	for b.Loop() {
		b.StopTimer()
		bp.reset(true)
		writeFile(b, filepath.Join(bp.dir, ManifestFile), manifest)
		writeFile(b, filepath.Join(bp.dir, LockFile), lockData)
		b.StartTimer()
		if _, err := bp.open(false).Install(context.Background(), InstallOptions{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkInstallWarm is `skillpin install` with nothing to do.
func BenchmarkInstallWarm(b *testing.B) {
	bp := newBenchProject(b, 100, 10, 4096)
	bp.reset(true)
	bp.add()
	for b.Loop() {
		res, err := bp.open(true).Install(context.Background(), InstallOptions{})
		if err != nil {
			b.Fatal(err)
		}
		if res.RootChanged || len(res.Fetched) > 0 {
			b.Fatalf("warm install did work: %+v", res)
		}
	}
}

// BenchmarkStatus is `skillpin status` of an installed project.
func BenchmarkStatus(b *testing.B) {
	bp := newBenchProject(b, 100, 10, 4096)
	bp.reset(true)
	bp.add()
	for b.Loop() {
		if _, err := bp.open(true).StatusReport(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkVerifyOffline is `skillpin verify --offline` of an installed
// project: every file re-hashed at the pinned commit, in the store and
// in the trusted root.
func BenchmarkVerifyOffline(b *testing.B) {
	bp := newBenchProject(b, 100, 10, 4096)
	bp.reset(true)
	bp.add()
	for b.Loop() {
		r, err := bp.open(true).Verify(context.Background())
		if err != nil {
			b.Fatal(err)
		}
		if r.Files != 1000 || len(r.Findings) > 0 {
			b.Fatalf("verify: %d files, findings %+v", r.Files, r.Findings)
		}
	}
}

func readFile(b *testing.B, p string) []byte {
	data, err := os.ReadFile(p)
	if err != nil {
		b.Fatal(err)
	}
	return data
}

func writeFile(b *testing.B, p string, data []byte) {
	if err := os.WriteFile(p, data, 0o644); err != nil {
		b.Fatal(err)
	}
}
