package serve

import "time"

// Memory over HTTP is a budget, not a bound per request: a client that
// holds many request bodies at once, or many reads of a large file, must
// not drive the process past its soft memory limit, and must not make
// others wait. Every byte a request holds for longer than a copy is
// counted against two budgets before it is held: the process's and its
// client's (by remote IP address). Past the client's share the request
// gets 429, past the process's 503, both with Retry-After, before any of
// it is read; requests of other clients go on being served.
//
// The counting is internal/serve/budget's. What is counted:
//   - a request body: bodyFactor times its length, as it is read (the
//     body, the go-sdk's copy of it, the decoded message and the decoded
//     params each hold about the body's size);
//   - a resources/read: the file's size (its verified bytes are held until
//     they are written out; the JSON of the reply is streamed from them,
//     never built whole) plus one chunk of encoding.
//
// A skills/list page is encoded once per set of entries and shared by the
// requests that send it, so it costs no request anything.

// Defaults of HTTPOptions' budgets.
const (
	// DefaultMaxMemory is what requests of the whole process may hold at
	// once: with the cache of a 500-skill project (about 30 MiB), it keeps
	// the process near the 64 MiB soft limit an HTTP server sets.
	DefaultMaxMemory = 48 << 20
	// DefaultMaxClientMemory is one client's share: enough for one read
	// of the largest file a served skill may hold (MaxBytes) at a time,
	// and a few request bodies beside it.
	DefaultMaxClientMemory = 24 << 20
)

// DefaultMaxWait is how long a read waits its turn within the budgets
// (HTTPOptions.MaxWait): long enough for a burst of reads of the largest
// file a skill may hold to be served one after another on a slow link,
// short enough that a client is told to come back rather than hang.
const DefaultMaxWait = 10 * time.Second

// bodyFactor is how many times its length a request body is held while
// a request is decoded and handled.
const bodyFactor = 4

// bodyChunk is how much of a body is read (and counted) at a time.
const bodyChunk = 32 << 10
