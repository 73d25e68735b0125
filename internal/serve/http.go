package serve

import (
	"bytes"
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/url"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/skillpin/skillpin/internal/install/safefile"
	"github.com/skillpin/skillpin/internal/serve/budget"
	"github.com/skillpin/skillpin/internal/serve/rpcmsg"
	"github.com/skillpin/skillpin/internal/ui/safetext"
)

// Serving over HTTP: the MCP Streamable HTTP transport at Path, in the
// go-sdk's stateless mode. Stateless is what lets both protocol versions
// in: the stateful handler refuses 2026-07-28 requests (that protocol has
// no sessions), while a stateless one answers each POST on its own, and a
// 2025 client works the same (the server never needs to call the client
// back, and a GET for a server-to-client stream is answered 405, as the
// transport allows). Responses are plain JSON, not event streams.

// Path is where the MCP endpoint is served.
const Path = "/mcp"

// Defaults and bounds of HTTPOptions.
const (
	DefaultMaxBody     = 1 << 20 // a request is a few hundred bytes
	DefaultMaxInFlight = 256
	DefaultShutdown    = 10 * time.Second
	// MaxTokenFile bounds the token file; MinToken is the shortest token
	// accepted, so that a guessable one is refused.
	MaxTokenFile = 4 << 10
	MinToken     = 16
)

// HTTPOptions says how to serve over HTTP.
type HTTPOptions struct {
	// Token, when set, is required of every request as
	// "Authorization: Bearer <Token>". A listener that is not on a
	// loopback address is refused without one.
	Token string
	// AccessLog receives one line per request; nil logs nothing.
	AccessLog io.Writer
	// MaxBodyBytes bounds a request body (larger ones get 413); 0 means
	// DefaultMaxBody.
	MaxBodyBytes int64
	// MaxInFlight bounds the requests handled at once; one more is
	// answered 503 with Retry-After. 0 means DefaultMaxInFlight.
	MaxInFlight int
	// ShutdownTimeout is how long requests in flight get to finish once
	// the context is done; 0 means DefaultShutdown.
	ShutdownTimeout time.Duration
	// MaxMemory bounds the bytes all requests hold at once (request
	// bodies, files being read); a request that would pass it gets 503
	// with Retry-After before it is read. 0 means DefaultMaxMemory.
	MaxMemory int64
	// MaxClientMemory bounds the bytes the requests of one client (one
	// remote address) hold at once; past it a request gets 429 with
	// Retry-After. 0 means DefaultMaxClientMemory.
	MaxClientMemory int64
	// MaxWait is how long a file read waits for bytes its client's (or
	// the process's) other requests hold to be released, when they stand
	// in its way: a burst of reads from one client is served in turn
	// within the budget instead of refused. Past it the read gets 429 (or
	// 503) with Retry-After. 0 means DefaultMaxWait; negative refuses at
	// once.
	MaxWait time.Duration
}

// ReadTokenFile reads a bearer token from path: a regular file (a link
// may not lead out of its directory) of at most MaxTokenFile bytes,
// surrounding whitespace trimmed, at least MinToken characters of
// printable ASCII.
func ReadTokenFile(path string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", &ConfigError{Err: fmt.Errorf("token file %s: %w", path, err)}
	}
	data, err := safefile.Read(filepath.Dir(abs), filepath.Base(abs), MaxTokenFile)
	if err != nil {
		return "", &ConfigError{Err: fmt.Errorf("token file: %w", err)}
	}
	tok := strings.TrimSpace(string(data))
	switch {
	case len(tok) < MinToken:
		return "", &ConfigError{Err: fmt.Errorf("token file %s holds %d characters; a bearer token must have at least %d (generate one with `openssl rand -hex 32`)", path, len(tok), MinToken)}
	case strings.IndexFunc(tok, func(r rune) bool { return r <= ' ' || r > '~' }) >= 0:
		return "", &ConfigError{Err: fmt.Errorf("token file %s: the token must be one line of printable ASCII without spaces (as an HTTP header carries it)", path)}
	}
	return tok, nil
}

// Listen opens the TCP listener for addr. Without a token it must be a
// loopback address: anything else would serve the skills to whoever can
// reach the port.
func Listen(addr string, token bool) (net.Listener, error) {
	if _, _, err := net.SplitHostPort(addr); err != nil {
		return nil, &ConfigError{Err: fmt.Errorf("--http %q: %w; give HOST:PORT, e.g. 127.0.0.1:8765", addr, err)}
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("listen on %s: %w", addr, err)
	}
	if !token && !isLoopback(ln.Addr()) {
		ln.Close()
		return nil, &ConfigError{Err: fmt.Errorf("--http %s listens on %s, which is not a loopback address: pass --token-file FILE so that every request must carry the token, or listen on 127.0.0.1", addr, ln.Addr())}
	}
	return ln, nil
}

