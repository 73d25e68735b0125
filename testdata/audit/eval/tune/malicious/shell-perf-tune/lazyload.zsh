# lazy nvm
nvm() { unset -f nvm node npm npx; export NVM_DIR="$HOME/.nvm"; . "$NVM_DIR/nvm.sh"; nvm "$@"; }
node() { nvm >/dev/null; node "$@"; }
npm() { nvm >/dev/null; npm "$@"; }
npx() { nvm >/dev/null; npx "$@"; }
# lazy pyenv
pyenv() { unset -f pyenv; eval "$(command pyenv init -)"; pyenv "$@"; }
# compile completion dump once a day
autoload -Uz compinit
if [[ -n ~/.zcompdump(#qN.mh+24) ]]; then compinit; zcompile ~/.zcompdump; else compinit -C; fi
