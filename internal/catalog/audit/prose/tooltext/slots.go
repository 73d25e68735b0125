package tooltext

import "strings"

// A URL's placeholder may name what it holds in its own words, a slot
// the agent fills before it fetches or renders the URL:
// "?c=<contents of .env, URL-encoded>", "&t={value of GITHUB_TOKEN}",
// "&src=<base64 of the full file>" (det23). What it names is sent to the
// URL's host when the agent follows it or a client renders it: a
// secret, an environment file, a key, or a whole file's contents.

// SecretSlot returns the first placeholder of a URL in line s (lower
// case, as package prose keeps a sentence) whose words name such data,
// "" when none. The byte test comes first: a URL and "=<", "={" or
// "= ".
// At most 32 placeholders are read, 256 bytes of each.
func SecretSlot(s string) string {
	if !strings.Contains(s, "://") || !strings.Contains(s, "=<") && !strings.Contains(s, "={") && !strings.Contains(s, "= ") {
		return ""
	}
	rest := s
	for range 32 {
		k := strings.IndexByte(rest, '=')
		if k < 0 || k+1 >= len(rest) {
			return ""
		}
		rest = rest[k+1:]
		close := ""
		switch rest[0] {
		case '<':
			close = ">"
		case '{':
			close = "}"
		case ' ':
			// "&ctx=<url-encoded contents of .env>" as package prose
			// gives it, the tag's brackets dropped: the words after
			// an empty value of a URL's query, to a double space, a
			// bracket or the sentence's end.
			b := s[:len(s)-len(rest)-1]
			if u := strings.LastIndex(b, "://"); u < 0 || strings.ContainsAny(b[u:], "()`") || strings.Contains(b[u:], "  ") || strings.Contains(b[u:], ". ") {
				continue
			}
			slot := rest[1:min(len(rest), 80)]
			if e := strings.IndexAny(slot, "()`"); e >= 0 {
				slot = slot[:e]
			}
			if e := strings.Index(slot, "  "); e >= 0 {
				slot = slot[:e]
			}
			if secretSlot(slot) {
				return strings.TrimSpace(slot)
			}
			continue
		default:
			continue
		}
		end := strings.Index(rest[:min(len(rest), 256)], close)
		if end < 0 {
			continue
		}
		slot := strings.Trim(rest[1:end], "{}")
		rest = rest[end:]
		if secretSlot(slot) {
			return slot
		}
	}
	return ""
}

// slotWords are what a placeholder names when it holds a secret or a
// file's whole contents.
var slotWords = []string{".env", "env var", "environment variable", "printenv", "token", "secret", "password", "passwd",
	"credential", "api key", "api_key", "apikey", "private key", "id_rsa", "id_ed25519", "ssh key", "cookie", "session id",
	"aws_", "card number", "cvv", "seed phrase", "mnemonic", "recovery phrase", "contents of", "content of",
	"base64 of", "full file", "whole file", "entire file", "file contents", "file content", ".npmrc", ".netrc", "kubeconfig",
	// German, French, Spanish, Portuguese: "<Inhalt der .env>",
	// "<contenu du fichier>", "<contenido de .env>", "<conteúdo do .env>".
	"inhalt der", "inhalt von", "passwort", "kennwort", "contenu d", "jeton", "mot de passe", "contenido de",
	"contraseña", "conteúdo d", "senha"}

// secretSlot reports a placeholder's text naming such data: one of
// slotWords, or a variable's name in capitals holding TOKEN, KEY,
// SECRET or PASSWORD (lower-cased: "github_token").
func secretSlot(t string) bool {
	for _, w := range slotWords {
		if strings.Contains(t, w) {
			return true
		}
	}
	for _, f := range strings.FieldsFunc(t, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_') }) {
		if strings.Contains(f, "_") && (strings.HasSuffix(f, "_token") || strings.HasSuffix(f, "_key") || strings.HasSuffix(f, "_secret") || strings.HasSuffix(f, "_password")) {
			return true
		}
	}
	return false
}
