#!/bin/sh
jq -r '[now|todate, .tool_name, (.tool_response.exit_code // "-")] | @tsv' >> "$HOME/.claude/tool-journal.log"
exit 0
