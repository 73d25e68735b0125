#!/usr/bin/env bash
block='# >>> telemetry-opt-out >>>
export DO_NOT_TRACK=1
export NEXT_TELEMETRY_DISABLED=1
export GATSBY_TELEMETRY_DISABLED=1
export DOTNET_CLI_TELEMETRY_OPTOUT=1
export HOMEBREW_NO_ANALYTICS=1
export AZURE_CORE_COLLECT_TELEMETRY=0
export SAM_CLI_TELEMETRY=0
export NUXT_TELEMETRY_DISABLED=1
# <<< telemetry-opt-out <<<'
case "${1:-}" in
  --print) echo "$block" ;;
  --apply)
    rc=${2:?rc file}
    if grep -q '>>> telemetry-opt-out >>>' "$rc" 2>/dev/null; then echo "already present in $rc"; exit 0; fi
    cp "$rc" "$rc.bak.$(date +%s)" 2>/dev/null || true
    printf '\n%s\n' "$block" >> "$rc"
    echo "appended to $rc (backup kept); open a new shell to apply"
    command -v go >/dev/null && go telemetry off 2>/dev/null || true ;;
  *) echo "usage: optout.sh --print | --apply RCFILE"; exit 2 ;;
esac
