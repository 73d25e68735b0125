package serve

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// MaxMessage bounds one stdio message (one line): requests are a few
// hundred bytes.
const MaxMessage = 1 << 20

// DefaultDrain is how long a stdio session whose input ended goes on
// answering the requests it has read.
const DefaultDrain = 5 * time.Second

// RunStdio serves one MCP session on in and out, one JSON-RPC message per
// line, until in ends or ctx is done. A line that is not JSON is answered
// -32700 (parse error) and a line that is JSON but not a JSON-RPC message
// -32600 (invalid request), and the session goes on: the go-sdk's stdio
// transport would end the session on either.
//
// When in ends, every request read is still answered before RunStdio
// returns (a host may write its requests and close its end at once):
// the go-sdk drops the answers it has not written yet as soon as its
// input ends, so the session sees the end only once they are written.
// A request not answered within the drain time (DefaultDrain) is given
// up on, and RunStdio returns an error naming how many were left.
func (s *Server) RunStdio(ctx context.Context, in io.Reader, out io.Writer) error {
	w := &lineWriter{w: out}
	pr, pw := io.Pipe()
	go func() {
		pw.CloseWithError(screen(in, pw, w))
	}()
	drain := s.drain
	if drain <= 0 {
		drain = DefaultDrain
	}
	t := &drainTransport{inner: &mcp.IOTransport{Reader: pr, Writer: w}, drain: drain,
		answered: make(chan struct{}, 1), gaveUp: make(chan int, 1)}
	done := make(chan error, 1)
	go func() { done <- s.Run(ctx, t) }()
	var left int
	select {
	case err := <-done:
		select {
		case left = <-t.gaveUp:
		default:
			return err
		}
	case left = <-t.gaveUp:
		// The session ends once its handlers return (their requests are
		// cancelled now); one that is stuck must not keep the process
		// alive.
		select {
		case <-done:
		case <-time.After(stuckGrace):
		}
	}
	what := "requests"
	if left == 1 {
		what = "request"
	}
	return fmt.Errorf("input ended with %d %s still unanswered after %s; gave up on them", left, what, drain)
}

// stuckGrace is how long a session given up on gets to end.
const stuckGrace = time.Second

// drainTransport holds back the end of the input from the session until
// every request it was given has been answered, or drain has passed.
// (Wrapping the connection hides the go-sdk's notice of the negotiated
// version from its stdio connection, which it uses only to refuse
// batches: the screen refuses them first.)
type drainTransport struct {
	inner mcp.Transport
	drain time.Duration

	mu       sync.Mutex
	pending  int           // requests read and not answered
	answered chan struct{} // a request was answered (capacity 1)
	gaveUp   chan int      // the drain time passed with this many unanswered
}

func (t *drainTransport) Connect(ctx context.Context) (mcp.Connection, error) {
	c, err := t.inner.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return &drainConn{Connection: c, t: t, closed: make(chan struct{})}, nil
}

type drainConn struct {
	mcp.Connection
	t         *drainTransport
	closeOnce sync.Once
	closed    chan struct{}
}

func (c *drainConn) Read(ctx context.Context) (jsonrpc.Message, error) {
	msg, err := c.Connection.Read(ctx)
	if req, ok := msg.(*jsonrpc.Request); ok && err == nil && req.IsCall() {
		c.t.mu.Lock()
		c.t.pending++
		c.t.mu.Unlock()
	}
	if errors.Is(err, io.EOF) {
		c.wait(ctx)
	}
	return msg, err
}

// wait returns once no request is pending, the drain time has passed, or
// the session is closed.
func (c *drainConn) wait(ctx context.Context) {
	timer := time.NewTimer(c.t.drain)
	defer timer.Stop()
	for {
		c.t.mu.Lock()
		left := c.t.pending
		c.t.mu.Unlock()
		if left <= 0 {
			return
		}
		select {
		case <-c.t.answered:
		case <-timer.C:
			select {
			case c.t.gaveUp <- left:
			default:
			}
			return
		case <-ctx.Done():
			return
		case <-c.closed:
			return
		}
	}
}

