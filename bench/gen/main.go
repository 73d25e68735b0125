// Command gen writes a synthetic git repository of Agent Skills for
// skillpin's benchmarks (bench/run.sh). It streams the content into
// `git fast-import`, so that even a 50,000-file repository takes seconds,
// and tags the commit v1.
//
//	go run ./bench/gen -out DIR -skills 100 -files 10 -size 4096
//	go run ./bench/gen -out DIR -skills 1 -files 10 -size 4096 -filler 49990
//	go run ./bench/gen -out DIR -skills 500 -mixed
//	go run ./bench/gen -out DIR -skills 500 -real -filler 3000
//
// Each skill is skills/skill-NNNN/ with a SKILL.md and files-1 more files
// spread over scripts/, references/ and assets/ (every fifth one
// executable). Filler files (-filler) are plain files outside any skill,
// under src/, in directories of 100: the bulk of a big repository that
// selects few skills. With -mixed, each skill has 1 to 2×files-1 files
// (files on average) of mixed sizes, as real skill collections do: most
// files a few KiB, some tens of KiB, a few hundreds (see mixedSize).
// -big adds one file of that many bytes outside every skill, and
// -big-skill one inside skill-0001: memory must not grow with either.
// -real shapes the repository as public skill collections are (measured on
// sickn33/antigravity-awesome-skills at v4.0.0: 2,472 files in skills/, a
// third of them 6 or more levels deep, one in five binary): mixed sizes,
// files nested up to four directories under references/, binary assets
// (fonts, images: incompressible, 8 to 256 KiB) in one skill in five, and
// the filler spread over node_modules/, docs/ and data/ trees beside
// skills/. Content is deterministic, text-like and distinct per
// file, so that git's compression behaves as it does on real text and no
// two files share a blob.
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"strings"
)

func main() {
	var o options
	flag.StringVar(&o.out, "out", "", "directory of the bare repository to create (must not exist)")
	flag.IntVar(&o.skills, "skills", 100, "number of skills")
	flag.IntVar(&o.files, "files", 10, "files per skill, SKILL.md included")
	flag.IntVar(&o.size, "size", 4096, "bytes per file (SKILL.md included)")
	flag.IntVar(&o.filler, "filler", 0, "plain files outside any skill (the rest of a big repository)")
	flag.IntVar(&o.fillerSize, "filler-size", -1, "bytes per filler file (default: -size)")
	flag.BoolVar(&o.mixed, "mixed", false, "mixed file counts and sizes per skill (-files is the average count)")
	flag.IntVar(&o.big, "big", 0, "bytes of one big file outside every skill (0: none)")
	flag.IntVar(&o.bigSkill, "big-skill", 0, "bytes of one big file in skill-0001 (0: none)")
	flag.BoolVar(&o.real, "real", false, "the shape of a real skill collection: mixed sizes, deep references/, binary assets, filler in trees beside skills/ (implies -mixed)")
	flag.Parse()
	if err := run(o); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

type options struct {
	out                 string
	skills, files, size int
	filler, fillerSize  int
	mixed, real         bool
	big, bigSkill       int
}

func run(o options) error {
	switch {
	case o.out == "":
		return errors.New("-out DIR is required")
	case o.skills < 0 || o.filler < 0:
		return errors.New("-skills and -filler must not be negative")
	case o.skills > 0 && o.files < 1:
		return errors.New("-files must be at least 1 (the SKILL.md)")
	case o.size < 256:
		return errors.New("-size must be at least 256 bytes (a SKILL.md needs its frontmatter)")
	}
	if o.fillerSize < 0 {
		o.fillerSize = o.size
	}
	if o.real {
		o.mixed = true
	}
	if _, err := os.Stat(o.out); err == nil {
		return fmt.Errorf("%s already exists; remove it or pick another -out", o.out)
	}
	if err := git("", "init", "-q", "--bare", "-b", "main", o.out); err != nil {
		return err
	}
	// What large hosts allow and skillpin may use: filters for partial
	// fetches, and fetching a commit by id.
	for _, kv := range [][2]string{{"uploadpack.allowFilter", "true"}, {"uploadpack.allowAnySHA1InWant", "true"}} {
		if err := git(o.out, "config", kv[0], kv[1]); err != nil {
			return err
		}
	}
	cmd := exec.Command("git", "fast-import", "--quiet", "--done")
	cmd.Dir = o.out
	cmd.Env = gitEnv()
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("git fast-import: %w", err)
	}
	werr := stream(bufio.NewWriterSize(stdin, 1<<20), o)
	cerr := stdin.Close()
	if err := cmd.Wait(); err != nil {
		return fmt.Errorf("git fast-import: %w", err)
	}
	if werr != nil {
		return werr
	}
	return cerr
}

