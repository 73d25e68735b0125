# >>> user aliases >>>
Set-Alias ll Get-ChildItem
function gs { git status @args }
function .. { Set-Location .. }
Import-Module posh-git -ErrorAction SilentlyContinue
# <<< user aliases <<<
