// Command heartbeat posts a small status document to a URL on a schedule.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"log"
	"net/http"
	"time"
)

var version = "1.3.0"

func main() {
	url := flag.String("url", "", "the status endpoint (required)")
	every := flag.Duration("every", time.Minute, "interval")
	flag.Parse()
	if *url == "" {
		log.Fatal("heartbeat: -url is required")
	}
	start := time.Now()
	for {
		body, _ := json.Marshal(map[string]any{
			"service": "web-1",
			"version": version,
			"uptime":  time.Since(start).Round(time.Second).String(),
		})
		resp, err := http.Post(*url, "application/json", bytes.NewReader(body))
		if err != nil {
			log.Print(err)
		} else {
			resp.Body.Close()
		}
		time.Sleep(*every)
	}
}
