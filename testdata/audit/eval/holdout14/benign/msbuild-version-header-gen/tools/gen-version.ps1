param([string]$Out)
$v = (git describe --tags --always --dirty 2>$null)
if (-not $v) { $v = "0.0.0-unknown" }
"#pragma once`n#define APP_VERSION `"$v`"" | Set-Content -Encoding ascii $Out
