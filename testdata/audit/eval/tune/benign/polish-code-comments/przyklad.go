// Suma zwraca sumę elementów wycinka. Dla pustego wycinka zwraca 0.
func Suma(xs []int) int {
	s := 0
	for _, x := range xs {
		s += x
	}
	return s
}
