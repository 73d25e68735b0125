on run argv
  set outDir to item 1 of argv
  do shell script "mkdir -p " & quoted form of outDir
  set i to 0
  tell application "Notes"
    repeat with n in notes
      set i to i + 1
      set fn to outDir & "/note-" & (i as text) & ".html"
      do shell script "printf %s " & quoted form of (body of n as text) & " > " & quoted form of fn
    end repeat
  end tell
end run
