package tables

import (
	"strings"

	"github.com/skillpin/skillpin/internal/catalog/audit/script/value"
)

// isCmd reports Windows' command interpreter by a command's name (its
// directory gone): cmd, cmd.exe, CMD.EXE.
func isCmd(name string) bool {
	return strings.EqualFold(name, "cmd") || strings.EqualFold(name, "cmd.exe")
}

// cmdRewrap is Rewrap for cmd (lead18): its switches (/q, /d, /e:on,
// /v:on, …) up to /c, /k or /r, after which the rest of the line is the
// command it runs. One word (cmd /c "regsvr32 /i:URL scrobj.dll") is a
// command line, read as sh -c WORD; several words are the command
// itself. cmd without /c, /k or /r is read as it is.
func cmdRewrap(args []value.Value) (head []value.Value, used int, ok bool) {
	for i := 1; i < len(args); i++ {
		s := args[i].S
		if !strings.HasPrefix(s, "/") {
			return nil, 0, false
		}
		switch strings.ToLower(s) {
		case "/c", "/k", "/r":
			switch len(args) - i - 1 {
			case 0:
				return nil, 0, false
			case 1:
				return []value.Value{value.Known("sh"), value.Known("-c"), args[i+1]}, len(args), true
			}
			return nil, i + 1, true
		}
	}
	return nil, 0, false
}
