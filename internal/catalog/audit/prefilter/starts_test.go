package prefilter

import (
	"math/rand"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

// startsPatterns are patterns searched with Starts in the audit (copies:
// the script analysis's record, fetch and evaluator patterns, the run of
// a file by an interpreter) and others that exercise word boundaries,
// case folding, alternations of prefixes and groups that do not take
// part.
var startsPatterns = []string{
	`(?:"command"|'command'|\bcommand)\s*[:=]\s*("(?:[^"\\\n]|\\.){1,1000}"|'(?:[^'\\\n]|\\.){1,1000}')`,
	`(?i)\b(?:bash|sh|zsh|dash|python[0-9.]*|node|perl|ruby|source|exec|pwsh|powershell|chmod\s+\+?x)\s+(?:-\S+\s+)*["']?[^\s"']*run\.sh`,
	`(?i)URI\.open\s*\(|URI\.parse\([^)\n]*\)\.(?:open|read)|Net::HTTP\.get|\bopen\s*\(\s*["']https?://|HTTParty\.get|HTTP\.get\b|file_get_contents\s*\(|\bget\s*\(\s*["']https?://|->get\s*\(|URL\([^)\n]*\)\.(?:readText|openStream)|\.readText\(\)|http\.request\s*\(|fetch\(\s*["']https?://`,
	`\b(?:eval|instance_eval|class_eval|module_eval|loadstring|dostring|load|assert|create_function)\s*(?:\(\s*)?(?:["']\?>["']\s*\.\s*)?`,
	`(?i)\b(?:curl|wget|nc|iwr|DownloadString|fetch|/dev/tcp)\b|\brequests\.(?:get|post|Session)\b|\bnew\s+WebSocket\b`,
	`(?m)\bsh\b[^\n]*$`,
	`(?i)\bkey\s*=\s*(\w+)|(skey)|\Bey(x)?`,
	`(?s)ab.*?c|a(b)?`,
}

// startsPieces are the pieces random texts are made of.
var startsPieces = []string{"command", `"command"`, "'command'", "subcommand", ": ", " = ", "=", `"ab c"`, `'x y'`, `\`, `\"`, "\n", " ", "\t",
	"eval(", "EVAL ", "instance_eval", "load", "URI.open(", "uri.OPEN (", `"https://x"`, "open(", "fetch('http://", "->get(", ".readText()",
	"bash ", "SH -x ", "sh", "python3.11 ", "run.sh", "RUN.SH", "-e ", "key", "KEY=", "skey", "ey", "x", "ab", "c", "a", "_",
	"curl", "NC ", "/dev/tcp", "x/dev/tcp", "requests.GET", "new  websocket", "\u212a", "\u017f", "é", "\xff", "\xe2\x82", "€"}

// TestStartsSame: Starts gives regexp's matches, groups and all, on
// random texts of the patterns' pieces, whole and cut at every length,
// for every count of matches asked for.
func TestStartsSame(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for _, expr := range startsPatterns {
		s := &Starts{Expr: expr}
		re := regexp.MustCompile(expr)
		for range 400 {
			var b strings.Builder
			for range rng.Intn(24) {
				b.WriteString(startsPieces[rng.Intn(len(startsPieces))])
			}
			text := b.String()
			for _, n := range []int{-1, 1, 2} {
				want := re.FindAllStringSubmatchIndex(text, n)
				if got := s.FindAllStringSubmatchIndex(text, "", n); !reflect.DeepEqual(got, want) {
					t.Fatalf("%s in %q (n %d): %v, regexp %v", expr, text, n, got, want)
				}
				if got := s.FindAllStringSubmatchIndex(text, LowerASCII(text), n); !reflect.DeepEqual(got, want) {
					t.Fatalf("%s in %q (n %d, lower given): %v, regexp %v", expr, text, n, got, want)
				}
			}
			if got, want := s.FindStringIndex(text, ""), re.FindStringIndex(text); !reflect.DeepEqual(got, want) {
				t.Fatalf("%s in %q: FindStringIndex %v, regexp %v", expr, text, got, want)
			}
		}
	}
}

// TestStartsPrefixes: the patterns above have prefixes (else Starts
// would only run regexp, and TestStartsSame would test nothing).
func TestStartsPrefixes(t *testing.T) {
	for _, expr := range startsPatterns {
		s := &Starts{Expr: expr}
		if s.init(); s.prefixes == nil {
			t.Errorf("%s: no prefixes", expr)
		}
	}
}

// TestStartsBounded: a long line holding a prefix over and over, each
// attempt of which reads to the line's end, costs the attempts a bounded
// number of bytes, and the answer is regexp's.
func TestStartsBounded(t *testing.T) {
	s := &Starts{Expr: `(?m)\bsh\b[^\n]*zzz$`}
	line := strings.Repeat("sh x ", 40000)
	got, read := s.findAll(line, "", -1)
	if got != nil || read > 3*len(line)+startsBudget {
		t.Errorf("%d bytes: the attempts read %d, found %v", len(line), read, got)
	}
	line += "zzz"
	if got, want := s.FindAllStringSubmatchIndex(line, "", -1), regexp.MustCompile(s.Expr).FindAllStringSubmatchIndex(line, -1); !reflect.DeepEqual(got, want) {
		t.Errorf("%v, regexp %v", got, want)
	}
}