func isLoopback(a net.Addr) bool {
	tcp, ok := a.(*net.TCPAddr)
	return ok && tcp.IP.IsLoopback()
}

// ServeHTTP serves the MCP endpoint on ln until ctx is done, then stops
// accepting and gives the requests in flight opts.ShutdownTimeout to
// finish.
func (s *Server) ServeHTTP(ctx context.Context, ln net.Listener, opts HTTPOptions) error {
	h, err := s.Handler(opts)
	if err != nil {
		return err
	}
	srv := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          log.New(io.Discard, "", 0),
	}
	if opts.AccessLog != nil {
		srv.ErrorLog = log.New(opts.AccessLog, "skillpin serve: http: ", 0)
	}
	wait := opts.ShutdownTimeout
	if wait <= 0 {
		wait = DefaultShutdown
	}
	done := make(chan error, 1)
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), wait)
		defer cancel()
		err := srv.Shutdown(sctx)
		if err != nil {
			srv.Close()
		}
		done <- err
	}()
	err = srv.Serve(ln)
	if !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	if err := <-done; err != nil {
		return fmt.Errorf("stopping: requests still in flight after %s were cut off", wait)
	}
	return nil
}

// Handler is the HTTP handler of the MCP endpoint: Origin and token
// checks, size and concurrency bounds, an access log, and the go-sdk's
// Streamable HTTP handler.
func (s *Server) Handler(opts HTTPOptions) (http.Handler, error) {
	srv, err := s.MCPServer()
	if err != nil {
		return nil, err
	}
	maxBody := opts.MaxBodyBytes
	if maxBody <= 0 {
		maxBody = DefaultMaxBody
	}
	inflight := opts.MaxInFlight
	if inflight <= 0 {
		inflight = DefaultMaxInFlight
	}
	var h http.Handler = mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return srv }, &mcp.StreamableHTTPOptions{
		Stateless:           true,
		JSONResponse:        true,
		MaxRequestBodyBytes: maxBody,
		// On a loopback listener the go-sdk refuses a Host that is not
		// loopback: a DNS name rebound to 127.0.0.1 must not give a web
		// page the skills. With a token that protection is moot (a page
		// cannot send a bearer token it does not have), and it would
		// refuse a reverse proxy on the same machine that passes the
		// public Host along, as proxies do.
		DisableLocalhostProtection: opts.Token != "",
	})
	limit, clientLimit := opts.MaxMemory, opts.MaxClientMemory
	if limit <= 0 {
		limit = DefaultMaxMemory
	}
	if clientLimit <= 0 {
		clientLimit = DefaultMaxClientMemory
	}
	var wait time.Duration
	switch {
	case opts.MaxWait == 0:
		wait = DefaultMaxWait
	case opts.MaxWait > 0:
		wait = opts.MaxWait
	}
	s.budget = budget.New(limit, clientLimit, wait)
	fast, err := newFastPath(s, opts.Token == "")
	if err != nil {
		return nil, err
	}
	h = screenBody(maxBody, s.budget, s.clientOf, fast, h)
	h = checkOrigin(h)
	if opts.Token != "" {
		h = requireToken(opts.Token, h)
	}
	h = limitInFlight(inflight, h)
	mux := http.NewServeMux()
	mux.Handle(Path, h)
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "not found: the MCP endpoint is "+Path, http.StatusNotFound)
	})
	var out http.Handler = mux
	if opts.AccessLog != nil {
		out = accessLog(opts.AccessLog, out)
	}
	return out, nil
}

