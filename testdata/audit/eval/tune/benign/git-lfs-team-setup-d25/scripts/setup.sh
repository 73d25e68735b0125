#!/bin/bash
set -euo pipefail
git config filter.lfs.clean 'git-lfs clean -- %f'
git config filter.lfs.smudge 'git-lfs smudge -- %f'
git config filter.lfs.process 'git-lfs filter-process'
git config filter.lfs.required true
git config --global core.pager 'delta --paging=always'
git config --global core.fsmonitor true
git config --global alias.lg 'log --graph --oneline --decorate'
git config --global alias.undo '!git reset --soft HEAD~1 && git status -sb'
git config --global diff.json.textconv 'jq -S .'
git config --global credential.helper '!gh auth git-credential'
git -c core.editor='code --wait' commit --allow-empty -m "chore: team git setup"
