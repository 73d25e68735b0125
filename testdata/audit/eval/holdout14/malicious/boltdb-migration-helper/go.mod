module example.org/boltmigrate

go 1.22

require go.etcd.io/bbolt v1.3.10
