package pkgsource

import (
	"path"
	"slices"
	"strings"
)

// maxWords bounds the words of one command read.
const maxWords = 256

// Command is what the command argv (its words as the shell folds them;
// a part not known is spelled as a parameter) does to a package
// manager's sources; ok false when it sets none.
func Command(argv []string) (c Change, ok bool) {
	if len(argv) < 2 {
		return Change{}, false
	}
	if len(argv) > maxWords {
		argv = argv[:maxWords]
	}
	name := strings.ToLower(path.Base(strings.ReplaceAll(argv[0], `\`, "/")))
	name = strings.TrimSuffix(name, ".exe")
	args := argv[1:]
	if (name == "python" || name == "python3" || name == "py") && len(args) > 2 && args[0] == "-m" {
		name, args = args[1], args[2:]
	}
	if name == "uv" && len(args) > 0 && args[0] == "pip" {
		name, args = "pip", args[1:]
	}
	if len(args) == 0 {
		return Change{}, false
	}
	switch strings.TrimRight(name, "0123456789.") {
	case "npm", "pnpm", "yarn", "bun", "npx", "bunx":
		return npmCommand(name, args)
	case "pip", "uv", "pipx", "poetry":
		return pipCommand(args)
	case "go":
		if args[0] == "env" && len(args) > 2 && args[1] == "-w" {
			return envWords("go", args[2:]), true
		}
	case "setx":
		if len(args) >= 2 {
			c := scan("env", args[0]+"="+args[1], true)
			c.Manager = "environment"
			return c, c.Host != "" || c.Weakened != ""
		}
	case "gem":
		return gemCommand(args)
	case "bundle":
		return bundleCommand(args)
	case "conda", "mamba", "micromamba":
		return condaCommand(args)
	case "composer":
		return composerCommand(args)
	case "git":
		return gitCommand(args)
	case "dotnet", "nuget":
		return nugetCommand(name, args)
	}
	return Change{}, false
}

// value is the value of option opt in args (--opt=V or --opt V).
func optValues(args []string, opts ...string) []string {
	var out []string
	for i, a := range args {
		for _, o := range opts {
			if v, ok := strings.CutPrefix(a, o+"="); ok {
				out = append(out, v)
			} else if a == o && i+1 < len(args) {
				out = append(out, args[i+1])
			}
		}
	}
	return out
}

func has(args []string, ws ...string) bool {
	for _, a := range args {
		for _, w := range ws {
			if a == w || strings.HasPrefix(a, w+"=") {
				return true
			}
		}
	}
	return false
}

// source sets c's host from the first foreign value of vs.
func (c *Change) source(vs []string, setting string) {
	for _, v := range vs {
		if c.Host != "" {
			return
		}
		if h, plain := foreign(v); h != "" {
			c.Host, c.Setting = h, setting+" "+v
			if plain && c.Weakened == "" {
				c.Weakened = "plain http"
			}
		}
	}
}

// npmCommand: npm/pnpm/yarn config set KEY VALUE (the user's .npmrc
// unless told the project's), and an install given --registry.
func npmCommand(name string, args []string) (Change, bool) {
	c := Change{Manager: name}
	if (args[0] == "config" || args[0] == "c") && len(args) > 1 {
		args = args[1:]
	}
	if args[0] == "set" {
		var kv []string
		for i := 1; i < len(args); i++ {
			a := args[i]
			if a == "--location" || a == "-L" {
				i++ // its value
			} else if !strings.HasPrefix(a, "-") {
				kv = append(kv, a)
			}
		}
		if len(kv) == 1 {
			k, v, _ := strings.Cut(kv[0], "=")
			kv = []string{k, v}
		}
		if len(kv) < 2 {
			return c, false
		}
		k, v := strings.ToLower(kv[0]), strings.ToLower(kv[1])
		// yarn berry's npmRegistryServer is the project's unless -H.
		c.User = !slices.Contains(optValues(args, "--location", "-L"), "project") && !(k == "npmregistryserver" && !has(args, "-H", "--home"))
		switch k {
		case "registry", "npmregistryserver":
			c.source([]string{kv[1]}, name+" config set "+kv[0])
		case "strict-ssl", "enablestrictssl":
			if v == "false" {
				c.Weakened = k + " false"
			}
		case "always-auth", "npmalwaysauth":
			if v == "true" {
				c.Weakened = k + " true"
			}
		}
		return c, c.Host != "" || c.Weakened != ""
	}
	c.source(optValues(args, "--registry"), "--registry")
	for _, v := range optValues(args, "--strict-ssl") {
		if v == "false" {
			c.Weakened = "--strict-ssl=false"
		}
	}
	return c, c.Host != "" || c.Weakened != ""
}

// pipCommand: pip config set global.index-url (the user's pip.conf
// unless --site), and an install given an index and --trusted-host.
func pipCommand(args []string) (Change, bool) {
	c := Change{Manager: "pip"}
	if args[0] == "config" && len(args) > 3 && (args[1] == "set" || has(args, "set")) {
		var kv []string
		for _, a := range args[1:] {
			if !strings.HasPrefix(a, "-") && a != "set" {
				kv = append(kv, a)
			}
		}
		if len(kv) < 2 {
			return c, false
		}
		k := strings.ToLower(kv[0])
		c.User = !has(args, "--site")
		switch {
		case strings.HasSuffix(k, "index-url") || strings.HasSuffix(k, "find-links"):
			c.source([]string{kv[1]}, "pip config set "+kv[0])
		case strings.HasSuffix(k, "trusted-host"):
			c.Weakened = "trusted-host " + kv[1]
		}
		return c, c.Host != "" || c.Weakened != ""
	}
	c.source(optValues(args, "-i", "--index-url", "--extra-index-url", "--default-index", "--index", "-f", "--find-links"), "index")
	if v := optValues(args, "--trusted-host", "--allow-insecure-host"); len(v) > 0 {
		c.Weakened = "trusted host " + v[0]
	}
	return c, c.Host != "" || c.Weakened != ""
}

// envWords reads NAME=VALUE words (go env -w) as the user's
// environment.
func envWords(manager string, words []string) Change {
	c := Change{Manager: manager, User: true}
	for _, w := range words {
		if w == "-w" || w == "-u" {
			continue
		}
		c.join(scan("env", w, true))
	}
	c.Manager = manager
	return c
}

func gemCommand(args []string) (Change, bool) {
	c := Change{Manager: "gem"}
	if args[0] == "sources" {
		c.User = true
		c.source(optValues(args, "-a", "--add", "-s", "--source"), "gem sources --add")
	} else {
		c.source(optValues(args, "--source", "-s"), "gem --source")
	}
	return c, c.Host != ""
}

func bundleCommand(args []string) (Change, bool) {
	c := Change{Manager: "bundler", User: has(args, "--global")}
	for i, a := range args {
		if strings.HasPrefix(strings.ToLower(a), "mirror.") && i+1 < len(args) {
			c.source([]string{args[i+1]}, "bundle config "+a)
		}
	}
	return c, c.Host != ""
}

func condaCommand(args []string) (Change, bool) {
	if args[0] != "config" {
		return Change{}, false
	}
	c := Change{Manager: "conda", User: !has(args, "--env", "--file")}
	for i, a := range args {
		if i+2 >= len(args) {
			break
		}
		switch {
		case (a == "--add" || a == "--prepend" || a == "--append") && (args[i+1] == "channels" || args[i+1] == "default_channels"):
			c.source([]string{args[i+2]}, "conda config "+a+" "+args[i+1])
		case a == "--set" && args[i+1] == "channel_alias":
			c.source([]string{args[i+2]}, "conda config --set channel_alias")
		case a == "--set" && args[i+1] == "ssl_verify" && (args[i+2] == "false" || args[i+2] == "no"):
			c.Weakened = "ssl_verify false"
		}
	}
	return c, c.Host != "" || c.Weakened != ""
}

func composerCommand(args []string) (Change, bool) {
	if args[0] != "config" {
		return Change{}, false
	}
	c := Change{Manager: "composer", User: has(args, "-g", "--global")}
	for i, a := range args {
		if strings.HasPrefix(a, "repos.") || strings.HasPrefix(a, "repositories.") {
			c.source(args[i+1:], "composer config "+a)
		}
		if a == "secure-http" && i+1 < len(args) && args[i+1] == "false" {
			c.Weakened = "secure-http false"
		}
	}
	return c, c.Host != "" || c.Weakened != ""
}

// gitCommand: git config url.NEW.insteadOf BASE, where BASE is a code
// host's and NEW another host's: every fetch of a dependency from the
// code host goes to the other.
func gitCommand(args []string) (Change, bool) {
	if args[0] != "config" {
		return Change{}, false
	}
	c := Change{Manager: "git", User: has(args, "--global", "--system")}
	for _, f := range optValues(args, "-f", "--file") {
		l := strings.ToLower(f)
		c.User = c.User || homePath(l) && (path.Base(l) == ".gitconfig" || strings.HasSuffix(l, "/git/config"))
	}
	for i, a := range args {
		l := strings.ToLower(a)
		if !strings.HasPrefix(l, "url.") || !strings.HasSuffix(l, ".insteadof") || i+1 >= len(args) {
			continue
		}
		base := args[i+1]
		if u, h, ok := strings.Cut(base, "@"); ok && !strings.Contains(base, "://") && !strings.ContainsAny(u, "/:") {
			base, _, _ = strings.Cut(h, ":") // git@github.com: is github.com's
			base = "https://" + base + "/"
		}
		if h, _ := foreign(base); h != "" || !strings.Contains(base, "://") {
			continue
		}
		c.source([]string{a[len("url.") : len(a)-len(".insteadof")]}, "git config "+a)
	}
	return c, c.Host != ""
}

func nugetCommand(name string, args []string) (Change, bool) {
	if name == "dotnet" {
		if len(args) < 3 || args[0] != "nuget" {
			return Change{}, false
		}
		args = args[1:]
	}
	if len(args) < 3 || args[0] != "add" || args[1] != "source" {
		return Change{}, false
	}
	c := Change{Manager: "nuget", User: !has(args, "--configfile")}
	c.source(args[2:3], "nuget add source")
	return c, c.Host != ""
}

// manager reports a program Command reads, by its name.
func manager(prog string) bool {
	n := strings.ToLower(path.Base(strings.ReplaceAll(prog, `\`, "/")))
	switch strings.TrimRight(strings.TrimSuffix(n, ".exe"), "0123456789.") {
	case "npm", "pnpm", "yarn", "bun", "npx", "bunx", "pip", "uv", "pipx", "poetry", "python", "py", "go", "setx", "gem", "bundle",
		"conda", "mamba", "micromamba", "composer", "git", "dotnet", "nuget":
		return true
	}
	return false
}
