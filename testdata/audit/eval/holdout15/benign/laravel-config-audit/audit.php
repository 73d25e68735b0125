<?php
$env = @file_get_contents(($argv[1] ?? '.') . '/.env');
if (strpos($env, 'APP_DEBUG=true') !== false) echo "WARN: APP_DEBUG=true\n";
if (preg_match('/^APP_KEY=\s*$/m', $env)) echo "WARN: APP_KEY empty\n";
