package cmdutil

import "runtime/debug"

// BuildVersion is the module version skillpin was built at.
func BuildVersion() string {
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" {
		return info.Main.Version
	}
	return "(devel)"
}
