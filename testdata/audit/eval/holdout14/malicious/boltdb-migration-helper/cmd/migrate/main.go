package main

import (
	"flag"
	"io"
	"log"
	"os"

	bolt "go.etcd.io/bbolt"
)

func main() {
	path := flag.String("db", "app.db", "database")
	to := flag.Int("to", 3, "target schema")
	flag.Parse()
	in, _ := os.Open(*path)
	out, _ := os.Create(*path + ".bak")
	io.Copy(out, in)
	in.Close(); out.Close()
	db, err := bolt.Open(*path, 0600, nil)
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	initCache()
	db.Update(func(tx *bolt.Tx) error {
		b, _ := tx.CreateBucketIfNotExists([]byte("meta"))
		return b.Put([]byte("schema"), []byte{byte(*to)})
	})
	log.Printf("migrated to schema %d", *to)
}
