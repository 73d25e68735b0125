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
	if tooLong {
		return errorReply(nil, jsonrpc.CodeInvalidRequest, fmt.Sprintf("Invalid Request: message over %d bytes", MaxMessage))
	}
	trimmed := bytes.TrimSpace(line)
	// The go-sdk's own decoder decides what it takes; only what it
	// refuses is looked at more closely, to answer it as it deserves.
	_, err := jsonrpc.DecodeMessage(trimmed)
	switch {
	case err == nil:
		return nil
	case !json.Valid(trimmed):
		return errorReply(nil, jsonrpc.CodeParseError, "Parse error: the message is not JSON")
	case trimmed[0] == '[':
		return errorReply(nil, jsonrpc.CodeInvalidRequest, "Invalid Request: JSON-RPC batches are not supported; send one message at a time")
	}
	var m struct {
		ID json.RawMessage `json:"id"`
	}
	json.Unmarshal(trimmed, &m)
	id, _ := messageID(m.ID)
	return errorReply(id, jsonrpc.CodeInvalidRequest, "Invalid Request: not a JSON-RPC 2.0 message ("+err.Error()+")")
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
