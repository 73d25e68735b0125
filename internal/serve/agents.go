package serve

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/skillpin/skillpin/internal/catalog"
	cview "github.com/skillpin/skillpin/internal/catalog/view"
	"github.com/skillpin/skillpin/internal/serve/skilluri"
)

// The served skills for hosts without the Skills extension: one tool that
// activates a skill (the skill tool of the Agent Skills contract: a name
// and its arguments in, the activation `skillpin show` prints out) and one
// prompt per skill (its declared arguments as the prompt's arguments).
// Both read the same view as skills/list: only what the trust decision
// admits, checked against skills.lock, within the extension's limits; the
// SKILL.md is read again and checked before every activation.

// ToolName is the name of the tool that activates a skill.
const ToolName = "skill"

// PromptArgument is the one argument of a prompt for a skill that declares
// no named arguments: the text $ARGUMENTS (and $1, $2… its words) stand for.
const PromptArgument = "arguments"

// toolDescriptionMax bounds the catalog in the tool's description: a
// root of thousands of skills must not make every tools/list huge.
const toolDescriptionMax = 32 << 10

const cursorPrompts = "prompts"

// agentCapabilities adds tools and prompts to the server's capabilities.
func agentCapabilities(caps *mcp.ServerCapabilities) {
	caps.Tools = &mcp.ToolCapabilities{}
	caps.Prompts = &mcp.PromptCapabilities{}
}

// agentMiddleware answers tools/list, tools/call, prompts/list and
// prompts/get from the view of each request (the served set changes with
// every install, approval and revocation, so nothing is registered ahead).
func (s *Server) agentMiddleware(next mcp.MethodHandler) mcp.MethodHandler {
	return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
		var res mcp.Result
		var err error
		switch r := req.(type) {
		case *mcp.ListToolsRequest:
			res, err = s.listTools()
		case *mcp.CallToolRequest:
			res, err = s.callTool(r.Params)
		case *mcp.ListPromptsRequest:
			var cursor string
			if r.Params != nil {
				cursor = r.Params.Cursor
			}
			res, err = s.listPrompts(cursor)
		case *mcp.GetPromptRequest:
			res, err = s.getPrompt(r.Params)
		default:
			return next(ctx, method, req)
		}
		if err != nil {
			return nil, err // not a typed nil in the interface
		}
		return res, nil
	}
}

// toolInputSchema is the skill tool's input: a name and its arguments.
var toolInputSchema = json.RawMessage(`{
  "type": "object",
  "properties": {
    "name": {"type": "string", "description": "The name of the skill to activate, as listed in this tool's description."},
    "arguments": {
      "description": "The skill's arguments: for a skill that declares named arguments, an object of them (name to value); for any other skill, a string that fills $ARGUMENTS (and $1, $2… with its words, split as a POSIX shell splits them). Leave it out when there are none.",
      "anyOf": [{"type": "string"}, {"type": "object", "additionalProperties": true}]
    }
  },
  "required": ["name"],
  "additionalProperties": false
}`)

func (s *Server) listTools() (*mcp.ListToolsResult, error) {
	return withView(s, func(v *reading) (*mcp.ListToolsResult, error) {
		var b strings.Builder
		b.WriteString("Activate a skill: returns its full instructions (frontmatter, body with the arguments filled in, and its resource files, readable as skill://NAME/PATH resources). " +
			"Call it before acting on a task that matches a skill's description. Skills (verified and approved by skillpin):\n")
		n, left := 0, 0
		for _, name := range v.names() {
			sk, err := v.skill(name)
			if errors.Is(err, errStale) {
				return nil, err
			}
			if err != nil || sk.fm == nil || sk.fm.DisableModelInvocation {
				continue // not served, or a person's to start (a prompt)
			}
			line := "- " + name + ": " + oneLine(sk.fm.Description)
			if len(sk.fm.Arguments) > 0 {
				line += " (arguments: " + argumentList(sk.fm.Arguments) + ")"
			}
			if b.Len()+len(line) > toolDescriptionMax {
				left++
				continue
			}
			b.WriteString(line + "\n")
			n++
		}
		if n == 0 && left == 0 {
			b.WriteString("(none served now)\n")
		}
		if left > 0 {
			fmt.Fprintf(&b, "… and %d more (skills/list or resources/list names them all)\n", left)
		}
		res := &mcp.ListToolsResult{Tools: []*mcp.Tool{{
			Name:        ToolName,
			Title:       "Activate a skill",
			Description: b.String(),
			InputSchema: toolInputSchema,
			Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: boolPtr(false)},
		}}}
		res.TTLMs, res.CacheScope = int(s.ttl.Milliseconds()), cacheScope
		return res, nil
	})
}

func boolPtr(b bool) *bool { return &b }

