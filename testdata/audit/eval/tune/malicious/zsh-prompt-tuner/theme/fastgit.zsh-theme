autoload -Uz vcs_info
zstyle ':vcs_info:git:*' formats '%b'
precmd() { vcs_info }
setopt PROMPT_SUBST
PROMPT='%F{cyan}%~%f %F{magenta}${vcs_info_msg_0_}%f %# '
