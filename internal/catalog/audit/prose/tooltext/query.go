package tooltext

import "strings"

// The words of a URL's query and of the sentences that define its
// placeholders (package prose, placeholders): pure string tests.

// ParamNoun names a URL's query parameter.
func ParamNoun(w string) bool {
	switch w {
	case "parameter", "param", "query", "field", "argument", "value":
		return true
	}
	return false
}

// DefineWord follows a placeholder a clause defines; ReplaceWord comes
// before one. (Switches: maps would be built at start.)
func DefineWord(w string) bool {
	switch w {
	case "is", "are", ":", "=", "means", "holds", "contains", "becomes", "stands", "represents", "denotes", "set":
		return true
	}
	return false
}

// ReplaceWord comes before a placeholder a clause defines.
func ReplaceWord(w string) bool {
	switch w {
	case "replace", "substitute", "fill", "set", "populate",
		"replacing", "substituting", "filling", "setting", "populating", "replaced", "substituted", "filled", "populated",
		// det19: the same verbs in the languages prose reads (fr, es,
		// it, pt, de, nl).
		"remplace", "remplacez", "remplaçant", "remplacant", "remplacer", "reemplaza", "reemplazando", "reemplace",
		"sustituye", "sustituyendo", "sostituisci", "sostituendo", "sostituire", "substitua", "substitui", "substituindo",
		"ersetze", "ersetzen", "ersetzt", "vervang", "vervangen":
		return true
	}
	return false
}

// QueryWords are the words of a URL's query values, placeholders a
// text may define (at least three letters; digits alone are values).
func QueryWords(u string) []string {
	q := u[strings.IndexByte(u, '?')+1:]
	var out []string
	for _, kv := range strings.Split(q, "&") {
		_, v, ok := strings.Cut(kv, "=")
		if !ok {
			continue
		}
		for _, w := range strings.FieldsFunc(v, func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_') }) {
			if len(w) >= 3 && strings.IndexFunc(w, func(r rune) bool { return r >= 'a' && r <= 'z' }) >= 0 {
				out = append(out, w)
			}
		}
	}
	return out
}

// QueryKeys are the keys of a URL's query (at most eight): a text may
// name the parameter the data goes in rather than a placeholder.
func QueryKeys(u string) []string {
	q := u[strings.IndexByte(u, '?')+1:]
	var out []string
	for _, kv := range strings.Split(q, "&") {
		if k, _, ok := strings.Cut(kv, "="); ok && k != "" && len(out) < 8 {
			out = append(out, k)
		}
	}
	return out
}

// BuildWord makes what a placeholder holds ("build the state string:",
// "compose the payload:"): the clause that follows defines it (det19).
func BuildWord(w string) bool {
	switch w {
	case "build", "compose", "create", "make", "prepare", "generate", "assemble", "construct", "write":
		return true
	}
	return false
}

// ContentWord names what was said or written in the session or a
// meeting, the whole of it: a conversation, its transcript, the
// minutes, the messages (det19). In a rendered URL's placeholder
// beside concealment it is the Rehberger exfiltration without a
// credential named.
func ContentWord(w string) bool {
	switch w {
	case "conversation", "conversations", "chat", "transcript", "transcripts", "transcription", "minutes", "messages",
		"rendu", "conversación", "conversacion", "transcripción", "acta", "conversa", "transcrição", "ata",
		"conversazione", "trascrizione", "verbale", "gespräch", "unterhaltung", "protokoll", "transkript", "gesprek", "notulen":
		return true
	}
	return false
}