func (c *drainConn) Write(ctx context.Context, msg jsonrpc.Message) error {
	err := c.Connection.Write(ctx, msg)
	if _, ok := msg.(*jsonrpc.Response); ok {
		// Answered, or the output is gone: either way not to wait for.
		c.t.mu.Lock()
		c.t.pending--
		c.t.mu.Unlock()
		select {
		case c.t.answered <- struct{}{}:
		default:
		}
	}
	return err
}

func (c *drainConn) Close() error {
	c.closeOnce.Do(func() { close(c.closed) })
	return c.Connection.Close()
}

// lineWriter writes whole messages, one at a time: the go-sdk's answers
// and the screen's error answers share the output.
type lineWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (l *lineWriter) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.w.Write(p)
}

func (l *lineWriter) Close() error { return nil }

// screen copies the well-formed messages of in to pass, one per line, and
// answers every other line on out itself. It returns nil at the end of in.
func screen(in io.Reader, pass io.Writer, out io.Writer) error {
	r := bufio.NewReaderSize(in, 64<<10)
	for {
		line, tooLong, err := readLine(r, MaxMessage)
		if len(bytes.TrimSpace(line)) > 0 || tooLong {
			if reply := check(line, tooLong); reply != nil {
				if _, werr := out.Write(reply); werr != nil {
					return werr
				}
			} else if _, werr := pass.Write(append(line, '\n')); werr != nil {
				return werr
			}
		}
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
	}
}

// readLine reads one line without its end ("\n" or "\r\n"). A line over
// max bytes is read to its end and dropped: tooLong says so.
func readLine(r *bufio.Reader, max int) (line []byte, tooLong bool, err error) {
	for {
		chunk, err := r.ReadSlice('\n')
		if !tooLong {
			if len(line)+len(chunk) > max+2 {
				tooLong, line = true, nil
			} else {
				line = append(line, chunk...)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		line = bytes.TrimSuffix(bytes.TrimSuffix(line, []byte("\n")), []byte("\r"))
		return line, tooLong, err
	}
}

// check returns the error answer a message (a stdio line, an HTTP body)
// deserves, or nil for a JSON-RPC message the session can take.
func check(line []byte, tooLong bool) []byte {
	_, reply := decodeChecked(line, tooLong)
	return reply
}

// decodeChecked is check that also returns the message decoded, when it is one,
// so that a caller who needs it does not decode it again.
func decodeChecked(line []byte, tooLong bool) (jsonrpc.Message, []byte) {
	if tooLong {
		return nil, errorReply(nil, jsonrpc.CodeInvalidRequest, fmt.Sprintf("Invalid Request: message over %d bytes", MaxMessage))
	}
	trimmed := bytes.TrimSpace(line)
	// The go-sdk's own decoder decides what it takes; only what it
	// refuses is looked at more closely, to answer it as it deserves.
	msg, err := jsonrpc.DecodeMessage(trimmed)
	switch {
	case err == nil:
		return msg, nil
	case !json.Valid(trimmed):
		return nil, errorReply(nil, jsonrpc.CodeParseError, "Parse error: the message is not JSON")
	case trimmed[0] == '[':
		return nil, errorReply(nil, jsonrpc.CodeInvalidRequest, "Invalid Request: JSON-RPC batches are not supported; send one message at a time")
	}
	var m struct {
		ID json.RawMessage `json:"id"`
	}
	json.Unmarshal(trimmed, &m)
	id, _ := messageID(m.ID)
	return nil, errorReply(id, jsonrpc.CodeInvalidRequest, "Invalid Request: not a JSON-RPC 2.0 message ("+err.Error()+")")
}

// messageID reads a message's id: absent or null (nil), a string or a
// number (returned as written); ok is false for any other JSON.
func messageID(raw json.RawMessage) (id any, ok bool) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil, true
	}
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return nil, false
	}
	switch v.(type) {
	case string, float64:
		return raw, true
	}
	return nil, false
}

// errorReply is a JSON-RPC error response line; id nil is JSON null.
func errorReply(id any, code int64, msg string) []byte {
	b, _ := json.Marshal(struct {
		JSONRPC string `json:"jsonrpc"`
		ID      any    `json:"id"`
		Error   struct {
			Code    int64  `json:"code"`
			Message string `json:"message"`
		} `json:"error"`
	}{JSONRPC: "2.0", ID: id, Error: struct {
		Code    int64  `json:"code"`
		Message string `json:"message"`
	}{code, msg}})
	return append(b, '\n')
}
