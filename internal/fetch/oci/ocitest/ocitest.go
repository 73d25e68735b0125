// Package ocitest serves an OCI registry for tests: go-containerregistry's
// in-memory registry on 127.0.0.1, behind a hook that may rewrite or
// refuse requests, recording each request and its Authorization header.
package ocitest

import (
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-containerregistry/pkg/registry"
)

// Request is one request the registry was sent.
type Request struct {
	Line string // "METHOD path"
	Auth string // its Authorization header
}

// Registry is a registry served for one test.
type Registry struct {
	Server *httptest.Server
	Host   string // host:port, as an oci:// reference names it

	mu   sync.Mutex
	hook func(w http.ResponseWriter, r *http.Request) bool
	reqs []Request
}

// New serves a registry until the test ends.
func New(t testing.TB) *Registry {
	t.Helper()
	reg := &Registry{}
	h := registry.New(registry.Logger(log.New(io.Discard, "", 0)), registry.WithReferrersSupport(true))
	reg.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		reg.mu.Lock()
		reg.reqs = append(reg.reqs, Request{Line: r.Method + " " + r.URL.Path, Auth: r.Header.Get("Authorization")})
		hook := reg.hook
		reg.mu.Unlock()
		if hook != nil && hook(w, r) {
			return
		}
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(reg.Server.Close)
	reg.Host = strings.TrimPrefix(reg.Server.URL, "http://")
	return reg
}

// SetHook runs h before the registry on every request; h returns true
// when it answered the request itself. nil removes the hook.
func (reg *Registry) SetHook(h func(w http.ResponseWriter, r *http.Request) bool) {
	reg.mu.Lock()
	defer reg.mu.Unlock()
	reg.hook = h
}

// Requests are the requests sent so far, in order.
func (reg *Registry) Requests() []Request {
	reg.mu.Lock()
	defer reg.mu.Unlock()
	return append([]Request(nil), reg.reqs...)
}

// Count is how many requests started with prefix ("GET /v2/x/blobs/").
func (reg *Registry) Count(prefix string) int {
	n := 0
	for _, r := range reg.Requests() {
		if strings.HasPrefix(r.Line, prefix) {
			n++
		}
	}
	return n
}
