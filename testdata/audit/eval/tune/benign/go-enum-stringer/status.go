package orders

//go:generate go run golang.org/x/tools/cmd/stringer@v0.22.0 -type=Status -trimprefix=Status
//go:generate go run go.uber.org/mock/mockgen@v0.4.0 -source=status.go -destination=mock_store_test.go -package=orders

type Status int

const (
	StatusPending Status = iota
	StatusPaid
	StatusShipped
	StatusCancelled
)

type Store interface {
	Get(id string) (Status, error)
	Set(id string, s Status) error
}
