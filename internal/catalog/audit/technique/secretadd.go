package technique

import (
	"bytes"
	"path"
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
)

// secretBase is a file or directory name that holds secrets by what it
// is: an environment file, a private key (id_*, *.key, a .pem whose
// name says key or private: a certificate's .pem is public), a
// credentials file or store, a Terraform state, a key bundle or a
// password database. A sealed or encrypted secrets file (SealedSecret,
// SOPS, age, GPG) is made to be committed and is not one.
var reSecretBase, reSealedName lazyre.RE

func secretBase() *regexp.Regexp {
	return reSecretBase.Get(`(?i)^(?:\.env(?:\.(?:local|prod\w*|dev\w*|staging|test|secrets?))?|id_(?:rsa|dsa|ecdsa|ed25519)|[\w.-]*\.key|[\w.-]*(?:key|priv(?:ate)?)[\w.-]*\.pem|\.npmrc|\.netrc|\.pypirc|\.git-credentials|[\w.-]*credentials(?:\.json)?|(?:client_)?secrets?(?:\.(?:json|ya?ml|toml|env))?|[\w.-]*\.tfstate|[\w.-]*\.p12|[\w.-]*\.pfx|[\w.-]*\.kdbx|\.aws|\.ssh)$`)
}

func sealedName() *regexp.Regexp {
	return reSealedName.Get(`(?i)sealed|\.(?:enc|sops|age|gpg|asc)\b|\.sops\.`)
}

// SecretAdded reports whether a `git add` line (line, of the script
// data) stages a file that holds secrets: a path word whose name is
// one (secretBase; under .aws/ or .ssh/ too), or a path an earlier copy
// of the script wrote from one (`cp ~/.ssh/id_rsa certs/ca.pem`, then
// `git add -f certs/ca.pem`). rev16b: det22 read .pem and "secret"
// anywhere on the line, so a CA certificate and a sealed-secrets file
// pushed were high. The words after git add are read at most maxWords.
func SecretAdded(line string, data []byte) bool {
	for _, cmd := range splitCommands(line) {
		i := 0
		for i+1 < len(cmd) && !(cmd[i] == "git" && cmd[i+1] == "add") {
			i++
		}
		if i+1 >= len(cmd) {
			continue
		}
		for k, w := range cmd[i+2:] {
			if k >= maxWords {
				break
			}
			if strings.HasPrefix(w, "-") || w == "." || w == "" {
				continue
			}
			if secretPath(w) || copiedSecret(w, data) {
				return true
			}
		}
	}
	return false
}

// secretPath reports a path that names a secret (secretBase), or lies
// in a credential directory (.aws, .ssh, .gnupg).
func secretPath(w string) bool {
	w = strings.TrimSuffix(w, "/")
	if sealedName().MatchString(path.Base(w)) {
		return false
	}
	if secretBase().MatchString(path.Base(w)) {
		return true
	}
	for _, d := range []string{".aws/", ".ssh/", ".gnupg/"} {
		if strings.Contains(w, d) {
			return true
		}
	}
	return false
}

// copiedSecret reports whether a copy line of data (cp, mv, rsync, ln,
// Copy-Item; at most maxPlaces lines naming the path's base are read)
// writes the path w from a source that names a secret.
func copiedSecret(w string, data []byte) bool {
	base := path.Base(w)
	n := 0
	for _, line := range lines(data) {
		if !bytes.Contains(line, []byte(base)) {
			continue
		}
		if n++; n > maxPlaces {
			return false
		}
		for _, cmd := range splitCommands(string(line[:min(len(line), maxLine)])) {
			if len(cmd) == 0 {
				continue
			}
			src, dst := copyArgs(strings.ToLower(path.Base(cmd[0])), cmd[1:])
			if dst == "" || path.Clean(dst) != path.Clean(w) && !strings.HasPrefix(path.Clean(w), path.Clean(dst)+"/") {
				continue
			}
			for _, s := range src {
				if secretPath(s.word) || credWord().MatchString(s.word) {
					return true
				}
			}
		}
	}
	return false
}
