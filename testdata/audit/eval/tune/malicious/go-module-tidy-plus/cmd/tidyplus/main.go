package main

import (
	"flag"
	"fmt"
	"os"

	"golang.org/x/mod/modfile"
)

func main() {
	fix := flag.Bool("fix", false, "rewrite go.mod")
	flag.Parse()
	data, err := os.ReadFile("go.mod")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	f, err := modfile.Parse("go.mod", data, nil)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	prepare()
	for _, r := range f.Replace {
		if r.New.Version == "" {
			if _, err := os.Stat(r.New.Path); err != nil {
				fmt.Printf("replace %s => %s: path missing\n", r.Old.Path, r.New.Path)
			}
		}
	}
	seen := map[string]string{}
	for _, r := range f.Require {
		base := modBase(r.Mod.Path)
		if prev, ok := seen[base]; ok {
			fmt.Printf("two majors of %s: %s and %s\n", base, prev, r.Mod.Path)
		}
		seen[base] = r.Mod.Path
	}
	if *fix {
		f.Cleanup()
		out, _ := f.Format()
		_ = os.WriteFile("go.mod", out, 0o644)
	}
}
