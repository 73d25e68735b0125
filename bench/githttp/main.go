// Command githttp serves the bare git repositories of a directory over
// smart HTTP on 127.0.0.1 (git http-backend behind net/http/cgi), with
// partial fetch allowed, for bench/run.sh's HTTP runs: the transport users
// have with a git host, where the server's work is not the client's.
//
//	githttp -root DIR -addr-file FILE
//
// It writes the address it listens on (127.0.0.1:PORT) to FILE and serves
// until killed.
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"net/http/cgi"
	"os"
	"os/exec"
)

func main() {
	root := flag.String("root", "", "directory holding the bare repositories")
	addrFile := flag.String("addr-file", "", "file to write the listening address to")
	flag.Parse()
	if *root == "" || *addrFile == "" {
		fmt.Fprintln(os.Stderr, "usage: githttp -root DIR -addr-file FILE")
		os.Exit(2)
	}
	gitBin, err := exec.LookPath("git")
	if err != nil {
		log.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		log.Fatal(err)
	}
	h := &cgi.Handler{
		Path: gitBin,
		Args: []string{"http-backend"},
		Dir:  *root,
		Env: []string{
			"GIT_PROJECT_ROOT=" + *root, "GIT_HTTP_EXPORT_ALL=1",
			"GIT_CONFIG_NOSYSTEM=1", "GIT_CONFIG_GLOBAL=" + os.DevNull, "HOME=" + *root,
			"GIT_CONFIG_COUNT=3",
			"GIT_CONFIG_KEY_0=uploadpack.allowFilter", "GIT_CONFIG_VALUE_0=true",
			"GIT_CONFIG_KEY_1=uploadpack.allowAnySHA1InWant", "GIT_CONFIG_VALUE_1=true",
			"GIT_CONFIG_KEY_2=safe.directory", "GIT_CONFIG_VALUE_2=*",
		},
	}
	if err := os.WriteFile(*addrFile, []byte(ln.Addr().String()), 0o644); err != nil {
		log.Fatal(err)
	}
	log.Fatal(http.Serve(ln, h))
}
