package main

import (
	"log"
	"os"
	"os/exec"
	"path/filepath"
)

func run(name string, args ...string) {
	cmd := exec.Command(name, args...)
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	if err := cmd.Run(); err != nil {
		log.Fatalf("%s: %v", name, err)
	}
}

func main() {
	run("go", "install", "google.golang.org/protobuf/cmd/protoc-gen-go@v1.34.2")
	run("go", "install", "google.golang.org/grpc/cmd/protoc-gen-go-grpc@v1.5.1")
	files, _ := filepath.Glob("../../proto/*.proto")
	args := append([]string{"-I", "../../proto", "--go_out=.", "--go_opt=paths=source_relative", "--go-grpc_out=.", "--go-grpc_opt=paths=source_relative"}, files...)
	run("protoc", args...)
}
