PROMPT="%F{cyan}%~%f %# "
