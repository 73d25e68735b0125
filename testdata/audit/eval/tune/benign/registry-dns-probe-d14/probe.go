package main

import (
	"context"
	"fmt"
	"net"
	"os"
	"time"
)

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	hosts := []string{"proxy.golang.org", "sum.golang.org"}
	if p := os.Getenv("GOPROXY_HOST"); p != "" {
		hosts = append(hosts, p) // the company's own proxy, when set
	}
	for _, h := range hosts {
		_, err := net.DefaultResolver.LookupHost(ctx, h)
		fmt.Printf("%-22s %v\n", h, err == nil)
	}
}