// stream writes the fast-import stream: every blob, one commit on main
// listing them, and the tag v1.
func stream(w *bufio.Writer, o options) error {
	rng := rand.New(rand.NewPCG(1, 2))
	type entry struct {
		mode string
		mark int
		path string
	}
	var entries []entry
	mark := 0
	blob := func(content []byte) int {
		mark++
		fmt.Fprintf(w, "blob\nmark :%d\ndata %d\n", mark, len(content))
		w.Write(content)
		w.WriteByte('\n')
		return mark
	}
	dirs := []string{"scripts", "references", "assets"}
	for s := range o.skills {
		name := fmt.Sprintf("skill-%04d", s)
		dir := "skills/" + name
		files, size := o.files, func() int { return o.size }
		if o.mixed {
			files = 1 + rng.IntN(2*o.files-1)
			size = func() int { return mixedSize(rng) }
		}
		md := skillMD(name, max(size(), 512), rng)
		entries = append(entries, entry{"100644", blob(md), dir + "/SKILL.md"})
		for f := 1; f < files; f++ {
			mode := "100644"
			if f%5 == 0 {
				mode = "100755"
			}
			p := fmt.Sprintf("%s/%s/file-%03d.txt", dir, dirs[f%len(dirs)], f)
			if o.real {
				p = realPath(dir, f, rng)
			}
			entries = append(entries, entry{mode, blob(text(size(), rng)), p})
		}
		if o.real && s%5 == 2 {
			// Binary assets: fonts and images, incompressible.
			for a := range 1 + rng.IntN(4) {
				ext := []string{"ttf", "png", "woff2", "pdf"}[a%4]
				entries = append(entries, entry{"100644", blob(noise(8<<10+rng.IntN(248<<10), rng)), fmt.Sprintf("%s/assets/fonts/asset-%02d.%s", dir, a, ext)})
			}
		}
		if s == 1 && o.bigSkill > 0 {
			entries = append(entries, entry{"100644", blob(noise(o.bigSkill, rng)), dir + "/assets/big.bin"})
		}
	}
	if o.big > 0 {
		entries = append(entries, entry{"100644", blob(noise(o.big, rng)), "data/big.bin"})
	}
	for f := range o.filler {
		p := fmt.Sprintf("src/d%04d/f%03d.txt", f/100, f%100)
		if o.real {
			// What sits beside skills/ in a collection: vendored
			// packages, documentation, data.
			switch f % 3 {
			case 0:
				p = fmt.Sprintf("node_modules/pkg-%03d/lib/internal/f%04d.js", f/60, f)
			case 1:
				p = fmt.Sprintf("docs/section-%02d/page-%04d.md", f/150, f)
			default:
				p = fmt.Sprintf("data/set-%02d/row-%04d.csv", f/300, f)
			}
		}
		entries = append(entries, entry{"100644", blob(text(o.fillerSize, rng)), p})
	}
	msg := fmt.Sprintf("synthetic: %d skills x %d files x %d bytes (mixed: %v), %d filler files, big %d, big in a skill %d\n",
		o.skills, o.files, o.size, o.mixed, o.filler, o.big, o.bigSkill)
	fmt.Fprintf(w, "commit refs/heads/main\nmark :%d\ncommitter Bench <bench@example.com> 1700000000 +0000\ndata %d\n%s", mark+1, len(msg), msg)
	for _, e := range entries {
		fmt.Fprintf(w, "M %s :%d %s\n", e.mode, e.mark, e.path)
	}
	fmt.Fprintf(w, "\nreset refs/tags/v1\nfrom :%d\n\ndone\n", mark+1)
	return w.Flush()
}

// realPath is where the f-th file of a skill goes in a -real repository:
// scripts, and references nested up to four levels deep.
func realPath(dir string, f int, rng *rand.Rand) string {
	switch rng.IntN(4) {
	case 0:
		return fmt.Sprintf("%s/scripts/tool_%03d.py", dir, f)
	case 1:
		return fmt.Sprintf("%s/references/ref-%03d.md", dir, f)
	case 2:
		return fmt.Sprintf("%s/references/api/v%d/endpoint-%03d.md", dir, 1+rng.IntN(3), f)
	default:
		return fmt.Sprintf("%s/references/patterns/lang-%d/framework/%03d.patch", dir, rng.IntN(5), f)
	}
}

// mixedSize is a file size as skill collections have them: 70% from
// 512 bytes to 4 KiB, 25% up to 32 KiB, 5% up to 256 KiB.
func mixedSize(rng *rand.Rand) int {
	switch p := rng.IntN(100); {
	case p < 70:
		return 512 + rng.IntN(4096-512)
	case p < 95:
		return 4096 + rng.IntN(32768-4096)
	default:
		return 32768 + rng.IntN(262144-32768)
	}
}

// noise is size incompressible bytes: a big binary file.
func noise(size int, rng *rand.Rand) []byte {
	b := make([]byte, size)
	for i := 0; i+8 <= size; i += 8 {
		v := rng.Uint64()
		for j := range 8 {
			b[i+j] = byte(v >> (8 * j))
		}
	}
	return b
}

// skillMD is a valid SKILL.md of exactly size bytes.
func skillMD(name string, size int, rng *rand.Rand) []byte {
	head := fmt.Sprintf("---\nname: %s\ndescription: Synthetic benchmark skill %s. Use it when measuring skillpin.\n---\n# %s\n\n", name, name, name)
	return append([]byte(head), text(size-len(head), rng)...)
}

var words = strings.Fields(`the skill reads a file and writes a report when the user asks for
a summary of tables forms documents scripts tests build release deploy review check lint format
extract merge split convert upload download parse render translate explain refactor measure`)

// text is size bytes of word salad ending in a newline.
func text(size int, rng *rand.Rand) []byte {
	b := make([]byte, 0, size+16)
	col := 0
	for len(b) < size {
		w := words[rng.IntN(len(words))]
		b = append(b, w...)
		col += len(w)
		if col > 72 {
			b = append(b, '\n')
			col = 0
		} else {
			b = append(b, ' ')
			col++
		}
	}
	b = b[:size]
	b[size-1] = '\n'
	return b
}

func gitEnv() []string {
	return append(os.Environ(), "GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=/dev/null")
}

func git(dir string, args ...string) error {
	cmd := exec.Command("git", args...)
	if dir != "" {
		cmd.Dir = dir
	}
	cmd.Env = gitEnv()
	var stderr strings.Builder
	cmd.Stderr = &stderr
	cmd.Stdout = io.Discard
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("git %s: %w: %s", strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return nil
}
