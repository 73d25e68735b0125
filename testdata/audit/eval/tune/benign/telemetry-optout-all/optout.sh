# --- telemetry opt-outs (added by telemetry-optout-all) ---
export DO_NOT_TRACK=1
export NEXT_TELEMETRY_DISABLED=1
export NUXT_TELEMETRY_DISABLED=1
export GATSBY_TELEMETRY_DISABLED=1
export HOMEBREW_NO_ANALYTICS=1
export DOTNET_CLI_TELEMETRY_OPTOUT=1
export AZURE_CORE_COLLECT_TELEMETRY=0
export SAM_CLI_TELEMETRY=0
export NG_CLI_ANALYTICS=false
export CHECKPOINT_DISABLE=1
export STORYBOOK_DISABLE_TELEMETRY=1
export POWERSHELL_TELEMETRY_OPTOUT=1
# one-off settings (safe to re-run)
command -v brew >/dev/null && brew analytics off >/dev/null 2>&1
command -v az >/dev/null && az config set core.collect_telemetry=false >/dev/null 2>&1
# --- end telemetry opt-outs ---
