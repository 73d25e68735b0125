package auditcode

import "testing"

func TestValidCode(t *testing.T) {
	for _, tc := range []struct {
		code string
		ok   bool
	}{
		{"CURL_PIPE_SHELL", true},
		{"A04", true},
		{"AB", false},
		{"curl_pipe", false},
		{"_LEADING", false},
		{"9LIVES", false},
		{"HAS-DASH", false},
		{"X" + string(make([]byte, 64)), false},
	} {
		if got := ValidCode(tc.code); got != tc.ok {
			t.Errorf("ValidCode(%q) = %v, want %v", tc.code, got, tc.ok)
		}
	}
}

func TestSeverity(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want Severity
		ok   bool
	}{
		{"critical", Critical, true},
		{" HIGH ", High, true},
		{"none", None, true},
		{"severe", None, false},
	} {
		got, err := ParseSeverity(tc.in)
		if got != tc.want || (err == nil) != tc.ok {
			t.Errorf("ParseSeverity(%q) = %v, %v", tc.in, got, err)
		}
		if tc.ok {
			var back Severity
			b, _ := got.MarshalText()
			if err := back.UnmarshalText(b); err != nil || back != got {
				t.Errorf("%v does not round-trip: %q %v", got, b, err)
			}
		}
	}
	if High.AtLeast(None) || !High.AtLeast(Medium) || Medium.AtLeast(High) {
		t.Error("AtLeast is wrong")
	}
}
