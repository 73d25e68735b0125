package policy

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"errors"
	"fmt"
	"path"
	"slices"
	"strings"
	"time"

	"github.com/hiddeco/sshsig"
	"golang.org/x/crypto/ssh"
)

// Namespace is the SSHSIG namespace of an approval signature: a signature
// made for git commits, files or anything else never verifies as an
// approval, and an approval signature never verifies as anything else.
// `ssh-keygen -Y sign -n skillpin-approval` makes one.
const Namespace = "skillpin-approval"

// ApprovalMessage is the exact text an approval signature signs: the
// skill's name and digest, who approves and when. A signature therefore
// holds for one skill with one content, by the person it names: copied to
// another skill, kept after the content changed, or credited to someone
// else, it no longer verifies.
func ApprovalMessage(name, digest, by, at string) []byte {
	var b bytes.Buffer
	b.WriteString("skillpin approval v1\n")
	fmt.Fprintf(&b, "name %s\n", name)
	fmt.Fprintf(&b, "digest %s\n", digest)
	fmt.Fprintf(&b, "by %s\n", by)
	fmt.Fprintf(&b, "at %s\n", at)
	return b.Bytes()
}

// Sign signs msg with signer in the approval namespace and returns the
// signature as the approvals file stores it: the SSHSIG wire format in
// standard base64 (the body of `ssh-keygen -Y sign`'s armored output).
func Sign(msg []byte, signer ssh.Signer) (string, error) {
	sig, err := sshsig.Sign(bytes.NewReader(msg), signer, sshsig.HashSHA512, Namespace)
	if err != nil {
		return "", fmt.Errorf("sign approval: %w", err)
	}
	return base64.StdEncoding.EncodeToString(sig.Marshal()), nil
}

// ParseSignature reads a stored signature: base64 of the SSHSIG wire
// format, or the armored text `ssh-keygen -Y sign` writes.
func ParseSignature(s string) (*sshsig.Signature, error) {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "-----BEGIN SSH SIGNATURE-----") {
		sig, err := sshsig.Unarmor([]byte(s))
		if err != nil {
			return nil, fmt.Errorf("not an SSH signature: %w", err)
		}
		return sig, nil
	}
	raw, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		return nil, fmt.Errorf("not base64: %w", err)
	}
	sig, err := sshsig.ParseSignature(raw)
	if err != nil {
		return nil, fmt.Errorf("not an SSH signature: %w", err)
	}
	return sig, nil
}

// Fingerprint is the SHA256 fingerprint of a signature's key, as
// `ssh-keygen -l` prints it ("SHA256:…"); "" when it cannot be read.
func Fingerprint(s string) string {
	sig, err := ParseSignature(s)
	if err != nil {
		return ""
	}
	return ssh.FingerprintSHA256(sig.PublicKey)
}

// AllowedSigner is one line of an allowed-signers file, in the format of
// git's gpg.ssh.allowedSignersFile (ssh-keygen(1), ALLOWED SIGNERS):
// principals, options, key.
type AllowedSigner struct {
	Principals []string // patterns, as ssh-keygen matches them (* and ?)
	Namespaces []string // from namespaces="…"; none means any
	ValidAfter time.Time
	// ValidBefore is zero when the line sets no end.
	ValidBefore time.Time
	Key         ssh.PublicKey
	Line        int
}

// AllowedSigners is an allowed-signers file.
type AllowedSigners struct {
	File    string
	Signers []AllowedSigner
}

// ParseAllowedSigners reads an allowed-signers file. Every line must be
// usable: a line this reader cannot honour (a certificate authority, an
// unknown option, a key that does not parse) is an error naming the line,
// never a line silently skipped.
func ParseAllowedSigners(data []byte, file string) (*AllowedSigners, error) {
	out := &AllowedSigners{File: file}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		s, err := parseSignerLine(line)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %v (format: principals [options] keytype base64-key [comment], as git's gpg.ssh.allowedSignersFile)", file, n, err)
		}
		s.Line = n
		out.Signers = append(out.Signers, s)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s:%d: %w", file, n+1, err)
	}
	return out, nil
}

func parseSignerLine(line string) (AllowedSigner, error) {
	var s AllowedSigner
	principals, rest := nextField(line)
	if principals == "" {
		return s, errors.New("no principals")
	}
	for _, p := range strings.Split(principals, ",") {
		if p == "" {
			return s, errors.New("an empty principal")
		}
		if strings.HasPrefix(p, "!") {
			return s, fmt.Errorf("negated principal %q is not supported: list the principals allowed", p)
		}
		if _, err := path.Match(p, ""); err != nil {
			return s, fmt.Errorf("principal pattern %q: %v", p, err)
		}
		s.Principals = append(s.Principals, p)
	}
	key, _, opts, _, err := ssh.ParseAuthorizedKey([]byte(rest))
	if err != nil {
		return s, fmt.Errorf("no public key that parses: %v", err)
	}
	s.Key = key
	for _, o := range opts {
		if err := s.parseOptions(o); err != nil {
			return s, err
		}
	}
	return s, nil
}

// nextField splits off the first whitespace-separated field, keeping
// double-quoted spans (option values) whole.
func nextField(s string) (field, rest string) {
	s = strings.TrimLeft(s, " \t")
	quoted := false
	for i, r := range s {
		switch {
		case r == '"':
			quoted = !quoted
		case !quoted && (r == ' ' || r == '\t'):
			return s[:i], strings.TrimLeft(s[i:], " \t")
		}
	}
	return s, ""
}

