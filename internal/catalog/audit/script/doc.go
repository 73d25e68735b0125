// Package script reads the code of a skill as programs: shell parsed with
// mvdan.cc/sh, Python, JavaScript/TypeScript, PowerShell and Go
// tokenised and evaluated as far as constants reach. Over the parse it
// folds string concatenation and simple assignments, decodes literal
// encodings (base64, base32, hex, rot13, reversed text, character codes,
// escape sequences) and audits what they decode to, and follows values
// from where secrets are read (the environment, credential files and
// stores) to where data leaves the machine (HTTP clients, sockets, DNS,
// mail, git push, the clipboard). It reports reverse shells, crypto
// miners, decoded payloads that run and downloads that are run.
//
// It does not import package audit: Analyze returns plain Hits and the
// bounded Skips it had to make, and audit maps them to findings.
package script
