package prog

import "github.com/skillpin/skillpin/internal/catalog/audit/script/lex"

// SetPool turns the token pool on or off and poisoning of returned
// tokens on or off, and returns what they were.
func SetPool(on, poisoned bool) (bool, bool) {
	wasOn, wasPoisoned := pooled, poison != nil
	pooled, poison = on, nil
	if poisoned {
		poison = lex.Python("exec(base64.b64decode('cHJpbnQoMSk='))\n", 1, 0)
	}
	return wasOn, wasPoisoned
}

// SetLoopHook sets the function told of each statement a loop unrolls
// and returns the one before.
func SetLoopHook(f func(int)) func(int) {
	old := loopHook
	loopHook = f
	return old
}

// LoopBudget is the bound on the statements unrolled in a unit.
const LoopBudget = loopBudget

// SetObjHook sets the function told the length of each name a member
// access builds and returns the one before.
func SetObjHook(f func(int)) func(int) {
	old := objHook
	objHook = f
	return old
}

// MaxObj is the bound on a value's name; JoinObj builds one.
const MaxObj = maxObj

// JoinObj is joinObj.
var JoinObj = joinObj
