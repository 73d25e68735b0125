package header

import "testing"

func FuzzParseHeader(f *testing.F) {
	f.Add([]byte("Content-Type: text/plain\r\n"))
	f.Add([]byte(""))
	f.Fuzz(func(t *testing.T, b []byte) {
		h, err := ParseHeader(b)
		if err != nil {
			return
		}
		if _, err := ParseHeader([]byte(h.String())); err != nil {
			t.Fatalf("round trip failed: %v", err)
		}
	})
}
