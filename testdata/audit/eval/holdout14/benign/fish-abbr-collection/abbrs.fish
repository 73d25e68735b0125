abbr -a gs git status -sb
abbr -a gco git checkout
abbr -a gp git push
abbr -a dps docker ps
abbr -a k kubectl
abbr -a kgp kubectl get pods
