// Package action holds the end-to-end tests of action.yml: they run the
// action's steps with bash as a GitHub runner does, and the steps run the
// skillpin binary this package builds once (e2etest.Main). They are a
// package of their own so that they have their own timeout and run beside
// cmd/skillpin's tests (docs/development.md, "The test suite").
package action

import (
	"fmt"
	"os"
	"testing"

	"github.com/skillpin/skillpin/cmd/skillpin/internal/e2etest"
)

func TestMain(m *testing.M) {
	os.Exit(e2etest.Main(m, e2etest.Options{
		Prebuild: [][]string{nil},
		After: func(code int) int {
			if err := sharedAction.Check(); err != nil {
				fmt.Fprintln(os.Stderr, "FAIL:", err)
				return 1
			}
			return code
		},
	}))
}
