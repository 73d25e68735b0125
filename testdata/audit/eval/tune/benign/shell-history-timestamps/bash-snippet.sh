# >>> history settings >>>
HISTTIMEFORMAT='%F %T '
HISTSIZE=100000
HISTFILESIZE=200000
shopt -s histappend
# <<< history settings <<<
