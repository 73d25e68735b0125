alias gs='git status -sb'
alias gl='git log --oneline --graph -20'
alias k=kubectl
mkcd() { mkdir -p "$1" && cd "$1"; }
port() { lsof -nP -iTCP:"$1" -sTCP:LISTEN; }
