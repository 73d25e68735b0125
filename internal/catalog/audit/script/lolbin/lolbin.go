// Package lolbin recognises the programs Windows signs and ships that
// fetch code from an address and run it (MITRE ATT&CK T1218, signed
// binary proxy execution): mshta given a URL runs the HTML application
// it downloads, regsvr32 /i:URL scrobj.dll the scriptlet, msiexec /i URL
// the installer package, wmic /format:URL the stylesheet's script,
// rundll32 a script that GetObject("script:URL") loads. Each is a
// download run, written without curl, a pipe or a shell. It is a leaf:
// the shell analysis hands it a command's name and words.
package lolbin

import "strings"

// Named reports a command name (a path or a name, with or without .exe,
// in any case) of one of the programs Remote reads: the test before its
// arguments are gathered.
func Named(name string) bool {
	switch base(name) {
	case "mshta", "msiexec", "regsvr32", "wmic", "rundll32":
		return true
	}
	return false
}

// base is a command's name in lower case without its directory or .exe.
func base(name string) string {
	return strings.TrimSuffix(strings.ToLower(name[strings.LastIndexAny(name, `/\`)+1:]), ".exe")
}

// NotSetup reports a command line (a hit's sink, its program first) of
// one of the programs Remote reads that no vendor's setup instructions
// fetch code with: mshta, regsvr32, wmic, rundll32 (msiexec of a
// vendor's installer URL is a documented step; these are not).
func NotSetup(cmd string) bool {
	f := strings.Fields(cmd)
	return len(f) > 0 && Named(f[0]) && base(f[0]) != "msiexec"
}

// Remote is the address of the code the command name (a path or a
// name, with or without .exe, in any case) with arguments args fetches
// and runs; ok is false for any other command, and for these given a
// file of the machine.
func Remote(name string, args []string) (addr string, ok bool) {
	switch base(name) {
	case "mshta", "msiexec":
		// mshta URL; msiexec /i URL, /package URL, /update URL.
		for _, a := range args {
			if remoteAddr(a) {
				return a, true
			}
		}
	case "regsvr32", "wmic":
		// regsvr32 /s /n /u /i:URL scrobj.dll; wmic … /format:URL.
		for _, a := range args {
			t := strings.Trim(a, `"'`)
			l := strings.ToLower(t)
			for _, opt := range []string{"/i:", "-i:", "/format:", "-format:"} {
				if strings.HasPrefix(l, opt) && remoteAddr(t[len(opt):]) {
					return strings.Trim(t[len(opt):], `"'`), true
				}
			}
		}
	case "rundll32":
		// rundll32 javascript:"\..\mshtml,RunHTMLApplication ";…GetObject("script:URL")
		j := strings.ToLower(strings.Join(args, " "))
		if i := strings.Index(j, "script:http"); i >= 0 && strings.Contains(j, "runhtmlapplication") {
			s := strings.Join(args, " ")[i+len("script:"):]
			if e := strings.IndexAny(s, `"')`); e >= 0 {
				s = s[:e]
			}
			return s, true
		}
	}
	return "", false
}

// remoteAddr reports an argument that is an address of another machine:
// an http(s) URL, or a UNC path (\\host\share\…, or //host/… as a batch
// file's rewriting spells it), which Windows fetches over SMB or WebDAV.
func remoteAddr(a string) bool {
	a = strings.ToLower(strings.Trim(a, `"'`))
	return strings.HasPrefix(a, "http://") || strings.HasPrefix(a, "https://") ||
		(strings.HasPrefix(a, `\\`) || strings.HasPrefix(a, "//")) && len(a) > 3 && a[2] != '.' && a[2] != '?'
}

// Disguised is the file rundll32 or regsvr32 loads as a library when its
// name says it is not one (a .db, .dat, .png, .tmp): code kept where a
// reader sees data, and run by a program Windows trusts (the Lazarus
// Visual Studio projects' Browse.VC.db). A name without an extension is
// a library Windows finds (shell32,Control_RunDLL), not one of these.
func Disguised(name string, args []string) (file string, ok bool) {
	switch base(name) {
	case "rundll32":
		if len(args) > 0 {
			f, _, _ := strings.Cut(args[0], ",")
			f = strings.Trim(f, `"'`)
			return f, notLibrary(f)
		}
	case "regsvr32":
		for _, a := range args {
			if !strings.HasPrefix(a, "/") && !strings.HasPrefix(a, "-") {
				return a, notLibrary(strings.Trim(a, `"'`))
			}
		}
	}
	return "", false
}

// notLibrary reports a file name with an extension no library has.
func notLibrary(f string) bool {
	b := strings.ToLower(f[strings.LastIndexAny(f, `/\`)+1:])
	i := strings.LastIndexByte(b, '.')
	if i < 0 || strings.ContainsAny(b, "%$:") {
		return false
	}
	switch b[i+1:] {
	case "dll", "ocx", "cpl", "ax", "drv", "acm", "tlb", "olb", "exe", "sys", "inf":
		return false
	}
	return true
}
