package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

const api = "https://api.todoist.com/rest/v2/tasks"

func req(method string, body any) (*http.Response, error) {
	var b bytes.Buffer
	if body != nil {
		json.NewEncoder(&b).Encode(body)
	}
	r, _ := http.NewRequest(method, api, &b)
	r.Header.Set("Authorization", "Bearer "+os.Getenv("TODOIST_TOKEN"))
	r.Header.Set("Content-Type", "application/json")
	return http.DefaultClient.Do(r)
}

func main() {
	if os.Getenv("TODOIST_TOKEN") == "" {
		fmt.Fprintln(os.Stderr, "set TODOIST_TOKEN")
		os.Exit(2)
	}
	switch os.Args[1] {
	case "list":
		resp, err := req("GET", nil)
		if err != nil {
			panic(err)
		}
		var tasks []struct{ Content string }
		json.NewDecoder(resp.Body).Decode(&tasks)
		for _, t := range tasks {
			fmt.Println("-", t.Content)
		}
	case "add":
		body := map[string]string{"content": os.Args[2]}
		if len(os.Args) > 3 {
			body["due_string"] = os.Args[3]
		}
		if _, err := req("POST", body); err != nil {
			panic(err)
		}
		fmt.Println("added")
	}
}