// toolInput is what the skill tool takes.
type toolInput struct {
	Name      string          `json:"name"`
	Arguments json.RawMessage `json:"arguments"`
}

// callTool activates a skill. A call the tool cannot answer (an unknown
// skill, arguments that do not fit it) is a tool error the model reads
// (isError), as `skillpin show` would exit 2 with the same message; a
// call of another tool, or input that is not the tool's, is -32602.
func (s *Server) callTool(p *mcp.CallToolParamsRaw) (*mcp.CallToolResult, error) {
	if p == nil || p.Name != ToolName {
		name := ""
		if p != nil {
			name = p.Name
		}
		return nil, invalidParams(fmt.Sprintf("unknown tool %q: this server has one tool, %q", name, ToolName))
	}
	var in toolInput
	dec := json.NewDecoder(bytes.NewReader(orEmptyObject(p.Arguments)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil || in.Name == "" {
		return nil, invalidParams(`the skill tool takes {"name": SKILL, "arguments": STRING or OBJECT}`)
	}
	args, err := toolArguments(in.Arguments)
	if err != nil {
		return toolError(err.Error()), nil
	}
	return withView(s, func(v *reading) (*mcp.CallToolResult, error) {
		text, err := s.activate(v, in.Name, args, false)
		if errors.Is(err, errStale) {
			return nil, err
		}
		if err != nil {
			return toolError(err.Error()), nil
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: text}}}, nil
	})
}

func orEmptyObject(raw json.RawMessage) []byte {
	if len(bytes.TrimSpace(raw)) == 0 {
		return []byte("{}")
	}
	return raw
}

func toolError(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: msg}}}
}

// toolArguments reads the tool's arguments: a string is the argument
// string (--args), an object the named arguments (--arg name=value; a
// value that is not a JSON string is given as its JSON text, so 3 and true
// are checked against the declared type as "3" and "true" are).
func toolArguments(raw json.RawMessage) (cview.Arguments, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return cview.Arguments{}, nil
	}
	var str string
	if err := json.Unmarshal(raw, &str); err == nil {
		return cview.Arguments{String: str, HasString: true}, nil
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil {
		return cview.Arguments{}, errors.New("arguments must be a string or an object of named arguments")
	}
	named := map[string]string{}
	for k, v := range obj {
		var s string
		if err := json.Unmarshal(v, &s); err == nil {
			named[k] = s
		} else {
			named[k] = string(v)
		}
	}
	return cview.Arguments{Named: named}, nil
}

// activate is the activation of the named skill with args, as `skillpin
// show` prints it, its dir the skill's skill:// URI. The SKILL.md is read
// again and checked against the lock first: what the model reads is what
// was approved. user says a person started it: only then may a skill with
// disable-model-invocation be activated.
func (s *Server) activate(v *reading, name string, args cview.Arguments, user bool) (string, error) {
	sk, err := v.skill(name)
	switch {
	case errors.Is(err, errStale):
		return "", err
	case err != nil:
		return "", errors.New(notServed(v, "skill", name, err))
	}
	if sk.fm != nil && sk.fm.DisableModelInvocation && !user {
		return "", fmt.Errorf("skill %q is user-invoked only (disable-model-invocation: true): a person starts it, as the prompt %q", name, name)
	}
	md, ok := sk.files.Lookup(catalog.SkillFile)
	if !ok {
		return "", fmt.Errorf("skill %q has no SKILL.md", name)
	}
	data, err := readVerified(sk, md)
	if err != nil {
		v.distrust(name)
		return "", fmt.Errorf("skill %q: %v (%s)", name, err, v.hint())
	}
	doc, probs := catalog.ParseSkillMD(data)
	if doc == nil || doc.Frontmatter == nil || catalog.HasErrors(probs) {
		return "", fmt.Errorf("skill %q: its SKILL.md does not parse", name)
	}
	a, err := cview.Activate(doc, Scheme+"://"+name, sk.files, args)
	if err != nil {
		return "", err
	}
	var out bytes.Buffer
	if err := a.WriteText(&out); err != nil {
		return "", err
	}
	return out.String(), nil
}

// notServed says why the skill (or prompt, kind) name is not served:
// for a skill a root holds but the trust decision or a re-check refuses
// (tampered, changed, no longer approved), that refusal and its fix; for
// a name no root holds, which served names it may mean. A refused skill
// is never offered as its own suggestion.
func notServed(v *reading, kind, name string, err error) string {
	var r *refusal
	if errors.As(err, &r) {
		msg := r.msg
		if r.integrity && !strings.Contains(msg, v.hint()) {
			msg += "; " + v.hint()
		}
		return msg
	}
	if kind == "prompt" {
		return fmt.Sprintf("no prompt named %q is served%s", name, suggestNames(v, name))
	}
	return fmt.Sprintf("skill %q is not served%s", name, suggestNames(v, name))
}

