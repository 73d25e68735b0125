package serve

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"github.com/skillpin/skillpin/internal/serve/budget"
)

// Splicing: the two requests a host sends most, skills/list and
// resources/read, carry the largest results (a page of 100 entries is
// about 120 KB of JSON; a file up to 16 MiB). The go-sdk encodes a result
// with encoding/json, which scans the JSON of every value twice more
// (once for the result, once for the message), and holds each copy whole.
// Over HTTP the handlers therefore put a placeholder where that value goes
// (a string no client can guess), and the response writer puts the value
// in its place on the way out: a listing's entries as the bytes encoded
// once per set of entries, a file's bytes encoded straight to the
// connection, chunk by chunk. Everything else of the request (its checks,
// its headers, the envelope, errors) is the go-sdk's, unchanged; the
// bytes sent are the ones the go-sdk would have sent (TestSpliceSameBytes).

// splice is what a handler leaves for the response writer of its request.
type splice struct {
	token string        // the placeholder text, unique to the request
	grant *budget.Grant // the request's share of the memory budget

	mu   sync.Mutex
	list []byte // the skills array that replaces ["token"]
	data []byte // file content that replaces "token" (text) or its base64 (blob)
	blob bool
	err  error // a budget refused the request: answer with its status
}

type spliceKey struct{}

// spliceOf is the splice of the request ctx belongs to; nil when the
// request did not come over HTTP.
func spliceOf(ctx context.Context) *splice {
	sp, _ := ctx.Value(spliceKey{}).(*splice)
	return sp
}

var (
	spliceNonce = sync.OnceValue(func() string {
		b := make([]byte, 12)
		rand.Read(b)
		return hex.EncodeToString(b)
	})
	spliceSeq atomic.Int64
)

// newSplice is the splice of a new request. Its token is ASCII without
// characters JSON escapes, and 48 bytes long, so that its base64 has no
// padding and stands alone in the encoding of a blob.
func newSplice(g *budget.Grant) *splice {
	n := strconv.FormatInt(spliceSeq.Add(1), 10)
	tok := "skillpin-splice-" + spliceNonce() + "-"
	for len(tok)+len(n) < 48 {
		tok += "0"
	}
	return &splice{token: tok + n, grant: g}
}

// placeholderEntry is the one entry a listing result carries in place of
// its page.
func (sp *splice) placeholderEntry() *Skill {
	return &Skill{raw: json.RawMessage(strconv.Quote(sp.token))}
}

func (sp *splice) setList(b []byte) {
	sp.mu.Lock()
	sp.list = b
	sp.mu.Unlock()
}

func (sp *splice) setData(data []byte, blob bool) {
	sp.mu.Lock()
	sp.data, sp.blob = data, blob
	sp.mu.Unlock()
}

func (sp *splice) refuse(err error) {
	sp.mu.Lock()
	sp.err = err
	sp.mu.Unlock()
}

// pending reports whether a handler left something to put in place (or
// a refusal to answer with).
func (sp *splice) pending() bool {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	return sp.list != nil || sp.data != nil || sp.err != nil
}

// spliceWriter holds the response back while its request's splice is
// pending, and writes it with the placeholder replaced at the end
// (finish).
type spliceWriter struct {
	http.ResponseWriter
	sp     *splice
	held   bool
	status int
	buf    bytes.Buffer
}

func (w *spliceWriter) hold() bool {
	if !w.held && w.sp.pending() {
		w.held = true
	}
	return w.held
}

func (w *spliceWriter) WriteHeader(code int) {
	if w.hold() {
		if w.status == 0 {
			w.status = code
		}
		return
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *spliceWriter) Write(b []byte) (int, error) {
	if w.hold() {
		if w.status == 0 {
			w.status = http.StatusOK
		}
		return w.buf.Write(b)
	}
	return w.ResponseWriter.Write(b)
}

func (w *spliceWriter) Flush() {
	if w.held {
		return
	}
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

func (w *spliceWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// finish writes what was held back, the placeholder replaced.
func (w *spliceWriter) finish() {
	if !w.held {
		return
	}
	sp := w.sp
	sp.mu.Lock()
	list, data, blob, err := sp.list, sp.data, sp.blob, sp.err
	sp.mu.Unlock()
	if err != nil {
		budget.Refuse(w.ResponseWriter, err)
		return
	}
	out := w.buf.Bytes()
	var needle []byte
	switch {
	case list != nil:
		needle = []byte(`[` + strconv.Quote(sp.token) + `]`)
	case blob:
		needle = []byte(`"` + base64.StdEncoding.EncodeToString([]byte(sp.token)) + `"`)
	default:
		needle = []byte(strconv.Quote(sp.token))
	}
	i := bytes.Index(out, needle)
	w.ResponseWriter.WriteHeader(w.status)
	if i < 0 {
		w.ResponseWriter.Write(out) // the result did not go out (an error went instead)
		return
	}
	if _, err := w.ResponseWriter.Write(out[:i]); err != nil {
		return
	}
	switch {
	case list != nil:
		_, err = w.ResponseWriter.Write(list)
	case blob:
		err = writeBase64(w.ResponseWriter, data)
	default:
		err = writeJSONString(w.ResponseWriter, data)
	}
	if err != nil {
		return
	}
	w.ResponseWriter.Write(out[i+len(needle):])
}

// spliceChunk is how much content is encoded at a time; a read counts it
// against the budget beside the content itself.
const spliceChunk = 48 << 10

// writeBase64 writes data (not empty) as a JSON string of its standard
// base64, as encoding/json encodes a []byte, a chunk at a time.
func writeBase64(w http.ResponseWriter, data []byte) error {
	const in = spliceChunk / 4 * 3 // whole 3-byte groups: no padding inside
	buf := make([]byte, 0, base64.StdEncoding.EncodedLen(in)+2)
	buf = append(buf, '"')
	for len(data) > 0 {
		n := min(len(data), in)
		buf = base64.StdEncoding.AppendEncode(buf, data[:n])
		data = data[n:]
		if len(data) == 0 {
			buf = append(buf, '"')
		}
		if _, err := w.Write(buf); err != nil {
			return err
		}
		buf = buf[:0]
	}
	return nil
}

// writeJSONString writes data (valid UTF-8) as a JSON string, escaped as
// the go-sdk's replies escape it (as json.Marshal does, <, > and &
// included), a chunk at a time. Chunks end on rune boundaries, and each
// rune is escaped on its own, so the bytes are those of encoding the whole
// string at once.
func writeJSONString(w http.ResponseWriter, data []byte) error {
	var enc bytes.Buffer
	e := json.NewEncoder(&enc)
	if _, err := w.Write([]byte{'"'}); err != nil {
		return err
	}
	for len(data) > 0 {
		n := min(len(data), spliceChunk)
		for n < len(data) && !utf8.RuneStart(data[n]) {
			n--
		}
		enc.Reset()
		if err := e.Encode(string(data[:n])); err != nil {
			return err
		}
		// Encode wrote "…"\n: keep what is between the quotes.
		b := enc.Bytes()
		if _, err := w.Write(b[1 : len(b)-2]); err != nil {
			return err
		}
		data = data[n:]
	}
	_, err := w.Write([]byte{'"'})
	return err
}
