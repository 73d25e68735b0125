package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
)

// TestServeToolAndPrompts runs the binary as a host without the Skills
// extension does: the skill tool activates what the project approved and
// refuses what is pending; prompts list the served skills only.
func TestServeToolAndPrompts(t *testing.T) {
	t.Parallel()
	up := sharedUpstream(t)
	e := newE2E(t)
	e.must("init", "--no-targets")
	e.must("add", up.FileURL()+"@v1", "--skill", "pdf,xlsx", "--name", "up")
	e.must("approve", "pdf", "--yes") // xlsx stays pending
	in := `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"h","version":"1"}}}
{"jsonrpc":"2.0","method":"notifications/initialized"}
{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{}}
{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"skill","arguments":{"name":"pdf"}}}
{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"skill","arguments":{"name":"xlsx"}}}
{"jsonrpc":"2.0","id":5,"method":"prompts/list","params":{}}
{"jsonrpc":"2.0","id":6,"method":"prompts/get","params":{"name":"pdf"}}
{"jsonrpc":"2.0","id":7,"method":"prompts/get","params":{"name":"xlsx"}}
`
	cmd := binaryCommand(context.Background(), e.bin, "-C", e.dir, "serve", "-q")
	cmd.Env, cmd.Stdin = e.env, strings.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("serve: %v\n%s", err, stderr.String())
	}
	answers := map[string]string{}
	for _, l := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		var r struct{ ID json.RawMessage }
		if json.Unmarshal([]byte(l), &r) == nil {
			answers[string(r.ID)] = l
		}
	}
	for id, wants := range map[string][]string{
		"1": {`"tools":{}`, `"prompts":{}`},
		"2": {`"name":"skill"`, `- pdf: The pdf skill.`},
		"3": {`skill name=\"pdf\" dir=\"skill://pdf\"`, "# pdf", "scripts/run.sh"},
		"4": {`"isError":true`, `skill \"xlsx\" is not served`},
		"5": {`"name":"pdf"`},
		"6": {`"role":"user"`, `dir=\"skill://pdf\"`},
		"7": {`"code":-32602`},
	} {
		for _, w := range wants {
			if !strings.Contains(answers[id], w) {
				t.Errorf("answer %s lacks %s:\n%s", id, w, answers[id])
			}
		}
	}
	if strings.Contains(answers["2"], "xlsx") || strings.Contains(answers["5"], "xlsx") {
		t.Errorf("a pending skill is offered:\n%s\n%s", answers["2"], answers["5"])
	}
}
