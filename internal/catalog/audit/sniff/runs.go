package sniff

import (
	"bytes"
	"path"
	"regexp"
	"strings"
	"sync"
)

// runCue is a line that runs, loads, opens for execution or unpacks
// something: an interpreter, an archiver, a loader, or a path run as a
// command.
var runCue = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)(?:\b(?:unzip|tar|7z|7za|7zz|unrar|gunzip|bunzip2|unxz|zstd|zcat|gzip\s+-d|jar\s+-?x|java|python[0-9.]*|py|node|deno|bun|ruby|perl|php|bash|sh|zsh|source|exec|execute|run|runs|chmod|extract|unpack|decompress|expand-archive|start-process|wasmtime|wasmer|dotnet|mono|wine|msiexec|dpkg|rpm|installer|hdiutil|dlopen|loadlibrary|cdll|ctypes|importlib|marshal\.loads|zipfile|tarfile|shutil\.unpack_archive|extractall|invoke-item|require|import)\b|(?:^|[;&|` + "`" + `]\s*|\$\s+)\.{1,2}/[\w./-]+(?:\s|$|` + "`" + `))`)
})

// RunCue reports whether a line that names a file runs, loads or unpacks
// something. A cue word right after a dot and not called is a file's
// extension (generate.py, install.sh), not a command; "source" before a colon is
// a label ("Inventory source: data.json"), not the shell's builtin.
func RunCue(line []byte) bool {
	for _, m := range runCue().FindAllIndex(line, -1) {
		s, e := m[0], m[1]
		w := line[s:e]
		if len(w) == 0 || w[0] == '.' || w[0] == '/' || w[0] == '$' || w[0] == ';' || w[0] == '&' || w[0] == '|' || w[0] == '`' || w[0] == ' ' || w[0] == '\t' {
			return true // a path run as a command
		}
		if s > 0 && line[s-1] == '.' && (e == len(line) || line[e] != '(') {
			continue // an extension; a method called (subprocess.run(…)) is a cue
		}
		if bytes.EqualFold(w, []byte("source")) && e < len(line) && line[e] == ':' {
			continue
		}
		return true
	}
	return false
}

// ImportsModule reports whether line imports the code file at p by its
// module name, without the extension the file's own name has: Python's
// import and from … import, JavaScript's require and import from. A
// module's importer runs it as surely as an interpreter does.
func ImportsModule(line []byte, p string) bool {
	ext := path.Ext(p)
	stem := strings.TrimSuffix(path.Base(p), ext)
	if stem == "" || !bytes.Contains(line, []byte(stem)) {
		return false
	}
	switch ext {
	case ".py":
		return pyImports(string(line), stem)
	case ".js", ".mjs", ".cjs", ".ts":
		return jsImport(string(line), stem)
	}
	return false
}

// pyImports reports whether a Python import line names module stem: as
// the module (import stem, from pkg.stem import x, from . import stem).
func pyImports(line, stem string) bool {
	line = strings.TrimSpace(line)
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	if !strings.HasPrefix(line, "import ") && !(strings.HasPrefix(line, "from ") && strings.Contains(line, " import ")) {
		return false
	}
	for _, w := range strings.FieldsFunc(line, func(r rune) bool { return r == ' ' || r == ',' || r == '(' || r == ')' || r == '\t' }) {
		if w == "as" {
			continue
		}
		if w == stem || strings.HasSuffix(w, "."+stem) {
			return true
		}
	}
	return false
}

// jsImport reports whether a JavaScript line requires or imports a
// relative module named stem (./stem, ../lib/stem.js).
func jsImport(line, stem string) bool {
	for _, q := range []string{"'", "\"", "`"} {
		for _, pre := range []string{"/", "./"} {
			for _, suf := range []string{q, ".js" + q, ".mjs" + q, ".cjs" + q, ".ts" + q} {
				if strings.Contains(line, pre+stem+suf) && (strings.Contains(line, "require(") || strings.Contains(line, "import")) {
					return true
				}
			}
		}
	}
	return false
}

// assigned is the variable a line assigns (NAME=…, export NAME=…,
// const name = …, $name = …), nil for none.
func assigned(line []byte) []byte {
	l := bytes.TrimLeft(line, " \t")
	for _, kw := range []string{"export ", "local ", "readonly ", "const ", "let ", "var "} {
		if bytes.HasPrefix(l, []byte(kw)) {
			l = bytes.TrimLeft(l[len(kw):], " \t")
			break
		}
	}
	l = bytes.TrimPrefix(l, []byte("$"))
	n := 0
	for n < len(l) && wordByte(l[n]) {
		n++
	}
	if n == 0 || l[0] >= '0' && l[0] <= '9' {
		return nil
	}
	r := bytes.TrimLeft(l[n:], " \t")
	r = bytes.TrimPrefix(r, []byte(":"))
	if len(r) == 0 || r[0] != '=' || len(r) > 1 && r[1] == '=' {
		return nil
	}
	return l[:n]
}