func (s *AllowedSigner) parseOptions(opts string) error {
	for opts != "" {
		var opt string
		quoted := false
		end := len(opts)
		for i, r := range opts {
			if r == '"' {
				quoted = !quoted
			}
			if r == ',' && !quoted {
				end = i
				break
			}
		}
		opt, opts = opts[:end], strings.TrimPrefix(opts[end:], ",")
		name, val, _ := strings.Cut(opt, "=")
		val = strings.Trim(val, `"`)
		switch strings.ToLower(name) {
		case "namespaces":
			s.Namespaces = strings.Split(val, ",")
		case "valid-after", "valid-before":
			t, err := parseSSHTime(val)
			if err != nil {
				return fmt.Errorf("%s=%q: %v", name, val, err)
			}
			if strings.EqualFold(name, "valid-after") {
				s.ValidAfter = t
			} else {
				s.ValidBefore = t
			}
		case "cert-authority":
			return errors.New("cert-authority lines are not supported: list each approver's key")
		default:
			return fmt.Errorf("unknown option or key type %q", opt)
		}
	}
	return nil
}

// parseSSHTime reads YYYYMMDD[HHMM[SS]][Z], as ssh-keygen does (local time
// unless Z; skillpin reads it as UTC either way, so that a verdict does
// not depend on the machine's zone).
func parseSSHTime(v string) (time.Time, error) {
	v = strings.TrimSuffix(strings.TrimSuffix(v, "Z"), "z")
	for _, layout := range []string{"20060102150405", "200601021504", "20060102"} {
		if len(v) == len(layout) {
			return time.Parse(layout, v)
		}
	}
	return time.Time{}, errors.New("not YYYYMMDD[HHMM[SS]][Z]")
}

// SignatureError is an approval signature that does not hold.
type SignatureError struct{ Reason string }

func (e *SignatureError) Error() string { return e.Reason }

// Verify checks an approval signature sig (as stored) over msg, made by
// the principal by at time at: it must be an SSHSIG in the approval
// namespace, by a key the allowed signers list for a principal matching
// by (and for the approval namespace, valid at at). The key's fingerprint
// is returned.
//
// The key must also be valid at now, the time of the check: at is the
// signer's to choose, so a key whose valid-before has passed could
// otherwise approve anything by dating its record before its end.
func (a *AllowedSigners) Verify(msg []byte, sig, by string, at, now time.Time) (string, error) {
	parsed, err := ParseSignature(sig)
	if err != nil {
		return "", &SignatureError{Reason: err.Error()}
	}
	fp := ssh.FingerprintSHA256(parsed.PublicKey)
	if parsed.Namespace != Namespace {
		return fp, &SignatureError{Reason: fmt.Sprintf("the signature is for namespace %q, not %q", parsed.Namespace, Namespace)}
	}
	if err := parsed.HashAlgorithm.Available(); err != nil {
		return fp, &SignatureError{Reason: fmt.Sprintf("hash %q: %v", parsed.HashAlgorithm, err)}
	}
	var why []string
	found := false
	for _, s := range a.Signers {
		if !bytes.Equal(s.Key.Marshal(), parsed.PublicKey.Marshal()) {
			continue
		}
		found = true
		switch {
		case !slices.ContainsFunc(s.Principals, func(p string) bool { return matchPrincipal(p, by) }):
			why = append(why, fmt.Sprintf("line %d lists the key for %s, not for %q", s.Line, strings.Join(s.Principals, ","), by))
		case len(s.Namespaces) > 0 && !slices.ContainsFunc(s.Namespaces, func(n string) bool { return matchPrincipal(n, Namespace) }):
			why = append(why, fmt.Sprintf("line %d allows the key for namespaces %s only", s.Line, strings.Join(s.Namespaces, ",")))
		case !s.ValidAfter.IsZero() && at.Before(s.ValidAfter):
			why = append(why, fmt.Sprintf("line %d allows the key from %s, after the approval's time", s.Line, s.ValidAfter.Format(time.RFC3339)))
		case !s.ValidBefore.IsZero() && !at.Before(s.ValidBefore):
			why = append(why, fmt.Sprintf("line %d allows the key until %s, before the approval's time", s.Line, s.ValidBefore.Format(time.RFC3339)))
		case !s.ValidBefore.IsZero() && !now.Before(s.ValidBefore):
			why = append(why, fmt.Sprintf("line %d allows the key until %s, and this check runs at %s: a key's approvals end with the key (the approval's time, %s, is its signer's to write); have a current approver sign it",
				s.Line, s.ValidBefore.Format(time.RFC3339), now.UTC().Format(time.RFC3339), at.UTC().Format(time.RFC3339)))
		case !s.ValidAfter.IsZero() && now.Before(s.ValidAfter):
			why = append(why, fmt.Sprintf("line %d allows the key from %s, after this check's time %s", s.Line, s.ValidAfter.Format(time.RFC3339), now.UTC().Format(time.RFC3339)))
		default:
			if err := sshsig.Verify(bytes.NewReader(msg), parsed, s.Key, parsed.HashAlgorithm, Namespace); err != nil {
				return fp, &SignatureError{Reason: "the signature does not match the approval record (it was edited, or signed for another skill, digest, approver or time): " + err.Error()}
			}
			return fp, nil
		}
	}
	if !found {
		return fp, &SignatureError{Reason: fmt.Sprintf("key %s is not in the allowed signers (%s)", fp, a.File)}
	}
	return fp, &SignatureError{Reason: fmt.Sprintf("key %s is not allowed to sign this approval: %s", fp, strings.Join(why, "; "))}
}

// matchPrincipal matches a principal pattern as ssh does, with * and ?
// (negated patterns are refused when the file is read).
func matchPrincipal(pattern, s string) bool {
	ok, err := path.Match(pattern, s)
	return err == nil && ok
}
