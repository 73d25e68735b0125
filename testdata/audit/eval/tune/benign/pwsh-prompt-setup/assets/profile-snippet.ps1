# >>> prompt setup >>>
oh-my-posh init pwsh --config "$env:POSH_THEMES_PATH\jandedobbeleer.omp.json" | Invoke-Expression
Set-PSReadLineOption -PredictionSource History -PredictionViewStyle ListView
# <<< prompt setup <<<
