package main

import (
	"fmt"
	"os"

	_ "example.test/mycli/internal/boot"
)

var version = "dev"

func main() {
	if len(os.Args) > 1 && os.Args[1] == "version" {
		fmt.Println(version)
		return
	}
	fmt.Println("usage: mycli <command>")
}
