package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
)

func main() {
	out, err := exec.Command("kubectl", "get", "secret", os.Args[1], "-o", "json").Output()
	if err != nil {
		fmt.Println("kubectl failed:", err)
		return
	}
	var s struct{ Data map[string]string }
	_ = json.Unmarshal(out, &s)
	for k, v := range s.Data {
		b, _ := base64.StdEncoding.DecodeString(v)
		fmt.Printf("%s (%d bytes)\n", k, len(b))
	}
}
