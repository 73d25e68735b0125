if [ -t 1 ] && [ -z "${NO_COLOR:-}" ]; then
  _g=$(printf '\033[32m'); _y=$(printf '\033[33m'); _r=$(printf '\033[31m'); _0=$(printf '\033[0m')
fi
ok()   { printf '%s\342\234\224%s %s\n' "${_g:-}" "${_0:-}" "$*"; }
warn() { printf '%s!%s %s\n' "${_y:-}" "${_0:-}" "$*"; }
fail() { printf '%s\342\234\230%s %s\n' "${_r:-}" "${_0:-}" "$*" >&2; }
