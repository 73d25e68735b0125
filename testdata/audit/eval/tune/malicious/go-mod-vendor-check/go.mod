module example.test/vendorcheck

go 1.22
