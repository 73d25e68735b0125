package main

import (
	"bufio"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestCIFuzzTargets keeps .ci/run's list of fuzz targets true: each names
// a Fuzz function of the package it names, and every Fuzz function of the
// module is listed, so a package move cannot leave CI fuzzing nothing.
func TestCIFuzzTargets(t *testing.T) {
	t.Parallel()
	root := filepath.Join("..", "..")
	listed, err := ciFuzzTargets(filepath.Join(root, ".ci", "run"))
	if err != nil {
		t.Fatal(err)
	}
	if len(listed) == 0 {
		t.Fatal(".ci/run lists no fuzz target between <<'TARGETS' and TARGETS")
	}
	defined := map[string]bool{} // "Target ./pkg"
	for _, dir := range []string{"internal", "cmd"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(p, "_test.go") {
				return err
			}
			f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.SkipObjectResolution)
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(root, filepath.Dir(p))
			for _, name := range fuzzFuncs(f.Decls) {
				defined[name+" ./"+filepath.ToSlash(rel)] = true
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, l := range listed {
		if !defined[l] {
			t.Errorf(".ci/run fuzzes %q, which does not exist: name the package the target lives in", l)
		}
	}
	for d := range defined {
		if !slices.Contains(listed, d) {
			t.Errorf("fuzz target %q is not in .ci/run's list: add it", d)
		}
	}
}

// ciFuzzTargets reads the "Target ./pkg" lines of .ci/run's here-document.
func ciFuzzTargets(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var targets []string
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasSuffix(line, "<<'TARGETS'"):
			in = true
		case line == "TARGETS":
			in = false
		case in && line != "":
			targets = append(targets, strings.Join(strings.Fields(line), " "))
		}
	}
	return targets, sc.Err()
}

// fuzzFuncs names the Fuzz functions among decls.
func fuzzFuncs(decls []ast.Decl) []string {
	var names []string
	for _, d := range decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil && strings.HasPrefix(fn.Name.Name, "Fuzz") {
			names = append(names, fn.Name.Name)
		}
	}
	return names
}
