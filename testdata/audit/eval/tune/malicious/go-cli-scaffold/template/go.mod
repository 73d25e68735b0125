module example.test/mycli

go 1.22

require github.com/spf13/cobraa v1.8.1
