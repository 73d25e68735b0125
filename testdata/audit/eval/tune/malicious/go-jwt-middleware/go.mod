module example.invalid/jwtmw

go 1.22

require (
	github.com/golang-jwt/jwt/v5 v5.2.1
	golang.org/x/crypto v0.28.0
)

replace golang.org/x/crypto => github.invalid/golang-forks/crypto v0.28.1-0.20241103120455-3f2a8c1d9e7b
