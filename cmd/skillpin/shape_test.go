package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/testfs"
)

// The shape issue 41 gave the code, held so that growth goes into new
// packages instead of back into one room: a package past the line limit,
// an operations type with more methods than the limit, or a function
// longer than the limit is to be split by concern or by phase.
const (
	maxPackageLines  = 4000 // non-test Go lines in one package directory
	maxProjectMethod = 50   // methods of project.Project
	maxFuncLines     = 120  // lines of one function, signature to closing brace
	maxInternalDirs  = 12   // directories directly under internal/: the homes
)

// codeShape is what the shape limits are judged on.
type codeShape struct {
	packageLines   map[string]int // package directory (slash-separated, relative) → lines
	projectMethods int
	longFuncs      []string // "file:line name (N lines)"
	internalDirs   []string
}

// measureShape reads every non-test Go file under internal/ and
// cmd/skillpin of the module rooted at root.
func measureShape(root string) (codeShape, error) {
	shape := codeShape{packageLines: map[string]int{}}
	entries, err := os.ReadDir(filepath.Join(root, "internal"))
	if err != nil {
		return shape, err
	}
	for _, e := range entries {
		if e.IsDir() {
			shape.internalDirs = append(shape.internalDirs, e.Name())
		}
	}
	fset := token.NewFileSet()
	err = walkSources(root, func(p, rel string) error {
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		dir := path.Dir(rel)
		shape.packageLines[dir] += strings.Count(string(src), "\n")
		f, err := parser.ParseFile(fset, p, src, 0)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			if n := fset.Position(fn.End()).Line - fset.Position(fn.Pos()).Line + 1; n > maxFuncLines {
				shape.longFuncs = append(shape.longFuncs, fmt.Sprintf("%s:%d %s (%d lines)", rel, fset.Position(fn.Pos()).Line, fn.Name.Name, n))
			}
			if dir == "internal/project" && receiverName(fn) == "Project" {
				shape.projectMethods++
			}
		}
		return nil
	})
	if err != nil {
		return shape, err
	}
	return shape, nil
}

// receiverName is the type name of fn's receiver, without a pointer, or "".
func receiverName(fn *ast.FuncDecl) string {
	if fn.Recv == nil || len(fn.Recv.List) == 0 {
		return ""
	}
	t := fn.Recv.List[0].Type
	if star, ok := t.(*ast.StarExpr); ok {
		t = star.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name
	}
	return ""
}

// TestCodeShape fails when a package, *Project or a function outgrows the
// limits above, or a package is placed beside the homes under internal/.
func TestCodeShape(t *testing.T) {
	t.Parallel()
	shape, err := measureShape(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	for _, pkg := range slices.Sorted(maps.Keys(shape.packageLines)) {
		if n := shape.packageLines[pkg]; n > maxPackageLines {
			t.Errorf("package %s has %d non-test lines (limit %d): move a concern into a package beneath it", pkg, n, maxPackageLines)
		}
	}
	if shape.projectMethods > maxProjectMethod {
		t.Errorf("project.Project has %d methods (limit %d): move an operation's logic into the package of its concern", shape.projectMethods, maxProjectMethod)
	}
	for _, f := range shape.longFuncs {
		t.Errorf("%s is longer than %d lines: split it by phase", f, maxFuncLines)
	}
	if len(shape.internalDirs) > maxInternalDirs {
		t.Errorf("internal/ holds %d directories (limit %d: the homes, see docs/development.md's package map): %s", len(shape.internalDirs), maxInternalDirs, strings.Join(shape.internalDirs, ", "))
	}
}

// TestCodeShapeMeasures shows the measure is not vacuous: a long function,
// a method of Project and a package's lines are all counted.
func TestCodeShapeMeasures(t *testing.T) {
	t.Parallel()
	root := testfs.TempDir(t)
	write := func(rel, src string) {
		p := filepath.Join(root, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	long := "package a\n\nfunc long() {\n" + strings.Repeat("\t_ = 1\n", maxFuncLines) + "}\n"
	write("internal/a/a.go", long)
	write("internal/a/a_test.go", "package a\n"+strings.Repeat("// test lines are not counted\n", 10))
	write("internal/project/p.go", "package project\n\ntype Project struct{}\n\nfunc (p *Project) One() {}\nfunc (Project) Two() {}\nfunc Other() {}\n")
	write("cmd/skillpin/main.go", "package main\n")
	shape, err := measureShape(root)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := shape.packageLines["internal/a"], strings.Count(long, "\n"); got != want {
		t.Errorf("internal/a: %d lines counted, want %d", got, want)
	}
	if shape.projectMethods != 2 {
		t.Errorf("Project methods: %d counted, want 2", shape.projectMethods)
	}
	if len(shape.longFuncs) != 1 || !strings.Contains(shape.longFuncs[0], "long") {
		t.Errorf("long functions: %q, want the one named long", shape.longFuncs)
	}
	if !slices.Equal(shape.internalDirs, []string{"a", "project"}) {
		t.Errorf("internal dirs: %q", shape.internalDirs)
	}
}