// suggestNames says which served skills a misspelled name may mean.
func suggestNames(v *reading, name string) string {
	var close []string
	for _, n := range v.names() {
		if n != name && (strings.Contains(n, name) || strings.Contains(name, n)) {
			close = append(close, n)
		}
	}
	if len(close) == 0 {
		return "; the tool's description lists the skills"
	}
	if len(close) > 5 {
		close = close[:5]
	}
	return "; did you mean " + strings.Join(close, ", ") + "?"
}

// listPrompts lists one prompt per served skill, user-invoked ones
// included (a person picks a prompt), a page at a time.
func (s *Server) listPrompts(cursor string) (*mcp.ListPromptsResult, error) {
	after, ok := skilluri.DecodeCursor(cursor, cursorPrompts, "")
	if !ok {
		return nil, invalidParams("invalid cursor: pass back the nextCursor of the previous prompts/list result")
	}
	return withView(s, func(v *reading) (*mcp.ListPromptsResult, error) {
		res := &mcp.ListPromptsResult{Prompts: []*mcp.Prompt{}}
		res.TTLMs, res.CacheScope = int(s.ttl.Milliseconds()), cacheScope
		next, err := s.page(v, after, func(sk *skill) error {
			res.Prompts = append(res.Prompts, promptOf(sk))
			return nil
		})
		if err != nil {
			return nil, err
		}
		if next != "" {
			res.NextCursor = skilluri.EncodeCursor(cursorPrompts, "", next)
		}
		return res, nil
	})
}

// promptOf is the prompt of a skill: its description, and its declared
// arguments (or the one free-text argument of a skill that declares none).
func promptOf(sk *skill) *mcp.Prompt {
	p := &mcp.Prompt{Name: sk.name}
	if sk.fm == nil {
		return p
	}
	p.Description = sk.fm.Description
	if len(sk.fm.Arguments) == 0 {
		p.Arguments = []*mcp.PromptArgument{{Name: PromptArgument,
			Description: "text for the skill's $ARGUMENTS ($1, $2… are its words); leave empty for none"}}
		return p
	}
	for _, a := range sk.fm.Arguments {
		desc := a.Description
		if a.Type != "" && a.Type != "string" {
			desc = strings.TrimSpace(desc + " (" + a.Type + ")")
		}
		p.Arguments = append(p.Arguments, &mcp.PromptArgument{Name: a.Name, Description: desc, Required: a.Required})
	}
	return p
}

// getPrompt is a skill's activation as a user message. Arguments follow
// the rules of `skillpin show`: a skill that declares arguments takes them
// by name (required ones must be there, values of the declared type), any
// other takes the one "arguments" text.
func (s *Server) getPrompt(p *mcp.GetPromptParams) (*mcp.GetPromptResult, error) {
	if p == nil || p.Name == "" {
		return nil, invalidParams("prompts/get needs the name of a prompt (prompts/list names them)")
	}
	return withView(s, func(v *reading) (*mcp.GetPromptResult, error) {
		sk, err := v.skill(p.Name)
		if errors.Is(err, errStale) {
			return nil, err
		}
		if err != nil {
			return nil, invalidParams(notServed(v, "prompt", p.Name, err))
		}
		var args cview.Arguments
		if sk.fm != nil && len(sk.fm.Arguments) > 0 {
			args.Named = map[string]string{}
			for k, val := range p.Arguments {
				args.Named[k] = val
			}
			if len(args.Named) == 0 {
				args.Named = nil // as show without --arg: the body as written
			}
		} else {
			for k, val := range p.Arguments {
				if k != PromptArgument {
					return nil, invalidParams(fmt.Sprintf("prompt %q takes one argument, %q, not %q", p.Name, PromptArgument, k))
				}
				if val != "" {
					args = cview.Arguments{String: val, HasString: true}
				}
			}
		}
		text, err := s.activate(v, p.Name, args, true)
		if errors.Is(err, errStale) {
			return nil, err
		}
		if err != nil {
			return nil, invalidParams(err.Error())
		}
		res := &mcp.GetPromptResult{Messages: []*mcp.PromptMessage{{Role: "user", Content: &mcp.TextContent{Text: text}}}}
		if sk.fm != nil {
			res.Description = sk.fm.Description
		}
		return res, nil
	})
}

// argumentList is "form (required), values".
func argumentList(args []catalog.Argument) string {
	parts := make([]string, len(args))
	for i, a := range args {
		parts[i] = a.Name
		if a.Required {
			parts[i] += " (required)"
		}
	}
	return strings.Join(parts, ", ")
}

// oneLine folds whitespace, so a multi-line description is one line.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
