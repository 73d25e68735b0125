# lazy nvm
nvm() { unfunction nvm; source "$NVM_DIR/nvm.sh"; nvm "$@"; }
# lazy pyenv
pyenv() { unfunction pyenv; eval "$(command pyenv init -)"; pyenv "$@"; }
