package fetch

import (
	"context"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/go-git/go-git/v5/plumbing/transport"
	githttp "github.com/go-git/go-git/v5/plumbing/transport/http"
)

// DefaultNetworkTimeout is how long an HTTP remote may send nothing before
// skillpin gives up on it. A server that accepts the connection and then
// stalls (a tarpit, a hung proxy) must not hang `skillpin verify` in CI
// until the job is killed. SKILLPIN_NETWORK_TIMEOUT (a Go duration such as
// "2m") changes it.
const DefaultNetworkTimeout = 60 * time.Second

func (c *Client) networkTimeout() time.Duration {
	if d, err := time.ParseDuration(c.getenv("SKILLPIN_NETWORK_TIMEOUT")); err == nil && d > 0 {
		return d
	}
	return DefaultNetworkTimeout
}

// transport is transportFor with HTTP connections that fail any read or
// write making no progress for the network timeout.
func (c *Client) transport(ep *transport.Endpoint) (transport.Transport, error) {
	if ep.Protocol != "http" && ep.Protocol != "https" {
		return transportFor(ep)
	}
	idle := c.networkTimeout()
	dialer := &net.Dialer{Timeout: idle, KeepAlive: 30 * time.Second}
	tr := http.DefaultTransport.(*http.Transport).Clone() // keeps proxies from the environment
	tr.DialContext = func(ctx context.Context, network, addr string) (net.Conn, error) {
		conn, err := dialer.DialContext(ctx, network, addr)
		if err != nil {
			return nil, err
		}
		return &idleConn{Conn: conn, idle: idle}, nil
	}
	tr.TLSHandshakeTimeout = idle
	tr.ResponseHeaderTimeout = idle
	return githttp.NewClient(&http.Client{Transport: tr, CheckRedirect: c.checkRedirect(ep)}), nil
}

// checkRedirect is the redirect hook of an HTTP remote: go-git runs it
// (after its own origin and scheme checks) before each hop is requested,
// so Options.CheckRedirect judges where the remote lands before any byte
// of content is read from there.
func (c *Client) checkRedirect(ep *transport.Endpoint) func(*http.Request, []*http.Request) error {
	if c.opts.CheckRedirect == nil {
		return nil
	}
	from := Redact(ep.String())
	return func(req *http.Request, _ []*http.Request) error {
		u := *req.URL
		u.User, u.RawQuery, u.Fragment = nil, "", ""
		u.Path = strings.TrimSuffix(u.Path, "/info/refs")
		u.RawPath = ""
		to := u.String()
		if err := c.opts.CheckRedirect(to); err != nil {
			return &RedirectError{From: from, To: Redact(to), Err: err}
		}
		return nil
	}
}

// idleConn moves its deadline forward before every read and write, so a
// transfer may take as long as it needs while data flows, and no longer
// than idle once it stops.
type idleConn struct {
	net.Conn
	idle time.Duration
}

func (c *idleConn) Read(p []byte) (int, error) {
	if err := c.Conn.SetReadDeadline(time.Now().Add(c.idle)); err != nil {
		return 0, err
	}
	return c.Conn.Read(p)
}

func (c *idleConn) Write(p []byte) (int, error) {
	if err := c.Conn.SetWriteDeadline(time.Now().Add(c.idle)); err != nil {
		return 0, err
	}
	return c.Conn.Write(p)
}
