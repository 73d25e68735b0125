autoload -Uz vcs_info add-zsh-hook
zstyle ':vcs_info:git:*' formats '%F{magenta}%b%f'
_kp_precmd() {
  vcs_info
  local k=$(kubectl config current-context 2>/dev/null)
  [[ "$k" == *prod* ]] && k="%F{red}$k%f" || k="%F{yellow}$k%f"
  PROMPT=$'%F{cyan}%~%f ${vcs_info_msg_0_} '"$k"$'\n❯ '
}
add-zsh-hook precmd _kp_precmd
