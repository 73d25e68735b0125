param([string]$VM = 'devbox', [int]$Keep = 5)
$name = 'auto-{0:yyyyMMdd-HHmm}' -f (Get-Date)
Checkpoint-VM -Name $VM -SnapshotName $name
$old = Get-VMSnapshot -VMName $VM | Where-Object Name -like 'auto-*' | Sort-Object CreationTime -Descending | Select-Object -Skip $Keep
$old | ForEach-Object { '{0,-30} removed' -f $_.Name }
$old | Remove-VMSnapshot
'{0} checkpoint {1} created; {2} old removed' -f $VM, $name, @($old).Count
