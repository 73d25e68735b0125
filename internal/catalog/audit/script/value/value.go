// Package value is what the script analysis knows about a value: its
// text as far as it folds, and the kinds of secret it carries (Taint).
package value

import (
	"fmt"
	"strings"
)

// Taint is a set of kinds of secret a value carries.
type Taint uint16

// The kinds of secret.
const (
	EnvAll    Taint = 1 << iota // the whole environment
	EnvSecret                   // an environment variable with a secret-like name
	CredFile                    // a credential file (~/.ssh, ~/.aws, .env, .netrc…)
	Keychain                    // a credential store (keychain, secret-tool…)
	Wallet                      // a cryptocurrency wallet
	Browser                     // a browser profile (cookies, saved passwords)
	History                     // shell history
	Agent                       // an agent's settings or credentials
	// EnvVar is an environment variable without a secret-like name: not a
	// secret by itself, one when it fills a secret's place ("token=$x").
	EnvVar
	// Clipboard is what the clipboard holds, read over and over (a
	// loop that polls it): whatever the user copies, passwords and
	// seed phrases among it.
	Clipboard
	// Repo is a repository's code (a commit's patch, a diff, an
	// archive) or its remote's URL, read by a git hook.
	Repo
)

// Heavy are the kinds that are never an honest program's own credential
// sent to its own service.
const Heavy = EnvAll | CredFile | Wallet | Browser | History | Agent

var taintNames = []struct {
	t Taint
	n string
}{{EnvAll, "the whole environment"}, {CredFile, "a credential file"}, {Wallet, "a wallet"}, {Browser, "a browser profile"},
	{Agent, "an agent's credentials"}, {History, "shell history"}, {Keychain, "a credential store"}, {EnvSecret, "a secret environment variable"},
	{Clipboard, "the clipboard, polled"}, {Repo, "the repository's code, from a git hook"}}

// String names the kinds, most serious first.
func (t Taint) String() string {
	var s []string
	for _, n := range taintNames {
		if t&n.t != 0 {
			s = append(s, n.n)
		}
	}
	return strings.Join(s, ", ")
}

// UnknownPart stands for a part of a string the analysis cannot fold; it
// is spelled as a shell parameter so that folded text can be parsed as a
// command.
const UnknownPart = "${__u}"

// Value is what the analysis knows about a value: its text as far as it
// folds, the secrets it carries and where they came from, whether it was
// decoded or downloaded.
type Value struct {
	S     string // folded text; unknownPart where a part is not known
	Known bool   // S has no unknown part
	T     Taint  // secrets carried as data
	A     Taint  // secrets carried only in an authentication position (headers, auth)
	DL    bool   // content downloaded from the network
	Multi bool   // it carries secrets of several services
	// Enc: encoded on its way out (base64, hex, compression): what is
	// sent is hidden from whoever reads the traffic or the command.
	Enc bool
	// Asm: made by a command whose name was assembled from variables
	// ($a$b): the download it is was not written where it runs.
	// (The small fields are together: a Value is copied often, and
	// apart they made it 184 bytes instead of 168.)
	Asm bool
	// Rev: a value not known here reversed whole (t["k"][::-1]): text
	// spelled backwards, a command hidden so if it is what runs.
	// Concatenating, indexing or iterating it drops the mark.
	Rev   bool
	Src   string // where the first secret was read: "os.environ['X'] (line 3)"
	Name  string // the environment variable, for a single named secret
	Dec   int    // decoding steps that produced it (0: not decoded)
	Obj   string // what it is, for method calls: "socket.socket", "requests.Session"
	List  []Value
	Param uint64 // function parameters it derives from (bit i: parameter i)
	Recv  *Value // the receiver of a method about to be called
	NS    int    // how many secrets read by name it gathers (2+: a harvest)
	Svc   string // the service of the secrets read by name it carries
	From  string // the file outside the skill its content was read from
}

// Known is the known text s.
func Known(s string) Value { return Value{S: s, Known: true} }

// Unknown is a value whose text is not known.
func Unknown() Value { return Value{S: UnknownPart} }

// Join merges what b carries into a (not the text).
func (a *Value) Join(b Value) {
	if a.Src == "" && b.Src != "" {
		a.Src = b.Src
	}
	switch {
	case (a.T|a.A)&^EnvVar == 0:
		a.Name, a.NS = b.Name, b.NS
		if a.Svc == "" {
			a.Svc = b.Svc
		}
	case b.Name != a.Name || b.Name == "":
		// An environment variable of no secret's name (a URL, a
		// region) adds no second secret: the one named stays named.
		if (b.T|b.A)&^EnvVar != 0 {
			a.Name = ""
			a.NS = min(a.NS+b.NS, 1000)
		}
	}
	if a.Svc == "" {
		a.Svc = b.Svc
	} else if b.Svc != "" && b.Svc != a.Svc {
		a.Multi = true
	}
	a.Multi = a.Multi || b.Multi
	a.T |= b.T
	a.A |= b.A
	a.Dec = max(a.Dec, b.Dec)
	a.DL = a.DL || b.DL
	a.Enc = a.Enc || b.Enc
	a.Param |= b.Param
	if a.From == "" {
		a.From = b.From
	}
}

// Concat is a + b as strings.
func Concat(a, b Value) Value {
	v := Value{S: a.S + b.S, Known: a.Known && b.Known}
	if len(v.S) > MaxText {
		v.S, v.Known = v.S[:MaxText]+UnknownPart, false
	}
	v.Join(a)
	v.Join(b)
	return v
}

// Carries reports a value with any secret or parameter.
func (a Value) Carries() bool { return a.T|a.A != 0 || a.Param != 0 }

// MaxText bounds a folded string.
const MaxText = 64 << 10

// AsAuth moves the secrets of v into the authentication position.
func AsAuth(v Value) Value {
	v.A |= v.T
	v.T = 0
	for i := range v.List {
		v.List[i] = AsAuth(v.List[i])
	}
	return v
}

// SrcAt is where a source was read, as Value.Src says it: "what (line n)".
func SrcAt(what string, line int) string { return fmt.Sprintf("%s (line %d)", what, line) }

// Encoded is v encoded on its way out (hex, base64, base32): when it
// carries a secret or a parameter, its text is no longer known and what
// leaves is hidden from whoever reads the traffic.
func Encoded(v Value) Value {
	v.Obj, v.Recv, v.List = "", nil, nil
	if v.Carries() {
		v.S, v.Known, v.Enc = UnknownPart, false, true
	}
	return v
}
