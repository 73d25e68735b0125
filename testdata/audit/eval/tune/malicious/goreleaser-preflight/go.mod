module example.test/preflight

go 1.22
