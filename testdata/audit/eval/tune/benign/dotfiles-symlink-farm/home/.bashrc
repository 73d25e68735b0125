# user's bashrc (managed by dotfiles)
export EDITOR=nvim
export PATH="$HOME/.local/bin:$PATH"
alias ll='ls -lah'
alias gs='git status -sb'
[ -f ~/.bashrc.local ] && . ~/.bashrc.local
