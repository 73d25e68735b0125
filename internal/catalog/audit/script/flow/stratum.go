package flow

import (
	"regexp"
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/lazyre"
)

// A program that speaks a mining pool's protocol is a miner, whatever
// its wallet (a placeholder, or one read at run time) and whatever its
// pool is called: stratum's JSON-RPC methods, a login (mining.subscribe,
// mining.authorize, or the Monero pools' login) and a share submitted
// (mining.submit, submit) over a socket the program opens. A pool's
// dashboard reads its HTTP API and submits nothing; a chat client's
// login submits no shares.

// stratumRE finds a JSON-RPC method of the protocol (the key method, the
// name quoted).
var stratumLazy lazyre.RE

func stratumRE() *regexp.Regexp {
	return stratumLazy.Get(`\bmethod["']?\s*[:=]>?\s*["'](mining\.(?:subscribe|authorize|submit|extranonce\.subscribe)|login|submit|getjob|eth_submitLogin|eth_submitWork)["']`)
}

// stratumSocket finds a raw connection the program opens: a TCP or TLS
// socket, a WebSocket (a browser's pool proxy).
var stratumSocket = []string{"net.connect", "net.createConnection", "tls.connect", "new WebSocket", "socket.socket", "socket.create_connection", "create_connection", "net.Dial", "tls.Dial", "TcpClient", "TCPSocket", "IO::Socket", "fsockopen", "stream_socket_client", "new Socket(", "asyncio.open_connection", "Deno.connect", "Bun.connect"}

// maxStratumMethods bounds the methods of one file read.
const maxStratumMethods = 64

// stratumMiner reports a file's text (a unit's, from lineBase) that
// logs in to a pool and submits shares over a socket it opens.
func (a *Skill) stratumMiner(path, text string, lineBase int) {
	if !a.report || !strings.Contains(text, "method") || !strings.Contains(text, "ubmit") {
		return
	}
	sock := false
	for _, s := range stratumSocket {
		sock = sock || strings.Contains(text, s)
	}
	if !sock {
		return
	}
	login, submit, at := false, false, -1
	for _, m := range stratumRE().FindAllStringSubmatchIndex(text, maxStratumMethods) {
		switch name := text[m[2]:m[3]]; name {
		case "mining.submit", "submit", "eth_submitWork":
			submit = true
			if at < 0 {
				at = m[0]
			}
		default:
			login = true
			at = m[0]
		}
	}
	if !login || !submit {
		return
	}
	u := &Unit{Skill: a, Path: path, LineBase: lineBase}
	u.Hit(Hit{Kind: Miner, Line: u.Line(1 + strings.Count(text[:at], "\n")), Level: 2, Sink: "a crypto miner (a mining pool's protocol: login and shares submitted)", Text: LineText(text, at)})
}
