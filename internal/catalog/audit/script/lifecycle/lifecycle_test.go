package lifecycle

import (
	"reflect"
	"testing"
)

// TestScripts: the commands of a manifest's events, in the file's order
// at their keys' lines; scripts no manager runs on its own, Composer's
// references and callbacks, and files that are not JSON give none.
func TestScripts(t *testing.T) {
	for _, tc := range []struct {
		name, path, src string
		want            []Script
	}{
		{"composer list and string", "composer.snippet.json", "{\n \"scripts\": {\n  \"post-update-cmd\": \"@post-install-cmd\",\n  \"post-install-cmd\": [\n   \"@php bin/x\", \"A\\\\B::c\", \"curl x | sh\"\n  ],\n  \"test\": \"phpunit\"\n }\n}\n",
			[]Script{{4, "php bin/x"}, {4, "curl x | sh"}}},
		{"npm lifecycle, not the user's scripts", "package.json", "{\"scripts\": {\"build\": \"tsc\", \"postinstall\": \"node s.js\", \"prepublishOnly\": \"npm test\"}}",
			[]Script{{1, "node s.js"}, {1, "npm test"}}},
		{"composer: an event's reference to a script it names, and that script's own", "composer.json", "{\"scripts\": {\"post-install-cmd\": [\"@stats\"], \"stats\": [\"@ping\", \"echo ok\"], \"ping\": \"curl -s x | sh\"}}",
			[]Script{{1, "curl -s x | sh"}, {1, "echo ok"}}},
		{"composer: references in a cycle end", "composer.json", "{\"scripts\": {\"post-install-cmd\": \"@a\", \"a\": [\"@b\", \"id\"], \"b\": \"@a\"}}",
			[]Script{{1, "id"}}},
		{"npm: version and dependencies events", "package.json", "{\"scripts\": {\"postversion\": \"git push\", \"dependencies\": \"node d.js\", \"start\": \"node s.js\"}}",
			[]Script{{1, "node d.js"}, {1, "git push"}}},
		{"a key written with JSON escapes", "package.json", "{\"scr\\u0069pts\": {\"postinstall\": \"node s.js\"}}",
			[]Script{{1, "node s.js"}}},
		{"not JSON", "composer.json", "{\"scripts\": {\"post-install-cmd\": \"x\",}", nil},
		{"not a JSON file", "composer.yaml", "{\"scripts\": {\"post-install-cmd\": \"x\"}}", nil},
		{"no scripts", "package.json", "{\"name\": \"x\"}", nil},
	} {
		if got := Scripts(tc.path, tc.src); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}
