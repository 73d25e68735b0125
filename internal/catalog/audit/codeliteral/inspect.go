package codeliteral

import (
	"bytes"
	"path"
	"regexp"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
)

// Inspects reports code that reads what it is given and decodes it, and
// otherwise acts on nothing: a static analyser's decoder that prints
// each layer of a captured sample. Acts, with decoding primitives
// (b64decode, fromhex, unhexlify, codecs.decode, atob, Buffer.from), a
// string's own replace(old, new) and the regex module's compile set
// aside, and string literals' words too (as CompilesPatterns reads
// them); and nothing handed to a shell or an interpreter: no program of
// theirs as a command, at a line's start or after ; & | ( (bash, sh,
// python, node, xargs, source…, the #! line aside), no command or
// process substitution (backticks too in a shell script: p's extension
// tells a JavaScript template string from one). What it decodes reaches
// the terminal, never a process.
func Inspects(p string, data []byte) bool {
	code := shebangRE().ReplaceAll(data, nil)
	ext := path.Ext(p)
	if runsOnRE().Match(code) || (ext == "" || ext == ".sh" || ext == ".bash" || ext == ".zsh" || ext == ".ksh") && bytes.ContainsRune(code, '`') {
		return false
	}
	code = decodeRE().ReplaceAll(code, []byte("decoded"))
	code = strReplaceRE().ReplaceAllFunc(code, func(m []byte) []byte {
		if bytes.HasPrefix(m, []byte("os.")) || bytes.HasPrefix(m, []byte("shutil.")) {
			return m
		}
		return []byte("x.sub(")
	})
	code = reCompileRE().ReplaceAll(code, []byte("re.search"))
	// A name subscripted by a literal is that attribute (vars(os)["system"],
	// require('child_process')['execSync']): kept, not emptied below.
	code = subscriptRE().ReplaceAll(code, []byte(".$1"))
	code = shortStringRE().ReplaceAllFunc(code, func(q []byte) []byte {
		i := bytes.IndexAny(q, `"'`)
		if fileModeRE().Match(q[i:]) || bytes.ContainsAny(q[:i], "fF") {
			return q
		}
		return append(q[:i:i], `""`...)
	})
	return !Acts(code)
}

var (
	shebangRELazy    lazyre.RE
	runsOnRELazy     lazyre.RE
	decodeRELazy     lazyre.RE
	strReplaceRELazy lazyre.RE
	subscriptRELazy  lazyre.RE
)

func subscriptRE() *regexp.Regexp {
	return subscriptRELazy.Get(`\[\s*["']([A-Za-z_]\w*)["']\s*\]`)
}

func shebangRE() *regexp.Regexp { return shebangRELazy.Get(`(?m)^#!.*$`) }

func runsOnRE() *regexp.Regexp {
	return runsOnRELazy.Get(`(?m)(?:^|[;&|(]\s*|\bsudo\s+)\s*(?:\S*/)?(?:(?:ba|z|da|k|fi)?sh|python[0-9.]*|node|deno|bun|perl|ruby|php|pwsh|powershell|osascript|xargs|source|eval|exec)\b|\b(?:iex|Invoke-Expression)\b|\$\(|<\(`)
}

func decodeRE() *regexp.Regexp {
	return decodeRELazy.Get(`\b(?:base64\.)?(?:b64decode|b32decode|b16decode|a85decode|b85decode|urlsafe_b64decode|decodebytes)\b|\bbinascii\.unhexlify\b|\bunhexlify\b|\bfromhex\b|\bcodecs\.decode\b|\batob\b|\bBuffer\.from\b`)
}

// strReplaceRE: a replace call with two arguments, the first a literal
// or a name (s.replace("\\x", "")); pathlib's Path.replace(target),
// which moves a file, has one, and os.replace is kept by the caller.
func strReplaceRE() *regexp.Regexp {
	return strReplaceRELazy.Get(`(?:\b\w+\.)?\w*\)?\.replace\(\s*(?:[rbuf]?"[^"\n]*"|[rbuf]?'[^'\n]*'|\w+)\s*,`)
}
