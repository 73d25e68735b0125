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

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// MaxMessage bounds one stdio message (one line): requests are a few
// hundred bytes.
const MaxMessage = 1 << 20

// RunStdio serves one MCP session on in and out, one JSON-RPC message per
// line, until in ends or ctx is done. A line that is not JSON is answered
// -32700 (parse error) and a line that is JSON but not a JSON-RPC message
// -32600 (invalid request), and the session goes on: the go-sdk's stdio
// transport would end the session on either.
func (s *Server) RunStdio(ctx context.Context, in io.Reader, out io.Writer) error {
	w := &lineWriter{w: out}
	pr, pw := io.Pipe()
	go func() {
		pw.CloseWithError(screen(in, pw, w))
	}()
	return s.Run(ctx, &mcp.IOTransport{Reader: pr, Writer: w})
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
	switch {
	case tooLong:
		return errorReply(nil, jsonrpc.CodeInvalidRequest, fmt.Sprintf("Invalid Request: message over %d bytes", MaxMessage))
	case !json.Valid(line):
		return errorReply(nil, jsonrpc.CodeParseError, "Parse error: the message is not JSON")
	}
	trimmed := bytes.TrimSpace(line)
	if trimmed[0] == '[' {
		return errorReply(nil, jsonrpc.CodeInvalidRequest, "Invalid Request: JSON-RPC batches are not supported; send one message at a time")
	}
	if _, err := jsonrpc.DecodeMessage(trimmed); err != nil {
		return errorReply(requestID(trimmed), jsonrpc.CodeInvalidRequest, "Invalid Request: not a JSON-RPC 2.0 message ("+err.Error()+")")
	}
	return nil
}

// requestID is the request id of a message that is not otherwise valid, when
// it has a usable one (a string or a number), so that its sender can tell
// which request failed.
func requestID(msg []byte) any {
	var m struct {
		ID json.RawMessage `json:"id"`
	}
	if json.Unmarshal(msg, &m) != nil || len(m.ID) == 0 {
		return nil
	}
	var id any
	if json.Unmarshal(m.ID, &id) != nil {
		return nil
	}
	switch id.(type) {
	case string, float64:
		return json.RawMessage(m.ID)
	}
	return nil
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
