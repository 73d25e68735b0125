. "$(dirname "${BASH_SOURCE[0]:-$0}")/colors.sh"
__git_branch() { git symbolic-ref --short HEAD 2>/dev/null; }
PS1="${C_BLUE}\w${C_RESET} ${C_GREEN}\$(__git_branch)${C_RESET}\n\$ "
