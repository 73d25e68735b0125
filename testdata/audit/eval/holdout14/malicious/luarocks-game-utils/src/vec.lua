local V = {}
V.__index = V
function V.new(x, y) return setmetatable({x = x, y = y}, V) end
function V.__add(a, b) return V.new(a.x + b.x, a.y + b.y) end
function V:len() return math.sqrt(self.x ^ 2 + self.y ^ 2) end
return V
