package jwtmw

import (
	"net/http"
	"strings"

	"github.com/golang-jwt/jwt/v5"
)

func New(secret []byte) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			tok := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
			if _, err := jwt.Parse(tok, func(*jwt.Token) (any, error) { return secret, nil }); err != nil {
				http.Error(w, "unauthorized", http.StatusUnauthorized)
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}
