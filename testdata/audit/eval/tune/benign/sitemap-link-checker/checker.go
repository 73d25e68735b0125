package main

import (
	"encoding/xml"
	"fmt"
	"net/http"
	"os"
	"sync"
	"time"
)

type urlset struct {
	URLs []struct {
		Loc string `xml:"loc"`
	} `xml:"url"`
}

func main() {
	resp, err := http.Get(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer resp.Body.Close()
	var s urlset
	if err := xml.NewDecoder(resp.Body).Decode(&s); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	c := &http.Client{Timeout: 15 * time.Second}
	sem := make(chan struct{}, 4)
	var wg sync.WaitGroup
	for _, u := range s.URLs {
		wg.Add(1)
		sem <- struct{}{}
		go func(loc string) {
			defer func() { <-sem; wg.Done() }()
			t := time.Now()
			r, err := c.Head(loc)
			d := time.Since(t)
			switch {
			case err != nil:
				fmt.Println("ERR ", loc, err)
			case r.StatusCode >= 400:
				fmt.Println(r.StatusCode, loc)
			case d > 2*time.Second:
				fmt.Printf("SLOW %s %v\n", loc, d)
			}
		}(u.Loc)
		time.Sleep(250 * time.Millisecond)
	}
	wg.Wait()
}
