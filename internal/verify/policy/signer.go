package policy

import (
	"bytes"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/crypto/ssh"
	"golang.org/x/crypto/ssh/agent"

	"github.com/skillpin/skillpin/internal/ui/errkind"
)

// LoadSigner finds the SSH key that signs approvals, named as git names
// user.signingkey: "key::" followed by a public key, the path of a public
// key (.pub), or the path of a private key ("~/" is the home directory).
// A public key, or a private key protected by a passphrase, signs through
// the ssh-agent at $SSH_AUTH_SOCK, which must hold it; an unprotected
// private key signs directly.
func LoadSigner(spec string, getenv func(string) string) (ssh.Signer, error) {
	if spec == "" {
		return nil, errkind.Mark(errors.New("no signing key: pass --key FILE, or set git's user.signingkey (git config user.signingkey ~/.ssh/id_ed25519.pub)"), errkind.Invalid)
	}
	if pub, ok := strings.CutPrefix(spec, "key::"); ok {
		key, _, _, _, err := ssh.ParseAuthorizedKey([]byte(pub))
		if err != nil {
			return nil, errkind.Mark(fmt.Errorf("signing key %q: %v", spec, err), errkind.Invalid)
		}
		return agentSigner(key, getenv)
	}
	file := spec
	if rest, ok := strings.CutPrefix(file, "~/"); ok {
		file = filepath.Join(getenv("HOME"), rest)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, errkind.Mark(fmt.Errorf("signing key: %w", err), errkind.Invalid)
	}
	if key, _, _, _, err := ssh.ParseAuthorizedKey(data); err == nil {
		return agentSigner(key, getenv)
	}
	signer, err := ssh.ParsePrivateKey(data)
	var pm *ssh.PassphraseMissingError
	switch {
	case errors.As(err, &pm) && pm.PublicKey != nil:
		s, aerr := agentSigner(pm.PublicKey, getenv)
		if aerr != nil {
			return nil, errkind.Mark(fmt.Errorf("signing key %s is protected by a passphrase: add it to ssh-agent (ssh-add %s) and try again (%v)", file, file, aerr), errkind.Invalid)
		}
		return s, nil
	case err != nil:
		return nil, errkind.Mark(fmt.Errorf("signing key %s is neither an SSH public key nor a private key: %v", file, err), errkind.Invalid)
	}
	return signer, nil
}

// agentSigner is the signer of the ssh-agent for key.
func agentSigner(key ssh.PublicKey, getenv func(string) string) (ssh.Signer, error) {
	sock := getenv("SSH_AUTH_SOCK")
	if sock == "" {
		return nil, errkind.Mark(fmt.Errorf("signing with public key %s needs ssh-agent, and SSH_AUTH_SOCK is not set: start an agent and add the private key (ssh-add), or pass --key PRIVATE_KEY", ssh.FingerprintSHA256(key)), errkind.Invalid)
	}
	conn, err := net.Dial("unix", sock)
	if err != nil {
		return nil, errkind.Mark(fmt.Errorf("ssh-agent at %s: %w", sock, err), errkind.Invalid)
	}
	signers, err := agent.NewClient(conn).Signers()
	if err != nil {
		conn.Close()
		return nil, errkind.Mark(fmt.Errorf("ssh-agent: %w", err), errkind.Invalid)
	}
	for _, s := range signers {
		if bytes.Equal(s.PublicKey().Marshal(), key.Marshal()) {
			return s, nil // the connection stays open while the signer is used
		}
	}
	conn.Close()
	return nil, errkind.Mark(fmt.Errorf("ssh-agent holds no key %s: add it with ssh-add", ssh.FingerprintSHA256(key)), errkind.Invalid)
}
