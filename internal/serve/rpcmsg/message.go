// Package rpcmsg reads a JSON-RPC message ahead of the go-sdk, bounded
// and without trusting it: a stdio line read up to a limit, a message
// checked (with the error answer one the go-sdk would refuse deserves),
// and a call parsed in the plain form the HTTP fast path answers without
// the go-sdk (Parse). It knows the JSON-RPC envelope and MCP's _meta
// keys, not skills or the server.
package rpcmsg

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

// ReadLine reads one line without its end ("\n" or "\r\n"). A line over
// max bytes is read to its end and dropped: tooLong says so.
func ReadLine(r *bufio.Reader, max int) (line []byte, tooLong bool, err error) {
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

// Check returns the error answer a message (a stdio line, an HTTP body)
// deserves, or nil for a JSON-RPC message the session can take. tooLong
// says the message was over max bytes and dropped (ReadLine).
func Check(line []byte, tooLong bool, max int) []byte {
	_, reply := DecodeChecked(line, tooLong, max)
	return reply
}

// DecodeChecked is Check that also returns the message decoded, when it is one,
// so that a caller who needs it does not decode it again.
func DecodeChecked(line []byte, tooLong bool, max int) (jsonrpc.Message, []byte) {
	if tooLong {
		return nil, ErrorReply(nil, jsonrpc.CodeInvalidRequest, fmt.Sprintf("Invalid Request: message over %d bytes", max))
	}
	trimmed := bytes.TrimSpace(line)
	// The go-sdk's own decoder decides what it takes; only what it
	// refuses is looked at more closely, to answer it as it deserves.
	msg, err := jsonrpc.DecodeMessage(trimmed)
	switch {
	case err == nil:
		return msg, nil
	case !json.Valid(trimmed):
		return nil, ErrorReply(nil, jsonrpc.CodeParseError, "Parse error: the message is not JSON")
	case trimmed[0] == '[':
		return nil, ErrorReply(nil, jsonrpc.CodeInvalidRequest, "Invalid Request: JSON-RPC batches are not supported; send one message at a time")
	}
	var m struct {
		ID json.RawMessage `json:"id"`
	}
	json.Unmarshal(trimmed, &m)
	id, _ := messageID(m.ID)
	return nil, ErrorReply(id, jsonrpc.CodeInvalidRequest, "Invalid Request: not a JSON-RPC 2.0 message ("+err.Error()+")")
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

// ErrorReply is a JSON-RPC error response line; id nil is JSON null.
func ErrorReply(id any, code int64, msg string) []byte {
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
