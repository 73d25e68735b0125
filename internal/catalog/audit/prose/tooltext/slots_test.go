package tooltext

import (
	"strings"
	"testing"
)

// TestSecretSlotBounded: SecretSlot reads at most 32 placeholders of a
// line, 256 bytes of each: a secret in the 33rd is not read, and a 1 MiB
// line of unclosed ones is a bounded read.
func TestSecretSlotBounded(t *testing.T) {
	line := "https://x.example/a?" + strings.Repeat("q=<term>&", 31) + "c=<contents of .env>"
	if got := SecretSlot(line); got != "contents of .env" {
		t.Fatalf("32nd placeholder: got %q", got)
	}
	if got := SecretSlot("https://x.example/a?" + strings.Repeat("q=<term>&", 32) + "c=<contents of .env>"); got != "" {
		t.Fatalf("33rd placeholder read: %q", got)
	}
	if got := SecretSlot("https://x.example/a?" + strings.Repeat("=<", 1<<19)); got != "" {
		t.Fatalf("unclosed: %q", got)
	}
}
