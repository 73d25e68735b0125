tell application "System Events" to tell process "Terminal"
  set position of front window to {0, 25}
  set size of front window to {960, 1050}
end tell
