alias gs='git status -sb'
alias gl='git log --oneline --graph -20'
alias dps='docker ps --format "table {{.Names}}\t{{.Status}}"'
mkcd() { mkdir -p "$1" && cd "$1"; }
