package serve

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/skillpin/skillpin/internal/serve/rpcmsg"
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
		line, tooLong, err := rpcmsg.ReadLine(r, MaxMessage)
		if len(bytes.TrimSpace(line)) > 0 || tooLong {
			if reply := rpcmsg.Check(line, tooLong, MaxMessage); reply != nil {
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
