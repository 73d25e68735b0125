package installed

import (
	"encoding/json"
	"path"
	"regexp"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
	"mvdan.cc/sh/v3/syntax"
)

// GypBuild reports an install script of a package.json (pkgPath, its
// path in the skill; pkgJSON, its text; entry, the matched
// `"install": "…"` text) that only compiles the package's native addon
// with node-gyp (`node-gyp rebuild`, or configure, build and clean, with
// --release or --debug), beside a binding.gyp the skill ships whose
// every .gyp and .gypi file runs nothing at build time (gypRunsNothing).
// npm itself runs `node-gyp rebuild` on install for a package with a
// binding.gyp and no install script: the script adds nothing to what
// installing the package does, and compiling shipped sources runs none
// of them. What runs at build time in gyp is its actions, rules and
// build events, command expansions (`<!(…)`), compiler plugins and the
// toolchain it names: each of those is refused.
func GypBuild(files []File, pkgPath string, pkgJSON []byte, entry string) bool {
	var script string
	sm := scriptValueRE().FindStringSubmatch(entry)
	if sm == nil || json.Unmarshal([]byte(`"`+sm[1]+`"`), &script) != nil || !gypScript(script) {
		return false
	}
	var pkg struct {
		Dependencies    map[string]string `json:"dependencies"`
		DevDependencies map[string]string `json:"devDependencies"`
	}
	if json.Unmarshal(pkgJSON, &pkg) != nil {
		return false
	}
	dir := path.Dir(pkgPath)
	binding := false
	for _, f := range files {
		ext := path.Ext(f.Path)
		if ext != ".gyp" && ext != ".gypi" {
			continue
		}
		if !gypRunsNothing(string(f.Data), func(dep string) bool {
			v := pkg.Dependencies[dep]
			if v == "" {
				v = pkg.DevDependencies[dep]
			}
			return registryRangeRE().MatchString(v)
		}) {
			return false
		}
		if f.Path == path.Join(dir, "binding.gyp") {
			binding = true
		}
	}
	return binding
}

// gypScript reports a shell script whose every command is node-gyp with
// a build subcommand and build-type switches only.
func gypScript(s string) bool {
	if len(s) > 256 {
		return false
	}
	f := parseShell(s)
	if f == nil {
		return false
	}
	n, ok := 0, true
	syntax.Walk(f, func(node syntax.Node) bool {
		switch x := node.(type) {
		case *syntax.Stmt:
			if x.Background || x.Coprocess || len(x.Redirs) > 0 || x.Negated {
				ok = false
			}
		case *syntax.BinaryCmd:
			if x.Op != syntax.AndStmt && x.Op != syntax.OrStmt {
				ok = false
			}
		case *syntax.CallExpr:
			n++
			if len(x.Assigns) > 0 || len(x.Args) < 2 {
				ok = false
				break
			}
			for i, a := range x.Args {
				v, lok := lit(a)
				if !lok || i == 0 && v != "node-gyp" || i > 0 && !gypArg(v) {
					ok = false
				}
			}
		case nil, *syntax.File, *syntax.Word, *syntax.Lit:
		default:
			ok = false
		}
		return ok
	})
	return ok && n > 0
}

// gypArg reports a node-gyp subcommand that builds, or a build type.
func gypArg(v string) bool {
	switch v {
	case "rebuild", "configure", "build", "clean", "--release", "--debug":
		return true
	}
	return false
}

var gypREs struct{ cmd, idiom, runs lazyre.RE }

// gypCommandRE finds a command expansion of gyp, early or late, as an
// array or a string, with or without a module name: `<!(…)`, `<!@(…)`,
// `>!(…)`, `<!pymod_do_main(…)`.
func gypCommandRE() *regexp.Regexp { return gypREs.cmd.Get(`[<>^]!`) }

// gypIdiomRE: the one command expansion node-addon-api and nan document
// for finding their headers — node printing (or loading) a declared
// package's include directory, gyp file or targets.
func gypIdiomRE() *regexp.Regexp {
	return gypREs.idiom.Get(`<!@?\(node -[pe] \\?"require\('(@?[a-z0-9][\w.-]*(?:/[a-z0-9][\w.-]*)?)'\)(?:\.(?:include_dir|include|gyp|targets))?\\?"\)`)
}

// gypRunsRE: keys and flags through which a build runs a program other
// than the compiler on shipped sources: actions, rules, build events,
// a toolchain set globally, compiler plugins, wrappers and spec files.
func gypRunsRE() *regexp.Regexp {
	return gypREs.runs.Get(`(?i:['"](?:actions|rules|postbuilds|make_global_settings|msvs_prebuild|msvs_postbuild|includes)['"]|BuildEvent|plugin|LD_PRELOAD)|['"]-(?:B|wrapper|specs|Xclang|load)`)
}

// gypRunsNothing reports a .gyp or .gypi file that runs nothing at
// build time: no key or flag gypRunsRE finds, and no command expansion
// but the headers idiom for a package declared reports as one from the
// registry. Files over 64 KiB are not read as such.
func gypRunsNothing(data string, declared func(string) bool) bool {
	if len(data) > 64<<10 || gypRunsRE().MatchString(data) {
		return false
	}
	for _, m := range gypIdiomRE().FindAllStringSubmatch(data, 32) {
		if !declared(m[1]) {
			return false
		}
	}
	return !gypCommandRE().MatchString(gypIdiomRE().ReplaceAllString(data, ""))
}
