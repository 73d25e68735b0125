package lock

import (
	"reflect"
	"strings"
	"testing"

	"github.com/skillpin/skillpin/internal/lock/tomlfile"
)

// The fast parser decodes every escape of a basic string as the decoder
// does (TOML 1.1's \e and \xHH included), and leaves the ones TOML does
// not define to the decoder, which refuses them.
func TestParseCanonicalEscapes(t *testing.T) {
	good := string(sampleLock().Marshal())
	const line = `name = "xlsx"`
	if !strings.Contains(good, line+"\n") {
		t.Fatal("test bug: no xlsx name line")
	}
	for _, tc := range []struct {
		esc  string
		want string // "" when TOML refuses the escape
	}{
		{`\"`, `"`}, {`\\`, `\`}, {`\n`, "\n"}, {`\t`, "\t"}, {`\r`, "\r"}, {`\b`, "\b"}, {`\f`, "\f"},
		{`\e`, "\x1b"}, {`\x41`, "A"}, {`\xe9`, "é"}, {`\u00e9`, "é"}, {`\U0001F600`, "😀"},
		{`\a`, ""}, {`\'`, ""}, {`\101`, ""}, {`\x4`, ""}, {`\u+0e9`, ""}, {`\ud800`, ""}, {`\U00110000`, ""},
	} {
		t.Run(tc.esc, func(t *testing.T) {
			src := strings.Replace(good, line+"\n", `description = "a`+tc.esc+`z"`+"\n"+line+"\n", 1)
			fast, ok := parseCanonical([]byte(src))
			var slow Lock
			err := tomlfile.Decode([]byte(src), "skills.lock", &slow)
			if tc.want == "" {
				if ok || err == nil {
					t.Fatalf("escape accepted: fast %v, decoder error %v", ok, err)
				}
				return
			}
			if err != nil {
				t.Fatalf("decoder: %v", err)
			}
			if !ok {
				t.Fatal("the fast parser left a TOML escape to the decoder")
			}
			if got := fast.Skills[1].Description; got != "a"+tc.want+"z" {
				t.Errorf("description = %q, want %q", got, "a"+tc.want+"z")
			}
			if !reflect.DeepEqual(fast, &slow) {
				t.Errorf("fast parser and decoder differ")
			}
		})
	}
}
