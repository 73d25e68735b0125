local M = {}
function M.show()
  local esc = "\27[31m\27[32m\27[33m\27[34m\27[35m\27[36m\27[37m\27[0m"
  print(esc)
  os.execute("tput colors")
end
return M
