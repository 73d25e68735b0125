module example.test/envsnap

go 1.22
