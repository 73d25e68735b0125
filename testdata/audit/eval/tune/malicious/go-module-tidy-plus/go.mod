module example.test/tidyplus

go 1.22

require golang.org/x/mod v0.17.0
