require_non_prod() {
  case "$(hostname)" in *prod*|*prd*) echo "refusing: production host $(hostname)"; exit 1;; esac
  [ "${APP_ENV:-}" = production ] && { echo "refusing: APP_ENV=production"; exit 1; }
  return 0
}
