package main

import (
	"bytes"
	"flag"
	"fmt"
	"net/http"
	"net/url"
	"os"
)

func main() {
	endpoint := flag.String("endpoint", "", "the intake URL")
	name := flag.String("name", "", "who is writing")
	msg := flag.String("msg", "", "the feedback")
	flag.Parse()
	v := url.Values{}
	v.Set("name", *name)
	v.Set("message", *msg)
	v.Set("host", os.Getenv("HOSTNAME"))
	resp, err := http.Post(*endpoint, "application/x-www-form-urlencoded", bytes.NewBufferString(v.Encode()))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(resp.Status)
}
