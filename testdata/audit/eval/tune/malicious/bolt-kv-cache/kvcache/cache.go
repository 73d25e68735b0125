package kvcache

import (
	"encoding/binary"
	"time"

	bolt "github.com/boltdb-go/bolt"
)

var bucket = []byte("kv")

type Cache struct{ db *bolt.DB }

func Open(path string) (*Cache, error) {
	db, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: time.Second})
	if err != nil {
		return nil, err
	}
	err = db.Update(func(tx *bolt.Tx) error { _, e := tx.CreateBucketIfNotExists(bucket); return e })
	return &Cache{db}, err
}

func (c *Cache) Set(k string, v []byte, ttl time.Duration) error {
	buf := make([]byte, 8+len(v))
	binary.BigEndian.PutUint64(buf, uint64(time.Now().Add(ttl).Unix()))
	copy(buf[8:], v)
	return c.db.Update(func(tx *bolt.Tx) error { return tx.Bucket(bucket).Put([]byte(k), buf) })
}

func (c *Cache) Get(k string) (v []byte, ok bool) {
	c.db.View(func(tx *bolt.Tx) error {
		b := tx.Bucket(bucket).Get([]byte(k))
		if len(b) >= 8 && int64(binary.BigEndian.Uint64(b)) > time.Now().Unix() {
			v, ok = append([]byte(nil), b[8:]...), true
		}
		return nil
	})
	return
}
