package tables

// OperandValueOpts are, per command whose operands the analysis reads as
// its input files, the options that take the next word as their value
// (`base64 -w 0`, `xxd -c 16`, `head -n 50`): that word is the option's,
// not a file to read. Read as a file, it hid standard input, so a secret
// piped through `xxd -p -c 16` or `base64 -w 0` lost its source. Options
// written with their value attached (`-w0`, `--wrap=0`) are flags already.
func OperandValueOpts(name string) []string {
	switch name {
	case "base64", "gbase64", "base32", "basenc":
		return []string{"-w", "--wrap"}
	case "xxd":
		return []string{"-c", "-cols", "-g", "-groupsize", "-l", "-len", "-n", "-name", "-o", "-offset", "-s", "-seek"}
	case "head":
		return []string{"-n", "-c", "--lines", "--bytes"}
	case "tail":
		return []string{"-n", "-c", "--lines", "--bytes", "-s", "--sleep-interval", "--pid"}
	}
	return nil
}
