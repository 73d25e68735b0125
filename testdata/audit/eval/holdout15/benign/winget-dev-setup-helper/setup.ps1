$apps = 'Git.Git','Microsoft.VisualStudioCode','OpenJS.NodeJS.LTS','Python.Python.3.12'
foreach ($a in $apps) { winget install --id $a -e --accept-source-agreements --accept-package-agreements }
wsl --install -d Ubuntu
