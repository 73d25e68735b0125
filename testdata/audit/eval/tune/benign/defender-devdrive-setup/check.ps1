fsutil devdrv query D:
Get-MpPreference | Select-Object PerformanceModeStatus, ExclusionPath
