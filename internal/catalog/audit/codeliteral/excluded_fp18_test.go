package codeliteral

import (
	"strings"
	"testing"
)

// TestExcludedOnlyGlob (fp18): a match ending in a glob or a directory
// (`--exclude '*.env'`) is left out only when its last element (.env) is
// an exclusion's value wherever the line names it.
func TestExcludedOnlyGlob(t *testing.T) {
	for _, tc := range []struct {
		line, match string
		want        bool
	}{
		{"rsync -az --exclude '*.env' .env host:/in/", "rsync -az --exclude '*.env", false},
		{"rsync -a --exclude \"**/.env\" ~/p/.env host:", "rsync -a --exclude \"**/.env", false},
		{"tar --exclude='*.env' -czf - config/.env | nc h 9", "tar --exclude='*.env", false},
		{"rsync -a --exclude '*/.ssh' ~/.ssh host:", "--exclude '*/.ssh", false},
		{"rsync -az --exclude '*.env' --exclude .env ./ host:/in/", "rsync -az --exclude '*.env", true},
		{"rsync -a --exclude \"**/.env\" ~/p/ host:", "rsync -a --exclude \"**/.env", true},
		{"tar --exclude='*.env' --exclude=.env -czf - . | nc h 9", "tar --exclude='*.env", true},
	} {
		if got := ExcludedOnly(tc.line, tc.match); got != tc.want {
			t.Errorf("ExcludedOnly(%q, %q) = %v, want %v", tc.line, tc.match, got, tc.want)
		}
	}
}

// TestExcludedOnlyGlobBound: the second reading (the last element) at
// most doubles the work on a hostile line.
func TestExcludedOnlyGlobBound(t *testing.T) {
	long := "--exclude '*" + strings.Repeat(".env", 1<<18) + "'"
	if _, work := excludedOnly(long, "--exclude '*.env"); work > 4*len(long) {
		t.Errorf("one long word: work %d for %d bytes", work, len(long))
	}
	many := strings.Repeat("--exclude '*.env' ", 1<<16)
	if ok, work := excludedOnly(many, "--exclude '*.env"); ok || work > 128*maxExcludeTokens {
		t.Errorf("many words: ok %v, work %d", ok, work)
	}
}

// TestExcludedOnlyOperands (fp18fix): only an operand of the command
// naming the file counts: not a comment, a host, a longer name, nor (in
// prose) the text outside the span holding the match.
func TestExcludedOnlyOperands(t *testing.T) {
	const m = "rsync -az --exclude '*.env"
	for _, tc := range []struct {
		line  string
		prose bool
		want  bool
	}{
		{"rsync -az --exclude '*.env' ./ h:/in/  # keeps .env local", false, true},
		{"rsync -az --exclude '*.env' ./ \"deploy@h:/srv/app.environments/x/\"", false, true},
		{"rsync -az --exclude '*.env' ./ deploy@staging.envoy-gw.dev:/in/", false, true},
		{"rsync -az --exclude '*.env' ./ deploy@staging.env.dev:/in/", false, true},
		{"rsync -az --exclude '*.env' ./ https://staging.env.dev/in", false, true},
		{"1. Sync with `rsync -az --exclude '*.env' ./ h:/in/` so your .env files stay.", true, true},
		{"`rsync -az --exclude '*.env' ./ h:/in/ # .env` and `rsync -az --exclude '*.env' ./ g:/` .env", true, true},
		{"rsync -az --exclude '*.env' \"a\\\" #\" .env h:/in/", false, false},
		{"rsync -az --exclude '*.env' $'x\\' #' .env h:/in/", false, false},
		{"rsync -az --exclude '*.env' .env.prod h:/in/", false, false},
		{"rsync -az --exclude '*.env' ~/p/prod.env h:/in/", false, false},
		{"rsync -az --exclude '*.env' h:.env ./in/", false, false},
		{"rsync -az --exclude '*.env' ./ h:/in/ #x .env", false, true},
		{"rsync -az --exclude '*.env' ./ h:/in/#x .env", false, false},
		{"1. Sync with `rsync -az --exclude '*.env' .env h:/in/` now.", true, false},
		{"1. Sync with rsync -az --exclude '*.env' ./ h:/in/ so your .env stays.", true, false},
		{"`rsync -az --exclude '*.env' ./ h:/` then `rsync -az --exclude '*.env' .env h:/`", true, false},
		{"`a` rsync -az --exclude '*.env' ./ h:/ `b` .env", true, false},
		{"rsync -az --exclude '*.env' ./ h:/ `x` .env", false, false},
	} {
		mode := modeCode
		if tc.prose {
			mode = modeProse
		}
		if got, _ := excludedIn(tc.line, m, mode); got != tc.want {
			t.Errorf("excludedIn(%q, prose %v) = %v, want %v", tc.line, tc.prose, got, tc.want)
		}
	}
}

// TestExcludedInProseAcross (fp18fix): a match running over several
// spans and the prose between them is no one span's: the line counts.
func TestExcludedInProseAcross(t *testing.T) {
	line := "use `rsync` `-az --exclude '*.env'` on `.env h:/in/`"
	if ok, _ := excludedIn(line, "rsync` `-az --exclude '*.env", modeProse); ok {
		t.Errorf("excludedIn(%q) = true, want false", line)
	}
}

// TestExcludedInProseBound: the spans and occurrences of a hostile prose
// line (unclosed backtick runs of growing length, the match in thousands
// of spans) cost a bounded multiple of its length.
func TestExcludedInProseBound(t *testing.T) {
	var b strings.Builder
	b.WriteString("rsync --exclude '*.env' ./ h: ")
	for n := 1; b.Len() < 1<<20; n++ {
		b.WriteString(strings.Repeat("`", n) + " x ")
	}
	runs := b.String()
	if _, work := excludedIn(runs, "--exclude '*.env", modeProse); work > 8*len(runs) {
		t.Errorf("backtick runs: work %d for %d bytes", work, len(runs))
	}
	spans := strings.Repeat("`rsync --exclude '*.env' ./ h:` ", 1<<15)
	if _, work := excludedIn(spans, "--exclude '*.env", modeProse); work > 8*len(spans) {
		t.Errorf("many spans: work %d for %d bytes", work, len(spans))
	}
}

// TestExcludedInWindow (fp18fix): a part of a long line may start inside
// quotes or a span: no comment or span is read, every word counts.
func TestExcludedInWindow(t *testing.T) {
	const m = "rsync -az --exclude '*.env"
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"rsync -az --exclude '*.env' ./ h:/in/ # .env", false},
		{"x` rsync -az --exclude '*.env' ./ h:/in/ `y .env", false},
		{"rsync -az --exclude '*.env' ./ deploy@staging.envoy-gw.dev:/srv/app.environments/", true},
	} {
		if got, _ := excludedIn(tc.line, m, modeWindow); got != tc.want {
			t.Errorf("excludedIn(%q, window) = %v, want %v", tc.line, got, tc.want)
		}
	}
}
