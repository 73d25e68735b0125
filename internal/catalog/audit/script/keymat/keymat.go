// Package keymat knows key material by the field that holds it: the
// secret half of a key pair or a wallet's recovery phrase read off the
// object a library made (a Solana Keypair's secretKey, an ethers
// Wallet's privateKey or mnemonic, eth_account's key), and the calls
// that use a key without passing it on (signing). A leaf: no import of
// the rest of the analysis.
package keymat

import "strings"

// Field reports a member name that holds a private key or a seed: the
// value is the key itself, whatever object it is read from.
func Field(m string) bool {
	switch strings.ToLower(strings.ReplaceAll(m, "_", "")) {
	case "secretkey", "privatekey", "privkey", "mnemonic", "seedphrase", "mnemonicphrase", "privatekeybytes", "secretkeybytes", "signingkey", "keypairsecret":
		return true
	}
	return false
}

// Signs reports a call that uses a key to sign and returns a signature
// or a signed message, not the key: sign, signTransaction,
// nacl.sign.detached, createSign, signMessage.
func Signs(name, m string) bool {
	l := strings.ToLower(m)
	if strings.HasPrefix(l, "sign") && !strings.HasPrefix(l, "signal") && !strings.HasPrefix(l, "signup") && !strings.HasPrefix(l, "signin") {
		return true
	}
	return l == "detached" && strings.Contains(name, "sign") || l == "createsign" || strings.HasSuffix(l, "signature")
}
