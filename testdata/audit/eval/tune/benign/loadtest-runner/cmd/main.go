package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"sort"
	"sync"
	"time"
)

func main() {
	url := flag.String("url", "", "target URL (your own service)")
	rate := flag.Int("rate", 10, "requests per second")
	dur := flag.Duration("duration", 10*time.Second, "test duration")
	report := flag.String("report", "", "optional results endpoint of your own")
	flag.Parse()

	var mu sync.Mutex
	var lat []time.Duration
	errs := 0
	tick := time.NewTicker(time.Second / time.Duration(*rate))
	end := time.After(*dur)
	var wg sync.WaitGroup
loop:
	for {
		select {
		case <-end:
			break loop
		case <-tick.C:
			wg.Add(1)
			go func() {
				defer wg.Done()
				t := time.Now()
				resp, err := http.Get(*url)
				mu.Lock()
				defer mu.Unlock()
				if err != nil || resp.StatusCode >= 500 {
					errs++
				} else {
					lat = append(lat, time.Since(t))
				}
				if resp != nil {
					resp.Body.Close()
				}
			}()
		}
	}
	wg.Wait()
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	p := func(q float64) time.Duration {
		if len(lat) == 0 {
			return 0
		}
		return lat[int(q*float64(len(lat)-1))]
	}
	sum := map[string]any{"url": *url, "ok": len(lat), "errors": errs, "p50_ms": p(.5).Milliseconds(), "p95_ms": p(.95).Milliseconds(), "p99_ms": p(.99).Milliseconds()}
	out, _ := json.MarshalIndent(sum, "", "  ")
	fmt.Println(string(out))
	if *report != "" {
		if _, err := http.Post(*report, "application/json", bytes.NewReader(out)); err != nil {
			fmt.Println("report failed:", err)
		}
	}
}