// requireToken answers 401 to a request without the bearer token. Both
// sides are hashed first, so the comparison takes the same time whatever
// the length or content of what was sent.
func requireToken(token string, next http.Handler) http.Handler {
	want := sha256.Sum256([]byte(token))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		auth := r.Header.Get("Authorization")
		scheme, got, ok := strings.Cut(auth, " ")
		sum := sha256.Sum256([]byte(strings.TrimSpace(got)))
		if !ok || !strings.EqualFold(scheme, "Bearer") || subtle.ConstantTimeCompare(sum[:], want[:]) != 1 {
			w.Header().Set("WWW-Authenticate", `Bearer realm="skillpin"`)
			http.Error(w, "unauthorized: send Authorization: Bearer <token>", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// checkOrigin answers 403 to a request whose Origin is not this server's
// own (the host and port it was addressed at): a web page elsewhere, or
// one that rebound a DNS name to this address, must not reach the skills
// through a browser. Clients that are not browsers send no Origin.
func checkOrigin(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if o := r.Header.Get("Origin"); o != "" && !sameOrigin(o, r.Host) {
			http.Error(w, "forbidden: Origin "+safetext.Show(o)+" is not this server's", http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// sameOrigin reports whether origin names host (a Host header), default
// ports spelled or not.
func sameOrigin(origin, host string) bool {
	u, err := url.Parse(origin)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.Path != "" {
		return false
	}
	return strings.EqualFold(withPort(u.Host, u.Scheme), withPort(host, u.Scheme))
}

func withPort(hostport, scheme string) string {
	if _, _, err := net.SplitHostPort(hostport); err == nil {
		return hostport
	}
	if scheme == "https" {
		return net.JoinHostPort(strings.Trim(hostport, "[]"), "443")
	}
	return net.JoinHostPort(strings.Trim(hostport, "[]"), "80")
}

// screenBody answers a POST whose body is not one JSON-RPC message with
// 400 and the JSON-RPC error it deserves (-32700 for what is not JSON,
// -32600 for JSON that is not a message), as the transport allows, rather
// than the go-sdk's plain-text 400; a body over max bytes gets 413. A
// request the go-sdk refuses is answered as JSON-RPC too (see sdkRefusal).
// The body is counted against the memory budget b as it is read (429 or
// 503 when it would pass it), and stays counted, with what the handler
// adds (a file it reads), until the response is written; a request's
// result may be spliced into the response (see splice). A request the
// fast path takes is answered there (see fastPath).
func screenBody(max int64, b *budget.Budget, clientOf func(*http.Request) string, fast *fastPath, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost || r.Body == nil {
			next.ServeHTTP(w, r)
			return
		}
		g := b.Grant(r.Context(), clientOf(r))
		defer g.Release()
		body, err := readBody(w, r, max, g)
		if err == nil {
			// Not on a refusal: closing a body reads what is left of it,
			// waiting on a client that may hold it back.
			r.Body.Close()
		}
		var tooBig *http.MaxBytesError
		var over *budget.OverError
		switch {
		case errors.As(err, &over):
			budget.Refuse(w, err)
			return
		case errors.As(err, &tooBig):
			http.Error(w, fmt.Sprintf("request body over %d bytes", max), http.StatusRequestEntityTooLarge)
			return
		case err != nil:
			http.Error(w, "cannot read the request body: "+err.Error(), http.StatusBadRequest)
			return
		}
		if c, ok := fast.take(r, body); ok {
			fast.serve(w, r, c, g)
			return
		}
		msg, reply := rpcmsg.DecodeChecked(body, false, MaxMessage)
		if reply != nil {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusBadRequest)
			w.Write(reply)
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		r.ContentLength = int64(len(body))
		req, ok := msg.(*jsonrpc.Request)
		if !ok {
			next.ServeHTTP(w, r)
			return
		}
		sp := newSplice(g)
		sw := &spliceWriter{ResponseWriter: w, sp: sp}
		rw := &sdkRefusal{ResponseWriter: sw}
		next.ServeHTTP(rw, r.WithContext(context.WithValue(r.Context(), spliceKey{}, sp)))
		rw.answer(req)
		sw.finish()
	})
}

// readBody reads a request body of at most max bytes, counting
// bodyFactor times what it may hold against g before holding it: the
// whole declared length at once, else each growth of the buffer.
func readBody(w http.ResponseWriter, r *http.Request, max int64, g *budget.Grant) ([]byte, error) {
	if r.ContentLength > max {
		return nil, &http.MaxBytesError{Limit: max}
	}
	lr := http.MaxBytesReader(w, r.Body, max)
	var buf []byte
	if r.ContentLength >= 0 {
		// One byte more than declared, for the read that finds the end.
		if err := g.Acquire(bodyFactor * (r.ContentLength + 1)); err != nil {
			return nil, err
		}
		buf = make([]byte, 0, r.ContentLength+1)
	}
	for {
		if len(buf) == cap(buf) {
			// Grow may give more than asked (append's growth): count
			// what the buffer holds, so the body is counted in full.
			grown := slices.Grow(buf, bodyChunk)
			if err := g.Acquire(bodyFactor * int64(cap(grown)-cap(buf))); err != nil {
				return nil, err
			}
			buf = grown
		}
		n, err := lr.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			return buf, nil
		}
		if err != nil {
			return nil, err
		}
	}
}

// The go-sdk's texts for a request it does not take: a method it does not
// handle, and a request it cannot (an id on a notification, no id on a
// request, no params where they are required). It sends them as plain
// text over HTTP; over stdio the session answers -32601 and -32600.
const (
	sdkNotHandled     = "JSON RPC not handled"
	sdkInvalidRequest = "invalid request"
)

// sdkRefusal holds back the go-sdk's plain-text 400 to a request, so that it
// can be answered as a JSON-RPC error, as stdio answers it: -32601 for a
// method the server does not have (200 with the error response to a
// request, as a 2025 request is answered; the go-sdk answers a
// 2026-07-28 request 404 with -32601 itself; 400 to a notification, whose
// error has no id), -32600 for a request it cannot take (400). Any other
// 400 (a refused header) is passed on as it is.
type sdkRefusal struct {
	http.ResponseWriter
	wrote, held bool
	text        bytes.Buffer
}

func (r *sdkRefusal) WriteHeader(code int) {
	if r.wrote {
		return
	}
	r.wrote = true
	if code == http.StatusBadRequest && strings.HasPrefix(r.Header().Get("Content-Type"), "text/plain") {
		r.held = true
		return
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *sdkRefusal) Write(b []byte) (int, error) {
	if !r.wrote {
		r.WriteHeader(http.StatusOK)
	}
	if r.held {
		return r.text.Write(b)
	}
	return r.ResponseWriter.Write(b)
}

func (r *sdkRefusal) Flush() {
	if f, ok := r.ResponseWriter.(http.Flusher); ok && !r.held {
		f.Flush()
	}
}

func (r *sdkRefusal) Unwrap() http.ResponseWriter { return r.ResponseWriter }

// answer sends what was held back, as a JSON-RPC error when it is one.
func (r *sdkRefusal) answer(req *jsonrpc.Request) {
	if !r.held {
		return
	}
	text := strings.TrimSpace(r.text.String())
	status := http.StatusBadRequest
	var code int64
	msg := text
	switch {
	case strings.HasPrefix(text, sdkNotHandled):
		code, msg = jsonrpc.CodeMethodNotFound, fmt.Sprintf("method not found: %q", req.Method)
		if req.IsCall() {
			status = http.StatusOK
		}
	case strings.HasPrefix(text, sdkInvalidRequest):
		code = jsonrpc.CodeInvalidRequest
	default:
		r.ResponseWriter.WriteHeader(http.StatusBadRequest)
		r.ResponseWriter.Write(r.text.Bytes())
		return
	}
	var id any
	if req.IsCall() {
		id = req.ID.Raw()
	}
	h := r.Header()
	h.Set("Content-Type", "application/json")
	h.Del("X-Content-Type-Options")
	r.ResponseWriter.WriteHeader(status)
	r.ResponseWriter.Write(rpcmsg.ErrorReply(id, code, msg))
}

// limitInFlight answers 503 when n requests are already being handled:
// the server stays responsive under a burst rather than queueing without
// bound.
func limitInFlight(n int, next http.Handler) http.Handler {
	sem := make(chan struct{}, n)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case sem <- struct{}{}:
			defer func() { <-sem }()
			next.ServeHTTP(w, r)
		default:
			w.Header().Set("Retry-After", "1")
			http.Error(w, fmt.Sprintf("busy: %d requests in flight; retry", n), http.StatusServiceUnavailable)
		}
	})
}

// accessLog writes one line per request: client, method, path, the
// JSON-RPC method the body named, status, response size and time.
func accessLog(out io.Writer, next http.Handler) http.Handler {
	var mu sync.Mutex
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &recorder{ResponseWriter: w, status: http.StatusOK}
		var peek *prefixReader
		if r.Body != nil {
			peek = &prefixReader{r: r.Body}
			r.Body = struct {
				io.Reader
				io.Closer
			}{peek, r.Body}
		}
		next.ServeHTTP(rec, r)
		method := "-"
		if peek != nil {
			if m := rpcMethod().FindSubmatch(peek.buf.Bytes()); m != nil {
				method = string(m[1])
			}
		}
		line := fmt.Sprintf("skillpin serve: http %s %s %s %s %d %dB %s\n",
			r.RemoteAddr, r.Method, r.URL.Path, method, rec.status, rec.size, time.Since(start).Round(10*time.Microsecond))
		mu.Lock()
		io.WriteString(out, safetext.Line(strings.TrimSuffix(line, "\n"))+"\n")
		mu.Unlock()
	})
}

// rpcMethod finds the JSON-RPC method of a request body's first message.
var rpcMethod = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`"method"\s*:\s*"([A-Za-z0-9_/.\-]{1,64})"`) })

// prefixReader keeps the first bytes read through it, for the log.
type prefixReader struct {
	r   io.Reader
	buf bytes.Buffer
}

func (p *prefixReader) Read(b []byte) (int, error) {
	n, err := p.r.Read(b)
	if room := 1024 - p.buf.Len(); room > 0 && n > 0 {
		p.buf.Write(b[:min(n, room)])
	}
	return n, err
}

// recorder notes the status and size of a response.
type recorder struct {
	http.ResponseWriter
	status int
	size   int64
	wrote  bool
}

func (r *recorder) WriteHeader(code int) {
	if !r.wrote {
		r.status, r.wrote = code, true
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *recorder) Write(b []byte) (int, error) {
	r.wrote = true
	n, err := r.ResponseWriter.Write(b)
	r.size += int64(n)
	return n, err
}

func (r *recorder) Flush() {
	if f, ok := r.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (r *recorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }
