package paint

//go:generate go run golang.org/x/tools/cmd/stringer@v0.27.0 -type=Color

type Color int

const (
	Red Color = iota
	Green
	Blue
)