// RunsThroughName reports whether the line of text that names a file
// assigns it to a variable (ARCHIVE="$DIR/kit.tar.gz", path = …) that a
// line of the same text with a cue of running or unpacking uses: the
// file run by its variable, not its name. Each assignment followed
// costs one of *budget (a scan of text); none is followed once it is 0.
func RunsThroughName(text, line []byte, budget *int) bool {
	name := assigned(line)
	if name == nil || *budget <= 0 {
		return false
	}
	*budget--
	for rest := text; len(rest) > 0; {
		l := rest
		if i := bytes.IndexByte(rest, '\n'); i >= 0 {
			l, rest = rest[:i], rest[i+1:]
		} else {
			rest = nil
		}
		if bytes.Equal(l, line) || !usesWord(l, name) {
			continue
		}
		if RunCue(l) {
			return true
		}
	}
	return false
}

// usesWord reports whether l holds name as a whole word.
func usesWord(l, name []byte) bool {
	for i := 0; ; {
		j := bytes.Index(l[i:], name)
		if j < 0 {
			return false
		}
		s, e := i+j, i+j+len(name)
		if (s == 0 || !wordByte(l[s-1])) && (e == len(l) || !wordByte(l[e])) {
			return true
		}
		i = e
	}
}

func wordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// NamesByTemplate reports whether line names the file base through a
// template of its name: a token ending in base's extension whose
// placeholders ({lang}, ${v}, <name>, *, %s) stand for the rest
// (f'libtree_sitter_{lang}.so' names libtree_sitter_go.so). The token
// must keep some of the name besides the extension, so *.so alone
// names no file in particular.
func NamesByTemplate(line []byte, base string) bool {
	const maxTemplate = 256
	ext := path.Ext(base)
	if ext == "" || len(ext) == len(base) {
		return false
	}
	l := string(line)
	for i := 0; ; {
		j := strings.Index(l[i:], ext)
		if j < 0 {
			return false
		}
		e := i + j + len(ext)
		if e < len(l) && wordByte(l[e]) {
			i = e
			continue // .so inside .sock: not the extension
		}
		// The token's start, looked for back to the previous occurrence
		// and at most maxTemplate bytes: a hostile line of "a.so a.so …"
		// is read once, not once per occurrence.
		lo := max(i, i+j-maxTemplate)
		s := lo + strings.LastIndexAny(l[lo:i+j], " \t'\"`/\\(=,[") + 1
		i = e
		tok := l[s:e]
		glob := globOf(tok)
		if glob == tok || strings.Trim(strings.TrimSuffix(glob, ext), "*") == "" {
			continue
		}
		if ok, _ := path.Match(glob, base); ok {
			return true
		}
	}
}

// globOf is tok with each placeholder ({x}, ${x}, <x>, %s, %d, *)
// made a *.
func globOf(tok string) string {
	var b strings.Builder
	for i := 0; i < len(tok); i++ {
		c := tok[i]
		end := -1
		switch {
		case c == '$' && i+1 < len(tok) && tok[i+1] == '{':
			end = strings.IndexByte(tok[i:], '}')
		case c == '{':
			end = strings.IndexByte(tok[i:], '}')
		case c == '<':
			end = strings.IndexByte(tok[i:], '>')
		case c == '%' && i+1 < len(tok) && (tok[i+1] == 's' || tok[i+1] == 'd'):
			end = 1
		case c == '*':
			end = 0
		}
		if end < 0 {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('*')
		i += end
	}
	return b.String()
}

// AnyRunCue reports whether any line of text holds a cue of running,
// loading or unpacking (a program that builds a file's name from a
// template and loads it on another line: CDLL(str(path))).
func AnyRunCue(text []byte) bool {
	for len(text) > 0 {
		l := text
		if i := bytes.IndexByte(text, '\n'); i >= 0 {
			l, text = text[:i], text[i+1:]
		} else {
			text = nil
		}
		if RunCue(l) {
			return true
		}
	}
	return false
}

// RunsByTemplate reports whether a line of text names base by a
// template of its name (NamesByTemplate) and runs it there, or, for a
// native library (which is only ever loaded, never read as data) named
// in a program, anywhere in it.
func RunsByTemplate(text []byte, base string, program bool) bool {
	ext, whole := []byte(path.Ext(base)), text
	for len(ext) > 0 && len(text) > 0 {
		j := bytes.Index(text, ext)
		if j < 0 {
			return false
		}
		ls := bytes.LastIndexByte(text[:j], '\n') + 1
		le := len(text)
		if k := bytes.IndexByte(text[j:], '\n'); k >= 0 {
			le = j + k
		}
		if l := text[ls:le]; NamesByTemplate(l, base) {
			return RunCue(l) || program && nativeLib(string(ext)) && AnyRunCue(whole)
		}
		if le >= len(text) {
			break
		}
		text = text[le+1:]
	}
	return false
}

// nativeLib reports an extension of native code a program loads.
func nativeLib(ext string) bool {
	switch ext {
	case ".so", ".dll", ".dylib", ".pyd", ".node", ".wasm":
		return true
	}
	return false
}
