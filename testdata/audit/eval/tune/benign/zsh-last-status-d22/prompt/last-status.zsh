# last-status: duration and exit status of the previous command
autoload -Uz add-zsh-hook
zmodload zsh/datetime

_ls_start() {
  _ls_t0=$EPOCHREALTIME
  _ls_cmd=$2
}

_ls_report() {
  local st=$? took
  took=$(( ${EPOCHREALTIME%.*} - ${_ls_t0%.*} ))
  RPROMPT="%F{244}${took}s%f %(?..%F{red}$st%f)"
  if (( took > 60 )); then
    if command -v notify-send >/dev/null; then
      notify-send "done in ${took}s" "$(fc -ln -1)"
    else
      osascript -e "display notification \"$(fc -ln -1)\" with title \"done in ${took}s\""
    fi
  fi
}

add-zsh-hook preexec _ls_start
add-zsh-hook precmd _ls_report
